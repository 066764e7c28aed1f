/** Funnel controls: stages, metric, sort, and the labels and their percentages. */
import type { ControlConfig, ControlPanelConfig } from '../../../core/chart-plugin';
import { checkboxOption, chartOptionsSection, hiddenSection, sharedControls as s } from '../../controls';

const labelTypes: ControlConfig['choices'] = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
];

/** The funnel control panel. */
export const funnelControlPanel: ControlPanelConfig = {
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
    chartOptionsSection([
      [
        {
          name: 'label_type',
          type: 'SelectControl',
          label: 'Label Contents',
          default: 'key',
          renderTrigger: true,
          choices: labelTypes,
        },
      ],
      [{ ...s.y_axis_format, name: 'number_format', label: 'Number format' }],
      [checkboxOption('show_labels', 'Show Labels', true, 'Whether to display the labels.')],
      [
        {
          name: 'percent_calculation_type',
          type: 'SelectControl',
          label: 'Percent Calculation',
          default: 'first_step',
          renderTrigger: true,
          choices: [
            ['first_step', 'Calculate from first step'],
            ['prev_step', 'Calculate from previous step'],
            ['total', 'Percent of total'],
          ],
        },
      ],
    ]),
    hiddenSection(),
  ],
};
