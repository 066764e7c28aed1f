import { describe, expect, it } from 'vitest';
import { tableFromIPC, tableFromArrays, tableToIPC } from 'apache-arrow';
import { buildChartDataRequest, requestChartData, ARROW_STREAM } from '../../workers/dataplane';
import type { ChartClientDeps } from '../../workers/dataplane';
import type { ChartDataRequest } from '../../src/core/dataplane';
import { FakeTimers, fakeFetch, json, never } from './fakes';

const request: ChartDataRequest = {
  chartId: 7,
  formData: { slice_id: 7, datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['region'] },
  dashboardId: 12,
};
const deps = (fetch: ChartClientDeps['fetch'], extra: Partial<ChartClientDeps> = {}): ChartClientDeps => ({
  fetch,
  timers: new FakeTimers(),
  ...extra,
});
const run = (d: ChartClientDeps, req: ChartDataRequest = request, signal = new AbortController().signal) =>
  requestChartData(req, d, signal);

describe('chart data request (spec 000 §7)', () => {
  it('posts to /api/v1/chart/data with form_data {slice_id}, dashboard_id and force as query parameters', () => {
    const { url, init } = buildChartDataRequest({ ...request, force: true, resultType: 'samples', ownState: {} }, {});
    const u = new URL(url, 'http://x');
    expect(u.pathname).toBe('/api/v1/chart/data');
    expect(u.searchParams.get('form_data')).toBe('{"slice_id":7}');
    expect(u.searchParams.get('dashboard_id')).toBe('12');
    expect(u.searchParams.get('force')).toBe('true');
    expect(init.method).toBe('POST');
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      datasource: { id: 3, type: 'table' },
      force: true,
      result_type: 'samples',
      result_format: 'json',
    });
    expect(body.queries).toEqual([expect.objectContaining({ columns: ['region'], metrics: ['count'] })]);
  });

  it('asks for the Arrow answer when preferred and the result has records', () => {
    const { init } = buildChartDataRequest(request, { preferArrow: true });
    expect(JSON.parse(init.body as string)).toMatchObject({ result_format: 'arrow' });
  });

  it('legacy charts GET explore_json with the client cache on, else POST the form data', () => {
    const get = buildChartDataRequest({ ...request, legacy: true, force: true }, { clientCache: true });
    expect(get.init.method).toBe('GET');
    const u = new URL(get.url, 'http://x');
    expect(u.pathname).toBe('/superset/explore_json/');
    expect(JSON.parse(u.searchParams.get('form_data') ?? '')).toEqual(request.formData);
    expect(u.searchParams.get('force')).toBe('true');
    const post = buildChartDataRequest({ ...request, legacy: true }, { clientCache: false });
    expect(post.init.method).toBe('POST');
    expect(new URLSearchParams(post.init.body as string).get('form_data')).toBe(JSON.stringify(request.formData));
  });
});

