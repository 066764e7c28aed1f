/**
 * Runs a SQL Lab text on its engine: statements checked (SELECT only unless the database allows DML), run in order
 * under one deadline (TESSERA_SQLLAB_TIMEOUT) that stops the engine query, the last SELECT's rows as the result,
 * and the query log row brought up to date.
 */
import { now } from '../clock';
import type { AppContext } from '../context';
import {
  EngineUnavailableError,
  QueryStoppedError,
  QueryTimeoutError,
  TooManyQueriesError,
  type EngineConnection,
  type QueryResult,
} from '../engines';
import { keepResult } from './results';
import {
  DML_NOT_ALLOWED,
  engineErrorLine,
  isReadOnly,
  limitedSelect,
  parseStatement,
  splitStatements,
  type ParsedStatement,
} from './statements';

/** A statement ready to run: its SQL as the engine gets it, and whether it is a SELECT whose rows are a result. */
export interface PlannedStatement {
  sql: string;
  line: number;
  select: boolean;
}

/** Why a SQL Lab query did not answer rows, in Superset's error terms. */
export class SqlLabError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorType: string,
    readonly queryStatus: 'failed' | 'timed_out' | 'stopped',
    readonly line: number | null = null,
  ) {
    super(message);
  }

  /** The 4xx body: Superset's `errors` list (with the line when known) and its first message. */
  body(): Record<string, unknown> {
    return {
      message: this.message,
      errors: [
        {
          message: this.message,
          error_type: this.errorType,
          level: 'error',
          extra: this.line === null ? {} : { line: this.line },
        },
      ],
    };
  }
}

const firstLine = (err: unknown): string => {
  const text = err instanceof Error ? err.message : String(err);
  return text.split('\n')[0] ?? text;
};

/** An engine failure as a SqlLabError; `line` is where the statement starts in the text. */
export function engineFailure(err: unknown, line = 1): SqlLabError {
  if (err instanceof SqlLabError) return err;
  if (err instanceof QueryTimeoutError) return new SqlLabError(408, err.message, 'SQLLAB_TIMEOUT_ERROR', 'timed_out');
  if (err instanceof QueryStoppedError) return new SqlLabError(400, err.message, 'GENERIC_DB_ENGINE_ERROR', 'stopped');
  if (err instanceof TooManyQueriesError) return new SqlLabError(429, err.message, 'GENERIC_DB_ENGINE_ERROR', 'failed');
  if (err instanceof EngineUnavailableError) return new SqlLabError(400, err.message, err.errorType, 'failed');
  const message = (err instanceof Error ? err.message : String(err)).replace(/^Failed to extract statements: /, '');
  const at = engineErrorLine(message);
  const syntax = /syntax|parser error/i.test(message);
  return new SqlLabError(
    400,
    syntax ? message.trim() : firstLine(message),
    syntax ? 'SYNTAX_ERROR' : 'GENERIC_DB_ENGINE_ERROR',
    'failed',
    at === null ? null : line + at - 1,
  );
}

/** An engine error without a line ("syntax error at end of input") takes the line our parser found. */
function withParserLine(failure: SqlLabError, parsed: ParsedStatement, start: number): SqlLabError {
  if (failure.line !== null || parsed.ok || parsed.line === null) return failure;
  return new SqlLabError(
    failure.status,
    failure.message,
    failure.errorType,
    failure.queryStatus,
    start + parsed.line - 1,
  );
}

/**
 * The statements of a text, checked: without allow_dml every one must be a read, by node-sql-parser's reading and,
 * where the engine has a parser of its own (DuckDB), by the engine's too; a statement our grammar cannot read is
 * judged by the engine's parser alone, or refused with the parser's message where the engine has none.
 */
export async function planStatements(
  conn: EngineConnection,
  text: string,
  allowDml: boolean,
  limit: number,
  schema: string | null = null,
): Promise<PlannedStatement[]> {
  const statements = splitStatements(text);
  if (!statements.length) throw new SqlLabError(400, 'The query is empty.', 'GENERIC_COMMAND_ERROR', 'failed');
  const planned: PlannedStatement[] = [];
  for (const st of statements) {
    const parsed = parseStatement(st.sql);
    let engineKinds: string[] | undefined;
    if (conn.statementKinds && (!allowDml || !parsed.ok)) {
      try {
        engineKinds = await conn.statementKinds(st.sql, schema);
      } catch (err) {
        // With DML allowed a statement may read what an earlier one makes, which the engine cannot bind yet.
        if (!allowDml) throw withParserLine(engineFailure(err, st.line), parsed, st.line);
      }
    }
    if (!parsed.ok && !engineKinds && !allowDml)
      throw new SqlLabError(
        400,
        parsed.message,
        'SYNTAX_ERROR',
        'failed',
        parsed.line === null ? null : st.line + parsed.line - 1,
      );
    const ours = parsed.ok ? parsed.kinds : null;
    const readOnly =
      (ours === null || isReadOnly(ours)) &&
      (engineKinds === undefined || (engineKinds.length === 1 && engineKinds[0] === 'select'));
    if (!readOnly && !allowDml) throw new SqlLabError(400, DML_NOT_ALLOWED, 'DML_NOT_ALLOWED_ERROR', 'failed', st.line);
    const select = engineKinds ? engineKinds.length === 1 && engineKinds[0] === 'select' : ours?.[0] === 'select';
    planned.push({ sql: select ? limitedSelect(st.sql, limit) : st.sql, line: st.line, select });
  }
  return planned;
}

