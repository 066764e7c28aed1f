/** Runs a QueryContext: compile per query, cache, execute on the engine, post-process, shape the result. */
import { compileQuery, getDialect, QueryObjectValidationError, type CompiledQuery } from '../../src/core/sql';
import {
  getSinceUntil,
  TimeRangeAmbiguousError,
  TimeRangeOrderError,
  TimeRangeParseError,
  TimeRangeValueError,
} from '../../src/core/time-range';
import type { ChartDataResult, QueryContext, QueryObject } from '../../src/core/query';
import { InvalidPostProcessingError } from '../../src/core/postprocessing';
import type { AppContext } from '../context';
import { now } from '../clock';
import { ApiError } from '../http/errors';
import {
  EngineUnavailableError,
  QueryStoppedError,
  QueryTimeoutError,
  TooManyQueriesError,
  type EngineConnection,
  type QueryResult,
} from '../engines';
import type { Principal } from '../security/principal';
import { genericType } from '../domain/datasource-payload';
import { engineRegistry } from '../domain/database';
import { cacheKey, MemoryCache, RedisCache, type ResultCache } from './cache';
import { loadDatasource, type LoadedDatasource } from './datasource';
import { postProcessInMemory, postProcessOnEngine, resultColumns } from './postprocess';
import { toRecords } from './serialize';
import { annotationData } from './annotations';
import { compileOffsets, relabel, withTimeOffsets, type OffsetQuery } from './time-offsets';
import { clientProcessed } from './client-processing';
import { checkSubqueryTables } from './subquery-access';
import { withRenderedSql } from './template';

/** One query's outcome: the API result, and the rows kept columnar for CSV, XLSX and Arrow. */
export interface QueryOutcome {
  result: Record<string, unknown>;
  data: QueryResult | null;
}

export interface RunContextOptions {
  /** Slice id from form_data, for the chart's cache timeout. */
  sliceId?: number | null;
  signal?: AbortSignal;
  /** Answer from the cache only: a query whose result is not cached throws ResultNotCachedError. */
  cachedOnly?: boolean;
}

class ResultNotCachedError extends Error {}

export function resultCache(ctx: AppContext): ResultCache {
  let cache = ctx.services.get('cache') as ResultCache | undefined;
  if (!cache) {
    cache = ctx.config.redisUrl ? new RedisCache(ctx.config.redisUrl) : new MemoryCache(ctx.config.cacheMaxBytes);
    ctx.services.set('cache', cache);
  }
  return cache;
}

/** Errors that mean the request is wrong (a 400), not that the server failed. */
const isInvalidQuery = (err: unknown): boolean =>
  [
    QueryObjectValidationError,
    TimeRangeParseError,
    TimeRangeAmbiguousError,
    TimeRangeOrderError,
    TimeRangeValueError,
  ].some((cls) => err instanceof cls);

const iso = (d: Date): string => d.toISOString().replace(/Z$/, '');

function compileOptions(ctx: AppContext) {
  const at = now();
  return {
    now: at,
    defaultRowLimit: ctx.config.rowLimit,
    maxRowLimit: ctx.config.sqlMaxRow,
    resolveTimeRange: (timeRange: string, relativeStart?: 'today' | 'now', relativeEnd?: 'today' | 'now') =>
      getSinceUntil({
        timeRange,
        now: at,
        ...(relativeStart ? { relativeStart } : {}),
        ...(relativeEnd ? { relativeEnd } : {}),
      }),
    shiftDate: (date: Date, offset: string): Date =>
      getSinceUntil({ timeRange: `${iso(date)} : ${iso(date)}`, timeShift: offset, now: at })[0] ?? date,
    allowAdhocSubqueries: ctx.config.featureFlags.ALLOW_ADHOC_SUBQUERY === true,
  };
}

async function cacheTimeout(
  ctx: AppContext,
  qc: QueryContext,
  ds: LoadedDatasource,
  sliceId: number | null | undefined,
): Promise<number> {
  if (typeof qc.custom_cache_timeout === 'number') return qc.custom_cache_timeout;
  if (sliceId) {
    const s = await ctx.store.db
      .selectFrom('slices')
      .select('cache_timeout')
      .where('id', '=', sliceId)
      .executeTakeFirst();
    if (typeof s?.cache_timeout === 'number') return s.cache_timeout;
  }
  return ds.cacheTimeout ?? ds.databaseCacheTimeout ?? ctx.config.cacheDefaultTimeoutSeconds;
}

