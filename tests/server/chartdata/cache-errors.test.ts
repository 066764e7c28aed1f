// Result cache and its timeout chain; errors: bad bodies, unknown columns and datasources, access, saved charts.
// This file keeps its metadata in PostgreSQL (the others in SQLite), so the chain is read from both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, firstResult, parseBig, qc, startChartDataFixture, type ChartDataFixture } from './fixture';

let f: ChartDataFixture;
beforeAll(async () => {
  f = await startChartDataFixture({}, 'postgresql');
  await f.t.addUser('gamma', ['Gamma']);
});
afterAll(async () => f.close());

const byCategory = { columns: ['category'], metrics: ['count'], orderby: [['count', false]] };

describe.each(ENGINES)('[QC-C] cache on %s', (engine) => {
  it('a second identical call is answered from the cache; force bypasses it', async () => {
    const query = { ...byCategory, row_limit: 17 };
    const first = firstResult(await f.chartData(qc(f, engine, query)));
    expect(first.is_cached).toBe(false);
    const second = firstResult(await f.chartData(qc(f, engine, query)));
    expect(second.is_cached).toBe(true);
    expect(second.cached_dttm).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(second.cache_key).toBe(first.cache_key);
    expect(second.data).toEqual(first.data);
    const forced = firstResult(await f.chartData(qc(f, engine, query, { force: true })));
    expect(forced.is_cached).toBe(false);
    const forcedByUrl = firstResult(await f.chartData(qc(f, engine, query), 'admin', '/api/v1/chart/data?force=true'));
    expect(forcedByUrl.is_cached).toBe(false);
  });

  it('a different query is a different cache key', async () => {
    const a = firstResult(await f.chartData(qc(f, engine, { ...byCategory, row_limit: 3 })));
    const b = firstResult(await f.chartData(qc(f, engine, { ...byCategory, row_limit: 4 })));
    expect(a.cache_key).not.toBe(b.cache_key);
  });

  it('cache_timeout follows custom, then chart, then dataset, then database, then the default', async () => {
    const timeoutOf = async (extra: Record<string, unknown> = {}): Promise<number> =>
      firstResult(await f.chartData(qc(f, engine, byCategory, extra))).cache_timeout;
    expect(await timeoutOf()).toBe(f.t.config.cacheDefaultTimeoutSeconds);
    expect(
      (
        await f.t.api({
          method: 'PUT',
          url: `/api/v1/database/${f.databaseIds[engine]}`,
          payload: { cache_timeout: 111 },
        })
      ).statusCode,
    ).toBe(200);
    expect(await timeoutOf()).toBe(111);
    expect(
      (
        await f.t.api({
          method: 'PUT',
          url: `/api/v1/dataset/${f.datasetIds[engine]}`,
          payload: { cache_timeout: 222 },
        })
      ).statusCode,
    ).toBe(200);
    expect(await timeoutOf()).toBe(222);
    const chart = await f.t.api({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: {
        slice_name: `cached ${engine}`,
        viz_type: 'table',
        datasource_id: f.datasetIds[engine],
        datasource_type: 'table',
        cache_timeout: 333,
      },
    });
    expect(chart.statusCode).toBe(201);
    const sliceId = (chart.json() as { id: number }).id;
    expect(await timeoutOf({ form_data: { slice_id: sliceId } })).toBe(333);
    expect(await timeoutOf({ form_data: { slice_id: sliceId }, custom_cache_timeout: 444 })).toBe(444);
  });

  it('GET /api/v1/chart/data/<cache_key> answers 404 for a key it does not hold', async () => {
    expect((await f.t.api({ url: '/api/v1/chart/data/not-a-key' })).statusCode).toBe(404);
  });
});

