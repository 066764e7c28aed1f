// SQL Lab's schema picker reaches the engine: a table named without a schema resolves in the picked one (DuckDB's
// schema setting, PostgreSQL's search_path, on the query's own connection and reset after it); a schema the database
// does not have is refused before anything runs; CREATE TABLE AS answers a clear 400. SQLite and PostgreSQL metadata.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresUrl, STORE_KINDS } from '../harness';
import { openEngine } from '../../../server/engines';
import { startSqlLabFixture, type SqlLabFixture } from './fixture';

interface Answer {
  data: Record<string, unknown>[];
  message?: string;
}

describe.each(STORE_KINDS)('SQL Lab schema and CTAS on %s metadata', (kind) => {
  let f: SqlLabFixture;
  let pgDatabaseId = 0;
  beforeAll(async () => {
    f = await startSqlLabFixture(kind);
    const duck = openEngine(f.t.config.dataDir, 'duckdb:///small.duckdb', null);
    await duck.run(`CREATE SCHEMA IF NOT EXISTS "x y"`);
    await duck.run(`CREATE OR REPLACE TABLE "x y".sales AS SELECT 'in x y' AS cat`);
    await duck.close();
    const url = await freshPostgresUrl();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA "x y"; CREATE TABLE "x y".t AS SELECT 'pg in x y' AS v;`);
    await client.query(`CREATE TABLE public.t AS SELECT 'pg in public' AS v;`);
    await client.end();
    const db = await f.t.api({
      method: 'POST',
      url: '/api/v1/database/',
      payload: { database_name: 'warehouse', sqlalchemy_uri: url },
    });
    if (db.statusCode !== 201) throw new Error(`database create failed: ${db.body}`);
    pgDatabaseId = (db.json() as { id: number }).id;
  });
  afterAll(async () => f.t.close());

  it('resolves a table without a schema in the picked schema on DuckDB, and the next query is back on main', async () => {
    const picked = await f.execute({ sql: 'SELECT DISTINCT cat FROM sales', schema: 'x y' });
    expect(picked.statusCode).toBe(200);
    expect((picked.json() as Answer).data).toEqual([{ cat: 'in x y' }]);
    for (let i = 0; i < 3; i += 1) {
      const plain = await f.execute({ sql: 'SELECT count(*) AS n FROM sales' });
      expect(plain.statusCode).toBe(200);
      expect((plain.json() as Answer).data).toEqual([{ n: 300 }]);
    }
  });

  it('resolves a table without a schema in the picked schema on PostgreSQL (search_path), reset after', async () => {
    const picked = await f.execute({ database_id: pgDatabaseId, sql: 'SELECT v FROM t', schema: 'x y' });
    expect(picked.statusCode).toBe(200);
    expect((picked.json() as Answer).data).toEqual([{ v: 'pg in x y' }]);
    for (let i = 0; i < 3; i += 1) {
      const plain = await f.execute({ database_id: pgDatabaseId, sql: 'SELECT v FROM t' });
      expect((plain.json() as Answer).data).toEqual([{ v: 'pg in public' }]);
    }
  });

  it('refuses a schema the database does not have with 400, and logs nothing', async () => {
    for (const database_id of [f.ds.databaseId, pgDatabaseId]) {
      const before = await f.t.api({ url: '/api/v1/query/' });
      const res = await f.execute({ database_id, sql: 'SELECT 1 AS a', schema: `x"; DROP TABLE sales; --` });
      expect(res.statusCode).toBe(400);
      expect((res.json() as Answer).message).toBe(
        `The schema x"; DROP TABLE sales; -- does not exist in this database.`,
      );
      const after = await f.t.api({ url: '/api/v1/query/' });
      expect((after.json() as { count: number }).count).toBe((before.json() as { count: number }).count);
    }
    const still = await f.execute({ sql: 'SELECT count(*) AS n FROM main.sales' });
    expect((still.json() as Answer).data).toEqual([{ n: 300 }]);
  });

  it('answers select_as_cta (CREATE TABLE AS) with a clear 400, and creates nothing', async () => {
    await f.allowDml(true);
    const res = await f.execute({ sql: 'SELECT 1 AS a', select_as_cta: true, tmp_table_name: 'made_by_cta' });
    await f.allowDml(false);
    expect(res.statusCode).toBe(400);
    expect((res.json() as Answer).message).toBe(
      'CREATE TABLE AS is not offered in SQL Lab: run the SELECT and save its results as a dataset instead.',
    );
    const look = await f.execute({
      sql: "SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'made_by_cta'",
    });
    expect((look.json() as Answer).data).toEqual([{ n: 0 }]);
  });
});
