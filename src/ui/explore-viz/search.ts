/** X11.05: the gallery's fuzzy search ('Search all charts') on fuse.js. */
import Fuse from 'fuse.js';
import type { ChartMetadata } from '../../core/chart-plugin';

/** Fuse's match threshold (0 exact, 1 anything): the spec's 0.3. */
export const SEARCH_THRESHOLD = 0.3;
/** How much a match in each field counts: name 4, tags 2, description 1. */
export const SEARCH_WEIGHTS = { name: 4, tags: 2, description: 1 } as const;

/** What the search reads of a chart type (a gallery entry, or its slim copy in the search worker). */
export interface SearchableType {
  key: string;
  metadata: Pick<ChartMetadata, 'name' | 'tags' | 'description'>;
}

/** A search over a fixed list of types: the query's matches, best first; an empty query matches nothing. */
export type ChartSearch<T extends SearchableType = SearchableType> = (query: string) => T[];

/** Builds the index once per list, so each keystroke only searches. */
export function createChartSearch<T extends SearchableType>(entries: readonly T[]): ChartSearch<T> {
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

/** The search as the worker serves it: index the types once, then answer each query with the matching keys. */
export interface ChartSearchService {
  index(types: SearchableType[]): void;
  search(query: string): string[];
}

/** A search service over whatever it was last given to index. */
export function chartSearchService(): ChartSearchService {
  let search: ChartSearch = () => [];
  return {
    index: (types) => void (search = createChartSearch(types)),
    search: (query) => search(query).map((t) => t.key),
  };
}

/** Only the fields the search reads, so the worker is not sent thumbnails and examples. */
export function searchableCopy(entry: SearchableType): SearchableType {
  const { name, tags, description } = entry.metadata;
  return { key: entry.key, metadata: { name, tags: [...tags], description } };
}
