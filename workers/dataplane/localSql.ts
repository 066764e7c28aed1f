/** SQL for local work on loaded results (filter, search, sort, page), and the test of whether a new filter only narrows. */
import type { FilterValue, QueryContext, QueryObject, QueryObjectFilterClause } from '../../src/core/query';
import type { LocalQuery } from '../../src/core/dataplane';
import { DataType, type Field } from 'apache-arrow';
import {
  compileResultFilters,
  isResultFilter,
  quoteIdentifier as quoteIdent,
  type ResultColumnType,
} from '../../src/core/sql';

/** A statement with `?` placeholders and its values. */
export interface BoundSql {
  sql: string;
  params: unknown[];
}

/** The engine type of a loaded column, which decides how filter values are coerced (as the server does per dataset column). */
function engineType(type: DataType): string {
  if (DataType.isInt(type)) return 'BIGINT';
  if (DataType.isFloat(type) || DataType.isDecimal(type)) return 'DOUBLE';
  if (DataType.isBool(type)) return 'BOOLEAN';
  if (DataType.isTimestamp(type)) return 'TIMESTAMP';
  if (DataType.isDate(type)) return 'DATE';
  return 'VARCHAR';
}

/** A loaded table's columns with their engine types. */
export function resultColumnTypes(fields: readonly Field[]): ResultColumnType[] {
  return fields.map((f) => ({ name: f.name, type: engineType(f.type) }));
}

const NUMBER_TEXT = /^[0-9.+\-e]+$/;
const TIME_TEXT = /^[0-9.+\-: t]+$/;
const NOT_FINITE = ['infinity', '-infinity', 'nan'];

/**
 * Whether the text form of a value of `type` could hold `needle` (lower case): a number's or a time's only digits,
 * signs, points and separators (or 'infinity', 'nan'), a boolean's 'true' or 'false'; other types always could.
 */
function couldHold(type: DataType, needle: string): boolean {
  const notFinite = NOT_FINITE.some((w) => w.includes(needle));
  if (DataType.isInt(type) || DataType.isFloat(type) || DataType.isDecimal(type))
    return NUMBER_TEXT.test(needle) || notFinite;
  if (DataType.isTimestamp(type) || DataType.isDate(type) || DataType.isTime(type))
    return TIME_TEXT.test(needle) || notFinite;
  if (DataType.isBool(type)) return 'true'.includes(needle) || 'false'.includes(needle);
  return true;
}

/**
 * The search's test: a case-blind contains over the searched columns whose text could hold the words (most searches
 * skip the number columns, the costly casts over a million rows); text columns are matched without a cast.
 */
function searchSql(search: NonNullable<LocalQuery['search']>, fields: readonly Field[]): BoundSql | null {
  if (search.text === '') return null;
  const named = search.columns ? fields.filter((f) => search.columns?.includes(f.name)) : fields;
  const needle = search.text.toLowerCase();
  const searched = named.filter((f) => couldHold(f.type, needle));
  if (!searched.length) return { sql: 'FALSE', params: [] };
  // contains(lower(...)) reads a million strings faster than ILIKE '%...%' (84 ms against 117 in DuckDB-WASM).
  const test = (f: Field): string =>
    `contains(lower(${DataType.isUtf8(f.type) || DataType.isLargeUtf8(f.type) ? quoteIdent(f.name) : `CAST(${quoteIdent(f.name)} AS VARCHAR)`}), ?)`;
  return { sql: `(${searched.map(test).join(' OR ')})`, params: searched.map(() => needle) };
}

/** The FROM and WHERE of a local query: its filters compiled as on the server, and its search. */
function localFromWhere(query: LocalQuery, fields: readonly Field[]): BoundSql {
  const compiled = compileResultFilters(query.filters ?? [], resultColumnTypes(fields));
  const params: unknown[] = [...compiled.params];
  const where = compiled.sql ? [compiled.sql] : [];
  const search = query.search && searchSql(query.search, fields);
  if (search) {
    where.push(search.sql);
    params.push(...search.params);
  }
  let sql = `FROM ${quoteIdent(query.table)}`;
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  return { sql, params };
}

