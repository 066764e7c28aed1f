/** Waterfall controls: x-axis, breakdown and metric; the colours of increases, decreases and the total. */
import type { ControlConfig, ControlPanelConfig } from '../../../core/chart-plugin';
import { checkboxOption, chartOptionsSection, hiddenSection, sharedControls as s, textOption } from '../../controls';

const color = (name: string, label: string, value: [number, number, number]): ControlConfig => ({
  name,
  type: 'ColorPickerControl',
  label,
  default: { r: value[0], g: value[1], b: value[2], a: 1 },
  renderTrigger: true,
});

/** The waterfall control panel. */
export const waterfallControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [s.x_axis],
        [s.time_grain_sqla],
        [{ ...s.groupby, label: 'Breakdowns', multi: false }],
        [s.metric],
        [s.adhoc_filters],
        [s.row_limit],
      ],
    },
    chartOptionsSection(
      [
        [checkboxOption('show_value', 'Show Values', false)],
        [checkboxOption('show_total', 'Show Total', true)],
        [color('increase_color', 'Increase', [90, 193, 137])],
        [color('decrease_color', 'Decrease', [224, 67, 85])],
        [color('total_color', 'Total', [102, 102, 102])],
        [textOption('x_axis_label', 'X Axis Label')],
        [s.x_axis_time_format],
        [textOption('y_axis_label', 'Y Axis Label')],
        [s.y_axis_format],
      ],
      false,
    ),
    hiddenSection(),
  ],
};
