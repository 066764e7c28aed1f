/** The embedded DuckDB engine (@duckdb/node-api): one instance per file, a connection per running query. */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DuckDBInstance, StatementType, type DuckDBConnection, type DuckDBResultReader } from '@duckdb/node-api';
import { quoteString } from '../../src/core/sql';
import { defaultLimits, type Limits } from '../config';
import {
  EngineUnavailableError,
  QueryStoppedError,
  QueryTimeoutError,
  type ColumnInfo,
  type EngineConnection,
  type QueryResult,
  type RunOptions,
  type TableInfo,
} from './types';

const instances = new Map<string, Promise<DuckDBInstance>>();

/** The only folder a file database's queries may read or write files in: where uploads stage their data. */
export function duckdbStagingDir(path: string): string {
  return join(dirname(path), '.staging');
}

/** The staging folder of a file database, made if it is not there (a new data folder, or one removed while running). */
export function ensureDuckdbStagingDir(path: string): string {
  const staging = duckdbStagingDir(path);
  mkdirSync(staging, { recursive: true });
  return staging;
}

/**
 * Queries must not reach the server's files (read_csv('/etc/passwd'), read_text of the configuration, ATTACH,
 * COPY TO) nor the network: external access is off for every instance, in-memory ones included; a file
 * database may still use its own staging folder, where uploads stage their data.
 */
async function lockDown(inst: DuckDBInstance, path: string): Promise<DuckDBInstance> {
  const conn = await inst.connect();
  try {
    if (path !== ':memory:') {
      const staging = ensureDuckdbStagingDir(path);
      await conn.run(`SET allowed_directories = ['${`${staging}/`.replace(/'/g, "''")}']`);
    }
    await conn.run('SET enable_external_access = false');
  } finally {
    conn.closeSync();
  }
  return inst;
}

/** What a DuckDB database may take of the machine: threads, and memory before it spills to disk. */
export type DuckdbResources = Pick<Limits, 'duckdbThreads' | 'duckdbMemoryLimit'>;

/**
 * Opens (once per path) a DuckDB database with extension downloads switched off, file access locked down, and
 * its threads and memory bounded (by default leaving a core to the web server); the first opener's bounds hold.
 */
export function duckdbInstance(
  path: string,
  readOnly = false,
  resources: DuckdbResources = defaultLimits(),
): Promise<DuckDBInstance> {
  const key = `${path}|${readOnly}`;
  let inst = instances.get(key);
  if (!inst) {
    inst = DuckDBInstance.create(path, {
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      threads: String(resources.duckdbThreads),
      memory_limit: resources.duckdbMemoryLimit,
      ...(readOnly ? { access_mode: 'READ_ONLY' } : {}),
    }).then((i) => lockDown(i, path));
    inst.catch(() => instances.delete(key));
    instances.set(key, inst);
  }
  return inst;
}

/** Closes every cached instance (tests and shutdown). */
export function closeDuckdbInstances(): void {
  for (const p of instances.values()) void p.then((i) => i.closeSync()).catch(() => undefined);
  instances.clear();
}

/** A DuckDB answer read in full as a columnar QueryResult. */
export function readerResult(reader: DuckDBResultReader): QueryResult {
  const names = reader.columnNames();
  return {
    names,
    types: reader.columnTypes().map((t) => t.toString()),
    columns: names.length ? (reader.getColumnsJS() as unknown[][]) : [],
    rowCount: reader.currentRowCount,
  };
}

export function duckdbConnection(path: string, resources?: DuckdbResources): EngineConnection {
  const idle: DuckDBConnection[] = [];
  const acquire = async (): Promise<DuckDBConnection> => {
    const c = idle.pop();
    if (c) return c;
    try {
      return await (await duckdbInstance(path, false, resources)).connect();
    } catch (err) {
      throw new EngineUnavailableError(
        `Could not open the DuckDB database: ${(err as Error).message}`,
        'CONNECTION_DATABASE_PERMISSIONS_ERROR',
      );
    }
  };
  const release = (c: DuckDBConnection): void => {
    if (idle.length < 8) idle.push(c);
    else c.closeSync();
  };
  // The picked schema holds for one query on one pooled connection: set after it is taken, reset before it goes back.
  const inSchema = async <T>(
    schema: string | null | undefined,
    fn: (c: DuckDBConnection) => Promise<T>,
  ): Promise<T> => {
    const conn = await acquire();
    let reusable = true;
    try {
      if (schema) await conn.run(`SET schema = ${quoteString(schema)}`);
      return await fn(conn);
    } finally {
      if (schema) await conn.run('RESET schema').catch(() => (reusable = false));
      if (reusable) release(conn);
      else conn.closeSync();
    }
  };

  const run = async (sql: string, params: unknown[] = [], opts: RunOptions = {}): Promise<QueryResult> => {
    if (opts.signal?.aborted) throw new QueryStoppedError();
    return inSchema(opts.schema, async (conn) => {
      let timedOut = false;
      let stopped = false;
      const timer = opts.timeoutMs
        ? setTimeout(() => {
            timedOut = true;
            conn.interrupt();
          }, opts.timeoutMs)
        : null;
      const onAbort = (): void => {
        stopped = true;
        conn.interrupt();
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      try {
        return readerResult(await conn.runAndReadAll(sql, params as never));
      } catch (err) {
        if (timedOut) throw new QueryTimeoutError(Math.round((opts.timeoutMs ?? 0) / 1000));
        if (stopped) throw new QueryStoppedError();
        throw err;
      } finally {
        if (timer) clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
      }
    });
  };

  return {
    engine: 'duckdb',
    run,
    test: async () => {
      await run('SELECT 1');
    },
    schemas: async () => {
      const r = await run(
        "SELECT schema_name FROM information_schema.schemata WHERE catalog_name = current_database() AND schema_name NOT IN ('information_schema', 'pg_catalog') ORDER BY 1",
      );
      return (r.columns[0] ?? []).map(String);
    },
    tables: async (schema: string): Promise<TableInfo[]> => {
      const r = await run(
        'SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = $1 AND table_catalog = current_database() ORDER BY 1',
        [schema],
      );
      return (r.columns[0] ?? []).map((name, i) => ({
        name: String(name),
        type: String(r.columns[1]?.[i]).includes('VIEW') ? 'view' : 'table',
      }));
    },
    columns: async (schema: string | null, table: string): Promise<ColumnInfo[]> => {
      const r = await run(
        'SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 AND table_catalog = current_database() ORDER BY ordinal_position',
        [schema ?? 'main', table],
      );
      return (r.columns[0] ?? []).map((name, i) => ({
        name: String(name),
        type: String(r.columns[1]?.[i]),
        nullable: r.columns[2]?.[i] === 'YES',
      }));
    },
    partitions: async () => [],
    statementKinds: (sql: string, schema?: string | null): Promise<string[]> =>
      inSchema(schema, async (conn) => {
        const extracted = await conn.extractStatements(sql);
        const kinds: string[] = [];
        for (let i = 0; i < extracted.count; i++) {
          const prepared = await extracted.prepare(i);
          kinds.push(String(StatementType[prepared.statementType]).toLowerCase());
          prepared.destroySync();
        }
        return kinds;
      }),
    close: async () => {
      for (const c of idle.splice(0)) c.closeSync();
    },
  };
}
