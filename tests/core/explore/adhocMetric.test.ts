import { describe, expect, it } from 'vitest';
import {
  AGGREGATES,
  DEFAULT_METRIC_LABEL,
  adhocMetricLabel,
  adhocMetricsDisallowed,
  canSaveMetric,
  chooseSavedMetric,
  createAdhocMetric,
  defaultMetricTab,
  editAdhocPart,
  editMetric,
  isValidAdhocMetric,
  toFormDataMetric,
  type MetricEditorState,
} from '../../../src/core/explore';

const fixed = (): string => 'x';
const value = { column_name: 'value' };

describe('ad-hoc metric model (D2.32)', () => {
  it('D2.32 a metric is SIMPLE by default with an option name and its default label', () => {
    expect(createAdhocMetric({ column: value, aggregate: 'SUM' }, fixed)).toEqual({
      expressionType: 'SIMPLE',
      column: value,
      aggregate: 'SUM',
      optionName: 'metric_x_x',
      hasCustomLabel: false,
      label: 'SUM(value)',
    });
  });
  it('D2.32 a custom label wins over the default; an empty custom label goes back to it', () => {
    const m = editMetric(createAdhocMetric({ column: value, aggregate: 'SUM' }, fixed), { label: 'Revenue' });
    expect(adhocMetricLabel(m)).toBe('Revenue');
    expect(m.hasCustomLabel).toBe(true);
    expect(editMetric(editMetric(m, { aggregate: 'AVG' }), { label: ' ' }).label).toBe('AVG(value)');
  });
  it('X8.07 D16.13 a default label of 43 characters or more is cut to 40 and "..."', () => {
    const sql = 'CASE WHEN amount > 100 THEN 1 ELSE 0 END * 2';
    expect(sql.length).toBeGreaterThanOrEqual(43);
    expect(createAdhocMetric({ expressionType: 'SQL', sqlExpression: sql }, fixed).label).toBe(
      `${sql.slice(0, 40)}...`,
    );
    expect(createAdhocMetric({ expressionType: 'SQL', sqlExpression: 'a'.repeat(42) }, fixed).label).toBe(
      'a'.repeat(42),
    );
  });
  it('X14.11 D17.02 SIMPLE needs a column and an aggregate; SQL needs an expression', () => {
    expect(isValidAdhocMetric({ expressionType: 'SIMPLE', column: value, aggregate: 'COUNT' })).toBe(true);
    expect(isValidAdhocMetric({ expressionType: 'SIMPLE', column: value })).toBe(false);
    expect(isValidAdhocMetric({ expressionType: 'SIMPLE', aggregate: 'SUM' })).toBe(false);
    expect(isValidAdhocMetric({ expressionType: 'SQL', sqlExpression: 'SUM(a)/SUM(b)' })).toBe(true);
    expect(isValidAdhocMetric({ expressionType: 'SQL', sqlExpression: '' })).toBe(false);
  });
  it('X5.09 the aggregates are AVG, COUNT, COUNT_DISTINCT, MAX, MIN and SUM', () => {
    expect(AGGREGATES).toEqual(['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM']);
  });
  it('X5.02 the editor title defaults to "My metric"', () => {
    expect(DEFAULT_METRIC_LABEL).toBe('My metric');
  });
});

describe('metric editor (X5)', () => {
  const start = (): MetricEditorState => ({ adhoc: createAdhocMetric({}, fixed), savedMetricName: null });

  it('X5.06 editing the column or the aggregate makes the metric SIMPLE; SQL text makes it SQL', () => {
    let m = createAdhocMetric({ expressionType: 'SQL', sqlExpression: 'COUNT(*)' }, fixed);
    m = editMetric(m, { column: value });
    expect(m.expressionType).toBe('SIMPLE');
    m = editMetric(m, { aggregate: 'MAX' });
    expect(toFormDataMetric(m)).toEqual({
      expressionType: 'SIMPLE',
      column: value,
      aggregate: 'MAX',
      label: 'MAX(value)',
      hasCustomLabel: false,
      optionName: 'metric_x_x',
    });
    m = editMetric(m, { sqlExpression: 'MAX(value) - MIN(value)' });
    expect(toFormDataMetric(m)).toEqual({
      expressionType: 'SQL',
      sqlExpression: 'MAX(value) - MIN(value)',
      label: 'MAX(value) - MIN(value)',
      hasCustomLabel: false,
      optionName: 'metric_x_x',
    });
  });
  it('X5.06 choosing a saved metric clears the ad-hoc parts; an ad-hoc edit clears the saved choice', () => {
    const withAdhoc = editAdhocPart(start(), { column: value });
    const saved = chooseSavedMetric(withAdhoc, 'count');
    expect(saved.savedMetricName).toBe('count');
    expect(saved.adhoc.column).toBeUndefined();
    expect(editAdhocPart(saved, { aggregate: 'SUM' }).savedMetricName).toBeNull();
  });
  it('X5.05 the editor opens on Saved when a saved metric can be chosen, else on the metric type', () => {
    const saved = [{ metric_name: 'count', expression: 'COUNT(*)' }];
    expect(defaultMetricTab(start(), saved, true)).toBe('SAVED');
    expect(defaultMetricTab(start(), [], true)).toBe('SIMPLE');
    expect(
      defaultMetricTab(
        { adhoc: createAdhocMetric({ expressionType: 'SQL', sqlExpression: 'x' }, fixed), savedMetricName: null },
        saved,
        false,
      ),
    ).toBe('SQL');
    expect(defaultMetricTab({ adhoc: createAdhocMetric({}, fixed), savedMetricName: 'count' }, saved, false)).toBe(
      'SAVED',
    );
  });
  it('X5.07 Save is enabled only when the metric is valid (or a saved metric is chosen) and changed', () => {
    const original: MetricEditorState = {
      adhoc: createAdhocMetric({ column: value, aggregate: 'SUM' }, fixed),
      savedMetricName: null,
    };
    expect(canSaveMetric(original, original, false)).toBe(false);
    expect(canSaveMetric(editAdhocPart(original, { aggregate: 'AVG' }), original, false)).toBe(true);
    expect(canSaveMetric(editAdhocPart(original, { aggregate: undefined }), original, false)).toBe(false);
    expect(canSaveMetric(chooseSavedMetric(original, 'count'), original, false)).toBe(true);
    expect(canSaveMetric(editAdhocPart(original, { label: 'Total' }), original, false)).toBe(true);
    expect(canSaveMetric(start(), start(), true)).toBe(false);
  });
  it('X5.08 the Simple and Custom SQL tabs are disabled when the dataset disallows ad-hoc metrics', () => {
    expect(adhocMetricsDisallowed({ extra: '{"disallow_adhoc_metrics": true}' })).toBe(true);
    expect(adhocMetricsDisallowed({ extra: '{}' })).toBe(false);
    expect(adhocMetricsDisallowed({ extra: 'not json' })).toBe(false);
    expect(adhocMetricsDisallowed({ extra: null })).toBe(false);
  });
});
