import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Int64, Table, Utf8, tableToIPC, vectorFromArray } from 'apache-arrow';
import { formDataOfChart } from '../../../src/ui/pages/dataSource';
import { createChartRegistry } from '../../../src/charts/plugins';
import type { ChartDataOutcome, DataPlane } from '../../../src/core/dataplane';
import { createPlaneDataSource } from '../../../src/ui/pages/planeDataSource';
import { prefetchDashboard } from '../../../src/ui/pages/dashboardRequests';
import type { ChartResult } from '../../../src/core/chart-plugin';
import {
  chartRenderingSucceeded,
  chartsState,
  configureCharts,
  loadChart,
  renderFailedMessage,
} from '../../../src/state/charts';
import { dashboardViewStore, fetchDashboardDatasets } from '../../../src/state/dashboard';
import { fakeClient } from '../../state/app/fakeClient';
import type { Script } from '../../state/app/fakeClient';

/** A data plane that answers every chart request with `outcome`. */
function planeAnswering(outcome: () => ChartDataOutcome): DataPlane {
  const idle = async () => {};
  return {
    configure: idle,
    fetchChartData: async () => outcome(),
    stopChart: idle,
    setVisibility: idle,
    releaseChart: idle,
    fetchAnnotation: async () => ({ status: 'failed', error: null }),
    stopAnnotation: idle,
    queryLocal: async () => ({ name: '', ipc: new Uint8Array(), numRows: 0 }),
    postProcess: async () => ({ name: '', ipc: new Uint8Array(), numRows: 0 }),
    loadSqlLabResult: async () => ({ name: '', ipc: new Uint8Array(), numRows: 0 }),
    releaseResult: idle,
    startAutoRefresh: idle,
    stopAutoRefresh: idle,
    prefetchCrossFilters: async () => ({ charts: 0, cubes: 0, answers: 0, ms: 0, cancelled: false }),
    cancelCrossFilterPrefetch: idle,
    setPageVisible: idle,
    persistLastEventId: idle,
  } as DataPlane;
}

const ipc = tableToIPC(
  new Table({ name: vectorFromArray(['boy', 'girl'], new Utf8()), n: vectorFromArray([3n, 2n ** 60n], new Int64()) }),
  'stream',
);
const success = (): ChartDataOutcome => ({
  status: 'success',
  fromCache: false,
  local: false,
  results: [
    {
      colnames: ['name', 'n'],
      coltypes: [1, 0],
      rowcount: 2,
      error: null,
      meta: {},
      table: { name: 't1', ipc, numRows: 2 },
    },
  ],
});

let clock = 1000;
let disconnect = () => {};

function dataSource(outcome: () => ChartDataOutcome = success, api = fakeClient({})) {
  const plane = planeAnswering(outcome);
  disconnect = configureCharts({ dataPlane: plane, now: () => clock, logger: { warn: () => {}, info: () => {} } });
  return createPlaneDataSource({ api, plane: async () => plane, registry: createChartRegistry() });
}

/** The page's data source over `plane`. */
function sourceOver(plane: DataPlane) {
  disconnect = configureCharts({ dataPlane: plane, now: () => clock, logger: { warn: () => {}, info: () => {} } });
  return createPlaneDataSource({ api: fakeClient({}), plane: async () => plane, registry: createChartRegistry() });
}

const formData = { slice_id: 7, viz_type: 'pie', datasource: '1__table', metric: 'n', groupby: ['name'] };
const context = { width: 400, height: 300 };

beforeEach(() => {
  chartsState.charts = {};
  clock = 1000;
});
afterEach(() => disconnect());

