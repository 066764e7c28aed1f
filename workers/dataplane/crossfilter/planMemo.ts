/**
 * Each chart's local-path plans for its latest request shape (its dataset and queries, less its cross filters'
 * values), so that a click on another value of the same cross filter is neither planned nor keyed again: the plans are
 * the kept ones with the click's cross filters in them. A request the server must answer is kept as such too. Shapes
 * are compared in place (no text made), since every chart in scope is compared on every click.
 */
import type { QueryContext, QueryObject, QueryObjectFilterClause } from '../../../src/core/query';
import { knownFamily } from './answerIndex';
import { isCrossFilter, type QueryPlan } from './plan';

/** How many charts' plans are kept; the least recently used is forgotten past it. */
export const PLAN_MEMO_ENTRIES = 2048;

/** A request's plans and the key of each plan's cube. */
export interface Planned {
  plans: QueryPlan[];
  keys: string[];
}

/** Equal as JSON texts are (an undefined property is no property; NaN equals NaN, as both are null). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return !Number.isFinite(a) && !Number.isFinite(b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => sameJson(v, other[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let defined = 0;
  for (const key in x) {
    if (x[key] === undefined) continue;
    defined += 1;
    if (!Object.hasOwn(y, key) || !sameJson(x[key], y[key])) return false;
  }
  for (const key in y) if (y[key] !== undefined) defined -= 1;
  return defined === 0;
}

/** A cross filter's values by their kind only (one value, or several); other filters whole. */
function sameFilter(a: QueryObjectFilterClause, b: QueryObjectFilterClause): boolean {
  if (!isCrossFilter(a) || !isCrossFilter(b)) return sameJson(a, b);
  const several = (f: QueryObjectFilterClause) => Array.isArray(f.val) && f.val.length > 1;
  return several(a) === several(b) && sameJson({ ...a, val: null }, { ...b, val: null });
}

function sameQuery(a: QueryObject, b: QueryObject): boolean {
  const fa = a.filters ?? [];
  const fb = b.filters ?? [];
  return (
    fa.length === fb.length &&
    fa.every((f, i) => sameFilter(f, fb[i] as QueryObjectFilterClause)) &&
    sameJson({ ...a, filters: undefined }, { ...b, filters: undefined })
  );
}

/** Whether two requests plan alike: the same dataset and queries, but for their cross filters' values. */
export function sameShape(a: QueryContext, b: QueryContext): boolean {
  return (
    sameJson(a.datasource, b.datasource) &&
    a.queries.length === b.queries.length &&
    a.queries.every((q, i) => sameQuery(q, b.queries[i] as QueryObject))
  );
}

/** Each chart's plans for its latest request shape. */
export class PlanMemo {
  private readonly byChart = new Map<number, { context: QueryContext; planned: Planned | null }>();

  /** The request's plans (null: the server answers it), made by `plan` unless the chart's last shape was the same. */
  async of(chartId: number, context: QueryContext, plan: () => Promise<Planned | null>): Promise<Planned | null> {
    const kept = this.byChart.get(chartId);
    this.byChart.delete(chartId);
    if (!kept || !sameShape(kept.context, context)) {
      const planned = await plan();
      planned?.plans.forEach((p) => knownFamily(p));
      this.byChart.set(chartId, { context, planned });
      if (this.byChart.size > PLAN_MEMO_ENTRIES) this.byChart.delete(this.byChart.keys().next().value as number);
      return planned;
    }
    this.byChart.set(chartId, kept);
    if (!kept.planned) return null;
    // The kept plans with this request's cross filters (everything else in a plan is the same for every value).
    const plans = kept.planned.plans.map((p, i) =>
      knownFamily({ ...p, crossFilters: (context.queries[i]?.filters ?? []).filter(isCrossFilter) }, p),
    );
    return { ...kept.planned, plans };
  }
}
