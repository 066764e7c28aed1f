import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NETWORK_ERROR_MESSAGE,
  STOPPED_MESSAGE,
  addChart,
  chartRenderingFailed,
  chartRenderingSucceeded,
  chartUpdateFailed,
  chartsState,
  configureCharts,
  fetchChart,
  loadChart,
  refreshChart,
  removeChart,
  renderTriggered,
  resetDatasources,
  runAnnotationQuery,
  startAutoRefresh,
  triggerQuery,
  updateChartId,
  watchPageVisibility,
} from '../../../src/state/charts';
import type {
  AnnotationOutcome,
  AnnotationRequest,
  ChartDataOutcome,
  ChartDataRequest,
  DataPlane,
  RefreshListener,
} from '../../../src/core/dataplane';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
}
const deferred = <T>(): Deferred<T> => {
  let resolve: (v: T) => void = () => {};
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

/** A data plane whose answers the test hands out. */
function fakePlane() {
  const requests: { request: ChartDataRequest; answer: Deferred<ChartDataOutcome> }[] = [];
  const annotations: { request: AnnotationRequest; answer: Deferred<AnnotationOutcome> }[] = [];
  const calls: string[] = [];
  let refresh: RefreshListener | null = null;
  const plane: DataPlane = {
    configure: async () => {},
    fetchChartData: (request) => {
      const answer = deferred<ChartDataOutcome>();
      requests.push({ request, answer });
      return answer.promise;
    },
    stopChart: async (id) => void calls.push(`stop ${id}`),
    setVisibility: async (id, v) => void calls.push(`visibility ${id} ${v}`),
    releaseChart: async (id) => void calls.push(`release ${id}`),
    fetchAnnotation: (request) => {
      const answer = deferred<AnnotationOutcome>();
      annotations.push({ request, answer });
      return answer.promise;
    },
    stopAnnotation: async () => {},
    queryLocal: async () => ({ name: '', ipc: new Uint8Array(), numRows: 0 }),
    postProcess: async () => ({ name: '', ipc: new Uint8Array(), numRows: 0 }),
    loadSqlLabResult: async () => ({ name: '', ipc: new Uint8Array(), numRows: 0 }),
    releaseResult: async () => {},
    startAutoRefresh: async (_plan, listener) => void (refresh = listener),
    stopAutoRefresh: async () => void calls.push('stop refresh'),
    prefetchCrossFilters: async (prefetched) => {
      calls.push(`prefetch ${prefetched.map((r) => r.chartId).join(',')}`);
      return { charts: 0, cubes: 0, answers: 0, ms: 0, cancelled: false };
    },
    cancelCrossFilterPrefetch: async () => void calls.push('cancel prefetch'),
    setPageVisible: async (v) => void calls.push(`page ${v}`),
    persistLastEventId: async () => {},
  };
  return { plane, requests, annotations, calls, refresh: (ids: number[]) => refresh?.(ids) };
}

const success: ChartDataOutcome = {
  status: 'success',
  fromCache: false,
  local: false,
  results: [{ colnames: ['a'], coltypes: [0], rowcount: 1, error: null, meta: {}, table: null }],
};
const chart = (key: number) => chartsState.charts[String(key)];
let clock = 1000;
let fake = fakePlane();
let disconnect = () => {};

beforeEach(() => {
  chartsState.charts = {};
  fake = fakePlane();
  disconnect = configureCharts({
    dataPlane: fake.plane,
    now: () => clock,
    logger: { warn: () => {}, info: () => {} },
    refreshTimeoutMs: 300_000,
  });
});
afterEach(() => disconnect());

describe('chart status (spec 001 §4)', () => {
  it('update started → loading with alert and stack trace cleared; success; rendered', async () => {
    addChart({ id: 1, chartAlert: 'old', chartStackTrace: 'trace' });
    const pending = fetchChart(1, { formData: { slice_id: 1, viz_type: 'table' } });
    expect(chart(1)).toMatchObject({
      chartStatus: 'loading',
      chartAlert: '',
      chartStackTrace: null,
      chartUpdateStartTime: 1000,
    });
    clock = 1500;
    fake.requests[0]?.answer.resolve(success);
    await pending;
    expect(chart(1)).toMatchObject({ chartStatus: 'success', chartUpdateEndTime: 1500 });
    expect(chart(1)?.queriesResponse).toBe(success.status === 'success' ? success.results : null);
    chartRenderingSucceeded(1);
    expect(chart(1)?.chartStatus).toBe('rendered');
  });

  it('a redraw of the results already drawn (a display control) makes a new model, the chart staying rendered', async () => {
    addChart({ id: 7 });
    chartRenderingSucceeded(7);
    const seen: string[] = [];
    const plugin = { transformProps: (results: unknown[]) => ({ rows: results.length }) };
    const load = (redraw: boolean) =>
      loadChart(7, {
        plugin,
        formData: { datasource: '1__table', viz_type: 'table' },
        context: { width: 10, height: 10 },
        redraw,
        results: async () => {
          seen.push(chart(7)?.chartStatus ?? '');
          return [];
        },
      });
    await load(true);
    expect(seen).toEqual(['rendered']);
    expect(chart(7)).toMatchObject({ chartStatus: 'rendered', model: { value: { rows: 0 } }, modelVersion: 1 });
    await load(false);
    expect(seen).toEqual(['rendered', 'loading']);
    expect(chart(7)).toMatchObject({ chartStatus: 'success', modelVersion: 2 });
  });

  it('after a fetch the trigger flag is cleared and the form data stored', () => {
    addChart({ id: 2, triggerQuery: true });
    const formData = { slice_id: 2, metric: 'count' };
    void fetchChart(2, { formData });
    expect(chart(2)?.triggerQuery).toBe(false);
    expect(chart(2)?.latestQueryFormData).toEqual(formData);
  });

  it("update stopped → 'Updating chart was stopped'", async () => {
    addChart({ id: 3 });
    const pending = fetchChart(3, { formData: {} });
    fake.requests[0]?.answer.resolve({ status: 'stopped' });
    await pending;
    expect(chart(3)).toMatchObject({ chartStatus: 'stopped', chartAlert: STOPPED_MESSAGE });
  });

  it("update failed → the first response's error and stack trace, or 'Network error.' without a response", async () => {
    addChart({ id: 4 });
    const first = fetchChart(4, { formData: {} });
    fake.requests[0]?.answer.resolve({ status: 'failed', queriesResponse: [{ error: 'Boom', stacktrace: 'at x' }] });
    await first;
    expect(chart(4)).toMatchObject({ chartStatus: 'failed', chartAlert: 'Boom', chartStackTrace: 'at x' });
    chartUpdateFailed(4, null);
    expect(chart(4)).toMatchObject({ chartStatus: 'failed', chartAlert: NETWORK_ERROR_MESSAGE });
  });

  it("rendering failed → 'An error occurred while rendering the visualization: %s'", () => {
    addChart({ id: 5 });
    chartRenderingFailed(5, 'bad data', 'stack');
    expect(chart(5)).toMatchObject({
      chartStatus: 'failed',
      chartAlert: 'An error occurred while rendering the visualization: bad data',
      chartStackTrace: 'stack',
    });
  });

  it('a stale answer is dropped when a newer fetch of the chart superseded it', async () => {
    addChart({ id: 6 });
    const older = fetchChart(6, { formData: { v: 1 } });
    const newer = fetchChart(6, { formData: { v: 2 } });
    fake.requests[1]?.answer.resolve(success);
    await newer;
    fake.requests[0]?.answer.resolve({ status: 'failed', queriesResponse: [{ error: 'late' }] });
    await older;
    expect(chart(6)?.chartStatus).toBe('success');
  });

  it('triggering a query sets loading; render triggered stores the time', () => {
    addChart({ id: 7, chartStatus: 'rendered', triggerQuery: false });
    triggerQuery(7);
    expect(chart(7)).toMatchObject({ triggerQuery: true, chartStatus: 'loading' });
    renderTriggered(7, 42);
    expect(chart(7)?.lastRendered).toBe(42);
  });

  it('charts are added, removed and re-keyed', () => {
    addChart({ id: 8 });
    updateChartId(80, 8);
    expect(chart(8)).toBeUndefined();
    expect(chart(80)?.id).toBe(80);
    removeChart(80);
    expect(chartsState.charts).toEqual({});
  });

  it('datasources reset → failed charts go back to the empty status', () => {
    addChart({ id: 9, chartStatus: 'failed' });
    addChart({ id: 10, chartStatus: 'rendered' });
    resetDatasources();
    expect(chart(9)?.chartStatus).toBe('');
    expect(chart(10)?.chartStatus).toBe('rendered');
  });
});

describe('annotation queries (independent of the chart)', () => {
  const layer = { name: 'Events', show: true, showMarkers: false, value: 42, sourceType: 'NATIVE' as const };

  it('success stores data and clears the error; failure removes data and keeps the error or Network error.', async () => {
    addChart({ id: 11 });
    const ok = runAnnotationQuery(11, layer, {});
    expect(chart(11)?.annotationQuery.Events).toBeDefined();
    fake.annotations[0]?.answer.resolve({ status: 'failed', error: 'Query timeout' });
    await ok;
    expect(chart(11)?.annotationError).toEqual({ Events: 'Query timeout' });
    const again = runAnnotationQuery(11, layer, {});
    fake.annotations[1]?.answer.resolve({ status: 'success', data: [{ t: 1 }] });
    await again;
    expect(chart(11)).toMatchObject({
      annotationData: { Events: [{ t: 1 }] },
      annotationError: {},
      annotationQuery: {},
    });
    const lost = runAnnotationQuery(11, layer, {});
    fake.annotations[2]?.answer.resolve({ status: 'failed', error: null });
    await lost;
    expect(chart(11)).toMatchObject({ annotationData: {}, annotationError: { Events: NETWORK_ERROR_MESSAGE } });
  });

  it('a newer query for the same layer wins; an aborted one changes nothing', async () => {
    addChart({ id: 12 });
    const first = runAnnotationQuery(12, layer, {});
    const second = runAnnotationQuery(12, layer, {});
    fake.annotations[0]?.answer.resolve({ status: 'stopped' });
    fake.annotations[1]?.answer.resolve({ status: 'success', data: 'fresh' });
    await Promise.all([first, second]);
    expect(chart(12)?.annotationData).toEqual({ Events: 'fresh' });
  });

  it('fetching a chart queries its annotation layers alongside', () => {
    addChart({ id: 13 });
    void fetchChart(13, { formData: { annotation_layers: [layer, { ...layer, name: 'Formula', sourceType: '' }] } });
    expect(fake.annotations.map((a) => a.request.layerName)).toEqual(['Events']);
  });
});

describe('dashboard refresh', () => {
  it('auto-refresh refreshes the charts the data plane names, forced, with the server web timeout', () => {
    addChart({ id: 14, latestQueryFormData: { slice_id: 14 } });
    const stop = startAutoRefresh({ refreshFrequency: 10 }, 5);
    fake.refresh([14]);
    expect(fake.requests[0]?.request).toMatchObject({
      chartId: 14,
      force: true,
      dashboardId: 5,
      timeoutMs: 300_000,
      formData: { slice_id: 14 },
    });
    stop();
    expect(fake.calls).toContain('stop refresh');
    expect(refreshChart(999, true)).toBeNull();
  });

  it('page visibility pauses and resumes timed refresh', () => {
    const listeners: (() => void)[] = [];
    const doc = {
      visibilityState: 'visible',
      addEventListener: (_: string, fn: () => void) => void listeners.push(fn),
      removeEventListener: () => void listeners.pop(),
    };
    const dispose = watchPageVisibility(doc);
    doc.visibilityState = 'hidden';
    listeners[0]?.();
    expect(fake.calls).toEqual(['page true', 'page false']);
    dispose();
    expect(listeners).toHaveLength(0);
  });
});

describe('form data kept by the chart store', () => {
  it('stays a plain object the worker can receive, and a copy of what the caller passed', async () => {
    const { addChart, updateQueryFormData, chartsState } = await import('../../../src/state/charts');
    const formData = { slice_id: 901, metrics: [{ label: 'x' }], extra_form_data: { filters: [] } };
    addChart({ id: 901, form_data: formData }, 901);
    updateQueryFormData(901, formData);
    const kept = chartsState.charts['901']?.latestQueryFormData;
    expect(structuredClone(kept)).toEqual(formData);
    expect(kept).not.toBe(formData);
    formData.metrics.push({ label: 'y' });
    expect((chartsState.charts['901']?.latestQueryFormData as { metrics: unknown[] }).metrics).toHaveLength(1);
  });
});
