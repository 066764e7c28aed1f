/** The chart data client: builds the request, fetches with timeout and abort, and reads 200, 202 and error answers. */
import type { ChartDataAsyncJob, ChartDataResultType, QueryContext } from '../../src/core/query';
import type { ChartDataRequest, ChartErrorResponse, FetchLike, FormData, Timers } from '../../src/core/dataplane';
import { buildChartQueryContext, type QueryFormData } from '../../src/core/chart-plugin';
import { isRecordColumns, readChartJson } from './chartJson';
import type { RecordColumns } from './chartJson';
import { parseJsonExact, stringifyJsonExact } from './json';

/** Chart fetch timeout when none is configured (spec: 60 s). */
export const DEFAULT_CHART_TIMEOUT_MS = 60_000;
/** Content type of Tessera's Arrow answer. */
export const ARROW_STREAM = 'application/vnd.apache.arrow.stream';
/** Schema metadata key holding the result's fields other than `data` in an Arrow answer. */
export const ARROW_RESULT_METADATA = 'result';

/** One result before it becomes a table: its fields, and its records as columns or Arrow IPC bytes. */
export interface RawResult {
  meta: Record<string, unknown>;
  records: RecordColumns | null;
  ipc: Uint8Array | null;
}

/** How the HTTP side of a chart request ended. */
export type ClientOutcome =
  | { status: 'success'; results: RawResult[] }
  | { status: 'failed'; queriesResponse: ChartErrorResponse[] | null }
  | { status: 'stopped' };

/** Waits for an async job's results (the async-event client). */
export type AsyncWaiter = (job: ChartDataAsyncJob, signal: AbortSignal) => Promise<unknown[]>;

/** Builds a chart's query context from its form data when the request carries none. */
export type QueryContextBuilder = (formData: FormData, options: { ownState?: Record<string, unknown> }) => QueryContext;

/** What the chart data client needs from its surroundings. */
export interface ChartClientDeps {
  fetch: FetchLike;
  timers: Timers;
  baseUrl?: string;
  clientCache?: boolean;
  preferArrow?: boolean;
  csrfToken?: string;
  timeoutMs?: number;
  waitForAsyncData?: AsyncWaiter | null;
  buildQueryContext?: QueryContextBuilder;
}

/** An error carrying what the chart should show. */
export class ChartRequestError extends Error {
  constructor(readonly response: ChartErrorResponse) {
    super(response.error);
  }
}

/** The spec's message for a status other than 200 and 202. */
export function unexpectedStatusMessage(status: number): string {
  return `Received unexpected response status (${status}) while fetching chart data`;
}

/** The query context of a chart whose request carries none: its viz type's buildQuery, the same one the app runs. */
export const defaultQueryContext: QueryContextBuilder = (formData, options) =>
  buildChartQueryContext(formData as QueryFormData, options.ownState);

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : value == null ? [] : [value as T]);

const ARROW_TYPES = new Set<ChartDataResultType>(['full', 'results', 'samples', 'drill_detail']);

/** The request's URL, method and body (v1 chart data, or the legacy explore JSON endpoint). */
export function buildChartDataRequest(
  req: ChartDataRequest,
  deps: Pick<ChartClientDeps, 'baseUrl' | 'clientCache' | 'preferArrow' | 'buildQueryContext'>,
): { url: string; init: RequestInit } {
  const base = deps.baseUrl ?? '';
  const force = req.force ?? false;
  const resultType = req.resultType ?? 'full';
  const params = new URLSearchParams();
  const sliceId = req.formData.slice_id;
  if (req.legacy) {
    const get = deps.clientCache === true;
    params.set('form_data', stringifyJsonExact(get ? req.formData : { slice_id: sliceId }));
    if (force) params.set('force', 'true');
    if (req.dashboardId !== undefined) params.set('dashboard_id', String(req.dashboardId));
    const endpointType = req.resultFormat === 'csv' ? 'csv' : resultType;
    if (endpointType !== 'full') params.set(endpointType, 'true');
    const url = `${base}/superset/explore_json/?${params}`;
    if (get) return { url, init: { method: 'GET' } };
    const body = new URLSearchParams({ form_data: stringifyJsonExact(req.formData) });
    return {
      url,
      init: { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() },
    };
  }
  if (sliceId !== undefined && sliceId !== null) params.set('form_data', stringifyJsonExact({ slice_id: sliceId }));
  if (req.dashboardId !== undefined) params.set('dashboard_id', String(req.dashboardId));
  params.set('force', String(force));
  const context =
    req.queryContext ??
    (deps.buildQueryContext ?? defaultQueryContext)(req.formData, req.ownState ? { ownState: req.ownState } : {});
  let resultFormat = req.resultFormat ?? context.result_format ?? 'json';
  if (deps.preferArrow && resultFormat === 'json' && ARROW_TYPES.has(resultType) && context.queries.length === 1)
    resultFormat = 'arrow';
  const body = { ...context, force, result_type: resultType, result_format: resultFormat };
  return {
    url: `${base}/api/v1/chart/data?${params}`,
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stringifyJsonExact(body) },
  };
}