/** The SELECT of a local query over a table with `fields`; filters compile as on the server, a search without columns looks in every column. */
export function localSelectSql(query: LocalQuery, fields: readonly Field[]): BoundSql {
  const from = localFromWhere(query, fields);
  let sql = `SELECT * ${from.sql}`;
  if (query.orderBy?.length)
    sql += ` ORDER BY ${query.orderBy.map((s) => `${quoteIdent(s.column)} ${s.ascending ? 'ASC' : 'DESC'} NULLS LAST`).join(', ')}`;
  if (query.limit !== undefined) sql += ` LIMIT ${Math.max(0, Math.floor(query.limit))}`;
  if (query.offset !== undefined) sql += ` OFFSET ${Math.max(0, Math.floor(query.offset))}`;
  return { sql, params: from.params };
}

/** The count of the rows a local query matches (its filters and search), whatever its order and page. */
export function localCountSql(query: LocalQuery, fields: readonly Field[]): BoundSql {
  const from = localFromWhere(query, fields);
  return { sql: `SELECT count(*) AS n ${from.sql}`, params: from.params };
}

/** JSON with object keys sorted, so equal requests give equal text. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'bigint') return `${v}n`;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return v;
  });
}

function withoutFilters(query: QueryObject): QueryObject {
  const { filters: _filters, ...rest } = query;
  return rest;
}

const sameFilter = (a: QueryObjectFilterClause, b: QueryObjectFilterClause) =>
  stableStringify(a) === stableStringify(b);

function narrowsFilter(before: QueryObjectFilterClause, after: QueryObjectFilterClause): boolean {
  if (before.col !== after.col || before.op !== after.op || before.op !== 'IN') return false;
  const kept = new Set((before.val as FilterValue[]).map((v) => stableStringify(v)));
  return Array.isArray(after.val) && after.val.every((v) => kept.has(stableStringify(v)));
}

function columnNames(query: QueryObject): string[] {
  return (query.columns ?? []).filter((c): c is string => typeof c === 'string');
}

/**
 * The filters to apply locally when `next` only narrows the already-loaded answer to `prev`, per query; null when
 * the server must answer. Narrowing is safe when nothing but filters changed, the loaded rows were complete (not cut
 * by row_limit), no step spans rows (post-processing, series limit, time offsets), and each new filter is on a
 * loaded column that is a group-by column (or the query has no metrics).
 */
export function narrowingFilters(
  prev: QueryContext,
  next: QueryContext,
  loaded: { colnames: string[]; rowcount: number }[],
): QueryObjectFilterClause[][] | null {
  if (prev.queries.length !== next.queries.length) return null;
  const out: QueryObjectFilterClause[][] = [];
  for (let i = 0; i < next.queries.length; i += 1) {
    const before = prev.queries[i] as QueryObject;
    const after = next.queries[i] as QueryObject;
    const result = loaded[i];
    if (!result) return null;
    if (before.post_processing?.length || before.series_limit || before.time_offsets?.length || before.is_rowcount)
      return null;
    if (before.row_limit && result.rowcount >= before.row_limit) return null;
    const beforeFilters = before.filters ?? [];
    const afterFilters = after.filters ?? [];
    const covered = beforeFilters.every((b) => afterFilters.some((a) => sameFilter(a, b) || narrowsFilter(b, a)));
    if (!covered) return null;
    const fresh = afterFilters.filter((a) => !beforeFilters.some((b) => sameFilter(a, b)));
    const groupBy = columnNames(before);
    const aggregated = (before.metrics ?? []).length > 0;
    const ok = fresh.every(
      (f) => isResultFilter(f, result.colnames) && (!aggregated || groupBy.includes(f.col as string)),
    );
    if (!ok) return null;
    out.push(fresh);
  }
  // The rest of the query is compared last: a cross filter's new value fails the cheap tests above.
  const strip = (c: QueryContext) =>
    stableStringify({ ...c, force: undefined, form_data: undefined, queries: c.queries.map(withoutFilters) });
  return strip(prev) === strip(next) ? out : null;
}
