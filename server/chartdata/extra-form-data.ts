/**
 * Dashboard `extra_form_data` (native filters, cross filters) merged into a query object, as Superset's
 * buildQueryObject and overrideExtraFormData do: filters and adhoc filters are appended, time settings replace.
 */
import type { QueryContext, QueryObject, QueryObjectFilterClause, QueryExtras } from '../../src/core/query';

const REGULAR_OVERRIDES: Record<string, 'granularity' | 'time_range'> = {
  granularity: 'granularity',
  granularity_sqla: 'granularity',
  time_range: 'time_range',
};
const EXTRA_OVERRIDES = ['relative_start', 'relative_end', 'time_grain_sqla'] as const;

interface AdhocFilter {
  expressionType?: string;
  clause?: string;
  subject?: unknown;
  operator?: string;
  comparator?: unknown;
  sqlExpression?: string;
}

const and = (a: string | undefined, b: string): string => (a ? `(${a}) AND (${b})` : `(${b})`);

/** The query with the dashboard's extra form data applied. */
export function mergeExtraFormData(query: QueryObject, extra: Record<string, unknown> | null | undefined): QueryObject {
  if (!extra || typeof extra !== 'object') return query;
  const filters: QueryObjectFilterClause[] = [...(query.filters ?? [])];
  const extras: QueryExtras = { ...(query.extras ?? {}) };
  for (const f of (extra.filters as QueryObjectFilterClause[] | undefined) ?? [])
    if (f && typeof f === 'object') filters.push({ ...f, isExtra: true });
  for (const f of (extra.adhoc_filters as AdhocFilter[] | undefined) ?? []) {
    if (f.expressionType === 'SQL' && typeof f.sqlExpression === 'string') {
      if (f.clause === 'HAVING') extras.having = and(extras.having, f.sqlExpression);
      else extras.where = and(extras.where, f.sqlExpression);
    } else if (f.subject !== undefined && f.operator) {
      const clause: QueryObjectFilterClause = {
        col: f.subject as QueryObjectFilterClause['col'],
        op: f.operator as QueryObjectFilterClause['op'],
        isExtra: true,
      };
      if (f.comparator !== undefined) clause.val = f.comparator as NonNullable<QueryObjectFilterClause['val']>;
      filters.push(clause);
    }
  }
  const out: QueryObject = { ...query, filters, extras };
  for (const [from, to] of Object.entries(REGULAR_OVERRIDES))
    if (extra[from] !== undefined) (out as Record<string, unknown>)[to] = extra[from];
  // A dashboard's time column is marked, so a dataset without it falls back to its main datetime column; its time
  // range and grain too, so the answer reports them applied or rejected (what the filter indicators read).
  const marked: Record<string, string> = {};
  if (typeof out.granularity === 'string' && out.granularity !== query.granularity) marked.__time_col = out.granularity;
  if (typeof extra.time_range === 'string') marked.__time_range = extra.time_range;
  if (typeof extra.time_grain_sqla === 'string') marked.__time_grain = extra.time_grain_sqla;
  if (Object.keys(marked).length) out.applied_time_extras = { ...out.applied_time_extras, ...marked };
  for (const key of EXTRA_OVERRIDES)
    if (extra[key] !== undefined) (extras as Record<string, unknown>)[key] = extra[key];
  if (typeof extra.time_range === 'string')
    out.filters = filters.map((f) => (f.op === 'TEMPORAL_RANGE' ? { ...f, val: extra.time_range as string } : f));
  const grain = extra.time_grain_sqla as QueryExtras['time_grain_sqla'];
  if (grain !== undefined && out.columns)
    out.columns = out.columns.map((c) =>
      typeof c === 'object' && c.columnType === 'BASE_AXIS' ? { ...c, timeGrain: grain } : c,
    );
  return out;
}

/** Every query of a context with the extra form data applied. */
export function withExtraFormData(qc: QueryContext, extra: Record<string, unknown> | null | undefined): QueryContext {
  if (!extra || !Object.keys(extra).length) return qc;
  return { ...qc, queries: qc.queries.map((q) => mergeExtraFormData(q, extra)) };
}