/** Splits a parsed result entry into its fields and its records. */
export function toRawResult(entry: unknown): RawResult {
  const meta = { ...(entry as Record<string, unknown>) };
  const data = meta.data;
  if (isRecordColumns(data)) {
    delete meta.data;
    return { meta, records: data, ipc: null };
  }
  return { meta, records: null, ipc: null };
}

/** Reads a chart-data body (JSON or Arrow) into raw results; `wrap` puts a legacy answer in a list. */
export async function readChartDataBody(response: Response, wrap: boolean): Promise<RawResult[]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if ((response.headers.get('content-type') ?? '').includes(ARROW_STREAM))
    return [{ meta: {}, records: null, ipc: bytes }];
  const json = readChartJson(bytes) as { result?: unknown };
  return (wrap ? [json] : asArray<unknown>(json.result)).map(toRawResult);
}

/** Reads a server error body into what the chart shows. */
export async function readErrorBody(response: Response): Promise<ChartErrorResponse> {
  let body: Record<string, unknown> = {};
  try {
    const parsed = parseJsonExact(await response.text());
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: fall back to the status below.
  }
  const errors = Array.isArray(body.errors) ? (body.errors as ChartErrorResponse['errors']) : undefined;
  const message =
    errors?.[0]?.message ??
    (typeof body.message === 'string' ? body.message : undefined) ??
    (typeof body.error === 'string' ? body.error : undefined);
  return {
    error: message ?? unexpectedStatusMessage(response.status),
    statusCode: response.status,
    ...(errors ? { errors } : {}),
    ...(typeof body.stacktrace === 'string' ? { stacktrace: body.stacktrace } : {}),
  };
}

/** Fetches a chart's data: 200 gives results, 202 waits for the async job, abort gives 'stopped'. */
export async function requestChartData(
  req: ChartDataRequest,
  deps: ChartClientDeps,
  signal: AbortSignal,
): Promise<ClientOutcome> {
  if (signal.aborted) return { status: 'stopped' };
  const { url, init } = buildChartDataRequest(req, deps);
  const controller = new AbortController();
  let timedOut = false;
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop);
  const timeoutMs = req.timeoutMs ?? deps.timeoutMs ?? DEFAULT_CHART_TIMEOUT_MS;
  const timer = deps.timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const headers = {
    ...(init.headers as Record<string, string> | undefined),
    ...(deps.csrfToken && init.method === 'POST' ? { 'X-CSRFToken': deps.csrfToken } : {}),
  };
  try {
    const response = await deps.fetch(url, { ...init, headers, credentials: 'same-origin', signal: controller.signal });
    if (response.status === 200)
      return { status: 'success', results: await readChartDataBody(response, req.legacy === true) };
    deps.timers.clearTimeout(timer);
    if (response.status === 202 && deps.waitForAsyncData) {
      const job = parseJsonExact(await response.text()) as ChartDataAsyncJob;
      const results = await deps.waitForAsyncData(job, signal);
      return { status: 'success', results: results.map(toRawResult) };
    }
    if (!response.ok) return { status: 'failed', queriesResponse: [await readErrorBody(response)] };
    return {
      status: 'failed',
      queriesResponse: [{ error: unexpectedStatusMessage(response.status), statusCode: response.status }],
    };
  } catch (error) {
    if (timedOut) {
      const message = 'Request timed out';
      return {
        status: 'failed',
        queriesResponse: [
          {
            error: message,
            errors: [{ message, error_type: 'FRONTEND_TIMEOUT_ERROR', extra: { timeout: timeoutMs / 1000 } }],
          },
        ],
      };
    }
    if (signal.aborted) return { status: 'stopped' };
    if (error instanceof ChartRequestError) return { status: 'failed', queriesResponse: [error.response] };
    if (error instanceof SyntaxError) return { status: 'failed', queriesResponse: [{ error: error.message }] };
    return { status: 'failed', queriesResponse: null };
  } finally {
    deps.timers.clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
