/**
 * Filters over a loaded result's own columns (the worker's local filtering), compiled by the same filterSql as the
 * server's queries, so a filter means the same rows wherever it runs.
 */
import type { QueryObjectFilterClause } from '../query';
import type { CompileContext } from './context';
import type { DatasourceMeta } from './datasource';
import type { Dialect } from './dialect';
import { duckdbDialect } from './duckdb';
import { QueryObjectValidationError } from './errors';
import { filterSql } from './filter';
import { createParamBag, renderWithParams } from './params';
import { quoteIdentifier } from './quote';

/** A result column: its name and its engine type (e.g. DOUBLE, VARCHAR, TIMESTAMP), which decides value coercion. */
export interface ResultColumnType {
  name: string;
  type: string | null;
}

const notLocal = (what: string) => (): never => {
  throw new QueryObjectValidationError(`${what} cannot run over a loaded result`);
};

/** True when the filter names one of the result's columns with an operator that needs neither a time range nor a dataset. */
export function isResultFilter(filter: QueryObjectFilterClause, columns: readonly string[]): boolean {
  const op = String(filter.op).toUpperCase();
  if (typeof filter.col !== 'string' || !columns.includes(filter.col)) return false;
  if (op === 'TEMPORAL_RANGE' || op === 'LATEST PARTITION') return false;
  // An empty IN list is an error on the server (Superset's "Filter value list cannot be empty"); leave it to the server.
  if ((op === 'IN' || op === 'NOT IN') && (!Array.isArray(filter.val) || filter.val.length === 0)) return false;
  return true;
}

/**
 * The WHERE condition (AND of every filter) and its bound values, with the server's coercions and NULL rules;
 * `placeholder` writes the n-th value's marker (DuckDB-WASM's prepared statements take `?`).
 */
export function compileResultFilters(
  filters: readonly QueryObjectFilterClause[],
  columns: readonly ResultColumnType[],
  placeholder: (n: number) => string = () => '?',
): { sql: string; params: unknown[] } {
  const dialect: Dialect = { ...duckdbDialect, placeholder };
  const ds: DatasourceMeta = {
    table_name: '',
    columns: columns.map((c) => ({ column_name: c.name, type: c.type })),
    metrics: [],
  };
  const ctx: CompileContext = {
    ds,
    dialect,
    bag: createParamBag(),
    columnsByName: new Map(ds.columns.map((c) => [c.column_name, c])),
    metricsByName: new Map(),
    source: '',
    timeGrain: null,
    quote: quoteIdentifier,
    adhoc: notLocal('An adhoc SQL filter'),
    saved: notLocal('A saved column expression'),
    resolveRange: notLocal('A time range filter'),
  };
  const conditions: string[] = [];
  for (const filter of filters) {
    const outcome = filterSql(ctx, filter, null, false);
    if (outcome?.status === 'rejected')
      throw new QueryObjectValidationError(`Filter column ${outcome.column} is not in the result`);
    if (outcome?.condition) conditions.push(outcome.condition);
  }
  return renderWithParams(conditions.join(' AND '), ctx.bag, dialect);
}
