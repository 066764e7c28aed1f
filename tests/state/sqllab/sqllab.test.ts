import { tableFromArrays, tableToIPC } from 'apache-arrow';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../src/state/app';
import { sessionStore, setApiClient } from '../../../src/state/app';
import type { DataPlane } from '../../../src/core/dataplane';
import {
  SQL_SAVE_DEBOUNCE_MS,
  closeTab,
  editSql,
  openSqlLab,
  renameTab,
  reorderTab,
  restoreResults,
  runQuery,
  saveQuery,
  saveVirtualDataset,
  setSqlLabTimers,
  setSqlLabWorker,
  sqlLabState,
  stopQuery,
  GRID_PAGE_ROWS,
  memoryRows,
  workerRows,
} from '../../../src/state/sqllab';
import { fakeClient, type Script } from '../app/fakeClient';

const ipcOf = (from: number, count: number) =>
  tableToIPC(tableFromArrays({ id: Int32Array.from({ length: count }, (_, i) => from + i) }), 'stream');

/** A worker whose pages hold the row numbers asked for; `matched` is what a count answers. */
function pagedPlane(matched?: number): { plane: DataPlane; asked: unknown[] } {
  const asked: unknown[] = [];
  const plane = {
    queryLocal: async (q: { offset?: number; limit?: number; count?: boolean }) => {
      asked.push(q);
      const page = { name: 't', ipc: ipcOf(q.offset ?? 0, q.limit ?? 0), numRows: q.limit ?? 0 };
      return q.count ? { ...page, matched } : page;
    },
  } as unknown as DataPlane;
  return { plane, asked };
}

const tab = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  label: `Tab ${id}`,
  database_id: 1,
  schema: 'main',
  sql: `SELECT ${id}`,
  query_limit: 1000,
  latest_query: null,
  ...extra,
});

const boot = (ids: number[], active: number | null): Script => ({
  'GET /api/v1/sqllab/': {
    status: 200,
    body: {
      result: { active_tab: active === null ? null : tab(active), tab_state_ids: ids.map((i) => [i, `Tab ${i}`]) },
    },
  },
  'GET /api/v1/database/': {
    status: 200,
    body: { result: [{ id: 1, database_name: 'examples', backend: 'duckdb', allow_dml: false }] },
  },
  'GET /tabstateview/': (req) => ({ status: 200, body: tab(Number(/\/(\d+)$/.exec(req.path)?.[1])) }),
  'POST /tabstateview/': { status: 200, body: { id: 9 } },
  'PUT /tabstateview/': { status: 200, body: {} },
  'DELETE /tabstateview/': { status: 200, body: {} },
});

const formOf = (req: ApiRequest | undefined) => req?.fields ?? {};
const sent = (client: { requests: ApiRequest[] }, line: string) =>
  client.requests.filter((r) => `${r.method} ${r.path}`.startsWith(line));

let timers: { fn: () => void; ms: number }[] = [];
beforeEach(() => {
  sessionStore.user = { id: 5, username: 'ann', first_name: 'Ann', last_name: 'A' };
  sessionStore.roles = { sql_lab: [['can_sqllab', 'Superset']] };
  timers = [];
  setSqlLabTimers({
    setTimeout: (fn, ms) => timers.push({ fn, ms }) - 1,
    clearTimeout: (id) => void (timers[id as number] = { fn: () => {}, ms: 0 }),
  });
  setSqlLabWorker(async () => {
    throw new Error('no worker');
  });
});
afterEach(() => vi.restoreAllMocks());

