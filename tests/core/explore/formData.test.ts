import { describe, expect, it } from 'vitest';
import type { ControlPanelConfig, QueryFormData } from '../../../src/core/chart-plugin';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import {
  CARRIED_CONTROLS,
  controlValues,
  copyFormValue,
  hydrateFormData,
  panelControls,
  standardizedControls,
  switchVizType,
} from '../../../src/core/explore';

const controls = (key: keyof typeof BUILT_IN_PLUGINS) => panelControls(BUILT_IN_PLUGINS[key].controlPanel);

const lineForm: QueryFormData = {
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  slice_id: 9,
  x_axis: 'ds',
  metrics: ['count', { expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'SUM', label: 'SUM(num)' }],
  groupby: ['gender', 'state'],
  adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' }],
  time_range: 'Last week',
  row_limit: 500,
  color_scheme: 'bnbColors',
  rolling_type: 'mean',
};

describe('hydration defaults', () => {
  it('X1.05 the chart type comes from the URL, else the form data, else the configured default, else table', () => {
    expect(hydrateFormData({ viz_type: 'pie' }, 'table').viz_type).toBe('table');
    expect(hydrateFormData({ viz_type: 'pie' }, null, { DEFAULT_VIZ_TYPE: 'big_number' }).viz_type).toBe('pie');
    expect(hydrateFormData({}, null, { DEFAULT_VIZ_TYPE: 'big_number' }).viz_type).toBe('big_number');
    expect(hydrateFormData({}, undefined).viz_type).toBe('table');
  });
  it('X1.06 an unset time range becomes DEFAULT_TIME_FILTER, else "No filter"', () => {
    expect(hydrateFormData({}, null, { DEFAULT_TIME_FILTER: 'Last week' }).time_range).toBe('Last week');
    expect(hydrateFormData({}, null).time_range).toBe('No filter');
    expect(hydrateFormData({ time_range: 'Last year' }, null, { DEFAULT_TIME_FILTER: 'Last week' }).time_range).toBe(
      'Last year',
    );
  });
  it('X1.16 each control takes the form value, else its default; overrides of the chart type apply', () => {
    const panel: ControlPanelConfig = {
      controlPanelSections: [
        {
          label: 'Q',
          expanded: true,
          controlSetRows: [
            [{ name: 'row_limit', type: 'SelectControl', label: 'Row limit', default: 10000 }],
            [{ name: 'groupby', type: 'GroupByControl', label: 'Dimensions', default: [] }],
          ],
        },
      ],
      controlOverrides: { row_limit: { default: 100 } },
    };
    expect(controlValues(panelControls(panel), { groupby: ['a'] })).toEqual({ row_limit: 100, groupby: ['a'] });
  });
});

describe('switching chart types (X12)', () => {
  it('X12.02 the metrics and dimensions fill the target controls: a single metric control takes the first', () => {
    const { formData } = switchVizType(lineForm, {}, 'pie', controls('pie'));
    expect(formData.viz_type).toBe('pie');
    expect(formData.metric).toBe('count');
    expect(formData.groupby).toEqual(['gender', 'state']);
    expect(formData.datasource).toBe('3__table');
    expect(formData.slice_id).toBe(9);
  });
  it('X12.02 the shared query settings come along: filters, time range, row limit', () => {
    const { formData } = switchVizType(lineForm, {}, 'table', controls('table'));
    expect(formData.metrics).toEqual(lineForm.metrics);
    expect(formData.groupby).toEqual(['gender', 'state']);
    expect(formData.adhoc_filters).toEqual(lineForm.adhoc_filters);
    expect(formData.row_limit).toBe(500);
    expect(
      switchVizType(lineForm, {}, 'echarts_timeseries_bar', controls('echarts_timeseries_bar')).formData,
    ).toMatchObject({ time_range: 'Last week', x_axis: 'ds', rolling_type: 'mean' });
    // a setting the target has no control for is not carried: it would filter the chart out of the user's sight
    expect(formData.time_range).toBeUndefined();
    expect(CARRIED_CONTROLS).toEqual(
      expect.arrayContaining([
        'adhoc_filters',
        'time_range',
        'row_limit',
        'x_axis',
        'granularity_sqla',
        'limit',
        'order_desc',
      ]),
    );
  });
  it('X12.01 X1.16 the form left behind is memorized per type and comes back when the user returns', () => {
    const toPie = switchVizType(lineForm, {}, 'pie', controls('pie'));
    expect(toPie.memorized.echarts_timeseries_line).toEqual(lineForm);
    const pieEdited: QueryFormData = { ...toPie.formData, donut: true, adhoc_filters: [] };
    const back = switchVizType(
      pieEdited,
      toPie.memorized,
      'echarts_timeseries_line',
      controls('echarts_timeseries_line'),
    );
    expect(back.formData.color_scheme).toBe('bnbColors');
    expect(back.formData.rolling_type).toBe('mean');
    expect(back.formData.adhoc_filters).toEqual([]);
    expect(back.formData.metrics).toEqual(['count']);
    expect(back.memorized.pie).toEqual(pieEdited);
  });
  it('X12.01 a type seen for the first time starts from its control defaults', () => {
    const { formData } = switchVizType(lineForm, {}, 'pie', controls('pie'));
    expect(formData.donut).toBe(false);
    expect(formData.rolling_type).toBeUndefined();
  });
  it('X1.16 the standardized controls gather metrics and columns from every shared field in order', () => {
    expect(
      standardizedControls({
        metric: 'a',
        metrics: ['b'],
        secondary_metric: 'c',
        groupby: ['g'],
        columns: ['h'],
        series: 's',
      }),
    ).toEqual({
      metrics: ['a', 'b', 'c'],
      columns: ['g', 'h', 's'],
    });
  });
});

describe('copyFormValue', () => {
  it('copies form data deeply, reading through a proxy (a render snapshot) that structuredClone refuses', () => {
    const filter = { subject: 'state', operator: '==', comparator: ['CA', 'TX'] };
    const seen = new Proxy(filter, {});
    expect(() => structuredClone([seen])).toThrow();
    const copy = copyFormValue([seen, { label: 'total' }]);
    expect(copy).toEqual([filter, { label: 'total' }]);
    expect(copy[0]).not.toBe(seen);
    expect((copy[0] as typeof filter).comparator).not.toBe(filter.comparator);
    expect(copyFormValue('No filter')).toBe('No filter');
    expect(copyFormValue(null)).toBeNull();
  });
});
