/** Explore's actions: open a chart, change controls, run the query, switch chart types, change the dataset. */
import { ref } from 'valtio/vanilla';
import type { ControlConfig, ControlPanelConfig, QueryFormData } from '../../core/chart-plugin';
import {
  controlErrors,
  controlValues,
  copyFormValue,
  exploreFlags,
  filterWithWarning,
  hydrateFormData,
  knownColorScheme,
  metricsForDataset,
  panelControls,
  pruneChoiceValue,
  pruneColumnValue,
  swapChange,
  switchVizType,
  timeColumnAfterSwap,
  uiConfigOf,
  type AdhocFilterModel,
  type ExploreCommonConf,
  type ExploreDataset,
  type PermissionUser,
  type SwapChange,
} from '../../core/explore';
import type { QueryColumn, QueryMetric } from '../../core/query';
import {
  exploreState,
  initialExploreState,
  type ExploreControlState,
  type ExploreSlice,
  type ExploreState,
  type SaveAction,
} from './store';

/** What explore opens with: the form, the dataset, the chart type's control panel, the user and the page's parameters. */
export interface ExploreHydration {
  formData: Partial<QueryFormData>;
  datasource: ExploreDataset | null;
  controlPanel: ControlPanelConfig;
  user: PermissionUser;
  slice?: ExploreSlice | null;
  /** viz_type of the URL, which wins over the form's. */
  urlVizType?: string | null;
  conf?: ExploreCommonConf;
  /** The standalone URL parameter (the UI config bitmask). */
  standalone?: number | string | null;
  force?: boolean;
  isStarred?: boolean;
}

/** Column-valued controls: their values are checked against the dataset's columns. */
const COLUMN_CONTROLS = new Set<ControlConfig['type']>(['GroupByControl', 'ColumnControl', 'XAxisControl']);
/** Metric-valued controls: their saved metrics and columns are checked against the dataset. */
const METRIC_CONTROLS = new Set<ControlConfig['type']>(['MetricsControl', 'MetricControl']);

const frozen = <T extends object>(value: T): T => ref(copyFormValue(value));

/** A control's value after the X8.08 rules: fixed choices reset, the colour scheme known to the registry (X1.08). */
function checkedValue(control: ControlConfig, value: unknown): unknown {
  if (control.name === 'color_scheme') return knownColorScheme(value);
  if (control.type === 'SelectControl' && control.choices)
    return pruneChoiceValue(value, control.choices, control.multi, control.freeForm);
  return value;
}

function validationState(state: ExploreState): {
  controls: Record<string, unknown>;
  datasource: ExploreDataset | null;
} {
  return {
    controls: Object.fromEntries(Object.entries(state.controls).map(([k, c]) => [k, c.value])),
    datasource: state.datasource,
  };
}

