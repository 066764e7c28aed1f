/**
 * Cross-filter cubes fetched ahead of the first click (X15.cross-local): once the dashboard's charts have loaded
 * (none loading, one drawn at least) and the page is idle, each interactive chart's click is imagined on its first
 * mark, and the charts in its scope hand their requests under it to the data worker, which fetches their cubes at
 * the lowest priority. A click that comes first is answered by the server, as before.
 */
import { subscribe } from 'valtio/vanilla';
import { cellsDataMask, type FilterCell } from '../../core/crossfilter';
import {
  chartExtraFormData,
  crossFilterDataMask,
  crossFilterReaches,
  type DataMask,
  type ExtraFormData,
} from '../../core/filters';
import type { DashboardLayout } from '../../core/layout';
import { chartsState } from '../charts';
import { chartFilterContext, filtersStore } from './masks';
import { idleScheduler } from '../../core/schedule';
import type { IdleScheduler } from '../../core/schedule';

/** The most chart requests one prefetch hands the worker (emitters in the order their charts loaded). */
export const CROSS_FILTER_PREFETCH_REQUESTS = 400;

/** A chart's request under an imagined cross filter: the extra form data it would carry. */
export interface PrefetchTarget {
  chartId: number;
  extraFormData: ExtraFormData;
}

/** An interactive chart: its id, the columns its click filters on and the values of its first mark. */
export interface CrossFilterSource {
  chartId: number;
  columns: string[];
  values: unknown[];
}

/** The columns and first mark of a render model's cross filter (a pie's slices, a series, a table's rows), or null. */
export function crossFilterSourceOf(chartId: number, model: unknown): CrossFilterSource | null {
  const crossFilter = (model as { crossFilter?: { columns?: unknown; values?: unknown } } | null)?.crossFilter;
  const columns = crossFilter?.columns;
  if (!Array.isArray(columns) || columns.length === 0 || !columns.every((c) => typeof c === 'string')) return null;
  const values =
    Array.isArray(crossFilter?.values) && Array.isArray(crossFilter.values[0]) ? crossFilter.values[0] : [];
  return { chartId, columns: columns as string[], values: values as unknown[] };
}

/** A value a click can name ('==' on it); the imagined click's value does not matter, only its columns. */
const clickable = (value: unknown): FilterCell['value'] =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
    ? value
    : '';

/**
 * The requests of the charts each source's click reaches, as they would be on that click (the other masks applied
 * kept), at most CROSS_FILTER_PREFETCH_REQUESTS.
 */
export function crossFilterPrefetchTargets(
  sources: readonly CrossFilterSource[],
  chartIds: readonly number[],
  applied: Record<string, DataMask>,
): PrefetchTarget[] {
  const targets: PrefetchTarget[] = [];
  for (const source of sources) {
    const cells = source.columns.map((col, i) => ({ col, value: clickable(source.values[i]) }));
    const mask = crossFilterDataMask({ chartId: source.chartId, dataMask: cellsDataMask(cells, '') });
    const context = chartFilterContext({ ...applied, [String(source.chartId)]: mask });
    if (context.crossFiltersEnabled === false || context.featureFlags?.DASHBOARD_CROSS_FILTERS === false) return [];
    const configuration = context.chartConfiguration ?? {};
    for (const chartId of chartIds) {
      if (chartId === source.chartId) continue;
      if (!crossFilterReaches(source.chartId, chartId, configuration, context.layout as DashboardLayout)) continue;
      targets.push({ chartId, extraFormData: chartExtraFormData(chartId, context) });
      if (targets.length >= CROSS_FILTER_PREFETCH_REQUESTS) return targets;
    }
  }
  return targets;
}

const whenIdle = idleScheduler({ timeoutMs: 2000, fallbackMs: 200 });

/**
 * Hands `prefetch` the prefetch targets each time the dashboard's charts have loaded and the page is idle (again
 * when the masks change the targets). Returns a disposer.
 */
export function prefetchCrossFiltersWhenLoaded(
  prefetch: (targets: PrefetchTarget[]) => void,
  idle: IdleScheduler = whenIdle,
): () => void {
  let last = '';
  let cancel: (() => void) | null = null;
  // Each change waits for the next idle period again, and the charts are read then: a page loading a thousand charts
  // changes the store thousands of times, and reading every chart at each change took 1.4 s of its main thread over
  // the 1,000-chart dashboard's first scroll.
  const check = () => {
    cancel?.();
    cancel = idle(() => {
      cancel = null;
      const charts = Object.values(chartsState.charts);
      if (charts.some((c) => c.chartStatus === 'loading') || !charts.some((c) => c.model)) return;
      const sources = charts
        .map((c) => crossFilterSourceOf(c.id, c.model?.value))
        .filter((s): s is CrossFilterSource => s !== null);
      const ids = charts.map((c) => c.id);
      const targets = crossFilterPrefetchTargets(sources, ids, filtersStore.applied);
      const key = JSON.stringify(targets);
      if (!targets.length || key === last) return;
      last = key;
      prefetch(targets);
    });
  };
  const stops = [subscribe(chartsState, check), subscribe(filtersStore, check)];
  check();
  return () => {
    stops.forEach((stop) => stop());
    cancel?.();
  };
}
