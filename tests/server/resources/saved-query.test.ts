import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { addRoleUsers, body, call, insertDatabase } from './helpers';

type Item = Record<string, unknown> & { id: number };

describe.each(STORE_KINDS)('saved_query resource on %s', (kind) => {
  let t: TestInstance;
  let dbId: number;
  let ids: Awaited<ReturnType<typeof addRoleUsers>>;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    ids = await addRoleUsers(t);
    dbId = await insertDatabase(t);
  });
  afterAll(async () => t.close());

  const create = (actor: 'admin' | 'sqllab', payload: Record<string, unknown>) =>
    call(t, actor, { method: 'POST', url: '/api/v1/saved_query/', payload });

  it('creates a saved query with 201 and shows its fields, sql_tables and database', async () => {
    const res = await create('sqllab', {
      db_id: dbId,
      label: 'Top orders',
      description: 'biggest',
      sql: 'SELECT * FROM sales.orders o JOIN customers c ON c.id = o.cid',
      schema: 'sales',
      template_parameters: '{"x": 1}',
      extra_json: '{}',
    });
    expect(res.statusCode).toBe(201);
    const { id, result } = body<{ id: number; result: Item }>(res);
    expect(result).toMatchObject({
      id,
      label: 'Top orders',
      schema: 'sales',
      db_id: dbId,
      database: { id: dbId, database_name: 'warehouse' },
      template_parameters: '{"x": 1}',
      created_by: { id: ids.sqllab },
    });
    expect(result.sql_tables).toEqual(
      expect.arrayContaining([
        { catalog: null, schema: 'sales', table: 'orders' },
        { catalog: null, schema: null, table: 'customers' },
      ]),
    );
    const got = await call(t, 'sqllab', { url: `/api/v1/saved_query/${id}` });
    expect(got.statusCode).toBe(200);
    expect(body<{ result: Item }>(got).result).toMatchObject({
      label: 'Top orders',
      changed_on_delta_humanized: expect.any(String),
    });
  });

  it('each user sees only their own saved queries, admins included', async () => {
    const mine = body<{ id: number }>(await create('admin', { db_id: dbId, label: 'admin query', sql: 'SELECT 1' })).id;
    const asLab = body<{ count: number; result: Item[] }>(await call(t, 'sqllab', { url: '/api/v1/saved_query/' }));
    expect(asLab.result.map((r) => r.label)).not.toContain('admin query');
    const asAdmin = body<{ count: number; result: Item[] }>(await call(t, 'admin', { url: '/api/v1/saved_query/' }));
    expect(asAdmin.result.map((r) => r.label)).toEqual(['admin query']);
    expect((await call(t, 'sqllab', { url: `/api/v1/saved_query/${mine}` })).statusCode).toBe(404);
    expect(
      (await call(t, 'sqllab', { method: 'PUT', url: `/api/v1/saved_query/${mine}`, payload: { label: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('filters with saved_query_all_text, sorts and pages', async () => {
    await create('sqllab', {
      db_id: dbId,
      label: 'Revenue by month',
      sql: 'SELECT month, sum(x) FROM revenue GROUP BY 1',
    });
    await create('sqllab', { db_id: dbId, label: 'Another', description: 'mentions REVENUE too', sql: 'SELECT 2' });
    const q =
      '(filters:!((col:label,opr:saved_query_all_text,value:revenue)),order_column:label,order_direction:asc,page:0,page_size:1)';
    const res = await call(t, 'sqllab', { url: `/api/v1/saved_query/?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    const list = body<{ count: number; result: Item[] }>(res);
    expect(list.count).toBe(2);
    expect(list.result.map((r) => r.label)).toEqual(['Another']);
    const byDb = body<{ count: number }>(
      await call(t, 'sqllab', {
        url: `/api/v1/saved_query/?q=${encodeURIComponent(`(filters:!((col:database,opr:rel_o_m,value:${dbId})))`)}`,
      }),
    );
    expect(byDb.count).toBeGreaterThanOrEqual(3);
  });

  it('answers 400 naming the field for bad bodies and 422 for an unknown database', async () => {
    const missing = await create('sqllab', { label: 'no db' });
    expect(missing.statusCode).toBe(400);
    expect(body<{ message: Record<string, string[]> }>(missing).message.db_id).toEqual([
      'Missing data for required field.',
    ]);
    const unknownField = await create('sqllab', { db_id: dbId, nope: 1 });
    expect(unknownField.statusCode).toBe(400);
    expect(body<{ message: Record<string, string[]> }>(unknownField).message.nope).toEqual(['Unknown field.']);
    const badJson = await create('sqllab', { db_id: dbId, template_parameters: '{nope' });
    expect(badJson.statusCode).toBe(422);
    expect(body<{ message: Record<string, string[]> }>(badJson).message.template_parameters).toEqual([
      'Not a valid JSON.',
    ]);
    const noDb = await create('sqllab', { db_id: 99999, label: 'x' });
    expect(noDb.statusCode).toBe(422);
    expect(body<{ message: Record<string, string[]> }>(noDb).message.db_id).toEqual(['Database does not exist']);
  });

  it('updates and deletes one, bulk deletes several', async () => {
    const a = body<{ id: number }>(await create('sqllab', { db_id: dbId, label: 'a', sql: 'SELECT 1' })).id;
    const b = body<{ id: number }>(await create('sqllab', { db_id: dbId, label: 'b', sql: 'SELECT 1' })).id;
    const c = body<{ id: number }>(await create('sqllab', { db_id: dbId, label: 'c', sql: 'SELECT 1' })).id;
    const put = await call(t, 'sqllab', {
      method: 'PUT',
      url: `/api/v1/saved_query/${a}`,
      payload: { label: 'a2', schema: 'main' },
    });
    expect(put.statusCode).toBe(200);
    expect(body<{ result: Item }>(put).result).toMatchObject({ label: 'a2', schema: 'main' });
    const { id: _id, ...shown } = body<{ result: Item }>(
      await call(t, 'sqllab', { url: `/api/v1/saved_query/${a}` }),
    ).result;
    expect(
      (await call(t, 'sqllab', { method: 'PUT', url: `/api/v1/saved_query/${a}`, payload: shown })).statusCode,
    ).toBe(200);
    expect(body(await call(t, 'sqllab', { method: 'DELETE', url: `/api/v1/saved_query/${a}` }))).toEqual({
      message: 'OK',
    });
    expect((await call(t, 'sqllab', { url: `/api/v1/saved_query/${a}` })).statusCode).toBe(404);
    const bulk = await call(t, 'sqllab', { method: 'DELETE', url: `/api/v1/saved_query/?q=!(${b},${c})` });
    expect(bulk.statusCode).toBe(200);
    expect(body<{ message: string }>(bulk).message).toMatch(/^Deleted 2 saved quer/);
    expect((await call(t, 'sqllab', { method: 'DELETE', url: `/api/v1/saved_query/?q=!(${b})` })).statusCode).toBe(404);
  });

  it('offers related databases and distinct schemas', async () => {
    const rel = body<{ result: Array<{ value: number; text: string }> }>(
      await call(t, 'sqllab', { url: '/api/v1/saved_query/related/database' }),
    );
    expect(rel.result).toContainEqual({ value: dbId, text: 'warehouse', extra: {} });
    const distinct = body<{ result: Array<{ text: string }> }>(
      await call(t, 'sqllab', { url: '/api/v1/saved_query/distinct/schema' }),
    );
    expect(distinct.result.map((r) => r.text)).toContain('sales');
  });

  it.each([
    ['admin', 200, 201],
    ['sqllab', 200, 201],
    ['alpha', 403, 403],
    ['gamma', 403, 403],
    ['anonymous', 401, 401],
  ] as const)('%s: list %i, create %i', async (actor, read, write) => {
    expect((await call(t, actor, { url: '/api/v1/saved_query/' })).statusCode).toBe(read);
    expect(
      (
        await call(t, actor, {
          method: 'POST',
          url: '/api/v1/saved_query/',
          payload: { db_id: dbId, label: `by ${actor}` },
        })
      ).statusCode,
    ).toBe(write);
    expect((await call(t, actor, { url: '/api/v1/saved_query/_info?q=(keys:!(permissions))' })).statusCode).toBe(read);
  });
});
