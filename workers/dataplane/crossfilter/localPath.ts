/**
 * The local path of a cross-filtered chart request: its plan (plan.ts), its cubes (cubes.ts), the local aggregate
 * over each cube (answerSql.ts) and the worker's own post-processing, answered as the server's results are.
 */
import type { ChartDataRequest, ChartQueryResult, ResultTable } from '../../../src/core/dataplane';
import { GenericDataType, type QueryContext } from '../../../src/core/query';
import type { LocalTables } from '../localTables';
import { stableStringify } from '../localSql';
import { columnTypeOf, postProcessTable, postProcessedSql } from '../postProcess';
import type { DuckDBHandle } from '../../../wasm';
import { aggregateColumns, cubeAnswerSql, inlineParams } from './answerSql';
import type { Cube, CubeLoader, CubeStore } from './cubes';
import { answerKey, familyKey, planVariants, type IndexedAnswer } from './answerIndex';
import type { PlanMemo, Planned } from './planMemo';
import { chooseCrossFilterPath, cutByRowLimit, hasCrossFilter, savedMetricNames, type QueryPlan } from './plan';

type CubeLoaderOf = (request: ChartDataRequest, key: string) => ReturnType<CubeLoader>;

/** What the local path needs from the data plane. */
export interface LocalPathDeps {
  tables: () => LocalTables;
  cubes: CubeStore;
  /** Each chart's plans for its latest request shape (see planMemo.ts). */
  plans: PlanMemo;
  /** Saved metric SQL of the request's dataset. */
  savedMetrics: (context: QueryContext) => Promise<ReadonlyMap<string, string>>;
  /** The engine of the request's dataset's database, or null when unknown. */
  backend: (context: QueryContext) => Promise<string | null>;
  /** Fetches the cube's query from the server (the data plane's coordinator); see CubeLoader for null and undefined. */
  fetchCube: CubeLoaderOf;
  /** Resolves once no chart's own request is running or waiting: work ahead of clicks waits for it. */
  idle?: () => Promise<void>;
}

const GENERIC = {
  number: GenericDataType.NUMERIC,
  string: GenericDataType.STRING,
  temporal: GenericDataType.TEMPORAL,
  boolean: GenericDataType.BOOLEAN,
} as const;

/** The cube's request: the chart's request with the cube's query as its only query. */
function cubeRequest(req: ChartDataRequest, context: QueryContext, plan: QueryPlan): ChartDataRequest {
  const { renderModel: _model, ownState: _own, ...rest } = req;
  return {
    ...rest,
    queryContext: { ...context, result_type: 'full', queries: [plan.cube] },
    resultType: 'full',
    resultFormat: 'json',
  };
}

/** A request the local path may answer: v1 chart data, full results. */
function answerable(req: ChartDataRequest): boolean {
  const type = req.resultType ?? 'full';
  const format = req.resultFormat ?? 'json';
  return (
    !req.legacy && !req.force && (type === 'full' || type === 'results') && (format === 'json' || format === 'arrow')
  );
}

/** True when some query has a metric written in SQL (saved or adhoc): its dataset's engine matters then. */
function hasSqlMetric(context: QueryContext): boolean {
  return context.queries.some((q) =>
    (q.metrics ?? []).some((m) => typeof m === 'string' || m.expressionType === 'SQL'),
  );
}

/** The cube's key: equal for every chart whose cube query is the same. */
export function cubeKey(context: QueryContext, plan: QueryPlan): string {
  return stableStringify({ datasource: context.datasource, query: plan.cube });
}

/**
 * A request's plan per query and the key of each query's cube, or null when the server must answer it; planned once
 * per chart and request shape (a click on another value reuses the plans: see planMemo.ts).
 */
async function planOf(req: ChartDataRequest, context: QueryContext, deps: LocalPathDeps): Promise<Planned | null> {
  if (!answerable(req) || !hasCrossFilter(context)) return null;
  return deps.plans.of(req.chartId, context, async () => {
    const saved = savedMetricNames(context).length ? await deps.savedMetrics(context) : new Map<string, string>();
    // Arithmetic over aggregates is answered locally only where the dataset's engine is DuckDB, as the local one.
    const expressions = hasSqlMetric(context) && (await deps.backend(context)) === 'duckdb';
    const choice = chooseCrossFilterPath(context, saved, { expressions });
    if (choice.path === 'server') return null;
    return { plans: choice.queries, keys: choice.queries.map((plan) => cubeKey(context, plan)) };
  });
}

