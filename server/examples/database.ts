import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDBConnection } from '@duckdb/node-api';

/** DuckDB settings for the examples database: nothing is ever downloaded (there may be no network). */
export const DUCKDB_OPTIONS: Readonly<Record<string, string>> = {
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
};

/** The examples database file of a data folder: `<dir>/examples.duckdb`. */
export function examplesDatabasePath(dataDir: string = process.env.TESSERA_DATA_DIR || './data'): string {
  return join(dataDir, 'examples.duckdb');
}

/**
 * Runs `work` on a connection to the DuckDB file at `path`, creating its folder and file if needed. The instance comes
 * from DuckDB's per-process cache, so a server holding the same file in this process shares it rather than clashing.
 */
export async function withDatabase<T>(path: string, work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
  mkdirSync(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.fromCache(path, { ...DUCKDB_OPTIONS });
  try {
    const connection = await instance.connect();
    try {
      return await work(connection);
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

/** What the loader writes as a table's comment, to recognise a complete table of the current generator. */
export interface TableStamp {
  readonly generator: 'tessera-examples';
  readonly version: number;
  readonly rows: number;
}

/** A table of schema main: its row count and the stamp in its comment, or null when it does not exist. */
export async function inspectTable(
  connection: DuckDBConnection,
  table: string,
): Promise<{ rows: number; stamp: TableStamp | null } | null> {
  const found = await connection.runAndReadAll(
    "SELECT comment FROM duckdb_tables() WHERE schema_name = 'main' AND table_name = $name",
    { name: table },
  );
  const row = found.getRowObjectsJS()[0];
  if (!row) return null;
  const counted = await connection.runAndReadAll(`SELECT count(*)::BIGINT AS n FROM main."${table}"`);
  const rows = Number(counted.getRowObjectsJS()[0]?.n ?? 0);
  return { rows, stamp: parseStamp(row.comment) };
}

function parseStamp(comment: unknown): TableStamp | null {
  if (typeof comment !== 'string') return null;
  try {
    const parsed = JSON.parse(comment) as Partial<TableStamp>;
    if (parsed.generator !== 'tessera-examples' || typeof parsed.version !== 'number') return null;
    if (typeof parsed.rows !== 'number') return null;
    return { generator: parsed.generator, version: parsed.version, rows: parsed.rows };
  } catch {
    return null;
  }
}

/** The name a table is built under before it replaces the real one. */
export function stagingName(table: string): string {
  return `${table}__loading`;
}

/**
 * Builds `table` under a staging name and swaps it in, all in one transaction: a failure or a killed process
 * leaves either the previous table or the complete new one, never a half-written one.
 * `fill` creates the staging table (a bare name in schema main) and returns how many rows it wrote.
 */
export async function replaceTable(
  connection: DuckDBConnection,
  table: string,
  version: number,
  fill: (staging: string) => Promise<number>,
): Promise<number> {
  const staging = stagingName(table);
  await connection.run('BEGIN TRANSACTION');
  try {
    await connection.run(`DROP TABLE IF EXISTS main."${staging}"`);
    const rows = await fill(staging);
    const stamp: TableStamp = { generator: 'tessera-examples', version, rows };
    await connection.run(`COMMENT ON TABLE main."${staging}" IS '${JSON.stringify(stamp)}'`);
    await connection.run(`DROP TABLE IF EXISTS main."${table}"`);
    await connection.run(`ALTER TABLE main."${staging}" RENAME TO "${table}"`);
    await connection.run('COMMIT');
    return rows;
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  }
}
