/** The explore page's actions: open it, keep its unsaved state under a key, save, share, star, samples, query, CSV. */
import { ref } from 'valtio/vanilla';
import { favoriteStatusPath, listPath, listQuery } from '../../core/api';
import { resultOfRecords, type ChartResult, type ControlPanelConfig } from '../../core/chart-plugin';
import {
  DATASET_CALL_TEXT,
  hydrateFormData,
  withInheritedFilters,
  type ExploreDataset,
  type ExploreUrlParams,
} from '../../core/explore';
import type { ChartDataResult, QueryContext } from '../../core/query';
import { ApiError, apiClient, call, saveFile, serverMessageOr, sessionStore } from '../app';
import { exploreState, hydrateExplore, setStarred, updateChart, type ExploreSlice } from '../explore';
import {
  chartSaveBody,
  MISSING_DATASET,
  datasetIsMissing,
  exploreDatasetOf,
  exploreRequestPath,
  formDataEntryBody,
  needsUrlParameters,
  saveProblem,
  type ExploreResult,
  type SaveRequest,
} from './request';
import { explorePageState, initialExplorePageState } from './store';
import { exploreAnswer } from './early';
import { exploreTabId } from './tabId';

/** What opening needs besides the address: each chart type's control panel (the chart plugins live above this layer). */
export interface OpenExploreOptions {
  controlPanelOf: (vizType: string) => ControlPanelConfig;
  /** What the page is opened for, kept in the page state (see openingKey). */
  openedFor?: string;
}

/**
 * What an address opens: the address's parameters without form_data_key. The page's own rewrite (adding the key it
 * just saved, or a permalink becoming /explore/?form_data_key=…) keeps what was opened, so nothing opens again.
 */
export function openingKey(
  params: ExploreUrlParams,
  state: { openedFor: string | null; formDataKey: string | null },
): string {
  if (params.formDataKey !== null && params.formDataKey === state.formDataKey && state.openedFor !== null)
    return state.openedFor;
  return JSON.stringify({ ...params, formDataKey: null });
}

const body = <T>(res: { body: unknown }): T => res.body as T;

/**
 * Opens explore on what the address names (X1.02–X1.10): 'Missing URL parameters' without a chart, dataset, key or
 * permalink; 'Missing dataset' when the dataset is gone; else the explore store hydrated with the answer.
 */
export async function openExplore(params: ExploreUrlParams, options: OpenExploreOptions): Promise<void> {
  Object.assign(explorePageState, initialExplorePageState(), {
    formDataKey: params.formDataKey,
    openedFor: options.openedFor ?? null,
  });
  if (needsUrlParameters(params)) {
    explorePageState.status = 'missing-params';
    return;
  }
  explorePageState.status = 'loading';
  let result: ExploreResult;
  try {
    result = body<{ result: ExploreResult }>(await exploreAnswer(apiClient(), exploreRequestPath(params))).result;
  } catch (error) {
    explorePageState.status = 'error';
    explorePageState.error = serverMessageOr(error, DATASET_CALL_TEXT.openFailed);
    return;
  }
  explorePageState.message = result.message;
  explorePageState.datasetName = result.dataset?.name ?? result.dataset?.table_name ?? null;
  explorePageState.sliceDashboards = ((result.slice as { dashboards?: { id: number }[] } | null)?.dashboards ?? []).map(
    (d) => d.id,
  );
  if (datasetIsMissing(result)) {
    // Kept for Swap dataset, which carries the chart's settings to the dataset chosen.
    explorePageState.missing = ref({ form_data: result.form_data, slice: result.slice });
    explorePageState.status = 'missing-dataset';
    return;
  }
  const dashboard = params.dashboardId !== null ? await dashboardContext(params.dashboardId) : null;
  if (dashboard) {
    result.form_data = {
      ...result.form_data,
      dashboardId: dashboard.id,
      ...(dashboard.colorScheme
        ? { color_scheme: dashboard.colorScheme, dashboard_color_scheme: dashboard.colorScheme }
        : {}),
    };
    explorePageState.dashboardId = dashboard.id;
    explorePageState.colorSchemeLocked = dashboard.colorScheme !== null;
  }
  const slice = hydrateResult(result, options, params);
  // The chart is queried once as explore opens (unless a control has an error), as Superset's explore does.
  updateChart();
  explorePageState.status = 'ready';
  if (slice) void loadStarred(slice.slice_id);
}

