/** Control panel of the time-series table (Superset's time_table: the time column, metrics, group-by, columns). */
import type { ControlPanelConfig } from '../../../core/chart-plugin';
import { hiddenSection, sharedControls as s } from '../../controls';

export const timeTableControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Time',
      expanded: true,
      controlSetRows: [[s.granularity_sqla], [s.time_grain_sqla], [s.time_range]],
    },
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [s.metrics],
        [s.adhoc_filters],
        [s.groupby],
        [s.limit],
        [s.timeseries_limit_metric, s.order_desc],
        [s.row_limit],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'column_collection',
            type: 'TimeSeriesColumnControl',
            label: 'Time series columns',
            description: 'The columns of the table: time comparison, contribution, sparkline or period average',
            default: [],
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'url',
            type: 'TextControl',
            label: 'URL',
            description:
              "Templated link, it's possible to include {{ metric }} or other values coming from the controls.",
            default: '',
          },
        ],
      ],
    },
    hiddenSection(),
  ],
};
