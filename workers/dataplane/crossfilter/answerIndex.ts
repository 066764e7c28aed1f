/**
 * A cube's index of answers (the "data-cube index" Mosaic keeps): each chart query's answer from the cube under a
 * cross filter, kept as Arrow bytes, so a click that names a known value is a lookup. When a query on a single-value
 * cross filter is first answered, its answers for every value of the filtered column in the cube (up to
 * CROSS_FILTER_INDEX_VALUES) are made in the same turn, each exactly as a click on it would be. The index lives with
 * its cube and is forgotten with it; its bytes count against CROSS_FILTER_INDEX_BYTE_BUDGET.
 */
import { tableFromIPC } from 'apache-arrow';
import { quoteIdentifier as quoteIdent } from '../../../src/core/sql';
import type { DuckDBHandle } from '../../../wasm';
import { stableStringify } from '../localSql';
import type { ReadTable } from '../localTables';
import type { QueryPlan } from './plan';

/** The most values of a cross-filtered column whose answers are made ahead of their clicks. */
export const CROSS_FILTER_INDEX_VALUES = 64;

/** The most bytes of answers the worker keeps in all cubes' indexes; past it, answers are made per click. */
export const CROSS_FILTER_INDEX_BYTE_BUDGET = 64 * 1024 * 1024;

/** An answer: its Arrow bytes as registered (fields and rows read), or null when the chart's row limit cut it. */
export type IndexedAnswer = ReadTable | null;

/** One cube's answers by plan, and the plans whose every value was answered. */
export interface AnswerIndex {
  answers: Map<string, IndexedAnswer>;
  families: Set<string>;
  bytes: number;
}

export const emptyIndex = (): AnswerIndex => ({ answers: new Map(), families: new Set(), bytes: 0 });

/** The plan's single cross filter on one value, or null when it has several filters or values. */
function singleValueFilter(plan: QueryPlan) {
  if (plan.crossFilters.length !== 1) return null;
  const filter = plan.crossFilters[0];
  if (!filter) return null;
  if (filter.op === '==') return filter;
  return Array.isArray(filter.val) && filter.val.length === 1 ? filter : null;
}

/** The key shared by a plan's variants on every value of its one cross filter, or null when it has none such. */
export function familyKey(plan: QueryPlan): string | null {
  const filter = singleValueFilter(plan);
  return filter ? stableStringify({ ...plan, crossFilters: [{ ...filter, val: null }] }) : null;
}

/** Plans whose family is known (a plan kept by PlanMemo, and that plan on other values): no text is made again. */
const families = new WeakMap<QueryPlan, string | null>();

/** Notes the plan's family (that of `like`, a plan on another value of the same filter); answers the plan. */
export function knownFamily(plan: QueryPlan, like: QueryPlan = plan): QueryPlan {
  families.set(plan, families.get(like) ?? familyKey(like));
  return plan;
}

/** The index key of a plan (its cross filters' values included): its family's key and its value, else the whole plan. */
export function answerKey(plan: QueryPlan): string {
  const filter = singleValueFilter(plan);
  const family = families.has(plan) ? (families.get(plan) as string | null) : familyKey(plan);
  return family !== null && filter ? `${family}#${stableStringify(filter.val)}` : stableStringify(plan);
}

/** A value as a click names it: strings, finite numbers (safe integers for 64-bit ones) and booleans; else null. */
function clickValue(value: unknown): string | number | boolean | null {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/**
 * The plan on each value of its cross-filtered column in the cube (the plan's own value included), or [] when the
 * column has more than CROSS_FILTER_INDEX_VALUES values or a value a click cannot name.
 */
export async function planVariants(plan: QueryPlan, db: DuckDBHandle, cubeTable: string): Promise<QueryPlan[]> {
  const filter = singleValueFilter(plan);
  if (!filter) return [];
  const column = quoteIdent(filter.col as string);
  const sql = `SELECT DISTINCT ${column} AS v FROM ${quoteIdent(cubeTable)} WHERE ${column} IS NOT NULL LIMIT ${CROSS_FILTER_INDEX_VALUES + 1}`;
  const values = [
    ...(tableFromIPC(await db.query(sql))
      .getChild('v')
      ?.toArray() ?? []),
  ].map(clickValue);
  if (values.length > CROSS_FILTER_INDEX_VALUES || values.some((v) => v === null)) return [];
  return values.map((v) => ({
    ...plan,
    crossFilters: [{ ...filter, val: filter.op === '==' ? (v as string | number | boolean) : [v] }],
  }));
}
