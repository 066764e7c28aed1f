// Two DuckDB engines for the same SQL: the server's (@duckdb/node-api) and the browser's (DuckDB-WASM, run in Node).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { createDuckDB, NODE_RUNTIME, VoidLogger } from '@duckdb/duckdb-wasm/blocking';
import type { FactRow } from '../../../src/core/postprocessing';

/** A connection that runs SQL and answers rows as plain JS values. */
export interface Engine {
  name: string;
  exec(sql: string): Promise<void>;
  rows(sql: string): Promise<unknown[][]>;
  facts(sql: string): Promise<FactRow[]>;
}

const toFactRows = (rows: unknown[][]): FactRow[] =>
  rows.map((r) => r.map((v) => (v === null || v === undefined ? null : String(v))));

export async function nodeEngine(): Promise<Engine> {
  const instance = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false', threads: '1' });
  const conn = await instance.connect();
  const rows = async (sql: string): Promise<unknown[][]> => (await conn.runAndReadAll(sql)).getRowsJS() as unknown[][];
  return {
    name: 'node-api',
    exec: async (sql) => void (await conn.run(sql)),
    rows,
    facts: async (sql) => toFactRows(await rows(sql)),
  };
}

export async function wasmEngine(): Promise<Engine> {
  const dist = join(dirname(createRequire(import.meta.url).resolve('@duckdb/duckdb-wasm/blocking')));
  const db = await createDuckDB(
    {
      mvp: { mainModule: join(dist, 'duckdb-mvp.wasm'), mainWorker: join(dist, 'duckdb-node-mvp.worker.cjs') },
      eh: { mainModule: join(dist, 'duckdb-eh.wasm'), mainWorker: join(dist, 'duckdb-node-eh.worker.cjs') },
    },
    new VoidLogger(),
    NODE_RUNTIME,
  );
  await db.instantiate();
  const conn = db.connect();
  const rows = async (sql: string): Promise<unknown[][]> => {
    const table = conn.query(sql);
    const fields = table.schema.fields.map((f) => f.name);
    return table.toArray().map((row) => {
      const json = row.toJSON() as Record<string, unknown>;
      return fields.map((f) => json[f]);
    });
  };
  return {
    name: 'duckdb-wasm',
    exec: async (sql) => void conn.query(sql),
    rows,
    facts: async (sql) => toFactRows(await rows(sql)),
  };
}
