/** Heatmap query: the metric by x-axis and y column, sorted as asked, ranked for the normalised colouring. */
import { buildQueryContext, getXAxisColumn, isXAxisSet } from '../queryContext';
import { ensureArray } from '../labels';
import type { QueryFormData } from '../types';
import { getColumnLabel, getMetricLabel } from '../../query';
import type { QueryColumn, QueryContext, QueryMetric } from '../../query';

/** Superset's heatmap_v2 query: columns x then y, orderby per axis (by value or name), then the rank operation. */
export function buildHeatmapQuery(formData: QueryFormData): QueryContext {
  const metric = formData.metric as QueryMetric;
  const groupby = ensureArray(formData.groupby as QueryColumn | QueryColumn[] | undefined);
  const columns: QueryColumn[] = [...(isXAxisSet(formData) ? [getXAxisColumn(formData)] : []), ...groupby];
  const sortX = String(formData.sort_x_axis ?? 'alpha_asc');
  const sortY = String(formData.sort_y_axis ?? 'alpha_asc');
  const orderby: [QueryColumn | QueryMetric, boolean][] = [
    [sortX.includes('value') ? metric : (columns[0] as QueryColumn), sortX.includes('asc')],
    [sortY.includes('value') ? metric : (columns[1] as QueryColumn), sortY.includes('asc')],
  ];
  const across = formData.normalize_across;
  const groupBy =
    across === 'x'
      ? getColumnLabel(formData.x_axis as QueryColumn)
      : across === 'y' && groupby[0] !== undefined
        ? getColumnLabel(groupby[0])
        : undefined;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      orderby,
      post_processing: [
        {
          operation: 'rank',
          options: { metric: getMetricLabel(metric), ...(groupBy !== undefined ? { group_by: groupBy } : {}) },
        },
      ],
    },
  ]);
}
