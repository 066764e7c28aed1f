import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import type { XYChartModel } from '../../src/charts';
import { markClickEvent } from '../../src/charts/crossFilters';
import { result, T0 } from './fixtures';

const DAY = 86_400_000;
const byGender = result(
  ['ds', 'boy', '<NULL>', 'a\\, b'],
  [2, 0, 0, 0],
  [
    { ds: T0, boy: 3, '<NULL>': 1, 'a\\, b': 2 },
    { ds: T0 + DAY, boy: 4, '<NULL>': 2, 'a\\, b': 1 },
  ],
);
const byRegion = result(
  ['region', 'SUM(num)'],
  [1, 0],
  [
    { region: 'NA', 'SUM(num)': 3 },
    { region: null, 'SUM(num)': 4 },
  ],
);
type Viz = 'echarts_timeseries_line' | 'echarts_area' | 'echarts_timeseries_bar';
const form = (vizType: Viz, extra: Record<string, unknown> = {}) => ({
  datasource: '3__table',
  viz_type: vizType,
  slice_id: 7,
  x_axis: 'ds',
  metrics: ['SUM(num)'],
  groupby: ['gender'],
  ...extra,
});
const model = (vizType: Viz, rows = byGender, extra: Record<string, unknown> = {}): XYChartModel =>
  BUILT_IN_PLUGINS[vizType].transformProps([rows], form(vizType, extra), { width: 400, height: 300 }) as XYChartModel;

describe('a bar, line or area series as a cross filter', () => {
  it('D11.01 a saved line or area chart carries each series values of its dimension (escaped commas, <NULL>)', () => {
    for (const vizType of ['echarts_timeseries_line', 'echarts_area', 'echarts_timeseries_bar'] as const) {
      expect(model(vizType).crossFilter).toEqual({
        chartId: 7,
        by: 'series',
        columns: ['gender'],
        values: [['boy'], [null], ['a, b']],
      });
    }
  });

  it('D11.01 with several metrics the metric level is not a dimension value', () => {
    const rows = result(
      ['ds', 'SUM(num), boy', 'COUNT(*), girl'],
      [2, 0, 0],
      [{ ds: T0, 'SUM(num), boy': 1, 'COUNT(*), girl': 2 }],
    );
    expect(model('echarts_timeseries_line', rows, { metrics: ['SUM(num)', 'COUNT(*)'] }).crossFilter?.values).toEqual([
      ['boy'],
      ['girl'],
    ]);
  });

  it('D11.01 a bar chart with no dimension filters by the clicked bar x value', () => {
    const bars = model('echarts_timeseries_bar', byRegion, { x_axis: 'region', groupby: [] });
    expect(bars.crossFilter).toEqual({ chartId: 7, by: 'x', columns: ['region'], values: [['NA'], [null]] });
    expect(markClickEvent(bars.crossFilter, 1, 'N/A', null)).toEqual({
      chartId: 7,
      dataMask: {
        extraFormData: { filters: [{ col: 'region', op: 'IS NULL' }] },
        filterState: { value: [null], label: 'N/A' },
      },
    });
  });

  it('D11.01 a click on a series emits its filter and a second click on it clears', () => {
    const cf = model('echarts_timeseries_line').crossFilter;
    const first = markClickEvent(cf, 0, 'boy', null);
    expect(first).toEqual({
      chartId: 7,
      dataMask: {
        extraFormData: { filters: [{ col: 'gender', op: '==', val: 'boy' }] },
        filterState: { value: ['boy'], label: 'boy' },
      },
    });
    expect(markClickEvent(cf, 0, 'boy', first?.dataMask.filterState.value ?? null)?.dataMask).toEqual({
      extraFormData: { filters: [] },
      filterState: { value: null },
    });
  });

  it('a chart with no id, a line with no dimension, or a temporal bar axis has no cross filter', () => {
    expect(model('echarts_timeseries_line', byGender, { slice_id: undefined }).crossFilter).toBeUndefined();
    expect(model('echarts_timeseries_line', byRegion, { x_axis: 'region', groupby: [] }).crossFilter).toBeUndefined();
    expect(model('echarts_timeseries_bar', byGender, { groupby: [] }).crossFilter).toBeUndefined();
    expect(markClickEvent(undefined, 0, 'x', null)).toBeNull();
    expect(markClickEvent(model('echarts_area').crossFilter, 9, 'x', null)).toBeNull();
  });
});
