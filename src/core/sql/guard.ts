import parserModule from 'node-sql-parser/build/postgresql.js';
import { SqlFragmentError } from './errors';
import { tokenize, type Token } from './lexer';

// Words that only drive writes, session changes or file access; none can be part of a read-only expression.
const STATEMENT_WORDS = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'upsert',
  'drop',
  'create',
  'alter',
  'truncate',
  'grant',
  'revoke',
  'copy',
  'attach',
  'detach',
  'install',
  'load',
  'pragma',
  'call',
  'export',
  'import',
  'vacuum',
  'checkpoint',
  'execute',
  'prepare',
  'deallocate',
  'listen',
  'notify',
  'unlisten',
  'lock',
  'reindex',
  'cluster',
  'refresh',
  'discard',
  'commit',
  'rollback',
  'savepoint',
  'into',
  'returning',
  'set',
  'reset',
]);

// Functions that sleep, touch files, the network or the server, run SQL given as text, or read settings.
const DENIED_FUNCTIONS = new Set([
  'pg_sleep',
  'pg_sleep_for',
  'pg_sleep_until',
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_switch_wal',
  'pg_logical_emit_message',
  'pg_file_write',
  'pg_file_unlink',
  'pg_file_rename',
  'pg_promote',
  'set_config',
  'current_setting',
  'getenv',
  'query',
  'query_table',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'table_to_xml',
  'cursor_to_xml',
  'schema_to_xml',
  'database_to_xml',
  'copy',
  'attach',
  'install',
  'load',
  'install_extension',
  'load_extension',
  'glob',
  'sniff_csv',
  'parquet_metadata',
  'parquet_schema',
  'parquet_file_metadata',
  'parquet_kv_metadata',
  'iceberg_scan',
  'iceberg_metadata',
  'iceberg_snapshots',
  'delta_scan',
  'st_read',
  'which_secret',
  'json_execute_serialized_sql',
]);
const DENIED_PREFIXES = [
  'read_',
  'pg_read_',
  'pg_ls_',
  'pg_advisory',
  'pg_try_advisory',
  'lo_',
  'dblink',
  'duckdb_',
  'pragma_',
  'sqlite_',
  'postgres_',
  'mysql_',
];
const DENIED_SUFFIXES = ['_scan', '_attach', '_execute', '_query'];
// Functions that make rows or values out of a number alone: range(300000000000) stalls the engine. Refused in
// expressions; a virtual dataset (written by its editors) may still build a date spine with generate_series.
const ROW_GENERATORS = new Set([
  'range',
  'generate_series',
  'generate_subscripts',
  'unnest',
  'repeat',
  'repeat_row',
  'list_resize',
  'array_resize',
  'array_fill',
]);

/** True when calling the function `name` is refused in user SQL. */
export function isDeniedFunction(name: string): boolean {
  const n = name.toLowerCase();
  return (
    DENIED_FUNCTIONS.has(n) ||
    DENIED_PREFIXES.some((p) => n.startsWith(p)) ||
    DENIED_SUFFIXES.some((s) => n.endsWith(s))
  );
}

/** Why calling `name` is refused in an expression, or null when it is allowed. */
function functionProblem(name: string, expression: boolean): string | null {
  if (isDeniedFunction(name)) return `function ${name}() is not allowed`;
  if (expression && ROW_GENERATORS.has(name.toLowerCase()))
    return `function ${name}() is not allowed; it can generate unbounded rows`;
  return null;
}

/** Superset's message when ALLOW_ADHOC_SUBQUERY is off. */
export const ADHOC_SUBQUERY_PROBLEM = 'Custom SQL fields cannot contain sub-queries.';

const unquote = (t: Token): string => (t.kind === 'quoted' ? t.text.slice(1, -1).replaceAll('""', '"') : t.text);

function checkTokens(tokens: Token[], where: string, expression: boolean): void {
  tokens.forEach((token, i) => {
    if (token.kind === 'word' && STATEMENT_WORDS.has(token.text.toLowerCase())) {
      throw new SqlFragmentError(where, `"${token.text}" is not allowed; only a read-only expression is accepted`);
    }
    const next = tokens[i + 1];
    const problem =
      (token.kind === 'word' || token.kind === 'quoted') && next?.text === '('
        ? functionProblem(unquote(token), expression)
        : null;
    if (problem) throw new SqlFragmentError(where, problem);
  });
}

type AstNode = Record<string, unknown>;

const ALLOWED_STATEMENT_TYPES = new Set(['select']);
/** Statement kinds of node-sql-parser's syntax trees (all but select are refused in expressions). */
export const STATEMENT_TYPES: ReadonlySet<string> = new Set([
  'insert',
  'update',
  'delete',
  'replace',
  'create',
  'drop',
  'alter',
  'truncate',
  'rename',
  'use',
  'set',
  'lock',
  'unlock',
  'grant',
  'revoke',
  'call',
  'transaction',
  'show',
  'desc',
  'explain',
  'load_data',
  'declare',
  'exec',
]);

