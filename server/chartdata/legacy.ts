/** Legacy explore_json: a query context built from a legacy chart's form_data. */
import type { QueryContext, QueryObjectFilterClause, ChartDataResultType } from '../../src/core/query/types';
import { parseDatasourceKey } from '../../src/core/query';
import { ApiError } from '../http/errors';
import { normaliseQuery } from './query-context';
import { mergeExtraFormData } from './extra-form-data';

interface AdhocFilterLike {
  expressionType?: string;
  clause?: string;
  subject?: unknown;
  operator?: string;
  comparator?: unknown;
  sqlExpression?: string;
}

/** Builds the query of a legacy chart the way Superset's legacy viz classes read form_data. */
export function formDataQueryContext(fd: Record<string, unknown>, opts: { force: boolean; resultType: ChartDataResultType }): QueryContext {
  const datasource = parseDatasourceKey(fd.datasource);
  if (!datasource) throw new ApiError(400, 'The datasource is not valid: expected "<id>__<type>"');
  const filters: QueryObjectFilterClause[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const f of (fd.adhoc_filters as AdhocFilterLike[] | undefined) ?? []) {
    if (f.expressionType === 'SQL') (f.clause === 'HAVING' ? having : where).push(`(${f.sqlExpression ?? ''})`);
    else if (typeof f.subject === 'string' && f.operator) {
      const val = f.operator === 'TEMPORAL_RANGE' ? String(fd.time_range ?? f.comparator ?? 'No filter') : (f.comparator as QueryObjectFilterClause['val']);
      filters.push({ col: f.subject, op: f.operator as QueryObjectFilterClause['op'], ...(val === undefined ? {} : { val }) });
    }
  }
  const query: Record<string, unknown> = {
    columns: (fd.groupby as unknown[] | undefined) ?? (fd.columns as unknown[] | undefined) ?? [],
    metrics: (fd.metrics as unknown[] | undefined) ?? (fd.metric ? [fd.metric] : []),
    filters,
    extras: { where: where.join(' AND '), having: having.join(' AND '), time_grain_sqla: fd.time_grain_sqla ?? null },
    granularity: fd.granularity_sqla ?? fd.granularity ?? null,
    time_range: fd.time_range ?? null,
    row_limit: fd.row_limit === undefined ? null : Number(fd.row_limit),
    order_desc: fd.order_desc !== false,
    is_timeseries: Boolean(fd.granularity_sqla) && fd.include_time === true,
  };
  return { datasource, force: opts.force, result_type: opts.resultType, result_format: 'json', form_data: fd, queries: [mergeExtraFormData(normaliseQuery(query), fd.extra_form_data as Record<string, unknown> | undefined)] };
}
