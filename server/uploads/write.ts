/**
 * Writes the parsed `upload` table into the target database in one transaction: a staging table is filled,
 * then renamed over (or appended to) the target, so a failure or a crash leaves no half-written table.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
  duckdbInstance,
  duckdbPath,
  duckdbStagingDir,
  ensureDuckdbStagingDir,
  parseUri,
  postgresConnectionString,
} from '../engines';
import { ApiError } from '../http/errors';
import { unseal } from '../security/crypto';
import { commandError } from '../transfer';
import type { AlreadyExists } from './options';
import { quoteIdentifier as quoteIdent, quoteString as quoteText } from '../../src/core/sql';
import type { Column, ParsedFile } from './read';

export interface Target {
  uri: string;
  sealedPassword: string | null;
  secretKey: string;
  dataDir: string;
  schema: string;
  table: string;
  alreadyExists: AlreadyExists;
}

/** The message of Superset's DatabaseUploadFailed for an existing table in fail mode. */
export const TABLE_EXISTS =
  "Table already exists. You can change your 'if table already exists' strategy to append or replace or provide a different Table Name to use.";

const failed = (message: string): Error => commandError(422, message);

/** Runs statements one by one; a callback decides the steps from what it reads. */
interface Session {
  run(sql: string, params?: unknown[]): Promise<Array<Record<string, unknown>>>;
}

