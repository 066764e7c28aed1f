/** Legacy explore_json: a query context built from a legacy chart's form_data with the app's buildQueryObject. */
import { buildQueryContext, type QueryFormData } from '../../src/core/chart-plugin';
import {
  parseDatasourceKey,
  type ChartDataResultType,
  type QueryContext,
  type QueryObject,
} from '../../src/core/query';
import { ApiError } from '../http/errors';
import { normaliseQuery } from './query-context';

/** Builds the query of a legacy chart: the base query of its form_data, a time series when the legacy form asks for time. */
export function formDataQueryContext(
  fd: Record<string, unknown>,
  opts: { force: boolean; resultType: ChartDataResultType },
): QueryContext {
  const datasource = parseDatasourceKey(fd.datasource);
  if (!datasource) throw new ApiError(400, 'The datasource is not valid: expected "<id>__<type>"');
  const timeRange = typeof fd.time_range === 'string' ? fd.time_range : 'No filter';
  const legacy = (base: QueryObject): QueryObject[] => [
    {
      ...base,
      // Legacy viz classes filter the time column by the form's time range, whatever the filter's own comparator says.
      filters: (base.filters ?? []).map((f) => (f.op === 'TEMPORAL_RANGE' ? { ...f, val: timeRange } : f)),
      is_timeseries: Boolean(fd.granularity_sqla) && fd.include_time === true,
    },
  ];
  const context = buildQueryContext({ ...fd, viz_type: String(fd.viz_type ?? '') } as unknown as QueryFormData, legacy);
  return {
    ...context,
    datasource,
    force: opts.force,
    result_type: opts.resultType,
    result_format: 'json',
    form_data: fd,
    queries: context.queries.map((q) => normaliseQuery(q as unknown as Record<string, unknown>)),
  };
}
