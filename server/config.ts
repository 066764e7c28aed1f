/** Tessera's one configuration: `<data dir>/tessera.config.json` plus environment overrides. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

export interface FeatureFlags {
  ENABLE_DND_WITH_CLICK_UX: boolean;
  ENABLE_EXPLORE_DRAG_AND_DROP: boolean;
  UX_BETA: boolean;
  ENABLE_ADVANCED_DATA_TYPES: boolean;
  GLOBAL_ASYNC_QUERIES: boolean;
  DYNAMIC_PLUGINS: boolean;
  DASHBOARD_NATIVE_FILTERS: boolean;
  DASHBOARD_CROSS_FILTERS: boolean;
  DASHBOARD_NATIVE_FILTERS_SET: boolean;
  USE_ANALAGOUS_COLORS: boolean;
  DISABLE_LEGACY_DATASOURCE_EDITOR: boolean;
  CONFIRM_DASHBOARD_DIFF: boolean;
  DASHBOARD_RBAC: boolean;
  CLIENT_CACHE: boolean;
  /** Adhoc SQL may hold sub-queries, over tables the user may read (Superset's flag; off by default). */
  ALLOW_ADHOC_SUBQUERY: boolean;
  [flag: string]: boolean;
}

/** Most characters a text field may hold, by field name; `default` bounds every text field not named. */
export interface FieldCharLimits {
  default: number;
  [field: string]: number;
}

/** Bounds on what one request or one user may ask of the server (issue 9). */
export interface Limits {
  /** Largest request body in bytes; past it the answer is 413. */
  maxBodyBytes: number;
  /** Deepest nesting of a request body, and of any text field holding JSON (params, json_metadata, ...). */
  maxJsonDepth: number;
  /** Most characters per text field (css, params, sql, ...); past it the answer is 400 naming the field. */
  fieldChars: FieldCharLimits;
  /** Engine queries running at once in this server process; the others wait their turn. */
  maxRunningQueries: number;
  /** Engine queries one user may have running or waiting; past it the answer is 429. */
  maxQueriesPerUser: number;
  /** Threads each DuckDB database may use for its queries. */
  duckdbThreads: number;
  /** Memory each DuckDB database may use (DuckDB's memory_limit, e.g. "2GB"). */
  duckdbMemoryLimit: string;
}

/** Text field bounds: generous for what the app writes, far below what hurts the server (a 49 MB css did). */
export const DEFAULT_FIELD_CHARS = {
  default: 100_000,
  css: 200_000,
  markdown: 100_000,
  description: 50_000,
  position_json: 1_000_000,
  json_metadata: 1_000_000,
  params: 1_000_000,
  query_context: 1_000_000,
  form_data: 1_000_000,
  value: 1_000_000,
  sql: 1_000_000,
  extra: 100_000,
  template_params: 100_000,
} satisfies FieldCharLimits;

/**
 * The limits of a server with `cores` CPU cores. A running query works on its own thread plus the database's
 * shared threads, so queries take at most maxRunningQueries + duckdbThreads - 1 cores: one is left to the web
 * server (bench/load: on 2 cores, p99 of light requests 434 ms with 1 query running, 1,368 ms with 2).
 */
export function defaultLimits(cores = availableParallelism()): Limits {
  const duckdbThreads = Math.max(1, Math.floor(cores / 2));
  return {
    maxBodyBytes: 10 * 1024 * 1024,
    maxJsonDepth: 64,
    fieldChars: { ...DEFAULT_FIELD_CHARS },
    maxRunningQueries: Math.max(1, cores - duckdbThreads),
    maxQueriesPerUser: 8,
    duckdbThreads,
    duckdbMemoryLimit: '2GB',
  };
}

