/** Runs post-processing SQL (src/core/postprocessing) in DuckDB over a query's result. */
import { DuckDBTimestampMillisecondsValue, type DuckDBConnection } from '@duckdb/node-api';
import { preparePostProcessing, type PostProcessingInput } from '../../src/core/postprocessing';
import type { PostProcessingRule } from '../../src/core/query';
import { quoteIdentifier } from '../../src/core/sql';
import { duckdbInstance, readerResult, type EngineConnection, type QueryResult, type RunOptions } from '../engines';
import { genericType } from '../domain/datasource-payload';

const TYPE_NAMES = ['number', 'string', 'temporal', 'boolean'] as const;

/** Column types of a result in the post-processing generator's words. */
export function resultColumns(r: QueryResult): PostProcessingInput['columns'] {
  return r.names.map((name, i) => ({ name, type: TYPE_NAMES[genericType(r.types[i])] }));
}

const factRows = (r: QueryResult): (string | null)[][] => {
  const rows: (string | null)[][] = [];
  for (let i = 0; i < r.rowCount; i++)
    rows.push(
      r.columns.map((c) =>
        c[i] === null || c[i] === undefined ? null : c[i] instanceof Date ? (c[i] as Date).toISOString() : String(c[i]),
      ),
    );
  return rows;
};

/** Post-processes on the engine itself: the query is the relation, its values stay bound. */
export async function postProcessOnEngine(
  conn: EngineConnection,
  sql: string,
  params: unknown[],
  columns: PostProcessingInput['columns'],
  rules: PostProcessingRule[],
  opts: RunOptions,
): Promise<QueryResult> {
  const ready = await preparePostProcessing({ relation: `(${sql})`, columns }, rules, async (factSql) =>
    factRows(await conn.run(factSql, params, opts)),
  );
  return conn.run(ready.finalSql, params, opts);
}

function appendCell(a: Awaited<ReturnType<DuckDBConnection['createAppender']>>, v: unknown, kind: string): void {
  if (v === null || v === undefined) return a.appendNull();
  switch (kind) {
    case 'BIGINT':
      return a.appendBigInt(BigInt(v as bigint));
    case 'DOUBLE':
      return a.appendDouble(Number(v));
    case 'BOOLEAN':
      return a.appendBoolean(Boolean(v));
    case 'TIMESTAMP':
      return a.appendTimestampMilliseconds(
        new DuckDBTimestampMillisecondsValue(BigInt(v instanceof Date ? v.getTime() : new Date(String(v)).getTime())),
      );
    default:
      return a.appendVarchar(String(v));
  }
}

const duckType = (type: string, values: unknown[]): string => {
  if (values.some((v) => typeof v === 'bigint')) return 'BIGINT';
  if (values.some((v) => v instanceof Date)) return 'TIMESTAMP';
  const g = genericType(type);
  return g === 0 ? 'DOUBLE' : g === 3 ? 'BOOLEAN' : g === 2 ? 'TIMESTAMP' : 'VARCHAR';
};

/** Post-processes a result from another engine: loaded into an in-memory DuckDB table, then processed there. */
export async function postProcessInMemory(result: QueryResult, rules: PostProcessingRule[]): Promise<QueryResult> {
  const conn = await (await duckdbInstance(':memory:')).connect();
  const table = `pp_${Math.random().toString(36).slice(2, 10)}`;
  try {
    const kinds = result.names.map((_n, j) => duckType(result.types[j] ?? '', result.columns[j] ?? []));
    await conn.run(
      `CREATE TEMP TABLE ${table} (${result.names.map((n, j) => `${quoteIdentifier(n)} ${kinds[j] ?? 'VARCHAR'}`).join(', ')})`,
    );
    const appender = await conn.createAppender(table, 'main', 'temp');
    for (let i = 0; i < result.rowCount; i++) {
      result.columns.forEach((c, j) => appendCell(appender, c[i], kinds[j] ?? 'VARCHAR'));
      appender.endRow();
    }
    appender.closeSync();
    const columns = result.names.map((name, j) => ({ name, type: TYPE_NAMES[genericType(kinds[j])] }));
    const ready = await preparePostProcessing({ relation: table, columns }, rules, async (sql) => {
      const r = await conn.runAndReadAll(sql);
      return r.getRowsJS().map((row) => row.map((v) => (v === null ? null : String(v))));
    });
    return readerResult(await conn.runAndReadAll(ready.finalSql));
  } finally {
    await conn.run(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    conn.closeSync();
  }
}
