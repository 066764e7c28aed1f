/** The gallery's sidebar and thumbnail grid, memoised so a keystroke in the search box redraws neither by itself. */
import { memo } from 'react';
import { Button, GridLayout, ListBox, ListBoxItem, Size, Virtualizer } from 'react-aria-components';
import type { GalleryEntry } from '../../core/chart-plugin';
import { VIRTUALIZE_ABOVE } from '../kit';
import { ChartThumbnail } from './ChartThumbnail';
import type { GallerySelector, SidebarSection } from './galleryModel';

/**
 * Tiles of the virtualised grid (above VIRTUALIZE_ABOVE types, as the kit's select does): a 120 × 90 thumbnail and up
 * to two lines of name, at one fixed height (preserveAspectRatio with equal heights), so no tile is measured per render.
 */
const TILE_LAYOUT = {
  minItemSize: new Size(132, 142),
  maxItemSize: new Size(176, 142),
  minSpace: new Size(8, 8),
  preserveAspectRatio: true,
};

/** X11.04: All charts, Recommended tags, Category and Tags; the active entry is pressed unless a search shows. */
export const GallerySidebar = memo(function GallerySidebar(props: {
  sections: readonly SidebarSection[];
  active: GallerySelector | null;
  onPick: (selector: GallerySelector) => void;
}) {
  const { sections, active, onPick } = props;
  return (
    <nav className="viz-gallery-sidebar" aria-label="Chart groups">
      {sections.map((section) => (
        <section
          key={section.id}
          className="viz-gallery-section"
          aria-labelledby={section.id === 'ALL_CHARTS' ? undefined : `viz-section-${section.id}`}
        >
          {section.id === 'ALL_CHARTS' ? null : (
            <h3 id={`viz-section-${section.id}`} className="viz-gallery-section-title">
              {section.title}
            </h3>
          )}
          <ul>
            {section.selectors.map((value) => (
              <li key={value}>
                <Button
                  className="viz-gallery-selector"
                  aria-pressed={active?.section === section.id && active.value === value}
                  onPress={() => onPick({ section: section.id, value })}
                >
                  {value}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
});

/** X11.06: the thumbnail grid; click or arrows select, double-click or Enter chooses. Virtualised above 100 types. */
export const GalleryGrid = memo(function GalleryGrid(props: {
  shown: readonly GalleryEntry[];
  selected: string | null;
  onSelect: (vizType: string) => void;
  onChoose: (vizType: string) => void;
}) {
  const { shown, selected, onSelect, onChoose } = props;
  const virtual = shown.length > VIRTUALIZE_ABOVE;
  const grid = (
    <ListBox
      aria-label="Chart types"
      className={virtual ? 'viz-gallery-grid viz-gallery-grid-virtual' : 'viz-gallery-grid'}
      layout="grid"
      items={shown}
      selectionMode="single"
      selectionBehavior="replace"
      selectedKeys={selected ? [selected] : []}
      onSelectionChange={(keys) => {
        if (keys === 'all') return;
        const [key] = [...keys];
        if (key !== undefined) onSelect(String(key));
      }}
      onAction={(key) => onChoose(String(key))}
      renderEmptyState={() => <p className="muted">No results found</p>}
    >
      {(entry) => (
        <ListBoxItem
          id={entry.key}
          textValue={entry.metadata.name}
          className="viz-tile"
          data-test={`viz-tile-${entry.key}`}
        >
          <ChartThumbnail metadata={entry.metadata} />
          <span className="viz-tile-name">{entry.metadata.name}</span>
        </ListBoxItem>
      )}
    </ListBox>
  );
  return virtual ? (
    <Virtualizer layout={GridLayout} layoutOptions={TILE_LAYOUT}>
      {grid}
    </Virtualizer>
  ) : (
    grid
  );
});
