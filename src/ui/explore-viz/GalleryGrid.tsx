/**
 * X11.06: the thumbnail grid, a listbox of tiles; click or arrows select, double-click or Enter chooses. Rows are
 * virtualised above VIRTUALIZE_ABOVE types (as the kit's select virtualises long lists), and each tile is memoised, so a
 * keystroke in the search box draws only the tiles in view that changed. A plain listbox rather than react-aria's:
 * rebuilding its collection for every result set cost a keystroke 20–30 ms over 1,000 types.
 */
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { GalleryEntry } from '../../core/chart-plugin';
import { useElementWidth, VIRTUALIZE_ABOVE } from '../kit';
import { ChartThumbnail } from './ChartThumbnail';
import { columnsForWidth, TILE_GAP, TILE_HEIGHT, tileAfterKey } from './tileGrid';

/** Rows drawn beyond the viewport, above and below. */
const OVERSCAN_ROWS = 1;
/** The viewport assumed until the grid is measured (the gallery's grid is about this tall). */
const INITIAL_HEIGHT = 480;
/** The grid's own padding (gallery.css), inside its measured width. */
const GRID_PADDING = 2;

const Tile = memo(function Tile(props: {
  id: string;
  entry: GalleryEntry;
  index: number;
  setSize: number | undefined;
  selected: boolean;
  tabbable: boolean;
  onSelectTile: (key: string) => void;
  onChoose: (key: string) => void;
}) {
  const { id, entry, index, setSize, selected, tabbable, onSelectTile, onChoose } = props;
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-setsize={setSize}
      aria-posinset={setSize === undefined ? undefined : index + 1}
      tabIndex={tabbable ? 0 : -1}
      data-index={index}
      data-selected={selected || undefined}
      className="viz-tile"
      data-test={`viz-tile-${entry.key}`}
      onClick={() => onSelectTile(entry.key)}
      onDoubleClick={() => onChoose(entry.key)}
    >
      <ChartThumbnail metadata={entry.metadata} />
      <span className="viz-tile-name">{entry.metadata.name}</span>
    </div>
  );
});

export const GalleryGrid = memo(function GalleryGrid(props: {
  shown: readonly GalleryEntry[];
  selected: string | null;
  onSelect: (vizType: string) => void;
  onChoose: (vizType: string) => void;
}) {
  const { shown, selected, onSelect, onChoose } = props;
  const gridId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const columns = columnsForWidth(width - GRID_PADDING * 2);
  const virtual = shown.length > VIRTUALIZE_ABOVE;
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // The tile Tab lands on: the one last focused, else the selected one, else the first.
  const indexOf = (key: string | null) => (key === null ? -1 : shown.findIndex((e) => e.key === key));
  const focusIndex = Math.max(0, indexOf(focusKey) >= 0 ? indexOf(focusKey) : indexOf(selected));
  const focusRow = Math.floor(focusIndex / columns);
  const tileId = (index: number) => `${gridId}-tile-${index}`;

  // The focused tile's row is always drawn, so focus and Tab never land on a missing tile.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      return rows.includes(focusRow) ? rows : [...rows, focusRow].sort((a, b) => a - b);
    },
    [focusRow],
  );
  const virtualizer = useVirtualizer({
    count: virtual ? Math.ceil(shown.length / columns) : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TILE_HEIGHT + TILE_GAP,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: INITIAL_HEIGHT },
    // Where nothing is laid out (a grid not yet in the page) the assumed viewport stands in for a height of 0.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { ...rect, height: INITIAL_HEIGHT })),
    rangeExtractor,
  });

  // A keyboard move focuses its tile once drawn (scrolled into view first when virtualised).
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    if (virtual) virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
    document.getElementById(tileId(index))?.focus();
  });

  const selectTile = useCallback(
    (key: string) => {
      setFocusKey(key);
      onSelect(key);
    },
    [onSelect],
  );
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const index = Number((e.target as HTMLElement).dataset.index ?? NaN);
    const entry = shown[index];
    if (!entry) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      onChoose(entry.key);
      return;
    }
    const next = e.key === ' ' ? index : tileAfterKey(e.key, index, shown.length, columns);
    const target = next === null ? undefined : shown[next];
    if (!target || next === null) return;
    e.preventDefault();
    pendingFocus.current = next;
    selectTile(target.key);
  };

  const tile = (index: number) => {
    const entry = shown[index]!;
    // Keyed by type: a tile kept by the next result set keeps its element and its thumbnail's image (a new src is a new
    // image request and decode for the browser).
    return (
      <Tile
        key={entry.key}
        id={tileId(index)}
        entry={entry}
        index={index}
        setSize={virtual ? shown.length : undefined}
        selected={entry.key === selected}
        tabbable={index === focusIndex}
        onSelectTile={selectTile}
        onChoose={onChoose}
      />
    );
  };
  const rowStyle = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` };
  return (
    <div
      ref={scrollRef}
      role="listbox"
      aria-label="Chart types"
      className={virtual ? 'viz-gallery-grid viz-gallery-grid-virtual' : 'viz-gallery-grid'}
      style={virtual ? undefined : rowStyle}
      onKeyDown={onKeyDown}
    >
      {shown.length === 0 ? <p className="muted">No results found</p> : null}
      {virtual ? (
        <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => (
            <div
              key={row.index}
              role="presentation"
              className="viz-gallery-row"
              style={{ ...rowStyle, transform: `translateY(${row.start}px)` }}
            >
              {Array.from({ length: Math.min(columns, shown.length - row.index * columns) }, (_, i) =>
                tile(row.index * columns + i),
              )}
            </div>
          ))}
        </div>
      ) : (
        shown.map((_, index) => tile(index))
      )}
    </div>
  );
});
