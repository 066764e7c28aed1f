/**
 * One small `events` table loaded into the embedded DuckDB examples database and into a fresh PostgreSQL
 * database, both registered through the REST API, so the same QueryContext can be run against each.
 */
import { join, resolve } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import JSONbig from 'json-bigint';
import pg from 'pg';
import { duckdbInstance } from '../../../server/engines';
import { startTestInstance, type StoreKind, type TestInstance } from '../harness';

export type EngineKind = 'duckdb' | 'postgresql';
export const ENGINES: EngineKind[] = ['duckdb', 'postgresql'];

/** First id past 2^53: every id in the table is an integer a double cannot hold. */
export const FIRST_ID = 9007199254740993n;
export const ROWS = 48;
const CATEGORIES = ['alpha', 'beta', 'gamma'];
const START = Date.UTC(2022, 0, 1, 0, 0, 0);
const STEP_MS = (17 * 86_400 + 5 * 3_600 + 13 * 60 + 7) * 1000;

export interface EventRow {
  id: bigint;
  ts: Date;
  category: string | null;
  name: string;
  amount: number;
  qty: number | null;
  flag: boolean | null;
}

/** The rows, the same on both engines: times over two years, nulls in several columns, exact binary fractions. */
export function eventRows(): EventRow[] {
  return Array.from({ length: ROWS }, (_v, i) => ({
    id: FIRST_ID + BigInt(i),
    ts: new Date(START + i * STEP_MS),
    category: i % 7 === 6 ? null : (CATEGORIES[i % 3] ?? null),
    name: i % 2 ? `item-${i}` : `ITEM_${i}`,
    amount: ((i * 37) % 100) + 0.25,
    qty: i % 11 === 10 ? null : i % 5,
    flag: i % 10 === 9 ? null : i % 3 === 0,
  }));
}

const literal = (v: unknown): string => {
  if (v === null) return 'NULL';
  if (v instanceof Date) return `TIMESTAMP '${v.toISOString().replace('T', ' ').replace('Z', '')}'`;
  if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
  return String(v);
};

const insertSql = (table: string): string =>
  `INSERT INTO ${table} VALUES ${eventRows()
    .map((r) => `(${[r.id, r.ts, r.category, r.name, r.amount, r.qty, r.flag].map(literal).join(', ')})`)
    .join(',\n')}`;

const ddl = (table: string, dbl: string): string =>
  `CREATE TABLE ${table} (id BIGINT, ts TIMESTAMP, category VARCHAR(20), name VARCHAR(40), amount ${dbl}, qty INTEGER, flag BOOLEAN)`;

const CANARY_DDL = "CREATE TABLE canary (note VARCHAR(20)); INSERT INTO canary VALUES ('alive')";

export interface ChartDataFixture {
  t: TestInstance;
  pgUrl: string;
  databaseIds: Record<EngineKind, number>;
  datasetIds: Record<EngineKind, number>;
  /** POST /api/v1/chart/data as admin (or another user). */
  chartData(body: unknown, user?: string, url?: string): Promise<LightMyRequestResponse>;
  /** Runs SQL directly on one engine (for canary checks). */
  direct(engine: EngineKind, sql: string): Promise<unknown[][]>;
  close(): Promise<void>;
}

