import { describeCases } from './harness';
import type { Case } from './harness';

// Expected frames are what Superset's pandas functions return for the same rules and data.
const cases: Case[] = [
  {
    name: 'contribution_column',
    table: 'sales',
    rules: [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['country'], aggregates: { metric: { operator: 'sum' } } },
      },
      { operation: 'contribution', options: { orientation: 'column' } },
      { operation: 'flatten' },
    ],
    columns: ['ds', 'metric, UK', 'metric, US'],
    rows: [
      ['2019-01-01 00:00:00', 0.238095238, 0.428571429],
      ['2019-01-02 00:00:00', 0.333333333, 0.571428571],
      ['2019-01-03 00:00:00', 0.428571429, 0.0],
    ],
  },
  {
    name: 'contribution_row_renamed',
    table: 'sales',
    rules: [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['country'], aggregates: { metric: { operator: 'sum' } } },
      },
      { operation: 'flatten' },
      {
        operation: 'contribution',
        options: { orientation: 'row', columns: ['metric, UK', 'metric, US'], rename_columns: ['pct_uk', 'pct_us'] },
      },
    ],
    columns: ['ds', 'metric, UK', 'metric, US', 'pct_uk', 'pct_us'],
    rows: [
      ['2019-01-01 00:00:00', 5.0, 6.0, 0.454545455, 0.545454545],
      ['2019-01-02 00:00:00', 7.0, 8.0, 0.466666667, 0.533333333],
      ['2019-01-03 00:00:00', 9.0, null, 1.0, null],
    ],
  },
  {
    name: 'compare',
    table: 'sales',
    rules: [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['country'], aggregates: { metric: { operator: 'sum' } } },
      },
      { operation: 'flatten' },
      {
        operation: 'compare',
        options: { source_columns: ['metric, UK'], compare_columns: ['metric, US'], compare_type: 'difference' },
      },
      {
        operation: 'compare',
        options: { source_columns: ['metric, UK'], compare_columns: ['metric, US'], compare_type: 'percentage' },
      },
      {
        operation: 'compare',
        options: { source_columns: ['metric, UK'], compare_columns: ['metric, US'], compare_type: 'ratio' },
      },
    ],
    columns: [
      'ds',
      'metric, UK',
      'metric, US',
      'difference__metric, UK__metric, US',
      'percentage__metric, UK__metric, US',
      'ratio__metric, UK__metric, US',
    ],
    rows: [
      ['2019-01-01 00:00:00', 5.0, 6.0, -1.0, -0.1667, 0.8333],
      ['2019-01-02 00:00:00', 7.0, 8.0, -1.0, -0.125, 0.875],
      ['2019-01-03 00:00:00', 9.0, null, null, null, null],
    ],
  },
  {
    name: 'sort',
    table: 'sales',
    rules: [{ operation: 'sort', options: { by: ['country', 'metric2'], ascending: [true, false] } }],
    columns: ['ds', 'country', 'metric', 'metric2'],
    rows: [
      ['2019-01-03 00:00:00', 'UK', 9, 4.5],
      ['2019-01-02 00:00:00', 'UK', 7, 2.5],
      ['2019-01-01 00:00:00', 'UK', 5, 1.5],
      ['2019-01-02 00:00:00', 'US', 8, 3.5],
      ['2019-01-01 00:00:00', 'US', 6, null],
    ],
  },
  {
    name: 'select',
    table: 'sales',
    rules: [
      {
        operation: 'select',
        options: { columns: ['country', 'metric', 'metric2'], exclude: ['metric2'], rename: [{ metric: 'm' }] },
      },
    ],
    columns: ['country', 'm'],
    rows: [
      ['UK', 5],
      ['US', 6],
      ['UK', 7],
      ['US', 8],
      ['UK', 9],
    ],
  },
  {
    name: 'rank_grouped',
    table: 'sales',
    rules: [{ operation: 'rank', options: { metric: 'metric2', group_by: 'country' } }],
    columns: ['ds', 'country', 'metric', 'metric2', 'rank'],
    rows: [
      ['2019-01-01 00:00:00', 'UK', 5, 1.5, 0.333333333],
      ['2019-01-01 00:00:00', 'US', 6, null, null],
      ['2019-01-02 00:00:00', 'UK', 7, 2.5, 0.666666667],
      ['2019-01-02 00:00:00', 'US', 8, 3.5, 1.0],
      ['2019-01-03 00:00:00', 'UK', 9, 4.5, 1.0],
    ],
  },
];

describeCases('contribution, compare, sort, select and rank', cases);
