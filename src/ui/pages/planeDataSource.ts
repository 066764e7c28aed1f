/** The pages' ChartDataSource: dashboards and charts over REST, chart data through the data worker's coordinator. */
import type { ChartDataSource, ChartRecord, ChartRequestOptions, DashboardRecord } from './dataSource';
import type {
  ChartAnswer,
  ChartPlugin,
  ChartPropsContext,
  ChartRegistry,
  ChartResult,
  QueryFormData,
} from '../../core/chart-plugin';
import type { ChartDataOutcome, ChartQueryResult, DataPlane, Visibility } from '../../core/dataplane';
import type { ApiClient } from '../../state/app';
import {
  NETWORK_ERROR_MESSAGE,
  STOPPED_MESSAGE,
  addChart,
  chartsState,
  fetchChart,
  releaseChart,
  setChartVisibility,
} from '../../state/charts';
import { toChartResults } from '../../core/dataplane';
import { dashboardDatasets, forgetDashboardDatasets } from '../../state/dashboard';
import { withExtraFormData } from '../../core/filters';
import { formDataOfChart } from './dataSource';
import { dashboardRequests, getResult } from './dashboardRequests';
import { DECK_MULTI, deckLayerResults, withDeckLayers, withDeckLayersOf } from './deckLayers';
import { screenFirst } from './screenFirst';

/** Thrown to a chart whose request a newer one of the same chart replaced; its view is gone or will re-ask. */
export const SUPERSEDED_MESSAGE = 'A newer request replaced this one';

/** What the data source is built from. */
export interface PlaneDataSourceOptions {
  api: ApiClient;
  plane: () => Promise<DataPlane>;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
  /** Hears how long each chart's main-thread decode took (the bench reads it). */
  onDecoded?: (chartId: number, ms: number) => void;
}

/** The error a failed, stopped or superseded outcome shows in its chart. */
export function outcomeError(outcome: Exclude<ChartDataOutcome, { status: 'success' }>): Error {
  if (outcome.status === 'stopped') return new Error(STOPPED_MESSAGE);
  if (outcome.status === 'superseded') return new Error(SUPERSEDED_MESSAGE);
  return new Error(
    outcome.queriesResponse ? (outcome.queriesResponse[0]?.error ?? NETWORK_ERROR_MESSAGE) : NETWORK_ERROR_MESSAGE,
  );
}

/** A dataset of GET /api/v1/dashboard/{id}/datasets, as far as the charts read it. */
interface DashboardDataset {
  id: number;
  type?: string;
  verbose_map?: Record<string, string>;
}

/** The verbose names of the datasets of the page's dashboard by datasource key; none without a dashboard or on failure. */
async function datasetVerboseMaps(
  api: ApiClient,
  dashboard: Promise<DashboardRecord> | null,
): Promise<Map<string, Record<string, string>>> {
  try {
    if (!dashboard) return new Map();
    const { id } = await dashboard;
    // The header's request for the same datasets (D4.09) answers these too: one request a page.
    const datasets = (await dashboardDatasets(id, api)) as DashboardDataset[];
    return new Map(datasets.map((d) => [`${d.id}__${d.type ?? 'table'}`, d.verbose_map ?? {}]));
  } catch {
    return new Map();
  }
}

/** A chart's size and colours as plain data, as a message to the data worker carries them. */
const plainContext = (context: ChartPropsContext): ChartPropsContext => ({
  width: context.width,
  height: context.height,
  ...(context.colorNamespace !== undefined ? { colorNamespace: context.colorNamespace } : {}),
  ...(context.labelColors ? { labelColors: { ...context.labelColors } } : {}),
  ...(context.verboseMap ? { verboseMap: { ...context.verboseMap } } : {}),
});

/** The data source of one page; `release` forgets the charts it fetched in the data plane (the page is leaving). */
export interface PlaneDataSource extends ChartDataSource {
  release(): void;
}

