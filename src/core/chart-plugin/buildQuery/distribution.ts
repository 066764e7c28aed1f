/** Distribution chart queries: the histogram's binned column and the box plot's per-group statistics. */
import { buildQueryContext } from '../queryContext';
import { ensureArray } from '../labels';
import type { QueryFormData } from '../types';
import { getColumnLabel } from '../../query';
import type { QueryColumn, QueryContext } from '../../query';

/** Superset's histogram_v2 query: the column's raw values by group, binned by the histogram operation. */
export function buildHistogramQuery(formData: QueryFormData): QueryContext {
  const column = formData.column as QueryColumn;
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined);
  const bins = Number(formData.bins ?? 5);
  return buildQueryContext(formData, (base) => {
    const { metrics: _metrics, ...rest } = base;
    return [
      {
        ...rest,
        columns: [...groupby, column],
        post_processing: [
          {
            operation: 'histogram',
            options: {
              column: getColumnLabel(column),
              groupby: groupby.map(getColumnLabel),
              bins: Number.isInteger(bins) && bins > 0 ? bins : 5,
              cumulative: Boolean(formData.cumulative),
              normalize: Boolean(formData.normalize),
            },
          },
        ],
      },
    ];
  });
}
