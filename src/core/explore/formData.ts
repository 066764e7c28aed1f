/**
 * Form data of the explore view: a control panel's controls and defaults, hydration defaults (X1.05, X1.06), and
 * switching chart types with form data memorized per type and the standard controls carried over (X1.16, X12).
 */
import type { ControlConfig, ControlPanelConfig, QueryFormData } from '../chart-plugin';
import type { QueryColumn, QueryMetric } from '../query';

/** The chart type when neither the URL, the chart nor the configuration names one (X1.05). */
export const FALLBACK_VIZ_TYPE = 'table';
/** The time range when the configuration names none (X1.06). */
export const NO_TIME_FILTER = 'No filter';

/** Every control of a panel, in panel order, with the chart type's overrides applied; a name appears once. */
export function panelControls(panel: ControlPanelConfig): ControlConfig[] {
  const seen = new Set<string>();
  const controls: ControlConfig[] = [];
  for (const section of panel.controlPanelSections) {
    for (const row of section.controlSetRows) {
      for (const control of row) {
        if (seen.has(control.name)) continue;
        seen.add(control.name);
        const override = panel.controlOverrides?.[control.name];
        controls.push(override ? ({ ...control, ...override } as ControlConfig) : control);
      }
    }
  }
  return controls;
}

/** The bootstrap's explore settings (X1.09's common config). */
export interface ExploreCommonConf {
  DEFAULT_VIZ_TYPE?: string | null;
  DEFAULT_TIME_FILTER?: string | null;
}

/**
 * A deep copy of form data (arrays, plain objects and primitives, as its JSON holds). It reads through proxies, such
 * as the render snapshot's objects a control hands back with its change, which structuredClone refuses.
 */
export function copyFormValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => copyFormValue(item)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyFormValue(item)])) as T;
  return value;
}

/** A control's default: the time range's comes from DEFAULT_TIME_FILTER; arrays and objects are copied. */
export function controlDefault(control: ControlConfig, conf: ExploreCommonConf = {}): unknown {
  if (control.name === 'time_range') return conf.DEFAULT_TIME_FILTER || control.default || NO_TIME_FILTER;
  const value = control.default;
  return copyFormValue(value);
}

/**
 * Form data as explore opens it (X1.05, X1.06): the chart type from the URL, else the form data's, else the configured
 * default, else table; an unset time range becomes the configured default time filter, else 'No filter'.
 */
export function hydrateFormData(
  formData: Partial<QueryFormData>,
  urlVizType: string | null | undefined,
  conf: ExploreCommonConf = {},
): QueryFormData {
  const viz_type = urlVizType || formData.viz_type || conf.DEFAULT_VIZ_TYPE || FALLBACK_VIZ_TYPE;
  const time_range = formData.time_range || conf.DEFAULT_TIME_FILTER || NO_TIME_FILTER;
  return { ...formData, datasource: formData.datasource ?? '', viz_type, time_range };
}

/** Each control's value: the form data's when it has one, else the control's default. */
export function controlValues(
  controls: readonly ControlConfig[],
  formData: Partial<QueryFormData>,
  conf: ExploreCommonConf = {},
): Record<string, unknown> {
  return Object.fromEntries(
    controls.map((c) => [c.name, formData[c.name] !== undefined ? formData[c.name] : controlDefault(c, conf)]),
  );
}

/** Form fields holding metrics that switching chart types hands on, in Superset's order (sharedMetricsKey). */
export const SHARED_METRIC_KEYS = [
  'metric',
  'metrics',
  'metric_2',
  'percent_metrics',
  'secondary_metric',
  'size',
  'x',
  'y',
] as const;
/** Form fields holding dimensions that switching chart types hands on (sharedColumnsKey). */
export const SHARED_COLUMN_KEYS = [
  'groupby',
  'columns',
  'groupbyColumns',
  'groupbyRows',
  'entity',
  'series',
  'series_columns',
] as const;
/**
 * Query settings every chart type shares, carried as they are (Superset's publicControls): time column, grain and
 * range, filters, series limit and its sort, order, row limit, x-axis, rolling window, time comparison, resampling.
 */
export const CARRIED_CONTROLS = [
  'granularity_sqla',
  'time_grain_sqla',
  'time_range',
  'adhoc_filters',
  'limit',
  'timeseries_limit_metric',
  'series_limit_metric',
  'order_desc',
  'row_limit',
  'x_axis',
  'rolling_type',
  'rolling_periods',
  'min_periods',
  'time_compare',
  'comparison_type',
  'resample_rule',
  'resample_method',
] as const;
/** What identifies the chart itself; kept whatever the type. */
const CHART_KEYS = ['datasource', 'slice_id', 'url_params', 'cache_timeout'] as const;

/** The metrics and dimensions of a form, gathered from its shared fields (Superset's standardized controls). */
export function standardizedControls(formData: Partial<QueryFormData>): {
  metrics: QueryMetric[];
  columns: QueryColumn[];
} {
  const gather = <T>(keys: readonly string[]): T[] =>
    keys.flatMap((key) => {
      const v = formData[key];
      if (v === null || v === undefined || v === '') return [];
      return (Array.isArray(v) ? v : [v]) as T[];
    });
  return { metrics: gather<QueryMetric>(SHARED_METRIC_KEYS), columns: gather<QueryColumn>(SHARED_COLUMN_KEYS) };
}

const METRIC_TYPES = new Set<ControlConfig['type']>(['MetricsControl', 'MetricControl']);
const COLUMN_TYPES = new Set<ControlConfig['type']>(['GroupByControl', 'ColumnControl']);

/** Form data remembered per chart type while the user switches (X1.16). */
export type MemorizedFormData = Record<string, QueryFormData>;

/**
 * The form data after switching to `target` (X12.01, X12.02). The form being left is memorized under its type; the
 * target starts from its own memorized form (else its controls' defaults); the chart's identity and the carried query
 * settings come along as they are; and the metrics and dimensions fill the target's metric and dimension controls in
 * panel order (a single-value control takes the next one, a multi-value control the rest).
 */
export function switchVizType(
  formData: QueryFormData,
  memorized: MemorizedFormData,
  target: string,
  targetControls: readonly ControlConfig[],
  conf: ExploreCommonConf = {},
): { formData: QueryFormData; memorized: MemorizedFormData } {
  const nextMemorized: MemorizedFormData = { ...memorized, [formData.viz_type]: formData };
  const base: Partial<QueryFormData> = memorized[target] ?? {};
  const next: Record<string, unknown> = { ...controlValues(targetControls, base, conf) };
  for (const key of CHART_KEYS) if (formData[key] !== undefined) next[key] = formData[key];
  const names = new Set(targetControls.map((c) => c.name));
  for (const key of CARRIED_CONTROLS) if (names.has(key) && formData[key] !== undefined) next[key] = formData[key];
  const { metrics, columns } = standardizedControls(formData);
  for (const control of targetControls) {
    const shared: unknown[] | null =
      METRIC_TYPES.has(control.type) && (SHARED_METRIC_KEYS as readonly string[]).includes(control.name)
        ? metrics
        : COLUMN_TYPES.has(control.type) && (SHARED_COLUMN_KEYS as readonly string[]).includes(control.name)
          ? columns
          : null;
    if (!shared) continue;
    next[control.name] = control.multi ? shared.splice(0) : (shared.shift() ?? null);
  }
  return { formData: { ...next, datasource: formData.datasource, viz_type: target }, memorized: nextMemorized };
}
