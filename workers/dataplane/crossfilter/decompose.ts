/**
 * Metrics a cross-filter cube can hold exactly: SUM, COUNT, MIN and MAX re-aggregate by SUM, SUM, MIN and MAX of
 * their partial values; AVG is carried as SUM and COUNT and divided at the end; COUNT DISTINCT is counted again over
 * a cube that also groups by the counted column. Arithmetic over such aggregates (`SUM(sales) / COUNT(DISTINCT
 * customer_name)`) is answered locally only for a dataset on DuckDB, whose arithmetic (division of integers among
 * it) the local engine shares. Anything else (percentiles, window functions) is answered by the server.
 */
import type { AdhocMetric, QueryColumn, QueryMetric } from '../../../src/core/query';
import { getMetricLabel } from '../../../src/core/query';
import { tokenize } from '../../../src/core/sql';

/** How a metric's partial values combine again. */
export type Reaggregation = SingleAggregate | 'COUNT_DISTINCT' | 'EXPRESSION';

/** The aggregates whose partial values combine again by one aggregate. */
export type SingleAggregate = 'SUM' | 'COUNT' | 'MIN' | 'MAX' | 'AVG';

/** A chart metric as the cube holds it: its label, how it re-aggregates, and the cube metrics that carry it. */
export interface DecomposedMetric {
  label: string;
  reaggregate: Reaggregation;
  /** For AVG: [sum, count]; for COUNT_DISTINCT none; for EXPRESSION its terms' parts; otherwise the metric itself. */
  parts: { label: string; metric: QueryMetric }[];
  /** The columns the cube also groups by, to count their distinct values again (COUNT_DISTINCT, EXPRESSION). */
  distinct?: { label: string; column: QueryColumn }[];
  /** For EXPRESSION: the metric's SQL around its aggregates (one more text than terms), and the aggregates. */
  expression?: { text: string[]; terms: DecomposedMetric[] };
}

/** What the dataset's engine allows locally: arithmetic over aggregates only where it is DuckDB. */
export interface DecomposeOptions {
  expressions: boolean;
}

const DECOMPOSABLE = new Set<string>(['SUM', 'COUNT', 'MIN', 'MAX', 'AVG']);
const AGGREGATE_WORDS = new Set(['SUM', 'COUNT', 'MIN', 'MAX', 'AVG', 'STDDEV', 'VARIANCE', 'MEDIAN', 'QUANTILE']);
const NOT_ROW_LOCAL = new Set(['DISTINCT', 'OVER', 'FILTER', 'SELECT', 'WITHIN']);

/** `AGG(inner)` with one decomposable aggregate around an expression of row values, else null. */
export function parseAggregate(sql: string): { aggregate: SingleAggregate; inner: string } | null {
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
  return { aggregate: aggregate as SingleAggregate, inner };
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
  options: DecomposeOptions = { expressions: false },
): DecomposedMetric | null {
  const label = getMetricLabel(metric);
  if (typeof metric !== 'string' && metric.expressionType === 'SIMPLE') {
    const aggregate = metric.aggregate;
    if (aggregate === 'COUNT_DISTINCT') return countDistinct(label, metric.column.column_name, true);
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
  if (sql === undefined) return null;
  return decomposeSql(sql, label, metric) ?? (options.expressions ? decomposeExpression(sql, label) : null);
}

/** One aggregate call's SQL as a metric labelled `label` (`metric`: the chart's own, kept as it is), else null. */
function decomposeSql(sql: string, label: string, metric?: QueryMetric): DecomposedMetric | null {
  const distinct = parseCountDistinct(sql);
  if (distinct !== null) return countDistinct(label, distinct);
  const parsed = parseAggregate(sql);
  if (!parsed) return null;
  metric ??= sqlMetric(sql, label);
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

/** The counted expression of `COUNT(DISTINCT expr)` (one expression of row values), else null. */
export function parseCountDistinct(sql: string): string | null {
  let tokens;
  try {
    tokens = tokenize(sql, 'Metric');
  } catch {
    return null;
  }
  const [head, open, distinct] = tokens;
  const close = tokens[tokens.length - 1];
  if (head?.text.toUpperCase() !== 'COUNT' || open?.text !== '(' || distinct?.text.toUpperCase() !== 'DISTINCT')
    return null;
  if (!close || close.text !== ')' || tokens.length < 5) return null;
  let depth = 1;
  for (let i = 3; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as (typeof tokens)[number];
    const word = token.kind === 'word' ? token.text.toUpperCase() : '';
    if (NOT_ROW_LOCAL.has(word) || (AGGREGATE_WORDS.has(word) && tokens[i + 1]?.text === '(')) return null;
    if (token.text === '(') depth += 1;
    if (token.text === ')') depth -= 1;
    if (depth < 1 || (depth === 1 && token.text === ',')) return null;
  }
  return sql.slice((tokens[3] as (typeof tokens)[number]).at, close.at).trim();
}

/** COUNT DISTINCT of a column (by name) or of an expression (SQL), counted again over a cube grouped by it. */
function countDistinct(label: string, counted: string, byName = false): DecomposedMetric {
  const column: QueryColumn = byName
    ? counted
    : { expressionType: 'SQL', sqlExpression: counted, label: `__cube_distinct__${label}` };
  return {
    label,
    reaggregate: 'COUNT_DISTINCT',
    parts: [],
    distinct: [{ label: byName ? counted : `__cube_distinct__${label}`, column }],
  };
}

const ARITHMETIC = new Set(['+', '-', '*', '/', '(', ')']);

/**
 * Arithmetic over aggregate calls that each re-aggregate (`SUM(a) / COUNT(DISTINCT b)`): numbers, operators and
 * parentheses between them, nothing else; null otherwise.
 */
function decomposeExpression(sql: string, label: string): DecomposedMetric | null {
  let tokens;
  try {
    tokens = tokenize(sql, 'Metric');
  } catch {
    return null;
  }
  const text: string[] = [];
  const terms: DecomposedMetric[] = [];
  let from = 0;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as (typeof tokens)[number];
    const call = token.kind === 'word' && tokens[i + 1]?.text === '(';
    if (!call) {
      if (token.kind !== 'number' && !ARITHMETIC.has(token.text)) return null;
      continue;
    }
    let depth = 0;
    let end = i + 1;
    for (; end < tokens.length; end += 1) {
      const t = (tokens[end] as (typeof tokens)[number]).text;
      if (t === '(') depth += 1;
      if (t === ')' && --depth === 0) break;
    }
    const last = tokens[end];
    if (!last) return null;
    const term = decomposeSql(sql.slice(token.at, last.at + 1), `__cube_${terms.length}__${label}`);
    if (!term) return null;
    text.push(sql.slice(from, token.at));
    terms.push(term);
    from = last.at + 1;
    i = end;
  }
  if (terms.length === 0) return null;
  text.push(sql.slice(from));
  return {
    label,
    reaggregate: 'EXPRESSION',
    parts: terms.flatMap((t) => t.parts),
    distinct: terms.flatMap((t) => t.distinct ?? []),
    expression: { text, terms },
  };
}
