// Throwaway DuckDB (in memory) and PostgreSQL (a fresh database on TESSERA_TEST_PG_URL) loaded with the fixture rows.
import { DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import pg from 'pg';
import { setupStatements } from './fixtures';

export type Row = Record<string, unknown>;

/** Runs SQL with positional values on one engine. */
export interface Engine {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export async function openDuckDB(): Promise<Engine> {
  const instance = await DuckDBInstance.create(':memory:');
  const conn = await instance.connect();
  for (const sql of setupStatements('DOUBLE')) await conn.run(sql);
  return {
    async query(sql, params = []) {
      const reader = await conn.runAndReadAll(sql, params as DuckDBValue[]);
      return reader.getRowObjectsJson() as Row[];
    },
    async close() {
      conn.closeSync();
      instance.closeSync();
    },
  };
}

const RAW_TYPES = new Set([1082, 1114, 1184]);

export async function openPostgres(): Promise<Engine> {
  const url = process.env.TESSERA_TEST_PG_URL;
  if (!url) throw new Error('TESSERA_TEST_PG_URL is not set: the PostgreSQL global setup did not run');
  const dbName = `tessera_sql_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      RAW_TYPES.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format),
  };
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, `/${dbName}`), types });
  await client.connect();
  await client.query("SET TIME ZONE 'UTC'");
  for (const sql of setupStatements('DOUBLE PRECISION')) await client.query(sql);
  return {
    async query(sql, params = []) {
      return (await client.query(sql, params)).rows as Row[];
    },
    async close() {
      await client.end();
      await admin.query(`DROP DATABASE ${dbName}`);
      await admin.end();
    },
  };
}

function normalizeValue(v: unknown): unknown {
  if (typeof v === 'string') {
    const dt = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2})(?:\.0+)?)?(?:\+00(?::00)?)?$/.exec(v);
    if (dt) return `${dt[1]} ${dt[2] ?? '00:00:00'}`;
    if (/^-?\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1e6) / 1e6;
    return v;
  }
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number') return Math.round(v * 1e6) / 1e6;
  return v;
}

/** Rows with engine-specific spellings (bigint text, numeric text, date vs timestamp) made comparable. */
export function normalizeRows(rows: Row[]): Row[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normalizeValue(v)])));
}

/** Rows in a canonical order, for comparing results whose ORDER BY leaves ties. */
export function sortedRows(rows: Row[]): string[] {
  return normalizeRows(rows)
    .map((r) => JSON.stringify(r))
    .sort();
}
