import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { addRoleUsers, body, call, insertChart, insertDashboard } from './helpers';

type Created = { key: string; url: string };

describe.each(STORE_KINDS)('permalinks on %s', (kind) => {
  let t: TestInstance;
  let ids: Awaited<ReturnType<typeof addRoleUsers>>;
  let dashboard: number;
  let draft: number;
  let datasetId: number;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    ids = await addRoleUsers(t);
    dashboard = await insertDashboard(t, 'Sales', ids.admin, 'sales');
    draft = await insertDashboard(t, 'Draft', ids.admin);
    await t.store.db.updateTable('dashboards').set({ published: 0 }).where('id', '=', draft).execute();
    const ts = new Date().toISOString();
    const db = await t.store.db
      .insertInto('dbs')
      .values({
        created_on: ts,
        changed_on: ts,
        database_name: 'w',
        sqlalchemy_uri: 'duckdb:///w.duckdb',
        engine: 'duckdb',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ds = await t.store.db
      .insertInto('tables')
      .values({ created_on: ts, changed_on: ts, database_id: db.id, table_name: 'orders', schema: 'main' })
      .returning('id')
      .executeTakeFirstOrThrow();
    datasetId = Number(ds.id);
  });
  afterAll(async () => t.close());

  const state = {
    dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['CA'] } } },
    activeTabs: ['TAB-1'],
    anchor: 'CHART-2',
    urlParams: [['standalone', '1']],
  };

  it('dashboard permalink: 201 with an 11+ character key and URL; the state reads back; same state, same key', async () => {
    const res = await call(t, 'gamma', {
      method: 'POST',
      url: `/api/v1/dashboard/${dashboard}/permalink`,
      payload: state,
    });
    expect(res.statusCode).toBe(201);
    const { key, url } = body<Created>(res);
    expect(key).toMatch(/^[a-zA-Z0-9]{11,}$/);
    expect(url).toBe(`http://localhost:80/superset/dashboard/p/${key}/`);
    const got = await call(t, 'gamma', { url: `/api/v1/dashboard/permalink/${key}` });
    expect(got.statusCode).toBe(200);
    expect(body(got)).toEqual({ dashboardId: String(dashboard), state });
    const again = body<Created>(
      await call(t, 'gamma', { method: 'POST', url: `/api/v1/dashboard/${dashboard}/permalink`, payload: state }),
    );
    expect(again.key).toBe(key);
    const bySlug = body<Created>(
      await call(t, 'gamma', { method: 'POST', url: '/api/v1/dashboard/sales/permalink', payload: state }),
    );
    expect(bySlug.key).toBe(key);
    const otherUser = body<Created>(
      await call(t, 'alpha', { method: 'POST', url: `/api/v1/dashboard/${dashboard}/permalink`, payload: state }),
    );
    expect(otherUser.key).not.toBe(key);
    const otherState = body<Created>(
      await call(t, 'gamma', {
        method: 'POST',
        url: `/api/v1/dashboard/${dashboard}/permalink`,
        payload: { anchor: 'CHART-9' },
      }),
    );
    expect(otherState.key).not.toBe(key);
  });

  it('dashboard permalink: unknown or hidden dashboards 404, bad bodies 400, unknown keys 404', async () => {
    expect(
      (await call(t, 'gamma', { method: 'POST', url: '/api/v1/dashboard/99999/permalink', payload: {} })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'gamma', { method: 'POST', url: `/api/v1/dashboard/${draft}/permalink`, payload: {} })).statusCode,
    ).toBe(404);
    const bad = await call(t, 'gamma', {
      method: 'POST',
      url: `/api/v1/dashboard/${dashboard}/permalink`,
      payload: { activeTabs: 'TAB-1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body<{ message: Record<string, unknown> }>(bad).message)).toEqual(['activeTabs']);
    expect((await call(t, 'gamma', { url: '/api/v1/dashboard/permalink/notAValidKey123' })).statusCode).toBe(404);
    const adminsDraft = body<Created>(
      await call(t, 'admin', { method: 'POST', url: `/api/v1/dashboard/${draft}/permalink`, payload: {} }),
    );
    expect((await call(t, 'gamma', { url: `/api/v1/dashboard/permalink/${adminsDraft.key}` })).statusCode).toBe(404);
  });

  it('explore permalink stores {chartId, datasourceId, datasourceType, datasource, state}', async () => {
    const formData = { datasource: `${datasetId}__table`, viz_type: 'table', metrics: ['count'] };
    const res = await call(t, 'alpha', {
      method: 'POST',
      url: '/api/v1/explore/permalink',
      payload: { formData, urlParams: [['a', 'b']] },
    });
    expect(res.statusCode).toBe(201);
    const { key, url } = body<Created>(res);
    expect(url.endsWith(`/superset/explore/p/${key}/`)).toBe(true);
    const got = await call(t, 'alpha', { url: `/api/v1/explore/permalink/${key}` });
    expect(body(got)).toEqual({
      chartId: null,
      datasourceId: datasetId,
      datasourceType: 'table',
      datasource: `${datasetId}__table`,
      state: { formData, urlParams: [['a', 'b']] },
    });
    expect((await call(t, 'gamma', { url: `/api/v1/explore/permalink/${key}` })).statusCode).toBe(403);
    const noDatasource = await call(t, 'alpha', {
      method: 'POST',
      url: '/api/v1/explore/permalink',
      payload: { formData: { viz_type: 'table' } },
    });
    expect(noDatasource.statusCode).toBe(400);
    const missing = await call(t, 'alpha', { method: 'POST', url: '/api/v1/explore/permalink', payload: {} });
    expect(body<{ message: Record<string, string[]> }>(missing).message.formData).toEqual([
      'Missing data for required field.',
    ]);
    expect(
      (
        await call(t, 'alpha', {
          method: 'POST',
          url: '/api/v1/explore/permalink',
          payload: { formData: { datasource: '99999__table' } },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'gamma', { method: 'POST', url: '/api/v1/explore/permalink', payload: { formData } })).statusCode,
    ).toBe(403);
    const chart = await insertChart(t, 'Saved chart', ids.alpha);
    const withChart = body<Created>(
      await call(t, 'alpha', {
        method: 'POST',
        url: '/api/v1/explore/permalink',
        payload: { formData: { ...formData, slice_id: chart } },
      }),
    );
    expect(body(await call(t, 'alpha', { url: `/api/v1/explore/permalink/${withChart.key}` }))).toMatchObject({
      chartId: chart,
    });
    const ghostChart = await call(t, 'alpha', {
      method: 'POST',
      url: '/api/v1/explore/permalink',
      payload: { formData: { ...formData, slice_id: 99999 } },
    });
    expect(ghostChart.statusCode).toBe(404);
    expect(body(ghostChart)).toEqual({ message: 'Chart not found' });
  });

  it.each([
    ['admin', 201],
    ['alpha', 201],
    ['gamma', 201],
    ['sqllab', 403],
    ['anonymous', 401],
  ] as const)('%s creates a dashboard permalink with %i', async (actor, status) => {
    expect(
      (await call(t, actor, { method: 'POST', url: `/api/v1/dashboard/${dashboard}/permalink`, payload: {} }))
        .statusCode,
    ).toBe(status);
  });
});
