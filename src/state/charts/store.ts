/** The chart lifecycle store: one entry per chart on the page, keyed by chart id. */
import { proxy, ref } from 'valtio/vanilla';
import type { ChartQueryResult, DataPlane, FormData, Logger } from '../../core/dataplane';

/** A chart's status: '' (reset), then loading → success → rendered, or failed, or stopped. */
export type ChartStatus = '' | 'loading' | 'success' | 'rendered' | 'failed' | 'stopped';

/** One chart's lifecycle state (the spec's chart state fields). */
export interface ChartState {
  id: number;
  chartAlert: string | null;
  chartStatus: ChartStatus;
  chartStackTrace: string | null;
  chartUpdateStartTime: number;
  chartUpdateEndTime: number | null;
  latestQueryFormData: FormData;
  sliceFormData: FormData | null;
  form_data: FormData;
  /** Held by reference (valtio `ref`): result tables are never proxied. */
  queriesResponse: ChartQueryResult[] | { error: string; stacktrace?: string | null }[] | null;
  triggerQuery: boolean;
  lastRendered: number;
  /** Layer name → the number of the annotation request in flight. */
  annotationQuery: Record<string, number>;
  annotationData: Record<string, unknown>;
  annotationError: Record<string, string>;
  /** The render model the chart's plugin made from its latest results, boxed and held by reference; null until then. */
  model: { value: unknown } | null;
  /** Counts the models made: a view that failed to draw gets another try with a new model. */
  modelVersion: number;
}

/** Every chart's state. Its entries are set and deleted by the chart actions alone, which tell the cells (entries.ts). */
export const chartsState = proxy<{ charts: Record<string, ChartState> }>({ charts: {} });

/**
 * The keys of the charts an action last set loading: the loading charts are counted from these, not over every chart
 * of the store (a dashboard reading ahead asked at each change of any chart, 1.8 s of main thread over the
 * 1,000-chart dashboard's first scroll in a CPU profile). A key is checked against the store as it is counted.
 */
const setLoading = new Set<string>();

/** Records the status an action gave chart `key` (the chart actions call it wherever they set one). */
export function statusSet(key: string, status: ChartStatus): void {
  if (status === 'loading') setLoading.add(key);
  else setLoading.delete(key);
}

/** How many charts are loading, counted up to `limit`. */
export function loadingCharts(limit = Infinity): number {
  let n = 0;
  for (const key of setLoading) {
    if (chartsState.charts[key]?.chartStatus !== 'loading') setLoading.delete(key);
    else if (++n >= limit) break;
  }
  return n;
}

/** The data plane and services the chart actions use. */
export interface ChartsContext {
  dataPlane: DataPlane;
  now: () => number;
  logger: Logger;
  /** Timeout of dashboard refreshes: the server's web timeout. */
  refreshTimeoutMs?: number;
}

let context: ChartsContext | null = null;

/** Connects the chart actions to a data plane; returns a disposer. */
export function configureCharts(next: ChartsContext): () => void {
  context = next;
  return () => {
    if (context === next) context = null;
  };
}

/** The connected context; actions that reach the data plane need one. */
export function chartsContext(): ChartsContext {
  if (!context) throw new Error('Charts are not connected to a data plane (configureCharts)');
  return context;
}

/** The clock of the connected context, or Date.now before one is connected. */
export const now = (): number => (context ? context.now() : Date.now());

/**
 * Form data is kept as a private copy outside valtio's proxy: it is replaced whole, never edited in place, and
 * it must stay a plain object that can be sent to the data worker.
 */
export const keptFormData = (formData: FormData): FormData => ref(structuredClone(formData));

/** A fresh chart state. */
export function initialChartState(id: number, formData: FormData = {}): ChartState {
  // One copy for both: neither is ever edited in place (a dashboard adds a chart for each one that comes near).
  const kept = keptFormData(formData);
  return {
    id,
    chartAlert: null,
    chartStatus: 'loading',
    chartStackTrace: null,
    chartUpdateStartTime: 0,
    chartUpdateEndTime: null,
    latestQueryFormData: kept,
    sliceFormData: null,
    form_data: kept,
    queriesResponse: null,
    triggerQuery: true,
    lastRendered: 0,
    annotationQuery: {},
    annotationData: {},
    annotationError: {},
    model: null,
    modelVersion: 0,
  };
}
