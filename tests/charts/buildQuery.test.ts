import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { buildTableQuery } from '../../src/charts';
import { expectGolden, goldenJson } from '../support/golden';
import { sumNum, timeseriesForm } from './fixtures';

describe('time-series buildQuery', () => {
  it('puts the x-axis first as a BASE_AXIS adhoc column carrying the time grain [golden]', () => {
    const ctx = BUILT_IN_PLUGINS.echarts_timeseries_line.buildQuery(timeseriesForm('echarts_timeseries_line'));
    expectGolden('charts/line.query.json', goldenJson(ctx));
    const [query] = ctx.queries;
    expect(query?.columns?.[0]).toEqual({
      columnType: 'BASE_AXIS',
      sqlExpression: 'ds',
      label: 'ds',
      expressionType: 'SQL',
      timeGrain: 'P1D',
    });
    expect(query?.extras?.time_grain_sqla).toBeUndefined();
    expect(query?.series_columns).toEqual(['gender']);
    expect(query?.series_limit).toBe(5);
    expect(query?.post_processing?.map((p) => p.operation)).toEqual(['pivot', 'flatten']);
  });

  it('adds rolling, compare, resample, rename and contribution in Superset order [golden]', () => {
    const ctx = BUILT_IN_PLUGINS.echarts_timeseries_bar.buildQuery(
      timeseriesForm('echarts_timeseries_bar', {
        rolling_type: 'mean',
        rolling_periods: 7,
        min_periods: 2,
        time_compare: ['1 year ago'],
        comparison_type: 'difference',
        resample_rule: '1D',
        resample_method: 'zerofill',
        contributionMode: 'row',
      }),
    );
    expectGolden('charts/bar.advanced.query.json', goldenJson(ctx));
    expect(ctx.queries[0]?.post_processing?.map((p) => p.operation)).toEqual([
      'pivot',
      'rolling',
      'compare',
      'resample',
      'rename',
      'contribution',
      'flatten',
    ]);
    expect(ctx.queries[0]?.time_offsets).toEqual(['1 year ago']);
  });

  it('cumsum becomes a cum operation; truncate_metric with dimensions drops the metric level', () => {
    const ctx = BUILT_IN_PLUGINS.echarts_area.buildQuery(
      timeseriesForm('echarts_area', { rolling_type: 'cumsum', truncate_metric: true }),
    );
    const ops = ctx.queries[0]?.post_processing ?? [];
    expect(ops.map((p) => p.operation)).toEqual(['pivot', 'cum', 'rename', 'flatten']);
    expect(ops[2]?.options).toEqual({ columns: { 'SUM(num)': null }, level: 0, inplace: true });
  });

  it('without an x-axis the query is a legacy time series pivoted on __timestamp', () => {
    const form = timeseriesForm('echarts_timeseries_scatter');
    delete form.x_axis;
    const query = BUILT_IN_PLUGINS.echarts_timeseries_scatter.buildQuery(form).queries[0];
    expect(query?.is_timeseries).toBe(true);
    expect(query?.post_processing?.[0]?.options?.index).toEqual(['__timestamp']);
  });

  it('native filter extra form data appends filters and overrides the time range', () => {
    const query = BUILT_IN_PLUGINS.echarts_timeseries_line.buildQuery(
      timeseriesForm('echarts_timeseries_line', {
        extra_form_data: {
          filters: [{ col: 'name', op: 'IN', val: ['Amy'] }],
          time_range: 'Last week',
          time_grain_sqla: 'P1W',
        },
      }),
    ).queries[0];
    expect(query?.time_range).toBe('Last week');
    expect(query?.filters?.at(-1)).toEqual({ col: 'name', op: 'IN', val: ['Amy'], isExtra: true });
    expect(query?.columns?.[0]).toMatchObject({ timeGrain: 'P1W' });
  });

  it("a dashboard's time column overrides the granularity and is marked as __time_col, so a dataset without it falls back", () => {
    const query = BUILT_IN_PLUGINS.big_number_total.buildQuery({
      datasource: '3__table',
      viz_type: 'big_number_total',
      metric: sumNum,
      adhoc_filters: [],
      extra_form_data: { granularity_sqla: 'order_date' },
    }).queries[0];
    expect(query?.granularity).toBe('order_date');
    expect(query?.applied_time_extras).toEqual({ __time_col: 'order_date' });
  });
});

