/** PostgreSQL as an analytical engine through `pg`, with statement timeouts and cancellation. */
import pg from 'pg';
import { quoteIdentifier } from '../../src/core/sql';
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

const TYPE_NAMES: Record<number, string> = {
  16: 'BOOLEAN',
  20: 'BIGINT',
  21: 'SMALLINT',
  23: 'INTEGER',
  700: 'REAL',
  701: 'DOUBLE PRECISION',
  1700: 'NUMERIC',
  25: 'TEXT',
  1043: 'VARCHAR',
  1042: 'CHAR',
  1082: 'DATE',
  1114: 'TIMESTAMP',
  1184: 'TIMESTAMP WITH TIME ZONE',
  1083: 'TIME',
  2950: 'UUID',
  114: 'JSON',
  3802: 'JSONB',
};

// Exact numbers: BIGINT as BigInt, NUMERIC as number unless a whole value beyond 2^53 (BigInt), dates as UTC.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === 20) return (v: string) => BigInt(v);
    // SUM of a BIGINT is NUMERIC: whole values beyond 2^53 stay exact as BigInt.
    if (oid === 1700)
      return (v: string) => (/^-?\d+$/.test(v) && !Number.isSafeInteger(Number(v)) ? BigInt(v) : Number(v));
    if (oid === 1082) return (v: string) => new Date(`${v}T00:00:00Z`);
    if (oid === 1114) return (v: string) => new Date(`${v.replace(' ', 'T')}Z`);
    return pg.types.getTypeParser(oid, format);
  },
};

/** Maps a connection failure to Superset's error types. */
export function classifyPgError(err: unknown): EngineUnavailableError {
  const e = err as { code?: string; message?: string };
  const msg = e.message ?? String(err);
  if (e.code === '28P01' || e.code === '28000')
    return new EngineUnavailableError(
      'Either the username or the password is wrong.',
      'CONNECTION_ACCESS_DENIED_ERROR',
    );
  if (e.code === '3D000')
    return new EngineUnavailableError('Unable to connect to database.', 'CONNECTION_UNKNOWN_DATABASE_ERROR');
  if (e.code === 'ECONNREFUSED')
    return new EngineUnavailableError('The port is closed.', 'CONNECTION_PORT_CLOSED_ERROR');
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN')
    return new EngineUnavailableError("The hostname provided can't be resolved.", 'CONNECTION_INVALID_HOSTNAME_ERROR');
  if (e.code === 'ETIMEDOUT')
    return new EngineUnavailableError("The host might be down, and can't be reached.", 'CONNECTION_HOST_DOWN_ERROR');
  return new EngineUnavailableError(msg, 'GENERIC_DB_ENGINE_ERROR');
}

const CONNECTION_CODES = new Set([
  '28P01',
  '28000',
  '3D000',
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  '57P03',
]);

export function postgresConnection(connectionString: string): EngineConnection {
  // Sessions run in UTC: the compiler binds timestamps as UTC text.
  const pool = new pg.Pool({
    connectionString,
    max: 8,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    types,
    options: '-c TimeZone=UTC',
  });
  pool.on('error', () => undefined);

  // A pooled connection whose server went away fails its next query; the pool then drops it and the query is
  // tried once more on a fresh connection, which tells what is really wrong (port closed, host down, ...).
  const lostConnection = (err: unknown): boolean => {
    const e = err as { code?: string; message?: string };
    return (
      e.code === 'ECONNRESET' ||
      e.code === 'EPIPE' ||
      /Connection terminated|connection.*closed|Client has encountered a connection error/i.test(e.message ?? '')
    );
  };

  const attempt = async (sql: string, params: unknown[], opts: RunOptions, retry: boolean): Promise<QueryResult> => {
    if (opts.signal?.aborted) throw new QueryStoppedError();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw classifyPgError(err);
    }
    // Errors of a checked-out connection are also emitted on it; they reach the caller through the query.
    if (!client.listenerCount('error')) client.on('error', () => undefined);
    let stopped = false;
    let broken: Error | undefined;
    const pid = (client as unknown as { processID: number }).processID;
    const onAbort = (): void => {
      stopped = true;
      void pool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => undefined);
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      await client.query(`SET statement_timeout = ${Math.max(0, Math.floor(opts.timeoutMs ?? 0))}`);
      // The picked schema holds for this query on this pooled connection only (reset before it goes back).
      if (opts.schema) await client.query(`SET search_path TO ${quoteIdentifier(opts.schema)}`);
      const res = await client.query({
        text: sql,
        values: params.map((p) => (typeof p === 'bigint' ? p.toString() : p)),
        rowMode: 'array',
      });
      const names = res.fields.map((f) => f.name);
      const columns: unknown[][] = names.map(() => new Array<unknown>(res.rows.length));
      res.rows.forEach((row: unknown[], i) => row.forEach((v, j) => ((columns[j] as unknown[])[i] = v)));
      return {
        names,
        types: res.fields.map((f) => TYPE_NAMES[f.dataTypeID] ?? 'UNKNOWN'),
        columns,
        rowCount: res.rows.length,
      };
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === '57014' && !stopped) throw new QueryTimeoutError(Math.round((opts.timeoutMs ?? 0) / 1000));
      if (code === '57014' && stopped) throw new QueryStoppedError();
      if (code && CONNECTION_CODES.has(code)) throw classifyPgError(err);
      if (lostConnection(err)) {
        broken = err as Error;
        if (retry && !stopped) return await attempt(sql, params, opts, false);
        throw classifyPgError(err);
      }
      throw err;
    } finally {
      opts.signal?.removeEventListener('abort', onAbort);
      if (opts.schema && !broken)
        await client.query('RESET search_path').catch((err: unknown) => (broken = err as Error));
      client.release(broken);
    }
  };
  const run = (sql: string, params: unknown[] = [], opts: RunOptions = {}): Promise<QueryResult> =>
    attempt(sql, params, opts, true);

  const first = (r: QueryResult): string[] => (r.columns[0] ?? []).map(String);
  return {
    engine: 'postgresql',
    run,
    test: async () => {
      await run('SELECT 1');
    },
    schemas: async () =>
      first(
        await run(
          "SELECT schema_name FROM information_schema.schemata WHERE schema_name NOT IN ('information_schema', 'pg_toast') AND schema_name NOT LIKE 'pg_temp%' AND schema_name NOT LIKE 'pg_toast_temp%' AND schema_name <> 'pg_catalog' ORDER BY 1",
        ),
      ),
    tables: async (schema: string): Promise<TableInfo[]> => {
      const r = await run(
        'SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1',
        [schema],
      );
      return first(r).map((name, i) => ({ name, type: String(r.columns[1]?.[i]).includes('VIEW') ? 'view' : 'table' }));
    },
    columns: async (schema: string | null, table: string): Promise<ColumnInfo[]> => {
      const r = await run(
        'SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position',
        [schema ?? 'public', table],
      );
      return first(r).map((name, i) => ({
        name,
        type: String(r.columns[1]?.[i]).toUpperCase(),
        nullable: r.columns[2]?.[i] === 'YES',
      }));
    },
    partitions: async (schema: string | null, table: string) => {
      const r = await run(
        `SELECT a.attname FROM pg_partitioned_table p JOIN pg_class c ON c.oid = p.partrelid JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (p.partattrs) WHERE n.nspname = $1 AND c.relname = $2`,
        [schema ?? 'public', table],
      );
      return first(r);
    },
    close: () => pool.end(),
  };
}