/** What running a planned text gave: the last SELECT's rows (none when no statement answered rows). */
export interface RunResult {
  result: QueryResult | null;
  executedSql: string;
}

/** Runs planned statements in order under one deadline; a stop or the deadline stops the engine query. */
export async function runStatements(
  conn: EngineConnection,
  planned: PlannedStatement[],
  opts: { timeoutSeconds: number; signal: AbortSignal; userId: number; limit: number; schema: string | null },
): Promise<RunResult> {
  const deadline = Date.now() + opts.timeoutSeconds * 1000;
  let result: QueryResult | null = null;
  for (const st of planned) {
    const left = deadline - Date.now();
    if (left <= 0) throw engineFailure(new QueryTimeoutError(opts.timeoutSeconds));
    try {
      const r = await conn.run(st.sql, [], {
        timeoutMs: left,
        signal: opts.signal,
        userId: opts.userId,
        schema: opts.schema,
      });
      if (st.select || r.names.length) result = r;
    } catch (err) {
      // The deadline is the whole text's: the engine's timeout names the time left, the user set the whole.
      if (err instanceof QueryTimeoutError) throw engineFailure(new QueryTimeoutError(opts.timeoutSeconds));
      throw engineFailure(err, st.line);
    }
  }
  return { result: result && capped(result, opts.limit), executedSql: planned.map((p) => p.sql).join(';\n') };
}

/** A result cut to `limit` rows (statements the limit could not wrap, such as SHOW or PRAGMA). */
function capped(r: QueryResult, limit: number): QueryResult {
  if (r.rowCount <= limit) return r;
  return { ...r, columns: r.columns.map((c) => c.slice(0, limit)), rowCount: limit };
}

/** The query log row's fields once its run has ended. */
export async function finishQuery(
  ctx: AppContext,
  queryId: number,
  fields: { status: string; rows?: number; executedSql?: string; error?: string | null; resultsKey?: string | null },
): Promise<void> {
  const ts = now();
  await ctx.store.db
    .updateTable('query')
    .set({
      status: fields.status,
      end_time: String(ts.getTime()),
      changed_on: ts.toISOString(),
      progress: fields.status === 'success' ? 100 : 0,
      ...(fields.rows === undefined ? {} : { rows: fields.rows }),
      ...(fields.executedSql === undefined ? {} : { executed_sql: fields.executedSql }),
      ...(fields.error === undefined ? {} : { error_message: fields.error }),
      ...(fields.resultsKey === undefined ? {} : { results_key: fields.resultsKey }),
    })
    .where('id', '=', queryId)
    .execute();
}

/** Marks a query running (its start time is when the engine got it). */
export async function startQuery(ctx: AppContext, queryId: number): Promise<void> {
  const ts = now();
  await ctx.store.db
    .updateTable('query')
    .set({ status: 'running', start_time: String(ts.getTime()), changed_on: ts.toISOString() })
    .where('id', '=', queryId)
    .execute();
}

/** Everything one run needs, read from its query log row. */
export interface RunRequest {
  queryId: number;
  clientId: string;
  userId: number;
  sql: string;
  limit: number;
  allowDml: boolean;
  /** The picked schema names without one resolve in (checked to exist when the query was accepted). */
  schema: string | null;
}

/**
 * Runs a query to its end, logging it and keeping its rows; a failure is logged and thrown as a SqlLabError.
 * `checked` is the text's plan when the caller has just made it.
 */
export async function runLogged(
  ctx: AppContext,
  conn: EngineConnection,
  req: RunRequest,
  signal: AbortSignal,
  checked?: PlannedStatement[],
): Promise<{ result: QueryResult | null; resultsKey: string | null }> {
  await startQuery(ctx, req.queryId);
  try {
    // A plan made when the request was checked is reused: parsing a long text takes a while (10,000 lines: ~1.5 s).
    const planned = checked ?? (await planStatements(conn, req.sql, req.allowDml, req.limit, req.schema));
    const run = await runStatements(conn, planned, {
      timeoutSeconds: ctx.config.sqlLabTimeoutSeconds,
      signal,
      userId: req.userId,
      limit: req.limit,
      schema: req.schema,
    });
    const resultsKey = run.result
      ? await keepResult(ctx, { userId: req.userId, clientId: req.clientId, result: run.result })
      : null;
    await finishQuery(ctx, req.queryId, {
      status: 'success',
      rows: run.result?.rowCount ?? 0,
      executedSql: run.executedSql,
      error: null,
      resultsKey,
    });
    return { result: run.result, resultsKey };
  } catch (err) {
    const failure = signal.aborted ? engineFailure(new QueryStoppedError()) : engineFailure(err);
    await finishQuery(ctx, req.queryId, { status: failure.queryStatus, error: failure.message });
    throw failure;
  }
}
