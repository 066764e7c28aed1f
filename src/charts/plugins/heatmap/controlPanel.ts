/** Heatmap controls: x-axis, y column and metric, sorting and normalisation, the sequential colour scheme. */
import type { ControlConfig, ControlPanelConfig } from '../../../core/chart-plugin';
import { checkboxOption, hiddenSection, sharedControls as s, textOption } from '../../controls';

const sort = (name: string, label: string): ControlConfig => ({
  name,
  type: 'SelectControl',
  label,
  default: 'alpha_asc',
  choices: [
    ['alpha_asc', 'Axis ascending'],
    ['alpha_desc', 'Axis descending'],
    ['value_asc', 'Metric ascending'],
    ['value_desc', 'Metric descending'],
  ],
});

/** The heatmap_v2 control panel. */
export const heatmapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [s.x_axis],
        [s.time_grain_sqla],
        [{ ...s.groupby, label: 'Y-axis', multi: false, validators: ['nonEmpty'] }],
        [s.metric],
        [s.adhoc_filters],
        [s.row_limit],
        [sort('sort_x_axis', 'Sort X Axis')],
        [sort('sort_y_axis', 'Sort Y Axis')],
        [
          {
            name: 'normalize_across',
            type: 'SelectControl',
            label: 'Normalize Across',
            default: 'heatmap',
            choices: [
              ['heatmap', 'heatmap'],
              ['x', 'x'],
              ['y', 'y'],
            ],
          },
        ],
      ],
    },
    {
      label: 'Chart options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'linear_color_scheme',
            type: 'ColorSchemeControl',
            label: 'Linear Color Scheme',
            default: 'superset_seq_1',
            renderTrigger: true,
          },
        ],
        [
          checkboxOption(
            'normalized',
            'Normalized',
            false,
            'Whether to apply a normal distribution based on rank on the color scale',
          ),
        ],
        [textOption('x_axis_title', 'X axis title')],
        [s.x_axis_time_format],
        [s.y_axis_format],
      ],
    },
    hiddenSection(),
  ],
};