describe.each(ENGINES)('[QC-E] errors on %s', (engine) => {
  it('an unknown column answers 400 naming it', async () => {
    const res = await f.chartData(qc(f, engine, { columns: ['no_such_col'], metrics: ['count'] }));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('no_such_col');
    const metric = await f.chartData(
      qc(f, engine, {
        columns: [],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'ghost' }, aggregate: 'SUM', label: 'x' }],
      }),
    );
    expect(metric.statusCode).toBe(400);
    expect(metric.body).toContain('ghost');
  });

  it('a dashboard filter (isExtra) on a column the dataset lacks is rejected as not_in_datasource', async () => {
    const r = firstResult(
      await f.chartData(
        qc(f, engine, {
          columns: ['category'],
          metrics: ['count'],
          filters: [{ col: 'phantom', op: '==', val: 1, isExtra: true }],
        }),
      ),
    );
    expect(r.rejected_filters).toEqual([{ reason: 'not_in_datasource', column: 'phantom' }]);
    expect(r.rowcount).toBe(4);
  });

  it('a bad body answers 400 with the field', async () => {
    const noQueries = await f.chartData({ datasource: { id: f.datasetIds[engine], type: 'table' } });
    expect(noQueries.statusCode).toBe(400);
    expect(noQueries.body).toContain('queries');
    const badLimit = await f.chartData(qc(f, engine, { ...byCategory, row_limit: -1 }));
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.body).toContain('row_limit');
    const badType = await f.chartData(qc(f, engine, byCategory, { result_type: 'everything' }));
    expect(badType.statusCode).toBe(400);
    const badOp = await f.chartData(
      qc(f, engine, { ...byCategory, filters: [{ col: 'category', op: 'BETWIXT', val: 1 }] }),
    );
    expect(badOp.statusCode).toBe(400);
  });

  it('an unknown metric name answers 400 naming it', async () => {
    const res = await f.chartData(qc(f, engine, { columns: ['category'], metrics: ['no_such_metric'] }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('no_such_metric');
  });

  it('a missing datasource answers 404', async () => {
    const res = await f.chartData({ ...qc(f, engine, byCategory), datasource: { id: 9999, type: 'table' } });
    expect(res.statusCode).toBe(404);
  });

  it('a Gamma user without access to the dataset gets 403, and the data stays hidden', async () => {
    const res = await f.chartData(qc(f, engine, byCategory), 'gamma');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('alpha');
  });

  it('an engine error comes back as a failed result with a message, no stack trace', async () => {
    const res = await f.chartData(
      qc(f, engine, {
        columns: [],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(CAST(name AS INTEGER))', label: 'bad' }],
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = parseBig<{ message: string; result: Array<{ status: string; stacktrace: unknown }> }>(res.body);
    expect(body.message).toMatch(/^Error: /);
    expect(body.result[0]?.status).toBe('failed');
    expect(body.result[0]?.stacktrace).toBeNull();
  });
});

describe('[QC-S] saved charts, samples and the legacy endpoint', () => {
  it('GET /api/v1/chart/<pk>/data/ runs the saved query context, as json or csv', async () => {
    const context = qc(f, 'duckdb', byCategory);
    const chart = await f.t.api({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: {
        slice_name: 'saved',
        viz_type: 'table',
        datasource_id: f.datasetIds.duckdb,
        datasource_type: 'table',
        query_context: JSON.stringify(context),
      },
    });
    const id = (chart.json() as { id: number }).id;
    const json = await f.t.api({ url: `/api/v1/chart/${id}/data/` });
    expect(firstResult(json).rowcount).toBe(4);
    const csv = await f.t.api({ url: `/api/v1/chart/${id}/data/?format=csv` });
    expect(csv.body.split('\n')[0]).toBe('category,count');
    expect((await f.t.api({ url: '/api/v1/chart/9999/data/' })).statusCode).toBe(404);
  });

  it.each(ENGINES)('POST /datasource/samples pages through the rows on %s', async (engine) => {
    const res = await f.t.api({
      method: 'POST',
      url: `/datasource/samples?datasource_type=table&datasource_id=${f.datasetIds[engine]}&per_page=10&page=2`,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const body = parseBig<{ result: { total_count: number; page: number; data: unknown[] } }>(res.body);
    expect(body.result.total_count).toBe(48);
    expect(body.result.page).toBe(2);
    expect(body.result.data).toHaveLength(10);
  });

  it('/superset/explore_json/ answers the result as a list', async () => {
    const formData = {
      datasource: `${f.datasetIds.postgresql}__table`,
      viz_type: 'table',
      groupby: ['category'],
      metrics: ['count'],
      row_limit: 10,
      time_range: 'No filter',
    };
    const res = await f.t.api({ method: 'POST', url: '/superset/explore_json/', payload: { form_data: formData } });
    expect(res.statusCode).toBe(200);
    const body = parseBig<Array<{ rowcount: number }>>(res.body);
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]?.rowcount).toBe(4);
  });
});
