/** Form data → the base QueryObject every chart type starts from (Superset's buildQueryObject). */
import type {
  FilterValue,
  OrderBy,
  QueryColumn,
  QueryExtras,
  QueryMetric,
  QueryObject,
  QueryObjectFilterClause,
  FilterOperator,
  TimeGrain,
} from '../query';
import type { QueryFormData } from './types';
import { getColumnLabel, getMetricLabel } from '../query';
import { ensureArray } from './labels';

/** An adhoc filter as explore stores it in form data. */
export interface AdhocFilter {
  expressionType: 'SIMPLE' | 'SQL';
  clause: 'WHERE' | 'HAVING';
  subject?: QueryColumn;
  operator?: FilterOperator;
  comparator?: FilterValue | FilterValue[];
  sqlExpression?: string;
  isExtra?: boolean;
}

/** Filters and overrides that native and cross filters add to a chart's form data. */
export interface ExtraFormData {
  filters?: QueryObjectFilterClause[];
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  granularity_sqla?: string;
  time_grain_sqla?: TimeGrain;
  relative_start?: 'today' | 'now';
  relative_end?: 'today' | 'now';
}

/** Form fields whose values are metrics, columns or orderings, by their query field. */
const FIELD_ALIASES: Record<string, 'metrics' | 'columns' | 'orderby'> = {
  metric: 'metrics',
  metrics: 'metrics',
  metric_2: 'metrics',
  secondary_metric: 'metrics',
  x: 'metrics',
  y: 'metrics',
  size: 'metrics',
  all_columns: 'columns',
  columns: 'columns',
  groupby: 'columns',
  series: 'columns',
  order_by_cols: 'orderby',
};

/** Table charts choose between grouping ('aggregate') and listing rows ('raw'). */
export type QueryMode = 'aggregate' | 'raw';

/** The items with the first of each key kept, in order. */
export function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Collects metrics, columns and orderby from the form's fields in their order; raw mode drops metrics. */
export function extractQueryFields(
  formData: QueryFormData,
  extraAliases: Record<string, 'metrics' | 'columns' | 'orderby'> = {},
): { columns: QueryColumn[]; metrics: QueryMetric[] | undefined; orderby: OrderBy[] | undefined } {
  const aliases = { ...FIELD_ALIASES, ...extraAliases };
  const queryMode = formData.query_mode as QueryMode | undefined;
  let columns: QueryColumn[] = [];
  let metrics: QueryMetric[] = [];
  let orderby: unknown[] = [];
  for (const [key, value] of Object.entries(formData)) {
    if (value === null || value === undefined) continue;
    const field = aliases[key];
    if (!field) continue;
    if (queryMode === 'aggregate' && field === 'columns' && key !== 'groupby' && key !== 'series') continue;
    if (queryMode === 'raw' && field === 'metrics') continue;
    if (field === 'metrics') metrics = metrics.concat(value as QueryMetric | QueryMetric[]);
    else if (field === 'columns') columns = columns.concat(value as QueryColumn | QueryColumn[]);
    else orderby = orderby.concat(value);
  }
  return {
    columns: dedupe(
      columns.filter((c) => c !== ''),
      getColumnLabel,
    ),
    metrics: queryMode === 'raw' ? undefined : dedupe(metrics, getMetricLabel),
    orderby:
      orderby.length > 0
        ? orderby.map((item) => {
            if (typeof item !== 'string') return item as OrderBy;
            try {
              return JSON.parse(item) as OrderBy;
            } catch {
              throw new Error('Found invalid orderby options');
            }
          })
        : undefined,
  };
}

const UNARY_OPERATORS = new Set<FilterOperator>(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);

