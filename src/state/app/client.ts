import { errorMessage, serverMessage } from '../../core/api';

/** HTTP methods the app uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API request: a JSON body, a multipart form, or none. */
export interface ApiRequest {
  method: HttpMethod;
  path: string;
  json?: unknown;
  form?: FormData;
  /** A url-encoded form (Superset's form posts: SQL Lab's tab state). */
  fields?: Record<string, string>;
  /** `blob` for downloads (export zips); JSON otherwise. */
  responseType?: 'json' | 'blob';
  /** Skip the CSRF header (the login form posts before a session exists). */
  noCsrf?: boolean;
  /** A 401 is the caller's to handle (login) rather than a redirect to the login page. */
  noAuthRedirect?: boolean;
  /** Cancels the request when a newer one supersedes it (the time-range lookup while typing). */
  signal?: AbortSignal;
}

/** What a request answered, whatever the status. */
export interface ApiResponse {
  status: number;
  ok: boolean;
  statusText: string;
  /** Parsed JSON, or the text when the body is not JSON, or null. */
  body: unknown;
  blob?: Blob;
  /** The file name from Content-Disposition, for downloads. */
  fileName?: string;
}

/** The one network boundary of the app shell; tests pass a tiny fake. */
export interface ApiClient {
  request(req: ApiRequest): Promise<ApiResponse>;
  /** Forget the CSRF token (after login or logout the session changes). */
  resetCsrf(token?: string): void;
}

/** A failed API call, carrying the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(res: ApiResponse) {
    super(errorMessage(res.body, res.status, res.statusText));
    this.name = 'ApiError';
    this.status = res.status;
    this.body = res.body;
  }
}

/** The answer when it succeeded, else throws ApiError. */
export async function call(client: ApiClient, req: ApiRequest): Promise<ApiResponse> {
  const res = await client.request(req);
  if (!res.ok) throw new ApiError(res);
  return res;
}

/** The message of anything thrown by an action's API call. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The server's words in what a call threw (X18.03: read by src/core/api/errors.ts), or the caller's own when the answer
 * carried none or never came (`status` null): an HTML error page or a network failure is never shown as it is.
 */
export function serverMessageOr(error: unknown, fallback: (status: number | null) => string): string {
  if (error instanceof ApiError) return serverMessage(error.body) ?? fallback(error.status);
  return fallback(null);
}

/** Options of the fetch-backed client. */
export interface FetchClientOptions {
  fetch?: typeof fetch;
  /** Called once per 401 on a request that did not opt out. */
  onUnauthorized?: () => void;
}

const CSRF_PATH = '/api/v1/security/csrf_token/';

function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1];
}

/**
 * The browser client: same-origin credentials (the HTTP-only session cookie), and the CSRF token from
 * `GET /api/v1/security/csrf_token/` as `X-CSRFToken` on every mutation, fetched once and refreshed
 * once when the server rejects it.
 */
export function createFetchClient(options: FetchClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let csrf: Promise<string | null> | null = null;

  const csrfToken = (): Promise<string | null> => {
    csrf ??= doFetch(CSRF_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) return null;
        const body = (await res.json()) as { result?: unknown };
        return typeof body.result === 'string' ? body.result : null;
      })
      .catch(() => null);
    return csrf;
  };

  const send = async (req: ApiRequest): Promise<Response> => {
    const headers: Record<string, string> = { Accept: req.responseType === 'blob' ? '*/*' : 'application/json' };
    let body: BodyInit | undefined;
    if (req.form) body = req.form;
    else if (req.fields) body = new URLSearchParams(req.fields);
    else if (req.json !== undefined) {
      body = JSON.stringify(req.json);
      headers['Content-Type'] = 'application/json';
    }
    if (req.method !== 'GET' && !req.noCsrf) {
      const token = await csrfToken();
      if (token) headers['X-CSRFToken'] = token;
    }
    return doFetch(req.path, {
      method: req.method,
      headers,
      credentials: 'same-origin',
      ...(body ? { body } : {}),
      ...(req.signal ? { signal: req.signal } : {}),
    });
  };

  const read = async (res: Response, req: ApiRequest): Promise<ApiResponse> => {
    const base = { status: res.status, ok: res.ok, statusText: res.statusText };
    if (res.ok && req.responseType === 'blob') {
      const fileName = fileNameOf(res.headers.get('Content-Disposition'));
      return { ...base, body: null, blob: await res.blob(), ...(fileName ? { fileName } : {}) };
    }
    const text = await res.text();
    if (!text) return { ...base, body: null };
    try {
      return { ...base, body: JSON.parse(text) as unknown };
    } catch {
      return { ...base, body: text };
    }
  };

  return {
    async request(req) {
      let res = await read(await send(req), req);
      if (res.status === 400 && req.method !== 'GET' && !req.noCsrf && /csrf/i.test(errorMessage(res.body))) {
        csrf = null;
        res = await read(await send(req), req);
      }
      if (res.status === 401 && !req.noAuthRedirect) options.onUnauthorized?.();
      return res;
    },
    resetCsrf(token) {
      csrf = token ? Promise.resolve(token) : null;
    },
  };
}

let current: ApiClient | null = null;

/** The client every store action uses; set once at start (or by a test). */
export function setApiClient(client: ApiClient): void {
  current = client;
}

/** The current client; the fetch client when none was set. */
export function apiClient(): ApiClient {
  current ??= createFetchClient();
  return current;
}
