import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { addRoleUsers, body, call, insertDatabase } from './helpers';

type Item = Record<string, unknown> & { id: number };

describe.each(STORE_KINDS)('query log on %s', (kind) => {
  let t: TestInstance;
  let ids: Awaited<ReturnType<typeof addRoleUsers>>;
  let dbId: number;
  const insertQuery = async (clientId: string, userId: number, status: string, changedOn: string): Promise<number> => {
    const row = await t.store.db
      .insertInto('query')
      .values({
        client_id: clientId,
        database_id: dbId,
        user_id: userId,
        status,
        tab_name: 'Untitled Query 1',
        schema: 'main',
        sql: 'SELECT * FROM orders',
        executed_sql: 'SELECT * FROM orders LIMIT 1001',
        rows: 5,
        start_time: '1700000000000.5',
        end_time: '1700000001000',
        changed_on: changedOn,
        limit: 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  let adminQuery: number;
  let labQuery: number;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    ids = await addRoleUsers(t);
    dbId = await insertDatabase(t);
    adminQuery = await insertQuery('admin00001', ids.admin, 'success', '2024-01-01T00:00:00.000Z');
    labQuery = await insertQuery('labq000001', ids.sqllab, 'running', '2024-02-01T00:00:00.000Z');
    await insertQuery('labq000002', ids.sqllab, 'success', '2024-03-01T00:00:00.000Z');
  });
  afterAll(async () => t.close());

  it('lists the fields of a query log item (spec 002 §3), newest first', async () => {
    const res = await call(t, 'sqllab', { url: '/api/v1/query/' });
    expect(res.statusCode).toBe(200);
    const list = body<{ count: number; result: Item[] }>(res);
    expect(list.count).toBe(2);
    expect(list.result[0]).toMatchObject({
      changed_on: '2024-03-01T00:00:00.000Z',
      database: { database_name: 'warehouse' },
      schema: 'main',
      sql: 'SELECT * FROM orders',
      executed_sql: 'SELECT * FROM orders LIMIT 1001',
      sql_tables: [{ catalog: null, schema: null, table: 'orders' }],
      status: 'success',
      tab_name: 'Untitled Query 1',
      user: { id: ids.sqllab, first_name: 'sqllab', last_name: 'Tester' },
      start_time: 1700000000000.5,
      end_time: 1700000001000,
      rows: 5,
      tmp_table_name: null,
      tracking_url: null,
    });
  });

  it('a user sees only their own queries; an admin sees all', async () => {
    expect((await call(t, 'sqllab', { url: `/api/v1/query/${adminQuery}` })).statusCode).toBe(404);
    const all = body<{ count: number }>(await call(t, 'admin', { url: '/api/v1/query/' }));
    expect(all.count).toBe(3);
    const one = await call(t, 'sqllab', { url: `/api/v1/query/${labQuery}` });
    expect(body<{ result: Item }>(one).result).toMatchObject({
      client_id: 'labq000001',
      limit: 1000,
      status: 'running',
    });
  });

  it('filters by status and by user, and offers distinct statuses', async () => {
    const q = encodeURIComponent('(filters:!((col:status,opr:eq,value:running)))');
    expect(body<{ count: number }>(await call(t, 'admin', { url: `/api/v1/query/?q=${q}` })).count).toBe(1);
    const byUser = encodeURIComponent(`(filters:!((col:user,opr:rel_o_m,value:${ids.admin})))`);
    expect(body<{ count: number }>(await call(t, 'admin', { url: `/api/v1/query/?q=${byUser}` })).count).toBe(1);
    const distinct = body<{ result: Array<{ text: string }> }>(
      await call(t, 'admin', { url: '/api/v1/query/distinct/status' }),
    );
    expect(distinct.result.map((r) => r.text)).toEqual(['running', 'success']);
    const window = encodeURIComponent(
      '(filters:!((col:start_time,opr:gt,value:1699999999999),(col:start_time,opr:lt,value:1700000000001)))',
    );
    expect(body<{ count: number }>(await call(t, 'admin', { url: `/api/v1/query/?q=${window}` })).count).toBe(3);
    const empty = encodeURIComponent('(filters:!((col:start_time,opr:gt,value:1700000000001)))');
    expect(body<{ count: number }>(await call(t, 'admin', { url: `/api/v1/query/?q=${empty}` })).count).toBe(0);
    const changed = encodeURIComponent("(filters:!((col:changed_on,opr:ge,value:'2024-02-01T00:00:00')))");
    expect(body<{ count: number }>(await call(t, 'admin', { url: `/api/v1/query/?q=${changed}` })).count).toBe(2);
    const changedMs = encodeURIComponent(
      `(filters:!((col:changed_on,opr:lt,value:${Date.parse('2024-02-01T00:00:00Z')})))`,
    );
    expect(body<{ count: number }>(await call(t, 'admin', { url: `/api/v1/query/?q=${changedMs}` })).count).toBe(1);
    expect(
      (
        await call(t, 'admin', {
          url: `/api/v1/query/?q=${encodeURIComponent('(filters:!((col:start_time,opr:gt,value:soon)))')}`,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(t, 'admin', {
          url: `/api/v1/query/?q=${encodeURIComponent('(filters:!((col:nope,opr:gt,value:1)))')}`,
        })
      ).statusCode,
    ).toBe(400);
    const bad = await call(t, 'admin', {
      url: `/api/v1/query/?q=${encodeURIComponent('(filters:!((col:nope,opr:eq,value:1)))')}`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('updated_since answers the SQL Lab shape of the caller’s queries changed since then', async () => {
    const since = Date.parse('2024-01-15T00:00:00Z');
    const res = await call(t, 'sqllab', { url: `/api/v1/query/updated_since?q=(last_updated_ms:${since})` });
    expect(res.statusCode).toBe(200);
    const result = body<{ result: Item[] }>(res).result;
    expect(result.map((r) => r.id)).toEqual(['labq000001', 'labq000002']);
    expect(result[0]).toMatchObject({
      dbId,
      db: 'warehouse',
      state: 'running',
      tab: 'Untitled Query 1',
      startDttm: 1700000000000.5,
      user: 'sqllab Tester',
      userId: ids.sqllab,
    });
    const invalid = await call(t, 'sqllab', { url: '/api/v1/query/updated_since?q=(last_updated_ms:nope)' });
    expect(invalid.statusCode).toBe(400);
  });

  it('POST /api/v1/query/stop stops a running query, 404 for an unknown client id, 400 without one', async () => {
    const res = await call(t, 'sqllab', {
      method: 'POST',
      url: '/api/v1/query/stop',
      payload: { client_id: 'labq000001' },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ result: 'OK' });
    const row = await t.store.db
      .selectFrom('query')
      .select(['status', 'end_time'])
      .where('client_id', '=', 'labq000001')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('stopped');
    expect(Number(row.end_time)).toBeGreaterThan(0);
    expect(
      (await call(t, 'sqllab', { method: 'POST', url: '/api/v1/query/stop', payload: { client_id: 'admin00001' } }))
        .statusCode,
    ).toBe(404);
    expect((await call(t, 'sqllab', { method: 'POST', url: '/api/v1/query/stop', payload: {} })).statusCode).toBe(400);
  });

  it('is read-only: no create or update routes, and deletes are refused even to admins', async () => {
    expect((await call(t, 'admin', { method: 'POST', url: '/api/v1/query/', payload: {} })).statusCode).toBe(404);
    expect((await call(t, 'admin', { method: 'PUT', url: `/api/v1/query/${labQuery}`, payload: {} })).statusCode).toBe(
      404,
    );
    const del = await call(t, 'admin', { method: 'DELETE', url: `/api/v1/query/${labQuery}` });
    expect(del.statusCode).toBe(403);
    expect(body(del)).toEqual({ message: 'Changing this query is forbidden' });
    expect((await call(t, 'admin', { method: 'DELETE', url: `/api/v1/query/?q=!(${labQuery})` })).statusCode).toBe(403);
  });

  it('offers related users and databases', async () => {
    const users = body<{ result: Array<{ value: number; text: string }> }>(
      await call(t, 'sqllab', { url: '/api/v1/query/related/user?q=(filter:sqllab)' }),
    );
    expect(users.result).toEqual([expect.objectContaining({ value: ids.sqllab, text: 'sqllab Tester' })]);
    const dbs = body<{ result: Array<{ value: number; text: string }> }>(
      await call(t, 'sqllab', { url: '/api/v1/query/related/database' }),
    );
    expect(dbs.result).toEqual([{ value: dbId, text: 'warehouse', extra: {} }]);
  });

  it.each([
    ['admin', 200],
    ['sqllab', 200],
    ['alpha', 403],
    ['gamma', 403],
    ['anonymous', 401],
  ] as const)('%s reads the log with %i', async (actor, status) => {
    expect((await call(t, actor, { url: '/api/v1/query/' })).statusCode).toBe(status);
    expect((await call(t, actor, { url: '/api/v1/query/updated_since?q=(last_updated_ms:0)' })).statusCode).toBe(
      status,
    );
    expect(
      (await call(t, actor, { method: 'POST', url: '/api/v1/query/stop', payload: { client_id: 'zzz' } })).statusCode,
    ).toBe(status === 200 ? 404 : status);
  });
});
