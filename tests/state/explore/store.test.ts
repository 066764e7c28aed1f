import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import type { ControlPanelConfig } from '../../../src/core/chart-plugin';
import type { ExploreDataset } from '../../../src/core/explore';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import { stateFilter } from '../explorepage/fixtures';
import {
  changeDatasource,
  controlsWithErrors,
  exploreState,
  hydrateExplore,
  resetExplore,
  setControlValue,
  setExternalErrors,
  setForce,
  setSaveAction,
  setStarred,
  switchChartType,
  updateChart,
} from '../../../src/state/explore';

const dataset: ExploreDataset = {
  id: 3,
  type: 'table',
  table_name: 'birth_names',
  columns: [
    { column_name: 'ds', is_dttm: true, type: 'TIMESTAMP' },
    { column_name: 'gender', type: 'VARCHAR' },
    { column_name: 'state', type: 'VARCHAR' },
    { column_name: 'num', type: 'BIGINT' },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  main_dttm_col: 'ds',
  owners: [{ id: 1 }],
};
const panel = (key: keyof typeof BUILT_IN_PLUGINS): ControlPanelConfig => BUILT_IN_PLUGINS[key].controlPanel;
const alpha = {
  userId: 1,
  roles: {
    Alpha: [
      ['can_write', 'Chart'],
      ['can_csv', 'Superset'],
    ] as [string, string][],
  },
};

function openLine(extra: Record<string, unknown> = {}): void {
  hydrateExplore({
    formData: {
      datasource: '3__table',
      viz_type: 'echarts_timeseries_line',
      x_axis: 'ds',
      metrics: ['count'],
      groupby: ['gender'],
      ...extra,
    },
    datasource: dataset,
    controlPanel: panel('echarts_timeseries_line'),
    user: alpha,
    slice: { slice_id: 9, slice_name: 'Births', owners: [{ id: 1 }] },
    conf: { DEFAULT_TIME_FILTER: 'Last week' },
  });
}

beforeEach(() => resetExplore());

describe('explore state (X1.09)', () => {
  it('X1.09 holds form_data, slice, datasource, controls, can_add, can_download, can_overwrite, isStarred, standalone, force, saveAction and the common config', () => {
    openLine();
    const s = snapshot(exploreState);
    expect(s.form_data).toMatchObject({
      datasource: '3__table',
      viz_type: 'echarts_timeseries_line',
      metrics: ['count'],
      time_range: 'Last week',
      row_limit: 10000,
    });
    expect(s.slice).toMatchObject({ slice_id: 9 });
    expect(s.datasource?.table_name).toBe('birth_names');
    // the dataset (up to thousands of columns) is replaced whole, never edited: held by reference, not proxied
    expect(exploreState.datasource).toBe(dataset);
    expect(s.controls.metrics).toMatchObject({ type: 'MetricsControl', value: ['count'], validationErrors: [] });
    expect(s.controls.color_scheme?.renderTrigger).toBe(true);
    expect(s).toMatchObject({
      can_add: true,
      can_download: true,
      can_overwrite: true,
      isStarred: false,
      standalone: false,
      force: false,
      saveAction: null,
    });
    expect(s.common).toEqual({ DEFAULT_VIZ_TYPE: 'table', DEFAULT_TIME_FILTER: 'Last week' });
    setStarred(true);
    setForce(true);
    setSaveAction('saveas');
    expect(snapshot(exploreState)).toMatchObject({ isStarred: true, force: true, saveAction: 'saveas' });
  });
  it('X16.04 a user who does not own the chart cannot overwrite it', () => {
    hydrateExplore({
      formData: { datasource: '3__table', viz_type: 'table' },
      datasource: dataset,
      controlPanel: panel('table'),
      user: { userId: 5, roles: {} },
      slice: { slice_id: 9, slice_name: 'x', owners: [{ id: 1 }] },
    });
    expect(snapshot(exploreState)).toMatchObject({ can_add: false, can_download: false, can_overwrite: false });
  });
  it('X1.05 X1.06 the chart type and the time range take their defaults when the form has none', () => {
    hydrateExplore({
      formData: { datasource: '3__table' },
      datasource: dataset,
      controlPanel: panel('table'),
      user: alpha,
    });
    expect(exploreState.form_data).toMatchObject({ viz_type: 'table' });
    expect(exploreState.form_data.time_range).toBe('No filter');
  });
  it('X1.08 a colour scheme unknown to the registry is replaced by the default scheme', () => {
    openLine({ color_scheme: 'no_such_scheme' });
    expect(exploreState.form_data.color_scheme).toBe('supersetColors');
    expect(exploreState.controls.color_scheme?.value).toBe('supersetColors');
    openLine({ color_scheme: 'bnbColors' });
    expect(exploreState.form_data.color_scheme).toBe('bnbColors');
  });
  it('X1.10 standalone takes the UI config bitmask: 1 hide title, 2 hide tab, 4 hide navigation, 8 hide chart controls', () => {
    hydrateExplore({
      formData: { datasource: '3__table', viz_type: 'table' },
      datasource: dataset,
      controlPanel: panel('table'),
      user: alpha,
      standalone: 9,
    });
    expect(exploreState.standalone).toBe(true);
    expect(exploreState.uiConfig).toEqual({ hideTitle: true, hideTab: false, hideNav: false, hideChartControls: true });
    hydrateExplore({
      formData: { datasource: '3__table', viz_type: 'table' },
      datasource: dataset,
      controlPanel: panel('table'),
      user: alpha,
      standalone: '0',
    });
    expect(exploreState.standalone).toBe(false);
    hydrateExplore({
      formData: { datasource: '3__table', viz_type: 'table' },
      datasource: dataset,
      controlPanel: panel('table'),
      user: alpha,
      standalone: 'true',
    });
    expect(exploreState.standalone).toBe(true);
  });
});

describe('display and query controls (X1.12)', () => {
  it('X1.12 X9.09 a display (renderTrigger) control redraws the chart with the queried data: no query, not stale', () => {
    openLine();
    updateChart();
    const queries = exploreState.triggerQuery;
    const renders = exploreState.renderVersion;
    setControlValue('show_legend', false);
    expect(exploreState.chartIsStale).toBe(false);
    expect(exploreState.triggerQuery).toBe(queries);
    expect(exploreState.renderVersion).toBe(renders + 1);
    expect(exploreState.queryFormData.show_legend).toBe(false);
    expect(exploreState.form_data.show_legend).toBe(false);
  });
  it('X1.12 a change leaves the other controls untouched, so only the changed control redraws', () => {
    openLine();
    const before = snapshot(exploreState).controls;
    setControlValue('show_legend', false);
    const after = snapshot(exploreState).controls;
    expect(after.show_legend).not.toBe(before.show_legend);
    expect(after.metrics).toBe(before.metrics);
    expect(after.row_limit).toBe(before.row_limit);
  });
  it('X1.12 a query control marks the chart stale until Update chart, which queries with the new form data', () => {
    openLine();
    updateChart();
    setControlValue('row_limit', 100);
    expect(exploreState.chartIsStale).toBe(true);
    expect(exploreState.queryFormData.row_limit).toBe(10000);
    setControlValue('show_legend', false);
    expect(exploreState.queryFormData.row_limit).toBe(10000);
    const queries = exploreState.triggerQuery;
    expect(updateChart()).toBe(true);
    expect(exploreState.chartIsStale).toBe(false);
    expect(exploreState.triggerQuery).toBe(queries + 1);
    expect(exploreState.queryFormData).toMatchObject({ row_limit: 100, show_legend: false });
  });
});

describe('validation (X14.06)', () => {
  it('X14.05 X14.06 an invalid control shows its messages with external errors, and blocks Update chart', () => {
    openLine();
    setControlValue('metrics', []);
    expect(exploreState.controls.metrics?.validationErrors).toEqual(['cannot be empty']);
    setControlValue('row_limit', 'lots');
    setExternalErrors('row_limit', ['The server caps rows at 50000']);
    expect(exploreState.controls.row_limit?.validationErrors).toEqual([
      'is expected to be an integer',
      'The server caps rows at 50000',
    ]);
    expect(controlsWithErrors(exploreState).map((c) => c.name)).toEqual(['metrics', 'row_limit']);
    const queries = exploreState.triggerQuery;
    expect(updateChart()).toBe(false);
    expect(exploreState.triggerQuery).toBe(queries);
    expect(exploreState.chartIsStale).toBe(true);
    setControlValue('metrics', ['count']);
    setControlValue('row_limit', 10);
    setExternalErrors('row_limit', []);
    expect(updateChart()).toBe(true);
  });
});

describe('switching chart types (X12)', () => {
  it('X12.01 X12.02 X1.16 switching carries the metrics, dimensions and shared settings and memorizes the type left', () => {
    openLine({
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' }],
      rolling_type: 'mean',
    });
    switchChartType('pie', panel('pie'));
    expect(exploreState.form_data).toMatchObject({
      viz_type: 'pie',
      metric: 'count',
      groupby: ['gender'],
      slice_id: 9,
    });
    expect(exploreState.form_data.adhoc_filters).toEqual([
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' },
    ]);
    expect(Object.keys(exploreState.controls)).toContain('donut');
    expect(exploreState.chartIsStale).toBe(true);
    switchChartType('echarts_timeseries_line', panel('echarts_timeseries_line'));
    expect(exploreState.form_data).toMatchObject({
      viz_type: 'echarts_timeseries_line',
      rolling_type: 'mean',
      metrics: ['count'],
    });
    expect(Object.keys(exploreState.memorized)).toEqual(['echarts_timeseries_line', 'pie']);
  });
});

describe('changing the dataset', () => {
  it('X8.08 column values the new dataset lacks are dropped, a gone single column becomes null', () => {
    openLine({ groupby: ['gender', 'state'] });
    changeDatasource({ ...dataset, id: 4, columns: dataset.columns.filter((c) => c.column_name !== 'state') });
    expect(exploreState.form_data.groupby).toEqual(['gender']);
    expect(exploreState.controls.groupby?.value).toEqual(['gender']);
    expect(exploreState.form_data.datasource).toBe('4__table');
    expect(exploreState.chartIsStale).toBe(true);
  });
  it('X7.13 X8.08 a swap flags ad-hoc metrics and filters on missing columns and drops missing saved metrics', () => {
    const sumState = {
      expressionType: 'SIMPLE',
      column: { column_name: 'state' },
      aggregate: 'COUNT_DISTINCT',
      label: 'COUNT_DISTINCT(state)',
    };
    const onState = stateFilter;
    openLine({ metrics: ['count', sumState], adhoc_filters: [onState] });
    changeDatasource({
      ...dataset,
      id: 4,
      metrics: [],
      columns: dataset.columns.filter((c) => c.column_name !== 'state'),
    });
    expect(exploreState.form_data.metrics).toEqual([{ ...sumState, datasourceWarning: true }]);
    expect(exploreState.form_data.adhoc_filters).toEqual([{ ...onState, datasourceWarning: true }]);
    expect(exploreState.controls.metrics?.value).toEqual([{ ...sumState, datasourceWarning: true }]);
  });
  it('X8.08 a fixed-choice select whose value is not among its choices resets to null on hydration', () => {
    openLine({ rolling_type: 'median' });
    expect(exploreState.form_data.rolling_type).toBeNull();
    openLine({ time_compare: ['1 week ago', 'custom shift'] });
    expect(exploreState.form_data.time_compare).toEqual(['1 week ago', 'custom shift']);
  });
  it('X2.09 after a swap the time column becomes the default temporal column when it is not temporal', () => {
    openLine({ granularity_sqla: 'gender' });
    changeDatasource({
      ...dataset,
      id: 5,
      main_dttm_col: null,
      columns: [{ column_name: 'gender' }, { column_name: 'created', is_dttm: true }],
    });
    expect(exploreState.form_data.granularity_sqla).toBe('created');
    changeDatasource({ ...dataset, id: 6, main_dttm_col: null, columns: [{ column_name: 'gender' }] });
    expect(exploreState.form_data.granularity_sqla).toBeNull();
  });
});

describe('the time column of a new chart (S3.05)', () => {
  const open = (vizType: keyof typeof BUILT_IN_PLUGINS, formData: Record<string, unknown> = {}): void =>
    hydrateExplore({
      formData: { datasource: '3__table', viz_type: vizType, ...formData },
      datasource: dataset,
      controlPanel: panel(vizType),
      user: alpha,
    });
  it("S3.05 a new time-series table starts with the dataset's main datetime column as its time column", () => {
    open('time_table');
    expect(exploreState.form_data.granularity_sqla).toBe('ds');
    expect(exploreState.controls.granularity_sqla?.value).toBe('ds');
  });
  it('S3.05 without a main datetime column the first temporal column is taken; a saved choice is kept', () => {
    hydrateExplore({
      formData: { datasource: '3__table', viz_type: 'time_table' },
      datasource: {
        ...dataset,
        main_dttm_col: null,
        columns: [...dataset.columns, { column_name: 'at', is_dttm: true }],
      },
      controlPanel: panel('time_table'),
      user: alpha,
    });
    expect(exploreState.form_data.granularity_sqla).toBe('ds');
    open('time_table', { granularity_sqla: null });
    expect(exploreState.form_data.granularity_sqla).toBeNull();
  });
  it('S3.05 switching to a type with a time column gives it the default time column', () => {
    openLine();
    switchChartType('time_table', panel('time_table'));
    expect(exploreState.form_data.granularity_sqla).toBe('ds');
  });
});
