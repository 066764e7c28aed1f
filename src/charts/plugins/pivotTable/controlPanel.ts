/** Control panel of the pivot table (Superset's pivot_table_v2 controls, their names, labels and defaults). */
import type { ControlChoice, ControlConfig, ControlPanelConfig } from '../../../core/chart-plugin';
import { AGGREGATE_FUNCTIONS } from '../../../core/pivot-table';
import { hiddenSection, sharedControls as s } from '../../controls';

const SORT_CHOICES: ControlChoice[] = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
];

const check = (name: string, label: string, description: string, query = false): ControlConfig => ({
  name,
  type: 'CheckboxControl',
  label,
  description,
  default: false,
  ...(query ? {} : { renderTrigger: true }),
});

export const pivotTableControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [{ name: 'groupbyColumns', type: 'GroupByControl', label: 'Columns', multi: true, default: [] }],
        [{ name: 'groupbyRows', type: 'GroupByControl', label: 'Rows', multi: true, default: [] }],
        [s.time_grain_sqla],
        [s.metrics],
        [
          {
            name: 'metricsLayout',
            type: 'SelectControl',
            label: 'Apply metrics on',
            default: 'COLUMNS',
            choices: [
              ['COLUMNS', 'Columns'],
              ['ROWS', 'Rows'],
            ],
            renderTrigger: true,
          },
        ],
        [s.adhoc_filters],
        [{ ...s.limit, name: 'series_limit', label: 'Series limit' }],
        [{ ...s.timeseries_limit_metric, name: 'series_limit_metric' }, s.order_desc],
        [{ ...s.row_limit, default: 10000 }],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'data',
      controlSetRows: [
        [
          {
            name: 'aggregateFunction',
            type: 'SelectControl',
            label: 'Aggregation function',
            description: 'Aggregate function to apply when pivoting and computing the total rows and columns',
            default: 'Sum',
            clearable: false,
            choices: AGGREGATE_FUNCTIONS.map((f): ControlChoice => [f, f]),
            renderTrigger: true,
          },
        ],
        [check('rowTotals', 'Show rows total', 'Display row level total')],
        [check('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal')],
        [check('colTotals', 'Show columns total', 'Display column level total')],
        [check('colSubTotals', 'Show columns subtotal', 'Display column level subtotal')],
        [check('transposePivot', 'Transpose pivot', 'Swap rows and columns')],
        [
          check(
            'combineMetric',
            'Combine metrics',
            'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
          ),
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [{ ...s.y_axis_format, name: 'valueFormat', label: 'Value format', default: 'SMART_NUMBER' }],
        [{ ...s.x_axis_time_format, name: 'date_format', label: 'Date format', default: 'smart_date' }],
        [
          {
            name: 'rowOrder',
            type: 'SelectControl',
            label: 'Rows sort by',
            default: 'key_a_to_z',
            choices: SORT_CHOICES,
            renderTrigger: true,
          },
          {
            name: 'colOrder',
            type: 'SelectControl',
            label: 'Cols sort by',
            default: 'key_a_to_z',
            choices: SORT_CHOICES,
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'rowSubtotalPosition',
            type: 'SelectControl',
            label: 'Rows subtotal position',
            default: false,
            choices: [
              [true, 'Top'],
              [false, 'Bottom'],
            ],
            renderTrigger: true,
          },
          {
            name: 'colSubtotalPosition',
            type: 'SelectControl',
            label: 'Cols subtotal position',
            default: false,
            choices: [
              [true, 'Left'],
              [false, 'Right'],
            ],
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'conditional_formatting',
            type: 'ConditionalFormattingControl',
            label: 'Conditional formatting',
            description: 'Apply conditional color formatting to metrics',
            renderTrigger: true,
          },
        ],
      ],
    },
    hiddenSection(),
  ],
};
