/** Where the gallery's search runs: in the search worker when the browser has workers, else on the spot. */
import { releaseProxy, wrap, type Endpoint } from 'comlink';
import type { GalleryEntry } from '../../core/chart-plugin';
import { createChartSearch, searchableCopy, type ChartSearchService } from './search';

/**
 * Up to this many types the search runs on the spot, in the keystroke's own render: one render and one frame a key.
 * The worker's round trip costs a second render and frame, which pays only where the search itself is long. Measured
 * with bench/explore/gallery-browser.ts, main-thread busy time a keystroke, median / p95: over the built-in types,
 * on the spot 8.7 / 14.0 ms against the worker's 12.3 / 23.4; over 1,000 more, on the spot 28 / 42 against 17 / 30.
 */
export const SEARCH_IN_WORKER_ABOVE = 200;

/** Answers 'Search all charts' queries with gallery entries, best first. */
export interface ChartSearcher {
  search(query: string): Promise<GalleryEntry[]>;
  /** The search on the calling thread, where it is cheap enough to run while rendering; absent for the worker's. */
  searchNow?: (query: string) => GalleryEntry[];
  /** Stops the worker, if one was started; a later query starts a new one. */
  dispose(): void;
}

/** The search on the calling thread (tests, and browsers without module workers). */
export function localSearcher(entries: readonly GalleryEntry[]): ChartSearcher {
  const search = createChartSearch(entries);
  return { search: (query) => Promise.resolve(search(query)), searchNow: search, dispose: () => undefined };
}

/** A started worker, or a MessagePort to one; `close` ends it. */
export interface SearchEndpoint {
  endpoint: Endpoint;
  close: () => void;
}

/**
 * The search in a worker, started on the first query (a gallery opened and closed costs nothing): the types are sent
 * once, then each keystroke sends its text and gets keys back. The main thread only copies those and looks them up.
 */
export function remoteSearcher(entries: readonly GalleryEntry[], start: () => SearchEndpoint): ChartSearcher {
  const byKey = new Map(entries.map((e) => [e.key, e]));
  let link: { service: ReturnType<typeof wrap<ChartSearchService>>; ready: Promise<void>; close: () => void } | null =
    null;
  const connect = () => {
    if (link) return link;
    const { endpoint, close } = start();
    const service = wrap<ChartSearchService>(endpoint);
    link = { service, ready: service.index(entries.map(searchableCopy)), close };
    return link;
  };
  return {
    async search(query) {
      if (!query.trim()) return [];
      const { service, ready } = connect();
      await ready;
      const keys = await service.search(query);
      return keys.flatMap((k) => byKey.get(k) ?? []);
    },
    dispose() {
      if (!link) return;
      link.service[releaseProxy]();
      link.close();
      link = null;
    },
  };
}

/** The app's searcher: a module worker for more than SEARCH_IN_WORKER_ABOVE types where the browser has one, else the local search. */
export function chartSearcher(entries: readonly GalleryEntry[]): ChartSearcher {
  if (typeof Worker === 'undefined' || entries.length <= SEARCH_IN_WORKER_ABOVE) return localSearcher(entries);
  return remoteSearcher(entries, () => {
    const worker = new Worker(new URL('./search.worker.ts', import.meta.url), {
      type: 'module',
      name: 'tessera-chart-search',
    });
    return { endpoint: worker, close: () => worker.terminate() };
  });
}
