/** X11.05: the gallery's fuzzy search ('Search all charts') on fuse.js. */
import Fuse from 'fuse.js';
import type { GalleryEntry } from '../../core/chart-plugin';

/** Fuse's match threshold (0 exact, 1 anything): the spec's 0.3. */
export const SEARCH_THRESHOLD = 0.3;
/** How much a match in each field counts: name 4, tags 2, description 1. */
export const SEARCH_WEIGHTS = { name: 4, tags: 2, description: 1 } as const;

/** A search over a fixed list of types: the query's matches, best first; an empty query matches nothing. */
export type ChartSearch = (query: string) => GalleryEntry[];

/** Builds the index once per list, so each keystroke only searches. */
export function createChartSearch(entries: readonly GalleryEntry[]): ChartSearch {
  const fuse = new Fuse(entries, {
    threshold: SEARCH_THRESHOLD,
    ignoreLocation: true,
    keys: [
      { name: ['metadata', 'name'], weight: SEARCH_WEIGHTS.name },
      { name: ['metadata', 'tags'], weight: SEARCH_WEIGHTS.tags },
      { name: ['metadata', 'description'], weight: SEARCH_WEIGHTS.description },
    ],
  });
  return (query) => {
    const q = query.trim();
    return q ? fuse.search(q).map((r) => r.item) : [];
  };
}
