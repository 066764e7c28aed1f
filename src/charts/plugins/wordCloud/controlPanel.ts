/** Word cloud controls: the series and its metric, the font size range, the rotation and the colour scheme. */
import type { ControlPanelConfig } from '../../../core/chart-plugin';
import { hiddenSection, sharedControls as s } from '../../controls';

/** The word_cloud control panel, as Superset's (row limit 100 by default). */
export const wordCloudControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ ...s.groupby, name: 'series', label: 'Dimension', multi: false, default: null, validators: ['nonEmpty'] }],
        [s.metric],
        [s.adhoc_filters],
        [{ ...s.row_limit, default: 100 }],
        [
          {
            name: 'sort_by_metric',
            type: 'CheckboxControl',
            label: 'Sort by metric',
            default: false,
            description: 'Whether to sort results by the selected metric in descending order.',
          },
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'size_from',
            type: 'TextControl',
            isInt: true,
            label: 'Minimum Font Size',
            default: 10,
            renderTrigger: true,
            description: 'Font size for the smallest value in the list',
          },
          {
            name: 'size_to',
            type: 'TextControl',
            isInt: true,
            label: 'Maximum Font Size',
            default: 70,
            renderTrigger: true,
            description: 'Font size for the biggest value in the list',
          },
        ],
        [
          {
            name: 'rotation',
            type: 'SelectControl',
            label: 'Word Rotation',
            default: 'square',
            clearable: false,
            renderTrigger: true,
            choices: [
              ['random', 'random'],
              ['flat', 'flat'],
              ['square', 'square'],
            ],
            description: 'Rotation to apply to words in the cloud',
          },
        ],
        [s.color_scheme],
      ],
    },
    hiddenSection(),
  ],
};
