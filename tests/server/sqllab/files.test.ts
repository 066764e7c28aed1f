// A finished query's whole result as CSV (streamed download) and Arrow (decoded with apache-arrow), format_sql,
// the table browser's metadata and SELECT *, the form post that opens SQL Lab from a chart (D1.19, X17.04), and a
// result saved as a virtual dataset (X19.09).
import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, STORE_KINDS } from '../harness';
import { clientId, startSqlLabFixture, type SqlLabFixture } from './fixture';

describe.each(STORE_KINDS)('SQL Lab files and helpers on %s', (kind) => {
  let f: SqlLabFixture;
  let big = '';
  beforeAll(async () => {
    f = await startSqlLabFixture(kind);
    big = clientId();
    const res = await f.execute(
      {
        sql: "SELECT i AS n, 'row ' || i AS label, i % 2 = 0 AS even FROM range(12000) t(i) ORDER BY i",
        client_id: big,
      },
      'lab',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: unknown[] }).data).toHaveLength(10_000);
  });
  afterAll(async () => f.t.close());

  it('exports the whole result as a CSV attachment', async () => {
    const res = await f.t.as('lab', { method: 'GET', url: `/api/v1/sqllab/export/${big}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"$/);
    const lines = res.body.trimEnd().split('\n');
    expect(lines).toHaveLength(12_001);
    expect(lines.slice(0, 3)).toEqual(['n,label,even', '0,row 0,true', '1,row 1,false']);
    expect(lines[12_000]).toBe('11999,row 11999,false');
  });

  it('answers the whole result as an Arrow stream that apache-arrow decodes', async () => {
    const res = await f.t.as('lab', { method: 'GET', url: `/api/v1/sqllab/results/${big}/arrow` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apache.arrow.stream');
    const table = tableFromIPC(res.rawPayload);
    expect(table.numRows).toBe(12_000);
    expect(table.schema.fields.map((x) => x.name)).toEqual(['n', 'label', 'even']);
    expect(table.get(11_999)?.toJSON()).toMatchObject({ label: 'row 11999', even: false });
  });

  it("answers 404 for another user's result and 410 for a result no longer kept", async () => {
    expect((await f.t.as('lab2', { method: 'GET', url: `/api/v1/sqllab/export/${big}/` })).statusCode).toBe(404);
    expect((await f.t.as('lab2', { method: 'GET', url: `/api/v1/sqllab/results/${big}/arrow` })).statusCode).toBe(404);
    expect((await f.t.as('gamma', { method: 'GET', url: `/api/v1/sqllab/export/${big}/` })).statusCode).toBe(403);
    const expired = clientId();
    await f.execute({ sql: 'SELECT 1 AS one', client_id: expired }, 'lab');
    // As after the hour a result is kept (or its eviction from the cache): the log row names a key no longer there.
    await f.t.store.db
      .updateTable('query')
      .set({ results_key: 'evicted0000' })
      .where('client_id', '=', expired)
      .execute();
    const gone = await f.t.as('lab', { method: 'GET', url: `/api/v1/sqllab/export/${expired}/` });
    expect(gone.statusCode).toBe(410);
    expect((gone.json() as { message: string }).message).toMatch(/re-run the original query/);
  });

  it('formats SQL in the engine dialect, keeping templates', async () => {
    const res = await f.t.as('lab', {
      method: 'POST',
      url: '/api/v1/sqllab/format_sql/',
      payload: { sql: 'select a,b from t where c = {{ x }}', engine: 'duckdb' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { result: string }).result).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  c = {{ x }}');
    expect((await f.t.as('lab', { method: 'POST', url: '/api/v1/sqllab/format_sql/', payload: {} })).statusCode).toBe(
      400,
    );
  });

  it("answers a table's metadata and its SELECT *", async () => {
    const meta = await f.t.as('lab', {
      method: 'GET',
      url: `/api/v1/database/${f.ds.databaseId}/table_metadata/?name=sales&schema=main`,
    });
    expect(meta.statusCode).toBe(200);
    const body = meta.json() as { name: string; columns: { name: string; type: string }[]; selectStar: string };
    expect(body.columns.map((c) => c.name)).toEqual(['id', 'ds', 'cat', 'amount']);
    expect(body.selectStar).toBe('SELECT\n  "id",\n  "ds",\n  "cat",\n  "amount"\nFROM "main"."sales"\nLIMIT 100');
    const star = await f.t.as('lab', {
      method: 'GET',
      url: `/api/v1/database/${f.ds.databaseId}/select_star/sales/main/`,
    });
    expect((star.json() as { result: string }).result).toBe(body.selectStar);
    const missing = await f.t.as('lab', {
      method: 'GET',
      url: `/api/v1/database/${f.ds.databaseId}/table_metadata/?name=nope&schema=main`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('D1.19 X17.04 opens SQL Lab from a form post with the form data, CSRF checked, for its poster only', async () => {
    const login = await f.t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const cookie = `session=${login.cookies.find((c) => c.name === 'session')?.value ?? ''}`;
    const csrf = (login.json() as { csrf_token: string }).csrf_token;
    const formData = JSON.stringify({ datasourceKey: `${f.ds.datasetId}__table`, sql: 'SELECT cat FROM sales' });
    const post = (url: string, fields: Record<string, string>) =>
      f.t.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      });
    const refused = await post('/superset/sqllab/', { form_data: formData });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { message: string }).message).toBe('The CSRF token is missing or invalid.');
    for (const url of ['/superset/sqllab/', '/sqllab/']) {
      const res = await post(url, { form_data: formData, csrf_token: csrf });
      expect(res.statusCode).toBe(303);
      const location = String(res.headers.location);
      expect(location).toMatch(/^\/sqllab\/\?form_data_key=/);
      const key = new URL(location, 'http://x').searchParams.get('form_data_key') ?? '';
      const read = await f.t.app.inject({ method: 'GET', url: `/api/v1/sqllab/form_data/${key}`, headers: { cookie } });
      expect(read.statusCode).toBe(200);
      expect((read.json() as { result: unknown }).result).toEqual({
        datasourceKey: `${f.ds.datasetId}__table`,
        sql: 'SELECT cat FROM sales',
        database_id: f.ds.databaseId,
        schema: 'main',
        catalog: null,
        title: 'sales',
      });
      expect((await f.t.as('lab', { method: 'GET', url: `/api/v1/sqllab/form_data/${key}` })).statusCode).toBe(404);
    }
    const bad = await post('/sqllab/', { form_data: '{nope', csrf_token: csrf });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toMatch(/^An error occurred while loading the SQL/);
    const gone = await post('/sqllab/', {
      form_data: JSON.stringify({ datasourceKey: '999999__table', sql: 'SELECT 1' }),
      csrf_token: csrf,
    });
    const goneKey = new URL(String(gone.headers.location), 'http://x').searchParams.get('form_data_key') ?? '';
    const unreadable = await f.t.app.inject({
      method: 'GET',
      url: `/api/v1/sqllab/form_data/${goneKey}`,
      headers: { cookie },
    });
    expect(unreadable.statusCode).toBe(404);
    expect((unreadable.json() as { message: string }).message).toBe('An error occurred while loading the SQL');
  });

  it('X19.09 saves a query as a virtual dataset that charts can read', async () => {
    const res = await f.t.as('admin', {
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: {
        database: f.ds.databaseId,
        schema: 'main',
        table_name: 'from_sql_lab',
        sql: 'SELECT cat, amount FROM sales',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    expect(id).toBeGreaterThan(0);
    const cols = await f.t.api({ method: 'GET', url: `/api/v1/dataset/${id}` });
    const names = (cols.json() as { result: { columns: { column_name: string }[] } }).result.columns.map(
      (c) => c.column_name,
    );
    expect(names).toEqual(['cat', 'amount']);
  });
});
