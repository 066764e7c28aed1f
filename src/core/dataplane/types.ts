/** The data plane's one typed boundary: what the main thread may ask of the data worker, and what comes back. */
import type {
  ChartDataResultFormat,
  ChartDataResultType,
  GenericDataType,
  PostProcessingRule,
  QueryContext,
  QueryObjectFilterClause,
} from '../query';
import type { ChartPropsContext, WorkerModel } from '../chart-plugin';

/** A chart's form data as saved in the slice's params. */
export type FormData = Record<string, unknown>;

/** How near a chart is to the screen: visible charts go first, far ones are not fetched until they come near. */
export type Visibility = 'visible' | 'near' | 'far';

/** One chart's data request. `queryContext` is the body the chart's buildQuery produced; absent, the data plane builds a default one. */
export interface ChartDataRequest {
  /** The chart (slice) id; a newer request for the same chart supersedes an older one. */
  chartId: number;
  formData: FormData;
  queryContext?: QueryContext;
  force?: boolean;
  dashboardId?: number;
  resultType?: ChartDataResultType;
  resultFormat?: ChartDataResultFormat;
  ownState?: Record<string, unknown>;
  /** Legacy visualisations use the explore JSON endpoint. */
  legacy?: boolean;
  /** Defaults to the data plane's chart timeout (60 s). */
  timeoutMs?: number;
  visibility?: Visibility;
  /**
   * Where the chart's plugin is worker-safe: its size and colours, for the data worker to make the render model from
   * the results it holds (answered as the outcome's `model`). Absent, no model is made.
   */
  renderModel?: ChartPropsContext;
}

/** A result held in the worker as a DuckDB table, shipped as Arrow IPC stream bytes (transferred, decoded once). */
export interface ResultTable {
  /** The table's name inside the worker's DuckDB, for local sort, search, filter and post-processing. */
  name: string;
  ipc: Uint8Array;
  numRows: number;
  /** The rows a local query matched before its page was cut (asked for with `count`). */
  matched?: number;
}

/** One entry of the response's result list: its fields other than `data`, plus the data as a table. */
export interface ChartQueryResult {
  colnames: string[];
  coltypes: GenericDataType[];
  rowcount: number;
  error: string | null;
  /** Every other field of the server's result (cache_key, query, status, applied_filters, ...). */
  meta: Record<string, unknown>;
  /** The records as a table; null where the result type has no records (for example `query`). */
  table: ResultTable | null;
}

/** What a failed chart request answered; the chart shows the first entry's error and stack trace. */
export interface ChartErrorResponse {
  error: string;
  stacktrace?: string | null;
  statusCode?: number;
  errors?: { message: string; error_type?: string; extra?: Record<string, unknown> }[];
}

/** How a chart request ended. `queriesResponse: null` means no response at all ('Network error.'). */
export type ChartDataOutcome =
  | { status: 'success'; results: ChartQueryResult[]; fromCache: boolean; local: boolean; model?: WorkerModel }
  | { status: 'failed'; queriesResponse: ChartErrorResponse[] | null }
  | { status: 'stopped' }
  | { status: 'superseded' };

/** An annotation layer's query for one chart. */
export interface AnnotationRequest {
  chartId: number;
  layerName: string;
  /** The annotation layer's value: the slice id whose data feeds it. */
  value: string | number;
  formData: FormData;
  queryContext?: QueryContext;
  force?: boolean;
  timeoutMs?: number;
}

/** How an annotation query ended. */
export type AnnotationOutcome =
  { status: 'success'; data: unknown } | { status: 'failed'; error: string | null } | { status: 'stopped' };

/** A sort key for local table sorting. */
export interface LocalSort {
  column: string;
  ascending: boolean;
}

/** Local work on a result already in the worker: filter, search, sort, page. */
export interface LocalQuery {
  table: string;
  filters?: QueryObjectFilterClause[];
  search?: { text: string; columns?: string[] };
  orderBy?: LocalSort[];
  limit?: number;
  offset?: number;
  /** Also count every row the filters and search match (answered as `matched`). */
  count?: boolean;
}

/** Dashboard auto-refresh settings (json_metadata keys and the dashboard's refresh frequency). */
export interface RefreshPlan {
  /** Seconds; 0 turns auto-refresh off. */
  refreshFrequency: number;
  staggerRefresh?: boolean;
  /** Milliseconds; default 5000. */
  staggerTime?: number;
  timedRefreshImmuneSlices?: number[];
  chartIds: number[];
}