describe('opening SQL Lab (D1.18)', () => {
  it('D1.18 a user without SQL Lab access gets no page and no request', async () => {
    sessionStore.roles = { Gamma: [['can_read', 'Chart']] };
    const client = fakeClient(boot([], null));
    setApiClient(client);
    await openSqlLab({ savedQueryId: null, opening: null });
    expect(sqlLabState.status).toBe('denied');
    expect(client.requests).toEqual([]);
  });

  it('D1.18 reads the tabs kept on the server, in order, with the active one', async () => {
    setApiClient(fakeClient(boot([3, 4], 4)));
    await openSqlLab({ savedQueryId: null, opening: null });
    expect(sqlLabState.status).toBe('ready');
    expect(sqlLabState.tabs.map((t) => [t.id, t.sql])).toEqual([
      [3, 'SELECT 3'],
      [4, 'SELECT 4'],
    ]);
    expect(sqlLabState.activeTabId).toBe(4);
  });

  it('opens a first tab when the user has none', async () => {
    const client = fakeClient(boot([], null));
    setApiClient(client);
    await openSqlLab({ savedQueryId: null, opening: null });
    const editor = JSON.parse(String(formOf(sent(client, 'POST /tabstateview/')[0]).queryEditor)) as Record<
      string,
      unknown
    >;
    expect(editor).toMatchObject({ title: 'Untitled Query 1', dbId: 1 });
    expect(sqlLabState.activeTabId).toBe(9);
  });

  it("D1.19 a form post's dataset opens a new tab on its database with the SQL handed", async () => {
    const client = fakeClient({
      ...boot([3], 3),
      'GET /api/v1/dataset/7': {
        status: 200,
        body: { result: { database: { id: 1 }, schema: 'main', table_name: 'cars' } },
      },
    });
    setApiClient(client);
    await openSqlLab({ savedQueryId: null, opening: { datasource: { id: 7, type: 'table' }, sql: 'SELECT 42' } });
    const editor = JSON.parse(String(formOf(sent(client, 'POST /tabstateview/')[0]).queryEditor)) as Record<
      string,
      unknown
    >;
    expect(editor).toMatchObject({ title: 'cars', dbId: 1, schema: 'main', sql: 'SELECT 42' });
    expect(sqlLabState.activeTabId).toBe(9);
    expect(sqlLabState.error).toBeNull();
  });

  it("D3.19 says 'An error occurred while loading the SQL' when the dataset cannot be read", async () => {
    setApiClient(
      fakeClient({ ...boot([3], 3), 'GET /api/v1/dataset/7': { status: 404, body: { message: 'Not found' } } }),
    );
    await openSqlLab({ savedQueryId: null, opening: { datasource: { id: 7, type: 'table' }, sql: null } });
    expect(sqlLabState.error).toBe('An error occurred while loading the SQL');
    expect(sqlLabState.tabs.map((t) => t.id)).toEqual([3]);
  });

  it('opens a saved query (?savedQueryId=N) in a new tab', async () => {
    const client = fakeClient({
      ...boot([3], 3),
      'GET /api/v1/saved_query/12': {
        status: 200,
        body: { result: { label: 'Top', database: { id: 1 }, sql: 'SELECT 7', schema: null } },
      },
    });
    setApiClient(client);
    await openSqlLab({ savedQueryId: 12, opening: null });
    const editor = JSON.parse(String(formOf(sent(client, 'POST /tabstateview/')[0]).queryEditor)) as Record<
      string,
      unknown
    >;
    expect(editor).toMatchObject({ title: 'Top', sql: 'SELECT 7' });
  });
});

describe('query tabs on the server', () => {
  it('renames, reorders and closes tabs with the tab state routes', async () => {
    const client = fakeClient(boot([3, 4, 5], 5));
    setApiClient(client);
    await openSqlLab({ savedQueryId: null, opening: null });
    await renameTab(3, 'Revenue');
    expect(formOf(sent(client, 'PUT /tabstateview/3')[0])).toEqual({ label: '"Revenue"' });
    await reorderTab(5, 0);
    expect(sqlLabState.tabs.map((t) => [t.id, t.position])).toEqual([
      [3, 1],
      [4, 2],
      [5, 0],
    ]);
    expect(sent(client, 'PUT /tabstateview/').length).toBe(4);
    await closeTab(5);
    expect(sent(client, 'DELETE /tabstateview/5')).toHaveLength(1);
    expect(sqlLabState.tabs.map((t) => t.id)).toEqual([3, 4]);
    expect(sqlLabState.activeTabId).toBe(4);
  });

  it("saves the editor's text once typing pauses, not per keystroke", async () => {
    const client = fakeClient(boot([3], 3));
    setApiClient(client);
    await openSqlLab({ savedQueryId: null, opening: null });
    for (const text of ['S', 'SE', 'SEL']) editSql(3, text);
    expect(sent(client, 'PUT /tabstateview/3')).toHaveLength(0);
    const live = timers.filter((t) => t.ms === SQL_SAVE_DEBOUNCE_MS).pop();
    live?.fn();
    await Promise.resolve();
    expect(sent(client, 'PUT /tabstateview/3').map(formOf)).toEqual([{ sql: '"SEL"' }]);
    expect(sqlLabState.tabs[0]?.sql).toBe('SEL');
  });
});

