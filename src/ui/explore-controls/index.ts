/** The explore view's control components: drop zones with the metric, column and filter editors, and the basic controls. */
import './controls.css';

export type {
  ControlComponent,
  ControlProps,
  ControlServices,
  DatasourceRef,
  ExploreControlConfig,
  ExploreControlContext,
  ResultColumn,
} from './types';
export { ExploreControlsProvider, defaultControlContext, useControlContext } from './context';
export { apiControlServices } from './services';
export {
  EXPLORE_CONTROL_COMPONENTS,
  createExploreControlRegistry,
  registerExploreControls,
  renderControl,
} from './registry';
export { ControlHeader, INSTANT_TEXT } from './ControlHeader';
export {
  CheckboxControl,
  HiddenControl,
  NumberControl,
  SelectControl,
  TextControl,
  optionsFromResult,
} from './basicControls';
export {
  ColorPickerControl,
  ColorSchemeControl,
  OPACITY_ERROR,
  SCHEME_LOCKED_TEXT,
  SchemePreview,
} from './colorControls';
export { AdhocFilterControl, ColumnsControl, MetricsControl } from './dndControls';
export { DropZone, type DropOutcome, type EditorArgs } from './DropZone';
export { METRIC_EDITOR_TEXT, MetricEditor, metricEditorFor, metricLabel } from './MetricEditor';
export { ColumnEditor, columnLabel } from './ColumnEditor';
export { FilterEditor, filterWarnings } from './FilterEditor';
export { FilterValueInput } from './FilterValueInput';
export { TimeRangeControl } from './TimeRangeControl';
export { ExploreStoreControls, StoreControl } from './connect';
export { sameJson, useExploreValue } from './useExploreValue';
export { CollectionControl } from './CollectionControl';
export {
  ADD_FORMATTER_TEXT,
  ConditionalFormattingControl,
  EDIT_FORMATTER_TEXT,
  FormatterEditor,
} from './ConditionalFormattingControl';
export { FixedOrMetricControl } from './FixedOrMetricControl';
export { ColumnConfigControl, ColumnSettings } from './ColumnConfigControl';
export { PopoverListControl, SortableList } from './SortableList';
export {
  ADD_ANNOTATION_TEXT,
  AnnotationLayerControl,
  AnnotationLayerEditor,
  EDIT_ANNOTATION_TEXT,
} from './AnnotationLayerControl';
export { FILTER_BOX_CONFIG_TEXT, FILTER_BOX_TEXT_LIMITS, FilterBoxConfigControl } from './FilterBoxConfigControl';
