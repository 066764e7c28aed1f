/** What the explore page tests share: the built-in control panels, birth_names as explore receives it, a filter. */
import type { ControlPanelConfig } from '../../../src/core/chart-plugin';
import { BUILT_IN_PLUGINS } from '../../../src/charts';

/** Each chart type's control panel from the built-in plugins (the table's for an unknown type). */
export const controlPanelOf = (vizType: string): ControlPanelConfig =>
  (BUILT_IN_PLUGINS[vizType as keyof typeof BUILT_IN_PLUGINS] ?? BUILT_IN_PLUGINS.table).controlPanel;

/** birth_names, with two of its columns and one saved metric. */
export const birthNames = {
  id: 3,
  type: 'table' as const,
  table_name: 'birth_names',
  name: 'main.birth_names',
  columns: [
    { column_name: 'ds', is_dttm: true, type: 'TIMESTAMP' },
    { column_name: 'gender', type: 'VARCHAR' },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  main_dttm_col: 'ds',
};

/** A simple WHERE filter: state IN ('CA'). */
export const stateFilter = {
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject: 'state',
  operatorId: 'IN',
  operator: 'IN',
  comparator: ['CA'],
  filterOptionName: 'f1',
};
