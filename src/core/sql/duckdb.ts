import { GenericDataType, type TimeGrain } from '../query';
import {
  BASE_TYPE_RULES,
  ansiLimitOffset,
  formatDttm,
  grainExpression,
  grainList,
  quoteAnsiIdentifier,
  quoteAnsiString,
  specFromRules,
  type Dialect,
} from './dialect';
import { DATE_TRUNC_GRAINS } from './grains';

const DUCKDB_TYPE_RULES = [
  [/\[\d*\]$/, GenericDataType.STRING],
  [/^u?(tiny|small|big|huge)?int/i, GenericDataType.NUMERIC],
  [/^(int[1248]|float[48]|varint)\b/i, GenericDataType.NUMERIC],
  [/^(uuid|blob|bytea|json|enum|struct|map|union)/i, GenericDataType.STRING],
  ...BASE_TYPE_RULES,
] as const;

const grains: Record<TimeGrain, string> = DATE_TRUNC_GRAINS;

/** DuckDB, the embedded default engine. */
export const duckdbDialect: Dialect = {
  name: 'duckdb',
  maxColumnNameLength: null,
  quoteIdentifier: quoteAnsiIdentifier,
  quoteString: quoteAnsiString,
  placeholder: (index) => `$${index}`,
  timeGrainExpression: grainExpression('duckdb', grains),
  // Superset's duckdb spec borrows SQLite's datetime(); make_timestamp is DuckDB's own and ignores the session time zone.
  epochToDttm: () => 'make_timestamp(CAST({col} * 1000000 AS BIGINT))',
  epochMsToDttm: () => 'make_timestamp(CAST({col} * 1000 AS BIGINT))',
  convertDttm(targetType, dttm) {
    const type = (targetType ?? '').toUpperCase();
    if (/^(TEXT|VARCHAR|STRING|CHAR)/.test(type) || /^(DATETIME|TIMESTAMP)/.test(type))
      return quoteAnsiString(formatDttm(dttm));
    return null;
  },
  columnSpec: (nativeType) => specFromRules(DUCKDB_TYPE_RULES, nativeType),
  castToString: (expr) => `CAST(${expr} AS VARCHAR)`,
  limitOffset: ansiLimitOffset,
  timegrains: () => grainList(grains),
};
