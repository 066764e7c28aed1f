/** Bubble chart controls: entity, series, the x/y/size metrics, and the axes and bubble size. */
import type { ControlConfig, ControlPanelConfig } from '../../../core/chart-plugin';
import { checkboxOption, chartOptionsSection, hiddenSection, sharedControls as s, textOption } from '../../controls';

const metric = (name: string, label: string, description: string): ControlConfig => ({
  ...s.metric,
  name,
  label,
  description,
});

/** The bubble_v2 control panel. */
export const bubbleControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ ...s.groupby, name: 'series', label: 'Dimension', multi: false, default: null }],
        [
          {
            ...s.groupby,
            name: 'entity',
            label: 'Entity',
            description: 'This defines the element to be plotted on the chart',
            multi: false,
            default: null,
            validators: ['nonEmpty'],
          },
        ],
        [metric('x', 'X Axis', 'Metric assigned to the [X] axis')],
        [metric('y', 'Y Axis', 'Metric assigned to the [Y] axis')],
        [metric('size', 'Bubble Size', 'Metric used to calculate bubble size')],
        [s.adhoc_filters],
        [{ ...s.timeseries_limit_metric, name: 'orderby', label: 'Sort by' }],
        [s.order_desc],
        [s.row_limit],
      ],
    },
    chartOptionsSection([
      [
        {
          name: 'max_bubble_size',
          type: 'SelectControl',
          label: 'Max Bubble Size',
          default: '25',
          freeForm: true,
          renderTrigger: true,
          choices: ['5', '10', '15', '25', '50', '75', '100'].map((n) => [n, n]),
        },
      ],
      [{ ...s.y_axis_format, name: 'tooltipSizeFormat', label: 'Bubble size number format' }],
      [{ name: 'opacity', type: 'NumberControl', label: 'Bubble Opacity', default: 0.6, renderTrigger: true }],
      [textOption('x_axis_label', 'X Axis Title')],
      [{ ...s.y_axis_format, name: 'x_axis_format', label: 'X Axis Format' }],
      [checkboxOption('logXAxis', 'Logarithmic x-axis', false, 'Logarithmic x-axis')],
      [checkboxOption('truncateXAxis', 'Truncate X Axis', false)],
      [
        {
          name: 'xAxisBounds',
          type: 'TextControl',
          label: 'X Axis Bounds',
          default: [null, null],
          renderTrigger: true,
        },
      ],
      [textOption('y_axis_label', 'Y Axis Title')],
      [s.y_axis_format],
      [checkboxOption('logYAxis', 'Logarithmic y-axis', false, 'Logarithmic y-axis')],
      [checkboxOption('truncateYAxis', 'Truncate Y Axis', false)],
      [
        {
          name: 'y_axis_bounds',
          type: 'TextControl',
          label: 'Y Axis Bounds',
          default: [null, null],
          renderTrigger: true,
        },
      ],
    ]),
    hiddenSection(),
  ],
};
