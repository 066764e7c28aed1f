/** Table query: grouped (aggregate) or listed rows (raw), percent metrics, server pagination and totals. */
import { buildQueryContext } from '../queryContext';
import { ensureArray } from '../labels';
import { getMetricLabel } from '../../query';
import { dedupe, type ExtraFormData, type QueryMode } from '../queryObject';
import type { QueryFormData } from '../types';
import type {
  AdhocColumn,
  OrderBy,
  PostProcessingRule,
  QueryColumn,
  QueryContext,
  QueryMetric,
  QueryObject,
} from '../../query';

/** Paging state the table keeps for itself when server pagination is on. */
export interface TableOwnState {
  pageSize?: number;
  currentPage?: number;
}

/** The query mode: as set, else raw when raw columns are chosen, else aggregate. */
export function getQueryMode(formData: QueryFormData): QueryMode {
  const mode = formData.query_mode;
  if (mode === 'aggregate' || mode === 'raw') return mode;
  return ensureArray(formData.all_columns as QueryColumn[] | undefined).length > 0 ? 'raw' : 'aggregate';
}

/** Superset's table query; a second `is_rowcount` query joins with server pagination, a totals query with show_totals. */
export function buildTableQuery(formData: QueryFormData, ownState: TableOwnState = {}): QueryContext {
  const queryMode = getQueryMode(formData);
  const orderDesc = Boolean(formData.order_desc ?? false);
  const sortByMetric = ensureArray(formData.timeseries_limit_metric as QueryMetric | undefined)[0];
  const extra = (formData.extra_form_data ?? {}) as ExtraFormData;
  const timeGrain = extra.time_grain_sqla ?? (formData.time_grain_sqla as string | undefined);
  const percentMetrics = ensureArray(formData.percent_metrics as QueryMetric[] | undefined);
  const temporalLookup = (formData.temporal_columns_lookup ?? {}) as Record<string, boolean>;
  const formDataCopy: QueryFormData = {
    ...formData,
    query_mode: queryMode,
    ...(queryMode === 'raw' ? { include_time: false } : {}),
  };

  return buildQueryContext(formDataCopy, (base) => {
    let metrics = base.metrics;
    let orderby: OrderBy[] = base.orderby ?? [];
    let columns: QueryColumn[] = base.columns ?? [];
    let postProcessing: PostProcessingRule[] = [];

    if (queryMode === 'aggregate') {
      metrics = metrics ?? [];
      const first = metrics[0];
      if (sortByMetric) orderby = [[sortByMetric, !orderDesc]];
      else if (first !== undefined) orderby = [[first, false]];
      if (percentMetrics.length > 0) {
        const labels = [...new Set(percentMetrics.map(getMetricLabel))];
        metrics = dedupe([...metrics, ...percentMetrics], getMetricLabel);
        postProcessing = [
          { operation: 'contribution', options: { columns: labels, rename_columns: labels.map((l) => `%${l}`) } },
        ];
      }
      columns = columns.map((col): QueryColumn => {
        if (typeof col === 'string' && timeGrain && temporalLookup[col]) {
          const axis: AdhocColumn = { columnType: 'BASE_AXIS', sqlExpression: col, label: col, expressionType: 'SQL' };
          axis.timeGrain = timeGrain as NonNullable<AdhocColumn['timeGrain']>;
          return axis;
        }
        return col;
      });
    }

    const more: Partial<QueryObject> = {};
    const isDownload =
      formData.result_format === 'csv' ||
      formData.result_format === 'xlsx' ||
      (formData.result_format === 'json' && formData.result_type === 'full');
    if (isDownload) {
      more.row_limit = Number(formData.row_limit) || 0;
      more.row_offset = 0;
    } else if (formData.server_pagination) {
      const pageSize = ownState.pageSize ?? Number(formData.server_page_length ?? 10);
      more.row_limit = pageSize;
      more.row_offset = (ownState.currentPage ?? 0) * pageSize;
    }

    const query: QueryObject = {
      ...base,
      columns,
      orderby,
      ...(metrics !== undefined ? { metrics } : {}),
      post_processing: postProcessing,
      time_offsets: [],
      ...more,
    };
    const extraQueries: QueryObject[] = [];
    if (metrics && metrics.length > 0 && formData.show_totals && queryMode === 'aggregate') {
      const { order_desc: _desc, orderby: _orderby, ...rest } = query;
      extraQueries.push({ ...rest, columns: [], row_limit: 0, row_offset: 0, post_processing: [] });
    }
    if (formData.server_pagination) {
      return [
        query,
        { ...query, time_offsets: [], row_limit: 0, row_offset: 0, post_processing: [], is_rowcount: true },
        ...extraQueries,
      ];
    }
    return [query, ...extraQueries];
  });
}