export interface TesseraConfig {
  dataDir: string;
  port: number;
  host: string;
  secretKey: string;
  /** The metadata store: SQLite file by default, PostgreSQL when set. */
  databaseUrl: string | null;
  redisUrl: string | null;
  rowLimit: number;
  samplesRowLimit: number;
  sqlMaxRow: number;
  sqlLabTimeoutSeconds: number;
  chartDataTimeoutSeconds: number;
  webServerTimeoutSeconds: number;
  cacheDefaultTimeoutSeconds: number;
  /** How long explore's unsaved state (a form_data_key) lives after its last write. */
  exploreFormDataTimeoutSeconds: number;
  cacheMaxBytes: number;
  asyncQueriesConcurrency: number;
  asyncQueriesTransport: 'polling' | 'ws';
  asyncQueriesPollingDelayMs: number;
  sessionHours: number;
  /** Failed logins per username within the window before that username is refused. */
  loginMaxFailures: number;
  /** Failed logins per client address within the window before that address is refused. */
  loginMaxFailuresPerAddress: number;
  loginWindowSeconds: number;
  /** Addresses or CIDRs of reverse proxies whose X-Forwarded-For is believed; none by default. */
  trustedProxies: string[];
  /** Sources added to the Content-Security-Policy's script-src (dynamic plugin bundles hosted elsewhere). */
  cspScriptSrc: string[];
  /**
   * A raster tile URL template (http(s), with {z}, {x} and {y}) the maps draw under their data; null (the default):
   * the maps draw the packaged country outlines only and the app never calls out for a map.
   */
  mapTileUrl: string | null;
  defaultTimeRange: string;
  /** Chart types (viz_type keys) explore's gallery never offers (VIZ_TYPE_DENYLIST); none by default. */
  vizTypeDenylist: string[];
  /** Annotation layer types and sources (FORMULA, EVENT, INTERVAL, TIME_SERIES; NATIVE, table, line) the annotation
   * control never offers (ANNOTATION_DENYLIST); none by default. The UI only, like the viz type denylist. */
  annotationDenylist: string[];
  featureFlags: FeatureFlags;
  /** Server error types replaced by configured messages (CUSTOM_ERROR_MESSAGES). */
  customErrorMessages: Record<string, string>;
  limits: Limits;
}

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  ENABLE_DND_WITH_CLICK_UX: true,
  ENABLE_EXPLORE_DRAG_AND_DROP: true,
  UX_BETA: false,
  ENABLE_ADVANCED_DATA_TYPES: true,
  GLOBAL_ASYNC_QUERIES: false,
  DYNAMIC_PLUGINS: false,
  DASHBOARD_NATIVE_FILTERS: true,
  DASHBOARD_CROSS_FILTERS: true,
  DASHBOARD_NATIVE_FILTERS_SET: false,
  USE_ANALAGOUS_COLORS: false,
  DISABLE_LEGACY_DATASOURCE_EDITOR: true,
  CONFIRM_DASHBOARD_DIFF: false,
  DASHBOARD_RBAC: false,
  CLIENT_CACHE: false,
  ALLOW_ADHOC_SUBQUERY: false,
};

type FileConfig = Partial<
  Omit<
    TesseraConfig,
    'featureFlags' | 'dataDir' | 'trustedProxies' | 'cspScriptSrc' | 'vizTypeDenylist' | 'annotationDenylist' | 'limits'
  >
> & {
  featureFlags?: Partial<FeatureFlags>;
  vizTypeDenylist?: string[] | string;
  annotationDenylist?: string[] | string;
  trustedProxies?: string[] | string;
  cspScriptSrc?: string[] | string;
  limits?: Partial<Omit<Limits, 'fieldChars'>> & { fieldChars?: Partial<FieldCharLimits> };
};

const num = (v: string | undefined): number | undefined => (v === undefined || v === '' ? undefined : Number(v));

/** A comma list (environment) or a list (file) as trimmed, non-empty entries; undefined when not given. */
const list = (v: string[] | string | undefined): string[] | undefined =>
  v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).map((s) => String(s).trim()).filter(Boolean);

/** proxy-addr's names for address ranges, which Fastify's trustProxy takes as well. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether a trusted-proxy entry is an IP address, a CIDR block (`10.0.0.0/8`, `fd00::/8`) or a range name (`loopback`). */
export function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A CSP source expression: a scheme, host or URL source, or a quoted keyword, with nothing that ends a directive. */
const CSP_SOURCE = /^(?:'[a-z0-9-]+'|[a-z][a-z0-9+.-]*:(?:\/\/[^\s;,'"]+)?|[^\s;,'":]+(?::\d+)?(?:\/[^\s;,'"]*)?)$/i;

/**
 * Whether a map tile URL template is acceptable: an http(s) URL without credentials, with {z}, {x} and {y}, and no
 * character that would end a Content-Security-Policy source (its origin goes into img-src).
 */
