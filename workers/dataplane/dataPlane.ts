/** The DataPlane implementation: chart client, async events, coordinator, local tables, cross-filter cubes and refresh, put together (over 400 lines: the one place they meet). */
import { tableFromIPC } from 'apache-arrow';
import type { QueryContext, QueryObjectFilterClause } from '../../src/core/query';
import type {
  AnnotationOutcome,
  ChartDataOutcome,
  ChartDataRequest,
  ChartQueryResult,
  CrossFilterPrefetch,
  DataPlane,
  DataPlaneConfig,
  FetchLike,
  KeyValueStorage,
  Logger,
  SocketFactory,
  Timers,
} from '../../src/core/dataplane';
import type { WorkerTransforms } from '../../src/core/chart-plugin';
import { Turns } from '../../src/core/schedule';
import type { DuckDBHandle } from '../../wasm';
import { recordsToTable, tableToStream } from './arrowTable';
import { AsyncEventClient } from './asyncEvents';
import { ARROW_RESULT_METADATA, defaultQueryContext, requestChartData } from './chartClient';
import type { ChartClientDeps, ClientOutcome, QueryContextBuilder, RawResult } from './chartClient';
import { QueryCoordinator } from './coordinator';
import { EventIdStorage } from './eventIds';
import { LocalTables } from './localTables';
import { localSelectSql, narrowingFilters, stableStringify } from './localSql';
import { onScreenFirst } from './onScreenFirst';
import { postProcessTable } from './postProcess';
import { loadSqlLabResult } from './sqllabResults';
import { RefreshScheduler } from './refresh';
import { makeWorkerModel } from './workerModel';
import {
  CubeStore,
  PlanMemo,
  SavedMetrics,
  answerLocally,
  hasCrossFilter,
  prefetchLocally,
  withRejectedFilters,
  withoutForeignCrossFilters,
  type LocalPathDeps,
} from './crossfilter';

/** What the data plane is built from; the worker shim passes the real ones, tests pass fakes. */
export interface DataPlaneDeps {
  fetch: FetchLike;
  timers: Timers;
  /** The context's own storage (none in a worker); the page's last event id arrives through persistLastEventId. */
  storage: KeyValueStorage | null;
  logger: Logger;
  socketFactory?: SocketFactory;
  /**
   * Opens DuckDB-WASM; called once, when chart answers pause (DUCKDB_QUIET_MS) or a local query is asked for. Results
   * are handed out before it settles; local queries wait for it, and fail when it rejects.
   */
  duckdb: () => Promise<DuckDBHandle>;
  buildQueryContext?: QueryContextBuilder;
  config?: DataPlaneConfig;
  /**
   * Loads the worker-safe transformProps by viz_type (a chunk of its own, loaded when the first request asks for a
   * render model, alongside its fetch): such a request is answered with its render model.
   */
  transforms?: () => Promise<WorkerTransforms>;
}

type Stored =
  { status: 'success'; results: ChartQueryResult[] } | Extract<ClientOutcome, { status: 'failed' | 'stopped' }>;

interface ChartEntry {
  context: QueryContext | null;
  results: ChartQueryResult[];
}

const owner = (chartId: number) => `chart:${chartId}`;

/**
 * How long a chart off the screen waits before its local answer (a cross filter's, a narrowing) is made, after it
 * asked and after the last on-screen chart's was made (onScreenFirst.ts): the charts of one click are asked together,
 * and those the user sees are answered, decoded and drawn first. At 50 ms the off-screen answers reached the page
 * while it drew the on-screen ones and held the next tasks (flights click p95 64.7 / 65.7 ms; 49.9 / 52.3 at 150 ms,
 * and the hover after a click handled in 1.5–2.6 ms at p50 against 10–39).
 */
export const OFF_SCREEN_LOCAL_DELAY_MS = 150;

/**
 * The most rows of a local answer (a cross filter's, a narrowing) whose render model the page makes, not the worker:
 * the worker answers a click's charts one after another, and making each small model before the next chart's query
 * held the whole wave (flights dashboard, click to repaint p50 42-50 -> 52-58 ms), while the page makes them in one
 * commit when the wave is in. A larger answer's model (a map's points) is made here, off the page's thread.
 */
