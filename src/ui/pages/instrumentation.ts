/**
 * How a test or bench build watches a chart page: it wraps the page's chart registry and hears each chart's decode
 * time. The shipped app watches nothing (this module); the instrumented build (`vite build --mode instrumented`,
 * which the browser tests and benches use) resolves this module to tests/support/probe/instrumentation.ts instead.
 */
import type { ChartPlugin, ChartRegistry } from '../../core/chart-plugin';
import type { PlaneDataSource } from './planeDataSource';

/** A page's watcher. */
export interface PageInstrumentation {
  registry(base: ChartRegistry<ChartPlugin<unknown, unknown>>): ChartRegistry<ChartPlugin<unknown, unknown>>;
  onDecoded(chartId: number, ms: number): void;
  /** The page's data source as the bench asks it to be (the cross-filter bench's server path), where it changes it. */
  dataSource?(base: PlaneDataSource): PlaneDataSource;
}

/** The watcher of the page at `search`: none in the shipped app. */
export function pageInstrumentation(_search: URLSearchParams): PageInstrumentation | null {
  return null;
}
