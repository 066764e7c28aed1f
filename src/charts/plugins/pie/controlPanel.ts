/** Control panel of the pie chart. */
import type { ControlPanelConfig } from '../../../core/chart-plugin';
import { hiddenSection, sharedControls as s } from '../../controls';

export const pieControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [s.groupby],
        [s.metric],
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
        [s.show_legend],
        [
          {
            name: 'show_labels_threshold',
            type: 'NumberControl',
            label: 'Percentage threshold',
            default: 5,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'label_type',
            type: 'SelectControl',
            label: 'Label type',
            default: 'key',
            renderTrigger: true,
            choices: [
              ['key', 'Category Name'],
              ['value', 'Value'],
              ['percent', 'Percentage'],
              ['key_value', 'Category and Value'],
              ['key_percent', 'Category and Percentage'],
              ['key_value_percent', 'Category, Value and Percentage'],
              ['value_percent', 'Value and Percentage'],
            ],
          },
        ],
        [
          {
            name: 'number_format',
            type: 'SelectControl',
            label: 'Number format',
            default: 'SMART_NUMBER',
            freeForm: true,
            renderTrigger: true,
          },
        ],
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
        [{ name: 'show_labels', type: 'CheckboxControl', label: 'Show labels', default: true, renderTrigger: true }],
        [
          {
            name: 'labels_outside',
            type: 'CheckboxControl',
            label: 'Put labels outside',
            default: true,
            renderTrigger: true,
          },
        ],
        [{ name: 'show_total', type: 'CheckboxControl', label: 'Show total', default: false, renderTrigger: true }],
        [{ name: 'outerRadius', type: 'NumberControl', label: 'Outer radius', default: 70, renderTrigger: true }],
        [{ name: 'donut', type: 'CheckboxControl', label: 'Donut', default: false, renderTrigger: true }],
        [{ name: 'innerRadius', type: 'NumberControl', label: 'Inner radius', default: 30, renderTrigger: true }],
      ],
    },
    hiddenSection(),
  ],
};
