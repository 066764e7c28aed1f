// SQL Lab's execute route on the real DuckDB engine, with SQLite and PostgreSQL metadata: rows and columns, the
// query log, several statements, syntax errors with their line, DML refused unless allowed, the row limit, the
// timeout, and per-user isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../harness';
import { clientId, startSqlLabFixture, type SqlLabFixture } from './fixture';

interface ExecuteBody {
  query_id: number;
  status: string;
  data: Record<string, unknown>[];
  columns: { column_name: string; type: string; is_dttm: boolean }[];
  query: { id: string; state: string; rows: number; executedSql: string; resultsKey: string | null };
}
interface ErrorBody {
  message: string;
  errors: { message: string; error_type: string; extra: { line?: number } }[];
}

describe.each(STORE_KINDS)('SQL Lab execute on %s', (kind) => {
  let f: SqlLabFixture;
  beforeAll(async () => {
    f = await startSqlLabFixture(kind, { TESSERA_SQLLAB_TIMEOUT: '3', TESSERA_SQL_MAX_ROW: '200' });
  });
  afterAll(async () => f.t.close());

  it('runs a SELECT: rows, columns, and a query log row listed by GET /api/v1/query/', async () => {
    const id = clientId();
    const res = await f.execute({
      sql: 'SELECT id, cat, ds FROM sales ORDER BY id LIMIT 3',
      client_id: id,
      tab: 'Tab 1',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ExecuteBody;
    expect(body.status).toBe('success');
    expect(body.data).toEqual([
      { id: 1, cat: 'b', ds: Date.UTC(2024, 0, 2) },
      { id: 2, cat: 'c', ds: Date.UTC(2024, 0, 3) },
      { id: 3, cat: 'a', ds: Date.UTC(2024, 0, 4) },
    ]);
    expect(body.columns.map((c) => [c.column_name, c.type, c.is_dttm])).toEqual([
      ['id', 'BIGINT', false],
      ['cat', 'VARCHAR', false],
      ['ds', 'DATE', true],
    ]);
    expect(body.query).toMatchObject({ id, state: 'success', rows: 3 });
    const log = await f.t.api({ method: 'GET', url: `/api/v1/query/${body.query_id}` });
    expect(log.statusCode).toBe(200);
    const row = (log.json() as { result: Record<string, unknown> }).result;
    expect(row).toMatchObject({ client_id: id, status: 'success', rows: 3, tab_name: 'Tab 1', error_message: null });
    expect(String(row.executed_sql)).toContain('LIMIT 200');
    expect(Number(row.end_time)).toBeGreaterThanOrEqual(Number(row.start_time));
    const list = await f.t.api({ method: 'GET', url: '/api/v1/query/' });
    expect((list.json() as { result: { id: number }[] }).result.map((r) => r.id)).toContain(body.query_id);
  });

  it('runs several statements in order and answers the last SELECT', async () => {
    const res = await f.execute({ sql: "SELECT 1 AS a;\n-- a note; with a semicolon\nSELECT 'x;y' AS b, 2 AS c;" });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ExecuteBody).data).toEqual([{ b: 'x;y', c: 2 }]);
  });

  it("answers a syntax error with the engine's message and its line in the text", async () => {
    const res = await f.execute({ sql: 'SELECT 1;\n\nSELECT *\nFROM sales WHERE' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as ErrorBody;
    expect(body.errors[0]?.message).toMatch(/syntax error/i);
    expect(body.errors[0]?.extra.line).toBe(4);
  });

  it('refuses DELETE on a database without allow_dml, and deletes nothing', async () => {
    await f.allowDml(false);
    const res = await f.execute({ sql: 'SELECT 1; DELETE FROM sales WHERE id > 0' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as ErrorBody;
    expect(body.message).toBe('Only SELECT statements are allowed against this database.');
    expect(body.errors[0]?.error_type).toBe('DML_NOT_ALLOWED_ERROR');
    for (const sql of [
      'WITH d AS (DELETE FROM sales RETURNING *) SELECT * FROM d',
      'CREATE TABLE copy_of_sales AS SELECT * FROM sales',
      'PRAGMA version',
      "COPY sales TO '/tmp/sales.csv'",
    ]) {
      const refused = await f.execute({ sql });
      expect(refused.statusCode, sql).toBe(400);
    }
    const count = await f.execute({ sql: 'SELECT count(*) AS n FROM sales' });
    expect((count.json() as ExecuteBody).data).toEqual([{ n: 300 }]);
  });

  it('runs DML on a database with allow_dml', async () => {
    await f.allowDml(true);
    try {
      const res = await f.execute({
        sql: 'CREATE TABLE scratch AS SELECT * FROM sales WHERE id <= 10; DELETE FROM scratch WHERE id > 4; SELECT count(*) AS n FROM scratch',
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as ExecuteBody).data).toEqual([{ n: 4 }]);
    } finally {
      await f.allowDml(false);
    }
  });

  it('applies the row limit: queryLimit, capped by SQL_MAX_ROW', async () => {
    const five = await f.execute({ sql: 'SELECT * FROM sales', queryLimit: 5 });
    expect((five.json() as ExecuteBody).data).toHaveLength(5);
    const capped = await f.execute({ sql: 'SELECT * FROM sales', queryLimit: 100000 });
    expect((capped.json() as ExecuteBody).data).toHaveLength(200);
  });

  it('stops a query past TESSERA_SQLLAB_TIMEOUT on the engine and logs it timed out', async () => {
    const id = clientId();
    const started = Date.now();
    const res = await f.execute({ sql: 'SELECT sum(hash(i)) AS h FROM range(100000000000) t(i)', client_id: id });
    expect(res.statusCode).toBe(408);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((res.json() as ErrorBody).errors[0]?.error_type).toBe('SQLLAB_TIMEOUT_ERROR');
    const log = await f.t.api({
      method: 'GET',
      url: `/api/v1/query/?q=(filters:!((col:client_id,opr:eq,value:'${id}')))`,
    });
    expect((log.json() as { result: { status: string }[] }).result[0]?.status).toBe('timed_out');
    const after = await f.execute({ sql: 'SELECT 1 AS ok' });
    expect(after.statusCode).toBe(200);
  });

  it('stops a running query through POST /api/v1/query/stop: the engine query ends and the log says stopped', async () => {
    const id = clientId();
    const running = f.execute({ sql: 'SELECT sum(hash(i)) AS h FROM range(100000000000) t(i)', client_id: id }, 'lab');
    let status = '';
    for (let i = 0; i < 100 && status !== 'running'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      const row = await f.t.store.db
        .selectFrom('query')
        .select('status')
        .where('client_id', '=', id)
        .executeTakeFirst();
      status = String(row?.status ?? '');
    }
    expect(status).toBe('running');
    const stop = await f.t.as('lab', { method: 'POST', url: '/api/v1/query/stop', payload: { client_id: id } });
    expect(stop.statusCode).toBe(200);
    const res = await running;
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorBody).message).toBe('The query was stopped.');
    const row = await f.t.store.db.selectFrom('query').select('status').where('client_id', '=', id).executeTakeFirst();
    expect(row?.status).toBe('stopped');
  });

  it("keeps a user's query and results from other users", async () => {
    const res = await f.execute({ sql: 'SELECT 42 AS answer', runAsync: true }, 'lab');
    expect(res.statusCode).toBe(202);
    const pending = (res.json() as { query: { id: string; state: string } }).query;
    // The answer is the query as it stands: the in-process job queue may already have begun it, or (a query this
    // small, on a quick machine) ended it; the page polls for the end whatever the state here.
    expect(['pending', 'running', 'success']).toContain(pending.state);
    let key: string | null = null;
    for (let i = 0; i < 100 && !key; i++) {
      const since = await f.t.as('lab', { method: 'GET', url: '/api/v1/query/updated_since?q=(last_updated_ms:0)' });
      const mine = (since.json() as { result: { id: string; state: string; resultsKey: string | null }[] }).result;
      key = mine.find((q) => q.id === pending.id && q.state === 'success')?.resultsKey ?? null;
      if (!key) await new Promise((r) => setTimeout(r, 50));
    }
    expect(key).not.toBeNull();
    const url = `/api/v1/sqllab/results/?q=(key:'${key}')`;
    const own = await f.t.as('lab', { method: 'GET', url });
    expect(own.statusCode).toBe(200);
    expect((own.json() as ExecuteBody).data).toEqual([{ answer: 42 }]);
    expect((await f.t.as('lab2', { method: 'GET', url })).statusCode).toBe(404);
    expect((await f.t.api({ method: 'GET', url })).statusCode).toBe(200);
    const stop = await f.t.as('lab2', {
      method: 'POST',
      url: '/api/v1/query/stop',
      payload: { client_id: pending.id },
    });
    expect(stop.statusCode).toBe(404);
  });

  it('runs a 10,000-line SELECT', async () => {
    const sql = `SELECT\n${Array.from({ length: 10_000 }, (_, i) => `  ${i} AS c${i}`).join(',\n')}`;
    const res = await f.execute({ sql });
    expect(res.statusCode).toBe(200);
    const row = (res.json() as ExecuteBody).data[0] ?? {};
    expect(Object.keys(row)).toHaveLength(10_000);
    expect(row.c9999).toBe(9999);
  });

  it('refuses SQL Lab to a Gamma user with 403 and a message', async () => {
    const res = await f.execute({ sql: 'SELECT 1' }, 'gamma');
    expect(res.statusCode).toBe(403);
    expect((res.json() as { message: string }).message).toMatch(/SQL Lab/);
  });

  it('validates the request: 400 for a long client_id or a missing database', async () => {
    expect((await f.execute({ sql: 'SELECT 1', client_id: 'x'.repeat(12) })).statusCode).toBe(400);
    expect((await f.execute({ sql: 'SELECT 1', database_id: 999999 })).statusCode).toBe(404);
    expect((await f.execute({ sql: '-- nothing' })).statusCode).toBe(400);
  });
});