/** The cube of a plan, fetched once (in the background: see fetchCube). */
const cubeOf = (req: ChartDataRequest, context: QueryContext, plan: QueryPlan, key: string, deps: LocalPathDeps) =>
  deps.cubes.get(key, () => deps.fetchCube(cubeRequest(req, context, plan), key));

/**
 * The chart's results from the local path, or null when the server must answer (the choice, a cut, a cube too large,
 * or a cube not loaded yet: the click does not wait for it, it is fetched behind the server's answer and its answers
 * made for the next click).
 */
export async function answerLocally(
  req: ChartDataRequest,
  context: QueryContext,
  deps: LocalPathDeps,
): Promise<ChartQueryResult[] | null> {
  // Most requests carry no cross filter: they go to the coordinator in this very turn.
  if (!answerable(req) || !hasCrossFilter(context)) return null;
  const planned = await planOf(req, context, deps);
  if (!planned) return null;
  const cubes: Cube[] = [];
  let missing = false;
  for (const [i, plan] of planned.plans.entries()) {
    const key = planned.keys[i] as string;
    const cube = deps.cubes.peek(key);
    if (cube === null) return null;
    if (cube) cubes.push(cube);
    else {
      missing = true;
      track(warm(req, context, plan, key, deps));
    }
  }
  if (missing) return null;
  const local = deps.tables();
  const db = await local.database(cubes.map((c) => c.table));
  const results: ChartQueryResult[] = [];
  for (const [i, plan] of planned.plans.entries()) {
    const table = await indexedAggregate(local, db, plan, cubes[i] as Cube, deps);
    if (!table) {
      results.forEach((r) => r.table && local.collect(r.table.name));
      return null;
    }
    results.push(resultOf(local, table, cubes[i] as Cube, plan));
  }
  return results;
}

/** What a prefetch of one chart made: its cubes (none when the server answers it) and the answers made ahead. */
export interface Prefetched {
  cubes: string[];
  answers: number;
}

/**
 * Fetches the cubes of a chart's cross-filtered request ahead of its click and makes its answers for every value of
 * the cross-filtered columns (see answerIndex.ts), one a worker turn; stops when `signal` aborts.
 */
export async function prefetchLocally(
  req: ChartDataRequest,
  context: QueryContext,
  deps: LocalPathDeps,
  signal: AbortSignal,
): Promise<Prefetched> {
  const planned = await planOf(req, context, deps);
  if (!planned) return { cubes: [], answers: 0 };
  const cubes: Cube[] = [];
  for (const [i, plan] of planned.plans.entries()) {
    const cube = await cubeOf(req, context, plan, planned.keys[i] as string, deps);
    if (!cube || signal.aborted) return { cubes: [], answers: 0 };
    cubes.push(cube);
  }
  let answers = 0;
  for (const [i, plan] of planned.plans.entries()) answers += await buildIndex(plan, cubes[i] as Cube, deps, signal);
  return { cubes: planned.keys, answers };
}

/** Loads a cube a click found missing, then makes its answers for the next click. */
async function warm(req: ChartDataRequest, context: QueryContext, plan: QueryPlan, key: string, deps: LocalPathDeps) {
  // After the click's own requests: its charts' server answers go first.
  await nextTurn();
  await deps.idle?.();
  const cube = await cubeOf(req, context, plan, key, deps);
  if (cube) await buildIndex(plan, cube, deps, new AbortController().signal);
}

/**
 * The query's answer from the cube's index; after the first answer of a single-value cross filter, the answers for the
 * column's other values are made in later worker turns (see answerIndex.ts), so the click itself waits for none of
 * them and a request that arrives meanwhile is answered between two of them.
 */
async function indexedAggregate(
  local: LocalTables,
  db: DuckDBHandle,
  plan: QueryPlan,
  cube: Cube,
  deps: LocalPathDeps,
): Promise<ResultTable | null> {
  const store = deps.cubes;
  const key = answerKey(plan);
  const known = cube.index.answers.get(key);
  // A copy: the page may take the registered bytes over, and the index keeps its own (read once, when made).
  if (known !== undefined) return known && local.registerRead({ ...known, ipc: known.ipc.slice() }, 'onDemand');
  const table = await aggregateOf(local, db, plan, cube);
  store.remember(cube, key, kept(local, table));
  const family = familyKey(plan);
  if (family && !cube.index.families.has(family)) {
    cube.index.families.add(family);
    track(indexLater(local, plan, cube, { store, signal: new AbortController().signal, idle: deps.idle }));
  }
  return table;
}

/** What the index keeps of an answer: a copy of its bytes, with its fields and rows (so it is not read again). */
const kept = (local: LocalTables, table: ResultTable | null): IndexedAnswer =>
  table && { ipc: table.ipc.slice(), fields: local.fields(table.name), numRows: table.numRows };

