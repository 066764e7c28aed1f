import { beforeAll, describe, expect, it } from 'vitest';
import { tableFromIPC } from 'apache-arrow';
import { OFF_SCREEN_LOCAL_DELAY_MS, createDataPlane, memoryStorage } from '../../workers/dataplane';
import type { DataPlaneDeps } from '../../workers/dataplane';
import { loadDuckDBForNode } from '../../wasm/node';
import type { DuckDBHandle } from '../../wasm';
import { decodeResultTable, tableToCsv } from '../../src/core/dataplane';
import type { ChartDataOutcome, ChartDataRequest } from '../../src/core/dataplane';
import type { QueryContext } from '../../src/core/query';
import { FakeTimers, fakeFetch, json, never, recordingLogger } from './fakes';

let db: DuckDBHandle;
beforeAll(async () => {
  db = await loadDuckDBForNode();
}, 60_000);

const rows =
  '[{"region":"EMEA","big":9007199254740993,"n":3},{"region":"APAC","big":-9223372036854775808,"n":1},{"region":"AMER","big":12,"n":2}]';
const answer = `{"result":[{"colnames":["region","big","n"],"coltypes":[1,0,0],"rowcount":3,"query":"SELECT","data":${rows}}]}`;

function plane(routes: Parameters<typeof fakeFetch>[0], extra: Partial<DataPlaneDeps> = {}) {
  const fetch = fakeFetch(routes);
  const timers = new FakeTimers();
  const dp = createDataPlane({
    fetch,
    timers,
    storage: memoryStorage(),
    logger: recordingLogger(),
    duckdb: async () => db,
    ...extra,
  });
  return { dp, fetch, timers };
}

const context = (filters: QueryContext['queries'][number]['filters'] = []): QueryContext => ({
  datasource: { id: 1, type: 'table' },
  queries: [{ columns: ['region'], metrics: ['count'], filters, row_limit: 1000 }],
});
const request = (chartId: number, ctx: QueryContext = context()): ChartDataRequest => ({
  chartId,
  formData: { slice_id: chartId },
  queryContext: ctx,
});
const table = (outcome: ChartDataOutcome) => {
  if (outcome.status !== 'success') throw new Error(`not a success: ${outcome.status}`);
  const first = outcome.results[0];
  if (!first?.table) throw new Error('no table');
  return { result: first, arrow: decodeResultTable(first.table) };
};

