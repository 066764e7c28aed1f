import { describeCases } from './harness';
import type { Case } from './harness';

// Expected frames are what Superset's pandas functions return for the same rules and data.
const cases: Case[] = [
  {
    name: 'aggregate',
    table: 'sales',
    rules: [
      {
        operation: 'aggregate',
        options: {
          groupby: ['country'],
          aggregates: {
            total: { column: 'metric', operator: 'sum' },
            med: { column: 'metric2', operator: 'median' },
            std: { column: 'metric', operator: 'std' },
            var1: { column: 'metric', operator: 'var', options: { ddof: 1 } },
            p75: { column: 'metric', operator: 'percentile', options: { q: 75 } },
            mid: { column: 'metric', operator: 'nanpercentile', options: { q: 40, method: 'midpoint' } },
            cnt: { column: 'metric2', operator: 'count' },
            mean2: { column: 'metric2', operator: 'mean' },
          },
        },
      },
    ],
    columns: ['country', 'total', 'med', 'std', 'var1', 'p75', 'mid', 'cnt', 'mean2'],
    rows: [
      ['UK', 21, 2.5, 1.632993162, 4.0, 8.0, 6.0, 3, 2.833333333],
      ['US', 14, null, 1.0, 2.0, 7.5, 7.0, 2, 3.5],
    ],
  },
  {
    name: 'histogram',
    table: 'hist',
    rules: [{ operation: 'histogram', options: { column: 'v', groupby: [], bins: 5 } }],
    columns: ['1.0 - 2.8', '2.8 - 4.6', '4.6 - 6.4', '6.4 - 8.2', '8.2 - 10.0'],
    rows: [[2, 2, 2, 2, 2]],
  },
  {
    name: 'histogram_grouped_cumulative_normalized',
    table: 'hist',
    rules: [
      { operation: 'histogram', options: { column: 'v', groupby: ['g'], bins: 3, cumulative: true, normalize: true } },
    ],
    columns: ['g', '1.0 - 4.0', '4.0 - 7.0', '7.0 - 10.0'],
    rows: [
      ['a', 0.157894737, 0.263157895, 0.263157895],
      ['b', 0.0, 0.052631579, 0.263157895],
    ],
  },
  {
    name: 'boxplot_tukey',
    table: 'box',
    rules: [{ operation: 'boxplot', options: { groupby: ['g'], metrics: ['v'], whisker_type: 'tukey' } }],
    columns: ['g', 'v__mean', 'v__median', 'v__max', 'v__min', 'v__q1', 'v__q3', 'v__count', 'v__outliers'],
    rows: [
      ['a', 10.833333333, 3.5, 5.0, 1.0, 2.5, 4.5, 6, [50.0]],
      ['b', 11.0, 11.0, 12.0, 10.0, 10.5, 11.5, 4, []],
    ],
  },
  {
    name: 'boxplot_percentile',
    table: 'box',
    rules: [
      {
        operation: 'boxplot',
        options: { groupby: ['g'], metrics: ['v'], whisker_type: 'percentile', percentiles: [10, 90] },
      },
    ],
    columns: ['g', 'v__mean', 'v__median', 'v__max', 'v__min', 'v__q1', 'v__q3', 'v__count', 'v__outliers'],
    rows: [
      ['a', 10.833333333, 3.5, 27.5, 1.5, 2.5, 4.5, 6, [50.0, 1.0]],
      ['b', 11.0, 11.0, 11.8, 10.2, 10.5, 11.5, 4, [12.0, 10.0]],
    ],
  },
];

describeCases('aggregate, histogram and boxplot', cases);