export const LOCAL_MODEL_ON_PAGE_ROWS = 2_000;
const annotationOwner = (chartId: number, layerName: string) => `annotation:${chartId}:${layerName}`;

/** What the coordinator runs: a chart's data, or an annotation layer's (whose answer is its annotation_data only). */
interface Queued {
  request: ChartDataRequest;
  annotation: boolean;
}
const FIELDS = new Set(['colnames', 'coltypes', 'rowcount', 'error']);

/** An annotation answer as kept: its server fields (annotation_data among them), no records and no local table. */
function annotationResult(raw: RawResult): ChartQueryResult {
  return { colnames: [], coltypes: [], rowcount: 0, error: null, meta: raw.meta, table: null };
}

/** Whether two contexts ask the same queries of the same dataset (their form data and force apart). */
function sameQueries(a: QueryContext, b: QueryContext): boolean {
  const plain = (c: QueryContext) => stableStringify({ ...c, force: undefined, form_data: undefined });
  return plain(a) === plain(b);
}

function keyOf(req: ChartDataRequest, context: QueryContext | null): string {
  const strip = (fd: Record<string, unknown> | undefined) =>
    fd ? { ...fd, slice_id: undefined, dashboardId: undefined } : undefined;
  return stableStringify({
    legacy: req.legacy === true,
    formData: req.legacy ? strip(req.formData) : undefined,
    context: context ? { ...context, force: undefined, form_data: strip(context.form_data) } : undefined,
    resultType: req.resultType ?? 'full',
    resultFormat: req.resultFormat ?? 'json',
    dashboardId: req.dashboardId,
  });
}

/**
 * DuckDB-WASM loads once chart answers have paused this long, and the page has not scrolled for DUCKDB_SCROLL_IDLE_MS
 * (no chart came near the screen or went from it), and no chart's request runs or waits to run on the screen or near
 * it: its opening (script, module compile, emscripten's linking, `duckdb_web_open`) is 2.5–7 s of one core on a 2-core
 * machine. It runs in DuckDB-WASM's own worker (wasm/browser.ts), so it no longer holds this one, but it takes a core
 * from the page, which then draws the first screen or the charts a scroll brings into view; it waits for a reader who
 * has stopped. Results never need it (they are kept here until a query names them); a local query opens it at once.
 */
export const DUCKDB_QUIET_MS = 2_000;
/** How long the page must not have scrolled before DuckDB-WASM loads (see DUCKDB_QUIET_MS). */
export const DUCKDB_SCROLL_IDLE_MS = 2_000;

/** How many cubes a cross-filter prefetch loads at once (see prefetchCrossFilters). */
export const PREFETCH_CUBE_LOADS = 3;