/**
 * Hydrates the explore store with an answer of GET /api/v1/explore/ (its dataset present); `params` are the address's
 * (the viz type, standalone and force it names). Answers the chart the store now holds, if saved.
 */
export function hydrateResult(
  result: ExploreResult,
  options: OpenExploreOptions,
  params: Pick<ExploreUrlParams, 'vizType' | 'standalone' | 'force'> = {
    vizType: null,
    standalone: null,
    force: false,
  },
): ExploreSlice | null {
  const conf = sessionStore.conf as { DEFAULT_VIZ_TYPE?: string; DEFAULT_TIME_FILTER?: string };
  const vizType = hydrateFormData(result.form_data, params.vizType, conf).viz_type;
  const datasource = exploreDatasetOf(result);
  // Callers open the page on a present dataset only ('Missing dataset' is shown before).
  if (!datasource) throw new Error(MISSING_DATASET);
  const slice = result.slice
    ? {
        slice_id: result.slice.id,
        slice_name: result.slice.slice_name,
        owners: result.slice.owners ?? [],
        description: result.slice.description ?? null,
      }
    : null;
  hydrateExplore({
    // Opened from a dashboard, its filters join the filter zone as inherited ones (X1.07, X7.14).
    formData: withInheritedFilters(result.form_data),
    datasource,
    controlPanel: options.controlPanelOf(vizType),
    user: { userId: sessionStore.user?.id ?? 0, roles: sessionStore.roles },
    slice,
    urlVizType: params.vizType,
    conf,
    standalone: params.standalone,
    force: params.force,
  });
  return slice;
}

/**
 * The dashboard explore was opened from (X1.07, `dashboard_id` in the address): its id goes into the form data and its
 * colour scheme, when it sets one, replaces the chart's and locks the control. A dashboard the user may not read gives none.
 */
async function dashboardContext(id: number): Promise<{ id: number; colorScheme: string | null } | null> {
  try {
    const res = await call(apiClient(), { method: 'GET', path: `/api/v1/dashboard/${id}` });
    const metadata = body<{ result: { json_metadata?: string | null } }>(res).result.json_metadata;
    const parsed: unknown = metadata ? JSON.parse(metadata) : {};
    const scheme = parsed && typeof parsed === 'object' ? (parsed as { color_scheme?: unknown }).color_scheme : null;
    return { id, colorScheme: typeof scheme === 'string' && scheme ? scheme : null };
  } catch {
    return null;
  }
}

async function loadStarred(sliceId: number): Promise<void> {
  try {
    const res = await call(apiClient(), { method: 'GET', path: favoriteStatusPath('chart', [sliceId]) });
    setStarred(body<{ result: { id: number; value: boolean }[] }>(res).result.some((r) => r.id === sliceId && r.value));
  } catch {
    setStarred(false);
  }
}

const sliceIdOf = (): number | null => exploreState.slice?.slice_id ?? null;

/**
 * Keeps the unsaved form under a key (POST, then PUT to the same key, with this tab's tab_id) and returns the key; a
 * key that is gone or another user's gets a new one, and so does another tab's (the server answers it). The page puts the key in the address so a reload reopens this state.
 */