/** samples and drill_detail ask for the dataset's rows, not the chart's aggregates. */
function rowsQuery(q: QueryObject, ds: LoadedDatasource, kind: 'samples' | 'drill_detail', limit: number): QueryObject {
  const columns = ds.meta.columns.map((c) => c.column_name);
  return {
    columns,
    metrics: [],
    filters: kind === 'drill_detail' ? (q.filters ?? []) : [],
    extras: kind === 'drill_detail' ? { where: q.extras?.where ?? '' } : {},
    orderby: kind === 'drill_detail' && columns[0] ? [[columns[0], true]] : [],
    row_limit: Math.min(q.row_limit ?? limit, limit),
    row_offset: q.row_offset ?? 0,
    is_timeseries: false,
    post_processing: [],
    granularity: null,
    time_range: null,
  };
}

function failure(err: unknown): { status: ChartDataResult['status']; message: string; errorType: string } {
  if (err instanceof QueryTimeoutError)
    return { status: 'timed_out', message: err.message, errorType: 'BACKEND_TIMEOUT_ERROR' };
  if (err instanceof QueryStoppedError)
    return { status: 'stopped', message: err.message, errorType: 'GENERIC_DB_ENGINE_ERROR' };
  if (err instanceof EngineUnavailableError)
    return { status: 'failed', message: err.message, errorType: err.errorType };
  const message = err instanceof Error ? (err.message.split('\n')[0] ?? err.message) : String(err);
  return { status: 'failed', message, errorType: 'GENERIC_DB_ENGINE_ERROR' };
}

