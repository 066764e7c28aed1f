/** Control panels of the time-series chart types. */
import type { ControlConfig, ControlPanelConfig } from '../../../core/chart-plugin';
import {
  advancedAnalyticsSection,
  annotationsSection,
  hiddenSection,
  sharedControls as s,
  timeseriesQuerySection,
} from '../../controls';

const stack: ControlConfig = {
  name: 'stack',
  type: 'SelectControl',
  label: 'Stacked style',
  default: null,
  renderTrigger: true,
  choices: [
    [null, 'None'],
    ['Stack', 'Stack'],
    ['Expand', 'Expand'],
  ],
};

function chartOptions(extra: ControlConfig[][]): ControlPanelConfig['controlPanelSections'][number] {
  return {
    label: 'Chart options',
    expanded: true,
    tabOverride: 'customize',
    controlSetRows: [
      [s.color_scheme],
      ...extra,
      [s.show_legend],
      [{ name: 'x_axis_title', type: 'TextControl', label: 'X axis title', default: '', renderTrigger: true }],
      [{ name: 'y_axis_title', type: 'TextControl', label: 'Y axis title', default: '', renderTrigger: true }],
      [s.x_axis_time_format],
      [s.y_axis_format],
      [
        {
          name: 'truncateYAxis',
          type: 'CheckboxControl',
          label: 'Truncate Y axis',
          default: false,
          renderTrigger: true,
        },
      ],
      [
        {
          name: 'y_axis_bounds',
          type: 'TextControl',
          label: 'Y axis bounds',
          default: [null, null],
          renderTrigger: true,
        },
      ],
    ],
  };
}

const markers: ControlConfig[][] = [
  [{ name: 'markerEnabled', type: 'CheckboxControl', label: 'Marker', default: false, renderTrigger: true }],
  [{ name: 'markerSize', type: 'NumberControl', label: 'Marker size', default: 6, renderTrigger: true }],
];

function panel(extra: ControlConfig[][]): ControlPanelConfig {
  return {
    controlPanelSections: [
      timeseriesQuerySection(),
      advancedAnalyticsSection(),
      annotationsSection(),
      chartOptions(extra),
      hiddenSection(),
    ],
  };
}

/** Line chart controls. */
export const lineControlPanel = panel([[stack], ...markers]);

/** Bar chart controls: orientation and stacking. */
export const barControlPanel = panel([
  [
    {
      name: 'orientation',
      type: 'SelectControl',
      label: 'Bar orientation',
      default: 'vertical',
      renderTrigger: true,
      choices: [
        ['vertical', 'Vertical'],
        ['horizontal', 'Horizontal'],
      ],
    },
  ],
  [stack],
]);

/** Area chart controls: opacity and stacking. */
export const areaControlPanel = panel([
  [stack],
  [{ name: 'opacity', type: 'NumberControl', label: 'Area chart opacity', default: 0.2, renderTrigger: true }],
  ...markers,
]);

/** Scatter plot controls. */
export const scatterControlPanel = panel([
  [{ name: 'markerSize', type: 'NumberControl', label: 'Marker size', default: 6, renderTrigger: true }],
]);

/** Smooth line controls: the line chart's. */
export const smoothControlPanel = panel([[stack], ...markers]);

/** Stepped line controls: where the step falls, then the line chart's. */
export const stepControlPanel = panel([
  [
    {
      name: 'seriesType',
      type: 'SelectControl',
      label: 'Step type',
      description: 'Defines whether the step should appear at the beginning, middle or end between two data points',
      default: 'start',
      renderTrigger: true,
      choices: [
        ['start', 'Start'],
        ['middle', 'Middle'],
        ['end', 'End'],
      ],
    },
  ],
  [stack],
  ...markers,
]);
