import { describeCases } from './harness';
import type { Case } from './harness';

// Expected frames are what Superset's pandas functions return for the same rules and data.
const cases: Case[] = [
  {
    name: 'pivot_flatten',
    table: 'sales',
    rules: [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['country'],
          aggregates: { metric: { operator: 'sum' }, metric2: { operator: 'mean' } },
        },
      },
      { operation: 'flatten' },
    ],
    columns: ['ds', 'metric, UK', 'metric, US', 'metric2, UK', 'metric2, US'],
    rows: [
      ['2019-01-01 00:00:00', 5.0, 6.0, 1.5, null],
      ['2019-01-02 00:00:00', 7.0, 8.0, 2.5, 3.5],
      ['2019-01-03 00:00:00', 9.0, null, 4.5, null],
    ],
  },
  {
    name: 'pivot_fill_keep_missing',
    table: 'names',
    rules: [
      {
        operation: 'pivot',
        options: {
          index: ['name'],
          columns: ['cat'],
          aggregates: { v: { operator: 'sum' } },
          metric_fill_value: 0,
          drop_missing_columns: false,
        },
      },
      { operation: 'flatten' },
    ],
    columns: ['name', 'v, <NULL>', 'v, x', 'v, x\\, y', 'v, y'],
    rows: [
      ['a', 0, 0, 1, 0],
      ['b', 3, 4, 0, 0],
      // pandas 2 (as Superset runs it) keeps a missing index value as its own row when dropna is off.
      [null, 0, 5, 0, 0],
    ],
  },
  {
    name: 'pivot_drop_missing',
    table: 'names',
    rules: [
      { operation: 'pivot', options: { index: ['name'], columns: ['cat'], aggregates: { v: { operator: 'median' } } } },
      { operation: 'flatten' },
    ],
    columns: ['name', 'v, <NULL>', 'v, x', 'v, x\\, y'],
    rows: [
      ['a', null, null, 1.0],
      ['b', 3.0, 4.0, null],
    ],
  },
  {
    name: 'pivot_margins',
    table: 'names',
    rules: [
      {
        operation: 'pivot',
        options: {
          index: ['name'],
          columns: ['cat'],
          aggregates: { v: { operator: 'sum' } },
          marginal_distributions: true,
        },
      },
      { operation: 'flatten' },
    ],
    columns: ['name', 'v, <NULL>', 'v, x', 'v, x\\, y', 'v, y', 'v, All'],
    rows: [
      ['a', null, null, 1.0, 0.0, 1.0],
      ['b', 3.0, 4.0, null, null, 7.0],
      ['All', 3.0, 4.0, 1.0, null, 8.0],
    ],
  },
  {
    name: 'pivot_combine',
    table: 'sales',
    rules: [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['country'],
          aggregates: { metric: { operator: 'sum' }, metric2: { operator: 'max' } },
          combine_value_with_metric: true,
        },
      },
      { operation: 'flatten' },
    ],
    columns: ['ds', 'UK, metric', 'UK, metric2', 'US, metric', 'US, metric2'],
    rows: [
      ['2019-01-01 00:00:00', 5.0, 1.5, 6.0, null],
      ['2019-01-02 00:00:00', 7.0, 2.5, 8.0, 3.5],
      ['2019-01-03 00:00:00', 9.0, 4.5, null, null],
    ],
  },
  {
    name: 'pivot_no_columns',
    table: 'sales',
    rules: [
      {
        operation: 'pivot',
        options: { index: ['country'], aggregates: { metric2: { operator: 'sum' }, metric: { operator: 'mean' } } },
      },
      { operation: 'flatten' },
    ],
    columns: ['country', 'metric', 'metric2'],
    rows: [
      ['UK', 7, 8.5],
      ['US', 7, 3.5],
    ],
  },
  {
    name: 'rename_level',
    table: 'sales',
    rules: [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['country'], aggregates: { metric: { operator: 'sum' } } },
      },
      { operation: 'rename', options: { columns: { metric: null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ],
    columns: ['ds', 'UK', 'US'],
    rows: [
      ['2019-01-01 00:00:00', 5.0, 6.0],
      ['2019-01-02 00:00:00', 7.0, 8.0],
      ['2019-01-03 00:00:00', 9.0, null],
    ],
  },
];

describeCases('pivot, rename and flatten', cases);
