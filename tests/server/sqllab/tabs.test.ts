// SQL Lab's query tabs kept per user (Superset's tab state form posts), and the bootstrap that reopens them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../harness';
import { clientId, startSqlLabFixture, type SqlLabFixture } from './fixture';

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

interface Tab {
  id: number;
  label: string;
  active: boolean;
  database_id: number | null;
  schema: string | null;
  sql: string;
  query_limit: number | null;
  latest_query: { id: string; state: string } | null;
  template_params: string | null;
  table_schemas: { id: number; table: string; expanded: boolean }[];
  position: number;
}
interface Bootstrap {
  result: {
    active_tab: Tab | null;
    tab_state_ids: [number, string][];
    databases: Record<string, { database_name: string; backend: string }>;
    queries: Record<string, { id: string }>;
  };
}

describe.each(STORE_KINDS)('SQL Lab tabs on %s', (kind) => {
  let f: SqlLabFixture;
  beforeAll(async () => {
    f = await startSqlLabFixture(kind);
  });
  afterAll(async () => f.t.close());

  const newTab = async (user: string, title: string): Promise<number> => {
    const res = await f.t.as(user, {
      method: 'POST',
      url: '/tabstateview/',
      ...form({
        queryEditor: JSON.stringify({ title, dbId: f.ds.databaseId, schema: 'main', sql: 'SELECT 1', queryLimit: 100 }),
      }),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number }).id;
  };

  it('keeps a tab round trip: create, change, read back, with its latest query and tables', async () => {
    const id = await newTab('lab', 'First');
    const run = clientId();
    expect(
      (await f.execute({ sql: 'SELECT 7 AS n', client_id: run, sql_editor_id: String(id) }, 'lab')).statusCode,
    ).toBe(200);
    const put = await f.t.as('lab', {
      method: 'PUT',
      url: `/tabstateview/${id}`,
      ...form({
        sql: JSON.stringify('SELECT id FROM sales'),
        label: JSON.stringify('Renamed'),
        query_limit: JSON.stringify(500),
        template_params: JSON.stringify('{"x": 1}'),
        latest_query_id: JSON.stringify(run),
      }),
    });
    expect(put.statusCode).toBe(200);
    const table = await f.t.as('lab', {
      method: 'POST',
      url: '/tableschemaview/',
      ...form({
        table: JSON.stringify({
          dbId: f.ds.databaseId,
          queryEditorId: id,
          schema: 'main',
          name: 'sales',
          expanded: true,
        }),
      }),
    });
    expect(table.statusCode).toBe(200);
    const tab = (await f.t.as('lab', { method: 'GET', url: `/tabstateview/${id}` })).json() as Tab;
    expect(tab).toMatchObject({
      id,
      label: 'Renamed',
      active: true,
      database_id: f.ds.databaseId,
      schema: 'main',
      sql: 'SELECT id FROM sales',
      query_limit: 500,
      template_params: '{"x": 1}',
      latest_query: { id: run, state: 'success' },
    });
    expect(tab.table_schemas.map((t) => [t.table, t.expanded])).toEqual([['sales', true]]);
    const boot = (await f.t.as('lab', { method: 'GET', url: '/api/v1/sqllab/' })).json() as Bootstrap;
    expect(boot.result.active_tab?.id).toBe(id);
    expect(boot.result.tab_state_ids).toContainEqual([id, 'Renamed']);
    expect(boot.result.databases[String(f.ds.databaseId)]).toMatchObject({ backend: 'duckdb' });
    expect(Object.keys(boot.result.queries)).toContain(run);
  });

  it('reorders by position, activates, and closes tabs', async () => {
    const a = await newTab('lab2', 'A');
    const b = await newTab('lab2', 'B');
    const order = async (): Promise<number[]> =>
      ((await f.t.as('lab2', { method: 'GET', url: '/api/v1/sqllab/' })).json() as Bootstrap).result.tab_state_ids.map(
        ([id]) => id,
      );
    expect(await order()).toEqual([a, b]);
    await f.t.as('lab2', { method: 'PUT', url: `/tabstateview/${a}`, ...form({ position: '5' }) });
    expect(await order()).toEqual([b, a]);
    expect((await f.t.as('lab2', { method: 'POST', url: `/tabstateview/${a}/activate` })).statusCode).toBe(200);
    const boot = (await f.t.as('lab2', { method: 'GET', url: '/api/v1/sqllab/' })).json() as Bootstrap;
    expect(boot.result.active_tab?.id).toBe(a);
    expect((await f.t.as('lab2', { method: 'DELETE', url: `/tabstateview/${a}` })).statusCode).toBe(200);
    const after = (await f.t.as('lab2', { method: 'GET', url: '/api/v1/sqllab/' })).json() as Bootstrap;
    expect(after.result.tab_state_ids.map(([id]) => id)).toEqual([b]);
    expect(after.result.active_tab?.id).toBe(b);
  });

  it("answers 404 for another user's tab, and changes nothing", async () => {
    const mine = await newTab('lab', 'Mine');
    for (const req of [
      { method: 'GET' as const, url: `/tabstateview/${mine}` },
      { method: 'PUT' as const, url: `/tabstateview/${mine}`, ...form({ sql: JSON.stringify('SELECT 2') }) },
      { method: 'DELETE' as const, url: `/tabstateview/${mine}` },
      { method: 'POST' as const, url: `/tabstateview/${mine}/activate` },
    ])
      expect((await f.t.as('lab2', req)).statusCode, req.method).toBe(404);
    const tab = (await f.t.as('lab', { method: 'GET', url: `/tabstateview/${mine}` })).json() as Tab;
    expect(tab.sql).toBe('SELECT 1');
  });

  it('validates fields: 400 for bad JSON or an unknown field, 403 without SQL Lab', async () => {
    const id = await newTab('lab', 'Checked');
    expect(
      (await f.t.as('lab', { method: 'PUT', url: `/tabstateview/${id}`, ...form({ sql: '{not json' }) })).statusCode,
    ).toBe(400);
    expect(
      (await f.t.as('lab', { method: 'PUT', url: `/tabstateview/${id}`, ...form({ owner: '1' }) })).statusCode,
    ).toBe(400);
    expect((await f.t.as('gamma', { method: 'GET', url: '/api/v1/sqllab/' })).statusCode).toBe(403);
  });
});
