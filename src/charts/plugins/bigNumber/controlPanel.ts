/** Control panels of the big number charts. */
import type { ControlPanelConfig } from '../../../core/chart-plugin';
import { advancedAnalyticsSection, hiddenSection, sharedControls as s } from '../../controls';

const display = {
  label: 'Chart options',
  expanded: true,
  tabOverride: 'customize' as const,
  controlSetRows: [
    [
      {
        name: 'header_font_size',
        type: 'SelectControl' as const,
        label: 'Big number font size',
        default: 0.4,
        renderTrigger: true,
      },
    ],
    [
      {
        name: 'subheader_font_size',
        type: 'SelectControl' as const,
        label: 'Subheader font size',
        default: 0.15,
        renderTrigger: true,
      },
    ],
    [s.y_axis_format],
    [
      {
        name: 'time_format',
        type: 'SelectControl' as const,
        label: 'Date format',
        default: 'smart_date',
        freeForm: true,
        renderTrigger: true,
      },
    ],
    [
      {
        name: 'force_timestamp_formatting',
        type: 'CheckboxControl' as const,
        label: 'Force date format',
        default: false,
        renderTrigger: true,
      },
    ],
  ],
};

/** big_number_total: one metric, filters, a subheader. */
export const bigNumberTotalControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    { label: 'Query', expanded: true, controlSetRows: [[s.metric], [s.adhoc_filters]] },
    {
      ...display,
      controlSetRows: [
        [{ name: 'subheader', type: 'TextControl', label: 'Subheader', default: '', renderTrigger: true }],
        ...display.controlSetRows,
      ],
    },
    hiddenSection(),
  ],
};

/** big_number: x-axis, grain, metric, comparison lag and the trendline. */
export const bigNumberControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [[s.x_axis], [s.time_grain_sqla], [s.metric], [s.adhoc_filters]],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'compare_lag',
            type: 'TextControl',
            label: 'Comparison period lag',
            isInt: true,
            validators: ['integer'],
          },
        ],
        [{ name: 'compare_suffix', type: 'TextControl', label: 'Comparison suffix' }],
        [
          {
            name: 'show_trend_line',
            type: 'CheckboxControl',
            label: 'Show trend line',
            default: true,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'start_y_axis_at_zero',
            type: 'CheckboxControl',
            label: 'Start y-axis at 0',
            default: true,
            renderTrigger: true,
          },
        ],
        [{ name: 'color_picker', type: 'ColorPickerControl', label: 'Fixed color', renderTrigger: true }],
      ],
    },
    display,
    advancedAnalyticsSection(),
    hiddenSection(),
  ],
};