/** Runs one query object of a context. Validation errors throw 400; engine errors come back in the result. */
async function runQuery(
  ctx: AppContext,
  user: Principal,
  qc: QueryContext,
  askedQuery: QueryObject,
  opts: RunContextOptions,
): Promise<QueryOutcome> {
  const dsKey = askedQuery.datasource ?? qc.datasource;
  const resultType = askedQuery.result_type ?? qc.result_type ?? 'full';
  // A templated virtual dataset's SQL is rendered first; filters its template took (remove_filter) leave the query.
  const templated = await withRenderedSql(ctx, user, await loadDatasource(ctx, user, dsKey), askedQuery, qc);
  const { ds, query: rawQuery } = templated;
  const conn: EngineConnection = await engineRegistry({ ctx })
    .get(ds.databaseId)
    .catch((err: unknown) => {
      throw new ApiError(400, `Error: ${(err as Error).message}`);
    });
  const dialect = getDialect(conn.engine === 'duckdb' ? 'duckdb' : 'postgresql');

  if (resultType === 'timegrains')
    return {
      result: {
        data: dialect.timegrains(),
        colnames: ['name', 'function', 'duration'],
        rowcount: dialect.timegrains().length,
      },
      data: null,
    };
  if (resultType === 'columns') {
    const data = ds.meta.columns.map((c) => ({
      column_name: c.column_name,
      verbose_name: c.verbose_name ?? null,
      dtype: c.type ?? null,
    }));
    return { result: { data, colnames: ['column_name', 'verbose_name', 'dtype'], rowcount: data.length }, data: null };
  }
  const query =
    resultType === 'samples' || resultType === 'drill_detail'
      ? rowsQuery(rawQuery, ds, resultType, ctx.config.samplesRowLimit)
      : rawQuery;
  let compiled: CompiledQuery;
  let offsets: OffsetQuery[] = [];
  const options = compileOptions(ctx);
  try {
    compiled = compileQuery(query, ds.meta, dialect, options);
    if (query === rawQuery) offsets = compileOffsets(query, ds.meta, dialect, options);
  } catch (err) {
    if (isInvalidQuery(err)) throw new ApiError(400, (err as Error).message);
    throw err;
  }
  await checkSubqueryTables(ctx, user, ds.databaseId, [
    ...compiled.subqueryTables,
    ...offsets.flatMap((o) => o.compiled.subqueryTables),
  ]);
  if (resultType === 'query')
    return { result: { language: 'sql', query: compiled.inlineSql, error: null }, data: null };

  const rules = query.post_processing ?? [];
  const timeout = await cacheTimeout(ctx, qc, ds, opts.sliceId);
  const key = cacheKey({
    ds: ds.id,
    changed: ds.changedOn,
    sql: compiled.sql,
    params: compiled.params,
    rules,
    resultType,
    rowcount: query.is_rowcount ?? false,
    offsets: offsets.map((o) => [o.offset, o.compiled.sql, o.compiled.params]),
  });
  const cache = resultCache(ctx);
  const base = {
    cache_key: key,
    cache_timeout: timeout,
    applied_template_filters: templated.appliedFilters,
    annotation_data: await annotationData(
      ctx,
      query.annotation_layers ?? [],
      query,
      qc.force === true,
      async (layerQc, signal) => {
        const [outcome] = await runQueryContext(ctx, user, layerQc, { signal });
        return outcome?.result ?? {};
      },
    ),
    query: [compiled.inlineSql, ...offsets.map((o) => o.compiled.inlineSql)].join(';\n\n'),
    from_dttm: compiled.fromDttm ? compiled.fromDttm.getTime() : null,
    to_dttm: compiled.toDttm ? compiled.toDttm.getTime() : null,
    applied_filters: compiled.appliedFilters,
    rejected_filters: compiled.rejectedFilters,
    label_map: Object.fromEntries(compiled.labels.map((l) => [l, [l]])),
  };
  let data: QueryResult | null = null;
  let cachedDttm: string | null = null;
  if (!qc.force) {
    const hit = await cache.get<QueryResult>(key);
    if (hit) {
      data = hit.value;
      cachedDttm = hit.cachedAt.replace(/Z$/, '');
    }
  }
  let sqlRowcount = 0;
  if (!data) {
    if (opts.cachedOnly) throw new ResultNotCachedError();
    try {
      const runOpts = {
        timeoutMs: ctx.config.chartDataTimeoutSeconds * 1000,
        userId: user.id,
        ...(opts.signal ? { signal: opts.signal } : {}),
      };
      let raw = relabel(await conn.run(compiled.sql, compiled.params, runOpts), compiled);
      sqlRowcount = raw.rowCount;
      if (offsets.length)
        raw = await withTimeOffsets(conn, raw, query, compiled.metricLabels, offsets, options.shiftDate, runOpts);
      if (rules.length && resultType !== 'results') {
        data =
          conn.engine === 'duckdb' && !offsets.length
            ? await postProcessOnEngine(conn, compiled.sql, compiled.params, resultColumns(raw), rules, runOpts)
            : await postProcessInMemory(raw, rules);
      } else data = raw;
      await cache.set(key, data, timeout);
    } catch (err) {
      if (err instanceof InvalidPostProcessingError || isInvalidQuery(err))
        throw new ApiError(400, (err as Error).message);
      if (err instanceof TooManyQueriesError) throw err;
      const f = failure(err);
      return {
        result: {
          ...base,
          cached_dttm: null,
          is_cached: false,
          status: f.status,
          error: f.message,
          errors: [{ message: f.message, error_type: f.errorType, level: 'error' }],
          stacktrace: null,
          rowcount: 0,
          colnames: [],
          coltypes: [],
          data: [],
        },
        data: null,
      };
    }
  }
  const coltypes = data.types.map((t, j) => (data?.columns[j]?.some((v) => v instanceof Date) ? 2 : genericType(t)));
  if (resultType === 'results')
    return {
      result: {
        data: toRecords(data),
        colnames: data.names,
        coltypes,
        rowcount: data.rowCount,
        sql_rowcount: sqlRowcount || data.rowCount,
      },
      data,
    };
  const result = {
    ...base,
    cached_dttm: cachedDttm,
    is_cached: cachedDttm !== null,
    status: 'success',
    error: null,
    stacktrace: null,
    rowcount: data.rowCount,
    sql_rowcount: sqlRowcount || data.rowCount,
    colnames: data.names,
    indexnames: [...data.names.keys()],
    coltypes,
    // Files and Arrow are written from the columns; records are built for JSON answers only.
    data: (qc.result_format ?? 'json') === 'json' ? toRecords(data) : [],
    result_format: qc.result_format ?? 'json',
  };
  const postProcessed = resultType === 'post_processed' && (qc.result_format ?? 'json') === 'json';
  return { result: postProcessed ? clientProcessed(result, data, qc.form_data, ds.verbose) : result, data };
}

/** Runs every query of a context in order. */
export async function runQueryContext(
  ctx: AppContext,
  user: Principal,
  qc: QueryContext,
  opts: RunContextOptions = {},
): Promise<QueryOutcome[]> {
  const out: QueryOutcome[] = [];
  for (const q of qc.queries) out.push(await runQuery(ctx, user, qc, q, opts));
  return out;
}

/** The outcomes of a context when every query's result is cached (Superset's force_cached), else null. */
export async function cachedOutcomes(
  ctx: AppContext,
  user: Principal,
  qc: QueryContext,
  opts: RunContextOptions = {},
): Promise<QueryOutcome[] | null> {
  try {
    return await runQueryContext(ctx, user, qc, { ...opts, cachedOnly: true });
  } catch (err) {
    if (err instanceof ResultNotCachedError) return null;
    throw err;
  }
}
