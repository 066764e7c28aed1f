import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import {
  buildFilterBoxQuery,
  filterBoxEvent,
  initialSelection,
  searchChoices,
  transformFilterBoxProps,
} from '../../src/charts/plugins/filterBox';
import type { QueryFormData } from '../../src/core/chart-plugin';
import { GenericDataType } from '../../src/core/query';
import { result } from './fixtures';

const FORM: QueryFormData = {
  datasource: '3__table',
  viz_type: 'filter_box',
  slice_id: 41,
  granularity_sqla: 'order_date',
  time_range: 'Last year',
  date_filter: true,
  instant_filtering: false,
  show_sqla_time_granularity: true,
  show_sqla_time_column: true,
  adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'qty > 0' }],
  filter_configs: [
    { column: 'region', label: 'Region', multiple: true, defaultValue: 'East;West' },
    { column: 'status', metric: 'sum__qty', asc: false, multiple: false, clearable: false, searchAllOptions: true },
  ],
};

describe('the filter box chart (D12.01)', () => {
  it('D12.01 filter_box is a registered chart type, deprecated in the gallery', () => {
    expect(BUILT_IN_PLUGINS.filter_box.metadata).toMatchObject({ name: 'Filter box', deprecated: true });
  });

  it('X17.12 one choices query per select: a count without a metric, its metric otherwise, 1000 rows, under the box’s filters', () => {
    const ctx = buildFilterBoxQuery(FORM);
    expect(ctx.datasource).toEqual({ id: 3, type: 'table' });
    expect(ctx.queries).toHaveLength(2);
    const [region, status] = ctx.queries;
    expect(region).toMatchObject({
      columns: ['region'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }],
      row_limit: 1000,
      orderby: [[{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' }, true]],
      time_range: 'Last year',
    });
    expect(region?.filters).toEqual([]);
    expect(region?.extras?.where).toContain('qty > 0');
    expect(status).toMatchObject({
      columns: ['status'],
      metrics: ['sum__qty'],
      orderby: [['sum__qty', false]],
      row_limit: 1000,
    });
  });

  it('D1.20 D1.21 D1.22 D12.01 the model: date range, grain and time column when configured, one select per column with its choices', () => {
    const model = transformFilterBoxProps(
      [
        result(
          ['region', 'count'],
          [GenericDataType.STRING, GenericDataType.NUMERIC],
          [
            { region: 'East', count: 5 },
            { region: null, count: 1 },
          ],
        ),
        result(
          ['status', 'sum__qty'],
          [GenericDataType.STRING, GenericDataType.NUMERIC],
          [{ status: 'open', sum__qty: 9 }],
        ),
      ],
      FORM,
    );
    expect(model).toMatchObject({
      chartId: 41,
      instantFiltering: false,
      dateFilter: true,
      timeRange: 'Last year',
      showGrain: true,
      showTimeColumn: true,
      timeColumns: ['order_date'],
    });
    expect(model.grains.length).toBeGreaterThan(3);
    expect(model.selects).toEqual([
      {
        column: 'region',
        label: 'Region',
        multiple: true,
        clearable: true,
        searchAllOptions: false,
        choices: [
          { id: 'East', text: 'East', metric: 5 },
          { id: null, text: '<NULL>', metric: 1 },
        ],
        defaultValues: ['East', 'West'],
      },
      {
        column: 'status',
        label: 'status',
        multiple: false,
        clearable: false,
        searchAllOptions: true,
        choices: [{ id: 'open', text: 'open', metric: 9 }],
        defaultValues: [],
      },
    ]);
    expect(searchChoices(model.selects[0]?.choices ?? [], 'EA').map((c) => c.text)).toEqual(['East']);
  });

  it('D1.22 the selection is emitted as the box’s data mask: IN per column, the date range on the time column', () => {
    const model = transformFilterBoxProps([], FORM);
    const start = initialSelection(model);
    expect(start).toEqual({ region: ['East', 'West'], __time_range: ['Last year'] });
    expect(filterBoxEvent(model, start)).toEqual({
      chartId: 41,
      dataMask: {
        extraFormData: {
          filters: [
            { col: 'region', op: 'IN', val: ['East', 'West'] },
            { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
          ],
        },
        filterState: { value: [['East', 'West'], 'Last year'], label: 'Region: East, West; order_date: Last year' },
      },
    });
    expect(filterBoxEvent(model, {})).toEqual({
      chartId: 41,
      dataMask: { extraFormData: { filters: [] }, filterState: { value: null } },
    });
  });
  it('D1.21 a time grain picked in the box applies to the charts in scope as time_grain_sqla in its data mask', () => {
    const model = transformFilterBoxProps([], FORM);
    const event = filterBoxEvent(model, { __time_grain: ['P1M'] });
    expect(event?.dataMask.extraFormData).toEqual({ filters: [], time_grain_sqla: 'P1M' });
    expect(event?.dataMask.filterState.value).not.toBeNull();
    const hidden = transformFilterBoxProps([], { ...FORM, show_sqla_time_granularity: false });
    expect(filterBoxEvent(hidden, { __time_grain: ['P1M'] })?.dataMask.extraFormData).toEqual({ filters: [] });
  });
});
