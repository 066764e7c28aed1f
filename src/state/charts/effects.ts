/** Chart actions that reach the data plane: fetch, stop, refresh, annotations, visibility and auto-refresh. */
import type { AnnotationLayer } from '../../core/query';
import type {
  ChartDataOutcome,
  ChartDataRequest,
  FormData,
  LocalSort,
  RefreshPlan,
  ResultTable,
  Visibility,
} from '../../core/dataplane';
import {
  annotationQueryFailed,
  annotationQueryStarted,
  annotationQuerySucceeded,
  chartUpdateFailed,
  chartUpdateStarted,
  chartUpdateStopped,
  chartUpdateSucceeded,
  triggerQuery,
  updateQueryFormData,
} from './actions';
import { withChartWave } from './lifecycle';
import { chartsContext, chartsState } from './store';

/** Options of one chart fetch: the data plane's request, less the chart id (the key names the chart). */
export type FetchChartOptions = Omit<ChartDataRequest, 'chartId'>;

const latest = new Map<string, number>();
let requests = 0;

/** Fetches a chart's data: update started, trigger flag cleared, form data stored, annotation layers queried; the answer sets the status unless a newer fetch of the chart superseded it. */
export async function fetchChart(key: number | string, options: FetchChartOptions): Promise<ChartDataOutcome> {
  const { dataPlane, logger } = chartsContext();
  const chart = chartsState.charts[String(key)];
  const chartId = chart?.id ?? Number(key);
  const request = ++requests;
  latest.set(String(key), request);
  chartUpdateStarted(key);
  triggerQuery(key, false);
  updateQueryFormData(key, options.formData);
  const layers = (options.formData.annotation_layers as AnnotationLayer[] | undefined) ?? [];
  for (const layer of layers) {
    if (layer.sourceType) void runAnnotationQuery(key, layer, options.formData, options.force === true);
  }
  const outcome = await dataPlane.fetchChartData({ chartId, ...options });
  if (latest.get(String(key)) !== request || !chartsState.charts[String(key)]) return outcome;
  if (outcome.status === 'failed')
    logger.warn('Chart data request failed', chartId, outcome.queriesResponse?.[0]?.error ?? 'no response');
  // Held with the chart's wave, the status is set unless a newer fetch of the chart has started since (the newest
  // request of each chart stays recorded until the chart is released).
  withChartWave(key, () => {
    if (latest.get(String(key)) !== request) return;
    if (outcome.status === 'success') chartUpdateSucceeded(key, outcome.results);
    else if (outcome.status === 'failed') chartUpdateFailed(key, outcome.queriesResponse);
    else if (outcome.status === 'stopped') chartUpdateStopped(key);
  });
  return outcome;
}

/** Re-runs a chart's latest query (dashboard refresh: the server's web timeout applies). */
export function refreshChart(
  key: number | string,
  force: boolean,
  dashboardId?: number,
): Promise<ChartDataOutcome> | null {
  const chart = chartsState.charts[String(key)];
  if (!chart) return null;
  const { refreshTimeoutMs } = chartsContext();
  return fetchChart(key, {
    formData: chart.latestQueryFormData,
    force,
    ...(dashboardId !== undefined ? { dashboardId } : {}),
    ...(refreshTimeoutMs !== undefined ? { timeoutMs: refreshTimeoutMs } : {}),
  });
}

/** Stops a chart's update in flight; it ends 'stopped'. */
export function stopChart(key: number | string): Promise<void> {
  const chart = chartsState.charts[String(key)];
  return chartsContext().dataPlane.stopChart(chart?.id ?? Number(key));
}

/** Runs one annotation layer's query; a newer one for the same layer aborts it, and an aborted one changes nothing. */
export async function runAnnotationQuery(
  key: number | string,
  layer: AnnotationLayer,
  formData: FormData,
  force = false,
  timeoutMs?: number,
): Promise<void> {
  const chart = chartsState.charts[String(key)];
  const chartId = chart?.id ?? Number(key);
  const request = ++requests;
  annotationQueryStarted(key, layer.name, request);
  const outcome = await chartsContext().dataPlane.fetchAnnotation({
    chartId,
    layerName: layer.name,
    value: layer.value,
    formData,
    force,
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  });
  if (chartsState.charts[String(key)]?.annotationQuery[layer.name] !== request) return;
  if (outcome.status === 'success') annotationQuerySucceeded(key, layer.name, outcome.data);
  else if (outcome.status === 'failed') annotationQueryFailed(key, layer.name, outcome.error);
}

/** A table chart's search and sort, run in the data worker (DuckDB-WASM) on the chart's loaded result `table`. */
export function queryChartTable(
  table: string,
  query: { search: string; columns: string[]; sort: LocalSort | null },
): Promise<ResultTable> {
  const text = query.search.trim();
  return chartsContext().dataPlane.queryLocal({
    table,
    ...(text ? { search: { text, columns: query.columns } } : {}),
    ...(query.sort ? { orderBy: [query.sort] } : {}),
  });
}

/** Tells the data plane how near a chart is to the screen. */
export function setChartVisibility(key: number | string, visibility: Visibility): Promise<void> {
  const chart = chartsState.charts[String(key)];
  return chartsContext().dataPlane.setVisibility(chart?.id ?? Number(key), visibility);
}

/** Starts the dashboard's staggered auto-refresh; each chart whose turn comes is refreshed with force. Returns a disposer. */
export function startAutoRefresh(
  plan: Omit<RefreshPlan, 'chartIds'> & { chartIds?: number[] },
  dashboardId?: number,
): () => void {
  const { dataPlane } = chartsContext();
  const chartIds = plan.chartIds ?? Object.values(chartsState.charts).map((c) => c.id);
  void dataPlane.startAutoRefresh({ ...plan, chartIds }, (ids) => {
    for (const id of ids) void refreshChart(id, true, dashboardId);
  });
  return () => void dataPlane.stopAutoRefresh();
}

/** The part of `document` page visibility needs. */
export interface VisibilitySource {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', fn: () => void): void;
  removeEventListener(type: 'visibilitychange', fn: () => void): void;
}

/** Pauses timed refresh while the page is hidden. Returns a disposer. */
export function watchPageVisibility(source: VisibilitySource): () => void {
  const { dataPlane } = chartsContext();
  const update = () => void dataPlane.setPageVisible(source.visibilityState !== 'hidden');
  update();
  source.addEventListener('visibilitychange', update);
  return () => source.removeEventListener('visibilitychange', update);
}

/** Forgets a removed chart in the data plane too. */
export function releaseChart(key: number | string): Promise<void> {
  const chart = chartsState.charts[String(key)];
  latest.delete(String(key));
  return chartsContext().dataPlane.releaseChart(chart?.id ?? Number(key));
}
