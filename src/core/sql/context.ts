import type { TimeGrain } from '../query';
import type { DatasourceColumnMeta, DatasourceMeta, DatasourceMetricMeta } from './datasource';
import type { Dialect } from './dialect';
import type { ParamBag } from './params';

/** Resolves a time range string to [since, until]; either end may be open. */
export type TimeRangeResolver = (
  timeRange: string,
  relativeStart?: 'today' | 'now',
  relativeEnd?: 'today' | 'now',
) => [Date | null, Date | null];

/** What every part of one compilation shares. */
export interface CompileContext {
  ds: DatasourceMeta;
  dialect: Dialect;
  bag: ParamBag;
  columnsByName: Map<string, DatasourceColumnMeta>;
  metricsByName: Map<string, DatasourceMetricMeta>;
  /** The rendered FROM source: a quoted table or an aliased subquery. */
  source: string;
  timeGrain: TimeGrain | null;
  /** Resolves a range with the query's relative_start/end and time shift applied. */
  resolveRange: (timeRange: string) => [Date | null, Date | null];
  quote: (name: string) => string;
  /** Validates an adhoc SQL expression of the request (see validateAdhocExpression) and returns it. */
  adhoc: (sql: string, where: string) => string;
  /** Validates a saved expression of the dataset (see validateExpression) and returns it. */
  saved: (sql: string, where: string) => string;
}

/** An expression that may stand as an operand without parentheses: a name, literal or function call. */
export function operand(sql: string): string {
  if (/^("([^"]|"")*"|[A-Za-z_][\w]*)(\.("([^"]|"")*"|[A-Za-z_][\w]*))*$/.test(sql)) return sql;
  if (/^[A-Za-z_][\w.]*\((?:[^()]|\([^()]*\))*\)$/.test(sql)) return sql;
  if (/^\d+(\.\d+)?$/.test(sql)) return sql;
  return `(${sql})`;
}