describe('data plane with DuckDB-WASM', () => {
  it('keeps results as DuckDB tables; big integers survive to table cells and CSV', async () => {
    const { dp } = plane({ '/api/v1/chart/data': () => json(answer) });
    const { result, arrow } = table(await dp.fetchChartData(request(1)));
    expect(result).toMatchObject({ colnames: ['region', 'big', 'n'], rowcount: 3, meta: { query: 'SELECT' } });
    expect(arrow.getChild('big')?.toArray()).toEqual(
      new BigInt64Array([9007199254740993n, -9223372036854775808n, 12n]),
    );
    expect(tableToCsv(arrow)).toContain('EMEA,9007199254740993,3');
    const sorted = await dp.queryLocal({
      table: result.table?.name ?? '',
      orderBy: [{ column: 'big', ascending: true }],
    });
    expect(tableFromIPC(sorted.ipc).getChild('region')?.toArray()).toEqual(['APAC', 'AMER', 'EMEA']);
  });

  it('sorts, searches and filters a loaded table locally', async () => {
    const { dp } = plane({ '/api/v1/chart/data': () => json(answer) });
    const name = table(await dp.fetchChartData(request(2))).result.table?.name ?? '';
    const found = await dp.queryLocal({ table: name, search: { text: 'ap' } });
    expect(tableFromIPC(found.ipc).getChild('region')?.toArray()).toEqual(['APAC']);
    const digits = await dp.queryLocal({ table: name, search: { text: '740993' } });
    expect(digits.numRows).toBe(1);
    const filtered = await dp.queryLocal({
      table: name,
      filters: [{ col: 'n', op: '>=', val: 2 }],
      orderBy: [{ column: 'n', ascending: false }],
      limit: 1,
    });
    expect(tableFromIPC(filtered.ipc).getChild('region')?.toArray()).toEqual(['EMEA']);
  });

  it('answers a filter that only narrows the loaded result locally, without a request', async () => {
    const { dp, fetch } = plane({ '/api/v1/chart/data': () => json(answer) });
    await dp.fetchChartData(request(3));
    const narrowed = await dp.fetchChartData(request(3, context([{ col: 'region', op: 'IN', val: ['EMEA', 'AMER'] }])));
    expect(fetch.calls).toHaveLength(1);
    expect(narrowed.status === 'success' && narrowed.local).toBe(true);
    expect(table(narrowed).arrow.getChild('region')?.toArray()).toEqual(['EMEA', 'AMER']);
    const narrower = await dp.fetchChartData(request(3, context([{ col: 'region', op: 'IN', val: ['AMER'] }])));
    expect(table(narrower).result.rowcount).toBe(1);
    await dp.fetchChartData(request(3, context([{ col: 'region', op: 'IN', val: ['APAC'] }])));
    expect(fetch.calls).toHaveLength(2);
  });

  it(`answers a chart's local narrowing near the screen ${OFF_SCREEN_LOCAL_DELAY_MS} ms after an on-screen one's, asked at once`, async () => {
    const { dp, fetch, timers } = plane({ '/api/v1/chart/data': () => json(answer) });
    await dp.fetchChartData(request(5));
    await dp.fetchChartData(request(6));
    const narrow = context([{ col: 'region', op: 'IN', val: ['EMEA'] }]);
    const order: string[] = [];
    const near = dp.fetchChartData({ ...request(5, narrow), visibility: 'near' }).then((o) => (order.push('near'), o));
    const seen = dp
      .fetchChartData({ ...request(6, narrow), visibility: 'visible' })
      .then((o) => (order.push('visible'), o));
    await seen;
    await timers.advance(OFF_SCREEN_LOCAL_DELAY_MS - 1);
    expect(order).toEqual(['visible']);
    await timers.advance(1);
    const answered = await near;
    expect(order).toEqual(['visible', 'near']);
    expect(table(answered).result.rowcount).toBe(1);
    expect(fetch.calls).toHaveLength(1); // the two charts' one shared answer; both narrowings are local
  });

  it(`answers a chart near the screen no sooner than ${OFF_SCREEN_LOCAL_DELAY_MS} ms after the last on-screen chart's local answer`, async () => {
    const { dp, timers } = plane({ '/api/v1/chart/data': () => json(answer) });
    await dp.fetchChartData(request(5));
    await dp.fetchChartData(request(6));
    const narrow = context([{ col: 'region', op: 'IN', val: ['EMEA'] }]);
    const order: string[] = [];
    const near = dp.fetchChartData({ ...request(5, narrow), visibility: 'near' }).then((o) => (order.push('near'), o));
    await timers.advance(OFF_SCREEN_LOCAL_DELAY_MS - 10);
    // A chart on the screen asks later (another click, or one scrolled into view): the chart near it waits again.
    await dp.fetchChartData({ ...request(6, narrow), visibility: 'visible' });
    order.push('visible');
    await timers.advance(OFF_SCREEN_LOCAL_DELAY_MS - 1);
    expect(order).toEqual(['visible']);
    await timers.advance(1);
    await near;
    expect(order).toEqual(['visible', 'near']);
  });

  it('asks the server when the filter is on a column that is not a group-by of an aggregate', async () => {
    const { dp, fetch } = plane({ '/api/v1/chart/data': () => json(answer) });
    await dp.fetchChartData(request(4));
    await dp.fetchChartData(request(4, context([{ col: 'n', op: '>', val: 1 }])));
    expect(fetch.calls).toHaveLength(2);
  });

  it('merges identical queries of two charts into one request and serves the cache after', async () => {
    const { dp, fetch } = plane({ '/api/v1/chart/data': () => json(answer) });
    const [a, b] = await Promise.all([dp.fetchChartData(request(5)), dp.fetchChartData(request(6))]);
    expect(fetch.calls).toHaveLength(1);
    expect(table(a).arrow.numRows).toBe(3);
    expect(table(b).arrow.getChild('big')?.get(0)).toBe(9007199254740993n);
    const again = await dp.fetchChartData(request(7));
    expect(again.status === 'success' && again.fromCache).toBe(true);
    expect(fetch.calls).toHaveLength(1);
  });

  it('stopChart ends the update as stopped; a newer request supersedes an older one', async () => {
    const { dp } = plane({ '/api/v1/chart/data': never });
    const pending = dp.fetchChartData(request(8));
    await dp.stopChart(8);
    expect(await pending).toEqual({ status: 'stopped' });
    const older = dp.fetchChartData(request(9));
    void dp.fetchChartData(request(9, context([{ col: 'region', op: '==', val: 'x' }])));
    expect(await older).toEqual({ status: 'superseded' });
  });

  it('post-processes a loaded result with the shared generator, nothing injected; an unknown table fails', async () => {
    const { dp } = plane({ '/api/v1/chart/data': () => json(answer) });
    const name = table(await dp.fetchChartData(request(10))).result.table?.name ?? '';
    const out = decodeResultTable(await dp.postProcess(name, [{ operation: 'sort', options: { by: ['n'] } }]));
    expect(out.getChild('region')?.toArray()).toEqual(['APAC', 'AMER', 'EMEA']);
    expect(out.getChild('big')?.get(2)).toBe(9007199254740993n);
    await expect(dp.postProcess('result_missing', [{ operation: 'flatten' }])).rejects.toThrow(
      'No loaded result named result_missing',
    );
  });

  it('annotation query: result[0].annotation_data by layer name; timeout is "Query timeout"; "no data" is success', async () => {
    const body = '{"result":[{"annotation_data":{"Events":[{"start":1}]},"data":[]}]}';
    const { dp, fetch } = plane({ '/api/v1/chart/data': [json(body), json({ message: 'no data' }, 400), never] });
    const ok = await dp.fetchAnnotation({
      chartId: 1,
      layerName: 'Events',
      value: 42,
      formData: { datasource: '1__table' },
    });
    expect(ok).toEqual({ status: 'success', data: [{ start: 1 }] });
    expect(new URL(fetch.calls[0]?.url ?? '', 'http://x').searchParams.get('form_data')).toBe('{"slice_id":42}');
    expect(await dp.fetchAnnotation({ chartId: 1, layerName: 'Events', value: 42, formData: {} })).toEqual({
      status: 'success',
      data: null,
    });
    const first = dp.fetchAnnotation({ chartId: 1, layerName: 'Events', value: 42, formData: {} });
    const second = dp.fetchAnnotation({ chartId: 1, layerName: 'Events', value: 42, formData: {}, timeoutMs: 10 });
    expect(await first).toEqual({ status: 'stopped' });
    expect(second).toBeInstanceOf(Promise);
  });

  it('annotation requests go through the coordinator: they wait their turn under the concurrency cap and share a run', async () => {
    const body = '{"result":[{"annotation_data":{"Events":[{"start":1}]},"data":[]}]}';
    let release: (r: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => (release = resolve));
    const { dp, fetch } = plane(
      { '/api/v1/chart/data': [() => held, json(body)] },
      { config: { maxConcurrentQueries: 1 } },
    );
    const chart = dp.fetchChartData(request(20));
    // The chart's request holds the one slot (it tries its cubes first, then asks the server).
    while (fetch.calls.length === 0) await new Promise((r) => setTimeout(r, 1));
    const layer = { layerName: 'Events', value: 42, formData: { datasource: '1__table' } };
    const a = dp.fetchAnnotation({ chartId: 21, ...layer });
    const b = dp.fetchAnnotation({ chartId: 22, ...layer });
    await new Promise((r) => setTimeout(r, 10));
    expect(fetch.calls).toHaveLength(1);
    release(json(answer));
    await chart;
    expect(await a).toEqual({ status: 'success', data: [{ start: 1 }] });
    expect(await b).toEqual({ status: 'success', data: [{ start: 1 }] });
    expect(fetch.calls).toHaveLength(2);
  });
});
