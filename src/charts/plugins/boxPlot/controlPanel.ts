/** Box plot controls: the distribution columns, dimensions, metrics and the whisker/outlier rule. */
import type { ControlPanelConfig } from '../../../core/chart-plugin';
import { chartOptionsSection, hiddenSection, sharedControls as s, textOption } from '../../controls';

/** The box_plot control panel. */
export const boxPlotControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            ...s.groupby,
            name: 'columns',
            label: 'Distribute across',
            description: 'Columns to calculate distribution across.',
            validators: ['nonEmpty'],
          },
        ],
        [s.metrics],
        [s.adhoc_filters],
        [s.groupby],
        [s.limit],
        [s.timeseries_limit_metric],
        [s.row_limit],
      ],
    },
    chartOptionsSection(
      [
        [textOption('x_axis_title', 'X axis title')],
        [textOption('y_axis_title', 'Y axis title')],
        [{ ...s.y_axis_format, name: 'number_format', label: 'Number format' }],
        [
          {
            name: 'whiskerOptions',
            type: 'SelectControl',
            label: 'Whisker/outlier options',
            description: 'Determines how whiskers and outliers are calculated.',
            default: 'Tukey',
            freeForm: true,
            choices: [
              ['Tukey', 'Tukey'],
              ['Min/max (no outliers)', 'Min/max (no outliers)'],
              ['2/98 percentiles', '2/98 percentiles'],
              ['9/91 percentiles', '9/91 percentiles'],
            ],
          },
        ],
      ],
      false,
    ),
    hiddenSection(),
  ],
};
