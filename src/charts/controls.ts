/** Shared control definitions and the spec's control constants (row limits, grains, formats, rolling, comparison). */
import type { ControlChoice, ControlConfig, ControlPanelSection } from '../core/chart-plugin';
import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '../core/format';

/** Row limit default and choices (spec 001 §9). */
export const DEFAULT_ROW_LIMIT = 10000;
export const ROW_LIMIT_OPTIONS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000];
export const SERIES_LIMIT_OPTIONS = [5, 10, 25, 50, 100, 500];
export const DEFAULT_TIME_GRAIN = 'P1D';
export const DEFAULT_TIME_RANGE = 'No filter';

export const TIME_GRAIN_CHOICES: ControlChoice[] = [
  [null, 'all'],
  ['PT5S', '5 seconds'],
  ['PT30S', '30 seconds'],
  ['PT1M', '1 minute'],
  ['PT5M', '5 minutes'],
  ['PT30M', '30 minutes'],
  ['PT1H', '1 hour'],
  ['PT6H', '6 hour'],
  ['P1D', '1 day'],
  ['P7D', '7 days'],
  ['P1W', 'week'],
  ['1969-12-28T00:00:00Z/P1W', 'week starting Sunday'],
  ['P1W/1970-01-03T00:00:00Z', 'week ending Saturday'],
  ['P1M', 'month'],
  ['P3M', 'quarter'],
  ['P1Y', 'year'],
];

/** The number and time format choices are the formatting module's own lists. */
export const NUMBER_FORMAT_CHOICES: ControlChoice[] = D3_FORMAT_OPTIONS.map(([id, label]) => [id, label]);

export const TIME_FORMAT_CHOICES: ControlChoice[] = D3_TIME_FORMAT_OPTIONS.map(([id, label]) => [id, label]);

export const ROLLING_TYPE_CHOICES: ControlChoice[] = [
  ['None', 'None'],
  ['mean', 'mean'],
  ['sum', 'sum'],
  ['std', 'std'],
  ['cumsum', 'cumsum'],
];

export const TIME_SHIFT_CHOICES: ControlChoice[] = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
].map((v): ControlChoice => [v, v]);

export const COMPARISON_TYPE_CHOICES: ControlChoice[] = [
  ['values', 'Actual values'],
  ['difference', 'Difference'],
  ['percentage', 'Percentage change'],
  ['ratio', 'Ratio'],
];

export const RESAMPLE_RULE_CHOICES: ControlChoice[] = ['1T', '1H', '1D', '7D', '1M', '1AS'].map((v): ControlChoice => [
  v,
  v,
]);
export const RESAMPLE_METHOD_CHOICES: ControlChoice[] = ['asfreq', 'bfill', 'ffill', 'median', 'mean', 'sum'].map(
  (v): ControlChoice => [v, v],
);

const c = (config: ControlConfig): ControlConfig => config;

