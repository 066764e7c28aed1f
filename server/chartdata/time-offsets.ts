/**
 * Time comparison (`time_offsets`), as Superset's query context processor does it: each offset runs the query
 * with its time bounds shifted, and the offset's metrics join the base rows as `<metric>__<offset>` columns,
 * matched on the time axis (base time moved by the offset) and every other dimension.
 */
import {
  compileTimeOffsetQuery,
  QueryObjectValidationError,
  type CompileOptions,
  type CompiledQuery,
  type DatasourceMeta,
  type Dialect,
} from '../../src/core/sql';
import type { QueryObject } from '../../src/core/query';
import type { EngineConnection, QueryResult, RunOptions } from '../engines';

export interface OffsetQuery {
  offset: string;
  compiled: CompiledQuery;
}

/** Compiles one query per offset; none when the query asks for no comparison. */
export function compileOffsets(
  query: QueryObject,
  ds: DatasourceMeta,
  dialect: Dialect,
  opts: CompileOptions,
): OffsetQuery[] {
  const offsets = [...new Set((query.time_offsets ?? []).filter((o) => typeof o === 'string' && o.trim() !== ''))];
  return offsets.map((offset) => ({ offset, compiled: compileTimeOffsetQuery(query, ds, dialect, opts, offset) }));
}

/** Result columns named by their labels (the engine sees hashed aliases where a label is too long). */
export function relabel(raw: QueryResult, compiled: CompiledQuery): QueryResult {
  return {
    ...raw,
    names: raw.names.map((n, i) => compiled.labels[compiled.aliases.indexOf(n)] ?? compiled.labels[i] ?? n),
  };
}

/** The label of the query's time axis: the BASE_AXIS column, else __timestamp, else the granularity. */
function timeAxis(query: QueryObject, names: string[]): string {
  for (const c of query.columns ?? [])
    if (typeof c === 'object' && c.columnType === 'BASE_AXIS' && names.includes(c.label)) return c.label;
  if (names.includes('__timestamp')) return '__timestamp';
  if (query.granularity && names.includes(query.granularity)) return query.granularity;
  throw new QueryObjectValidationError('Time comparison (time_offsets) needs a temporal x-axis or a time granularity');
}

const keyPart = (v: unknown): string =>
  v instanceof Date ? `d${v.getTime()}` : typeof v === 'bigint' ? `n${v}` : JSON.stringify(v ?? null);

/** Runs the offset queries and joins their metrics to the base result (left join: missing periods are null). */
export async function withTimeOffsets(
  conn: EngineConnection,
  base: QueryResult,
  query: QueryObject,
  baseMetrics: string[],
  offsets: OffsetQuery[],
  shiftDate: (date: Date, offset: string) => Date,
  runOpts: RunOptions,
): Promise<QueryResult> {
  const time = timeAxis(query, base.names);
  const keys = base.names.filter((n) => !baseMetrics.includes(n));
  const keyIndexes = keys.map((k) => base.names.indexOf(k));
  const timeIndex = base.names.indexOf(time);
  const out: QueryResult = {
    names: [...base.names],
    types: [...base.types],
    columns: [...base.columns],
    rowCount: base.rowCount,
  };
  for (const { offset, compiled } of offsets) {
    const result = relabel(await conn.run(compiled.sql, compiled.params, runOpts), compiled);
    const theirKeys = keys.map((k) => result.names.indexOf(k));
    const rowOf = new Map<string, number>();
    for (let i = 0; i < result.rowCount; i++)
      rowOf.set(theirKeys.map((j) => keyPart(result.columns[j]?.[i])).join('|'), i);
    const baseKey = (i: number): string =>
      keyIndexes
        .map((j) => {
          const v = base.columns[j]?.[i];
          return keyPart(j === timeIndex && v instanceof Date ? shiftDate(v, offset) : v);
        })
        .join('|');
    const matches = Array.from({ length: base.rowCount }, (_v, i) => rowOf.get(baseKey(i)));
    for (const metric of compiled.metricLabels) {
      const j = result.names.indexOf(metric);
      out.names.push(metric);
      out.types.push(result.types[j] ?? 'DOUBLE');
      out.columns.push(matches.map((m) => (m === undefined ? null : (result.columns[j]?.[m] ?? null))));
    }
  }
  return out;
}
