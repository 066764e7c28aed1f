/** Queries of the table-like charts Superset pivots in the browser: the pivot table and the time-series table. */
import { buildQueryContext, getXAxisColumn } from '../queryContext';
import { ensureArray, isAdhocColumn } from '../labels';
import type { QueryFormData } from '../types';
import type { AdhocColumn, OrderBy, QueryColumn, QueryContext } from '../../query';
import type { ExtraFormData } from '../queryObject';

/**
 * pivot_table_v2 as Superset's client sends it: one grouped query over the row and column fields (a temporal field
 * at the time grain), ordered by the series limit metric or the first metric; the pivot runs in the browser.
 */
export function buildPivotTableQuery(formData: QueryFormData): QueryContext {
  const extra = (formData.extra_form_data ?? {}) as ExtraFormData;
  const timeGrain = extra.time_grain_sqla ?? (formData.time_grain_sqla as string | undefined);
  const temporal = (formData.temporal_columns_lookup ?? {}) as Record<string, boolean>;
  const fields = [
    ...ensureArray(formData.groupbyColumns as QueryColumn[] | undefined),
    ...ensureArray(formData.groupbyRows as QueryColumn[] | undefined),
  ];
  const seen = new Set<string>();
  const columns = fields
    .filter((col) => {
      const id = typeof col === 'string' ? col : JSON.stringify(col);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .map((col): QueryColumn => {
      if (typeof col !== 'string' || !timeGrain || !(temporal[col] || formData.granularity_sqla === col)) return col;
      const axis: AdhocColumn = { columnType: 'BASE_AXIS', sqlExpression: col, label: col, expressionType: 'SQL' };
      axis.timeGrain = timeGrain as NonNullable<AdhocColumn['timeGrain']>;
      return axis;
    });
  return buildQueryContext(formData, (base) => {
    const { series_limit_metric: limitMetric, metrics, order_desc: desc } = base;
    const first = metrics?.[0];
    const orderby: OrderBy[] | undefined = limitMetric
      ? [[limitMetric, !desc]]
      : first !== undefined
        ? [[first, !desc]]
        : undefined;
    return [{ ...base, columns, ...(orderby ? { orderby } : {}) }];
  });
}

/** The time column of a time-series table: its legacy granularity_sqla, else its x-axis. */
export function timeTableTimeColumn(formData: QueryFormData): QueryColumn | undefined {
  const column = (formData.granularity_sqla ?? formData.x_axis) as QueryColumn | null | undefined;
  return typeof column === 'string' && column !== '' ? column : isAdhocColumn(column) ? column : undefined;
}

/**
 * time_table: the metrics per time grain step (and per group), as Superset's TimeTableViz queries them; the table
 * pivots the steps per metric or group in the browser.
 */
export function buildTimeTableQuery(formData: QueryFormData): QueryContext {
  const time = timeTableTimeColumn(formData);
  const form: QueryFormData = time ? { ...formData, x_axis: time } : formData;
  return buildQueryContext(form, (base) => [
    {
      ...base,
      columns: [...(time ? [getXAxisColumn(form)] : []), ...(base.columns ?? [])],
      ...(time ? {} : { is_timeseries: true }),
      series_columns: base.columns ?? [],
      orderby: base.metrics?.[0] !== undefined ? [[base.metrics[0], false]] : [],
    },
  ]);
}
