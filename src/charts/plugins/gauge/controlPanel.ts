/** Gauge controls: metric and groups; the range, angles, splits and progress rings. */
import type { ControlConfig, ControlPanelConfig } from '../../../core/chart-plugin';
import { checkboxOption, chartOptionsSection, hiddenSection, sharedControls as s } from '../../controls';

const number = (name: string, label: string, value: number | null, description: string): ControlConfig => ({
  name,
  type: 'TextControl',
  label,
  description,
  default: value,
  isFloat: true,
  validators: ['number'],
  renderTrigger: true,
});

/** The gauge_chart control panel. */
export const gaugeControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [s.groupby],
        [s.metric],
        [s.adhoc_filters],
        [{ ...s.row_limit, default: 10 }],
        [{ name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', default: true }],
      ],
    },
    chartOptionsSection(
      [
        [number('min_val', 'Min', 0, 'Minimum value on the gauge axis')],
        [number('max_val', 'Max', null, 'Maximum value on the gauge axis')],
        [number('start_angle', 'Start angle', 225, 'Angle at which to start progress axis')],
        [number('end_angle', 'End angle', -45, 'Angle at which to end progress axis')],
        [number('split_number', 'Split number', 10, 'Number of split segments on the axis')],
        [{ ...s.y_axis_format, name: 'number_format', label: 'Number format' }],
        [
          checkboxOption(
            'overlap',
            'Overlap',
            true,
            'Whether the progress bar overlaps when there are multiple groups of data',
          ),
        ],
      ],
      false,
    ),
    hiddenSection(),
  ],
};
