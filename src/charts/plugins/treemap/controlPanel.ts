/** Treemap controls: the hierarchy, the metric and its sort; labels and number format. */
import type { ControlPanelConfig } from '../../../core/chart-plugin';
import { checkboxOption, chartOptionsSection, hiddenSection, sharedControls as s } from '../../controls';

/** The treemap_v2 control panel. */
export const treemapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ ...s.groupby, label: 'Hierarchy' }],
        [s.metric],
        [s.row_limit],
        [s.adhoc_filters],
        [{ name: 'sort_by_metric', type: 'CheckboxControl', label: 'Sort by metric', default: true }],
      ],
    },
    chartOptionsSection(
      [
        [checkboxOption('show_labels', 'Show Labels', true, 'Whether to display the labels.')],
        [{ ...s.y_axis_format, name: 'number_format', label: 'Number format' }],
      ],
      false,
    ),
    hiddenSection(),
  ],
};
