/**
 * Metrics a cross-filter cube can hold exactly: SUM, COUNT, MIN and MAX re-aggregate by SUM, SUM, MIN and MAX of
 * their partial values; AVG is carried as SUM and COUNT and divided at the end. Anything else (COUNT DISTINCT,
 * percentiles, expressions mixing aggregates) cannot be re-aggregated and is answered by the server.
 */
import type { AdhocMetric, QueryMetric } from '../../../src/core/query';
import { getMetricLabel } from '../../../src/core/query';
import { tokenize } from '../../../src/core/sql';

/** How a metric's partial values combine again. */
export type Reaggregation = 'SUM' | 'COUNT' | 'MIN' | 'MAX' | 'AVG';

/** A chart metric as the cube holds it: its label, how it re-aggregates, and the cube metrics that carry it. */
export interface DecomposedMetric {
  label: string;
  reaggregate: Reaggregation;
  /** For AVG: [sum, count]; otherwise the metric itself. */
  parts: { label: string; metric: QueryMetric }[];
}

const DECOMPOSABLE = new Set<string>(['SUM', 'COUNT', 'MIN', 'MAX', 'AVG']);
const AGGREGATE_WORDS = new Set(['SUM', 'COUNT', 'MIN', 'MAX', 'AVG', 'STDDEV', 'VARIANCE', 'MEDIAN', 'QUANTILE']);
const NOT_ROW_LOCAL = new Set(['DISTINCT', 'OVER', 'FILTER', 'SELECT', 'WITHIN']);

/** `AGG(inner)` with one decomposable aggregate around an expression of row values, else null. */
export function parseAggregate(sql: string): { aggregate: Reaggregation; inner: string } | null {
  let tokens;
  try {
    tokens = tokenize(sql, 'Metric');
  } catch {
    return null;
  }
  const [head, open] = tokens;
  const close = tokens[tokens.length - 1];
  if (!head || !open || !close || tokens.length < 4) return null;
  const aggregate = head.text.toUpperCase();
  if (head.kind !== 'word' || !DECOMPOSABLE.has(aggregate) || open.text !== '(' || close.text !== ')') return null;
  let depth = 0;
  for (let i = 1; i < tokens.length; i += 1) {
    const token = tokens[i] as (typeof tokens)[number];
    const word = token.kind === 'word' ? token.text.toUpperCase() : '';
    if (NOT_ROW_LOCAL.has(word)) return null;
    if (AGGREGATE_WORDS.has(word) && tokens[i + 1]?.text === '(') return null;
    if (token.text === '(') depth += 1;
    if (token.text === ')') depth -= 1;
    // The first parenthesis must close at the very end: `SUM(a) / SUM(b)` is no single aggregate.
    if (depth === 0 && i < tokens.length - 1) return null;
  }
  const inner = sql.slice((tokens[2] as (typeof tokens)[number]).at, close.at).trim();
  if (inner === '*' && aggregate !== 'COUNT') return null;
  return { aggregate: aggregate as Reaggregation, inner };
}

const partLabel = (kind: 'sum' | 'count', label: string) => `__cube_${kind}__${label}`;

function sqlMetric(sqlExpression: string, label: string): AdhocMetric {
  return { expressionType: 'SQL', sqlExpression, label, hasCustomLabel: true };
}

/**
 * How `metric` sits in a cube, or null when it cannot be re-aggregated exactly. `savedExpressions` gives the SQL of
 * the dataset's saved metrics by name.
 */
export function decomposeMetric(
  metric: QueryMetric,
  savedExpressions: ReadonlyMap<string, string>,
): DecomposedMetric | null {
  const label = getMetricLabel(metric);
  if (typeof metric !== 'string' && metric.expressionType === 'SIMPLE') {
    const aggregate = metric.aggregate;
    if (!DECOMPOSABLE.has(aggregate)) return null;
    if (aggregate !== 'AVG') return { label, reaggregate: aggregate as Reaggregation, parts: [{ label, metric }] };
    const simple = (agg: 'SUM' | 'COUNT', kind: 'sum' | 'count'): AdhocMetric => ({
      expressionType: 'SIMPLE',
      column: metric.column,
      aggregate: agg,
      label: partLabel(kind, label),
      hasCustomLabel: true,
    });
    return {
      label,
      reaggregate: 'AVG',
      parts: [
        { label: partLabel('sum', label), metric: simple('SUM', 'sum') },
        { label: partLabel('count', label), metric: simple('COUNT', 'count') },
      ],
    };
  }
  const sql = typeof metric === 'string' ? savedExpressions.get(metric) : metric.sqlExpression;
  const parsed = sql === undefined ? null : parseAggregate(sql);
  if (!parsed) return null;
  if (parsed.aggregate !== 'AVG') return { label, reaggregate: parsed.aggregate, parts: [{ label, metric }] };
  return {
    label,
    reaggregate: 'AVG',
    parts: [
      { label: partLabel('sum', label), metric: sqlMetric(`SUM(${parsed.inner})`, partLabel('sum', label)) },
      { label: partLabel('count', label), metric: sqlMetric(`COUNT(${parsed.inner})`, partLabel('count', label)) },
    ],
  };
}