/** Builds a DataPlane over injected network, timers, storage and DuckDB. */
export function createDataPlane(deps: DataPlaneDeps): DataPlane & { dispose(): void } {
  let config: DataPlaneConfig = { ...deps.config };
  let asyncEvents: AsyncEventClient | null = null;
  let localTables: LocalTables | null = null;
  const charts = new Map<number, ChartEntry>();
  /** Each chart's latest update; a local one that waited for the database checks it is still the latest. */
  const updates = new Map<number, { stopped: boolean }>();
  /** Each chart's annotation layers with a request submitted, so that releasing the chart forgets them too. */
  const annotationLayers = new Map<number, Set<string>>();
  const refresh = new RefreshScheduler(deps.timers);
  const turns = onScreenFirst(deps.timers, OFF_SCREEN_LOCAL_DELAY_MS);
  const eventIds = new EventIdStorage(deps.storage, deps.logger);
  const openDuckDB = (): Promise<DuckDBHandle> => {
    let database: Promise<DuckDBHandle>;
    try {
      database = deps.duckdb();
    } catch (error) {
      database = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    database.catch((error: unknown) =>
      deps.logger.warn(
        'DuckDB-WASM could not be loaded: local filtering, sorting and post-processing are unavailable',
        error,
      ),
    );
    return database;
  };
  const tables = (): LocalTables => (localTables ??= new LocalTables(openDuckDB));
  /** Whether DuckDB-WASM was asked to load, and the timer that loads it once answers pause. */
  let opened = false;
  let quietTimer: unknown = null;
  /** When the page last said a chart came near the screen or went from it (it scrolls), on deps.timers' clock. */
  let lastVisibilityChange = -Infinity;
  /** How long until the page has not scrolled for DUCKDB_SCROLL_IDLE_MS (0 or less: it has not). */
  const untilScrollIdle = (): number => DUCKDB_SCROLL_IDLE_MS - (deps.timers.now() - lastVisibilityChange);
  /** Loads DuckDB-WASM once chart answers pause (see DUCKDB_QUIET_MS); a local query opens it at once. */
  const openWhenQuiet = (): void => {
    if (opened) return;
    if (quietTimer !== null) deps.timers.clearTimeout(quietTimer);
    const openNow = (): void => {
      const scrolling = untilScrollIdle();
      // A request parked far off the screen does not hold it: it may wait there for as long as the page stays open.
      if (scrolling > 0 || coordinator.stats.running > 0 || coordinator.foreground > 0) {
        quietTimer = deps.timers.setTimeout(openNow, Math.max(1, scrolling > 0 ? scrolling : DUCKDB_QUIET_MS));
        return;
      }
      quietTimer = null;
      opened = true;
      void tables()
        .open()
        .catch(() => undefined);
    };
    quietTimer = deps.timers.setTimeout(openNow, DUCKDB_QUIET_MS);
  };

  const setupAsync = () => {
    asyncEvents?.dispose();
    const a = config.asyncQueries;
    asyncEvents = a?.enabled
      ? new AsyncEventClient({
          fetch: deps.fetch,
          timers: deps.timers,
          storage: eventIds,
          logger: deps.logger,
          baseUrl: config.baseUrl ?? '',
          transport: a.transport ?? 'polling',
          ...(deps.socketFactory ? { socketFactory: deps.socketFactory } : {}),
          ...(a.pollingDelayMs !== undefined ? { pollingDelayMs: a.pollingDelayMs } : {}),
          ...(a.websocketUrl !== undefined ? { websocketUrl: a.websocketUrl } : {}),
        })
      : null;
  };
  setupAsync();

  const clientDeps = (): ChartClientDeps => ({
    fetch: deps.fetch,
    timers: deps.timers,
    baseUrl: config.baseUrl ?? '',
    clientCache: config.clientCache ?? false,
    preferArrow: config.preferArrow ?? false,
    ...(config.csrfToken ? { csrfToken: config.csrfToken } : {}),
    ...(config.chartTimeoutMs !== undefined ? { timeoutMs: config.chartTimeoutMs } : {}),
    waitForAsyncData: asyncEvents ? asyncEvents.waitForAsyncData : null,
    buildQueryContext: deps.buildQueryContext ?? defaultQueryContext,
  });

  /**
   * A chart's (or a cube's) answer, its rows registered as a table that goes into DuckDB-WASM only when a query names
   * it (a sort, a search, a narrowing, a cross filter's cube): inserting every chart's rows kept DuckDB-WASM's worker
   * busy for seconds beside the page as a big dashboard opened and scrolled, for tables most readers never query.
   */
  function toResult(raw: RawResult, local: LocalTables): ChartQueryResult {
    let meta = raw.meta;
    let table = null;
    if (raw.records) {
      const arrow = recordsToTable(
        raw.records,
        (meta.colnames as string[] | undefined) ?? [],
        (meta.coltypes as never[] | undefined) ?? [],
      );
      table = local.register(tableToStream(arrow), 'onDemand');
    } else if (raw.ipc) {
      table = local.register(raw.ipc, 'onDemand');
      const schema = tableFromIPC(raw.ipc).schema;
      const text = schema.metadata.get(ARROW_RESULT_METADATA);
      meta = {
        colnames: schema.fields.map((f) => f.name),
        ...(text ? (JSON.parse(text) as Record<string, unknown>) : {}),
        ...meta,
      };
    }
    const rest = Object.fromEntries(Object.entries(meta).filter(([k]) => !FIELDS.has(k)));
    return {
      colnames: (meta.colnames as string[] | undefined) ?? (table ? local.columns(table.name) : []),
      coltypes: (meta.coltypes as ChartQueryResult['coltypes'] | undefined) ?? [],
      rowcount: typeof meta.rowcount === 'number' ? meta.rowcount : (table?.numRows ?? 0),
      error: typeof meta.error === 'string' ? meta.error : null,
      meta: rest,
      table: table ? { name: table.name, numRows: table.numRows, ipc: new Uint8Array(0) } : null,
    };
  }

  const coordinator = new QueryCoordinator<Queued, Stored>({
    timers: deps.timers,
    get maxConcurrent() {
      return config.maxConcurrentQueries ?? 6;
    },
    cacheSize: 200,
    run: async ({ request: req, annotation }, signal) => {
      const outcome = await requestChartData(req, clientDeps(), signal);
      if (outcome.status !== 'success') return outcome;
      if (annotation) return { status: 'success', results: outcome.results.map(annotationResult) };
      try {
        const local = tables();
        const results = outcome.results.map((r) => toResult(r, local));
        openWhenQuiet();
        if (signal.aborted) results.forEach((r) => r.table && local.collect(r.table.name));
        return { status: 'success', results };
      } catch (error) {
        deps.logger.warn('Chart data could not be loaded', error);
        return {
          status: 'failed',
          queriesResponse: [{ error: error instanceof Error ? error.message : String(error) }],
        };
      }
    },
    cacheable: (value) => {
      if (value.status !== 'success') return false;
      const local = tables();
      value.results.forEach((r) => r.table && local.retain(r.table.name));
      return true;
    },
    evicted: (value) => {
      if (value.status !== 'success') return;
      const local = tables();
      value.results.forEach((r) => r.table && local.release(r.table.name));
    },
  });

  const savedMetrics = new SavedMetrics(deps.fetch, () => config.baseUrl ?? '');
  const crossFilterPath: LocalPathDeps = {
    tables,
    cubes: new CubeStore(tables),
    plans: new PlanMemo(),
    savedMetrics: (context) => savedMetrics.of(context.datasource),
    backend: (context) => savedMetrics.backend(context.datasource),
    // Between two answers of an index: after every chart request on or near the screen, and not while the page
    // scrolls (DuckDB-WASM's worker then takes no core from the page while it draws the charts coming into view).
    idle: async () => {
      for (;;) {
        const scrolling = untilScrollIdle();
        if (coordinator.foreground > 0) await new Promise((resolve) => setTimeout(resolve, 5));
        // On the clock the scroll was noted on.
        else if (scrolling > 0)
          await new Promise<void>((resolve) => deps.timers.setTimeout(resolve, Math.max(5, scrolling)));
        else return;
      }
    },
    fetchCube: async (request, key) => {
      // No click waits for a cube (it asks the server meanwhile): cubes come after every chart near the screen.
      coordinator.setVisibility(`cube:${key}`, 'background');
      const answer = await coordinator.submit(`cube:${key}`, {
        key: `cube:${key}`,
        request: { request, annotation: false },
      });
      coordinator.forget(`cube:${key}`);
      if (answer.kind !== 'value' || answer.value.status === 'stopped') return undefined;
      if (answer.value.status === 'success') return answer.value.results[0] ?? null;
      const status = answer.value.queriesResponse?.[0]?.statusCode ?? 0;
      // A refusal is remembered; a busy server (429) or a timeout (408) is tried again on a later click.
      return status >= 400 && status < 500 && status !== 408 && status !== 429 ? null : undefined;
    },
  };

  /** The cross-filter prefetch under way: its stop, and the cubes it loads (stopped with it). */
  let prefetching: { controller: AbortController; cubes: Set<string> } | null = null;
  const stopPrefetch = () => {
    if (!prefetching) return;
    prefetching.controller.abort();
    // A cube still loading is stopped (not remembered); one a click also asked for is fetched again by that click.
    prefetching.cubes.forEach((key) => {
      if (crossFilterPath.cubes.peek(key) === undefined) coordinator.stop(`cube:${key}`);
    });
    prefetching = null;
  };

  function contextOf(req: ChartDataRequest): QueryContext | null {
    if (req.legacy) return null;
    return (
      req.queryContext ??
      (deps.buildQueryContext ?? defaultQueryContext)(req.formData, req.ownState ? { ownState: req.ownState } : {})
    );
  }

  /**
   * A request's context without the cross filters its dataset has no column for, and those filters per query (see
   * withoutForeignCrossFilters); null when there are none, the request asks for something other than the chart's
   * rows, or the dataset's columns cannot be read. A request without a cross filter gets null at once, not a promise,
   * so it goes on in the same turn.
   */
  function foreignFilters(req: ChartDataRequest, context: QueryContext | null) {
    const type = req.resultType ?? 'full';
    if (!context || (type !== 'full' && type !== 'results') || !hasCrossFilter(context)) return null;
    return savedMetrics
      .columns(context.datasource)
      .then((columns) => columns && withoutForeignCrossFilters(context, columns));
  }

  async function prefetchCrossFilters(requests: ChartDataRequest[]): Promise<CrossFilterPrefetch> {
    stopPrefetch();
    const cubeLoads = new Turns(() => PREFETCH_CUBE_LOADS);
    const started = deps.timers.now();
    const run = { controller: new AbortController(), cubes: new Set<string>() };
    prefetching = run;
    const { signal } = run.controller;
    const prefetchDeps: LocalPathDeps = {
      ...crossFilterPath,
      // A few at a time, each started only when the page is idle (see idle): a scroll that begins meanwhile waits
      // for the loads under way, not for every cube of the dashboard queued before it. A cube's load (its request,
      // then its rows into DuckDB-WASM) takes a core from the page as its charts come into view.
      fetchCube: (request, key) =>
        cubeLoads.run(async () => {
          await crossFilterPath.idle?.();
          if (signal.aborted) return undefined;
          run.cubes.add(key);
          return crossFilterPath.fetchCube(request, key);
        }),
    };
    const made = await Promise.all(
      requests.map(async (req) => {
        const asked = contextOf(req);
        if (!asked) return { cubes: [], answers: 0 };
        try {
          // A chart whose dataset has none of the cross-filtered columns needs no cube: its own rows answer the clicks.
          const context = (await foreignFilters(req, asked))?.context ?? asked;
          return await prefetchLocally({ ...req, queryContext: context }, context, prefetchDeps, signal);
        } catch (error) {
          deps.logger.warn('A cross-filter cube could not be fetched ahead', error);
          return { cubes: [], answers: 0 };
        }
      }),
    );
    if (prefetching === run) prefetching = null;
    const local = made.filter((m) => m.cubes.length > 0);
    return {
      charts: local.length,
      cubes: new Set(local.flatMap((m) => m.cubes)).size,
      answers: made.reduce((n, m) => n + m.answers, 0),
      ms: deps.timers.now() - started,
      cancelled: signal.aborted,
    };
  }

  async function deliver(
    chartId: number,
    context: QueryContext | null,
    results: ChartQueryResult[],
  ): Promise<ChartQueryResult[]> {
    const local = tables();
    results.forEach((r) => r.table && local.retain(r.table.name));
    charts.get(chartId)?.results.forEach((r) => r.table && local.release(r.table.name));
    charts.set(chartId, { context, results });
    // Each table's bytes are asked for in this turn, before any later release can drop it.
    const taken = results.map((r) => (r.table ? local.take(r.table.name) : null));
    return Promise.all(
      results.map(async (r, i) => {
        const ipc = await taken[i];
        return r.table && ipc ? { ...r, table: { ...r.table, ipc } } : r;
      }),
    );
  }

  let transforms: Promise<WorkerTransforms> | null = null;
  /** The worker-safe transforms, loaded once; none (the page makes its models) if they do not load. */
  const loadTransforms = (): Promise<WorkerTransforms> =>
    (transforms ??= (deps.transforms ?? (async () => ({})))().catch((error: unknown) => {
      deps.logger.warn('The chart transforms did not load in the data worker', error);
      return {};
    }));

  /** A chart's answer, with the render model its plugin makes here where it asked for one. */
  async function answered(
    req: ChartDataRequest,
    results: ChartQueryResult[],
    fromCache: boolean,
    local: boolean,
  ): Promise<ChartDataOutcome> {
    const onPage = local && results.reduce((rows, r) => rows + r.rowcount, 0) <= LOCAL_MODEL_ON_PAGE_ROWS;
    const model = req.renderModel && !onPage ? makeWorkerModel(await loadTransforms(), req, results) : undefined;
    return { status: 'success', results, fromCache, local, ...(model ? { model } : {}) };
  }

  /**
   * The filters that answer `context` from the chart's loaded result, when they only narrow it; none when foreign
   * cross filters were dropped (`dropped`) and what is left is the loaded query itself.
   */
  function narrowing(
    req: ChartDataRequest,
    context: QueryContext,
    dropped: boolean,
  ): QueryObjectFilterClause[][] | null {
    const last = charts.get(req.chartId);
    if (req.force || !last?.context || last.results.length === 0 || last.results.some((r) => !r.table)) return null;
    if (dropped && sameQueries(last.context, context)) return last.results.map(() => []);
    return narrowingFilters(last.context, context, last.results);
  }

  async function narrowLocally(chartId: number, filters: QueryObjectFilterClause[][]): Promise<ChartQueryResult[]> {
    const local = tables();
    const results = charts.get(chartId)?.results ?? [];
    const names = results.map((r) => (r.table as { name: string }).name);
    const db = await local.database(names);
    // Every query is asked for in one pass once the database is ready, so the chart's tables cannot be dropped before.
    const answers = results.map((_, i) => {
      const name = names[i] as string;
      const { sql, params } = localSelectSql({ table: name, filters: filters[i] ?? [] }, local.fields(name));
      return db.query(sql, params);
    });
    return Promise.all(
      results.map(async (r, i) => {
        const table = local.register(await (answers[i] as Promise<Uint8Array>), 'onDemand');
        return { ...r, rowcount: table.numRows, table: { ...table, ipc: new Uint8Array(0) } };
      }),
    );
  }

  return {
    async configure(next) {
      const asyncChanged = stableStringify(next.asyncQueries) !== stableStringify(config.asyncQueries);
      config = { ...config, ...next };
      if (asyncChanged && next.asyncQueries) setupAsync();
    },

    async fetchChartData(req): Promise<ChartDataOutcome> {
      if (req.renderModel && deps.transforms) void loadTransforms();
      if (req.visibility) coordinator.setVisibility(owner(req.chartId), req.visibility);
      const asked = contextOf(req);
      const update = { stopped: false };
      updates.set(req.chartId, update);
      const overtaken = (): ChartDataOutcome | null =>
        update.stopped ? { status: 'stopped' } : updates.get(req.chartId) !== update ? { status: 'superseded' } : null;
      // A cross filter on a column the chart's dataset lacks is dropped as the server drops it, and reported rejected
      // in the answer as the server reports it: a chart of another dataset is answered without a round trip.
      const dropping = foreignFilters(req, asked);
      const foreign = dropping && (await dropping);
      if (foreign) {
        const waited = overtaken();
        if (waited) return waited;
      }
      const context = foreign?.context ?? asked;
      const report = (results: ChartQueryResult[]) =>
        foreign ? withRejectedFilters(results, foreign.rejected) : results;
      const resolved: ChartDataRequest = context ? { ...req, queryContext: context } : req;
      const filters = context ? narrowing(req, context, foreign !== null) : null;
      // Narrowing the chart's loaded result, else a cross filter answered from its cubes; null asks the server.
      const localAnswer = filters
        ? () => narrowLocally(req.chartId, filters)
        : context
          ? () => answerLocally(resolved, context, crossFilterPath)
          : null;
      if (localAnswer) {
        coordinator.supersede(owner(req.chartId));
        // A chart far off the screen is answered when it comes near, as its server request would be run then: a
        // click re-answers the charts in view and near them, and the page decodes and draws no answer nobody sees.
        const far = coordinator.untilNear(owner(req.chartId));
        if (far) await far;
        const onScreen = (req.visibility ?? 'visible') === 'visible';
        if (!onScreen) await turns.offScreenTurn();
        const waited = overtaken();
        if (waited) return waited;
        try {
          const narrowed = onScreen ? await turns.onScreen(localAnswer) : await localAnswer();
          const later = overtaken();
          if (later) {
            const local = tables();
            narrowed?.forEach((r) => r.table && local.collect(r.table.name));
            return later;
          }
          if (narrowed) return answered(req, report(await deliver(req.chartId, context, narrowed)), false, true);
        } catch (error) {
          const later = overtaken();
          if (later) return later;
          deps.logger.warn('Local filtering failed, asking the server', error);
        }
      }
      const answer = await coordinator.submit(owner(req.chartId), {
        key: keyOf(req, context),
        request: { request: resolved, annotation: false },
        force: req.force === true,
      });
      if (answer.kind !== 'value') return { status: answer.kind };
      const value = answer.value;
      if (value.status !== 'success') return value;
      return answered(req, report(await deliver(req.chartId, context, value.results)), answer.cached, false);
    },

    async stopChart(chartId) {
      const update = updates.get(chartId);
      if (update) update.stopped = true;
      coordinator.stop(owner(chartId));
    },

    async setVisibility(chartId, visibility) {
      lastVisibilityChange = deps.timers.now();
      coordinator.setVisibility(owner(chartId), visibility);
    },

    async releaseChart(chartId) {
      coordinator.forget(owner(chartId));
      annotationLayers.get(chartId)?.forEach((layer) => coordinator.forget(annotationOwner(chartId, layer)));
      annotationLayers.delete(chartId);
      updates.delete(chartId);
      const entry = charts.get(chartId);
      charts.delete(chartId);
      if (entry) {
        const local = tables();
        entry.results.forEach((r) => r.table && local.release(r.table.name));
      }
    },

    async fetchAnnotation(req): Promise<AnnotationOutcome> {
      const request: ChartDataRequest = {
        chartId: req.chartId,
        formData: { ...req.formData, slice_id: req.value },
        ...(req.queryContext ? { queryContext: req.queryContext } : {}),
        force: req.force ?? false,
        resultType: 'full',
        resultFormat: 'json',
        ...(req.timeoutMs !== undefined ? { timeoutMs: req.timeoutMs } : {}),
      };
      const layers = annotationLayers.get(req.chartId) ?? new Set<string>();
      annotationLayers.set(req.chartId, layers.add(req.layerName));
      // A newer request for the same layer supersedes this one; identical layers of two charts share one run.
      const key = `annotation:${stableStringify({ layer: req.layerName, value: req.value, formData: request.formData, queryContext: req.queryContext })}`;
      const answer = await coordinator.submit(annotationOwner(req.chartId, req.layerName), {
        key,
        request: { request, annotation: true },
        force: req.force === true,
      });
      if (answer.kind !== 'value' || answer.value.status === 'stopped') return { status: 'stopped' };
      const outcome = answer.value;
      if (outcome.status === 'success') {
        const annotationData = outcome.results[0]?.meta.annotation_data as Record<string, unknown> | undefined;
        return { status: 'success', data: annotationData?.[req.layerName] ?? null };
      }
      const error = outcome.queriesResponse?.[0];
      if (error?.errors?.[0]?.error_type === 'FRONTEND_TIMEOUT_ERROR')
        return { status: 'failed', error: 'Query timeout' };
      if (error && error.error.includes('no data')) return { status: 'success', data: null };
      return { status: 'failed', error: error ? error.error : null };
    },

    async stopAnnotation(chartId, layerName) {
      coordinator.stop(annotationOwner(chartId, layerName));
    },

    async queryLocal(query) {
      return tables().select(query);
    },

    async loadSqlLabResult(clientId, firstRows) {
      return loadSqlLabResult(
        { fetch: deps.fetch, baseUrl: config.baseUrl ?? '', tables: tables() },
        clientId,
        firstRows,
      );
    },

    async releaseResult(name) {
      tables().release(name);
    },

    async postProcess(table, rules) {
      return postProcessTable(tables(), table, rules);
    },

    async startAutoRefresh(plan, listener) {
      refresh.start(plan, listener);
    },

    async stopAutoRefresh() {
      refresh.stop();
    },

    prefetchCrossFilters,

    async cancelCrossFilterPrefetch() {
      stopPrefetch();
    },

    async setPageVisible(visible) {
      refresh.setVisible(visible);
    },

    async persistLastEventId(storedId, save) {
      eventIds.bind(storedId, save);
      asyncEvents?.restoreLastId(storedId);
    },

    dispose() {
      if (quietTimer !== null) deps.timers.clearTimeout(quietTimer);
      stopPrefetch();
      refresh.stop();
      asyncEvents?.dispose();
      annotationLayers.forEach((layers, chartId) =>
        layers.forEach((layer) => coordinator.stop(annotationOwner(chartId, layer))),
      );
    },
  };
}