/** Builds the data source of one page. */
export function createPlaneDataSource(options: PlaneDataSourceOptions): PlaneDataSource {
  const { api, registry } = options;
  const charts = new Map<number, Promise<ChartRecord>>();
  const decoded = new WeakMap<ChartQueryResult[], ChartResult[]>();
  /** What the page last said of each chart's visibility; a chart it has not placed yet is taken as visible. */
  const visibility = new Map<number, Visibility>();
  const visibilityOf = (chartId: number): Visibility => visibility.get(chartId) ?? 'visible';
  const fetched = new Set<number>();
  /** Off-screen charts' answers wait for the on-screen ones to be drawn. */
  const turns = screenFirst();
  let dashboardId: number | undefined;
  /** The charts of the page's dashboard: one request answers every chart of it, as Superset's dashboard page does. */
  let dashboardCharts: Promise<Map<number, ChartRecord>> | null = null;
  let listed: Map<number, ChartRecord> | null = null;
  let dashboardRecord: Promise<DashboardRecord> | null = null;
  /** The verbose names of the dashboard's datasets by datasource, asked for once, when a chart first needs them. */
  let verboseMaps: Promise<Map<string, Record<string, string>>> | null = null;
  /** Settled once the first chart-data request has gone to the plane (see ChartDataSource.chartDataRequested). */
  let requested: (() => void) | null = null;
  const awaitRequest = (): Promise<void> => new Promise<void>((resolve) => (requested = resolve));
  let firstRequest = awaitRequest();
  const sentOne = (): void => {
    requested?.();
    requested = null;
  };

  /** A deck_multi's data: each layer's own request (released with the page's charts). */
  const multiData = async (formData: QueryFormData): Promise<ChartResult[]> => {
    const plane = await options.plane();
    return deckLayerResults(
      await withDeckLayersOf(formData, getChart),
      registry,
      (request) => {
        fetched.add(request.chartId);
        const sent = plane.fetchChartData({
          ...request,
          ...(dashboardId !== undefined ? { dashboardId } : {}),
          visibility: visibilityOf(Number(formData.slice_id)),
        });
        sentOne();
        return sent;
      },
      (outcome) => toChartResults(outcome.results),
      outcomeError,
    );
  };

  const chartOfDashboard = async (id: number, list: Promise<Map<number, ChartRecord>>): Promise<ChartRecord> =>
    (await list).get(id) ?? getResult<ChartRecord>(api, `/api/v1/chart/${id}`);

  const getChart = (id: number): Promise<ChartRecord> => {
    let record = charts.get(id);
    if (!record) {
      // A chart asked for before the list arrives (the first screen's, on a large dashboard) is read on its own.
      record = (
        dashboardCharts && listed
          ? chartOfDashboard(id, dashboardCharts)
          : getResult<ChartRecord>(api, `/api/v1/chart/${id}`)
      )
        // A deck_multi carries its layers' saved form data (deck_layers) from here on.
        .then((r) => withDeckLayers(r, getChart));
      record.catch(() => charts.delete(id));
      charts.set(id, record);
    }
    return record;
  };

  /** A chart's results, and the render model the data worker made at `context` where one is asked for. */
  const answerOf = async (
    formData: QueryFormData,
    context?: ChartPropsContext,
    request?: ChartRequestOptions,
  ): Promise<ChartAnswer> => {
    const chartId = Number(formData.slice_id);
    fetched.add(chartId);
    if (formData.viz_type === DECK_MULTI) return { results: await multiData(formData) };
    const plugin = registry.get(formData.viz_type);
    const ownState = request?.ownState && Object.keys(request.ownState).length ? request.ownState : undefined;
    const queryContext = plugin?.buildQuery(formData, ownState);
    await options.plane();
    // The chart store keeps its own plain copy of the form data (see keptFormData in src/state/charts).
    if (!chartsState.charts[String(chartId)]) addChart({ id: chartId, form_data: formData });
    const seen = visibilityOf(chartId);
    const asked = fetchChart(chartId, {
      formData,
      ...(queryContext ? { queryContext } : {}),
      ...(dashboardId !== undefined ? { dashboardId } : {}),
      visibility: seen,
      ...(context ? { renderModel: plainContext(context) } : {}),
      ...(request?.force ? { force: true } : {}),
      ...(ownState ? { ownState } : {}),
    });
    sentOne();
    const outcome = seen === 'visible' ? await turns.onScreen(asked) : await asked;
    // Off the screen when its answer comes (a chart asked for near the screen may have been scrolled into view since).
    const turn = visibilityOf(chartId) === 'visible' ? null : turns.offScreenTurn(chartId);
    if (turn) await turn;
    if (outcome.status !== 'success') throw outcomeError(outcome);
    let results = decoded.get(outcome.results);
    if (!results) {
      const start = performance.now();
      results = toChartResults(outcome.results);
      // The page reads these results itself (its transformProps): decoded now, as the probe times it. A model the
      // data worker made needs none of them here, unless a mark is clicked.
      if (!outcome.model) for (const result of results) void result.records;
      options.onDecoded?.(chartId, performance.now() - start);
      decoded.set(outcome.results, results);
    }
    return { results, ...(outcome.model ? { model: outcome.model } : {}) };
  };

  return {
    drawnFormData: (formData) => withDeckLayersOf(formData, getChart),
    async getDashboard(idOrSlug) {
      // The list is asked for together with the dashboard (the route takes its id or slug), so the first chart waits
      // one round trip less; the app entry may have asked for both already.
      listed = null;
      forgetDashboardDatasets();
      // A page opened after requests were sent waits for its own first one (a page that took the promise before
      // this keeps the pending one it was given).
      if (!requested) firstRequest = awaitRequest();
      let answer: (list: Map<number, ChartRecord>) => void = () => undefined;
      dashboardCharts = new Promise((resolve) => (answer = resolve));
      const requests = await dashboardRequests(api, idOrSlug);
      requests.charts
        .then(
          (list) =>
            (listed = new Map(
              list.map((c) => [
                c.id,
                {
                  id: c.id,
                  slice_name: c.slice_name,
                  viz_type: String(c.form_data.viz_type ?? ''),
                  params: c.form_data,
                  description_markeddown: c.description_markeddown ?? null,
                },
              ]),
            )),
          () => new Map<number, ChartRecord>(),
        )
        .then(answer, () => undefined);
      verboseMaps = null;
      dashboardRecord = requests.dashboard;
      const record = await requests.dashboard;
      dashboardId = record.id;
      return record;
    },

    async dashboardChartIds() {
      return dashboardCharts ? [...(await dashboardCharts).keys()] : [];
    },

    async dashboardChartRecords() {
      return dashboardCharts ? [...(await dashboardCharts).values()] : [];
    },

    getChart,

    verboseMaps() {
      verboseMaps ??= datasetVerboseMaps(api, dashboardRecord);
      return verboseMaps;
    },

    async getChartData(formData: QueryFormData, request?: ChartRequestOptions) {
      return (await answerOf(formData, undefined, request)).results;
    },

    getChartAnswer: answerOf,

    chartDataRequested: () => firstRequest,

    visibilityOf,

    chartVisibility(chartId, next) {
      visibility.set(chartId, next);
      if (next === 'visible') turns.shown(chartId);
      // A chart not fetched yet tells the coordinator with its first request.
      if (chartsState.charts[String(chartId)]) void setChartVisibility(chartId, next).catch(() => undefined);
    },

    prefetchCrossFilters(targets) {
      return (async () => {
        const requests = await Promise.all(
          targets.map(async ({ chartId, extraFormData }) => {
            const formData = withExtraFormData(formDataOfChart(await getChart(chartId)), extraFormData);
            if (formData.viz_type === DECK_MULTI) return null;
            const queryContext = registry.get(formData.viz_type)?.buildQuery(formData);
            return { chartId, formData, ...(queryContext ? { queryContext } : {}) };
          }),
        );
        const plane = await options.plane();
        return await plane.prefetchCrossFilters(requests.filter((r) => r !== null));
      })().catch(() => null);
    },

    release() {
      void options
        .plane()
        .then((plane) => plane.cancelCrossFilterPrefetch())
        .catch(() => undefined);
      for (const chartId of fetched) void releaseChart(chartId).catch(() => undefined);
      fetched.clear();
    },
  };
}
