import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { duckdbPath, openEngine, parseUri, maskUri, withPassword, QueryTimeoutError } from '../../server/engines';

describe('the embedded DuckDB engine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-engine-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const conn = openEngine(dir, 'duckdb:///locked.duckdb', null);

  it('runs queries with bound values and keeps BIGINT exact', async () => {
    const r = await conn.run('SELECT $1::BIGINT + 2 AS n', [9007199254740991n]);
    expect(r.columns[0]?.[0]).toBe(9007199254740993n);
  });

  it('cannot read, write or attach files of the server outside its staging folder', async () => {
    await expect(conn.run("SELECT * FROM read_csv('/etc/passwd')")).rejects.toThrow(/Permission Error/);
    await expect(conn.run(`COPY (SELECT 1) TO '${join(dir, 'out.csv')}'`)).rejects.toThrow(/Permission Error/);
    await expect(conn.run(`ATTACH '${join(dir, 'other.duckdb')}'`)).rejects.toThrow(/Permission Error/);
    await expect(conn.run('SET enable_external_access = true')).rejects.toThrow();
  });

  it('an in-memory DuckDB database cannot read the config file', async () => {
    writeFileSync(join(dir, 'tessera.config.json'), '{"secretKey":"not-for-queries"}');
    for (const uri of ['duckdb:///:memory:', 'duckdb://', 'duckdb:///']) {
      const mem = openEngine(dir, uri, null);
      await expect(mem.run(`SELECT * FROM read_text('${join(dir, 'tessera.config.json')}')`), uri).rejects.toThrow(
        /Permission Error/,
      );
      await expect(mem.run("SELECT * FROM '/etc/passwd'"), uri).rejects.toThrow(/Permission Error|Catalog Error/);
      await expect(mem.run('SET enable_external_access = true'), uri).rejects.toThrow();
      await expect(mem.run("SET allowed_directories = ['/']"), uri).rejects.toThrow();
      expect((await mem.run('SELECT 41 + 1 AS n')).columns[0]?.[0]).toBe(42);
    }
  });

  it('a file that is not a DuckDB database is refused as a database', async () => {
    writeFileSync(join(dir, 'tessera.config.json'), '{"secretKey":"not-for-queries"}');
    writeFileSync(join(dir, 'tessera.db'), 'SQLite format 3\u0000 and then pages');
    writeFileSync(join(dir, 'notes.duckdb'), 'plain text that only looks like a database by name');
    for (const file of [
      'tessera.config.json',
      'tessera.db',
      'notes.duckdb',
      '.staging/upload.parquet',
      'locked.duckdb.wal',
    ]) {
      expect(() => duckdbPath(dir, file), file).toThrow(/not a DuckDB database/);
    }
    expect(duckdbPath(dir, 'locked.duckdb')).toBe(join(dir, 'locked.duckdb'));
    expect(duckdbPath(dir, 'new-one.duckdb')).toBe(join(dir, 'new-one.duckdb'));
    expect(duckdbPath(dir, ':memory:')).toBe(':memory:');
  });

  it('stops a query past its time limit', async () => {
    await expect(
      conn.run('SELECT count(*) FROM range(1000000000) a, range(100) b', [], { timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(QueryTimeoutError);
    const after = await conn.run('SELECT 1 AS one');
    expect(after.columns[0]?.[0]).toBe(1);
  });
});

describe('connection strings', () => {
  it('masks and restores passwords', () => {
    expect(maskUri('postgresql://u:secret@h:5432/db')).toBe('postgresql://u:XXXXXXXXXX@h:5432/db');
    expect(withPassword('postgresql://u:XXXXXXXXXX@h/db', 'p@ss')).toBe('postgresql://u:p%40ss@h/db');
    expect(withPassword('postgresql://u@h/db', 'pw')).toBe('postgresql://u:pw@h/db');
    expect(parseUri('postgresql+psycopg2://u:pw@h:6543/db')).toMatchObject({
      engine: 'postgresql',
      username: 'u',
      password: 'pw',
      host: 'h',
      port: 6543,
      database: 'db',
    });
    expect(() => parseUri('mysql://x')).toThrow('Could not load database driver: mysql');
    expect(() => parseUri('nonsense')).toThrow(/Invalid connection string/);
  });
});

describe('the PostgreSQL engine', () => {
  it('keeps whole NUMERIC results beyond 2^53 exact (SUM of a BIGINT)', async () => {
    const url = process.env.TESSERA_TEST_PG_URL;
    if (!url) throw new Error('TESSERA_TEST_PG_URL is not set');
    const conn = openEngine('/tmp', url, null);
    try {
      const r = await conn.run(
        'SELECT SUM(x) AS s, AVG(x::numeric) AS a, 2.5::numeric AS f FROM (VALUES (216172782113784393::bigint), (216172782113784399::bigint)) t(x)',
      );
      expect(r.columns[0]?.[0]).toBe(432345564227568792n);
      expect(r.columns[2]?.[0]).toBe(2.5);
    } finally {
      await conn.close();
    }
  });
});
