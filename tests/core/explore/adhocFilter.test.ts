import { describe, expect, it } from 'vitest';
import {
  FILTER_EDITOR_TEXT,
  OPERATORS,
  adhocFilterLabel,
  adhocFilterText,
  canSaveFilter,
  changeComparator,
  changeOperator,
  changeSubject,
  createAdhocFilter,
  filterOptionName,
  isValidAdhocFilter,
  simpleFilterSql,
  toTemporalRange,
  type AdhocFilterModel,
  type ExploreColumn,
} from '../../../src/core/explore';

const ids = (): (() => string) => {
  let n = 0;
  return () => `id${++n}`;
};
const columns: ExploreColumn[] = [
  { column_name: 'country', type: 'VARCHAR', type_generic: 1 },
  { column_name: 'num', type: 'BIGINT', type_generic: 0 },
  { column_name: 'ds', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
];
const ctx = { columns };
const filter = (f: Partial<AdhocFilterModel>): AdhocFilterModel => createAdhocFilter(f, ids());

describe('ad-hoc filter model', () => {
  it('D2.30 S3.04 a filter is SIMPLE in WHERE by default and carries operatorId, isExtra, isNew, datasourceWarning, filterOptionName', () => {
    const f = createAdhocFilter(
      { subject: 'country', operator: 'in', comparator: ['FR'], isExtra: true, isNew: true, datasourceWarning: true },
      ids(),
    );
    expect(f).toEqual({
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'country',
      operator: 'IN',
      operatorId: 'IN',
      comparator: ['FR'],
      isExtra: true,
      isNew: true,
      datasourceWarning: true,
      filterOptionName: 'filter_id1_id2',
    });
    expect(filterOptionName(() => 'x')).toBe('filter_x_x');
  });

  it('D2.30 a SQL filter keeps only its expression and clause', () => {
    const f = filter({
      expressionType: 'SQL',
      clause: 'HAVING',
      subject: 'num',
      operator: '>',
      comparator: 3,
      sqlExpression: 'SUM(num) > 3',
    });
    expect(f).toEqual({
      expressionType: 'SQL',
      clause: 'HAVING',
      sqlExpression: 'SUM(num) > 3',
      filterOptionName: 'filter_id1_id2',
    });
  });

  it('D2.31 the operators are equals, not equals, >, <, >=, <=, IN, NOT IN, LIKE, ILIKE, REGEX, IS NULL, IS NOT NULL, IS TRUE, IS FALSE, latest partition (and the temporal range)', () => {
    expect(Object.values(OPERATORS).map((o) => o.operation)).toEqual([
      '==',
      '!=',
      '<',
      '<=',
      '>',
      '>=',
      'IN',
      'NOT IN',
      'LIKE',
      'ILIKE',
      'REGEX',
      'IS NULL',
      'IS NOT NULL',
      'IS TRUE',
      'IS FALSE',
      'LATEST PARTITION',
      'TEMPORAL_RANGE',
    ]);
  });

  it('D2.30 a filter saved with `==` and a boolean (Superset before 3.0) reads as IS TRUE / IS FALSE', () => {
    expect(filter({ subject: 'flag', operator: '==', comparator: true }).operatorId).toBe('IS_TRUE');
    expect(filter({ subject: 'flag', operator: '==', comparator: false }).operatorId).toBe('IS_FALSE');
  });
});

describe('validity (X14.10, D17.01)', () => {
  it('X14.10 D17.01 IS NULL / IS NOT NULL need an operator and a subject only', () => {
    expect(isValidAdhocFilter(filter({ subject: 'country', operatorId: 'IS_NULL' }))).toBe(true);
    expect(isValidAdhocFilter(filter({ operatorId: 'IS_NOT_NULL' }))).toBe(false);
  });
  it('X14.10 D17.01 IS TRUE / IS FALSE need a subject and a non-null comparator', () => {
    expect(isValidAdhocFilter(filter({ subject: 'flag', operatorId: 'IS_FALSE' }))).toBe(true);
    const noValue: AdhocFilterModel = { ...filter({ subject: 'flag', operatorId: 'IS_TRUE' }), comparator: null };
    expect(isValidAdhocFilter(noValue)).toBe(false);
    expect(isValidAdhocFilter(filter({ operatorId: 'IS_TRUE' }))).toBe(false);
  });
  it('X14.10 D17.01 other operators need operator, subject, clause and a non-empty comparator; a list needs one item; 0 counts', () => {
    expect(isValidAdhocFilter(filter({ subject: 'num', operatorId: 'EQUALS', comparator: 0 }))).toBe(true);
    expect(isValidAdhocFilter(filter({ subject: 'num', operatorId: 'EQUALS', comparator: '' }))).toBe(false);
    expect(isValidAdhocFilter(filter({ subject: 'num', operatorId: 'EQUALS' }))).toBe(false);
    expect(isValidAdhocFilter(filter({ subject: 'country', operatorId: 'IN', comparator: [] }))).toBe(false);
    expect(isValidAdhocFilter(filter({ subject: 'country', operatorId: 'IN', comparator: ['FR'] }))).toBe(true);
    expect(isValidAdhocFilter(filter({ operatorId: 'IN', comparator: ['FR'] }))).toBe(false);
    expect(isValidAdhocFilter(filter({ subject: 'country', comparator: 'FR' }))).toBe(false);
  });
  it('X14.10 D17.01 a SQL filter needs an expression and a clause', () => {
    expect(isValidAdhocFilter(filter({ expressionType: 'SQL', sqlExpression: 'num > 1' }))).toBe(true);
    expect(isValidAdhocFilter(filter({ expressionType: 'SQL', sqlExpression: '  ' }))).toBe(false);
  });
});

describe('labels (X8.07, D16.13)', () => {
  it('X8.07 a label reads like SQL: = and <> for equals and not equals, quoted text, bare numbers, lists in parentheses', () => {
    expect(adhocFilterText(filter({ subject: 'value', operatorId: 'EQUALS', comparator: '10' }))).toBe('value = 10');
    expect(
      adhocFilterText(filter({ subject: 'SUM(value)', clause: 'HAVING', operatorId: 'NOT_EQUALS', comparator: '5' })),
    ).toBe('SUM(value) <> 5');
    expect(adhocFilterText(filter({ subject: 'col', operatorId: 'EQUALS', comparator: "it's" }))).toBe("col = 'it''s'");
    expect(adhocFilterText(filter({ subject: 'col', operatorId: 'IN', comparator: ['foo', 'bar'] }))).toBe(
      "col IN ('foo', 'bar')",
    );
    expect(adhocFilterText(filter({ subject: 'col', operatorId: 'IN', comparator: [0, 1, 2] }))).toBe(
      'col IN (0, 1, 2)',
    );
    expect(adhocFilterText(filter({ subject: 'col', operatorId: 'IS_NULL' }))).toBe('col IS NULL');
    expect(adhocFilterText(filter({ subject: 'flag', operatorId: 'IS_TRUE' }))).toBe('flag IS TRUE');
  });
  it('X8.07 a saved filter whose operatorId is no operator id (the operation itself, ">=") reads its operator', () => {
    // Charts saved with operatorId '>=' (the Maps example's population filters) crashed explore's filter zone.
    const saved = {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'population',
      operator: '>=',
      operatorId: '>=',
      comparator: 1000000,
      filterOptionName: 'f1',
    } as unknown as AdhocFilterModel;
    expect(adhocFilterLabel(saved)).toBe('population >= 1000000');
    expect(createAdhocFilter(saved, ids())).toMatchObject({ operatorId: 'GREATER_THAN_OR_EQUAL', operator: '>=' });
  });
  it('X8.07 D16.13 a default label of 43 characters or more is cut to 40 and "..."; 42 stays whole', () => {
    const at42 = filter({ expressionType: 'SQL', sqlExpression: 'x'.repeat(42) });
    const at43 = filter({ expressionType: 'SQL', sqlExpression: 'y'.repeat(43) });
    expect(adhocFilterLabel(at42)).toBe('x'.repeat(42));
    expect(adhocFilterLabel(at43)).toBe(`${'y'.repeat(40)}...`);
    const long = filter({ subject: 'country', operatorId: 'IN', comparator: ['France', 'Germany', 'Italy', 'Spain'] });
    expect(adhocFilterLabel(long)).toBe(`${"country IN ('France', 'Germany', 'Italy', 'Spain')".slice(0, 40)}...`);
  });
});

describe('editing', () => {
  it('X7.03 a new subject keeps an operator that still applies and drops the old value', () => {
    const f = changeSubject(
      filter({ subject: 'country', operatorId: 'NOT_EQUALS', comparator: 'FR' }),
      columns[1]!,
      ctx,
    );
    expect(f).toMatchObject({ subject: 'num', operatorId: 'NOT_EQUALS', operator: '!=', clause: 'WHERE' });
    expect(f.comparator).toBeUndefined();
  });
  it('X7.03 a new subject on which the operator no longer applies resets it to IN', () => {
    const bool = [...columns, { column_name: 'active', type: 'BOOLEAN' }];
    const f = changeSubject(
      filter({ subject: 'active', operatorId: 'IS_NULL' }),
      { column_name: 'country' },
      { columns: bool },
    );
    expect(changeSubject(f, { column_name: 'num' }, { columns: bool })).toMatchObject({
      subject: 'num',
      operatorId: 'IS_NULL',
    });
    const like = changeSubject(
      filter({ subject: 'country', operatorId: 'IS_TRUE' }),
      { column_name: 'country' },
      { columns: bool },
    );
    expect(like).toMatchObject({ subject: 'country', operatorId: 'IN', operator: 'IN' });
    expect(changeSubject(filter({}), columns[0]!, ctx).operatorId).toBe('IN');
    // a boolean column does not take IN either: the first operator its list offers
    const toBool = changeSubject(
      filter({ subject: 'country', operatorId: 'LIKE', comparator: 'F%' }),
      { column_name: 'active' },
      { columns: bool },
    );
    expect(toBool).toMatchObject({ subject: 'active', operatorId: 'IS_NULL' });
  });
  it('X7.04 a metric subject makes a HAVING filter and a column a WHERE filter', () => {
    const f = filter({ subject: 'country', operatorId: 'EQUALS', comparator: 'FR' });
    expect(changeSubject(f, { saved_metric_name: 'count' }, ctx)).toMatchObject({
      subject: 'count',
      clause: 'HAVING',
      operatorId: 'EQUALS',
    });
    expect(changeSubject(f, { label: 'SUM(num)' }, ctx)).toMatchObject({ subject: 'SUM(num)', clause: 'HAVING' });
    // IN does not apply in HAVING: the first operator that does is taken instead
    const like = changeSubject(
      filter({ subject: 'country', operatorId: 'LIKE', comparator: 'F%' }),
      { saved_metric_name: 'count' },
      ctx,
    );
    expect(like.operatorId).toBe('EQUALS');
    expect(changeSubject(like, columns[0]!, ctx).clause).toBe('WHERE');
  });
  it('X7.08 a list operator holds an array, a single-value one a scalar, a value-less one none', () => {
    const eq = filter({ subject: 'country', operatorId: 'EQUALS', comparator: 'FR' });
    const inList = changeOperator(eq, 'IN');
    expect(inList.comparator).toEqual(['FR']);
    expect(changeOperator(changeComparator(inList, ['DE', 'FR']), 'NOT_EQUALS').comparator).toBe('DE');
    expect(changeOperator(filter({ subject: 'country', operatorId: 'EQUALS' }), 'IN').comparator).toEqual([]);
    expect(changeOperator(eq, 'IS_NULL').comparator).toBeUndefined();
    expect(changeOperator(eq, 'IS_FALSE').comparator).toBe(false);
  });
  it('X7.06 choosing an operator that needs SQL (latest partition) turns the filter into SQL', () => {
    const f = changeOperator(filter({ subject: 'ds', operatorId: 'EQUALS', comparator: 'x' }), 'LATEST_PARTITION', {
      columns,
      partitionColumn: 'ds',
      dataset: { schema: 'main', table_name: 'logs' },
    });
    expect(f).toMatchObject({
      expressionType: 'SQL',
      clause: 'WHERE',
      operatorId: 'LATEST_PARTITION',
      subject: 'ds',
      sqlExpression: '"ds" = (SELECT MAX("ds") FROM "main"."logs")',
    });
    expect(f.comparator).toBeUndefined();
  });
  it('X7.06 the Custom SQL text of a SIMPLE filter quotes the column and writes values as literals of its type', () => {
    expect(
      simpleFilterSql(filter({ subject: 'country', operatorId: 'IN', comparator: ['FR', "Côte d'Ivoire"] }), ctx),
    ).toBe(`"country" IN ('FR', 'Côte d''Ivoire')`);
    expect(simpleFilterSql(filter({ subject: 'country', operatorId: 'EQUALS', comparator: '10' }), ctx)).toBe(
      `"country" = '10'`,
    );
    expect(simpleFilterSql(filter({ subject: 'num', operatorId: 'GREATER_THAN', comparator: '10' }), ctx)).toBe(
      '"num" > 10',
    );
    expect(simpleFilterSql(filter({ subject: 'num', operatorId: 'IS_NOT_NULL' }), ctx)).toBe('"num" IS NOT NULL');
    const computed = { columns: [{ column_name: 'total', expression: 'a + b', type_generic: 0 as const }] };
    expect(simpleFilterSql(filter({ subject: 'total', operatorId: 'NOT_EQUALS', comparator: 3 }), computed)).toBe(
      '(a + b) <> 3',
    );
  });
  it('X7.05 a temporal column can switch to the temporal range with the default time filter', () => {
    expect(toTemporalRange(filter({ subject: 'ds', operatorId: 'IN' }), 'Last week')).toMatchObject({
      subject: 'ds',
      operatorId: 'TEMPORAL_RANGE',
      operator: 'TEMPORAL_RANGE',
      comparator: 'Last week',
      clause: 'WHERE',
    });
  });
  it('X7.02 Save is enabled only when the filter is valid, the Simple tab has no error and it changed, or a save is required', () => {
    const original = filter({ subject: 'country', operatorId: 'EQUALS', comparator: 'FR' });
    const edited = changeComparator(original, 'DE');
    expect(canSaveFilter(edited, original, null)).toBe(true);
    expect(canSaveFilter(original, original, null)).toBe(false);
    expect(canSaveFilter(original, original, null, true)).toBe(true);
    expect(canSaveFilter(edited, original, 'not an IP')).toBe(false);
    expect(canSaveFilter(changeComparator(original, ''), original, null)).toBe(false);
  });
  it('X7.12 X7.13 X7.14 the Simple tab texts and the incompatibility and inherited-filter warnings', () => {
    expect(FILTER_EDITOR_TEXT.noSuchColumn).toBe(
      'No such column found. To filter on a metric, try the Custom SQL tab.',
    );
    expect(FILTER_EDITOR_TEXT.metricNeedsSql).toBe('To filter on a metric, use Custom SQL tab.');
    expect(FILTER_EDITOR_TEXT.typeAValue).toBe('Type a value here');
    expect(FILTER_EDITOR_TEXT.caseSensitive).toBe('Filter value (case sensitive)');
    expect(FILTER_EDITOR_TEXT.columnIncompatible).toBe('This column might be incompatible with current dataset');
    expect(FILTER_EDITOR_TEXT.inheritedFilter).toMatch(/won't be saved/);
  });
});
