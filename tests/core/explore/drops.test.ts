import { describe, expect, it } from 'vitest';
import {
  checkRemoval,
  filterFromDrop,
  ghostText,
  pruneChoiceValue,
  pruneColumnValue,
  swapChange,
  swapItems,
  swapMessage,
} from '../../../src/core/explore';

const fixed = (): string => 'x';

describe('drops onto the filters zone', () => {
  it('X8.04 dropping a column makes a new SIMPLE equals filter in WHERE', () => {
    expect(filterFromDrop({ kind: 'column', value: { column_name: 'country' } }, undefined, fixed)).toEqual({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'country',
      operatorId: 'EQUALS',
      operator: '==',
      comparator: '',
      isNew: true,
      filterOptionName: 'filter_x_x',
    });
  });
  it('X8.05 dropping a saved metric makes an SQL filter in HAVING, "<metric> > 0"', () => {
    const f = filterFromDrop(
      { kind: 'metric', value: { metric_name: 'revenue', expression: 'SUM(price * qty)' } },
      undefined,
      fixed,
    );
    expect(f).toMatchObject({ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(price * qty) > 0' });
    const dataset = { columns: [], metrics: [{ metric_name: 'revenue', expression: 'SUM(amount)' }] };
    expect(filterFromDrop({ kind: 'metric', value: { metric_name: 'revenue' } }, dataset).sqlExpression).toBe(
      'SUM(amount) > 0',
    );
  });
  it('X8.05 dropping an ad-hoc metric makes an SQL filter in HAVING over its SQL', () => {
    const simple = filterFromDrop({
      kind: 'adhoc-metric',
      value: { expressionType: 'SIMPLE', column: { column_name: 'user id' }, aggregate: 'COUNT_DISTINCT' },
    });
    expect(simple).toMatchObject({ clause: 'HAVING', sqlExpression: 'COUNT(DISTINCT "user id") > 0' });
    const computed = filterFromDrop(
      { kind: 'adhoc-metric', value: { expressionType: 'SIMPLE', column: { column_name: 'total' }, aggregate: 'SUM' } },
      { columns: [{ column_name: 'total', expression: 'a + b' }], metrics: [] },
    );
    expect(computed.sqlExpression).toBe('SUM((a + b)) > 0');
    const sql = filterFromDrop({ kind: 'adhoc-metric', value: { expressionType: 'SQL', sqlExpression: 'AVG(x)' } });
    expect(sql.sqlExpression).toBe('AVG(x) > 0');
  });
});

describe('drop zones', () => {
  it('X8.03 X8.02 ghost texts, and the click variants when click-to-add is on', () => {
    expect(ghostText('column', false, false)).toBe('Drop column here');
    expect(ghostText('column', true, false)).toBe('Drop columns here');
    expect(ghostText('filter', true, false)).toBe('Drop columns or metrics here');
    expect(ghostText('metric', true, false)).toBe('Drop columns or metrics here');
    expect(ghostText('column', false, true)).toBe('Drop a column here or click');
    expect(ghostText('column', true, true)).toBe('Drop columns here or click');
    expect(ghostText('filter', true, true)).toBe('Drop columns/metrics here or click');
  });
  it('X8.01 items reorder by swapping two places', () => {
    expect(swapItems(['a', 'b', 'c'], 0, 2)).toEqual(['c', 'b', 'a']);
    expect(swapItems(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
  it('X8.06 D17.07 a guard that answers a message blocks the removal and shows it in a dialog titled "Warning"', () => {
    expect(checkRemoval('This filter is used by a cross filter')).toEqual({
      allowed: false,
      dialog: { title: 'Warning', message: 'This filter is used by a cross filter' },
    });
    expect(checkRemoval(false)).toEqual({ allowed: false, dialog: null });
    expect(checkRemoval(undefined)).toEqual({ allowed: true, dialog: null });
  });
  it('X8.08 a column options list drops the names the dataset no longer has; ad-hoc columns stay', () => {
    const names = new Set(['country', 'ds']);
    const adhoc = { expressionType: 'SQL' as const, sqlExpression: 'upper(city)', label: 'City' };
    expect(pruneColumnValue(['country', 'gone', adhoc], names)).toEqual(['country', adhoc]);
    expect(pruneColumnValue('gone', names)).toBeNull();
    expect(pruneColumnValue('ds', names)).toBe('ds');
  });
  it('X8.08 a single-select with fixed choices resets to null when its value is not among them', () => {
    const choices: [string, string][] = [
      ['a', 'A'],
      ['b', 'B'],
    ];
    expect(pruneChoiceValue('c', choices)).toBeNull();
    expect(pruneChoiceValue('a', choices)).toBe('a');
    expect(pruneChoiceValue(['a', 'c'], choices, true)).toEqual(['a']);
    expect(pruneChoiceValue('c', choices, false, true)).toBe('c');
  });
});

describe('what a dataset swap did to the chart', () => {
  it('X8.08 X7.13 a control reports the items the swap removed and the ad-hoc ones it flagged, by their labels', () => {
    const onState = {
      expressionType: 'SIMPLE' as const,
      column: { column_name: 'state' },
      aggregate: 'COUNT_DISTINCT' as const,
      label: 'COUNT_DISTINCT(state)',
    };
    expect(swapChange('Dimensions', ['gender', 'state'], ['gender'])).toEqual({
      control: 'Dimensions',
      removed: ['state'],
      flagged: [],
    });
    expect(swapChange('Metrics', ['count', onState], [{ ...onState, datasourceWarning: true }])).toEqual({
      control: 'Metrics',
      removed: ['count'],
      flagged: ['COUNT_DISTINCT(state)'],
    });
    expect(swapChange('Metric', 'count', null)).toEqual({ control: 'Metric', removed: ['count'], flagged: [] });
    expect(swapChange('Dimensions', ['gender'], ['gender'])).toBeNull();
    expect(swapChange('Row limit', 100, 100)).toBeNull();
  });

  it("X8.08 X7.13 the swap's message names the new dataset, what was removed and what might not fit it", () => {
    expect(swapMessage('main.cars', [])).toBe("Changed the dataset to main.cars; the chart's settings all fit it.");
    expect(
      swapMessage('main.cars', [
        { control: 'Dimensions', removed: ['state', 'city'], flagged: [] },
        { control: 'Filters', removed: [], flagged: ['state IN (CA)'] },
      ]),
    ).toBe(
      'Changed the dataset to main.cars. Removed what it lacks: Dimensions: state, city. ' +
        'Kept, but they might not fit it: Filters: state IN (CA).',
    );
  });
});
