// Named query objects compiled by the golden-file tests and run by the result tests on both engines.
import type { AdhocMetric, Aggregate, QueryObject, QueryObjectFilterClause, TimeGrain } from '../../../src/core/query';
import { BUILTIN_TIME_GRAINS, type DatasourceMeta } from '../../../src/core/sql';
import { EVENTS } from './fixtures';

export interface SqlCase {
  name: string;
  query: QueryObject;
  ds?: DatasourceMeta;
  /** Compiled for a time offset instead of the plain query. */
  offset?: string;
}

const COUNT: AdhocMetric = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' };

const byName = (filter: QueryObjectFilterClause): QueryObject => ({
  columns: ['name'],
  metrics: [COUNT],
  filters: [filter],
  orderby: [['name', true]],
  row_limit: 100,
});

const OPERATOR_CASES: SqlCase[] = [
  ['op_eq', { col: 'gender', op: '==', val: 'girl' }],
  ['op_eq_number_as_text', { col: 'num', op: '==', val: '7' }],
  ['op_eq_null', { col: 'state', op: '==', val: null }],
  ['op_neq', { col: 'gender', op: '!=', val: 'girl' }],
  ['op_neq_null', { col: 'state', op: '!=', val: null }],
  ['op_gt', { col: 'num', op: '>', val: 17 }],
  ['op_lt', { col: 'price', op: '<', val: 3 }],
  ['op_gte', { col: 'num', op: '>=', val: 17 }],
  ['op_lte', { col: 'price', op: '<=', val: 3 }],
  ['op_like', { col: 'name', op: 'LIKE', val: '%a%' }],
  ['op_like_number', { col: 'num', op: 'LIKE', val: '1%' }],
  ['op_not_like', { col: 'name', op: 'NOT LIKE', val: '%a%' }],
  ['op_ilike', { col: 'name', op: 'ILIKE', val: '%A%' }],
  ['op_not_ilike', { col: 'name', op: 'NOT ILIKE', val: '%A%' }],
  ['op_is_null', { col: 'state', op: 'IS NULL' }],
  ['op_is_not_null', { col: 'state', op: 'IS NOT NULL' }],
  ['op_in', { col: 'state', op: 'IN', val: ['CA', 'NY'] }],
  ['op_in_with_null', { col: 'state', op: 'IN', val: ['CA', null] }],
  ['op_in_null_string', { col: 'state', op: 'IN', val: ['<NULL>', 'TX'] }],
  ['op_in_only_null', { col: 'state', op: 'IN', val: [null] }],
  ['op_not_in', { col: 'state', op: 'NOT IN', val: ['CA', 'NY'] }],
  ['op_not_in_with_null', { col: 'state', op: 'NOT IN', val: ['CA', null] }],
  ['op_in_numbers', { col: 'num', op: 'IN', val: [3, '5', 7] }],
  ['op_is_true', { col: 'is_active', op: 'IS TRUE' }],
  ['op_is_false', { col: 'is_active', op: 'IS FALSE' }],
  ['op_eq_boolean', { col: 'is_active', op: '==', val: 'true' }],
  ['op_temporal_range', { col: 'ds', op: 'TEMPORAL_RANGE', val: '2020-01-01 : 2020-07-01' }],
  ['op_temporal_range_date', { col: 'd', op: 'TEMPORAL_RANGE', val: '2020-01-06 : 2021-01-01' }],
  ['op_temporal_range_open', { col: 'ds', op: 'TEMPORAL_RANGE', val: '2021-01-01 : ' }],
  ['op_temporal_range_epoch', { col: 'epoch', op: 'TEMPORAL_RANGE', val: '2020-01-01 : 2020-07-01' }],
  ['op_temporal_range_grain', { col: 'ds', op: 'TEMPORAL_RANGE', val: '2020-01-01 : 2020-03-01', grain: 'P1M' }],
  ['op_latest_partition', { col: 'd', op: 'LATEST PARTITION' }],
  ['op_lowercase', { col: 'gender', op: 'in' as QueryObjectFilterClause['op'], val: ['boy'] }],
  [
    'op_adhoc_column',
    { col: { expressionType: 'SQL', sqlExpression: 'num % 3', label: 'num mod 3' }, op: '==', val: 1 },
  ],
].map(([name, filter]) => ({ name: name as string, query: byName(filter as QueryObjectFilterClause) }));

