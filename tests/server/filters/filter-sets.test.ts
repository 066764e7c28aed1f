// Filter sets on the server (X15.03–X15.07): stored with the dashboard on SQLite and PostgreSQL, behind
// DASHBOARD_NATIVE_FILTERS_SET, the dashboard's owners changing its sets and each user their own; every failure a
// clear 4xx that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';

const META = JSON.stringify({
  nativeFilters: { 'NATIVE_FILTER-a': { id: 'NATIVE_FILTER-a', name: 'Region' } },
  dataMask: { 'NATIVE_FILTER-a': { filterState: { value: ['EU'] } } },
});

interface SetResult {
  id: number;
  name: string;
  description: string | null;
  json_metadata: string;
  params: Record<string, unknown>;
  owner_type: string;
  owner_id: number;
  dashboard_id: number;
}

describe.each(STORE_KINDS)('filter sets on %s', (kind) => {
  let t: TestInstance;
  let off: TestInstance;
  let dashboard: number;
  let hidden: number;
  let other: number;
  let gammaId: number;
  beforeAll(async () => {
    t = await startTestInstance(kind, { TESSERA_FEATURE_DASHBOARD_NATIVE_FILTERS_SET: 'true' });
    off = await startTestInstance(kind);
    gammaId = await t.addUser('gamma', ['Gamma']);
    await t.addUser('gamma2', ['Gamma']);
    await t.addUser('lab', ['sql_lab']);
    const create = async (title: string, published: boolean): Promise<number> =>
      (
        (
          await t.api({ method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: title, published } })
        ).json() as {
          id: number;
        }
      ).id;
    dashboard = await create('Sales', true);
    other = await create('Other', true);
    hidden = await create('Draft', false);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  const url = (d: number, set?: number | string): string =>
    `/api/v1/dashboard/${d}/filtersets${set === undefined ? '' : `/${set}`}`;
  const post = (user: string, d: number, payload: Record<string, unknown>) =>
    t.as(user, { method: 'POST', url: url(d), payload });
  const list = async (user: string, d = dashboard): Promise<{ count: number; ids: number[]; result: SetResult[] }> => {
    const res = await t.as(user, { url: url(d) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const dashboardSet = async (name: string): Promise<number> => {
    const res = await post('admin', dashboard, {
      name,
      json_metadata: META,
      owner_type: 'Dashboard',
      owner_id: dashboard,
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('X15.03 X15.04 X15.05 a dashboard’s filter set is saved and listed: id, name, params, owner_type, owner_id and json_metadata', async () => {
    const res = await post('admin', dashboard, {
      name: 'Europe',
      description: 'EU only',
      json_metadata: META,
      owner_type: 'Dashboard',
      owner_id: dashboard,
    });
    expect(res.statusCode).toBe(201);
    const { id, result } = res.json() as { id: number; result: SetResult };
    expect(result).toMatchObject({
      id,
      name: 'Europe',
      description: 'EU only',
      json_metadata: META,
      params: JSON.parse(META),
      owner_type: 'Dashboard',
      owner_id: dashboard,
      dashboard_id: dashboard,
    });
    const listed = await list('gamma');
    expect(listed.ids).toContain(id);
    expect(listed.count).toBe(listed.ids.length);
    expect(listed.result.find((s) => s.id === id)).toMatchObject({ name: 'Europe', params: JSON.parse(META) });
    expect((await list('admin', other)).ids).not.toContain(id);
  });

  it('X15.05 a user’s own filter set is seen and changed only by that user (and admins)', async () => {
    const res = await post('gamma', dashboard, {
      name: 'Mine',
      json_metadata: META,
      owner_type: 'User',
      owner_id: gammaId,
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number }).id;
    expect((await list('gamma')).ids).toContain(id);
    expect((await list('gamma2')).ids).not.toContain(id);
    expect((await t.as('gamma2', { method: 'PUT', url: url(dashboard, id), payload: { name: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await t.as('gamma2', { method: 'DELETE', url: url(dashboard, id) })).statusCode).toBe(404);
    const renamed = await t.as('gamma', { method: 'PUT', url: url(dashboard, id), payload: { name: 'Still mine' } });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as { result: SetResult }).result.name).toBe('Still mine');
  });

  it('X15.06 PUT changes the name and json_metadata; a dashboard’s set is changed only by its owners (403)', async () => {
    const id = await dashboardSet('Before');
    const denied = await t.as('gamma', { method: 'PUT', url: url(dashboard, id), payload: { name: 'Hijacked' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toHaveProperty('message');
    const meta = JSON.stringify({ nativeFilters: {}, dataMask: {} });
    const res = await t.api({
      method: 'PUT',
      url: url(dashboard, id),
      payload: { name: 'After', json_metadata: meta },
    });
    expect(res.statusCode).toBe(200);
    const set = (await list('admin')).result.find((s) => s.id === id);
    expect(set).toMatchObject({ name: 'After', json_metadata: meta, params: { nativeFilters: {}, dataMask: {} } });
  });

  it('X15.07 DELETE removes the set; a second DELETE is 404; gamma may not delete the dashboard’s set', async () => {
    const id = await dashboardSet('Doomed');
    expect((await t.as('gamma', { method: 'DELETE', url: url(dashboard, id) })).statusCode).toBe(403);
    expect((await list('admin')).ids).toContain(id);
    const res = await t.api({ method: 'DELETE', url: url(dashboard, id) });
    expect(res.statusCode).toBe(200);
    expect((await list('admin')).ids).not.toContain(id);
    expect((await t.api({ method: 'DELETE', url: url(dashboard, id) })).statusCode).toBe(404);
  });

  it('X15.07 deleting a dashboard deletes its filter sets with it (none is left unreachable in the store)', async () => {
    const doomed = (
      (
        await t.api({ method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: 'Short-lived' } })
      ).json() as {
        id: number;
      }
    ).id;
    const res = await post('admin', doomed, {
      name: 'Gone',
      json_metadata: META,
      owner_type: 'Dashboard',
      owner_id: doomed,
    });
    expect(res.statusCode).toBe(201);
    const stored = () => t.store.db.selectFrom('filter_sets').select('id').where('dashboard_id', '=', doomed).execute();
    expect(await stored()).toHaveLength(1);
    expect((await t.api({ method: 'DELETE', url: `/api/v1/dashboard/${doomed}` })).statusCode).toBe(200);
    expect(await stored()).toHaveLength(0);
  });

  it('X15.05 bad bodies answer 400 with the field’s message and store nothing', async () => {
    const before = (await list('admin')).count;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ json_metadata: META, owner_type: 'Dashboard', owner_id: dashboard }, 'name'],
      [{ name: ' ', json_metadata: META, owner_type: 'Dashboard', owner_id: dashboard }, 'name'],
      [{ name: 'x', json_metadata: '{nope', owner_type: 'Dashboard', owner_id: dashboard }, 'json_metadata'],
      [{ name: 'x', json_metadata: '{"dataMask":{}}', owner_type: 'Dashboard', owner_id: dashboard }, 'json_metadata'],
      [{ name: 'x', json_metadata: META, owner_type: 'Team', owner_id: dashboard }, 'owner_type'],
      [{ name: 'x', json_metadata: META, owner_type: 'Dashboard', owner_id: 'one' }, 'owner_id'],
      [{ name: 'x', json_metadata: META, owner_type: 'Dashboard', owner_id: dashboard, params: '{}' }, 'params'],
    ];
    for (const [payload, field] of cases) {
      const res = await post('admin', dashboard, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect((res.json() as { message: Record<string, string[]> }).message[field]).toBeDefined();
    }
    const id = await dashboardSet('Fine');
    const bad = await t.api({ method: 'PUT', url: url(dashboard, id), payload: { json_metadata: '[]' } });
    expect(bad.statusCode).toBe(400);
    expect((await list('admin')).count).toBe(before + 1);
  });

  it('X15.05 ownership must match: a dashboard’s set names that dashboard (422), a user’s set its user (403)', async () => {
    const before = (await list('admin')).count;
    const wrongDashboard = await post('admin', dashboard, {
      name: 'x',
      json_metadata: META,
      owner_type: 'Dashboard',
      owner_id: other,
    });
    expect(wrongDashboard.statusCode).toBe(422);
    const forSomeoneElse = await post('gamma', dashboard, {
      name: 'x',
      json_metadata: META,
      owner_type: 'User',
      owner_id: gammaId + 1,
    });
    expect(forSomeoneElse.statusCode).toBe(403);
    const notOwner = await post('gamma', dashboard, {
      name: 'x',
      json_metadata: META,
      owner_type: 'Dashboard',
      owner_id: dashboard,
    });
    expect(notOwner.statusCode).toBe(403);
    expect((await list('admin')).count).toBe(before);
  });

  it('X15.04 a dashboard the user does not see, an unknown dashboard or set, or another dashboard’s set: 404', async () => {
    const id = await dashboardSet('Here');
    expect((await t.as('gamma', { url: url(hidden) })).statusCode).toBe(404);
    expect((await t.api({ url: url(99_999) })).statusCode).toBe(404);
    expect((await t.api({ url: '/api/v1/dashboard/sales/filtersets' })).statusCode).toBe(404);
    expect((await t.api({ method: 'PUT', url: url(other, id), payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: url(dashboard, 'abc') })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: url(dashboard, 99_999) })).statusCode).toBe(404);
  });

  it('X15.08 without DASHBOARD_NATIVE_FILTERS_SET every filter set route answers 404', async () => {
    const d = (
      (await off.api({ method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: 'x' } })).json() as {
        id: number;
      }
    ).id;
    const payload = { name: 'x', json_metadata: META, owner_type: 'Dashboard', owner_id: d };
    expect((await off.api({ url: url(d) })).statusCode).toBe(404);
    expect((await off.api({ method: 'POST', url: url(d), payload })).statusCode).toBe(404);
    expect((await off.api({ method: 'PUT', url: url(d, 1), payload: { name: 'y' } })).statusCode).toBe(404);
    expect((await off.api({ method: 'DELETE', url: url(d, 1) })).statusCode).toBe(404);
  });

  it('a role without dashboard permissions is refused (403), and no token is 401', async () => {
    expect((await t.as('lab', { url: url(dashboard) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url(dashboard) })).statusCode).toBe(401);
  });
});
