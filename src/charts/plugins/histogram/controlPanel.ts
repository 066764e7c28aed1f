/** Histogram controls: the column to bin, groups, the bin count, normalised and cumulative counts. */
import type { ControlConfig, ControlPanelConfig } from '../../../core/chart-plugin';
import { chartOptionsSection, hiddenSection, sharedControls as s, textOption } from '../../controls';

const c = (config: ControlConfig): ControlConfig => config;

/** The histogram_v2 control panel. */
export const histogramControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          c({
            name: 'column',
            type: 'ColumnControl',
            label: 'Column',
            description: 'Numeric column used to calculate the histogram.',
            validators: ['nonEmpty'],
          }),
        ],
        [s.groupby],
        [s.adhoc_filters],
        [s.row_limit],
        [
          c({
            name: 'bins',
            type: 'SelectControl',
            label: 'Bins',
            description: 'The number of bins for the histogram',
            default: 5,
            freeForm: true,
            choices: [5, 10, 15, 20, 25, 50].map((n) => [n, String(n)]),
            validators: ['integer'],
          }),
        ],
        [
          c({
            name: 'normalize',
            type: 'CheckboxControl',
            label: 'Normalize',
            description: 'The normalize option transforms the histogram values into proportions or probabilities.',
            default: false,
          }),
        ],
        [
          c({
            name: 'cumulative',
            type: 'CheckboxControl',
            label: 'Cumulative',
            description: 'Each bin counts the values of every bin before it too.',
            default: false,
          }),
        ],
      ],
    },
    chartOptionsSection([
      [textOption('x_axis_title', 'X axis title')],
      [textOption('y_axis_title', 'Y axis title')],
      [s.y_axis_format],
    ]),
    hiddenSection(),
  ],
};
