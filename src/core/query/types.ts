/** Domain types of the chart data API (Superset's QueryContext and QueryObject), shared by browser, worker and server. */

export type DatasourceType = 'table' | 'dataset' | 'query' | 'saved_query' | 'view' | 'sl_table';

export interface DatasourceKey {
  id: number | string;
  type: DatasourceType;
}

export type ChartDataResultType =
  'columns' | 'full' | 'query' | 'results' | 'samples' | 'timegrains' | 'post_processed' | 'drill_detail';

/** `arrow` is Tessera's additive format: an Arrow IPC stream. */
export type ChartDataResultFormat = 'json' | 'csv' | 'xlsx' | 'arrow';

export type Aggregate = 'AVG' | 'COUNT' | 'COUNT_DISTINCT' | 'MAX' | 'MIN' | 'SUM';

export interface ColumnRef {
  column_name: string;
  type?: string | null;
  verbose_name?: string | null;
  expression?: string | null;
  is_dttm?: boolean;
}

export interface AdhocMetricSimple {
  expressionType: 'SIMPLE';
  column: ColumnRef;
  aggregate: Aggregate;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
  datasourceWarning?: boolean;
}

export interface AdhocMetricSQL {
  expressionType: 'SQL';
  sqlExpression: string;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
  datasourceWarning?: boolean;
}

export type AdhocMetric = AdhocMetricSimple | AdhocMetricSQL;
/** A saved metric is referred to by its metric_name. */
export type QueryMetric = string | AdhocMetric;

export interface AdhocColumn {
  expressionType: 'SQL';
  sqlExpression: string;
  label: string;
  columnType?: 'BASE_AXIS' | 'SERIES';
  timeGrain?: TimeGrain | null;
}

/** A physical column or saved expression by name, or an adhoc SQL column. */
export type QueryColumn = string | AdhocColumn;

export type FilterOperator =
  | '=='
  | '!='
  | '>'
  | '<'
  | '>='
  | '<='
  | 'LIKE'
  | 'NOT LIKE'
  | 'ILIKE'
  | 'NOT ILIKE'
  | 'IS NULL'
  | 'IS NOT NULL'
  | 'IN'
  | 'NOT IN'
  | 'IS TRUE'
  | 'IS FALSE'
  | 'TEMPORAL_RANGE'
  | 'LATEST PARTITION';

export type FilterValue = string | number | boolean | null;

export interface QueryObjectFilterClause {
  col: QueryColumn;
  op: FilterOperator;
  val?: FilterValue | FilterValue[];
  grain?: TimeGrain;
  isExtra?: boolean;
}

export interface QueryExtras {
  where?: string;
  having?: string;
  time_grain_sqla?: TimeGrain | null;
  relative_start?: 'today' | 'now';
  relative_end?: 'today' | 'now';
  instant_time_comparison_range?: string;
  column_order?: string[];
}

/** ISO-8601 time grain ids of Superset's builtin_time_grains. */
export type TimeGrain =
  | 'PT1S'
  | 'PT5S'
  | 'PT30S'
  | 'PT1M'
  | 'PT5M'
  | 'PT10M'
  | 'PT15M'
  | 'PT30M'
  | 'PT1H'
  | 'PT6H'
  | 'P1D'
  | 'P1W'
  | 'P1M'
  | 'P3M'
  | 'P1Y'
  | '1969-12-28T00:00:00Z/P1W'
  | '1969-12-29T00:00:00Z/P1W'
  | 'P1W/1970-01-03T00:00:00Z'
  | 'P1W/1970-01-04T00:00:00Z';

export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown>;
}

export interface AnnotationLayer {
  name: string;
  show: boolean;
  showMarkers: boolean;
  value: string | number;
  annotationType?: 'EVENT' | 'FORMULA' | 'INTERVAL' | 'TIME_SERIES';
  sourceType?: '' | 'line' | 'NATIVE' | 'table';
  color?: string | null;
  descriptionColumns?: string[];
  hideLine?: boolean;
  intervalEndColumn?: string | null;
  opacity?: '' | 'opacityLow' | 'opacityMedium' | 'opacityHigh';
  overrides?: Partial<Record<'granularity' | 'time_grain_sqla' | 'time_range' | 'time_shift', unknown>>;
  showLabel?: boolean;
  style?: 'dashed' | 'dotted' | 'solid' | 'longDashed';
  timeColumn?: string | null;
  titleColumn?: string | null;
  width?: number;
}

export type OrderBy = [QueryColumn | QueryMetric, boolean];

export interface QueryObject {
  datasource?: DatasourceKey;
  result_type?: ChartDataResultType;
  columns?: QueryColumn[];
  metrics?: QueryMetric[] | null;
  filters?: QueryObjectFilterClause[];
  extras?: QueryExtras;
  granularity?: string | null;
  time_range?: string | null;
  time_shift?: string | null;
  time_offsets?: string[];
  orderby?: OrderBy[];
  order_desc?: boolean;
  row_limit?: number | null;
  row_offset?: number;
  series_columns?: QueryColumn[];
  series_limit?: number;
  series_limit_metric?: QueryMetric | null;
  group_others_when_limit_reached?: boolean;
  is_timeseries?: boolean;
  is_rowcount?: boolean;
  annotation_layers?: AnnotationLayer[];
  applied_time_extras?: Record<string, string>;
  apply_fetch_values_predicate?: boolean;
  post_processing?: PostProcessingRule[];
  url_params?: Record<string, string>;
  /** Deprecated top-level WHERE fragment; used when extras.where is absent. */
  where?: string;
  /** Deprecated top-level HAVING fragment; used when extras.having is absent. */
  having?: string;
}

export interface QueryContext {
  datasource: DatasourceKey;
  force?: boolean;
  custom_cache_timeout?: number | null;
  result_type?: ChartDataResultType;
  result_format?: ChartDataResultFormat;
  form_data?: Record<string, unknown>;
  queries: QueryObject[];
}

/** GenericDataType: 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN. */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

export type QueryStatus = 'stopped' | 'failed' | 'pending' | 'running' | 'scheduled' | 'success' | 'timed_out';

/** One entry of `result[]` in a chart data response. */
export interface ChartDataResult {
  cache_key: string | null;
  cached_dttm: string | null;
  cache_timeout: number;
  applied_template_filters?: string[];
  annotation_data: Record<string, unknown> | null;
  error: string | null;
  is_cached: boolean;
  query: string;
  status: QueryStatus;
  stacktrace: string | null;
  rowcount: number;
  sql_rowcount?: number;
  from_dttm: number | null;
  to_dttm: number | null;
  label_map?: Record<string, string[]>;
  colnames: string[];
  indexnames?: unknown[];
  coltypes: GenericDataType[];
  data: Record<string, unknown>[];
  result_format?: ChartDataResultFormat;
  applied_filters: { column: string }[];
  rejected_filters: { reason: 'not_in_datasource' | 'no_temporal_column'; column: string }[];
}

export interface ChartDataAsyncJob {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: 'pending' | 'running' | 'error' | 'done';
  errors: { message: string }[];
  result_url: string | null;
}

export interface AsyncEvent extends ChartDataAsyncJob {
  id: string;
}