export function isMapTileUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url) || /[\s;,'"\\]/.test(url)) return false;
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return false;
  try {
    const parsed = new URL(url.replace(/\{[xyz]\}/g, '0'));
    return parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/** The origin of the map tile URL (what the CSP's img-src admits); null when none is set. */
export function mapTileOrigin(url: string | null): string | null {
  return url ? new URL(url.replace(/\{[xyz]\}/g, '0')).origin : null;
}

/** The configured tile URL: null when empty; one that is not acceptable stops the server, naming the setting. */
function mapTileUrlOf(value: string): string | null {
  const url = value.trim();
  if (url === '') return null;
  return checked(
    'TESSERA_MAP_TILE_URL',
    [url],
    isMapTileUrl,
    'an http(s) tile URL with {z}, {x} and {y} and no credentials',
  )[0]!;
}

function checked(setting: string, entries: string[], valid: (entry: string) => boolean, what: string): string[] {
  const bad = entries.filter((e) => !valid(e));
  if (bad.length) throw new Error(`${setting}: ${bad.join(', ')} ${bad.length === 1 ? 'is' : 'are'} not ${what}`);
  return entries;
}

/** Reads (creating on first start) the configuration of the data folder and applies environment overrides. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TesseraConfig {
  const dataDir = resolve(env.TESSERA_DATA_DIR ?? join(process.cwd(), 'data'));
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'tessera.config.json');
  let fromFile: FileConfig = {};
  if (existsSync(file)) {
    try {
      fromFile = JSON.parse(readFileSync(file, 'utf8')) as FileConfig;
    } catch (err) {
      throw new Error(`The configuration file ${file} is not valid JSON: ${(err as Error).message}`);
    }
  }
  if (!fromFile.secretKey) {
    fromFile = { ...fromFile, secretKey: randomBytes(42).toString('base64url') };
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(fromFile, null, 2) + '\n', { mode: 0o600 });
    renameSync(tmp, file);
  }
  const flagsFromEnv: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('TESSERA_FEATURE_') && value !== undefined) {
      flagsFromEnv[key.slice('TESSERA_FEATURE_'.length)] = value === '1' || value.toLowerCase() === 'true';
    }
  }
  const pick = <T>(envValue: T | undefined, fileValue: T | undefined, fallback: T): T =>
    envValue ?? fileValue ?? fallback;
  const transport = pick(env.TESSERA_ASYNC_TRANSPORT, fromFile.asyncQueriesTransport, 'polling');
  return {
    dataDir,
    port: pick(num(env.PORT), fromFile.port, 8088),
    host: pick(env.HOST, fromFile.host, '127.0.0.1'),
    secretKey: pick(env.TESSERA_SECRET_KEY, fromFile.secretKey, ''),
    databaseUrl: pick(env.TESSERA_DATABASE_URL, fromFile.databaseUrl ?? undefined, null),
    redisUrl: pick(env.TESSERA_REDIS_URL, fromFile.redisUrl ?? undefined, null),
    rowLimit: pick(num(env.TESSERA_ROW_LIMIT), fromFile.rowLimit, 50_000),
    samplesRowLimit: pick(num(env.TESSERA_SAMPLES_ROW_LIMIT), fromFile.samplesRowLimit, 1000),
    sqlMaxRow: pick(num(env.TESSERA_SQL_MAX_ROW), fromFile.sqlMaxRow, 100_000),
    sqlLabTimeoutSeconds: pick(num(env.TESSERA_SQLLAB_TIMEOUT), fromFile.sqlLabTimeoutSeconds, 30),
    chartDataTimeoutSeconds: pick(num(env.TESSERA_QUERY_TIMEOUT), fromFile.chartDataTimeoutSeconds, 60),
    webServerTimeoutSeconds: pick(num(env.TESSERA_WEBSERVER_TIMEOUT), fromFile.webServerTimeoutSeconds, 60),
    cacheDefaultTimeoutSeconds: pick(num(env.TESSERA_CACHE_TIMEOUT), fromFile.cacheDefaultTimeoutSeconds, 86_400),
    exploreFormDataTimeoutSeconds: pick(
      num(env.TESSERA_EXPLORE_FORM_DATA_TIMEOUT),
      fromFile.exploreFormDataTimeoutSeconds,
      7 * 86_400,
    ),
    cacheMaxBytes: pick(num(env.TESSERA_CACHE_MAX_BYTES), fromFile.cacheMaxBytes, 256 * 1024 * 1024),
    asyncQueriesConcurrency: pick(num(env.TESSERA_ASYNC_CONCURRENCY), fromFile.asyncQueriesConcurrency, 4),
    asyncQueriesTransport: transport === 'ws' ? 'ws' : 'polling',
    asyncQueriesPollingDelayMs: pick(num(env.TESSERA_ASYNC_POLLING_DELAY), fromFile.asyncQueriesPollingDelayMs, 500),
    sessionHours: pick(num(env.TESSERA_SESSION_HOURS), fromFile.sessionHours, 24 * 7),
    loginMaxFailures: pick(num(env.TESSERA_LOGIN_MAX_FAILURES), fromFile.loginMaxFailures, 5),
    loginMaxFailuresPerAddress: pick(
      num(env.TESSERA_LOGIN_MAX_FAILURES_PER_ADDRESS),
      fromFile.loginMaxFailuresPerAddress,
      20,
    ),
    loginWindowSeconds: pick(num(env.TESSERA_LOGIN_WINDOW), fromFile.loginWindowSeconds, 300),
    trustedProxies: checked(
      'TESSERA_TRUSTED_PROXIES',
      pick(list(env.TESSERA_TRUSTED_PROXIES), list(fromFile.trustedProxies), []),
      isProxyEntry,
      'an IP address, a CIDR block or loopback, linklocal, uniquelocal',
    ),
    cspScriptSrc: checked(
      'TESSERA_CSP_SCRIPT_SRC',
      pick(list(env.TESSERA_CSP_SCRIPT_SRC), list(fromFile.cspScriptSrc), []),
      (e) => CSP_SOURCE.test(e),
      'a Content-Security-Policy source',
    ),
    mapTileUrl: mapTileUrlOf(pick(env.TESSERA_MAP_TILE_URL, fromFile.mapTileUrl ?? undefined, '')),
    defaultTimeRange: pick(env.TESSERA_DEFAULT_TIME_RANGE, fromFile.defaultTimeRange, 'No filter'),
    vizTypeDenylist: pick(list(env.TESSERA_VIZ_TYPE_DENYLIST), list(fromFile.vizTypeDenylist), []),
    annotationDenylist: pick(list(env.TESSERA_ANNOTATION_DENYLIST), list(fromFile.annotationDenylist), []),
    featureFlags: {
      ...DEFAULT_FEATURE_FLAGS,
      ...(fromFile.featureFlags as Record<string, boolean> | undefined),
      ...flagsFromEnv,
    },
    customErrorMessages: fromFile.customErrorMessages ?? {},
    limits: limitsFrom(env, fromFile.limits ?? {}),
  };
}

/** The limits: defaults, then the file's `limits` object, then TESSERA_MAX_* / TESSERA_DUCKDB_* variables. */
function limitsFrom(env: NodeJS.ProcessEnv, file: NonNullable<FileConfig['limits']>): Limits {
  const d = defaultLimits();
  const fieldChars: FieldCharLimits = { ...d.fieldChars };
  for (const [field, n] of Object.entries(file.fieldChars ?? {})) if (typeof n === 'number') fieldChars[field] = n;
  return {
    maxBodyBytes: num(env.TESSERA_MAX_BODY_BYTES) ?? file.maxBodyBytes ?? d.maxBodyBytes,
    maxJsonDepth: num(env.TESSERA_MAX_JSON_DEPTH) ?? file.maxJsonDepth ?? d.maxJsonDepth,
    fieldChars,
    maxRunningQueries: num(env.TESSERA_MAX_RUNNING_QUERIES) ?? file.maxRunningQueries ?? d.maxRunningQueries,
    maxQueriesPerUser: num(env.TESSERA_MAX_QUERIES_PER_USER) ?? file.maxQueriesPerUser ?? d.maxQueriesPerUser,
    duckdbThreads: num(env.TESSERA_DUCKDB_THREADS) ?? file.duckdbThreads ?? d.duckdbThreads,
    duckdbMemoryLimit: env.TESSERA_DUCKDB_MEMORY_LIMIT ?? file.duckdbMemoryLimit ?? d.duckdbMemoryLimit,
  };
}
