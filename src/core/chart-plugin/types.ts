/** The chart plugin contract: the split Superset's plugin authors know (metadata, controls, query, props, render). */
import type { QueryContext } from '../query';
import type { ChartResult } from './results';

/** Raw form data of a chart (explore's snake_case controls), keyed by control name. */
export interface QueryFormData {
  datasource: string;
  viz_type: string;
  slice_id?: number;
  [control: string]: unknown;
}

/** What a chart can do beyond drawing, as in Superset's Behavior enum. */
export type Behavior = 'INTERACTIVE_CHART' | 'NATIVE_FILTER' | 'DRILL_TO_DETAIL' | 'DRILL_BY';

/** One picture and caption in the gallery's examples. */
export interface ExampleImage {
  url: string;
  caption?: string;
}

/** Gallery metadata of a visualization type. */
export interface ChartMetadata {
  name: string;
  thumbnail: string;
  description: string;
  tags: string[];
  category: string | null;
  /** Badge shown on the tile (for example 'DEPRECATED' or 'BETA'). */
  label: string | null;
  labelExplanation: string | null;
  deprecated: boolean;
  behaviors: Behavior[];
  exampleGallery: ExampleImage[];
  canBeAnnotationTypes?: string[];
}

/** A control choice list entry: [value, label]. */
export type ControlChoice = [string | number | boolean | null, string];

/** The validators the spec names. */
export type ValidatorName = 'nonEmpty' | 'integer' | 'number';

/** One control of a control panel. */
export interface ControlConfig {
  name: string;
  type:
    | 'MetricsControl'
    | 'MetricControl'
    | 'ColumnControl'
    | 'GroupByControl'
    | 'XAxisControl'
    | 'AdhocFilterControl'
    | 'SelectControl'
    | 'CheckboxControl'
    | 'TextControl'
    | 'NumberControl'
    | 'ColorSchemeControl'
    | 'ColorPickerControl'
    | 'ConditionalFormattingControl'
    | 'CollectionControl'
    | 'ColumnConfigControl'
    | 'TimeSeriesColumnControl'
    | 'TimeRangeControl'
    | 'AnnotationLayerControl'
    | 'FilterBoxConfigControl'
    | 'SpatialControl'
    | 'ViewportControl'
    | 'FixedOrMetricControl'
    | 'ContourControl'
    | 'HiddenControl';
  label: string;
  description?: string;
  default?: unknown;
  choices?: ControlChoice[];
  multi?: boolean;
  freeForm?: boolean;
  clearable?: boolean;
  /**
   * Validators: names of the spec's ('nonEmpty', 'integer', 'number'), or a plugin's own check, called with the value
   * and the explore state and answering false or the message.
   */
  validators?: (ValidatorName | ((value: unknown, state?: unknown) => string | false))[];
  /** Changing it re-renders without a new query. */
  renderTrigger?: boolean;
  /** A TextControl whose typed value is parsed as an integer / a number (X14.07). */
  isInt?: boolean;
  isFloat?: boolean;
}

/** A named group of control rows in the explore panel. */
export interface ControlPanelSection {
  label: string;
  expanded: boolean;
  tabOverride?: 'data' | 'customize';
  controlSetRows: ControlConfig[][];
}

/** The control panel of a visualization type. */
export interface ControlPanelConfig {
  controlPanelSections: ControlPanelSection[];
  /** Control defaults this chart type sets differently from the shared ones. */
  controlOverrides?: Record<string, Partial<ControlConfig>>;
}

/** Everything a transformProps call may need beside the query results. */
export interface ChartPropsContext {
  width: number;
  height: number;
  /** Colour namespace of the dashboard holding the chart (label colours are shared within it). */
  colorNamespace?: string;
  /** Dashboard-level label → colour overrides. */
  labelColors?: Record<string, string>;
  /** The dataset's verbose names by column and metric name (its verbose_map), for the headers and legends shown. */
  verboseMap?: Readonly<Record<string, string>>;
}

/** A visualization type: metadata, control panel, query building, props transformation and a renderer. */
export interface ChartPlugin<TModel = unknown, TRender = unknown> {
  metadata: ChartMetadata;
  controlPanel: ControlPanelConfig;
  buildQuery: (formData: QueryFormData, ownState?: Record<string, unknown>) => QueryContext;
  /** Reads the results by column (no per-row objects) into the render model. */
  transformProps: (results: ChartResult[], formData: QueryFormData, context: ChartPropsContext) => TModel;
  render: TRender;
  /**
   * Declares transformProps worker-safe (pure: no DOM, no React, no page state read): the data plane runs it in the
   * data worker, where the results are, and the page receives the model with its typed arrays transferred. Absent,
   * transformProps runs on the page.
   */
  transformInWorker?: WorkerTransform<TModel>;
}

/** What a worker-safe plugin does on the page with a model the data worker made. */
export interface WorkerTransform<TModel> {
  /**
   * Gives the model back what structured clone does not carry (functions are dropped on the way) and what depends
   * on the page's state (a dashboard's shared label colours); the results' bytes are decoded only if it reads them.
   */
  revive?: (model: TModel, results: ChartResult[], formData: QueryFormData, context: ChartPropsContext) => TModel;
  /** Whether the worker may make this chart's model (absent: always); where not, transformProps runs on the page. */
  accepts?: (formData: QueryFormData) => boolean;
}

/** The worker-safe transformProps by viz_type: the render models the data worker can make. */
export type WorkerTransforms = Readonly<
  Record<string, (results: ChartResult[], formData: QueryFormData, context: ChartPropsContext) => unknown>
>;

/** The render model the data worker made from a chart's results, or why its transformProps threw. */
export type WorkerModel =
  { status: 'made'; model: unknown } | { status: 'failed'; error: string; stack: string | null };

/** A chart's results, with the render model the data worker made from them where it made one. */
export interface ChartAnswer {
  results: ChartResult[];
  model?: WorkerModel;
}
