/** World and country map queries: the metric (and the bubble metric) per country or region code. */
import { getMetricLabel } from '../../query';
import { buildQueryContext } from '../queryContext';
import { ensureArray } from '../labels';
import type { QueryFormData } from '../types';
import type { QueryColumn, QueryContext, QueryMetric } from '../../query';

/**
 * Superset's world_map query (its legacy query object): grouped by the entity, the metric then the secondary metric
 * when it differs, ordered by the metric when sort_by_metric is on.
 */
export function buildWorldMapQuery(formData: QueryFormData): QueryContext {
  const metric = formData.metric as QueryMetric | undefined;
  const secondary = formData.secondary_metric as QueryMetric | undefined;
  const metrics = metric ? [metric] : [];
  if (secondary && (!metric || getMetricLabel(secondary) !== getMetricLabel(metric))) metrics.push(secondary);
  return buildQueryContext(formData, (base) => {
    const { orderby: _ignored, ...rest } = base;
    return [
      {
        ...rest,
        columns: ensureArray(formData.entity as QueryColumn | undefined),
        metrics,
        ...(formData.sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
      },
    ];
  });
}

/** Superset's country_map query (its legacy query object): the metric grouped by the entity (the ISO 3166-2 codes). */
export function buildCountryMapQuery(formData: QueryFormData): QueryContext {
  const metric = formData.metric as QueryMetric | undefined;
  return buildQueryContext(formData, (base) => [
    { ...base, columns: ensureArray(formData.entity as QueryColumn | undefined), metrics: metric ? [metric] : [] },
  ]);
}
