/**
 * The legacy filter box's choices (D12.02, D12.03): per select, a query grouped by its column with its metric (a
 * count when it has none), at most 1000 rows, under the box's own filters and time range; a search adds an ILIKE
 * adhoc filter on the column (the form data explore_json is asked with). Rows become {id, text, metric} items.
 */
import type { AdhocFilter } from '../queryObject';
import type { QueryFormData } from '../types';
import { getMetricLabel, type QueryMetric } from '../../query';

/** One select of a filter box (the filter-box config of X9.06). */
export interface FilterBoxConfig {
  column: string;
  label?: string;
  metric?: string;
  asc?: boolean;
  clearable?: boolean;
  multiple?: boolean;
  searchAllOptions?: boolean;
  defaultValue?: string;
}

/** The part of a filter box chart's form data the migration reads. */
export interface FilterBoxFormData {
  viz_type: 'filter_box';
  datasource: string;
  filter_configs?: FilterBoxConfig[];
  date_filter?: boolean;
  show_sqla_time_granularity?: boolean;
  show_sqla_time_column?: boolean;
  instant_filtering?: boolean;
  time_range?: string;
  adhoc_filters?: unknown[];
}

/** Superset's FilterBoxViz.filter_row_limit. */
export const FILTER_BOX_ROW_LIMIT = 1000;

/** The metric of a select without one: the rows' count. */
export const FILTER_BOX_COUNT: QueryMetric = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' };

/** One choice of a filter box select. */
export interface FilterBoxChoice {
  id: string | number | boolean | null;
  text: string;
  metric: unknown;
}

/** The form data of one select's choices: sorted by its metric (ascending unless asc is false), searched when asked. */
export function filterBoxChoiceFormData(
  box: FilterBoxFormData,
  config: FilterBoxConfig,
  search?: string,
): QueryFormData {
  const metric = (config.metric as QueryMetric | undefined) || FILTER_BOX_COUNT;
  const own = (box.adhoc_filters ?? []) as AdhocFilter[];
  const text = search?.trim();
  const searched: AdhocFilter[] = text
    ? [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: config.column,
          operator: 'ILIKE',
          comparator: `%${text}%`,
        },
      ]
    : [];
  return {
    datasource: box.datasource,
    viz_type: 'filter_box',
    groupby: [config.column],
    metrics: [metric],
    order_by_cols: [JSON.stringify([metric, config.asc !== false])],
    row_limit: FILTER_BOX_ROW_LIMIT,
    adhoc_filters: [...own, ...searched],
    time_range: box.time_range ?? 'No filter',
  };
}

/** A select's choices from its query's rows: the column's value as id and text, with the metric. */
export function filterBoxChoices(config: FilterBoxConfig, rows: readonly Record<string, unknown>[]): FilterBoxChoice[] {
  const metric = getMetricLabel((config.metric as QueryMetric | undefined) || FILTER_BOX_COUNT);
  return rows.map((row) => {
    const id = (row[config.column] ?? null) as FilterBoxChoice['id'];
    return { id, text: id === null ? '<NULL>' : String(id), metric: row[metric] };
  });
}
