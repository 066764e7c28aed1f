// A click on another value of the same cross filter is neither planned nor keyed again (workers/dataplane/crossfilter
// planMemo.ts): each chart's plans are kept for its request's shape, and the index keys stay those of a fresh plan.
import { describe, expect, it } from 'vitest';
import type { QueryContext, QueryObject } from '../../../src/core/query';
import { answerKey, knownFamily } from '../../../workers/dataplane/crossfilter/answerIndex';
import {
  PlanMemo,
  chooseCrossFilterPath,
  sameJson,
  sameShape,
  type Planned,
  type QueryPlan,
} from '../../../workers/dataplane/crossfilter';

const saved = new Map([
  ['sum__sales', 'SUM(sales)'],
  ['count', 'COUNT(*)'],
]);
const query = (val: unknown, extra: Partial<QueryObject> = {}): QueryObject => ({
  columns: ['product_line'],
  metrics: ['sum__sales'],
  filters: [
    { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' },
    Array.isArray(val)
      ? { col: 'region', op: 'IN', val, isExtra: true }
      : { col: 'region', op: '==', val: val as string, isExtra: true },
  ],
  orderby: [['sum__sales', false]],
  row_limit: 100,
  ...extra,
});
const context = (q: QueryObject): QueryContext => ({ datasource: { id: 1, type: 'table' }, queries: [q] });
const plansOf = (c: QueryContext): QueryPlan[] => {
  const choice = chooseCrossFilterPath(c, saved);
  if (choice.path !== 'local') throw new Error(choice.reason);
  return choice.queries;
};

describe('X15.cross-local plans kept per chart for a click on another value', () => {
  it("plans a chart once for every value of its cross filter, with the click's own filter in the plan", async () => {
    const memo = new PlanMemo();
    let planned = 0;
    const plan = (c: QueryContext) => async (): Promise<Planned> => {
      planned += 1;
      return { plans: plansOf(c), keys: ['cube'] };
    };
    const emea = context(query('EMEA'));
    const amer = context(query('AMER'));
    await memo.of(7, emea, plan(emea));
    const second = await memo.of(7, amer, plan(amer));
    expect(planned).toBe(1);
    expect(second?.plans).toEqual(plansOf(amer));
    expect(second?.keys).toEqual(['cube']);
    // Another shape (another metric, another chart, several values) is planned again.
    const other = context(query('AMER', { metrics: ['count'], orderby: [['count', false]] }));
    await memo.of(7, other, plan(other));
    await memo.of(8, amer, plan(amer));
    const several = context(query(['AMER', 'EMEA']));
    await memo.of(8, several, plan(several));
    expect(planned).toBe(4);
  });

  it('keeps a request the server must answer as such', async () => {
    const memo = new PlanMemo();
    let planned = 0;
    const server = async () => {
      planned += 1;
      return null;
    };
    expect(await memo.of(1, context(query('EMEA')), server)).toBeNull();
    expect(await memo.of(1, context(query('APAC')), server)).toBeNull();
    expect(planned).toBe(1);
  });

  it("keys a kept plan's answer as the index keys a fresh plan on that value", async () => {
    const memo = new PlanMemo();
    const emea = context(query('EMEA'));
    await memo.of(1, emea, async () => ({ plans: plansOf(emea), keys: ['cube'] }));
    const kept = await memo.of(1, context(query('AMER')), async () => null);
    const fresh = plansOf(context(query('AMER')))[0] as QueryPlan;
    expect(answerKey(kept?.plans[0] as QueryPlan)).toBe(answerKey(fresh));
    expect(answerKey(knownFamily({ ...fresh }, fresh))).toBe(answerKey(fresh));
    expect(answerKey(fresh)).not.toBe(answerKey(plansOf(context(query('EMEA')))[0] as QueryPlan));
  });

  it('compares request shapes as their JSON texts would be compared, but for cross-filter values', () => {
    expect(sameJson({ a: 1, b: undefined, c: [1, { d: 'x' }] }, { c: [1, { d: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameShape(context(query('EMEA')), context(query('AMER')))).toBe(true);
    expect(sameShape(context(query('EMEA')), context(query(['AMER'])))).toBe(false);
    expect(sameShape(context(query(['EMEA'])), context(query(['AMER'])))).toBe(true);
    expect(sameShape(context(query(['EMEA'])), context(query(['AMER', 'APAC'])))).toBe(false);
    expect(sameShape(context(query('EMEA')), context(query('EMEA', { row_limit: 10 })))).toBe(false);
    const timeRange = query('EMEA');
    timeRange.filters = [
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
      ...(timeRange.filters ?? []).slice(1),
    ];
    expect(sameShape(context(query('EMEA')), context(timeRange))).toBe(false);
  });
});