describe('running a query', () => {
  const execute = (status: number, body: unknown): Script => ({
    ...boot([3], 3),
    'POST /api/v1/sqllab/execute/': { status, body },
  });

  it('D1.18 runs the statement sent, shows the first rows, then reads the whole result into the worker', async () => {
    const client = fakeClient(
      execute(200, {
        query_id: 1,
        status: 'success',
        data: [{ n: 1 }],
        columns: [{ column_name: 'n', name: 'n', type: 'BIGINT', is_dttm: false }],
        query: { rows: 1, executedSql: 'SELECT 1 AS n' },
      }),
    );
    setApiClient(client);
    const loads: string[] = [];
    setSqlLabWorker(
      async () =>
        ({
          loadSqlLabResult: async (id: string) => (loads.push(id), { name: 't', ipc: new Uint8Array(), numRows: 1 }),
          releaseResult: async () => {},
        }) as unknown as DataPlane,
    );
    await openSqlLab({ savedQueryId: null, opening: null });
    await runQuery(3, 'SELECT 1 AS n');
    const body = sent(client, 'POST /api/v1/sqllab/execute/')[0]?.json as Record<string, unknown>;
    expect(body).toMatchObject({ database_id: 1, sql: 'SELECT 1 AS n', schema: 'main', queryLimit: 1000 });
    expect(String(body.client_id).length).toBeLessThanOrEqual(11);
    const results = sqlLabState.results['3'];
    expect(results).toMatchObject({ status: 'success', rowCount: 1, columns: [{ name: 'n', type: 'BIGINT' }] });
    expect(results?.rows).toEqual([{ n: 1 }]);
    expect(loads).toEqual([body.client_id]);
    expect(results?.table?.name).toBe('t');
  });

  it('D1.18 last results read after a reload never replace a query the user ran meanwhile', async () => {
    // Found by the browser flow: a query run while the worker was still loading the old result was overwritten by it.
    const pending: { arrive: (() => void) | null } = { arrive: null };
    const released: string[] = [];
    const ipc = tableToIPC(tableFromArrays({ old_column: Int32Array.from([1]) }));
    setSqlLabWorker(
      async () =>
        ({
          loadSqlLabResult: (id: string) =>
            new Promise((resolve) => (pending.arrive = () => resolve({ name: `t_${id}`, ipc, numRows: 1 }))),
          releaseResult: async (name: string) => void released.push(name),
        }) as unknown as DataPlane,
    );
    const restoring = restoreResults(3, 'old');
    await vi.waitFor(() => expect(pending.arrive).not.toBeNull());
    sqlLabState.results['3'] = { status: 'running', clientId: 'new', sql: 'SELECT 2', error: null } as never;
    pending.arrive?.();
    await restoring;
    expect(sqlLabState.results['3']).toMatchObject({ status: 'running', clientId: 'new' });
    expect(released).toEqual(['t_old']);
  });

  it("shows the engine's error with its line, and keeps the tab's SQL", async () => {
    setApiClient(
      fakeClient(
        execute(400, {
          errors: [
            {
              message: 'Parser Error: syntax error at or near "FORM"',
              error_type: 'GENERIC_DB_ENGINE_ERROR',
              level: 'error',
              extra: { line: 2 },
            },
          ],
        }),
      ),
    );
    await openSqlLab({ savedQueryId: null, opening: null });
    await runQuery(3, 'SELECT 1\nFORM t');
    expect(sqlLabState.results['3']).toMatchObject({
      status: 'failed',
      error: 'Parser Error: syntax error at or near "FORM"',
      errorLine: 2,
    });
    expect(sqlLabState.tabs[0]?.sql).toBe('SELECT 3');
  });

  it('a dropped connection says so clearly, and the tab keeps its SQL', async () => {
    const client = fakeClient(boot([3], 3));
    const request = client.request.bind(client);
    client.request = (req) =>
      req.path.startsWith('/api/v1/sqllab/execute/') ? Promise.reject(new TypeError('Failed to fetch')) : request(req);
    setApiClient(client);
    await openSqlLab({ savedQueryId: null, opening: null });
    await runQuery(3, 'SELECT 1');
    expect(sqlLabState.results['3']?.error).toBe('The server could not be reached: the query did not run');
    expect(sqlLabState.results['3']?.status).toBe('failed');
    expect(sqlLabState.tabs[0]?.sql).toBe('SELECT 3');
  });

  it("Stop posts the query's client id to /api/v1/query/stop", async () => {
    const client = fakeClient({
      ...boot([3], 3),
      'POST /api/v1/sqllab/execute/': () => ({ status: 202, body: { query: { state: 'pending' } } }),
      'POST /api/v1/query/stop': { status: 200, body: {} },
    });
    setApiClient(client);
    await openSqlLab({ savedQueryId: null, opening: null });
    await runQuery(3, 'SELECT 1');
    expect(sqlLabState.results['3']?.status).toBe('pending');
    await stopQuery(3);
    expect(sent(client, 'POST /api/v1/query/stop')[0]?.json).toEqual({ client_id: sqlLabState.results['3']?.clientId });
    expect(sqlLabState.results['3']?.status).toBe('stopped');
  });
});

