/** The explore controls registered by control type, and the panel's entry point that draws one control. */
import { FilterBoxConfigControl } from './FilterBoxConfigControl';
import type { ReactElement } from 'react';
import { ControlRegistry } from '../../core/explore';
import { CheckboxControl, HiddenControl, NumberControl, SelectControl, TextControl } from './basicControls';
import { CollectionControl } from './CollectionControl';
import { ConditionalFormattingControl } from './ConditionalFormattingControl';
import { FixedOrMetricControl } from './FixedOrMetricControl';
import { ColumnConfigControl } from './ColumnConfigControl';
import { AnnotationLayerControl } from './AnnotationLayerControl';
import { ColorPickerControl, ColorSchemeControl } from './colorControls';
import { AdhocFilterControl, ColumnsControl, MetricsControl } from './dndControls';
import { SpatialControl, ViewportControl } from './geoControls';
import { TimeRangeControl } from './TimeRangeControl';
import { TimeSeriesColumnControl } from './TimeSeriesColumnControl';
import type { ControlComponent, ControlProps } from './types';

/** The components of the control types this folder draws. */
export const EXPLORE_CONTROL_COMPONENTS: Readonly<Record<string, ControlComponent>> = {
  CheckboxControl,
  HiddenControl,
  TextControl,
  NumberControl,
  SelectControl,
  ColorPickerControl,
  ColorSchemeControl,
  MetricsControl,
  MetricControl: MetricsControl,
  GroupByControl: ColumnsControl,
  ColumnControl: ColumnsControl,
  XAxisControl: ColumnsControl,
  AdhocFilterControl,
  TimeRangeControl,
  TimeSeriesColumnControl,
  SpatialControl,
  ViewportControl,
  CollectionControl,
  ConditionalFormattingControl,
  FixedOrMetricControl,
  ColumnConfigControl,
  AnnotationLayerControl,
  FilterBoxConfigControl,
};

/** Registers every component above; the returned disposer removes them again. */
export function registerExploreControls(registry: ControlRegistry<ControlComponent>): () => void {
  const disposers = Object.entries(EXPLORE_CONTROL_COMPONENTS).map(([type, component]) =>
    registry.register(type, component),
  );
  return () => disposers.forEach((dispose) => dispose());
}

/** A registry holding the explore controls (others, like the time-range control, register into it too). */
export function createExploreControlRegistry(logger?: {
  warn: (message: string) => void;
}): ControlRegistry<ControlComponent> {
  const registry = new ControlRegistry<ControlComponent>(logger);
  registerExploreControls(registry);
  return registry;
}

/** One control drawn by its type's component; an unknown type warns once and draws nothing (X9.13). */
export function renderControl(registry: ControlRegistry<ControlComponent>, props: ControlProps): ReactElement | null {
  const Component = registry.resolve(props.config.type);
  return Component ? <Component key={props.config.name} {...props} /> : null;
}
