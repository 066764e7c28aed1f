/** Chart lifecycle events as actions: each changes one chart's state the way the spec's event does. */
import { ref } from 'valtio/vanilla';
import { renderFailedMessage } from '../../core/chart-plugin';
import type { ChartErrorResponse, ChartQueryResult, FormData } from '../../core/dataplane';
import { chartEntryChanged } from './entries';
import { chartsState, initialChartState, keptFormData, now, statusSet } from './store';
import type { ChartState } from './store';

/** Alert of a stopped update. */
export const STOPPED_MESSAGE = 'Updating chart was stopped';
/** Alert of a request that got no response. */
export const NETWORK_ERROR_MESSAGE = 'Network error.';
/** Alert of a render failure. */
export { renderFailedMessage };

const chartOf = (key: number | string): ChartState | undefined => chartsState.charts[String(key)];

/** Sets `fields` of chart `key`'s state, recording the status it is given. */
function update(key: number | string, chart: ChartState, fields: Partial<ChartState>): void {
  Object.assign(chart, fields);
  if (fields.chartStatus !== undefined) statusSet(String(key), fields.chartStatus);
}

/** Adds a chart under `key` (its id by default). */
export function addChart(chart: Partial<ChartState> & { id: number }, key: number | string = chart.id): void {
  const initial = initialChartState(chart.id, chart.form_data);
  const state = { ...initial, ...chart };
  if (chart.form_data) state.form_data = initial.form_data;
  if (chart.latestQueryFormData) state.latestQueryFormData = keptFormData(chart.latestQueryFormData);
  if (chart.sliceFormData) state.sliceFormData = keptFormData(chart.sliceFormData);
  chartsState.charts[String(key)] = state;
  statusSet(String(key), state.chartStatus);
  chartEntryChanged(String(key));
}

/** Removes a chart. */
export function removeChart(key: number | string): void {
  delete chartsState.charts[String(key)];
  chartEntryChanged(String(key));
}

/** Moves a chart to a new id (after saving a copy, for example). */
export function updateChartId(newId: number, key: number | string): void {
  const chart = chartOf(key);
  if (!chart) return;
  delete chartsState.charts[String(key)];
  chartsState.charts[String(newId)] = { ...chart, id: newId };
  statusSet(String(newId), chart.chartStatus);
  chartEntryChanged(String(key));
  chartEntryChanged(String(newId));
}

/** Update started: loading, alert and stack trace cleared. */
export function chartUpdateStarted(key: number | string): void {
  const chart = chartOf(key);
  if (!chart) return;
  update(key, chart, {
    chartStatus: 'loading',
    chartAlert: '',
    chartStackTrace: null,
    chartUpdateEndTime: null,
    chartUpdateStartTime: now(),
  });
}

/** Update succeeded: the results are kept by reference. */
export function chartUpdateSucceeded(key: number | string, results: ChartQueryResult[]): void {
  const chart = chartOf(key);
  if (!chart) return;
  update(key, chart, {
    chartStatus: 'success',
    chartAlert: null,
    queriesResponse: ref(results),
    chartUpdateEndTime: now(),
  });
}

/** Update stopped (aborted). */
export function chartUpdateStopped(key: number | string): void {
  const chart = chartOf(key);
  if (!chart) return;
  update(key, chart, { chartStatus: 'stopped', chartAlert: STOPPED_MESSAGE, chartUpdateEndTime: now() });
}

/** Update failed: the first response's error and stack trace, or 'Network error.' without a response. */
export function chartUpdateFailed(key: number | string, queriesResponse: ChartErrorResponse[] | null): void {
  const chart = chartOf(key);
  if (!chart) return;
  const first = queriesResponse?.[0];
  update(key, chart, {
    chartStatus: 'failed',
    chartAlert: queriesResponse ? (first?.error ?? null) : NETWORK_ERROR_MESSAGE,
    chartStackTrace: first?.stacktrace ?? null,
    queriesResponse: queriesResponse ? ref(queriesResponse) : null,
    chartUpdateEndTime: now(),
  });
}

/**
 * The render model was made from the chart's results: held by reference, the view draws it next. A redraw of a chart
 * already rendered (a display control) keeps its status, as Superset's does: only the model changes.
 */
export function chartModelReady(key: number | string, model: unknown, redraw = false): void {
  const chart = chartOf(key);
  if (!chart) return;
  update(key, chart, {
    chartStatus: redraw && chart.chartStatus === 'rendered' ? 'rendered' : 'success',
    chartAlert: null,
    chartStackTrace: null,
    model: ref({ value: model }),
    modelVersion: chart.modelVersion + 1,
  });
}

/** Rendering succeeded. */
export function chartRenderingSucceeded(key: number | string): void {
  const chart = chartOf(key);
  if (!chart) return;
  update(key, chart, { chartStatus: 'rendered', chartUpdateEndTime: now() });
}

/** Rendering failed. */
export function chartRenderingFailed(key: number | string, error: string, stackTrace: string | null = null): void {
  const chart = chartOf(key);
  if (!chart) return;
  update(key, chart, { chartStatus: 'failed', chartAlert: renderFailedMessage(error), chartStackTrace: stackTrace });
}

/** Query triggered: sets the trigger flag; raising it sets loading. */
export function triggerQuery(key: number | string, value = true): void {
  const chart = chartOf(key);
  if (!chart) return;
  chart.triggerQuery = value;
  if (value) update(key, chart, { chartStatus: 'loading' });
}

/** Render triggered at `value` (a time stamp). */
export function renderTriggered(key: number | string, value: number = now()): void {
  const chart = chartOf(key);
  if (chart) chart.lastRendered = value;
}

/** Stores the form data of the latest query. */
export function updateQueryFormData(key: number | string, formData: FormData): void {
  const chart = chartOf(key);
  if (chart) chart.latestQueryFormData = keptFormData(formData);
}

/** Datasources were reset: failed charts go back to the empty status. */
export function resetDatasources(): void {
  for (const chart of Object.values(chartsState.charts)) if (chart.chartStatus === 'failed') chart.chartStatus = '';
}

/** Annotation query started for a layer (`request` numbers it; the data plane aborts the layer's previous one). */
export function annotationQueryStarted(key: number | string, layer: string, request: number): void {
  const chart = chartOf(key);
  if (chart) chart.annotationQuery[layer] = request;
}

/** Annotation query succeeded: data stored, error cleared. */
export function annotationQuerySucceeded(key: number | string, layer: string, data: unknown): void {
  const chart = chartOf(key);
  if (!chart) return;
  chart.annotationData[layer] = data === null || typeof data !== 'object' ? data : ref(data);
  delete chart.annotationError[layer];
  delete chart.annotationQuery[layer];
}

/** Annotation query failed: data removed, the error (or 'Network error.') kept. */
export function annotationQueryFailed(key: number | string, layer: string, error: string | null): void {
  const chart = chartOf(key);
  if (!chart) return;
  delete chart.annotationData[layer];
  chart.annotationError[layer] = error ?? NETWORK_ERROR_MESSAGE;
  delete chart.annotationQuery[layer];
}
