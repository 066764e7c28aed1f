/**
 * The instrumented build's page watcher (vite.config.ts puts it in place of src/ui/pages/instrumentation.ts): pages
 * opened with `?probe` report to `window.__tesseraProbe`.
 */
import type { PageInstrumentation } from '../../../src/ui/pages/instrumentation';
import { chartProbe, pageProbe } from './probe';
import { probedRegistry } from './probedRegistry';
import { pathDataSource } from './serverPath';
import type { PageProbe } from './probe';
import type { PlaneDataSource } from '../../../src/ui/pages/planeDataSource';

/** `base`, recording on the probe each cross-filter prefetch it finishes (the bench clicks once the cubes are in). */
export function prefetchRecorded(base: PlaneDataSource, probe: PageProbe): PlaneDataSource {
  const prefetch = base.prefetchCrossFilters?.bind(base);
  if (!prefetch) return base;
  return {
    ...base,
    prefetchCrossFilters: async (targets) => {
      const done = await prefetch(targets);
      if (done && !done.cancelled) probe.crossFilterPrefetch = { ...done, doneAt: performance.now() };
      return done;
    },
  };
}

/** The probe's watcher when the URL asks for one (`?probe`), else none. */
export function pageInstrumentation(search: URLSearchParams): PageInstrumentation | null {
  const probe = pageProbe(search);
  if (!probe) return null;
  return {
    registry: (base) => probedRegistry(base, probe),
    onDecoded(chartId, ms) {
      const record = chartProbe(probe, chartId);
      record.decodeMs = ms;
      record.decodedAt = performance.now();
    },
    dataSource: (base) => prefetchRecorded(pathDataSource(search, base), probe),
  };
}