function controlState(config: ControlConfig, value: unknown, externalErrors: string[] = []): ExploreControlState {
  return {
    name: config.name,
    type: config.type,
    label: config.label,
    value,
    renderTrigger: config.renderTrigger === true,
    config: ref(config),
    externalErrors,
    validationErrors: [],
  };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Revalidates every control (a validator may read others); only changed error lists are written, so untouched controls do not redraw. */
function validateAll(state: ExploreState): void {
  const vstate = validationState(state);
  for (const control of Object.values(state.controls)) {
    const errors = controlErrors(control.config, control.value, vstate, control.externalErrors);
    if (!sameList(errors, control.validationErrors)) control.validationErrors = errors;
  }
}

/** Builds the controls of a panel from a form: each control's value checked, the form completed with them. */
function applyPanel(state: ExploreState, panel: ControlPanelConfig, formData: QueryFormData): void {
  const controls = panelControls(panel);
  const values = controlValues(controls, formData, state.common);
  // a time column never set takes the dataset's default one, as Superset's granularity_sqla control does (S3.05)
  if ('granularity_sqla' in values && formData.granularity_sqla === undefined && state.datasource)
    values.granularity_sqla = timeColumnAfterSwap(values.granularity_sqla, state.datasource);
  const form: QueryFormData = { ...formData };
  for (const config of controls) form[config.name] = checkedValue(config, values[config.name]);
  // the form is frozen before any of its values reach the proxy
  state.form_data = frozen(form);
  state.controls = Object.fromEntries(
    controls.map((config) => [config.name, controlState(config, copyFormValue(form[config.name]))]),
  );
  validateAll(state);
}

/**
 * Opens explore (X1.05–X1.10): the form completed with the URL's chart type and the default time range, each control's
 * value, the flags from the user's permissions. The chart is not queried: the page calls updateChart once it is ready.
 */
export function hydrateExplore(input: ExploreHydration): void {
  const fresh = initialExploreState();
  fresh.common = {
    DEFAULT_VIZ_TYPE: input.conf?.DEFAULT_VIZ_TYPE || fresh.common.DEFAULT_VIZ_TYPE,
    DEFAULT_TIME_FILTER: input.conf?.DEFAULT_TIME_FILTER || fresh.common.DEFAULT_TIME_FILTER,
  };
  const formData = hydrateFormData(input.formData, input.urlVizType, fresh.common);
  if (input.slice && formData.slice_id === undefined) formData.slice_id = input.slice.slice_id;
  fresh.datasource = input.datasource ? ref(input.datasource) : null;
  fresh.slice = input.slice ?? null;
  Object.assign(fresh, exploreFlags(input.user, input.slice));
  fresh.uiConfig = uiConfigOf(input.standalone);
  fresh.standalone = input.standalone === 'true' || Object.values(fresh.uiConfig).some(Boolean);
  fresh.force = input.force === true;
  fresh.isStarred = input.isStarred === true;
  applyPanel(fresh, input.controlPanel, formData);
  fresh.queryFormData = fresh.form_data;
  Object.assign(exploreState, fresh);
}

/** Back to an empty explore state. */
export function resetExplore(): void {
  Object.assign(exploreState, initialExploreState());
}

/**
 * A control's new value (X1.12): it is validated and written into the form; a display (renderTrigger) control
 * redraws the chart with the data it has, any other control marks the chart stale until 'Update chart'.
 */
export function setControlValue(name: string, value: unknown): void {
  const control = exploreState.controls[name];
  if (!control) return;
  exploreState.form_data = frozen({ ...exploreState.form_data, [name]: value });
  control.value = copyFormValue(value);
  validateAll(exploreState);
  if (control.renderTrigger) {
    exploreState.queryFormData = frozen({ ...exploreState.queryFormData, [name]: value });
    exploreState.renderVersion += 1;
  } else {
    exploreState.chartIsStale = true;
  }
}

/** Errors for a control from outside its validators (X14.06): a server answer, a chart plugin's own check. */
export function setExternalErrors(name: string, errors: readonly string[]): void {
  const control = exploreState.controls[name];
  if (!control) return;
  control.externalErrors = [...errors];
  validateAll(exploreState);
}

/** The controls that have errors; 'Update chart' and saving are blocked while any has. */
export function controlsWithErrors(state: Pick<ExploreState, 'controls'>): ExploreControlState[] {
  return Object.values(state.controls).filter((c) => c.validationErrors.length > 0);
}

/** 'Update chart': queries with the form as it stands, unless a control has an error (then nothing happens: false). */
export function updateChart(): boolean {
  if (controlsWithErrors(exploreState).length > 0) return false;
  exploreState.queryFormData = exploreState.form_data;
  exploreState.chartIsStale = false;
  exploreState.triggerQuery += 1;
  return true;
}

/**
 * Switches the chart type (X12): the form left behind is memorized, the new type's controls take its memorized
 * form (else their defaults) with the metrics, dimensions and shared query settings carried over. The chart is stale.
 */
export function switchChartType(vizType: string, controlPanel: ControlPanelConfig): void {
  const { formData, memorized } = switchVizType(
    exploreState.form_data,
    exploreState.memorized,
    vizType,
    panelControls(controlPanel),
    exploreState.common,
  );
  exploreState.memorized = frozen(memorized);
  applyPanel(exploreState, controlPanel, formData);
  exploreState.chartIsStale = true;
}

/**
 * A new dataset (swap or save): the form points at it, column values and saved metrics it lacks are dropped (X8.08),
 * ad-hoc metrics and filters on columns it lacks are flagged (X7.13), a time column that is not temporal in it is
 * replaced (X2.09), and the chart is stale. Answers what it removed and flagged, control by control.
 */
export function changeDatasource(dataset: ExploreDataset): SwapChange[] {
  exploreState.datasource = ref(dataset);
  const names = new Set(dataset.columns.map((c) => c.column_name));
  const form: QueryFormData = { ...exploreState.form_data, datasource: `${dataset.id}__${dataset.type}` };
  const changes: SwapChange[] = [];
  for (const control of Object.values(exploreState.controls)) {
    let value: unknown = form[control.name];
    if (COLUMN_CONTROLS.has(control.type)) value = pruneColumnValue(value as QueryColumn | QueryColumn[] | null, names);
    if (METRIC_CONTROLS.has(control.type))
      value = metricsForDataset(value as QueryMetric | QueryMetric[] | null, dataset);
    if (control.type === 'AdhocFilterControl' && Array.isArray(value))
      value = value.map((f: AdhocFilterModel) => filterWithWarning(f, dataset));
    if (control.name === 'granularity_sqla') value = timeColumnAfterSwap(value, dataset);
    const change = swapChange(control.label || control.name, form[control.name], value);
    if (change && control.name !== 'granularity_sqla') changes.push(change);
    form[control.name] = value;
  }
  for (const control of Object.values(exploreState.controls)) control.value = copyFormValue(form[control.name]);
  exploreState.form_data = frozen(form);
  validateAll(exploreState);
  exploreState.chartIsStale = true;
  return changes;
}

/** The favourite star's state. */
export function setStarred(starred: boolean): void {
  exploreState.isStarred = starred;
}

/** Whether the next query bypasses the cache. */
export function setForce(force: boolean): void {
  exploreState.force = force;
}

/** How the save modal saves: overwrite the chart or save as a new one. */
export function setSaveAction(action: SaveAction): void {
  exploreState.saveAction = action;
}
