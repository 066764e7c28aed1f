import { describe, expect, it } from 'vitest';
import { buildChartQueryContext } from '../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../support/golden';
import { sumNum } from './fixtures';

const filters = [
  { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
];

describe('pivot_table_v2 buildQuery', () => {
  it('groups by the column then row fields, a temporal field at the time grain, ordered by the first metric [golden]', () => {
    const ctx = buildChartQueryContext({
      datasource: '3__table',
      viz_type: 'pivot_table_v2',
      groupbyRows: ['state', 'ds'],
      groupbyColumns: ['gender', 'state'],
      metrics: [sumNum, 'count'],
      time_grain_sqla: 'P1Y',
      temporal_columns_lookup: { ds: true },
      adhoc_filters: filters,
      aggregateFunction: 'Sum',
      row_limit: 10000,
      order_desc: true,
    });
    expectGolden('charts/pivot_table_v2.query.json', goldenJson(ctx));
    const [query] = ctx.queries;
    expect(query?.columns?.[0]).toBe('gender');
    expect(query?.columns).toHaveLength(3);
    expect(query?.columns?.[2]).toMatchObject({ columnType: 'BASE_AXIS', sqlExpression: 'ds', timeGrain: 'P1Y' });
    expect(query?.orderby).toEqual([[sumNum, false]]);
    expect(query?.post_processing ?? []).toEqual([]);
  });

  it('orders by the series limit metric when one is set, ascending when order_desc is off', () => {
    const ctx = buildChartQueryContext({
      datasource: '3__table',
      viz_type: 'pivot_table_v2',
      groupbyRows: ['state'],
      metrics: [sumNum],
      series_limit_metric: 'count',
      order_desc: false,
    });
    expect(ctx.queries[0]?.orderby).toEqual([['count', true]]);
  });
});

describe('time_table buildQuery', () => {
  it('queries the metrics per time grain step of granularity_sqla and per group [golden]', () => {
    const ctx = buildChartQueryContext({
      datasource: '3__table',
      viz_type: 'time_table',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1D',
      metrics: [sumNum],
      groupby: ['gender'],
      limit: 10,
      adhoc_filters: filters,
      row_limit: 10000,
    });
    expectGolden('charts/time_table.query.json', goldenJson(ctx));
    const [query] = ctx.queries;
    expect(query?.columns?.[0]).toMatchObject({ columnType: 'BASE_AXIS', sqlExpression: 'ds', timeGrain: 'P1D' });
    expect(query?.columns?.[1]).toBe('gender');
    expect(query?.series_columns).toEqual(['gender']);
  });
});
