/** Control panel of the legacy filter box (D12.01, X9.06): its selects, time settings and instant filtering. */
import type { ControlConfig, ControlPanelConfig } from '../../../core/chart-plugin';
import { sharedControls as s } from '../../controls';

const check = (name: string, label: string, description: string, value: boolean): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: value,
});

export const filterBoxControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Time',
      expanded: true,
      controlSetRows: [[s.granularity_sqla], [s.time_range]],
    },
    {
      label: 'Filters configuration',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'filter_configs',
            type: 'FilterBoxConfigControl',
            label: 'Filters',
            description: 'Filter configuration for the filter box',
            default: [],
          },
        ],
        [check('date_filter', 'Date filter', 'Whether to include a time filter', true)],
        [
          check(
            'instant_filtering',
            'Instant filtering',
            'Check to apply filters instantly as they change instead of displaying [Apply] button',
            true,
          ),
        ],
        [
          check(
            'show_sqla_time_granularity',
            'Show time grain dropdown',
            'Check to include time grain dropdown',
            false,
          ),
        ],
        [check('show_sqla_time_column', 'Show time column', 'Check to include time column dropdown', false)],
        [s.adhoc_filters],
      ],
    },
  ],
};