function functionName(node: AstNode): string | null {
  const name = node['name'];
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const parts = (name as AstNode)['name'];
    if (Array.isArray(parts)) {
      const last = parts[parts.length - 1] as AstNode | undefined;
      const value = last?.['value'];
      return typeof value === 'string' ? value : null;
    }
  }
  return null;
}

/** What the syntax tree of an expression reads besides its own row: null without subqueries, else their tables. */
type SubqueryTables = string[] | null;

/** Walks the tree below `root` (the wrapping SELECT); refuses what may not be in it and collects subquery tables. */
function walk(node: unknown, where: string, root: unknown, found: { tables: SubqueryTables }): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, where, root, found);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as AstNode;
  const type = n['type'];
  if (typeof type === 'string') {
    if (STATEMENT_TYPES.has(type) && !ALLOWED_STATEMENT_TYPES.has(type)) {
      throw new SqlFragmentError(
        where,
        `a ${type.toUpperCase()} statement is not allowed; only a read-only expression is accepted`,
      );
    }
    if (type === 'function' || type === 'aggr_func') {
      const name = functionName(n);
      const problem = name ? functionProblem(name, true) : null;
      if (problem) throw new SqlFragmentError(where, problem);
    }
    if (type === 'select' && node !== root) {
      found.tables ??= [];
      for (const source of Array.isArray(n['from']) ? (n['from'] as AstNode[]) : []) {
        const db = source['db'];
        if (typeof source['table'] === 'string')
          found.tables.push(typeof db === 'string' && db ? `${db}.${source['table']}` : source['table']);
      }
    }
  }
  const table = n['table'];
  // DuckDB reads a file or URL named as a table ("data.csv", "s3://..."), so such names are refused.
  if (typeof table === 'string' && type !== 'column_ref' && 'as' in n && /[./\\:*?]/.test(table)) {
    throw new SqlFragmentError(where, `table "${table}" is not allowed; file and URL reads are refused`);
  }
  for (const value of Object.values(n)) walk(value, where, root, found);
}

/** The grammar expressions are parsed with, for every engine (DuckDB's and PostgreSQL's expressions share it). */
export const EXPRESSION_GRAMMAR = 'postgresql';

/** Parses one SQL statement under `grammar` (a node-sql-parser database name) into its syntax tree; throws when it cannot. */
export type StatementParser = (sql: string, grammar: string) => unknown;

// Made on first use, so that importing the SQL compiler's index (for quoting, say) costs nothing until SQL is parsed.
let sqlParser: InstanceType<typeof parserModule.Parser> | null = null;
const parseStatement: StatementParser = (sql, grammar) =>
  (sqlParser ??= new parserModule.Parser()).astify(sql, { database: grammar });

function checkParses(sql: string, where: string, parse: StatementParser): SubqueryTables {
  let ast: unknown;
  try {
    ast = parse(`SELECT (${sql}) AS tessera_expr FROM tessera_expr_source`, EXPRESSION_GRAMMAR);
  } catch {
    throw new SqlFragmentError(where, `could not parse "${sql}" as a single SQL expression`);
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1 || (statements[0] as AstNode | undefined)?.['type'] !== 'select') {
    throw new SqlFragmentError(where, 'only a single expression is allowed');
  }
  const found: { tables: SubqueryTables } = { tables: null };
  walk(statements, where, statements[0], found);
  return found.tables;
}

export interface ExpressionGuardOptions {
  /** The parser (node-sql-parser by default). */
  parse?: StatementParser;
  /** Most verdicts kept (least recently used dropped first); 0 keeps none. */
  maxEntries?: number;
  /** Most characters of expression text kept over all verdicts; a longer expression is judged each time, not kept. */
  maxChars?: number;
}

/** A guard's verdict on one expression: its problem (null when accepted) and what its subqueries read. */
interface Verdict {
  problem: string | null;
  tables: SubqueryTables;
}

/** An accepted adhoc expression (trimmed) and the tables its subqueries read, schema-qualified where written so. */
export interface AdhocExpression {
  sql: string;
  tables: string[];
}

/**
 * Judges free-text SQL expressions and remembers the verdicts. A verdict depends only on the expression text and
 * the grammar, so saved metric and column expressions, met again on every request, are lexed and parsed once; the
 * cache is a bounded LRU (by count and by total characters).
 */
export class ExpressionGuard {
  private readonly parse: StatementParser;
  private readonly maxEntries: number;
  private readonly maxChars: number;
  /** grammar + NUL + text → the verdict; Map order is least recently used first. */
  private readonly verdicts = new Map<string, Verdict>();
  private chars = 0;

  constructor(options: ExpressionGuardOptions = {}) {
    this.parse = options.parse ?? parseStatement;
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxChars = options.maxChars ?? 1_000_000;
  }

  /** Verdicts kept now. */
  get size(): number {
    return this.verdicts.size;
  }

  /** Characters of expression text (with the grammar name) kept now. */
  get keptChars(): number {
    return this.chars;
  }

  /** Drops every verdict. */
  clear(): void {
    this.verdicts.clear();
    this.chars = 0;
  }