describe('big number and pie buildQuery', () => {
  it('big_number_total is the base query of its metric [golden]', () => {
    const ctx = BUILT_IN_PLUGINS.big_number_total.buildQuery({
      datasource: '3__table',
      viz_type: 'big_number_total',
      metric: sumNum,
      adhoc_filters: [],
    });
    expectGolden('charts/big_number_total.query.json', goldenJson(ctx));
    expect(ctx.queries[0]?.metrics).toEqual([sumNum]);
    expect(ctx.queries[0]?.columns).toEqual([]);
  });

  it('big_number pivots the metric over the x-axis [golden]', () => {
    const ctx = BUILT_IN_PLUGINS.big_number.buildQuery({
      datasource: '3__table',
      viz_type: 'big_number',
      x_axis: 'ds',
      time_grain_sqla: 'P1M',
      metric: sumNum,
      rolling_type: 'sum',
      rolling_periods: 3,
    });
    expectGolden('charts/big_number.query.json', goldenJson(ctx));
    expect(ctx.queries[0]?.post_processing?.map((p) => p.operation)).toEqual(['pivot', 'rolling', 'flatten']);
  });

  it('pie orders by its metric descending when sort_by_metric is on', () => {
    const form = {
      datasource: '3__table',
      viz_type: 'pie',
      groupby: ['gender'],
      metric: sumNum,
      sort_by_metric: true,
      row_limit: 100,
    };
    expect(BUILT_IN_PLUGINS.pie.buildQuery(form).queries[0]?.orderby).toEqual([[sumNum, false]]);
    expect(BUILT_IN_PLUGINS.pie.buildQuery({ ...form, sort_by_metric: false }).queries[0]?.orderby).toBeUndefined();
  });
});

describe('table buildQuery', () => {
  const base = { datasource: '3__table', viz_type: 'table', row_limit: 100 };

  it('aggregate mode orders by the first metric and adds the percent metric contribution [golden]', () => {
    const ctx = buildTableQuery({
      ...base,
      groupby: ['state'],
      metrics: ['count'],
      percent_metrics: [sumNum],
      all_columns: ['ignored'],
      query_mode: 'aggregate',
    });
    expectGolden('charts/table.aggregate.query.json', goldenJson(ctx));
    const q = ctx.queries[0];
    expect(q?.columns).toEqual(['state']);
    expect(q?.metrics).toEqual(['count', sumNum]);
    expect(q?.orderby).toEqual([['count', false]]);
    expect(q?.post_processing).toEqual([
      { operation: 'contribution', options: { columns: ['SUM(num)'], rename_columns: ['%SUM(num)'] } },
    ]);
  });

  it('raw mode lists columns without metrics and parses order_by_cols', () => {
    const q = buildTableQuery({ ...base, all_columns: ['name', 'num'], order_by_cols: ['["num", false]'] }).queries[0];
    expect(q?.columns).toEqual(['name', 'num']);
    expect(q?.metrics).toBeUndefined();
    expect(q?.orderby).toEqual([['num', false]]);
  });

  it('server pagination pages the rows and adds a rowcount query', () => {
    const ctx = buildTableQuery(
      { ...base, groupby: ['state'], metrics: ['count'], server_pagination: true, server_page_length: 20 },
      { currentPage: 2 },
    );
    expect(ctx.queries[0]).toMatchObject({ row_limit: 20, row_offset: 40 });
    expect(ctx.queries[1]).toMatchObject({ is_rowcount: true, row_limit: 0, row_offset: 0, post_processing: [] });
  });

  it('a temporal group-by column gets the time grain as a BASE_AXIS column', () => {
    const q = buildTableQuery({
      ...base,
      groupby: ['ds', 'state'],
      metrics: ['count'],
      time_grain_sqla: 'P1M',
      temporal_columns_lookup: { ds: true },
    }).queries[0];
    expect(q?.columns?.[0]).toEqual({
      columnType: 'BASE_AXIS',
      sqlExpression: 'ds',
      label: 'ds',
      expressionType: 'SQL',
      timeGrain: 'P1M',
    });
    expect(q?.columns?.[1]).toBe('state');
  });
});
