/** Mixed chart query: two time-series queries, A from the plain controls and B from those ending in `_b`. */
import { buildQueryContext, getXAxisColumn, isXAxisSet, normalizeOrderBy } from '../queryContext';
import {
  flattenOperator,
  isTimeComparison,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from '../operators';
import { ensureArray } from '../labels';
import type { QueryFormData } from '../types';
import type { QueryColumn, QueryContext } from '../../query';

const SUFFIX = '_b';

/** Query A's form: every control not ending in `_b`. */
export function removeFormDataSuffix(formData: QueryFormData): QueryFormData {
  return Object.fromEntries(Object.entries(formData).filter(([key]) => !key.endsWith(SUFFIX))) as QueryFormData;
}

/** Query B's form: each `_b` control in place of its plain one, the shared controls as they are. */
export function retainFormDataSuffix(formData: QueryFormData): QueryFormData {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formData)) if (!key.endsWith(SUFFIX)) out[key] = value;
  for (const [key, value] of Object.entries(formData))
    if (key.endsWith(SUFFIX)) out[key.slice(0, -SUFFIX.length)] = value;
  return out as QueryFormData;
}

function timeseriesQueries(formData: QueryFormData): QueryContext {
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined);
  return buildQueryContext(formData, (base) => {
    const query = {
      ...base,
      columns: [...(isXAxisSet(formData) ? [getXAxisColumn(formData)] : []), ...groupby],
      series_columns: groupby,
      ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
    };
    const comparing = isTimeComparison(formData, query);
    const post = [
      comparing ? timeComparePivotOperator(formData, query) : pivotOperator(formData, query),
      rollingWindowOperator(formData, query),
      timeCompareOperator(formData, query),
      resampleOperator(formData),
      renameOperator(formData, query),
      flattenOperator(),
    ].filter((rule) => rule !== undefined);
    const timeOffsets = comparing ? ensureArray(formData.time_compare as string | string[] | undefined) : [];
    return [normalizeOrderBy({ ...query, time_offsets: timeOffsets, post_processing: post })];
  });
}

/** Superset's mixed chart query: the query contexts of both forms, their queries one after the other. */
export function buildMixedTimeseriesQuery(formData: QueryFormData): QueryContext {
  const a = timeseriesQueries(removeFormDataSuffix(formData));
  const b = timeseriesQueries(retainFormDataSuffix(formData));
  return { ...a, queries: [...a.queries, ...b.queries] };
}
