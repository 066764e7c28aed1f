import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { DUCKDB_OPTIONS } from '../../../server/examples';

/** A fresh temporary folder, removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `tessera-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs SQL on the DuckDB file at `path` with a connection of its own and returns the rows. */
export async function query(path: string, sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.fromCache(path, { ...DUCKDB_OPTIONS });
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[];
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** The tables of schema main in the file, sorted. */
export async function tableNames(path: string): Promise<string[]> {
  const rows = await query(path, "SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' ORDER BY 1");
  return rows.map((r) => String(r.table_name));
}

/** An order-independent checksum of a table's rows. */
export async function checksum(path: string, table: string): Promise<string> {
  const rows = await query(path, `SELECT sum(hash(t))::VARCHAR AS h, count(*)::BIGINT AS n FROM main."${table}" t`);
  return `${String(rows[0]?.n)}:${String(rows[0]?.h)}`;
}
