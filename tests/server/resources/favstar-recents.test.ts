import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logView } from '../../../server/domain/recents';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { addRoleUsers, body, call, insertChart, insertDashboard } from './helpers';

type Activity = {
  action: string;
  item_type: string;
  item_url: string;
  item_title: string;
  time: number;
  time_delta_humanized: string;
};

describe.each(STORE_KINDS)('favstar and recent activity on %s', (kind) => {
  let t: TestInstance;
  let ids: Awaited<ReturnType<typeof addRoleUsers>>;
  let chart: number;
  let dashboard: number;
  let draft: number;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    ids = await addRoleUsers(t);
    chart = await insertChart(t, 'Revenue', ids.admin);
    dashboard = await insertDashboard(t, 'Sales', ids.admin, 'sales');
    draft = await insertDashboard(t, 'Private draft', ids.admin);
    await t.store.db.updateTable('dashboards').set({ published: 0 }).where('id', '=', draft).execute();
  });
  afterAll(async () => t.close());

  const favstar = (actor: Parameters<typeof call>[1], cls: string, id: number, action: string) =>
    call(t, actor, { url: `/superset/favstar/${cls}/${id}/${action}/` });

  it('select, count and unselect a dashboard favourite answer {"count": n} for the caller', async () => {
    expect(body(await favstar('gamma', 'Dashboard', dashboard, 'count'))).toEqual({ count: 0 });
    expect(body(await favstar('gamma', 'Dashboard', dashboard, 'select'))).toEqual({ count: 1 });
    expect(body(await favstar('gamma', 'Dashboard', dashboard, 'select'))).toEqual({ count: 1 });
    expect(body(await favstar('gamma', 'Dashboard', dashboard, 'count'))).toEqual({ count: 1 });
    expect(body(await favstar('alpha', 'Dashboard', dashboard, 'count'))).toEqual({ count: 0 });
    const status = body<{ result: Array<{ id: number; value: boolean }> }>(
      await call(t, 'gamma', { url: `/api/v1/dashboard/favorite_status/?q=!(${dashboard})` }),
    );
    expect(status.result).toEqual([{ id: dashboard, value: true }]);
    expect(body(await favstar('gamma', 'Dashboard', dashboard, 'unselect'))).toEqual({ count: 0 });
    expect(body(await favstar('gamma', 'Dashboard', dashboard, 'count'))).toEqual({ count: 0 });
  });

  it('charts use class slice; unknown classes, actions and objects are refused', async () => {
    expect(body(await favstar('alpha', 'slice', chart, 'select'))).toEqual({ count: 1 });
    const favs = body<{ count: number }>(
      await call(t, 'alpha', {
        url: `/api/v1/chart/?q=${encodeURIComponent('(filters:!((col:id,opr:chart_is_favorite,value:!t)))')}`,
      }),
    );
    expect(favs.count).toBe(1);
    expect((await favstar('alpha', 'Table', chart, 'select')).statusCode).toBe(400);
    expect((await favstar('alpha', 'slice', chart, 'toggle')).statusCode).toBe(404);
    expect((await favstar('alpha', 'slice', 99999, 'select')).statusCode).toBe(404);
    expect((await favstar('gamma', 'Dashboard', draft, 'select')).statusCode).toBe(404);
  });

  it.each([
    ['admin', 200],
    ['alpha', 200],
    ['gamma', 200],
    ['sqllab', 403],
    ['anonymous', 401],
  ] as const)('%s toggles favourites with %i', async (actor, status) => {
    expect((await favstar(actor, 'Dashboard', dashboard, 'count')).statusCode).toBe(status);
  });

  it('logView records views; recent_activity answers them newest first, each object once', async () => {
    await logView(t.app.tessera, ids.gamma, { dashboardId: dashboard });
    await new Promise((r) => setTimeout(r, 5));
    await logView(t.app.tessera, ids.gamma, { sliceId: chart });
    await new Promise((r) => setTimeout(r, 5));
    await logView(t.app.tessera, ids.gamma, { dashboardId: dashboard });
    await logView(t.app.tessera, 0, { dashboardId: dashboard });
    const res = await call(t, 'gamma', { url: '/api/v1/log/recent_activity/?q=(page:0,page_size:5)' });
    expect(res.statusCode).toBe(200);
    const items = body<{ result: Activity[] }>(res).result;
    expect(items.map((i) => [i.action, i.item_type, i.item_title, i.item_url])).toEqual([
      ['dashboard', 'dashboard', 'Sales', '/superset/dashboard/sales/'],
      ['explore', 'slice', 'Revenue', `/explore/?slice_id=${chart}`],
    ]);
    expect(typeof items[0]?.time).toBe('number');
    expect(items[0]?.time_delta_humanized).toMatch(/now|second/);
    const all = body<{ result: Activity[] }>(
      await call(t, 'gamma', { url: '/api/v1/log/recent_activity/?q=(distinct:!f)' }),
    );
    expect(all.result).toHaveLength(3);
    const onlyCharts = body<{ result: Activity[] }>(
      await call(t, 'gamma', { url: '/api/v1/log/recent_activity/?q=(actions:!(explore))' }),
    );
    expect(onlyCharts.result.map((i) => i.item_type)).toEqual(['slice']);
    expect(
      body<{ result: Activity[] }>(await call(t, 'alpha', { url: '/api/v1/log/recent_activity/' })).result,
    ).toEqual([]);
  });

  it('recent_activity: bad q answers 400; another user’s history is for admins only; anonymous 401', async () => {
    expect((await call(t, 'gamma', { url: '/api/v1/log/recent_activity/?q=(page_size:-1)' })).statusCode).toBe(400);
    expect((await call(t, 'alpha', { url: `/api/v1/log/recent_activity/${ids.gamma}/` })).statusCode).toBe(403);
    expect(
      body<{ result: Activity[] }>(await call(t, 'admin', { url: `/api/v1/log/recent_activity/${ids.gamma}/` })).result,
    ).toHaveLength(2);
    expect((await call(t, 'anonymous', { url: '/api/v1/log/recent_activity/' })).statusCode).toBe(401);
    expect((await call(t, 'sqllab', { url: '/api/v1/log/recent_activity/' })).statusCode).toBe(200);
  });
});