const slug = (grain: TimeGrain): string =>
  ({
    '1969-12-28T00:00:00Z/P1W': 'week_starting_sunday',
    '1969-12-29T00:00:00Z/P1W': 'week_starting_monday',
    'P1W/1970-01-03T00:00:00Z': 'week_ending_saturday',
    'P1W/1970-01-04T00:00:00Z': 'week_ending_sunday',
  })[grain as string] ?? grain;

const GRAIN_CASES: SqlCase[] = BUILTIN_TIME_GRAINS.map(({ duration }) => ({
  name: `grain_${slug(duration)}`,
  query: {
    columns: [
      { expressionType: 'SQL', sqlExpression: 'ds', label: 'ds', columnType: 'BASE_AXIS', timeGrain: duration },
    ],
    metrics: [COUNT],
    orderby: [['ds', true]],
    row_limit: 1000,
  },
}));

const simple = (aggregate: Aggregate, column = 'num'): AdhocMetric => ({
  expressionType: 'SIMPLE',
  aggregate,
  column: { column_name: column, type: 'BIGINT' },
  label: `${aggregate}(${column})`,
});

const byGender = (query: Partial<QueryObject>): QueryObject => ({
  columns: ['gender'],
  orderby: [['gender', true]],
  ...query,
});

const METRIC_CASES: SqlCase[] = [
  { name: 'metric_saved', query: byGender({ metrics: ['count', 'sum__num'] }) },
  ...(['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const).map((agg) => ({
    name: `metric_simple_${agg.toLowerCase()}`,
    query: byGender({ metrics: [simple(agg, agg === 'COUNT_DISTINCT' ? 'state' : 'num')] }),
  })),
  { name: 'metric_simple_saved_expression', query: byGender({ metrics: [simple('SUM', 'num_x2')] }) },
  {
    name: 'metric_sql',
    query: byGender({ metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num) / COUNT(*)', label: 'avg num' }] }),
  },
  {
    name: 'metric_sql_unlabelled',
    query: byGender({ metrics: [{ expressionType: 'SQL', sqlExpression: 'MAX(price)' }] }),
  },
];

const COLUMN_CASES: SqlCase[] = [
  { name: 'column_physical_raw', query: { columns: ['name', 'num'], orderby: [['num', false]], row_limit: 5 } },
  {
    name: 'column_saved_expression',
    query: { columns: ['name', 'num_x2'], orderby: [['num_x2', false]], row_limit: 5 },
  },
  {
    name: 'column_adhoc_sql',
    query: byGender({
      columns: [
        'gender',
        { expressionType: 'SQL', sqlExpression: "CASE WHEN num > 10 THEN 'big' ELSE 'small' END", label: 'size' },
      ],
      metrics: [COUNT],
      orderby: [
        ['gender', true],
        [COUNT, false],
      ],
    }),
  },
  {
    name: 'column_base_axis_epoch',
    query: {
      columns: [
        { expressionType: 'SQL', sqlExpression: 'epoch', label: 'epoch', columnType: 'BASE_AXIS', timeGrain: 'P1M' },
      ],
      metrics: [COUNT],
      orderby: [['epoch', true]],
    },
  },
  {
    name: 'column_granularity_grain',
    query: {
      columns: ['ds'],
      granularity: 'ds',
      metrics: [COUNT],
      extras: { time_grain_sqla: 'P1Y' },
      orderby: [['ds', true]],
    },
  },
];