async function swap(s: Session, t: Target, staging: string, columns: Column[]): Promise<void> {
  const schema = quoteIdent(t.schema);
  const target = `${schema}.${quoteIdent(t.table)}`;
  const found = await s.run('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [t.schema]);
  if (!found.length) throw failed(`Schema "${t.schema}" does not exist in the database`);
  const existing = await s.run(
    'SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
    [t.schema, t.table],
  );
  const exists = existing.length > 0;
  if (exists && t.alreadyExists === 'fail') throw failed(TABLE_EXISTS);
  if (exists && t.alreadyExists === 'append') {
    const have = new Set(existing.map((r) => String(r.column_name)));
    const extra = columns.filter((c) => !have.has(c.name)).map((c) => c.name);
    if (extra.length) throw failed(`Table ${t.table} has no column named ${extra.join(', ')}`);
    const list = columns.map((c) => quoteIdent(c.name)).join(', ');
    await s.run(`INSERT INTO ${target} (${list}) SELECT ${list} FROM ${schema}.${quoteIdent(staging)}`);
    await s.run(`DROP TABLE ${schema}.${quoteIdent(staging)}`);
    return;
  }
  if (exists) await s.run(`DROP TABLE ${target}`);
  await s.run(`ALTER TABLE ${schema}.${quoteIdent(staging)} RENAME TO ${quoteIdent(t.table)}`);
}

async function writeDuckdb(file: ParsedFile, t: Target): Promise<void> {
  const path = duckdbPath(t.dataDir, parseUri(t.uri).target);
  // The target database may only read files in its staging folder (see duckdbStagingDir); an upload can come before
  // the database was first opened, so the folder is made here too.
  const stagingDir = ensureDuckdbStagingDir(path);
  const parquet = join(stagingDir, `upload-${randomUUID()}.parquet`);
  await file.conn.run(`COPY upload TO ${quoteText(parquet)} (FORMAT parquet)`);
  const conn = await (await duckdbInstance(path)).connect();
  const session: Session = {
    run: async (sql, params) =>
      (await conn.runAndReadAll(sql, params as never)).getRowObjectsJS() as Array<Record<string, unknown>>,
  };
  const staging = `__tessera_upload_${randomUUID().replace(/-/g, '')}`;
  try {
    await conn.run('BEGIN TRANSACTION');
    await conn
      .run(
        `CREATE TABLE ${quoteIdent(t.schema)}.${quoteIdent(staging)} AS SELECT * FROM read_parquet(${quoteText(parquet)})`,
      )
      .catch((err: unknown) => {
        if (/schema/i.test((err as Error).message)) throw failed(`Schema "${t.schema}" does not exist in the database`);
        throw err;
      });
    await swap(session, t, staging, file.columns);
    await conn.run('COMMIT');
  } catch (err) {
    await conn.run('ROLLBACK').catch(() => undefined);
    if (!(err instanceof ApiError)) throw failed(String((err as Error).message ?? err).split('\n')[0] ?? '');
    throw err;
  } finally {
    conn.closeSync();
    rmSync(parquet, { force: true });
  }
}

/** PostgreSQL column types for DuckDB's; values travel as text and PostgreSQL parses them. */
function pgType(duck: string): string {
  const t = duck.toUpperCase();
  if (/^DECIMAL\(\d+,\d+\)$/.test(t)) return t.replace('DECIMAL', 'NUMERIC');
  const map: Record<string, string> = {
    BIGINT: 'BIGINT',
    INTEGER: 'INTEGER',
    SMALLINT: 'SMALLINT',
    TINYINT: 'SMALLINT',
    UTINYINT: 'SMALLINT',
    USMALLINT: 'INTEGER',
    UINTEGER: 'BIGINT',
    UBIGINT: 'NUMERIC(20,0)',
    HUGEINT: 'NUMERIC(38,0)',
    UHUGEINT: 'NUMERIC(39,0)',
    DOUBLE: 'DOUBLE PRECISION',
    FLOAT: 'REAL',
    BOOLEAN: 'BOOLEAN',
    DATE: 'DATE',
    TIMESTAMP: 'TIMESTAMP',
    'TIMESTAMP WITH TIME ZONE': 'TIMESTAMPTZ',
    TIME: 'TIME',
    UUID: 'UUID',
    TIMESTAMP_NS: 'TIMESTAMP',
    TIMESTAMP_MS: 'TIMESTAMP',
    TIMESTAMP_S: 'TIMESTAMP',
  };
  return map[t] ?? 'TEXT';
}

const PG_PARAM_LIMIT = 60_000;

async function writePostgres(file: ParsedFile, t: Target): Promise<void> {
  const parsed = parseUri(t.uri);
  const password = t.sealedPassword ? unseal(t.secretKey, t.sealedPassword) : parsed.password;
  const client = new pg.Client({
    connectionString: postgresConnectionString(t.uri, password),
    options: '-c TimeZone=UTC',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    throw failed(`Could not connect to the database: ${(err as Error).message}`);
  }
  const session: Session = {
    run: async (sql, params) => (await client.query(sql, params as unknown[])).rows as Array<Record<string, unknown>>,
  };
  const staging = `__tessera_upload_${randomUUID().replace(/-/g, '')}`;
  const cols = file.columns;
  try {
    await client.query('BEGIN');
    const found = await session.run('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [t.schema]);
    if (!found.length) throw failed(`Schema "${t.schema}" does not exist in the database`);
    const stagingRef = `${quoteIdent(t.schema)}.${quoteIdent(staging)}`;
    await client.query(
      `CREATE TABLE ${stagingRef} (${cols.map((c) => `${quoteIdent(c.name)} ${pgType(c.type)}`).join(', ')})`,
    );
    const perBatch = Math.max(1, Math.floor(PG_PARAM_LIMIT / cols.length));
    const reader = await file.conn.stream(
      `SELECT ${cols.map((c) => `CAST(${quoteIdent(c.name)} AS VARCHAR)`).join(', ')} FROM upload`,
    );
    let batch: unknown[][] = [];
    const flush = async (): Promise<void> => {
      if (!batch.length) return;
      const values = batch
        .map((row, r) => `(${row.map((_, i) => `$${r * cols.length + i + 1}`).join(', ')})`)
        .join(', ');
      await client.query(`INSERT INTO ${stagingRef} VALUES ${values}`, batch.flat());
      batch = [];
    };
    for (;;) {
      const chunk = await reader.fetchChunk();
      if (!chunk || chunk.rowCount === 0) break;
      for (const row of chunk.getRows()) {
        batch.push(row);
        if (batch.length >= perBatch) await flush();
      }
    }
    await flush();
    await swap(session, t, staging, cols);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (!(err instanceof ApiError)) throw failed(String((err as Error).message ?? err).split('\n')[0] ?? '');
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Writes the parsed file as `schema.table` of the target database, all or nothing. */
/** The folders the parsed upload may write into for `target`: a DuckDB target's staging folder, else none. */
export function uploadWritableDirs(target: Pick<Target, 'uri' | 'dataDir'>): string[] {
  const { engine, target: file } = parseUri(target.uri);
  return engine === 'duckdb' ? [duckdbStagingDir(duckdbPath(target.dataDir, file))] : [];
}

export async function writeUpload(file: ParsedFile, target: Target): Promise<void> {
  const engine = parseUri(target.uri).engine;
  if (engine === 'duckdb') await writeDuckdb(file, target);
  else await writePostgres(file, target);
}

/** The schema an upload lands in when the form names none. */
export const defaultSchema = (uri: string): string => (parseUri(uri).engine === 'duckdb' ? 'main' : 'public');