/** Controls shared by many chart types, by name. */
export const sharedControls = {
  datasource: c({ name: 'datasource', type: 'HiddenControl', label: 'Dataset' }),
  viz_type: c({ name: 'viz_type', type: 'HiddenControl', label: 'Visualization type', default: 'table' }),
  x_axis: c({ name: 'x_axis', type: 'XAxisControl', label: 'X-axis', validators: ['nonEmpty'] }),
  time_grain_sqla: c({
    name: 'time_grain_sqla',
    type: 'SelectControl',
    label: 'Time grain',
    default: DEFAULT_TIME_GRAIN,
    choices: TIME_GRAIN_CHOICES,
    clearable: true,
  }),
  metrics: c({ name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true, validators: ['nonEmpty'] }),
  metric: c({ name: 'metric', type: 'MetricControl', label: 'Metric', validators: ['nonEmpty'] }),
  groupby: c({ name: 'groupby', type: 'GroupByControl', label: 'Dimensions', multi: true, default: [] }),
  adhoc_filters: c({ name: 'adhoc_filters', type: 'AdhocFilterControl', label: 'Filters', default: [] }),
  granularity_sqla: c({
    name: 'granularity_sqla',
    type: 'SelectControl',
    label: 'Time column',
    description: "The time column the time range filters on; the dataset's temporal columns are the choices.",
    clearable: true,
  }),
  time_range: c({ name: 'time_range', type: 'TimeRangeControl', label: 'Time range', default: DEFAULT_TIME_RANGE }),
  limit: c({
    name: 'limit',
    type: 'SelectControl',
    label: 'Series limit',
    freeForm: true,
    clearable: true,
    choices: SERIES_LIMIT_OPTIONS.map((n): ControlChoice => [n, String(n)]),
    validators: ['integer'],
  }),
  timeseries_limit_metric: c({ name: 'timeseries_limit_metric', type: 'MetricControl', label: 'Sort by' }),
  order_desc: c({ name: 'order_desc', type: 'CheckboxControl', label: 'Sort descending', default: true }),
  row_limit: c({
    name: 'row_limit',
    type: 'SelectControl',
    label: 'Row limit',
    freeForm: true,
    default: DEFAULT_ROW_LIMIT,
    choices: ROW_LIMIT_OPTIONS.map((n): ControlChoice => [n, String(n)]),
    validators: ['integer'],
  }),
  contributionMode: c({
    name: 'contributionMode',
    type: 'SelectControl',
    label: 'Contribution mode',
    default: null,
    choices: [
      [null, 'None'],
      ['row', 'Row'],
      ['column', 'Series'],
    ],
  }),
  rolling_type: c({
    name: 'rolling_type',
    type: 'SelectControl',
    label: 'Rolling function',
    default: 'None',
    choices: ROLLING_TYPE_CHOICES,
  }),
  rolling_periods: c({
    name: 'rolling_periods',
    type: 'TextControl',
    label: 'Periods',
    isInt: true,
    validators: ['integer'],
  }),
  min_periods: c({
    name: 'min_periods',
    type: 'TextControl',
    label: 'Min periods',
    isInt: true,
    validators: ['integer'],
  }),
  time_compare: c({
    name: 'time_compare',
    type: 'SelectControl',
    label: 'Time shift',
    multi: true,
    freeForm: true,
    choices: TIME_SHIFT_CHOICES,
  }),
  comparison_type: c({
    name: 'comparison_type',
    type: 'SelectControl',
    label: 'Calculation type',
    default: 'values',
    choices: COMPARISON_TYPE_CHOICES,
  }),
  resample_rule: c({
    name: 'resample_rule',
    type: 'SelectControl',
    label: 'Rule',
    freeForm: true,
    choices: RESAMPLE_RULE_CHOICES,
  }),
  resample_method: c({
    name: 'resample_method',
    type: 'SelectControl',
    label: 'Fill method',
    choices: RESAMPLE_METHOD_CHOICES,
  }),
  annotation_layers: c({
    name: 'annotation_layers',
    type: 'AnnotationLayerControl',
    label: 'Annotation layers',
    default: [],
  }),
  color_scheme: c({ name: 'color_scheme', type: 'ColorSchemeControl', label: 'Color scheme', renderTrigger: true }),
  show_legend: c({
    name: 'show_legend',
    type: 'CheckboxControl',
    label: 'Show legend',
    default: true,
    renderTrigger: true,
  }),
  x_axis_time_format: c({
    name: 'x_axis_time_format',
    type: 'SelectControl',
    label: 'Time format',
    default: 'smart_date',
    freeForm: true,
    choices: TIME_FORMAT_CHOICES,
    renderTrigger: true,
  }),
  y_axis_format: c({
    name: 'y_axis_format',
    type: 'SelectControl',
    label: 'Number format',
    default: 'SMART_NUMBER',
    freeForm: true,
    choices: NUMBER_FORMAT_CHOICES,
    renderTrigger: true,
  }),
  slice_id: c({ name: 'slice_id', type: 'HiddenControl', label: 'Chart ID' }),
  cache_timeout: c({ name: 'cache_timeout', type: 'HiddenControl', label: 'Cache timeout' }),
  url_params: c({ name: 'url_params', type: 'HiddenControl', label: 'URL parameters' }),
} as const;

/** The query section every time-series chart shares (spec 001 §3). */
export function timeseriesQuerySection(): ControlPanelSection {
  const s = sharedControls;
  return {
    label: 'Query',
    expanded: true,
    controlSetRows: [
      [s.x_axis],
      [s.time_grain_sqla],
      [s.granularity_sqla],
      [s.time_range],
      [s.metrics],
      [s.groupby],
      [s.contributionMode],
      [s.adhoc_filters],
      [s.limit],
      [s.timeseries_limit_metric],
      [s.order_desc],
      [s.row_limit],
      [c({ name: 'truncate_metric', type: 'CheckboxControl', label: 'Truncate metric', default: true })],
      [c({ name: 'show_empty_columns', type: 'CheckboxControl', label: 'Show empty columns', default: true })],
    ],
  };
}

/** Rolling window, time comparison and resampling (spec 001 §3 and §9). */
export function advancedAnalyticsSection(): ControlPanelSection {
  const s = sharedControls;
  return {
    label: 'Advanced analytics',
    expanded: false,
    controlSetRows: [
      [s.rolling_type],
      [s.rolling_periods, s.min_periods],
      [s.time_compare, s.comparison_type],
      [s.resample_rule, s.resample_method],
    ],
  };
}

/** Annotation layers section. */
export function annotationsSection(): ControlPanelSection {
  return { label: 'Annotations and layers', expanded: false, controlSetRows: [[sharedControls.annotation_layers]] };
}

/** The hidden controls every chart carries. */
export function hiddenSection(): ControlPanelSection {
  const s = sharedControls;
  return { label: 'Hidden', expanded: false, controlSetRows: [[s.slice_id, s.cache_timeout, s.url_params]] };
}

/** The customize tab's chart options: colour scheme and legend first, then the chart type's own rows. */
export function chartOptionsSection(rows: ControlConfig[][], legend = true): ControlPanelSection {
  const s = sharedControls;
  return {
    label: 'Chart options',
    expanded: true,
    tabOverride: 'customize',
    controlSetRows: [[s.color_scheme], ...(legend ? [[s.show_legend]] : []), ...rows],
  };
}

/** A text control that only redraws (axis titles and the like). */
export function textOption(name: string, label: string): ControlConfig {
  return c({ name, type: 'TextControl', label, default: '', renderTrigger: true });
}

/** A checkbox that only redraws. */
export function checkboxOption(name: string, label: string, value: boolean, description?: string): ControlConfig {
  return c({
    name,
    type: 'CheckboxControl',
    label,
    default: value,
    renderTrigger: true,
    ...(description ? { description } : {}),
  });
}
