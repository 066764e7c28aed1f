/** The body of 'Select a visualization type': sidebar, 'Search all charts', the thumbnail grid and the details pane. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, SearchField } from 'react-aria-components';
import type { GalleryEntry } from '../../core/chart-plugin';
import { ChartDetailsPane } from './ChartDetailsPane';
import { useWarmThumbnails } from './ChartThumbnail';
import { GalleryGrid } from './GalleryGrid';
import { GallerySidebar } from './GalleryParts';
import {
  ALL_CHARTS,
  entriesForSelector,
  orderByPopularity,
  selectionAfterSelectorChange,
  sidebarSections,
  type GallerySelector,
} from './galleryModel';
import { chartSearcher } from './searcher';

const ALL: GallerySelector = { section: 'ALL_CHARTS', value: ALL_CHARTS };

function sameEntries(a: readonly GalleryEntry[], b: readonly GalleryEntry[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry === b[i]);
}

/** The matches of the latest query while `active`: found while rendering for a short list, else in the worker. */
function useSearchResults(entries: readonly GalleryEntry[], query: string, active: boolean): GalleryEntry[] {
  // Creating a searcher starts nothing (its worker starts on the first query), so it can be made while rendering.
  const searcher = useMemo(() => chartSearcher(entries), [entries]);
  useEffect(() => () => searcher.dispose(), [searcher]);
  const [results, setResults] = useState<GalleryEntry[]>([]);
  // What was last shown, read when an answer comes: the same matches again (a keystroke that changes nothing shown)
  // schedule no render at all.
  const last = useRef(results);
  useEffect(() => {
    if (!active || searcher.searchNow) return;
    let latest = true;
    void searcher.search(query).then((found) => {
      if (!latest || sameEntries(last.current, found)) return;
      last.current = found;
      setResults(found);
    });
    return () => {
      latest = false;
    };
  }, [searcher, query, active]);
  const now = useMemo(
    () => (searcher.searchNow && active ? searcher.searchNow(query) : null),
    [searcher, query, active],
  );
  return now ?? results;
}

/** Props of the gallery: the types it offers, the selected one, and what a choice does. */
export interface VizTypeGalleryProps {
  entries: readonly GalleryEntry[];
  selected: string | null;
  /** A tile was selected (click, arrows) or the selection was cleared (X11.08). */
  onSelect: (vizType: string | null) => void;
  /** X11.06: a tile was double-clicked or Enter was pressed on it: the type is chosen. */
  onChoose: (vizType: string) => void;
}

/** X11.04–X11.08: the gallery's sidebar, search, grid and details. */
export function VizTypeGallery({ entries, selected, onSelect, onChoose }: VizTypeGalleryProps) {
  const ordered = useMemo(() => orderByPopularity(entries), [entries]);
  useWarmThumbnails(entries);
  const sections = useMemo(() => sidebarSections(entries), [entries]);
  const [selector, setSelector] = useState<GallerySelector>(ALL);
  const [query, setQuery] = useState('');
  // X11.05: the search takes over the grid from the moment the box is focused until it is cleared.
  const [searching, setSearching] = useState(false);

  const activelySearching = searching && query.trim() !== '';
  const results = useSearchResults(ordered, query, activelySearching);
  const listed = useMemo(() => entriesForSelector(ordered, selector), [ordered, selector]);
  const shown = activelySearching ? results : listed;
  const selectedEntry = entries.find((e) => e.key === selected);

  const pick = useCallback(
    (next: GallerySelector): void => {
      setSearching(false);
      setQuery('');
      setSelector(next);
      onSelect(selectionAfterSelectorChange(selected, entries, next));
    },
    [onSelect, selected, entries],
  );
  const stopSearching = (): void => {
    setSearching(false);
    setQuery('');
  };

  return (
    <div className="viz-gallery" data-test="viz-type-gallery">
      <GallerySidebar sections={sections} active={activelySearching ? null : selector} onPick={pick} />
      <div className="viz-gallery-main">
        <SearchField
          className="viz-gallery-search"
          data-searching={searching || undefined}
          aria-label="Search all charts"
          value={query}
          onChange={(text) => {
            setSearching(true);
            setQuery(text);
          }}
          onFocus={() => setSearching(true)}
          onClear={stopSearching}
          autoFocus
        >
          {/* No spelling check: a search box's words are names, and its idle check cost each keystroke a task. */}
          <Input placeholder="Search all charts" spellCheck={false} />
          <Button className="viz-gallery-search-clear" aria-label="Clear search" excludeFromTabOrder={false}>
            ×
          </Button>
        </SearchField>
        <GalleryGrid shown={shown} selected={selected} onSelect={onSelect} onChoose={onChoose} />
        {selectedEntry ? <ChartDetailsPane metadata={selectedEntry.metadata} /> : null}
      </div>
    </div>
  );
}