describe('saving', () => {
  it('saves the query with its name and description', async () => {
    const client = fakeClient({ ...boot([3], 3), 'POST /api/v1/saved_query/': { status: 201, body: { id: 44 } } });
    setApiClient(client);
    await openSqlLab({ savedQueryId: null, opening: null });
    expect(await saveQuery(3, { label: 'Best', description: 'why' })).toBe(44);
    expect(sent(client, 'POST /api/v1/saved_query/')[0]?.json).toEqual({
      db_id: 1,
      schema: 'main',
      sql: 'SELECT 3',
      label: 'Best',
      description: 'why',
    });
  });

  it('X2.08 X19.09 saves a query as a new virtual dataset, or overwrites a chosen one', async () => {
    const client = fakeClient({
      'POST /api/v1/dataset/': { status: 201, body: { id: 31 } },
      'PUT /api/v1/dataset/8': { status: 200, body: {} },
    });
    setApiClient(client);
    const source = { sql: 'SELECT 1', dbId: 1, schema: 'main' };
    expect(await saveVirtualDataset(source, { kind: 'new', name: 'ones' })).toBe(31);
    expect(sent(client, 'POST /api/v1/dataset/')[0]?.json).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'ones',
      sql: 'SELECT 1',
    });
    expect(await saveVirtualDataset(source, { kind: 'overwrite', id: 8 })).toBe(8);
    await expect(saveVirtualDataset(source, { kind: 'new', name: ' ' })).rejects.toThrow('A dataset name is required');
    expect(client.requests).toHaveLength(2);
  });
});

describe("the results grid's rows", () => {
  it("sorts and searches the execute answer's rows in memory when the worker does not hold them", () => {
    const rows = [
      { n: 2, s: 'b' },
      { n: null, s: 'a' },
      { n: 10, s: 'ab' },
    ];
    const sorted = memoryRows(rows, { sort: { column: 'n', ascending: true }, search: '' });
    expect([0, 1, 2].map((r) => sorted.cell(r, 'n'))).toEqual([2, 10, null]);
    const found = memoryRows(rows, { sort: { column: 's', ascending: false }, search: 'A' });
    expect([found.rowCount, found.cell(0, 's'), found.cell(1, 's')]).toEqual([2, 'ab', 'a']);
  });

  it("reads the worker's table a page at a time, in the view's order", async () => {
    const { plane, asked } = pagedPlane();
    const rows = await workerRows(
      plane,
      { name: 't', ipc: ipcOf(0, GRID_PAGE_ROWS), numRows: 1_000_000 },
      { sort: null, search: '' },
    );
    expect(rows.rowCount).toBe(1_000_000);
    expect(rows.cell(5, 'id')).toBe(5);
    expect(rows.cell(999_999, 'id')).toBeUndefined();
    expect(asked).toEqual([]);
    await rows.ensure(999_990, 999_999);
    expect(asked).toEqual([{ table: 't', orderBy: [], offset: 999_800, limit: GRID_PAGE_ROWS }]);
    expect(rows.cell(999_999, 'id')).toBe(999_999);
  });

  it("reads a search of the worker's table a page at a time too, counting its matches once", async () => {
    const { plane, asked } = pagedPlane(250_000);
    const sort = { column: 'id', ascending: false };
    const rows = await workerRows(
      plane,
      { name: 't', ipc: ipcOf(0, GRID_PAGE_ROWS), numRows: 1_000_000 },
      { sort, search: ' 7 ' },
    );
    expect(rows.rowCount).toBe(250_000);
    expect(asked).toEqual([
      { table: 't', search: { text: '7' }, orderBy: [sort], offset: 0, limit: GRID_PAGE_ROWS, count: true },
    ]);
    expect(rows.cell(3, 'id')).toBe(3);
    await rows.ensure(249_990, 249_999);
    expect(asked[1]).toEqual({
      table: 't',
      search: { text: '7' },
      orderBy: [sort],
      offset: 249_800,
      limit: GRID_PAGE_ROWS,
    });
    expect(rows.cell(249_999, 'id')).toBe(249_999);
  });
});
