/** Control panel of the table chart. */
import type { ControlPanelConfig } from '../../../core/chart-plugin';
import { hiddenSection, sharedControls as s } from '../../controls';

export const tableControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'query_mode',
            type: 'SelectControl',
            label: 'Query mode',
            default: 'aggregate',
            choices: [
              ['aggregate', 'Aggregate'],
              ['raw', 'Raw records'],
            ],
          },
        ],
        [s.groupby],
        [s.time_grain_sqla],
        [s.metrics],
        [{ name: 'all_columns', type: 'ColumnControl', label: 'Columns', multi: true }],
        [{ name: 'percent_metrics', type: 'MetricsControl', label: 'Percentage metrics', multi: true }],
        [{ name: 'order_by_cols', type: 'SelectControl', label: 'Ordering', multi: true }],
        [s.adhoc_filters],
        [s.timeseries_limit_metric, s.order_desc],
        [s.row_limit],
        [{ name: 'server_pagination', type: 'CheckboxControl', label: 'Server pagination', default: false }],
        [{ name: 'show_totals', type: 'CheckboxControl', label: 'Show summary', default: false }],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'table_timestamp_format',
            type: 'SelectControl',
            label: 'Timestamp format',
            default: 'smart_date',
            freeForm: true,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'page_length',
            type: 'SelectControl',
            label: 'Page length',
            default: 0,
            freeForm: true,
            renderTrigger: true,
          },
        ],
        [{ name: 'include_search', type: 'CheckboxControl', label: 'Search box', default: false, renderTrigger: true }],
        [{ name: 'show_cell_bars', type: 'CheckboxControl', label: 'Cell bars', default: true, renderTrigger: true }],
        [{ name: 'align_pn', type: 'CheckboxControl', label: 'Align +/-', default: false, renderTrigger: true }],
        [
          {
            name: 'color_pn',
            type: 'CheckboxControl',
            label: 'Add colors to cell bars for +/-',
            default: true,
            renderTrigger: true,
          },
        ],
        [{ name: 'column_config', type: 'ColumnConfigControl', label: 'Customize columns', renderTrigger: true }],
        [
          {
            name: 'conditional_formatting',
            type: 'ConditionalFormattingControl',
            label: 'Conditional formatting',
            renderTrigger: true,
          },
        ],
      ],
    },
    hiddenSection(),
  ],
};
