import { describeCases } from './harness';
import type { Case } from './harness';

// Expected frames are what Superset's pandas functions return for the same rules and data.
const cases: Case[] = [
  {
    name: 'rolling_sum',
    table: 'timeseries',
    rules: [{ operation: 'rolling', options: { columns: { y: 'y' }, rolling_type: 'sum', window: 2, min_periods: 0 } }],
    columns: ['ds', 'label', 'y'],
    rows: [
      ['2019-01-01 00:00:00', 'x', 1.0],
      ['2019-01-02 00:00:00', 'y', 3.0],
      ['2019-01-05 00:00:00', 'z', 5.0],
      ['2019-01-07 00:00:00', 'q', 7.0],
    ],
  },
  {
    name: 'rolling_mean_alias',
    table: 'timeseries',
    rules: [
      { operation: 'rolling', options: { columns: { y: 'y_mean' }, rolling_type: 'mean', window: 10, min_periods: 0 } },
    ],
    columns: ['ds', 'label', 'y', 'y_mean'],
    rows: [
      ['2019-01-01 00:00:00', 'x', 1.0, 1.0],
      ['2019-01-02 00:00:00', 'y', 2.0, 1.5],
      ['2019-01-05 00:00:00', 'z', 3.0, 2.0],
      ['2019-01-07 00:00:00', 'q', 4.0, 2.5],
    ],
  },
  {
    name: 'rolling_quantile',
    table: 'timeseries',
    rules: [
      {
        operation: 'rolling',
        options: {
          columns: { y: 'y' },
          rolling_type: 'quantile',
          rolling_type_options: { quantile: 0.25 },
          window: 10,
          min_periods: 0,
        },
      },
    ],
    columns: ['ds', 'label', 'y'],
    rows: [
      ['2019-01-01 00:00:00', 'x', 1.0],
      ['2019-01-02 00:00:00', 'y', 1.25],
      ['2019-01-05 00:00:00', 'z', 1.5],
      ['2019-01-07 00:00:00', 'q', 1.75],
    ],
  },
  {
    name: 'rolling_std_min_periods',
    table: 'timeseries',
    rules: [{ operation: 'rolling', options: { columns: { y: 'y' }, rolling_type: 'std', window: 3, min_periods: 3 } }],
    columns: ['ds', 'label', 'y'],
    rows: [
      ['2019-01-05 00:00:00', 'z', 1.0],
      ['2019-01-07 00:00:00', 'q', 1.0],
    ],
  },
  {
    name: 'rolling_center',
    table: 'timeseries',
    rules: [
      {
        operation: 'rolling',
        options: { columns: { y: 'y' }, rolling_type: 'mean', window: 3, center: true, min_periods: 1 },
      },
    ],
    columns: ['ds', 'label', 'y'],
    rows: [
      ['2019-01-01 00:00:00', 'x', 1.5],
      ['2019-01-02 00:00:00', 'y', 2.0],
      ['2019-01-05 00:00:00', 'z', 3.0],
      ['2019-01-07 00:00:00', 'q', 3.5],
    ],
  },
  {
    name: 'cum_sum',
    table: 'timeseries',
    rules: [{ operation: 'cum', options: { columns: { y: 'y' }, operator: 'sum' } }],
    columns: ['ds', 'label', 'y'],
    rows: [
      ['2019-01-01 00:00:00', 'x', 1.0],
      ['2019-01-02 00:00:00', 'y', 3.0],
      ['2019-01-05 00:00:00', 'z', 6.0],
      ['2019-01-07 00:00:00', 'q', 10.0],
    ],
  },
  {
    name: 'cum_prod_alias',
    table: 'timeseries',
    rules: [{ operation: 'cum', options: { columns: { y: 'y2' }, operator: 'prod' } }],
    columns: ['ds', 'label', 'y', 'y2'],
    rows: [
      ['2019-01-01 00:00:00', 'x', 1.0, 1.0],
      ['2019-01-02 00:00:00', 'y', 2.0, 2.0],
      ['2019-01-05 00:00:00', 'z', 3.0, 6.0],
      ['2019-01-07 00:00:00', 'q', 4.0, 24.0],
    ],
  },
  {
    name: 'diff',
    table: 'timeseries',
    rules: [{ operation: 'diff', options: { columns: { y: 'y' }, periods: 1 } }],
    columns: ['ds', 'label', 'y'],
    rows: [
      ['2019-01-01 00:00:00', 'x', null],
      ['2019-01-02 00:00:00', 'y', 1.0],
      ['2019-01-05 00:00:00', 'z', 1.0],
      ['2019-01-07 00:00:00', 'q', 1.0],
    ],
  },
  {
    name: 'diff_axis1',
    table: 'sales',
    rules: [{ operation: 'diff', options: { columns: { metric: 'metric', metric2: 'metric2' }, axis: 1 } }],
    columns: ['ds', 'country', 'metric', 'metric2'],
    rows: [
      ['2019-01-01 00:00:00', 'UK', null, -3.5],
      ['2019-01-01 00:00:00', 'US', null, null],
      ['2019-01-02 00:00:00', 'UK', null, -4.5],
      ['2019-01-02 00:00:00', 'US', null, -4.5],
      ['2019-01-03 00:00:00', 'UK', null, -4.5],
    ],
  },
];

describeCases('rolling, cum and diff', cases);
