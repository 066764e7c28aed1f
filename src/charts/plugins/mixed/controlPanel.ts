/** Mixed chart controls: the shared x-axis, query A and query B (the same controls ending in `_b`), per-query options. */
import type { ControlConfig, ControlPanelConfig, ControlPanelSection } from '../../../core/chart-plugin';
import {
  annotationsSection,
  chartOptionsSection,
  checkboxOption,
  hiddenSection,
  sharedControls as s,
  textOption,
} from '../../controls';

const c = (config: ControlConfig): ControlConfig => config;

/** A control of query B: the same control under the `_b` name. */
const b = (control: ControlConfig): ControlConfig => ({ ...control, name: `${control.name}_b` });

function querySection(label: string, suffix: (control: ControlConfig) => ControlConfig): ControlPanelSection {
  return {
    label,
    expanded: true,
    controlSetRows: [
      [suffix(s.metrics)],
      [suffix(s.groupby)],
      [suffix(s.adhoc_filters)],
      [suffix(s.limit)],
      [suffix(s.timeseries_limit_metric)],
      [suffix(s.order_desc)],
      [suffix(s.row_limit)],
      [suffix(c({ name: 'truncate_metric', type: 'CheckboxControl', label: 'Truncate metric', default: true }))],
    ],
  };
}

/** The per-query display options; query B's end in B, as Superset names them. */
function seriesOptions(label: string, tag: '' | 'B'): ControlPanelSection {
  const n = (name: string): string => `${name}${tag}`;
  return {
    label,
    expanded: true,
    tabOverride: 'customize',
    controlSetRows: [
      [
        c({
          name: n('seriesType'),
          type: 'SelectControl',
          label: 'Series type',
          default: 'line',
          renderTrigger: true,
          choices: [
            ['line', 'Line'],
            ['scatter', 'Scatter'],
            ['smooth', 'Smooth Line'],
            ['bar', 'Bar'],
            ['start', 'Step - start'],
            ['middle', 'Step - middle'],
            ['end', 'Step - end'],
          ],
        }),
      ],
      [
        c({
          name: n('yAxisIndex'),
          type: 'SelectControl',
          label: 'Y Axis',
          default: 0,
          renderTrigger: true,
          choices: [
            [0, 'Primary'],
            [1, 'Secondary'],
          ],
        }),
      ],
      [c({ name: n('stack'), type: 'CheckboxControl', label: 'Stack series', default: false, renderTrigger: true })],
      [c({ name: n('area'), type: 'CheckboxControl', label: 'Area chart', default: false, renderTrigger: true })],
      [c({ name: n('opacity'), type: 'NumberControl', label: 'Opacity', default: 0.2, renderTrigger: true })],
      [c({ name: n('markerEnabled'), type: 'CheckboxControl', label: 'Marker', default: false, renderTrigger: true })],
      [c({ name: n('markerSize'), type: 'NumberControl', label: 'Marker size', default: 6, renderTrigger: true })],
    ],
  };
}

/** The mixed chart's control panel. */
export const mixedTimeseriesControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Shared query fields',
      expanded: true,
      controlSetRows: [[s.x_axis], [s.time_grain_sqla], [s.granularity_sqla], [s.time_range]],
    },
    querySection('Query A', (control) => control),
    querySection('Query B', b),
    annotationsSection(),
    chartOptionsSection([
      [
        checkboxOption(
          'show_query_identifiers',
          'Show query identifiers',
          false,
          'Add Query A and Query B identifiers to the series names',
        ),
      ],
      [s.x_axis_time_format],
      [textOption('x_axis_title', 'X axis title')],
      [s.y_axis_format],
      [{ ...s.y_axis_format, name: 'y_axis_format_secondary', label: 'Secondary y-axis format' }],
      [textOption('y_axis_title', 'Primary y-axis title')],
      [textOption('y_axis_title_secondary', 'Secondary y-axis title')],
    ]),
    seriesOptions('Query A', ''),
    seriesOptions('Query B', 'B'),
    hiddenSection(),
  ],
};
