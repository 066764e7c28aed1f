// The cross-filter cubes are fetched ahead of the first click (the page asks once its charts have loaded), and a
// click that comes before its chart's cubes are ready is answered by the server, not made to wait for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChartQueryContext, type QueryFormData } from '../../../src/core/chart-plugin';
import type { ChartDataOutcome, DataPlane } from '../../../src/core/dataplane';
import type { DuckDBHandle } from '../../../wasm';
import { loadDuckDBForNode } from '../../../wasm/node';
import { startTestInstance, type TestInstance } from '../../server/harness';
import { CROSS_FILTER_CUBE_ROW_CAP, crossFilterIndexing } from '../../../workers/dataplane/crossfilter';
import { DUCKDB_SCROLL_IDLE_MS, PREFETCH_CUBE_LOADS } from '../../../workers/dataplane';
import { injectFetch, localRows, realDataPlane, rowDifferences } from './realServer';

interface StoredChart {
  id: number;
  form_data: Record<string, unknown> & { viz_type: string; datasource: string };
}

describe('X15.cross-local cubes fetched ahead of the first click', () => {
  let t: TestInstance;
  let db: DuckDBHandle;
  let inScope: StoredChart[];
  let column: string;
  let values: unknown[];
  const counts = { statements: 0 };

  beforeAll(async () => {
    t = await startTestInstance('sqlite', {}, { examples: true });
    const real = await loadDuckDBForNode();
    db = {
      ...real,
      query(sql, params) {
        counts.statements += 1;
        return real.query(sql, params);
      },
    };
    const board = (await t.api({ url: '/api/v1/dashboard/sales/charts' })).json() as { result: StoredChart[] };
    const emitter = board.result.find((c) => c.form_data.viz_type === 'pie');
    if (!emitter) throw new Error('the Sales dashboard has no pie');
    column = (emitter.form_data.groupby as string[])[0] as string;
    inScope = board.result.filter(
      (c) => c.id !== emitter.id && c.form_data.datasource === emitter.form_data.datasource,
    );
    const [id] = emitter.form_data.datasource.split('__');
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/chart/data',
      payload: { datasource: { id: Number(id), type: 'table' }, queries: [{ columns: [column], metrics: ['count'] }] },
    });
    values =
      (res.json() as { result: { data: Record<string, unknown>[] }[] }).result[0]?.data.map((r) => r[column]) ?? [];
  }, 300_000);
  afterAll(async () => t?.close());

  const formDataOf = (chart: StoredChart, value: unknown) => ({
    ...chart.form_data,
    slice_id: chart.id,
    extra_form_data: { filters: [{ col: column, op: '==', val: value }] },
  });

  async function loaded(fetch?: ReturnType<typeof injectFetch>): Promise<DataPlane> {
    const plane = realDataPlane(fetch ?? injectFetch(t.app, await t.token()), Promise.resolve(db));
    for (const chart of inScope)
      await plane.fetchChartData({ chartId: chart.id, formData: { ...chart.form_data, slice_id: chart.id } });
    return plane;
  }

  async function click(plane: DataPlane, value: unknown) {
    const outcomes: { chart: StoredChart; outcome: ChartDataOutcome }[] = [];
    for (const chart of inScope)
      outcomes.push({
        chart,
        outcome: await plane.fetchChartData({ chartId: chart.id, formData: formDataOf(chart, value) }),
      });
    return outcomes;
  }

  async function expectServerRows(outcomes: Awaited<ReturnType<typeof click>>, value: unknown) {
    for (const { chart, outcome } of outcomes) {
      if (outcome.status !== 'success') throw new Error(`chart ${chart.id} answered ${outcome.status}`);
      const context = buildChartQueryContext(formDataOf(chart, value) as QueryFormData);
      const res = await t.api({ method: 'POST', url: '/api/v1/chart/data', payload: context });
      const server = (res.json() as { result: { data: Record<string, unknown>[] }[] }).result.map((r) => r.data);
      outcome.results.forEach((r, i) => expect(rowDifferences(localRows(r), server[i] ?? [], false)).toEqual([]));
    }
  }

  it('answers a click that comes before its cubes are ready by the server, with the same rows, and fetches them meanwhile', async () => {
    const plane = await loaded();
    const first = await click(plane, values[0]);
    expect(first.filter(({ outcome }) => outcome.status === 'success' && outcome.local)).toEqual([]);
    await expectServerRows(first, values[0]);
    // The cubes were fetched behind the click: the next click is answered from them.
    await crossFilterIndexing();
    const second = await click(plane, values[1]);
    expect(second.filter(({ outcome }) => outcome.status === 'success' && outcome.local).length).toBeGreaterThan(0);
    await expectServerRows(second, values[1]);
  }, 300_000);

  it('fetches the cubes and makes the answers ahead of the first click when the page asks', async () => {
    const plane = await loaded();
    const requests = inScope.map((chart) => ({ chartId: chart.id, formData: formDataOf(chart, values[0]) }));
    const prefetched = await plane.prefetchCrossFilters(requests);
    expect(prefetched.cubes).toBeGreaterThan(0);
    expect(prefetched.answers).toBeGreaterThan(0);
    counts.statements = 0;
    const first = await click(plane, values[2]);
    const local = first.filter(({ outcome }) => outcome.status === 'success' && outcome.local);
    // The charts whose answer their row limit cuts (known ahead too) are answered by the server.
    expect(local.length).toBeGreaterThan(0);
    expect(local.length).toBeLessThanOrEqual(prefetched.charts);
    // Every answer was made ahead: the click runs no DuckDB statement.
    expect(counts.statements).toBe(0);
    await expectServerRows(first, values[2]);
  }, 300_000);

  it('answers a far chart’s click when it comes near, as its server request would be run, and the charts in view at once', async () => {
    const plane = await loaded();
    const requests = inScope.map((chart) => ({ chartId: chart.id, formData: formDataOf(chart, values[0]) }));
    await plane.prefetchCrossFilters(requests);
    const [far, ...shown] = inScope;
    if (!far || !shown.length) throw new Error('the Sales dashboard has too few charts in scope');
    await plane.setVisibility(far.id, 'far');
    let farOutcome: ChartDataOutcome | null = null;
    const parked = plane
      .fetchChartData({ chartId: far.id, formData: formDataOf(far, values[1]) })
      .then((outcome) => (farOutcome = outcome));
    const inView = await Promise.all(
      shown.map((chart) => plane.fetchChartData({ chartId: chart.id, formData: formDataOf(chart, values[1]) })),
    );
    expect(inView.some((outcome) => outcome.status === 'success' && outcome.local)).toBe(true);
    expect(farOutcome).toBeNull();
    await plane.setVisibility(far.id, 'near');
    await parked;
    expect(farOutcome).toMatchObject({ status: 'success', local: true });
    await expectServerRows([{ chart: far, outcome: farOutcome as unknown as ChartDataOutcome }], values[1]);
  }, 300_000);

  it('tries a cube again that the server answered busy (429), instead of sending its charts to the server for good', async () => {
    const inject = injectFetch(t.app, await t.token());
    let busy = true;
    const fetch: typeof inject = Object.assign(
      (async (url: string, init?: RequestInit) => {
        // The cube queries ask one row past the cube cap.
        if (
          busy &&
          typeof init?.body === 'string' &&
          init.body.includes(`"row_limit":${CROSS_FILTER_CUBE_ROW_CAP + 1}`)
        )
          return new Response(JSON.stringify({ message: 'Too many queries running for this user' }), { status: 429 });
        return inject(url, init);
      }) as typeof inject,
      { count: inject.count },
    );
    const plane = realDataPlane(fetch, Promise.resolve(db));
    const requests = inScope.map((chart) => ({ chartId: chart.id, formData: formDataOf(chart, values[0]) }));
    expect((await plane.prefetchCrossFilters(requests)).charts).toBe(0);
    busy = false;
    expect((await plane.prefetchCrossFilters(requests)).charts).toBeGreaterThan(0);
  }, 300_000);

  it('stops a prefetch when the page cancels it; a click is still answered exactly', async () => {
    const plane = await loaded();
    const requests = inScope.map((chart) => ({ chartId: chart.id, formData: formDataOf(chart, values[0]) }));
    const pending = plane.prefetchCrossFilters(requests);
    await plane.cancelCrossFilterPrefetch();
    const prefetched = await pending;
    expect(prefetched.cancelled).toBe(true);
    await crossFilterIndexing();
    // The click is still answered, and exactly.
    const first = await click(plane, values[1]);
    await expectServerRows(first, values[1]);
  }, 300_000);

  it('starts no cube load while the page scrolls nor within DUCKDB_SCROLL_IDLE_MS of it, and at most PREFETCH_CUBE_LOADS at once', async () => {
    const inject = injectFetch(t.app, await t.token());
    const cubeStarts: number[] = [];
    let inFlight = 0;
    let most = 0;
    const fetch: typeof inject = Object.assign(
      (async (url: string, init?: RequestInit) => {
        const cube =
          typeof init?.body === 'string' && init.body.includes(`"row_limit":${CROSS_FILTER_CUBE_ROW_CAP + 1}`);
        if (!cube) return inject(url, init);
        cubeStarts.push(performance.now());
        inFlight += 1;
        most = Math.max(most, inFlight);
        try {
          // A slow server: loads overlap unless they are held back.
          await new Promise((resolve) => setTimeout(resolve, 40));
          return await inject(url, init);
        } finally {
          inFlight -= 1;
        }
      }) as typeof inject,
      { count: inject.count },
    );
    const plane = await loaded(fetch);
    const requests = inScope.map((chart) => ({ chartId: chart.id, formData: formDataOf(chart, values[0]) }));
    // The page scrolls: a chart comes near the screen as the prefetch is asked for.
    const scrolled = performance.now();
    await plane.setVisibility(inScope[0]!.id, 'near');
    const prefetched = await plane.prefetchCrossFilters(requests);
    expect(prefetched.cubes).toBeGreaterThan(PREFETCH_CUBE_LOADS);
    expect(cubeStarts.length).toBeGreaterThanOrEqual(prefetched.cubes);
    // Timers may fire a millisecond early on Node's clock.
    expect(Math.min(...cubeStarts) - scrolled).toBeGreaterThanOrEqual(DUCKDB_SCROLL_IDLE_MS - 5);
    expect(most).toBeLessThanOrEqual(PREFETCH_CUBE_LOADS);
  }, 300_000);
});