describe('chart data answers', () => {
  it('200 gives the results with big integers exact', async () => {
    const fetch = fakeFetch({
      '/api/v1/chart/data': () => json('{"result":[{"colnames":["id"],"data":[{"id":9007199254740993}]}]}'),
    });
    const outcome = await run(deps(fetch, { csrfToken: 'tok' }));
    expect(outcome.status).toBe('success');
    if (outcome.status !== 'success') return;
    expect(outcome.results[0]?.records?.columns[0]?.valueAt(0)).toBe(9007199254740993n);
    expect(fetch.calls[0]?.headers['X-CSRFToken']).toBe('tok');
  });

  it('wraps a legacy answer as a result list', async () => {
    const fetch = fakeFetch({ '/superset/explore_json/': () => json({ data: [{ a: 1 }], query: 'SELECT 1' }) });
    const outcome = await run(deps(fetch), { ...request, legacy: true });
    expect(outcome.status === 'success' && outcome.results.map((r) => r.meta.query)).toEqual(['SELECT 1']);
  });

  it('reads the Arrow IPC answer', async () => {
    const ipc = tableToIPC(tableFromArrays({ id: new BigInt64Array([9007199254740993n]) }), 'stream');
    const fetch = fakeFetch({
      '/api/v1/chart/data': () =>
        new Response(ipc.slice().buffer as ArrayBuffer, { headers: { 'content-type': ARROW_STREAM } }),
    });
    const outcome = await run(deps(fetch, { preferArrow: true }));
    expect(
      outcome.status === 'success' &&
        tableFromIPC(outcome.results[0]?.ipc as Uint8Array)
          .getChild('id')
          ?.get(0),
    ).toBe(9007199254740993n);
  });

  it('202 waits for the async job', async () => {
    const fetch = fakeFetch({
      '/api/v1/chart/data': () =>
        json({ job_id: 'j1', channel_id: 'c', status: 'pending', errors: [], result_url: null }, 202),
    });
    const jobs: string[] = [];
    const outcome = await run(
      deps(fetch, { waitForAsyncData: async (job) => (jobs.push(job.job_id), [{ rowcount: 3 }]) }),
    );
    expect(jobs).toEqual(['j1']);
    expect(outcome.status === 'success' && outcome.results[0]?.meta.rowcount).toBe(3);
  });

  it("any other status yields 'Received unexpected response status (%s) while fetching chart data'", async () => {
    const outcome = await run(deps(fakeFetch({ '/api/v1/chart/data': () => new Response(null, { status: 204 }) })));
    expect(outcome).toEqual({
      status: 'failed',
      queriesResponse: [
        { error: 'Received unexpected response status (204) while fetching chart data', statusCode: 204 },
      ],
    });
    const noAsync = await run(deps(fakeFetch({ '/api/v1/chart/data': () => json({ job_id: 'j' }, 202) })));
    expect(noAsync.status === 'failed' && noAsync.queriesResponse?.[0]?.error).toBe(
      'Received unexpected response status (202) while fetching chart data',
    );
    const bare = await run(deps(fakeFetch({ '/api/v1/chart/data': () => new Response('oops', { status: 502 }) })));
    expect(bare.status === 'failed' && bare.queriesResponse?.[0]?.error).toBe(
      'Received unexpected response status (502) while fetching chart data',
    );
  });

  it("a server error shows the server's message", async () => {
    const fetch = fakeFetch({
      '/api/v1/chart/data': () =>
        json({ errors: [{ message: 'Column "x" does not exist', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR' }] }, 400),
    });
    const outcome = await run(deps(fetch));
    expect(outcome.status === 'failed' && outcome.queriesResponse?.[0]).toMatchObject({
      error: 'Column "x" does not exist',
      statusCode: 400,
    });
  });

  it('no response at all fails without a queries response (Network error.)', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as ChartClientDeps['fetch'];
    expect(await run(deps(fetch))).toEqual({ status: 'failed', queriesResponse: null });
  });

  it('an abort stops silently', async () => {
    const controller = new AbortController();
    const pending = run(deps(fakeFetch({ '/api/v1/chart/data': never })), request, controller.signal);
    controller.abort();
    expect(await pending).toEqual({ status: 'stopped' });
  });

  it('times out after 60 s by default, or the configured timeout', async () => {
    const timers = new FakeTimers();
    const pending = run({ fetch: fakeFetch({ '/api/v1/chart/data': never }), timers });
    let done = false;
    void pending.then(() => (done = true));
    await timers.advance(59_999);
    expect(done).toBe(false);
    await timers.advance(1);
    const outcome = await pending;
    expect(outcome.status === 'failed' && outcome.queriesResponse?.[0]?.error).toBe('Request timed out');
    const short = run({ fetch: fakeFetch({ '/api/v1/chart/data': never }), timers }, { ...request, timeoutMs: 5000 });
    await timers.advance(5000);
    expect((await short).status).toBe('failed');
  });
});
