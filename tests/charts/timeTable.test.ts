import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import type { TimeTableModel } from '../../src/charts';
import { colorFromBounds, columnValue, normalizeColumn, sparkValues } from '../../src/charts/plugins/timeTable/columns';
import { GenericDataType } from '../../src/core/query';
import { expectGolden, goldenJson } from '../support/golden';
import { T0, result } from './fixtures';

const DAY = 86_400_000;
const series = [10, 20, null, 40, 50];

describe('time-series column config (X9.05)', () => {
  it('X9.05 reads the popover fields: label, tooltip, colType, width, height, timeLag, timeRatio, comparisonType, showYAxis, yAxisBounds, bounds, d3format, dateFormat', () => {
    const popover = {
      key: 'k1',
      label: 'WoW',
      tooltip: 'week over week',
      colType: 'time',
      comparisonType: 'perc_change',
      showYAxis: true,
      yAxisBounds: [0, null],
      bounds: [null, 5],
      d3format: '.1%',
      dateFormat: '%Y-%m-%d',
    } as const;
    const column = normalizeColumn(
      {
        ...popover,
        yAxisBounds: [0, null],
        bounds: [null, 5],
        width: '120',
        height: '30',
        timeLag: '7',
        timeRatio: '2',
      },
      0,
    );
    expect(column).toEqual({ ...popover, width: 120, height: 30, timeLag: 7, timeRatio: 2 });
    expect(normalizeColumn({}, 3)).toMatchObject({
      key: 'c3',
      width: 300,
      height: 50,
      timeLag: 0,
      comparisonType: 'value',
    });
  });

  it("X9.05 X19.05 time comparison: the lagged value, 'diff', 'perc' and 'perc_change'; a negative lag counts from the first", () => {
    const time = (comparisonType: string, timeLag: number) =>
      columnValue(
        normalizeColumn({ colType: 'time', comparisonType: comparisonType as 'diff', timeLag }, 0),
        series,
        [],
      );
    expect(time('value', 1)).toEqual({ value: 40 });
    expect(time('diff', 1)).toEqual({ value: 10 });
    expect(time('perc', 4)).toEqual({ value: 5 });
    expect(time('perc_change', 4)).toEqual({ value: 4 });
    expect(time('value', -1)).toEqual({ value: 10 });
    expect(time('diff', 2)).toEqual({ value: null });
    expect(time('value', 5)).toEqual({
      error: 'The time lag set at 5 is too large for the length of data at 5. No data available.',
    });
  });

  it('X9.05 contribution of the latest value to all rows; period average over the last timeLag steps', () => {
    expect(columnValue(normalizeColumn({ colType: 'contrib' }, 0), series, [50, 150])).toEqual({ value: 0.25 });
    expect(columnValue(normalizeColumn({ colType: 'avg', timeLag: 3 }, 0), series, [])).toEqual({ value: 30 });
  });

  it('X9.05 sparkline values with a time ratio; bounds colour a value', () => {
    expect(sparkValues(normalizeColumn({ colType: 'spark', timeRatio: 1 }, 0), series)).toEqual([2, null, null, 1.25]);
    expect(colorFromBounds(3, [2, null])).toBe('#0571b0');
    expect(colorFromBounds(1, [2, null])).toBe('#ca0020');
    expect(colorFromBounds(1, [null, 2])).toBe('#0571b0');
    expect(colorFromBounds(0, [0, 10])).toBe('rgb(202, 0, 32)');
    expect(colorFromBounds(5, [0, 10])).toBe('rgb(128, 128, 128)');
    expect(colorFromBounds(5, [null, null])).toBeNull();
  });
});

const collection = [
  { key: 'spark', label: 'Trend', colType: 'spark', width: 100, height: 20, showYAxis: true, d3format: ',d' },
  {
    key: 'dod',
    label: 'DoD',
    tooltip: 'day over day',
    colType: 'time',
    timeLag: 1,
    comparisonType: 'perc_change',
    d3format: '.1%',
    bounds: [0, null],
  },
  { key: 'share', label: 'Share', colType: 'contrib', d3format: '.0%' },
  { key: 'avg', label: '3-day avg', colType: 'avg', timeLag: 3, d3format: ',.1f' },
];

describe('time_table transformProps', () => {
  const rows = [0, 1, 2, 3].flatMap((d) => [
    { ds: T0 + d * DAY, gender: 'boy', 'SUM(num)': [100, 120, 90, 150][d], count: d + 1 },
    { ds: T0 + d * DAY, gender: 'girl', 'SUM(num)': [50, 60, 80, 50][d], count: d + 2 },
  ]);
  const types = [GenericDataType.TEMPORAL, GenericDataType.STRING, GenericDataType.NUMERIC, GenericDataType.NUMERIC];
  const form = {
    datasource: '3__table',
    viz_type: 'time_table',
    granularity_sqla: 'ds',
    column_collection: collection,
  };

  it('X9.05 X19.05 a row per group of the first metric, with sparkline, time comparison, contribution and average columns [golden]', () => {
    const model = BUILT_IN_PLUGINS.time_table.transformProps(
      [result(['ds', 'gender', 'SUM(num)', 'count'], types, rows)],
      { ...form, groupby: ['gender'], metrics: ['SUM(num)'] },
      { width: 600, height: 300 },
    ) as TimeTableModel;
    expectGolden('charts/time_table.model.json', goldenJson(model));
    expect(model.rowHeader).toBe('gender');
    expect(model.rows.map((r) => r.label)).toEqual(['boy', 'girl']);
    const [spark, dod, share, avg] = model.rows[0]?.cells ?? [];
    expect(spark).toMatchObject({ kind: 'spark', width: 100, height: 20, axis: ['90', '150'] });
    expect(dod).toMatchObject({ text: '66.7%', color: '#0571b0' });
    expect(share).toMatchObject({ text: '75%' });
    expect(avg).toMatchObject({ text: '120.0' });
  });

  it('X9.05 a row per metric without a group-by, labelled by verbose name', () => {
    const model = BUILT_IN_PLUGINS.time_table.transformProps(
      [
        result(
          ['ds', 'gender', 'SUM(num)', 'count'],
          types,
          rows.filter((r) => r.gender === 'boy'),
        ),
      ],
      { ...form, metrics: ['SUM(num)', 'count'], verbose_map: { count: 'Births' } },
      { width: 600, height: 300 },
    ) as TimeTableModel;
    expect(model.rowHeader).toBe('Metric');
    expect(model.rows.map((r) => r.label)).toEqual(['SUM(num)', 'Births']);
    expect(model.rows[1]?.cells[3]).toMatchObject({ text: '3.0' });
  });
});
