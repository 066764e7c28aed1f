/** Bubble chart query: the x, y and size metrics per entity (and series). */
import { buildQueryContext } from '../queryContext';
import { ensureArray } from '../labels';
import type { QueryFormData } from '../types';
import type { QueryColumn, QueryContext, QueryMetric } from '../../query';

/** Superset's bubble_v2 query: columns entity then series, metrics x, y, size; ordered by the sort metric if any. */
export function buildBubbleQuery(formData: QueryFormData): QueryContext {
  const columns = [
    ...ensureArray(formData.entity as QueryColumn | undefined),
    ...ensureArray(formData.series as QueryColumn | undefined),
  ];
  const orderby = ensureArray(formData.orderby as QueryMetric | QueryMetric[] | undefined)[0];
  return buildQueryContext(formData, (base) => {
    const { orderby: _ignored, ...rest } = base;
    return [
      {
        ...rest,
        columns,
        ...(orderby !== undefined ? { orderby: [[orderby, !(formData.order_desc ?? true)]] } : {}),
      },
    ];
  });
}