/** Async query settings (GLOBAL_ASYNC_QUERIES and its transport). */
export interface AsyncQueryConfig {
  enabled: boolean;
  transport?: 'polling' | 'ws';
  pollingDelayMs?: number;
  websocketUrl?: string;
}

/** Data plane settings the main thread may change at run time. */
export interface DataPlaneConfig {
  /** Prefix of every API path, '' for the same origin. */
  baseUrl?: string;
  /** Default chart fetch timeout; 60 s. */
  chartTimeoutMs?: number;
  /** The server's web timeout (SUPERSET_WEBSERVER_TIMEOUT), used by dashboard refresh. */
  webserverTimeoutMs?: number;
  /** Legacy charts GET explore_json when the client-cache feature is on. */
  clientCache?: boolean;
  /** Ask for Tessera's Arrow IPC answer where the result has records. */
  preferArrow?: boolean;
  csrfToken?: string;
  asyncQueries?: AsyncQueryConfig;
  maxConcurrentQueries?: number;
}

/** How a cross-filter prefetch ended: the charts it could answer locally, the cubes held, the answers made ahead. */
export interface CrossFilterPrefetch {
  charts: number;
  cubes: number;
  answers: number;
  ms: number;
  /** A cancel or a newer prefetch stopped it. */
  cancelled: boolean;
}

/** Called on the main thread with the charts whose turn it is in a staggered refresh. */
export type RefreshListener = (chartIds: number[]) => void;

/** localStorage key of the last async event id read (spec 002: kept in local storage, sent as last_id). */
export const LAST_EVENT_ID_KEY = 'last_async_event_id';

/** Saves a newer last async event id on the main thread, where local storage is. */
export type EventIdSaver = (id: string) => void | Promise<void>;

/** The data worker's interface; the main thread imports this type only and talks to it through comlink. */
export interface DataPlane {
  configure(config: DataPlaneConfig): Promise<void>;
  /** Runs a chart's request through the query coordinator (priority, cap, merge, cache, stale-drop). */
  fetchChartData(request: ChartDataRequest): Promise<ChartDataOutcome>;
  /** Stops the chart's request in flight; it answers 'stopped'. */
  stopChart(chartId: number): Promise<void>;
  /** Tells the coordinator how near the chart is to the screen. */
  setVisibility(chartId: number, visibility: Visibility): Promise<void>;
  /** Forgets a removed chart: its request, priority and local results. */
  releaseChart(chartId: number): Promise<void>;
  fetchAnnotation(request: AnnotationRequest): Promise<AnnotationOutcome>;
  stopAnnotation(chartId: number, layerName: string): Promise<void>;
  /** Filters, searches, sorts or pages a loaded result inside the worker. */
  queryLocal(query: LocalQuery): Promise<ResultTable>;
  /**
   * SQL Lab: reads a query's whole result from the server's Arrow route into a local table; answers its name, row
   * count and its first `firstRows` rows as IPC (the rest is read with queryLocal). The table is kept until released.
   */
  loadSqlLabResult(clientId: string, firstRows?: number): Promise<ResultTable>;
  /** Drops a result loaded with loadSqlLabResult. */
  releaseResult(name: string): Promise<void>;
  /** Runs post-processing rules on a loaded result with the server's SQL generator, in DuckDB-WASM; the answer is not kept in the worker. */
  postProcess(table: string, rules: PostProcessingRule[]): Promise<ResultTable>;
  /** Starts the staggered auto-refresh; the listener hears which charts to refresh. Restarting replaces the plan. */
  startAutoRefresh(plan: RefreshPlan, listener: RefreshListener): Promise<void>;
  stopAutoRefresh(): Promise<void>;
  /**
   * Fetches the cross-filter cubes of charts ahead of the first click, at the lowest priority: each request is a
   * chart's request as a click would make it (a cross filter on the emitting chart's columns; its value does not
   * matter), and the answers for every value of those columns are made too. A newer prefetch replaces this one.
   */
  prefetchCrossFilters(requests: ChartDataRequest[]): Promise<CrossFilterPrefetch>;
  /** Stops the prefetch under way (the page is leaving, or the dashboard changed). */
  cancelCrossFilterPrefetch(): Promise<void>;
  /** Pauses timed refresh while the page is hidden. */
  setPageVisible(visible: boolean): Promise<void>;
  /** Hands the worker the last async event id the page stored, and where to save each newer one. */
  persistLastEventId(storedId: string | null, save: EventIdSaver): Promise<void>;
}
