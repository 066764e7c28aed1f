/** Tessera's SQL compiler: chart-data query objects to engine SQL with bound values (pure; runs in browser and server). */
export { compileQuery, compileTimeOffsetQuery, effectiveRowLimit } from './compile';
export type { CompileOptions, CompiledQuery } from './compile';
export type { TimeRangeResolver } from './context';
export type { DatasourceColumnMeta, DatasourceMeta, DatasourceMetricMeta } from './datasource';
export type { ColumnSpec, Dialect, DialectName, TimeGrainInfo } from './dialect';
export { duckdbDialect } from './duckdb';
export { postgresDialect } from './postgres';
export { getDialect } from './registry';
export { QueryObjectValidationError, SqlFragmentError } from './errors';
export { BUILTIN_TIME_GRAINS, isTimeGrain } from './grains';
export {
  ADHOC_SUBQUERY_PROBLEM,
  EXPRESSION_GRAMMAR,
  ExpressionGuard,
  expressionGuard,
  isDeniedFunction,
  STATEMENT_TYPES,
  validateAdhocExpression,
  validateExpression,
  validateSelectStatement,
} from './guard';
export type { AdhocExpression, ExpressionGuardOptions, StatementParser } from './guard';
export { quoteIdentifier, quoteString } from './quote';
export { expressionColumnNames, missingColumns } from './references';
export { aggregateSql } from './metric';
export { tokenize } from './lexer';
export type { Token } from './lexer';
export { compileResultFilters, isResultFilter } from './resultFilter';
export type { ResultColumnType } from './resultFilter';
export type { AppliedFilter, RejectedFilter } from './status';
