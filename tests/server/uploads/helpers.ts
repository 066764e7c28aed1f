/** Targets and sample files for the upload tests: a DuckDB file and a throwaway PostgreSQL database. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { openEngine, type EngineConnection } from '../../../server/engines';
import type { TestInstance } from '../harness';

export type TargetKind = 'duckdb' | 'postgresql';
export const TARGETS: TargetKind[] = ['duckdb', 'postgresql'];

export interface Target {
  kind: TargetKind;
  /** The database's SQLAlchemy URI. */
  uri: string;
  databaseId: number;
  schema: string;
  conn: EngineConnection;
}

async function freshPgDatabase(): Promise<string> {
  const base = process.env.TESSERA_TEST_PG_URL;
  if (!base) throw new Error('TESSERA_TEST_PG_URL is not set: the PostgreSQL test server did not start');
  const name = `uploads_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return base.replace(/^postgres:/, 'postgresql:').replace(/\/[^/]*$/, `/${name}`);
}

/** Registers a database that allows uploads, on the embedded DuckDB or a fresh PostgreSQL database. */
export async function addTarget(
  t: TestInstance,
  kind: TargetKind,
  extra: Record<string, unknown> = {},
): Promise<Target> {
  const uri =
    kind === 'duckdb' ? `duckdb:///uploads_${Math.random().toString(36).slice(2, 8)}.duckdb` : await freshPgDatabase();
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/database/',
    payload: {
      database_name: `uploads ${kind} ${Math.random().toString(36).slice(2, 6)}`,
      sqlalchemy_uri: uri,
      allow_file_upload: true,
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(`database create failed: ${res.body}`);
  return {
    kind,
    uri,
    databaseId: (res.json() as { id: number }).id,
    schema: kind === 'duckdb' ? 'main' : 'public',
    conn: openEngine(t.config.dataDir, uri, null),
  };
}

/** Rows of a query on the target as plain records with text values. */
export async function rows(target: Target, sql: string): Promise<Array<Record<string, string | null>>> {
  const r = await target.conn.run(sql);
  return Array.from({ length: r.rowCount }, (_, i) =>
    Object.fromEntries(
      r.names.map((n, j) => {
        const v = r.columns[j]?.[i];
        return [n, v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v)];
      }),
    ),
  );
}

/** Tables of the target's schema. */
export async function tables(target: Target): Promise<string[]> {
  return (await target.conn.tables(target.schema)).map((t) => t.name);
}

/** A Parquet file made with DuckDB COPY. */
export async function parquetFile(sql: string): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-parquet-'));
  const path = join(dir, 'data.parquet');
  const inst = await DuckDBInstance.create(':memory:');
  const conn = await inst.connect();
  await conn.run(`COPY (${sql}) TO '${path}' (FORMAT parquet)`);
  conn.closeSync();
  inst.closeSync();
  return readFileSync(path);
}

/** An XLSX workbook made with exceljs; each sheet is a list of rows. */
export async function xlsxFile(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, data] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    for (const row of data) ws.addRow(row);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