const CLAUSE_CASES: SqlCase[] = [
  {
    name: 'extras_where_having',
    query: byGender({
      metrics: ['sum__num'],
      extras: { where: "state <> 'TX' OR state IS NULL", having: 'SUM(num) > 20' },
    }),
  },
  {
    name: 'legacy_timeseries',
    query: {
      is_timeseries: true,
      granularity: 'ds',
      time_range: '2020-01-01 : 2021-01-01',
      extras: { time_grain_sqla: 'P3M' },
      columns: ['gender'],
      metrics: ['count'],
      orderby: [['count', false]],
    },
  },
  { name: 'orderby_metric_desc', query: byGender({ metrics: ['sum__num'], orderby: [['sum__num', false]] }) },
  {
    name: 'orderby_column_asc',
    query: {
      columns: ['gender', 'state'],
      metrics: [COUNT],
      orderby: [
        ['state', true],
        ['gender', true],
      ],
    },
  },
  {
    name: 'orderby_adhoc_metric_not_selected',
    query: byGender({ metrics: [COUNT], orderby: [[simple('MAX', 'price'), false]] }),
  },
  {
    name: 'orderby_saved_metric_not_selected',
    query: { columns: ['gender'], metrics: [COUNT], orderby: [['sum__num', true]] },
  },
  { name: 'limit_default', query: { columns: ['name'], orderby: [['name', true]] } },
  { name: 'limit_capped', query: { columns: ['name'], orderby: [['name', true]], row_limit: 1000000 } },
  { name: 'limit_zero', query: { columns: ['name'], orderby: [['name', true]], row_limit: 0 } },
  { name: 'limit_offset', query: { columns: ['name'], orderby: [['name', true]], row_limit: 3, row_offset: 4 } },
  { name: 'rowcount', query: { columns: ['gender'], metrics: [COUNT], is_rowcount: true } },
  {
    name: 'rowcount_raw',
    query: { columns: ['name'], filters: [{ col: 'gender', op: '==', val: 'boy' }], is_rowcount: true, row_limit: 2 },
  },
  {
    name: 'virtual_dataset',
    ds: { ...EVENTS, table_name: 'big_events', schema: null, sql: 'SELECT * FROM main.events WHERE num > 5;' },
    query: byGender({ metrics: ['count'] }),
  },
];

const timeAxis = {
  expressionType: 'SQL',
  sqlExpression: 'ds',
  label: 'ds',
  columnType: 'BASE_AXIS',
  timeGrain: 'P1Y',
} as const;

const SERIES_CASES: SqlCase[] = [
  {
    name: 'series_limit',
    query: {
      columns: [timeAxis, 'state'],
      series_columns: ['state'],
      series_limit: 2,
      metrics: ['sum__num'],
      filters: [{ col: 'state', op: 'IS NOT NULL' }],
      orderby: [
        ['ds', true],
        ['state', true],
      ],
    },
  },
  {
    name: 'series_limit_metric',
    query: {
      columns: [timeAxis, 'state'],
      series_columns: ['state'],
      series_limit: 2,
      series_limit_metric: simple('MAX', 'price'),
      order_desc: false,
      metrics: ['sum__num'],
      orderby: [
        ['ds', true],
        ['state', true],
      ],
    },
  },
  {
    name: 'series_limit_group_others',
    query: {
      columns: [timeAxis, 'gender'],
      series_columns: ['gender'],
      series_limit: 2,
      group_others_when_limit_reached: true,
      metrics: ['count'],
      orderby: [
        ['ds', true],
        ['gender', true],
      ],
    },
  },
  {
    name: 'series_limit_timeseries',
    query: {
      is_timeseries: true,
      granularity: 'ds',
      time_range: '2020-01-01 : 2022-01-01',
      extras: { time_grain_sqla: 'P1Y' },
      columns: ['gender'],
      series_limit: 2,
      metrics: ['count'],
      orderby: [['count', false]],
    },
  },
  {
    name: 'time_offset',
    offset: '1 year ago',
    query: {
      columns: [timeAxis],
      metrics: ['count'],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2021-01-01 : 2022-01-01' }],
      orderby: [['ds', true]],
    },
  },
];

/** Every golden case, in file order. */
export const SQL_CASES: SqlCase[] = [
  ...OPERATOR_CASES,
  ...GRAIN_CASES,
  ...METRIC_CASES,
  ...COLUMN_CASES,
  ...CLAUSE_CASES,
  ...SERIES_CASES,
];
