// SQL Lab's page actions (src/state/sqllab) against the real server: the shapes the page reads and the forms it posts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../src/state/app';
import { sessionStore, setApiClient } from '../../../src/state/app';
import {
  closeTab,
  loadTableMetadata,
  loadTables,
  openSqlLab,
  openTab,
  renameTab,
  reorderTab,
  runQuery,
  setSqlLabTimers,
  setSqlLabWorker,
  sqlLabState,
} from '../../../src/state/sqllab';
import { tableFromIPC } from 'apache-arrow';
import { loadDuckDBForNode } from '../../../wasm/node';
import { createDataPlane, memoryStorage } from '../../../workers/dataplane';
import { STORE_KINDS } from '../harness';
import { startSqlLabFixture, type SqlLabFixture } from './fixture';

/** The app's API client over the test server, as the user `username`. */
function injectClient(f: SqlLabFixture, username: string): ApiClient {
  return {
    async request(req: ApiRequest) {
      const res = await f.t.as(username, {
        method: req.method,
        url: req.path,
        ...(req.json !== undefined ? { payload: req.json as Record<string, unknown> } : {}),
        ...(req.fields
          ? {
              payload: new URLSearchParams(req.fields).toString(),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            }
          : {}),
      });
      let body: unknown = res.body;
      try {
        body = JSON.parse(res.body);
      } catch {
        // Not JSON: the text.
      }
      return { status: res.statusCode, ok: res.statusCode < 300, statusText: '', body };
    },
    resetCsrf: () => undefined,
  };
}

describe.each(STORE_KINDS)("SQL Lab's page on the server (%s)", (kind) => {
  let f: SqlLabFixture;
  beforeAll(async () => {
    f = await startSqlLabFixture(kind);
    setApiClient(injectClient(f, 'lab'));
    sessionStore.user = { id: 2, username: 'lab', first_name: 'L', last_name: 'B' };
    sessionStore.roles = { sql_lab: [] };
    setSqlLabTimers({ setTimeout: () => 0, clearTimeout: () => undefined });
    setSqlLabWorker(async () => {
      throw new Error('no worker in Node');
    });
  }, 60_000);
  afterAll(async () => f.t.close());

  it('D1.18 opens a first tab, browses the table, runs a query, and keeps the tabs across a reopening', async () => {
    await openSqlLab({ savedQueryId: null, opening: null });
    expect(sqlLabState.status).toBe('ready');
    const first = sqlLabState.activeTabId ?? 0;
    expect(sqlLabState.tabs.find((t) => t.id === first)?.dbId).toBe(f.ds.databaseId);
    expect((await loadTables(f.ds.databaseId, 'main')).map((t) => t.name)).toContain('sales');
    const meta = await loadTableMetadata(f.ds.databaseId, 'main', 'sales');
    expect(meta?.columns?.map((c) => c.name)).toEqual(['id', 'ds', 'cat', 'amount']);
    await renameTab(first, 'Sales');
    const second = await openTab({
      sql: 'SELECT cat, COUNT(*) AS n FROM sales GROUP BY cat ORDER BY cat',
      schema: 'main',
    });
    await runQuery(second);
    expect(sqlLabState.results[String(second)]).toMatchObject({ status: 'success', rowCount: 3 });
    expect(sqlLabState.results[String(second)]?.rows).toEqual([
      { cat: 'a', n: 100 },
      { cat: 'b', n: 100 },
      { cat: 'c', n: 100 },
    ]);
    await reorderTab(second, 0);
    await openSqlLab({ savedQueryId: null, opening: null });
    expect(sqlLabState.tabs.map((t) => t.label)).toEqual(['Untitled Query 1', 'Sales']);
    expect(sqlLabState.activeTabId).toBe(second);
    expect(sqlLabState.tabs[0]?.latestQueryId).not.toBeNull();
    await closeTab(second);
    await openSqlLab({ savedQueryId: null, opening: null });
    expect(sqlLabState.tabs.map((t) => t.id)).toEqual([first]);
  });

  it("a DELETE on a database without allow_dml is refused in the server's words", async () => {
    await openSqlLab({ savedQueryId: null, opening: null });
    const tab = sqlLabState.activeTabId ?? 0;
    await runQuery(tab, 'DELETE FROM sales');
    expect(sqlLabState.results[String(tab)]).toMatchObject({
      status: 'failed',
      error: 'Only SELECT statements are allowed against this database.',
    });
    await runQuery(tab, 'SELECT COUNT(*) AS n FROM sales');
    expect(sqlLabState.results[String(tab)]?.rows).toEqual([{ n: 300 }]);
  });

  it("D1.18 the whole result lands in the worker from the server's Arrow route, and sorts there", async () => {
    const db = await loadDuckDBForNode();
    const plane = createDataPlane({
      fetch: async (url) => {
        const res = await f.t.as('lab', { method: 'GET', url });
        return new Response(new Uint8Array(res.rawPayload), {
          status: res.statusCode,
          headers: { 'content-type': String(res.headers['content-type'] ?? '') },
        });
      },
      timers: { setTimeout: (fn, t) => setTimeout(fn, t), clearTimeout: () => undefined, now: () => Date.now() },
      storage: memoryStorage(),
      logger: { warn: () => undefined, info: () => undefined },
      duckdb: async () => db,
    });
    setSqlLabWorker(async () => plane);
    await openSqlLab({ savedQueryId: null, opening: null });
    const tab = sqlLabState.activeTabId ?? 0;
    await runQuery(tab, 'SELECT id, cat FROM sales WHERE id <= 250');
    const table = sqlLabState.results[String(tab)]?.table;
    expect(table?.numRows).toBe(250);
    const sorted = await plane.queryLocal({
      table: table?.name ?? '',
      orderBy: [{ column: 'id', ascending: false }],
      limit: 2,
    });
    expect(Array.from(tableFromIPC(sorted.ipc).getChild('id')?.toArray() ?? [], Number)).toEqual([250, 249]);
  }, 60_000);

  it('D1.18 a Gamma user gets no page', async () => {
    sessionStore.roles = { Gamma: [] };
    await openSqlLab({ savedQueryId: null, opening: null });
    expect(sqlLabState.status).toBe('denied');
    sessionStore.roles = { sql_lab: [] };
  });
});
