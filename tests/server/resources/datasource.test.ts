import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbConnection } from '../../../server/engines';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { addRoleUsers, body, call } from './helpers';

type Payload = Record<string, unknown> & {
  id: number;
  columns: Array<Record<string, unknown> & { id: number; column_name: string }>;
  metrics: Array<Record<string, unknown>>;
};

describe.each(STORE_KINDS)('datasource routes on %s', (kind) => {
  let t: TestInstance;
  let datasetId: number;
  let databaseId: number;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    await addRoleUsers(t);
    const engine = duckdbConnection(join(t.config.dataDir, 'shop.duckdb'));
    await engine.run(
      'CREATE TABLE orders (id INTEGER, region VARCHAR, "odd name" VARCHAR, big BIGINT, secret VARCHAR)',
    );
    await engine.run(
      "INSERT INTO orders VALUES (1, 'north', 'a', 9007199254740993, 'x'), (2, 'south', 'b', 1, 'y'), (3, 'north', NULL, 2, 'z'), (4, NULL, 'a', 3, 'w')",
    );
    const database = await t.api({
      method: 'POST',
      url: '/api/v1/database/',
      payload: { database_name: 'shop', sqlalchemy_uri: 'duckdb:///shop.duckdb' },
    });
    expect(database.statusCode).toBe(201);
    databaseId = body<{ id: number }>(database).id;
    const dataset = await t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: body<{ id: number }>(database).id, schema: 'main', table_name: 'orders' },
    });
    expect(dataset.statusCode).toBe(201);
    datasetId = body<{ id: number }>(dataset).id;
  });
  afterAll(async () => t.close());

  it('GET /datasource/get/table/{id}/ answers the datasource payload', async () => {
    const res = await call(t, 'alpha', { url: `/datasource/get/table/${datasetId}/` });
    expect(res.statusCode).toBe(200);
    const payload = body<Payload>(res);
    expect(payload).toMatchObject({
      id: datasetId,
      uid: `${datasetId}__table`,
      type: 'table',
      table_name: 'orders',
      database: { database_name: 'shop' },
    });
    expect(payload.columns.map((c) => c.column_name)).toEqual(['id', 'region', 'odd name', 'big', 'secret']);
    expect((await call(t, 'alpha', { url: '/datasource/get/table/99999/' })).statusCode).toBe(404);
    expect((await call(t, 'alpha', { url: `/datasource/get/druid/${datasetId}/` })).statusCode).toBe(400);
  });

  it('GET /superset/fetch_datasource_metadata reads a datasourceKey', async () => {
    const res = await call(t, 'alpha', {
      url: `/superset/fetch_datasource_metadata?datasourceKey=${datasetId}__table`,
    });
    expect(res.statusCode).toBe(200);
    expect(body<Payload>(res).id).toBe(datasetId);
    const bad = await call(t, 'alpha', { url: '/superset/fetch_datasource_metadata?datasourceKey=nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(body<{ message: Record<string, unknown> }>(bad).message)).toEqual(['datasourceKey']);
  });

  it('column values: distinct, sorted, quoted identifiers, exact big integers', async () => {
    const region = await call(t, 'alpha', { url: `/api/v1/datasource/table/${datasetId}/column/region/values/` });
    expect(region.statusCode).toBe(200);
    expect(body(region)).toEqual({ result: ['north', 'south', null] });
    const odd = body<{ result: unknown[] }>(
      await call(t, 'alpha', {
        url: `/api/v1/datasource/table/${datasetId}/column/${encodeURIComponent('odd name')}/values/`,
      }),
    );
    expect(odd.result).toEqual(['a', 'b', null]);
    const big = body<{ result: unknown[] }>(
      await call(t, 'alpha', { url: `/api/v1/datasource/table/${datasetId}/column/big/values/` }),
    );
    expect(big.result).toEqual([1, 2, 3, '9007199254740993']);
  });

  it('column values: unknown or unfilterable column 400, unknown dataset 404, bad type 400', async () => {
    const missing = await call(t, 'alpha', { url: `/api/v1/datasource/table/${datasetId}/column/nope/values/` });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toEqual({ message: 'Column name nope does not exist' });
    const payload = body<Payload>(await t.api({ url: `/datasource/get/table/${datasetId}/` }));
    const secret = payload.columns.find((c) => c.column_name === 'secret');
    await t.api({
      method: 'PUT',
      url: `/api/v1/dataset/${datasetId}`,
      payload: {
        columns: payload.columns.map((c) => ({
          id: c.id,
          column_name: c.column_name,
          filterable: c.id !== secret?.id,
        })),
      },
    });
    const hidden = await call(t, 'alpha', { url: `/api/v1/datasource/table/${datasetId}/column/secret/values/` });
    expect(hidden.statusCode).toBe(400);
    expect((await call(t, 'alpha', { url: '/api/v1/datasource/table/99999/column/region/values/' })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, 'alpha', { url: `/api/v1/datasource/nope/${datasetId}/column/region/values/` })).statusCode,
    ).toBe(400);
  });

  it('POST /datasource/save/ takes the editor’s form field `data`, owner or admin only', async () => {
    const payload = body<Payload>(await t.api({ url: `/datasource/get/table/${datasetId}/` }));
    const edited = {
      ...payload,
      description: 'Orders of the shop',
      owners: [{ value: 1, label: 'Tessera Admin' }],
      columns: payload.columns.map((c) => (c.column_name === 'region' ? { ...c, verbose_name: 'Sales region' } : c)),
      metrics: [...payload.metrics, { metric_name: 'total_big', expression: 'SUM(big)', verbose_name: null }],
    };
    const form = `data=${encodeURIComponent(JSON.stringify(edited))}`;
    const res = await t.api({
      method: 'POST',
      url: '/datasource/save/',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    const saved = body<Payload>(res);
    expect(saved.description).toBe('Orders of the shop');
    expect(saved.columns.find((c) => c.column_name === 'region')?.verbose_name).toBe('Sales region');
    expect(saved.metrics.map((m) => m.metric_name)).toContain('total_big');
    const asJson = await t.api({
      method: 'POST',
      url: '/datasource/save/',
      payload: { data: JSON.stringify({ ...edited, description: 'again' }) },
    });
    expect(body<Payload>(asJson).description).toBe('again');
    const dup = await t.api({
      method: 'POST',
      url: '/datasource/save/',
      payload: { data: JSON.stringify({ ...edited, columns: [...edited.columns, { column_name: 'region' }] }) },
    });
    expect(dup.statusCode).toBe(409);
    expect(body(dup)).toMatchObject({ error: 'Duplicate column name(s): region' });
    const notOwner = await call(t, 'alpha', {
      method: 'POST',
      url: '/datasource/save/',
      payload: { data: JSON.stringify(edited) },
    });
    expect(notOwner.statusCode).toBe(403);
    const garbage = await t.api({ method: 'POST', url: '/datasource/save/', payload: { data: '{nope' } });
    expect(garbage.statusCode).toBe(400);
  });

  it.each([
    ['SQL that does not parse', { sql: 'SELECT FROM WHERE orders', is_sqllab_view: false }, 'sql'],
    ['a second statement in a metric', { metricExpression: 'SUM(big); DROP TABLE orders' }, 'metrics'],
    ['a calculated column on a missing column', { calculated: 'UPPER(nowhere) || region' }, 'columns'],
  ] as const)(
    'X4.06 X17.02 the save refuses %s with a 4xx naming the reason, and changes nothing',
    async (_, bad, field) => {
      const before = body<Payload>(await t.api({ url: `/datasource/get/table/${datasetId}/` }));
      const edited: Record<string, unknown> = { ...before, description: 'should not stick' };
      if ('sql' in bad) edited.sql = bad.sql;
      if ('metricExpression' in bad)
        edited.metrics = [...before.metrics, { metric_name: 'bad_metric', expression: bad.metricExpression }];
      if ('calculated' in bad)
        edited.columns = [...before.columns, { column_name: 'calc', expression: bad.calculated, type: 'VARCHAR' }];
      const res = await t.api({ method: 'POST', url: '/datasource/save/', payload: { data: JSON.stringify(edited) } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const reason = JSON.stringify(body(res));
      expect(reason).toContain(field);
      if ('calculated' in bad) expect(reason).toContain('nowhere');
      const after = body<Payload>(await t.api({ url: `/datasource/get/table/${datasetId}/` }));
      expect(after).toEqual(before);
    },
  );

  it('X4.06 a calculated column may read the dataset columns, whatever their case or quoting', async () => {
    const before = body<Payload>(await t.api({ url: `/datasource/get/table/${datasetId}/` }));
    const edited = {
      ...before,
      columns: [
        ...before.columns,
        { column_name: 'calc_ok', expression: 'UPPER(REGION) || "odd name"', type: 'VARCHAR' },
      ],
    };
    const res = await t.api({ method: 'POST', url: '/datasource/save/', payload: { data: JSON.stringify(edited) } });
    expect(res.statusCode).toBe(200);
    expect(body<Payload>(res).columns.map((c) => c.column_name)).toContain('calc_ok');
  });

  it('X17.11 GET table_extra answers the partition columns; a DuckDB table has none, so the answer is empty', async () => {
    const res = await call(t, 'alpha', { url: `/api/v1/database/${databaseId}/table_extra/orders/main/` });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({});
    expect((await call(t, 'alpha', { url: '/api/v1/database/99999/table_extra/orders/main/' })).statusCode).toBe(404);
    expect(
      (await call(t, 'anonymous', { url: `/api/v1/database/${databaseId}/table_extra/orders/main/` })).statusCode,
    ).toBe(401);
  });

  it.each([
    ['admin', 200],
    ['alpha', 200],
    ['gamma', 403],
    ['sqllab', 403],
    ['anonymous', 401],
  ] as const)('%s reads the datasource with %i', async (actor, status) => {
    expect((await call(t, actor, { url: `/datasource/get/table/${datasetId}/` })).statusCode).toBe(status);
    expect(
      (await call(t, actor, { url: `/api/v1/datasource/table/${datasetId}/column/region/values/` })).statusCode,
    ).toBe(status);
    expect(
      (await call(t, actor, { url: `/superset/fetch_datasource_metadata?datasourceKey=${datasetId}__table` }))
        .statusCode,
    ).toBe(status);
  });
});