  /** See validateExpression. */
  validate(sql: string, where: string): string {
    return this.validateAdhoc(sql, where, true).sql;
  }

  /** See validateAdhocExpression. */
  validateAdhoc(sql: string, where: string, allowSubqueries: boolean): AdhocExpression {
    const text = sql.trim();
    if (!text) throw new SqlFragmentError(where, 'the SQL expression is empty');
    const key = `${EXPRESSION_GRAMMAR}\u0000${text}`;
    let verdict = this.verdicts.get(key);
    if (verdict === undefined) {
      verdict = this.judge(text);
      this.keep(key, verdict);
    } else {
      this.verdicts.delete(key);
      this.verdicts.set(key, verdict);
    }
    if (verdict.problem !== null) throw new SqlFragmentError(where, verdict.problem);
    if (verdict.tables !== null && !allowSubqueries) throw new SqlFragmentError(where, ADHOC_SUBQUERY_PROBLEM);
    return { sql: text, tables: verdict.tables ?? [] };
  }

  /** The problem of `text` (null when it is one read-only expression) and the tables its subqueries read. */
  private judge(text: string): Verdict {
    try {
      checkTokens(tokenize(text, ''), '', true);
      return { problem: null, tables: checkParses(text, '', this.parse) };
    } catch (err) {
      if (err instanceof SqlFragmentError) return { problem: err.problem, tables: null };
      throw err;
    }
  }

  private keep(key: string, verdict: Verdict): void {
    if (this.maxEntries < 1 || key.length > this.maxChars) return;
    this.verdicts.set(key, verdict);
    this.chars += key.length;
    for (const oldest of this.verdicts.keys()) {
      if (this.verdicts.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.verdicts.delete(oldest);
      this.chars -= oldest.length;
    }
  }
}

/** The guard validateExpression uses. */
export const expressionGuard = /* @__PURE__ */ new ExpressionGuard();

/**
 * Accepts `sql` only as one read-only expression (what a saved metric or column expression or a fetch-values
 * predicate may be) and returns it trimmed; otherwise throws a QueryObjectValidationError naming `where` and
 * the problem. Subqueries are allowed when they are SELECTs. Verdicts are remembered (see ExpressionGuard).
 */
export function validateExpression(sql: string, where: string): string {
  return expressionGuard.validate(sql, where);
}

/**
 * Accepts `sql` as an adhoc expression (a metric, column, filter, WHERE or HAVING written in the request): one
 * read-only expression, as validateExpression, and without subqueries unless `allowSubqueries` (Superset's
 * ALLOW_ADHOC_SUBQUERY); then the tables they read come back, for the caller to check the user may read them.
 */
export function validateAdhocExpression(sql: string, where: string, allowSubqueries: boolean): AdhocExpression {
  return expressionGuard.validateAdhoc(sql, where, allowSubqueries);
}

// Words that start a clause of a SELECT; JOIN continues the FROM clause.
const CLAUSE_WORDS = new Set([
  'select',
  'from',
  'where',
  'group',
  'having',
  'order',
  'limit',
  'offset',
  'qualify',
  'window',
  'union',
  'intersect',
  'except',
  'on',
  'using',
  'values',
  'join',
]);
const FILE_LIKE = /[./\\:*?]/;

/** DuckDB reads a file or URL named in FROM ('data.csv', "s3://..."): such table sources are refused. */
function checkTableSources(tokens: Token[], where: string): void {
  const clauses: string[] = [''];
  tokens.forEach((token, i) => {
    if (token.text === '(') clauses.push('');
    else if (token.text === ')') clauses.pop();
    else if (token.kind === 'word' && CLAUSE_WORDS.has(token.text.toLowerCase())) {
      clauses[clauses.length - 1] = token.text.toLowerCase() === 'join' ? 'from' : token.text.toLowerCase();
    } else if (token.kind === 'string' || (token.kind === 'quoted' && FILE_LIKE.test(unquote(token)))) {
      const prev = tokens[i - 1];
      const prevWord = prev?.kind === 'word' ? prev.text.toLowerCase() : '';
      const inFrom =
        prevWord === 'from' || prevWord === 'join' || (prev?.text === ',' && clauses[clauses.length - 1] === 'from');
      if (inFrom)
        throw new SqlFragmentError(where, `table ${token.text} is not allowed; file and URL reads are refused`);
    }
  });
}

/**
 * Accepts `sql` only as one read-only SELECT (a virtual dataset's query); returns it without a trailing ";". The
 * one check for every place a dataset's SQL reaches an engine: chart data, column sync, samples, dataset writes.
 */
export function validateSelectStatement(sql: string, where: string): string {
  const text = sql.trim().replace(/;\s*$/, '').trim();
  const tokens = tokenize(text, where, { statement: true });
  const first = tokens.find((t) => t.kind === 'word')?.text.toUpperCase();
  if (first !== 'SELECT' && first !== 'WITH') throw new SqlFragmentError(where, 'only a SELECT statement is allowed');
  checkTokens(tokens, where, false);
  checkTableSources(tokens, where);
  return text;
}
