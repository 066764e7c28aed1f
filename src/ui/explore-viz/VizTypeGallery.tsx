/** The body of 'Select a visualization type': sidebar, 'Search all charts', the thumbnail grid and the details pane. */
import { useEffect, useMemo, useState } from 'react';
import { Button, Input, ListBox, ListBoxItem, SearchField } from 'react-aria-components';
import type { GalleryEntry } from '../../core/chart-plugin';
import { ChartDetailsPane } from './ChartDetailsPane';
import { ChartThumbnail } from './ChartThumbnail';
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

/** The matches of the latest query while `active`; the search runs off the main thread where it can. */
function useSearchResults(entries: readonly GalleryEntry[], query: string, active: boolean): GalleryEntry[] {
  // Creating a searcher starts nothing (its worker starts on the first query), so it can be made while rendering.
  const searcher = useMemo(() => chartSearcher(entries), [entries]);
  useEffect(() => () => searcher.dispose(), [searcher]);
  const [results, setResults] = useState<GalleryEntry[]>([]);
  useEffect(() => {
    if (!active) return;
    let latest = true;
    void searcher.search(query).then((found) => latest && setResults(found));
    return () => {
      latest = false;
    };
  }, [searcher, query, active]);
  return results;
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

  const pick = (next: GallerySelector): void => {
    setSearching(false);
    setQuery('');
    setSelector(next);
    onSelect(selectionAfterSelectorChange(selected, entries, next));
  };
  const stopSearching = (): void => {
    setSearching(false);
    setQuery('');
  };

  return (
    <div className="viz-gallery" data-test="viz-type-gallery">
      <nav className="viz-gallery-sidebar" aria-label="Chart groups">
        {sections.map((section) => (
          <section key={section.id} className="viz-gallery-section" aria-labelledby={section.id === 'ALL_CHARTS' ? undefined : `viz-section-${section.id}`}>
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
                    aria-pressed={!activelySearching && selector.section === section.id && selector.value === value}
                    onPress={() => pick({ section: section.id, value })}
                  >
                    {value}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
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
          <Input placeholder="Search all charts" />
          <Button className="viz-gallery-search-clear" aria-label="Clear search" excludeFromTabOrder={false}>
            ×
          </Button>
        </SearchField>
        <ListBox
          aria-label="Chart types"
          className="viz-gallery-grid"
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
            <ListBoxItem id={entry.key} textValue={entry.metadata.name} className="viz-tile" data-test={`viz-tile-${entry.key}`}>
              <ChartThumbnail metadata={entry.metadata} />
              <span className="viz-tile-name">{entry.metadata.name}</span>
            </ListBoxItem>
          )}
        </ListBox>
        {selectedEntry ? <ChartDetailsPane metadata={selectedEntry.metadata} /> : null}
      </div>
    </div>
  );
}
