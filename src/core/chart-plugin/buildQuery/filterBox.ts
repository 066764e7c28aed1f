/** The legacy filter box's query (X17.12): one choices query per configured column. */
import {
  filterBoxChoiceFormData,
  FILTER_BOX_COUNT,
  type FilterBoxConfig,
  type FilterBoxFormData,
} from './filterBoxChoices';
import type { QueryContext, QueryMetric } from '../../query';
import type { QueryFormData } from '../types';
import { buildQueryContext } from '../queryContext';

const configsOf = (formData: QueryFormData): FilterBoxConfig[] =>
  ((formData.filter_configs as FilterBoxConfig[] | undefined) ?? []).filter(
    (c) => typeof c?.column === 'string' && c.column,
  );

/** The box's query context: one choices query per configured column (X17.12). */
export function buildFilterBoxQuery(formData: QueryFormData): QueryContext {
  const box = formData as unknown as FilterBoxFormData;
  const configs = configsOf(formData);
  const queries = configs.flatMap((config) => {
    const choiceForm = filterBoxChoiceFormData(box, config);
    const metric = (config.metric as QueryMetric | undefined) || FILTER_BOX_COUNT;
    return buildQueryContext({ ...formData, ...choiceForm }, (q) => [
      { ...q, orderby: [[metric, config.asc !== false]] },
    ]).queries;
  });
  return buildQueryContext(formData, () => queries);
}