async function freshPgDatabase(): Promise<string> {
  const base = process.env.TESSERA_TEST_PG_URL;
  if (!base) throw new Error('TESSERA_TEST_PG_URL is not set: the PostgreSQL test server did not start');
  const name = `chartdata_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = base.replace(/\/[^/]*$/, `/${name}`);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(ddl('events', 'DOUBLE PRECISION'));
  await c.query(insertSql('events'));
  await c.query(CANARY_DDL);
  await c.end();
  return url;
}

async function expectOk(res: LightMyRequestResponse, what: string): Promise<Record<string, unknown>> {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/** Registers a database and the events dataset (with saved metrics and a saved expression column). */
async function register(
  t: TestInstance,
  name: string,
  uri: string,
  schema: string,
  extra: Record<string, unknown> = {},
): Promise<{ databaseId: number; datasetId: number }> {
  const db = await expectOk(
    await t.api({
      method: 'POST',
      url: '/api/v1/database/',
      payload: { database_name: name, sqlalchemy_uri: uri, ...extra },
    }),
    `create database ${name}`,
  );
  const databaseId = Number(db.id);
  const ds = await expectOk(
    await t.api({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: databaseId, schema, table_name: 'events' },
    }),
    `create dataset on ${name}`,
  );
  const datasetId = Number(ds.id);
  const detail = (await expectOk(await t.api({ url: `/api/v1/dataset/${datasetId}` }), 'read dataset')).result as {
    columns: Array<{ id: number; column_name: string; is_dttm: boolean }>;
  };
  const columns = detail.columns.map((c) => ({
    id: c.id,
    column_name: c.column_name,
    is_dttm: c.column_name === 'ts',
  }));
  await expectOk(
    await t.api({
      method: 'PUT',
      url: `/api/v1/dataset/${datasetId}`,
      payload: {
        main_dttm_col: 'ts',
        columns: [...columns, { column_name: 'double_qty', expression: 'qty * 2', type: 'INTEGER' }],
        metrics: [
          { metric_name: 'count', expression: 'COUNT(*)' },
          { metric_name: 'total_amount', expression: 'SUM(amount)', verbose_name: 'Total amount' },
          { metric_name: 'max_id', expression: 'MAX(id)' },
        ],
      },
    }),
    'update dataset',
  );
  return { databaseId, datasetId };
}

/** A server with the events table on both engines. `env` sets server config (e.g. TESSERA_QUERY_TIMEOUT). */
export async function startChartDataFixture(
  env: Record<string, string> = {},
  store: StoreKind = 'sqlite',
): Promise<ChartDataFixture> {
  const t = await startTestInstance(store, env);
  const duckPath = resolve(join(t.config.dataDir, 'examples.duckdb'));
  const duck = await (await duckdbInstance(duckPath)).connect();
  await duck.run(ddl('events', 'DOUBLE'));
  await duck.run(insertSql('events'));
  await duck.run(CANARY_DDL);
  duck.closeSync();
  const pgUrl = await freshPgDatabase();
  const d = await register(t, 'examples', 'duckdb:///examples.duckdb', 'main');
  const p = await register(t, 'warehouse', pgUrl, 'public');
  const pgClient = new pg.Pool({ connectionString: pgUrl, max: 2 });
  return {
    t,
    pgUrl,
    databaseIds: { duckdb: d.databaseId, postgresql: p.databaseId },
    datasetIds: { duckdb: d.datasetId, postgresql: p.datasetId },
    chartData: (body, user = 'admin', url = '/api/v1/chart/data') =>
      t.as(user, { method: 'POST', url, payload: body as Record<string, unknown> }),
    direct: async (engine, sql) => {
      if (engine === 'postgresql') return (await pgClient.query({ text: sql, rowMode: 'array' })).rows as unknown[][];
      const c = await (await duckdbInstance(duckPath)).connect();
      try {
        return (await c.runAndReadAll(sql)).getRowsJS() as unknown[][];
      } finally {
        c.closeSync();
      }
    },
    close: async () => {
      await pgClient.end();
      await t.close();
    },
  };
}

const bigJson = JSONbig();

interface BigNumberLike {
  _isBigNumber: true;
  isInteger(): boolean;
  toFixed(): string;
}
const isBigNumber = (v: unknown): v is BigNumberLike =>
  typeof v === 'object' && v !== null && (v as { _isBigNumber?: unknown })._isBigNumber === true;

const nativeBig = (v: unknown): unknown => {
  if (isBigNumber(v)) return v.isInteger() ? BigInt(v.toFixed()) : Number(v.toFixed());
  if (Array.isArray(v)) return v.map(nativeBig);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, nativeBig(x)]));
  return v;
};

/** Parses a body keeping integers beyond 2^53 exact (as BigInt); other long numbers become doubles. */
export function parseBig<T = unknown>(text: string): T {
  return nativeBig(bigJson.parse(text)) as T;
}

export interface ResultPayload {
  status: string;
  error: string | null;
  is_cached: boolean;
  cache_key: string | null;
  cache_timeout: number;
  query: string;
  rowcount: number;
  colnames: string[];
  coltypes: number[];
  data: Array<Record<string, unknown>>;
  [k: string]: unknown;
}

/** The first result of a chart data answer, failing with the body when the status is not 200. */
export function firstResult(res: LightMyRequestResponse): ResultPayload {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  const body = parseBig<{ result: ResultPayload[] }>(res.body);
  const r = body.result[0];
  if (!r) throw new Error(`no result in ${res.body}`);
  return r;
}

/** A value normalised so both engines compare equal: safe big integers as numbers, doubles to 9 digits. */
export function norm(v: unknown): unknown {
  if (typeof v === 'bigint')
    return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(v) : v.toString();
  if (typeof v === 'number') return Number.isInteger(v) ? v : Number(v.toPrecision(9));
  return v;
}

/** Rows as arrays in colnames order, normalised; sorted when `sorted` so unordered results compare. */
export function rowsOf(r: ResultPayload, sorted = false): unknown[][] {
  const rows = r.data.map((rec) => r.colnames.map((c) => norm(rec[c])));
  if (!sorted) return rows;
  return rows.sort((a, b) =>
    JSON.stringify(a) < JSON.stringify(b) ? -1 : JSON.stringify(a) > JSON.stringify(b) ? 1 : 0,
  );
}

/** A QueryContext over one engine's events dataset. */
export function qc(
  f: ChartDataFixture,
  engine: EngineKind,
  query: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    datasource: { id: f.datasetIds[engine], type: 'table' },
    force: false,
    result_type: 'full',
    result_format: 'json',
    ...extra,
    queries: [query],
  };
}
