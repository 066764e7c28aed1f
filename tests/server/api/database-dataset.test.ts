import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_PASSWORD } from '../../../server/engines';
import { unseal } from '../../../server/security/crypto';
import { bootstrapInstance } from '../../../server/bootstrap';
import { ADMIN_PASSWORD, STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { json, seedSmallDataset, type SmallDataset } from './fixtures';

describe.each(STORE_KINDS)('database and dataset resources on %s', (kind) => {
  let t: TestInstance;
  let ds: SmallDataset;
  const pgUrl = (): string => {
    const url = process.env.TESSERA_TEST_PG_URL;
    if (!url) throw new Error('TESSERA_TEST_PG_URL is not set');
    return url;
  };
  beforeAll(async () => {
    t = await startTestInstance(kind);
    ds = await seedSmallDataset(t);
    await t.addUser('alpha', ['Alpha']);
  });
  afterAll(async () => t.close());

  it('test_connection answers OK for a reachable database and 422 with the error type otherwise', async () => {
    const ok = await t.api({
      method: 'POST',
      url: '/api/v1/database/test_connection/',
      payload: { sqlalchemy_uri: pgUrl() },
    });
    expect(ok.statusCode).toBe(200);
    expect(json<{ message: string }>(ok).message).toBe('OK');
    const closed = await t.api({
      method: 'POST',
      url: '/api/v1/database/test_connection/',
      payload: { sqlalchemy_uri: 'postgresql://u:p@127.0.0.1:1/nope' },
    });
    expect(closed.statusCode).toBe(422);
    expect(json<{ errors: { error_type: string }[] }>(closed).errors[0]?.error_type).toBe(
      'CONNECTION_PORT_CLOSED_ERROR',
    );
  });

  it('validate_parameters names the missing fields', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/database/validate_parameters/',
      payload: { engine: 'postgresql', parameters: { host: '127.0.0.1' }, configuration_method: 'dynamic_form' },
    });
    expect(res.statusCode).toBe(422);
    const err = json<{ errors: { error_type: string; extra: { missing: string[] } }[] }>(res).errors[0];
    expect(err?.error_type).toBe('CONNECTION_MISSING_PARAMETERS_ERROR');
    expect(err?.extra.missing).toEqual(['database', 'port', 'username']);
  });

  it('stores a PostgreSQL connection with its password sealed, never returned', async () => {
    const url = new URL(pgUrl());
    url.password = 'secret-pw';
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/database/',
      payload: { database_name: 'warehouse', sqlalchemy_uri: url.toString() },
    });
    expect(res.statusCode).toBe(201);
    const id = json<{ id: number }>(res).id;
    const shown = await t.api({ url: `/api/v1/database/${id}` });
    expect(shown.body).not.toContain('secret-pw');
    expect(json<{ result: { sqlalchemy_uri: string } }>(shown).result.sqlalchemy_uri).toContain('XXXXXXXXXX');
    const row = await t.store.db
      .selectFrom('dbs')
      .select(['sqlalchemy_uri', 'encrypted_password'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(String(row.sqlalchemy_uri)).not.toContain('secret-pw');
    expect(String(row.encrypted_password)).not.toContain('secret-pw');
    const schemas = json<{ result: string[] }>(await t.api({ url: `/api/v1/database/${id}/schemas/` })).result;
    expect(schemas).toContain('public');
  });

  it('refuses a duplicate database name (422) and a DuckDB file outside the data folder', async () => {
    const dup = await t.api({
      method: 'POST',
      url: '/api/v1/database/',
      payload: { database_name: 'db_small.duckdb', sqlalchemy_uri: 'duckdb:///other.duckdb' },
    });
    expect(dup.statusCode).toBe(422);
    const outside = await t.api({
      method: 'POST',
      url: '/api/v1/database/',
      payload: { database_name: 'escape', sqlalchemy_uri: 'duckdb:////etc/passwd.duckdb' },
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.body).toContain('data folder');
  });

  it('lists tables of a schema and answers the table metadata', async () => {
    const tables = json<{ result: { value: string }[] }>(
      await t.api({ url: `/api/v1/database/${ds.databaseId}/tables/?q=(schema_name:main)` }),
    ).result;
    expect(tables.map((x) => x.value)).toContain('sales');
    const meta = json<{ columns: { name: string }[] }>(
      await t.api({ url: `/api/v1/database/${ds.databaseId}/table/sales/main/` }),
    );
    expect(meta.columns.map((c) => c.name)).toEqual(['id', 'ds', 'cat', 'amount']);
  });

  it('creates a virtual dataset from a SELECT and refuses DML or a second statement', async () => {
    const ok = await t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: {
        database: ds.databaseId,
        table_name: 'by_cat',
        sql: 'SELECT cat, SUM(amount) AS total FROM sales GROUP BY cat',
      },
    });
    expect(ok.statusCode).toBe(201);
    const got = json<{ result: { kind: string; columns: { column_name: string }[] } }>(
      await t.api({ url: `/api/v1/dataset/${json<{ id: number }>(ok).id}` }),
    ).result;
    expect(got.kind).toBe('virtual');
    expect(got.columns.map((c) => c.column_name)).toEqual(['cat', 'total']);
    const dml = await t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: ds.databaseId, table_name: 'evil', sql: 'DELETE FROM sales' },
    });
    expect(dml.statusCode).toBe(422);
    const two = await t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: ds.databaseId, table_name: 'evil2', sql: 'SELECT 1; DROP TABLE sales' },
    });
    expect(two.statusCode).toBe(422);
    const count = await t.api({
      method: 'POST',
      url: '/api/v1/chart/data',
      payload: { datasource: { id: ds.datasetId, type: 'table' }, queries: [{ metrics: ['count'], columns: [] }] },
    });
    expect(json<{ result: { data: { count: number }[] }[] }>(count).result[0]?.data[0]?.count).toBe(300);
  });

  it('refuses an unknown table and a duplicate dataset with 422', async () => {
    const missing = await t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: ds.databaseId, schema: 'main', table_name: 'nope' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('could not be found');
    const dup = await t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: ds.databaseId, schema: 'main', table_name: 'sales' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.body).toContain('already exists');
  });

  it('updates columns and metrics, and refresh picks up a new source column', async () => {
    const shown = json<{
      result: {
        columns: { id: number; column_name: string }[];
        metrics: { id: number; metric_name: string; expression: string }[];
      };
    }>(await t.api({ url: `/api/v1/dataset/${ds.datasetId}` })).result;
    const columns = shown.columns.map((c) => ({
      id: c.id,
      column_name: c.column_name,
      verbose_name: c.column_name === 'amount' ? 'Amount' : null,
    }));
    const metrics = [
      ...shown.metrics.map((m) => ({ id: m.id, metric_name: m.metric_name, expression: m.expression })),
      { metric_name: 'total', expression: 'SUM(amount)', d3format: ',.2f' },
    ];
    const put = await t.api({ method: 'PUT', url: `/api/v1/dataset/${ds.datasetId}`, payload: { columns, metrics } });
    expect(put.statusCode).toBe(200);
    const dupMetric = await t.api({
      method: 'PUT',
      url: `/api/v1/dataset/${ds.datasetId}`,
      payload: {
        metrics: [
          { metric_name: 'x', expression: '1' },
          { metric_name: 'x', expression: '2' },
        ],
      },
    });
    expect(dupMetric.statusCode).toBe(422);
    const { openEngine } = await import('../../../server/engines');
    await openEngine(t.config.dataDir, 'duckdb:///small.duckdb', null).run('ALTER TABLE sales ADD COLUMN note VARCHAR');
    expect((await t.api({ method: 'PUT', url: `/api/v1/dataset/${ds.datasetId}/refresh` })).statusCode).toBe(200);
    const after = json<{
      result: { columns: { column_name: string; verbose_name: string | null }[]; metrics: { metric_name: string }[] };
    }>(await t.api({ url: `/api/v1/dataset/${ds.datasetId}` })).result;
    expect(after.columns.map((c) => c.column_name)).toContain('note');
    expect(after.columns.find((c) => c.column_name === 'amount')?.verbose_name).toBe('Amount');
    expect(after.metrics.map((m) => m.metric_name)).toEqual(expect.arrayContaining(['count', 'total']));
  });

  it('an in-memory DuckDB database cannot read the config file', async () => {
    const config = `${t.config.dataDir}/tessera.config.json`;
    for (const [i, uri] of ['duckdb:///:memory:', 'duckdb://', 'duckdb:///'].entries()) {
      const db = await t.api({
        method: 'POST',
        url: '/api/v1/database/',
        payload: { database_name: `memory-${i}`, sqlalchemy_uri: uri },
      });
      expect(db.statusCode, db.body).toBe(201);
      const database = json<{ id: number }>(db).id;
      for (const sql of [
        `SELECT * FROM read_csv('${config}', header = true)`,
        `SELECT * FROM '${config}'`,
        "SELECT * FROM '/etc/passwd'",
      ]) {
        const res = await t.as('alpha', {
          method: 'POST',
          url: '/api/v1/dataset/',
          payload: { database, table_name: `leak_${i}`, sql },
        });
        expect(res.statusCode, `${uri} ${sql} → ${res.body}`).toBe(422);
        expect(res.body).not.toContain(t.config.secretKey);
        expect(res.body).not.toContain('root:');
      }
    }
  });

  it('a file that is not a DuckDB database is refused as a database', async () => {
    writeFileSync(join(t.config.dataDir, 'notes.db'), 'SQLite format 3\u0000, or any file that is not DuckDB');
    for (const file of ['tessera.config.json', 'notes.db', '.staging/x.duckdb']) {
      const uri = `duckdb:///${file}`;
      const created = await t.api({
        method: 'POST',
        url: '/api/v1/database/',
        payload: { database_name: `file-${file}`, sqlalchemy_uri: uri },
      });
      expect(created.statusCode, created.body).toBe(422);
      expect(created.body).toContain('not a DuckDB database');
      const updated = await t.api({
        method: 'PUT',
        url: `/api/v1/database/${ds.databaseId}`,
        payload: { sqlalchemy_uri: uri },
      });
      expect(updated.statusCode, updated.body).toBe(422);
      const tested = await t.api({
        method: 'POST',
        url: '/api/v1/database/test_connection/',
        payload: { sqlalchemy_uri: uri },
      });
      expect(tested.statusCode, tested.body).toBe(422);
      expect(tested.body).toContain('not a DuckDB database');
      const validated = await t.api({
        method: 'POST',
        url: '/api/v1/database/validate_parameters/',
        payload: { engine: 'duckdb', parameters: { database: file }, configuration_method: 'dynamic_form' },
      });
      expect(validated.statusCode, validated.body).toBe(422);
    }
    const still = json<{ result: { sqlalchemy_uri: string } }>(
      await t.api({ url: `/api/v1/database/${ds.databaseId}` }),
    ).result;
    expect(still.sqlalchemy_uri).toBe('duckdb:///small.duckdb');
  });

  it('a stored database naming a file that is not a DuckDB database answers 422 and never opens it', async () => {
    const ts = new Date().toISOString();
    const row = await t.store.db
      .insertInto('dbs')
      .values({
        created_on: ts,
        changed_on: ts,
        database_name: 'stored-config',
        sqlalchemy_uri: 'duckdb:///tessera.config.json',
        engine: 'duckdb',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const schemas = await t.api({ url: `/api/v1/database/${row.id}/schemas/` });
    expect(schemas.statusCode, schemas.body).toBe(422);
    expect(schemas.body).toContain('not a DuckDB database');
    const dataset = await t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: Number(row.id), table_name: 'x', sql: 'SELECT 1 AS x' },
    });
    expect(dataset.statusCode, dataset.body).toBe(422);
    expect(dataset.body).not.toContain(t.config.secretKey);
    await t.store.db.deleteFrom('dbs').where('id', '=', row.id).execute();
  });

  it('virtual dataset SQL passes the chart-data guard on create, update and column refresh', async () => {
    const config = `${t.config.dataDir}/tessera.config.json`;
    const attacks = [
      `SELECT * FROM read_text('${config}')`,
      `SELECT * FROM 'data.csv'`,
      `SELECT * FROM "${config}"`,
      'SELECT pg_sleep(5) AS x',
      "SELECT getenv('HOME') AS home",
    ];
    for (const sql of attacks) {
      const created = await t.as('alpha', {
        method: 'POST',
        url: '/api/v1/dataset/',
        payload: { database: ds.databaseId, table_name: 'guarded', sql },
      });
      expect(created.statusCode, `${sql} → ${created.body}`).toBe(422);
      expect(created.body).toMatch(/is not allowed/);
      expect(created.body).not.toContain(t.config.secretKey);
    }
    const ok = await t.as('alpha', {
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: ds.databaseId, table_name: 'guarded_ok', sql: 'SELECT cat FROM sales' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const id = json<{ id: number }>(ok).id;
    for (const sql of attacks) {
      const put = await t.as('alpha', { method: 'PUT', url: `/api/v1/dataset/${id}`, payload: { sql } });
      expect(put.statusCode, `${sql} → ${put.body}`).toBe(422);
      expect(put.body).toMatch(/is not allowed/);
    }
    // A stored SQL that bypassed the API (an old row, an import) is still refused by the column refresh.
    await t.store.db.updateTable('tables').set({ sql: attacks[0] }).where('id', '=', id).execute();
    const refreshed = await t.as('alpha', { method: 'PUT', url: `/api/v1/dataset/${id}/refresh` });
    expect(refreshed.statusCode, refreshed.body).toBe(422);
    expect(refreshed.body).toMatch(/is not allowed/);
    expect(refreshed.body).not.toContain(t.config.secretKey);
  });

  it('saved column and metric expressions and the fetch-values predicate pass the chart-data guard when saved', async () => {
    const config = `${t.config.dataDir}/tessera.config.json`;
    const bodies = [
      { columns: [{ column_name: 'leak', expression: `(SELECT content FROM read_text('${config}'))` }] },
      { metrics: [{ metric_name: 'slow', expression: 'SUM(pg_sleep(5))' }] },
      { fetch_values_predicate: '1 = 1; DROP TABLE sales' },
    ];
    for (const payload of bodies) {
      const res = await t.api({ method: 'PUT', url: `/api/v1/dataset/${ds.datasetId}`, payload });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toMatch(/is not allowed|only a single expression/);
    }
    const shown = json<{ result: { metrics: { metric_name: string }[]; fetch_values_predicate: string | null } }>(
      await t.api({ url: `/api/v1/dataset/${ds.datasetId}` }),
    ).result;
    expect(shown.metrics.map((m) => m.metric_name)).not.toContain('slow');
    expect(shown.fetch_values_predicate).toBeNull();
  });

  it('Alpha may read databases but not change them', async () => {
    expect((await t.as('alpha', { url: '/api/v1/database/' })).statusCode).toBe(200);
    const res = await t.as('alpha', {
      method: 'PUT',
      url: `/api/v1/database/${ds.databaseId}`,
      payload: { database_name: 'renamed' },
    });
    expect(res.statusCode).toBe(403);
  });

  describe('hole 6: a database server_cert is sealed at rest like a password', () => {
    const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----';
    const stored = async (id: number): Promise<string | null> =>
      ((await t.store.db.selectFrom('dbs').select('server_cert').where('id', '=', id).executeTakeFirstOrThrow())
        .server_cert as string | null) ?? null;

    it('stores the certificate sealed, answers it masked, keeps it on a masked PUT and clears it on null', async () => {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/database/',
        payload: { database_name: 'with cert', sqlalchemy_uri: 'duckdb:///cert.duckdb', server_cert: PEM },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = json<{ id: number }>(res).id;
      const sealed = await stored(id);
      expect(sealed).not.toContain('CERTIFICATE');
      expect(unseal(t.config.secretKey, String(sealed))).toBe(PEM);
      const shown = json<{ result: { server_cert: string } }>(await t.api({ url: `/api/v1/database/${id}` })).result;
      expect(shown.server_cert).toBe(MASKED_PASSWORD);
      expect(
        (await t.api({ method: 'PUT', url: `/api/v1/database/${id}`, payload: { server_cert: MASKED_PASSWORD } }))
          .statusCode,
      ).toBe(200);
      expect(unseal(t.config.secretKey, String(await stored(id)))).toBe(PEM);
      expect(
        (await t.api({ method: 'PUT', url: `/api/v1/database/${id}`, payload: { server_cert: null } })).statusCode,
      ).toBe(200);
      expect(await stored(id)).toBeNull();
    });

    it('seals certificates stored in clear by earlier versions when the instance starts', async () => {
      await t.store.db.updateTable('dbs').set({ server_cert: PEM }).where('id', '=', ds.databaseId).execute();
      for (let start = 0; start < 2; start++)
        await (await bootstrapInstance(t.config, { adminPassword: ADMIN_PASSWORD })).store.close();
      expect(await stored(ds.databaseId)).not.toContain('CERTIFICATE');
      expect(unseal(t.config.secretKey, String(await stored(ds.databaseId)))).toBe(PEM);
    });
  });
});