export async function persistFormData(): Promise<string | null> {
  const dataset = exploreState.datasource;
  if (!dataset) return null;
  const json = formDataEntryBody(exploreState.form_data, dataset, sliceIdOf());
  const api = apiClient();
  const key = explorePageState.formDataKey;
  const tab = `tab_id=${encodeURIComponent(exploreTabId())}`;
  if (key) {
    const res = await api.request({
      method: 'PUT',
      path: `/api/v1/explore/form_data/${encodeURIComponent(key)}?${tab}`,
      json,
    });
    // Another tab's key answers a key of this tab's own, which the page then keeps.
    if (res.ok) return (explorePageState.formDataKey = body<{ key: string }>(res).key);
    if (res.status !== 404 && res.status !== 403) throw new ApiError(res);
  }
  const created = body<{ key: string }>(
    await call(api, { method: 'POST', path: `/api/v1/explore/form_data?${tab}`, json }),
  ).key;
  explorePageState.formDataKey = created;
  return created;
}

/** Saves the chart (X1.14): overwrite or save as, into an existing or a new dashboard; answers the chart's and dashboard's ids. */
export async function saveChart(request: SaveRequest): Promise<{ sliceId: number; dashboardId: number | null }> {
  const dataset = exploreState.datasource;
  const problem = saveProblem(request, exploreState);
  if (problem) throw new Error(problem);
  if (!dataset) throw new Error('The chart has no dataset to save with');
  const api = apiClient();
  let dashboardId: number | null = null;
  if (request.dashboard && 'newTitle' in request.dashboard) {
    const res = await call(api, {
      method: 'POST',
      path: '/api/v1/dashboard/',
      json: { dashboard_title: request.dashboard.newTitle.trim() },
    });
    dashboardId = body<{ id: number }>(res).id;
  } else if (request.dashboard) dashboardId = request.dashboard.id;
  const existing = request.action === 'overwrite' ? explorePageState.sliceDashboards : [];
  const dashboards = dashboardId !== null && !existing.includes(dashboardId) ? [...existing, dashboardId] : existing;
  const json = chartSaveBody(exploreState.form_data, dataset, request.sliceName.trim(), dashboards);
  const sliceId = sliceIdOf();
  if (request.action === 'overwrite' && sliceId !== null) {
    await call(api, { method: 'PUT', path: `/api/v1/chart/${sliceId}`, json });
    return { sliceId, dashboardId };
  }
  const res = await call(api, { method: 'POST', path: '/api/v1/chart/', json });
  return { sliceId: body<{ id: number }>(res).id, dashboardId };
}

/**
 * The header's title edited (X1.13): a saved chart the user may overwrite is renamed at once (PUT slice_name); otherwise
 * the name waits for the save modal. A refused rename throws, and the explore store keeps the old name.
 */
export async function renameChart(name: string): Promise<void> {
  const slice = exploreState.slice;
  if (!slice || !exploreState.can_overwrite || !name.trim() || name === slice.slice_name) return;
  await call(apiClient(), {
    method: 'PUT',
    path: `/api/v1/chart/${slice.slice_id}`,
    json: { slice_name: name.trim() },
  });
  slice.slice_name = name.trim();
}

/** Share (X1.13): POST /api/v1/explore/permalink with the form as it stands; answers the link. */
export async function shareExplore(): Promise<string> {
  const sliceId = sliceIdOf();
  const formData = { ...exploreState.form_data, ...(sliceId !== null ? { slice_id: sliceId } : {}) };
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/api/v1/explore/permalink',
    json: { formData, urlParams: [] },
  });
  return body<{ url: string }>(res).url;
}

/** The favourite star (X1.13): on or off for the saved chart, put back when the server refuses. */
export async function toggleExploreStar(): Promise<void> {
  const sliceId = sliceIdOf();
  if (sliceId === null) return;
  const was = exploreState.isStarred;
  setStarred(!was);
  try {
    await call(apiClient(), { method: was ? 'DELETE' : 'POST', path: `/api/v1/chart/${sliceId}/favorites/` });
  } catch (error) {
    setStarred(was);
    throw error;
  }
}

