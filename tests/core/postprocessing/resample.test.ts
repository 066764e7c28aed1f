import { describeCases } from './harness';
import type { Case } from './harness';

// Expected frames are what Superset's pandas functions return for the same rules and data.
const cases: Case[] = [
  {
    name: 'resample_asfreq_fill',
    table: 'timeseries',
    rules: [
      { operation: 'pivot', options: { index: ['ds'], aggregates: { y: { operator: 'sum' } } } },
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
      { operation: 'flatten' },
    ],
    columns: ['ds', 'y'],
    rows: [
      ['2019-01-01 00:00:00', 1.0],
      ['2019-01-02 00:00:00', 2.0],
      ['2019-01-03 00:00:00', 0.0],
      ['2019-01-04 00:00:00', 0.0],
      ['2019-01-05 00:00:00', 3.0],
      ['2019-01-06 00:00:00', 0.0],
      ['2019-01-07 00:00:00', 4.0],
    ],
  },
  {
    name: 'resample_ffill',
    table: 'timeseries',
    rules: [
      { operation: 'pivot', options: { index: ['ds'], aggregates: { y: { operator: 'sum' } } } },
      { operation: 'resample', options: { rule: '1D', method: 'ffill' } },
      { operation: 'flatten' },
    ],
    columns: ['ds', 'y'],
    rows: [
      ['2019-01-01 00:00:00', 1.0],
      ['2019-01-02 00:00:00', 2.0],
      ['2019-01-03 00:00:00', 2.0],
      ['2019-01-04 00:00:00', 2.0],
      ['2019-01-05 00:00:00', 3.0],
      ['2019-01-06 00:00:00', 3.0],
      ['2019-01-07 00:00:00', 4.0],
    ],
  },
  {
    name: 'resample_bfill',
    table: 'timeseries',
    rules: [
      { operation: 'pivot', options: { index: ['ds'], aggregates: { y: { operator: 'sum' } } } },
      { operation: 'resample', options: { rule: '1D', method: 'bfill' } },
      { operation: 'flatten' },
    ],
    columns: ['ds', 'y'],
    rows: [
      ['2019-01-01 00:00:00', 1.0],
      ['2019-01-02 00:00:00', 2.0],
      ['2019-01-03 00:00:00', 3.0],
      ['2019-01-04 00:00:00', 3.0],
      ['2019-01-05 00:00:00', 3.0],
      ['2019-01-06 00:00:00', 4.0],
      ['2019-01-07 00:00:00', 4.0],
    ],
  },
  {
    name: 'resample_linear',
    table: 'timeseries',
    rules: [
      { operation: 'pivot', options: { index: ['ds'], aggregates: { y: { operator: 'sum' } } } },
      { operation: 'resample', options: { rule: '1D', method: 'linear' } },
      { operation: 'flatten' },
    ],
    columns: ['ds', 'y'],
    rows: [
      ['2019-01-01 00:00:00', 1.0],
      ['2019-01-02 00:00:00', 2.0],
      ['2019-01-03 00:00:00', 2.333333333],
      ['2019-01-04 00:00:00', 2.666666667],
      ['2019-01-05 00:00:00', 3.0],
      ['2019-01-06 00:00:00', 3.5],
      ['2019-01-07 00:00:00', 4.0],
    ],
  },
  {
    name: 'resample_sum_2d',
    table: 'timeseries',
    rules: [
      { operation: 'pivot', options: { index: ['ds'], aggregates: { y: { operator: 'sum' } } } },
      { operation: 'resample', options: { rule: '2D', method: 'sum' } },
      { operation: 'flatten' },
    ],
    columns: ['ds', 'y'],
    rows: [
      ['2019-01-01 00:00:00', 3.0],
      ['2019-01-03 00:00:00', 0.0],
      ['2019-01-05 00:00:00', 3.0],
      ['2019-01-07 00:00:00', 4.0],
    ],
  },
  {
    name: 'resample_mean_month',
    table: 'timeseries',
    rules: [
      { operation: 'pivot', options: { index: ['ds'], aggregates: { y: { operator: 'sum' } } } },
      { operation: 'resample', options: { rule: '1M', method: 'mean' } },
      { operation: 'flatten' },
    ],
    columns: ['ds', 'y'],
    rows: [['2019-01-31 00:00:00', 2.5]],
  },
];

describeCases('resample', cases);