/** Cube loads and index builds under way in the background. */
const background = new Set<Promise<unknown>>();

function track(work: Promise<unknown>): void {
  const tracked = work.catch(() => undefined).finally(() => background.delete(tracked));
  background.add(tracked);
}

/** Resolves when every cube load and answer index under way in the background is done (or given up). */
export async function crossFilterIndexing(): Promise<void> {
  while (background.size) await Promise.all([...background]);
}

/** Makes the plan's answers for every value of its cross-filtered column, unless they are made or being made. */
async function buildIndex(plan: QueryPlan, cube: Cube, deps: LocalPathDeps, signal: AbortSignal): Promise<number> {
  const family = familyKey(plan);
  if (!family || cube.index.families.has(family)) return 0;
  cube.index.families.add(family);
  const made = await indexLater(deps.tables(), plan, cube, { store: deps.cubes, signal, idle: deps.idle });
  // Stopped half way: a later click or prefetch makes the rest.
  if (signal.aborted) cube.index.families.delete(family);
  return made;
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Where an index build keeps its answers, what stops it, and what it waits for between two answers. */
interface IndexRun {
  store: CubeStore;
  signal: AbortSignal;
  idle: (() => Promise<void>) | undefined;
}

/**
 * The answers of the plan's other values, one a worker turn when no chart's own request is under way; stops when
 * the cube is gone, the budget is spent or the run's signal aborts. Answers how many it made.
 */
async function indexLater(local: LocalTables, plan: QueryPlan, cube: Cube, run: IndexRun): Promise<number> {
  const { store, signal } = run;
  let made = 0;
  try {
    await nextTurn();
    for (const variant of await planVariants(plan, await local.database([cube.table]), cube.table)) {
      await nextTurn();
      await run.idle?.();
      if (signal.aborted) return made;
      const variantKey = answerKey(variant);
      if (cube.index.answers.has(variantKey)) continue;
      const table = await aggregateOf(local, await local.database([cube.table]), variant, cube);
      const answer = kept(local, table);
      if (table) local.collect(table.name);
      if (!store.remember(cube, variantKey, answer)) return made;
      made += 1;
    }
  } catch {
    // The cube was dropped meanwhile: its later clicks are answered one by one, as before the index.
  }
  return made;
}

/** The query's answer from its cube, post-processed; null when the row limit cut the aggregate. */
async function aggregateOf(
  local: LocalTables,
  db: DuckDBHandle,
  plan: QueryPlan,
  cube: Cube,
): Promise<ResultTable | null> {
  const bound = cubeAnswerSql(plan, cube.table, cube.fields);
  // The aggregate has no more rows than its cube: a limit at or above the cube's size cannot cut it.
  const mayCut = plan.rowLimit !== null && cube.rowcount > plan.rowLimit;
  const inlined = plan.postProcessing.length && !mayCut ? inlineParams(bound) : null;
  if (inlined !== null) {
    // Post-processing reads the aggregate as a subquery: no table is kept for it.
    const input = { relation: `(${inlined})`, columns: aggregateColumns(plan, cube.fields) };
    return local.materialize(await postProcessedSql(local, input, plan.postProcessing), [], [cube.table], 'onDemand');
  }
  // The answer goes into DuckDB only if a query reads it (post-processing, a later narrowing, a sort).
  const aggregate = local.register(await db.query(bound.sql, bound.params), 'onDemand');
  if (cutByRowLimit(plan, aggregate.numRows)) {
    local.collect(aggregate.name);
    return null;
  }
  if (!plan.postProcessing.length) return aggregate;
  const processed = await postProcessTable(local, aggregate.name, plan.postProcessing);
  local.collect(aggregate.name);
  return local.register(processed.ipc, 'onDemand');
}

function resultOf(local: LocalTables, table: ResultTable, cube: Cube, plan: QueryPlan): ChartQueryResult {
  const fields = local.fields(table.name);
  const { name, numRows } = table;
  const applied = Array.isArray(cube.meta.applied_filters) ? (cube.meta.applied_filters as unknown[]) : [];
  const crossColumns = [...new Set(plan.crossFilters.map((f) => f.col as string))].map((column) => ({ column }));
  return {
    colnames: fields.map((f) => f.name),
    coltypes: fields.map((f) => GENERIC[columnTypeOf(f.type)]),
    rowcount: numRows,
    error: null,
    meta: { ...cube.meta, is_cached: false, applied_filters: [...applied, ...crossColumns] },
    table: { name, numRows, ipc: new Uint8Array(0) },
  };
}
