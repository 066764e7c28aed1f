/** Waterfall query: the metric by x-axis and breakdown, ordered by them ascending. */
import { buildQueryContext, getXAxisColumn, isXAxisSet } from '../queryContext';
import { ensureArray } from '../labels';
import type { QueryFormData } from '../types';
import type { QueryColumn, QueryContext } from '../../query';

/** Superset's waterfall query: columns x-axis then groupby, each in ascending order. */
export function buildWaterfallQuery(formData: QueryFormData): QueryContext {
  const columns: QueryColumn[] = [
    ...(isXAxisSet(formData) ? [getXAxisColumn(formData)] : []),
    ...ensureArray(formData.groupby as QueryColumn[] | undefined),
  ];
  return buildQueryContext(formData, (base) => [
    { ...base, columns, orderby: columns.map((column): [QueryColumn, boolean] => [column, true]) },
  ]);
}