/** Simple WHERE filters become filter clauses; SQL ones become the where/having strings, each parenthesised. */
export function processFilters(
  adhocFilters: AdhocFilter[],
  where?: string,
): { filters: QueryObjectFilterClause[]; where: string; having: string } {
  const filters: QueryObjectFilterClause[] = [];
  const freeformWhere: string[] = where ? [where] : [];
  const freeformHaving: string[] = [];
  for (const filter of adhocFilters) {
    if (filter.expressionType === 'SIMPLE') {
      if (filter.clause !== 'WHERE' || filter.subject === undefined || !filter.operator) continue;
      const clause: QueryObjectFilterClause = { col: filter.subject, op: filter.operator };
      if (!UNARY_OPERATORS.has(filter.operator) && filter.comparator !== undefined) clause.val = filter.comparator;
      if (filter.isExtra) clause.isExtra = true;
      filters.push(clause);
    } else if (filter.sqlExpression) {
      (filter.clause === 'WHERE' ? freeformWhere : freeformHaving).push(filter.sqlExpression);
    }
  }
  const join = (parts: string[]): string => parts.map((p) => `(${p})`).join(' AND ');
  return { filters, where: join(freeformWhere), having: join(freeformHaving) };
}

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isNaN(n) ? undefined : n;
}

/** Drops undefined fields so the object equals its JSON form (what goes on the wire). */
export function compact<T extends object>(obj: { [K in keyof T]?: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The dashboard's time settings marked as applied time extras: the answer reports each applied or rejected (what the
 * filter indicators read), and a dataset without the dashboard's time column falls back to its main datetime column.
 */
export function appliedTimeExtras(extra: ExtraFormData): Record<string, string> {
  return compact<Record<string, string>>({
    __time_range: extra.time_range,
    __time_col: extra.granularity_sqla,
    __time_grain: extra.time_grain_sqla ?? undefined,
  });
}

/** The query every chart type starts from: time range, filters, extras, fields, limits and native filter overrides. */
export function buildQueryObject(formData: QueryFormData): QueryObject {
  const extra = (formData.extra_form_data ?? {}) as ExtraFormData;
  const { columns, metrics, orderby } = extractQueryFields(formData);
  const adhoc = [
    ...ensureArray(formData.adhoc_filters as AdhocFilter[] | undefined),
    ...ensureArray(extra.adhoc_filters).map((f) => ({ ...f, isExtra: true })),
  ];
  const processed = processFilters(adhoc, typeof formData.where === 'string' ? formData.where : undefined);
  const extras = compact<QueryExtras>({
    time_grain_sqla: (extra.time_grain_sqla ?? formData.time_grain_sqla ?? undefined) as TimeGrain | undefined,
    relative_start: extra.relative_start,
    relative_end: extra.relative_end,
    having: processed.having,
    where: processed.where,
  });
  const limit = toNumber(formData.limit);
  const seriesLimitMetric = (formData.series_limit_metric ?? formData.timeseries_limit_metric ?? undefined) as
    QueryMetric | undefined;
  return compact<QueryObject>({
    time_range: (extra.time_range ?? formData.time_range ?? undefined) as string | undefined,
    granularity: (extra.granularity_sqla ?? formData.granularity ?? formData.granularity_sqla ?? undefined) as
      string | undefined,
    filters: [...processed.filters, ...ensureArray(extra.filters).map((f) => ({ ...f, isExtra: true }))],
    extras,
    applied_time_extras: appliedTimeExtras(extra),
    columns,
    metrics,
    orderby,
    annotation_layers: ensureArray(formData.annotation_layers as QueryObject['annotation_layers']),
    row_limit: toNumber(formData.row_limit),
    row_offset: toNumber(formData.row_offset),
    series_columns: formData.series_columns as QueryColumn[] | undefined,
    series_limit: toNumber(formData.series_limit) ?? limit ?? 0,
    series_limit_metric: seriesLimitMetric,
    group_others_when_limit_reached: Boolean(formData.group_others_when_limit_reached ?? false),
    order_desc: formData.order_desc === undefined ? true : Boolean(formData.order_desc),
    url_params: (formData.url_params ?? undefined) as Record<string, string> | undefined,
  });
}
