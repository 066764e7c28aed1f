/** Distribution chart queries: the histogram's binned column and the box plot's per-group statistics. */
import { buildQueryContext } from '../queryContext';
import { ensureArray } from '../labels';
import type { QueryFormData } from '../types';
import { getColumnLabel, getMetricLabel } from '../../query';
import type { PostProcessingRule, QueryColumn, QueryContext, QueryMetric } from '../../query';

/** Superset's histogram_v2 query: the column's raw values by group, binned by the histogram operation. */
export function buildHistogramQuery(formData: QueryFormData): QueryContext {
  // A form without its column still builds: the histogram operation then answers that the column is missing.
  const column = formData.column as QueryColumn | undefined;
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined);
  const bins = Number(formData.bins ?? 5);
  return buildQueryContext(formData, (base) => {
    const { metrics: _metrics, ...rest } = base;
    return [
      {
        ...rest,
        columns: [...groupby, ...(column !== undefined ? [column] : [])],
        post_processing: [
          {
            operation: 'histogram',
            options: {
              column: column !== undefined ? getColumnLabel(column) : '',
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

const PERCENTILES = /(\d+)\/(\d+) percentiles/;

/** The boxplot operation of a box plot form: whisker type from whiskerOptions, statistics per group and metric. */
export function boxplotOperator(formData: QueryFormData, metrics: readonly QueryMetric[]): PostProcessingRule {
  const whiskers = String(formData.whiskerOptions ?? 'Tukey');
  const match = PERCENTILES.exec(whiskers);
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined).map(getColumnLabel);
  const common = { groupby, metrics: metrics.map(getMetricLabel) };
  if (whiskers === 'Min/max (no outliers)')
    return { operation: 'boxplot', options: { whisker_type: 'min/max', ...common } };
  if (match)
    return {
      operation: 'boxplot',
      options: {
        whisker_type: 'percentile',
        percentiles: [parseInt(match[1] as string, 10), parseInt(match[2] as string, 10)],
        ...common,
      },
    };
  return { operation: 'boxplot', options: { whisker_type: 'tukey', ...common } };
}

/** Superset's box_plot query: metrics by the distribution columns and the dimensions, then the boxplot statistics. */
export function buildBoxPlotQuery(formData: QueryFormData): QueryContext {
  const distribution = ensureArray(formData.columns as QueryColumn[] | undefined);
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined);
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...distribution, ...groupby],
      series_columns: groupby,
      post_processing: [boxplotOperator(formData, ensureArray(base.metrics))],
    },
  ]);
}