describe("the pages' chart data source and the chart lifecycle (spec 001 §4, chart status)", () => {
  it('one visibility mechanism: what the page reports is what the fetch tells the coordinator, and later changes reach it', async () => {
    const told: [string, unknown][] = [];
    const plane = {
      ...planeAnswering(success),
      fetchChartData: async (req: { visibility?: unknown }) => (told.push(['fetch', req.visibility]), success()),
      setVisibility: async (id: number, v: unknown) => void told.push([`set ${id}`, v]),
    } as DataPlane;
    const source = sourceOver(plane);
    source.chartVisibility?.(7, 'near');
    source.chartVisibility?.(8, 'far');
    await source.getChartData(formData);
    source.chartVisibility?.(7, 'visible');
    source.chartVisibility?.(8, 'near');
    await Promise.resolve();
    expect(told).toEqual([
      ['fetch', 'near'],
      ['set 7', 'visible'],
    ]);
  });

  it("an off-screen chart's answer waits until the charts on the screen are answered and drawn, or until it is shown", async () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    try {
      const answers = new Map<number, () => void>();
      const plane = {
        ...planeAnswering(success),
        fetchChartData: (req: { chartId: number }) =>
          new Promise<ChartDataOutcome>((resolve) => answers.set(req.chartId, () => resolve(success()))),
      } as DataPlane;
      const source = sourceOver(plane);
      source.chartVisibility?.(8, 'near');
      source.chartVisibility?.(9, 'near');
      const got: number[] = [];
      const ask = (id: number) => source.getChartData({ ...formData, slice_id: id }).then(() => void got.push(id));
      const asked = [ask(7), ask(8), ask(9)];
      await new Promise((r) => setTimeout(r, 0));
      answers.get(8)?.();
      answers.get(9)?.();
      await new Promise((r) => setTimeout(r, 0));
      expect(got).toEqual([]); // chart 7, on the screen, has no answer yet
      source.chartVisibility?.(9, 'visible'); // scrolled onto the screen: its answer goes on
      await new Promise((r) => setTimeout(r, 0));
      expect(got).toEqual([9]);
      answers.get(7)?.();
      await new Promise((r) => setTimeout(r, 0));
      expect(got).toEqual([9, 7]);
      frames.splice(0).forEach((f) => f()); // the frame that draws chart 7
      await Promise.all(asked);
      expect(got).toEqual([9, 7, 8]);
      // Chart 10 is asked for near the screen and scrolled into view before its answer comes: it does not wait.
      source.chartVisibility?.(10, 'near');
      const tenth = ask(10);
      const seventh = ask(7);
      await new Promise((r) => setTimeout(r, 0));
      source.chartVisibility?.(10, 'visible');
      answers.get(10)?.();
      await tenth;
      expect(got).toEqual([9, 7, 8, 10]);
      answers.get(7)?.();
      await seventh;
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("settles chartDataRequested once the page's first chart-data request has gone to the data plane, not before", async () => {
    const asked: number[] = [];
    let answer: (outcome: ChartDataOutcome) => void = () => undefined;
    const plane = {
      ...planeAnswering(success),
      fetchChartData: (req: { chartId: number }) => {
        asked.push(req.chartId);
        return new Promise<ChartDataOutcome>((resolve) => (answer = resolve));
      },
    } as DataPlane;
    const source = sourceOver(plane);
    let settled = false;
    void source.chartDataRequested?.().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    const data = source.getChartData(formData);
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(asked).toEqual([7]);
    answer(success());
    await data;
  });

  it('hands out the results read by column (no row objects), and the chart is success until its view reports', async () => {
    const source = dataSource();
    const [result] = await source.getChartData(formData);
    expect(result).not.toHaveProperty('data');
    expect([0, 1].map((row) => [result?.column('name')?.get(row), result?.column('n')?.get(row)])).toEqual([
      ['boy', 3],
      ['girl', 2n ** 60n],
    ]);
    expect(chartsState.charts['7']?.chartStatus).toBe('success');
  });

  it('one store: loadChart takes the chart loading → success with its render model, and the view reports rendered', async () => {
    const source = dataSource();
    const pie = createChartRegistry().get('pie')!;
    const load = loadChart(7, { plugin: pie, formData, context, results: () => source.getChartData(formData) });
    expect(chartsState.charts['7']?.chartStatus).toBe('loading');
    await load;
    expect(chartsState.charts['7']).toMatchObject({ chartStatus: 'success', modelVersion: 1 });
    expect((chartsState.charts['7']?.model?.value as { type: string }).type).toBe('pie');
    clock = 2000;
    chartRenderingSucceeded(7);
    expect(chartsState.charts['7']).toMatchObject({ chartStatus: 'rendered', chartUpdateEndTime: 2000 });
  });

  it("a render model that cannot be made → failed with 'An error occurred while rendering the visualization: %s' and the stack", async () => {
    const source = dataSource();
    const plugin = {
      transformProps: () => {
        throw new TypeError('no slices');
      },
    };
    await loadChart(7, { plugin, formData, context, results: () => source.getChartData(formData) });
    expect(chartsState.charts['7']).toMatchObject({
      chartStatus: 'failed',
      chartAlert: renderFailedMessage('TypeError: no slices'),
      model: null,
    });
    expect(chartsState.charts['7']?.chartStackTrace).toContain('TypeError: no slices');
  });

  it('a failed update is not a render: the chart keeps the query error', async () => {
    const source = dataSource(() => ({ status: 'failed', queriesResponse: [{ error: 'Column "x" does not exist' }] }));
    await expect(source.getChartData(formData)).rejects.toThrow('Column "x" does not exist');
    expect(chartsState.charts['7']).toMatchObject({ chartStatus: 'failed', chartAlert: 'Column "x" does not exist' });
    const pie = createChartRegistry().get('pie')!;
    await loadChart(7, { plugin: pie, formData, context, results: () => source.getChartData(formData) });
    expect(chartsState.charts['7']).toMatchObject({
      chartStatus: 'failed',
      chartAlert: 'Column "x" does not exist',
      model: null,
    });
  });

  it("a worker-safe plugin's chart asks the data worker for its model at the chart's size and colours, and keeps it: transformProps does not run here", async () => {
    const asked: unknown[] = [];
    const made = { type: 'map', layers: [{ positions: new Float32Array([1, 2]) }] };
    const plane = {
      ...planeAnswering(success),
      fetchChartData: async (req: { renderModel?: unknown }) => (
        asked.push(req.renderModel),
        { ...success(), model: { status: 'made', model: made } }
      ),
    } as DataPlane;
    const source = sourceOver(plane);
    const revived: unknown[] = [];
    const plugin = {
      transformProps: () => {
        throw new Error('transformProps ran on the page');
      },
      transformInWorker: { revive: (model: unknown) => (revived.push(model), { ...(model as object), revived: true }) },
    };
    const labelColors = { boy: '#123456' };
    const chartContext = { ...context, colorNamespace: 'dashboard 1', labelColors };
    await loadChart(7, {
      plugin,
      formData,
      context: chartContext,
      results: () => source.getChartAnswer!(formData, chartContext),
    });
    expect(asked).toEqual([chartContext]);
    expect(revived).toEqual([made]);
    expect(chartsState.charts['7']).toMatchObject({ chartStatus: 'success', modelVersion: 1 });
    expect(chartsState.charts['7']?.model?.value).toMatchObject({ type: 'map', revived: true });
    // getChartData asks for no model: other pages and plugins keep transformProps on the page.
    await source.getChartData(formData);
    expect(asked).toEqual([chartContext, undefined]);
  });

  it("a model the data worker could not make fails the chart as the page's transformProps would, with its stack", async () => {
    const failed = {
      status: 'failed' as const,
      error: 'TypeError: no slices',
      stack: 'TypeError: no slices\n at worker',
    };
    const source = dataSource(() => ({ ...success(), model: failed }));
    const plugin = { transformProps: () => ({}), transformInWorker: {} };
    await loadChart(7, { plugin, formData, context, results: () => source.getChartAnswer!(formData, context) });
    expect(chartsState.charts['7']).toMatchObject({
      chartStatus: 'failed',
      chartAlert: renderFailedMessage('TypeError: no slices'),
      chartStackTrace: failed.stack,
      model: null,
    });
  });

  it('a newer load of the chart makes the older answer stale: its model is never kept', async () => {
    dataSource();
    const pie = createChartRegistry().get('pie')!;
    let answerOlder: (r: ChartResult[]) => void = () => undefined;
    const older = loadChart(7, {
      plugin: { transformProps: () => ({ old: true }) },
      formData,
      context,
      results: () => new Promise((resolve) => (answerOlder = resolve)),
    });
    await loadChart(7, { plugin: pie, formData, context, results: async () => [] });
    answerOlder([]);
    await older;
    expect(chartsState.charts['7']?.modelVersion).toBe(1);
    expect(chartsState.charts['7']?.model?.value).not.toEqual({ old: true });
  });
});

/** Lets every answered request's promise chain run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chart records', () => {
  const params = { metric: 'count', groupby: ['name'], datasource: '3__table', viz_type: 'pie' };
  const script: Script = {
    'GET /api/v1/dashboard/sales': {
      status: 200,
      body: { result: { id: 5, dashboard_title: 'Sales', position_json: null, json_metadata: null } },
    },
    'GET /api/v1/dashboard/sales/charts': {
      status: 200,
      body: { result: [1, 2].map((id) => ({ id, slice_name: `Chart ${id}`, form_data: { ...params, slice_id: id } })) },
    },
    'GET /api/v1/chart/': (req) => {
      const id = Number(req.path.split('/').pop());
      return {
        status: 200,
        body: {
          result: {
            id,
            slice_name: `Chart ${id}`,
            viz_type: 'pie',
            params: JSON.stringify(params),
            datasource_id: 3,
            datasource_type: 'table',
          },
        },
      };
    },
  };

  it("a dashboard's charts come from one GET /api/v1/dashboard/{id_or_slug}/charts, with the form data the chart's own record gives", async () => {
    const api = fakeClient(script);
    const source = dataSource(success, api);
    await source.getDashboard('sales');
    await settled();
    const [one, two] = await Promise.all([source.getChart(1), source.getChart(2)]);
    expect(api.requests.map((r) => r.path)).toEqual(['/api/v1/dashboard/sales', '/api/v1/dashboard/sales/charts']);
    expect(one.slice_name).toBe('Chart 1');
    const own = dataSource(success, fakeClient(script));
    expect(formDataOfChart(two)).toEqual(formDataOfChart(await own.getChart(2)));
  });

  it("tells a chart's visibility as the page last said it, 'visible' for a chart it has not placed", () => {
    const source = dataSource(success, fakeClient(script));
    expect(source.visibilityOf?.(2)).toBe('visible');
    source.chartVisibility?.(2, 'far');
    expect(source.visibilityOf?.(2)).toBe('far');
    source.chartVisibility?.(2, 'near');
    expect([source.visibilityOf?.(2), source.visibilityOf?.(3)]).toEqual(['near', 'visible']);
  });

  it("a cross-filter prefetch hands the worker each target's request and resolves with what the worker made", async () => {
    const asked: unknown[][] = [];
    const made = { charts: 2, cubes: 1, answers: 8, ms: 40, cancelled: false };
    const plane = {
      ...planeAnswering(success),
      prefetchCrossFilters: async (requests: unknown[]) => {
        asked.push(requests);
        return made;
      },
    } as DataPlane;
    disconnect = configureCharts({ dataPlane: plane, now: () => clock, logger: { warn: () => {}, info: () => {} } });
    const source = createPlaneDataSource({
      api: fakeClient(script),
      plane: async () => plane,
      registry: createChartRegistry(),
    });
    await source.getDashboard('sales');
    const extraFormData = { filters: [{ col: 'name', op: '==' as const, val: 'boy' }] };
    await expect(source.prefetchCrossFilters?.([{ chartId: 2, extraFormData }])).resolves.toEqual(made);
    expect(asked).toEqual([
      [expect.objectContaining({ chartId: 2, formData: expect.objectContaining({ slice_id: 2 }) })],
    ]);
    const failing = { ...plane, prefetchCrossFilters: () => Promise.reject(new Error('worker gone')) } as DataPlane;
    const failed = createPlaneDataSource({
      api: fakeClient(script),
      plane: async () => failing,
      registry: createChartRegistry(),
    });
    await expect(failed.prefetchCrossFilters?.([{ chartId: 2, extraFormData }])).resolves.toBeNull();
  });

  it('asks for the chart list together with the dashboard, not after it: the first chart waits one round trip less', async () => {
    const api = fakeClient(script);
    const source = dataSource(success, api);
    const opening = source.getDashboard('sales');
    expect(api.requests.map((r) => r.path)).toEqual(['/api/v1/dashboard/sales', '/api/v1/dashboard/sales/charts']);
    await opening;
    await settled();
    await source.getChart(1);
    expect(api.requests).toHaveLength(2);
  });

  it('a chart asked for before the chart list arrives is read on its own, so the first screen does not wait on the list', async () => {
    let answerList: () => void = () => undefined;
    const listed = new Promise<void>((resolve) => (answerList = resolve));
    const api = fakeClient(script);
    const slowList = {
      ...api,
      request: async (req: Parameters<typeof api.request>[0]) => {
        if (req.path.endsWith('/charts')) await listed;
        return api.request(req);
      },
    };
    const source = dataSource(success, slowList);
    await source.getDashboard('sales');
    expect((await source.getChart(1)).slice_name).toBe('Chart 1');
    answerList();
    await settled();
    await source.getChart(2);
    expect(api.requests.map((r) => r.path)).toEqual([
      '/api/v1/dashboard/sales',
      '/api/v1/chart/1',
      '/api/v1/dashboard/sales/charts',
    ]);
  });

  it('a dashboard and its chart list asked for as the app starts are what the page reads: no request twice, taken once', async () => {
    const api = fakeClient(script);
    prefetchDashboard(api, 'sales');
    expect(api.requests.map((r) => r.path)).toEqual(['/api/v1/dashboard/sales', '/api/v1/dashboard/sales/charts']);
    const source = dataSource(success, api);
    expect((await source.getDashboard('sales')).dashboard_title).toBe('Sales');
    await settled();
    expect((await source.getChart(2)).slice_name).toBe('Chart 2');
    expect(api.requests).toHaveLength(2);
    // Opened again later, the page asks anew: what the app start fetched is not kept as a cache.
    await dataSource(success, api).getDashboard('sales');
    expect(api.requests).toHaveLength(4);
  });

  it('the early requests leave a 401 to the session check (no sign-out from them); the page asks with its own', async () => {
    const api = fakeClient(script);
    prefetchDashboard(api, 'sales');
    expect(api.requests.map((r) => r.noAuthRedirect)).toEqual([true, true]);
    await dataSource(success, api).getDashboard('sales');
    const again = fakeClient(script);
    await dataSource(success, again).getDashboard('sales');
    expect(again.requests.map((r) => r.noAuthRedirect)).toEqual([undefined, undefined]);
  });

  it('an early request for another dashboard, or one that failed, is not used: the page asks for its own', async () => {
    const failing = fakeClient({ ...script, 'GET /api/v1/dashboard/sales': { status: 500, body: { message: 'x' } } });
    prefetchDashboard(failing, 'sales');
    const api = fakeClient(script);
    await expect(dataSource(success, api).getDashboard('sales')).resolves.toMatchObject({ id: 5 });
    expect(api.requests.map((r) => r.path)).toEqual(['/api/v1/dashboard/sales', '/api/v1/dashboard/sales/charts']);
    prefetchDashboard(fakeClient(script), 'other');
    const again = fakeClient(script);
    await dataSource(success, again).getDashboard('sales');
    expect(again.requests).toHaveLength(2);
  });

  it("names the dashboard's charts from its chart list, placed in its layout or not (a chart saved into it from explore is not)", async () => {
    const api = fakeClient(script);
    const source = dataSource(success, api);
    await source.getDashboard('sales');
    expect(await source.dashboardChartIds?.()).toEqual([1, 2]);
    expect(api.requests).toHaveLength(2);
    const failing = dataSource(
      success,
      fakeClient({ ...script, 'GET /api/v1/dashboard/sales/charts': { status: 500, body: {} } }),
    );
    await failing.getDashboard('sales');
    expect(await failing.dashboardChartIds?.()).toEqual([]);
    expect(await dataSource(success, fakeClient(script)).dashboardChartIds?.()).toEqual([]);
  });

  it("hands the dashboard's chart records from its chart list, for the page to warm their types (none without a list)", async () => {
    const api = fakeClient(script);
    const source = dataSource(success, api);
    await source.getDashboard('sales');
    const records = (await source.dashboardChartRecords?.()) ?? [];
    expect(records.map((r) => r.id)).toEqual([1, 2]);
    expect(api.requests).toHaveLength(2);
    expect(await dataSource(success, fakeClient(script)).dashboardChartRecords?.()).toEqual([]);
  });

  it('a chart the list lacks, or a page without a dashboard, asks GET /api/v1/chart/{id}', async () => {
    const api = fakeClient(script);
    const source = dataSource(success, api);
    await source.getDashboard('sales');
    await settled();
    expect((await source.getChart(9)).slice_name).toBe('Chart 9');
    const slice = fakeClient(script);
    await dataSource(success, slice).getChart(2);
    expect(api.requests.map((r) => r.path)).toEqual([
      '/api/v1/dashboard/sales',
      '/api/v1/dashboard/sales/charts',
      '/api/v1/chart/9',
    ]);
    expect(slice.requests.map((r) => r.path)).toEqual(['/api/v1/chart/2']);
  });
});

describe("the dashboard's verbose names", () => {
  const script: Script = {
    'GET /api/v1/dashboard/sales': {
      status: 200,
      body: { result: { id: 5, dashboard_title: 'Sales', position_json: null, json_metadata: null } },
    },
    'GET /api/v1/dashboard/sales/charts': { status: 200, body: { result: [] } },
    'GET /api/v1/dashboard/5/datasets': {
      status: 200,
      body: {
        result: [
          { id: 3, uid: '3__table', type: 'table', verbose_map: { sum__num: 'Births', state: 'State' } },
          { id: 4, uid: '4__table', type: 'table', verbose_map: { count: 'Orders' } },
        ],
      },
    },
  };

  it('come from one GET /api/v1/dashboard/{id}/datasets, asked for once when a chart first needs them, by datasource', async () => {
    const api = fakeClient(script);
    const source = dataSource(success, api);
    await source.getDashboard('sales');
    await settled();
    expect(api.requests.map((r) => r.path)).not.toContain('/api/v1/dashboard/5/datasets');
    const [first, again] = await Promise.all([source.verboseMaps?.(), source.verboseMaps?.()]);
    expect(first?.get('3__table')).toEqual({ sum__num: 'Births', state: 'State' });
    expect(first?.get('4__table')).toEqual({ count: 'Orders' });
    expect(again).toBe(first);
    expect(api.requests.filter((r) => r.path === '/api/v1/dashboard/5/datasets')).toHaveLength(1);
  });

  it("asks for the datasets once a page: the header's datasets (D4.09), asked first or after, answer the charts' verbose names", async () => {
    for (const headerFirst of [true, false]) {
      const api = fakeClient(script);
      const source = dataSource(success, api);
      await source.getDashboard('sales');
      const header = (): Promise<void> => fetchDashboardDatasets(5, api);
      if (headerFirst) await header();
      const names = await source.verboseMaps?.();
      if (!headerFirst) await header();
      expect(names?.get('4__table')).toEqual({ count: 'Orders' });
      expect(dashboardViewStore).toMatchObject({ datasetsStatus: 'complete', datasets: [{ id: 3 }, { id: 4 }] });
      expect(api.requests.filter((r) => r.path === '/api/v1/dashboard/5/datasets')).toHaveLength(1);
    }
  });

  it('a failed datasets request, or a page without a dashboard, names nothing rather than failing the chart', async () => {
    const failing = dataSource(success, fakeClient({ ...script, 'GET /api/v1/dashboard/5/datasets': { status: 500 } }));
    await failing.getDashboard('sales');
    expect((await failing.verboseMaps?.())?.size).toBe(0);
    expect((await dataSource(success, fakeClient(script)).verboseMaps?.())?.size).toBe(0);
  });
});

describe('D3.05 a dashboard chart request with its data mask', () => {
  it('carries the ownState to the data plane and the extra_form_data into the query context', async () => {
    const asked: { ownState?: unknown; queryContext?: unknown }[] = [];
    const plane = planeAnswering(success);
    const capture: DataPlane = {
      ...plane,
      fetchChartData: async (req) => {
        asked.push(req);
        return success();
      },
    };
    disconnect = configureCharts({ dataPlane: capture, now: () => clock, logger: { warn: () => {}, info: () => {} } });
    const source = createPlaneDataSource({
      api: fakeClient({}),
      plane: async () => capture,
      registry: createChartRegistry(),
    });
    const extra = { filters: [{ col: 'name', op: 'IN' as const, val: ['boy'] }] };
    await source.getChartData({ ...formData, extra_form_data: extra }, { ownState: { currentPage: 2 } });
    expect(asked[0]?.ownState).toEqual({ currentPage: 2 });
    const body = asked[0]?.queryContext as {
      form_data: { extra_form_data: unknown };
      queries: { filters: unknown[] }[];
    };
    expect(body.form_data.extra_form_data).toEqual(extra);
    expect(body.queries[0]?.filters).toContainEqual({ col: 'name', op: 'IN', val: ['boy'], isExtra: true });
  });
});
