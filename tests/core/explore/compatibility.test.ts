import { describe, expect, it } from 'vitest';
import { filterWithWarning, metricsForDataset, type ExploreDataset } from '../../../src/core/explore';

const dataset: Pick<ExploreDataset, 'columns' | 'metrics'> = {
  columns: [{ column_name: 'num' }, { column_name: 'state' }],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

describe('values carried to another dataset (X7.13, X8.08)', () => {
  it('X7.13 an ad-hoc metric on a column the dataset lacks is kept with datasourceWarning; one that fits loses it', () => {
    const missing = {
      expressionType: 'SIMPLE' as const,
      column: { column_name: 'gone' },
      aggregate: 'SUM' as const,
      label: 'SUM(gone)',
    };
    const fits = {
      expressionType: 'SIMPLE' as const,
      column: { column_name: 'num' },
      aggregate: 'SUM' as const,
      label: 'SUM(num)',
      datasourceWarning: true,
    };
    const sql = { expressionType: 'SQL' as const, sqlExpression: 'COUNT(*)', label: 'n' };
    expect(metricsForDataset([missing, fits, sql], dataset)).toEqual([
      { ...missing, datasourceWarning: true },
      { ...fits, datasourceWarning: false },
      sql,
    ]);
  });
  it('X8.08 a saved metric the dataset lacks is dropped; a single one becomes null', () => {
    expect(metricsForDataset(['count', 'revenue'], dataset)).toEqual(['count']);
    expect(metricsForDataset('revenue', dataset)).toBeNull();
    expect(metricsForDataset('count', dataset)).toBe('count');
    expect(metricsForDataset(null, dataset)).toBeNull();
  });
  it('X7.13 a simple WHERE filter on a column the dataset lacks carries datasourceWarning; SQL filters are left as they are', () => {
    const f = {
      expressionType: 'SIMPLE' as const,
      clause: 'WHERE' as const,
      subject: 'gone',
      operatorId: 'IN' as const,
      operator: 'IN' as const,
      comparator: ['x'],
      filterOptionName: 'f',
    };
    expect(filterWithWarning(f, dataset)).toEqual({ ...f, datasourceWarning: true });
    expect(filterWithWarning({ ...f, subject: 'state', datasourceWarning: true }, dataset)).toEqual({
      ...f,
      subject: 'state',
      datasourceWarning: false,
    });
    const sql = {
      expressionType: 'SQL' as const,
      clause: 'WHERE' as const,
      sqlExpression: 'gone > 1',
      filterOptionName: 'g',
    };
    expect(filterWithWarning(sql, dataset)).toBe(sql);
  });
});