/** The Results tab is loading the chart's results; the last ones stay in view until the new ones arrive (S3.03). */
export function chartResultsLoading(): void {
  explorePageState.results = { status: 'loading', result: explorePageState.results.result, error: null };
}

/** The chart's results arrived (the Results tab shows the first), or failed with its message. */
export function chartResultsLoaded(results: ChartResult[] | null, error: string | null = null): void {
  const first = results?.[0] ?? null;
  explorePageState.results =
    error !== null
      ? { status: 'failed', result: null, error }
      : { status: 'done', result: first ? ref(first) : null, error: null };
}

/** The Samples tab (X10.01): POST /datasource/samples for the dataset's rows. */
export async function loadSamples(dataset: Pick<ExploreDataset, 'id' | 'type'>): Promise<void> {
  explorePageState.samples = { status: 'loading', result: null, error: null };
  try {
    const path = `/datasource/samples?datasource_type=${encodeURIComponent(dataset.type)}&datasource_id=${dataset.id}`;
    const res = await call(apiClient(), { method: 'POST', path, json: {} });
    const result = resultOfRecords(body<{ result: ChartDataResult }>(res).result);
    explorePageState.samples = { status: 'done', result: ref(result), error: null };
  } catch (error) {
    explorePageState.samples = {
      status: 'failed',
      result: null,
      error: serverMessageOr(error, () => DATASET_CALL_TEXT.samplesFailed),
    };
  }
}

/** View query (X1.13): the chart's SQL from POST /api/v1/chart/data with result_type query. */
export async function viewQuery(queryContext: QueryContext): Promise<string> {
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/api/v1/chart/data',
    json: { ...queryContext, result_type: 'query', result_format: 'json' },
  });
  return body<{ result: { query?: string }[] }>(res)
    .result.map((r) => r.query ?? '')
    .join('\n\n');
}

/** The file encodings the chart data endpoint answers for a download. */
export type ChartDownloadFormat = 'csv' | 'xlsx';

/**
 * Download CSV (X1.13, can_download) and Download as XLSX (D3.17): the chart's full results as a file of the
 * server's encoding, named by the server or after the chart.
 */
export async function downloadChartData(
  queryContext: QueryContext,
  name: string,
  format: ChartDownloadFormat = 'csv',
): Promise<void> {
  const res = await call(apiClient(), {
    method: 'POST',
    path: '/api/v1/chart/data',
    json: { ...queryContext, result_type: 'full', result_format: format },
    responseType: 'blob',
  });
  if (res.blob) saveFile(res.blob, res.fileName ?? `${name || 'chart'}.${format}`);
}

/** Download CSV (X1.13): the chart's full results as a CSV file. */
export function downloadCsv(queryContext: QueryContext, name: string): Promise<void> {
  return downloadChartData(queryContext, name, 'csv');
}

/** Options of a select loaded from a list endpoint: `{value: id, label}` for the items whose `column` holds the search. */
async function listOptions(
  resource: 'dataset' | 'dashboard',
  column: string,
  label: (item: Record<string, unknown>) => string,
  search: string,
): Promise<{ value: number; label: string }[]> {
  const query = listQuery({ page_size: 100, filters: [{ col: column, opr: 'ct', value: search.trim() }] });
  const res = await call(apiClient(), { method: 'GET', path: listPath(resource, query) });
  return body<{ result: Record<string, unknown>[] }>(res).result.map((item) => ({
    value: Number(item.id),
    label: label(item),
  }));
}

/** The datasets the swap dialog offers, by table name (X1.04's Swap dataset). */
export function searchDatasets(search: string): Promise<{ value: number; label: string }[]> {
  return listOptions('dataset', 'table_name', (d) => String(d.table_name ?? d.id), search);
}

/** The dashboards the save modal offers, by title (X1.14). */
export function searchDashboards(search: string): Promise<{ value: number; label: string }[]> {
  return listOptions('dashboard', 'dashboard_title', (d) => String(d.dashboard_title ?? d.id), search);
}
