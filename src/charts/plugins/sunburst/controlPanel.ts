/** Sunburst controls: the hierarchy, the primary and secondary metrics, colour schemes and labels, as Superset's. */
import type { ControlConfig, ControlPanelConfig } from '../../../core/chart-plugin';
import { checkboxOption, hiddenSection, sharedControls as s } from '../../controls';

/** The sequential scheme a metric's value (or a ratio of two) is coloured along. */
export function linearColorSchemeControl(label = 'Linear Color Scheme'): ControlConfig {
  return {
    name: 'linear_color_scheme',
    type: 'ColorSchemeControl',
    label,
    default: 'superset_seq_1',
    renderTrigger: true,
  };
}

/** The sunburst_v2 control panel. */
export const sunburstControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ ...s.groupby, name: 'columns', label: 'Hierarchy', description: 'Set the hierarchy order' }],
        [
          {
            ...s.metric,
            label: 'Primary Metric',
            description: 'The primary metric is used to define the arc segment sizes',
          },
        ],
        [
          {
            ...s.metric,
            name: 'secondary_metric',
            label: 'Secondary Metric',
            validators: [],
            description:
              '[optional] this secondary metric is used to define the color as a ratio against the primary metric. When omitted, the color is categorical and based on labels',
          },
        ],
        [s.adhoc_filters],
        [s.row_limit],
        [{ name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', default: true }],
      ],
    },
    {
      label: 'Chart options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [s.color_scheme],
        [linearColorSchemeControl()],
        [checkboxOption('show_labels', 'Show Labels', false, 'Whether to display the labels.')],
        [
          {
            name: 'show_labels_threshold',
            type: 'NumberControl',
            label: 'Percentage threshold',
            default: 5,
            renderTrigger: true,
            description: 'Minimum threshold in percentage points for showing labels.',
          },
        ],
        [checkboxOption('show_total', 'Show Total', false, 'Whether to display the aggregate count')],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label Type',
            default: 'key',
            renderTrigger: true,
            choices: [
              ['key', 'Category Name'],
              ['value', 'Value'],
              ['key_value', 'Category and Value'],
            ],
            description: 'What should be shown on the label?',
          },
        ],
        [{ ...s.y_axis_format, name: 'number_format', label: 'Number format' }],
        [
          {
            name: 'date_format',
            type: 'SelectControl',
            label: 'Date format',
            default: 'smart_date',
            freeForm: true,
            renderTrigger: true,
          },
        ],
      ],
    },
    hiddenSection(),
  ],
};
