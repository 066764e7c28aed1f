import parserModule from 'node-sql-parser/build/postgresql.js';
import { QueryObjectValidationError } from './errors';
import { tokenize, type Token } from './lexer';

// Words that only drive writes, session changes or file access; none can be part of a read-only expression.
const STATEMENT_WORDS = new Set([
  'insert', 'update', 'delete', 'merge', 'upsert', 'drop', 'create', 'alter', 'truncate', 'grant', 'revoke',
  'copy', 'attach', 'detach', 'install', 'load', 'pragma', 'call', 'export', 'import', 'vacuum', 'checkpoint',
  'execute', 'prepare', 'deallocate', 'listen', 'notify', 'unlisten', 'lock', 'reindex', 'cluster', 'refresh',
  'discard', 'commit', 'rollback', 'savepoint', 'into', 'returning', 'set', 'reset',
]);

// Functions that sleep, touch files, the network or the server, run SQL given as text, or read settings.
const DENIED_FUNCTIONS = new Set([
  'pg_sleep', 'pg_sleep_for', 'pg_sleep_until', 'pg_read_file', 'pg_read_binary_file', 'pg_ls_dir', 'pg_stat_file',
  'pg_terminate_backend', 'pg_cancel_backend', 'pg_reload_conf', 'pg_rotate_logfile', 'pg_switch_wal',
  'pg_logical_emit_message', 'pg_file_write', 'pg_file_unlink', 'pg_file_rename', 'pg_promote',
  'set_config', 'current_setting', 'getenv', 'query', 'query_table', 'query_to_xml', 'query_to_xmlschema',
  'query_to_xml_and_xmlschema', 'table_to_xml', 'cursor_to_xml', 'schema_to_xml', 'database_to_xml',
  'copy', 'attach', 'install', 'load', 'install_extension', 'load_extension', 'glob', 'sniff_csv',
  'parquet_metadata', 'parquet_schema', 'parquet_file_metadata', 'parquet_kv_metadata', 'iceberg_scan',
  'iceberg_metadata', 'iceberg_snapshots', 'delta_scan', 'st_read', 'which_secret', 'json_execute_serialized_sql',
]);
const DENIED_PREFIXES = ['read_', 'pg_read_', 'pg_ls_', 'pg_advisory', 'pg_try_advisory', 'lo_', 'dblink', 'duckdb_', 'pragma_', 'sqlite_', 'postgres_', 'mysql_'];
const DENIED_SUFFIXES = ['_scan', '_attach', '_execute', '_query'];

/** True when calling the function `name` is refused in user SQL. */
export function isDeniedFunction(name: string): boolean {
  const n = name.toLowerCase();
  return DENIED_FUNCTIONS.has(n) || DENIED_PREFIXES.some((p) => n.startsWith(p)) || DENIED_SUFFIXES.some((s) => n.endsWith(s));
}

const unquote = (t: Token): string => (t.kind === 'quoted' ? t.text.slice(1, -1).replaceAll('""', '"') : t.text);

function checkTokens(tokens: Token[], where: string): void {
  tokens.forEach((token, i) => {
    if (token.kind === 'word' && STATEMENT_WORDS.has(token.text.toLowerCase())) {
      throw new QueryObjectValidationError(`${where}: "${token.text}" is not allowed; only a read-only expression is accepted`);
    }
    const next = tokens[i + 1];
    if ((token.kind === 'word' || token.kind === 'quoted') && next?.text === '(' && isDeniedFunction(unquote(token))) {
      throw new QueryObjectValidationError(`${where}: function ${unquote(token)}() is not allowed`);
    }
  });
}

type AstNode = Record<string, unknown>;

const ALLOWED_STATEMENT_TYPES = new Set(['select']);
const STATEMENT_TYPES = new Set([
  'insert', 'update', 'delete', 'replace', 'create', 'drop', 'alter', 'truncate', 'rename', 'use', 'set', 'lock',
  'unlock', 'grant', 'revoke', 'call', 'transaction', 'show', 'desc', 'explain', 'load_data', 'declare', 'exec',
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

function walk(node: unknown, where: string): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, where);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as AstNode;
  const type = n['type'];
  if (typeof type === 'string') {
    if (STATEMENT_TYPES.has(type) && !ALLOWED_STATEMENT_TYPES.has(type)) {
      throw new QueryObjectValidationError(`${where}: a ${type.toUpperCase()} statement is not allowed; only a read-only expression is accepted`);
    }
    if (type === 'function' || type === 'aggr_func') {
      const name = functionName(n);
      if (name && isDeniedFunction(name)) throw new QueryObjectValidationError(`${where}: function ${name}() is not allowed`);
    }
  }
  const table = n['table'];
  // DuckDB reads a file or URL named as a table ("data.csv", "s3://..."), so such names are refused.
  if (typeof table === 'string' && type !== 'column_ref' && 'as' in n && /[./\\:*?]/.test(table)) {
    throw new QueryObjectValidationError(`${where}: table "${table}" is not allowed; file and URL reads are refused`);
  }
  for (const value of Object.values(n)) walk(value, where);
}

const parser = new parserModule.Parser();

function checkParses(sql: string, where: string): void {
  let ast: unknown;
  try {
    ast = parser.astify(`SELECT (${sql}) AS tessera_expr FROM tessera_expr_source`, { database: 'postgresql' });
  } catch {
    throw new QueryObjectValidationError(`${where}: could not parse "${sql}" as a single SQL expression`);
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1 || (statements[0] as AstNode | undefined)?.['type'] !== 'select') {
    throw new QueryObjectValidationError(`${where}: only a single expression is allowed`);
  }
  walk(statements, where);
}

/**
 * Accepts `sql` only as one read-only expression (what an adhoc metric, adhoc column, filter, WHERE or HAVING
 * fragment may be) and returns it trimmed; otherwise throws a QueryObjectValidationError naming `where` and
 * the problem. Subqueries are allowed when they are SELECTs.
 */
export function validateExpression(sql: string, where: string): string {
  const text = sql.trim();
  if (!text) throw new QueryObjectValidationError(`${where}: the SQL expression is empty`);
  const tokens = tokenize(text, where);
  checkTokens(tokens, where);
  checkParses(text, where);
  return text;
}

/** Accepts `sql` only as one read-only SELECT (a virtual dataset's query); returns it without a trailing ";". */
export function validateSelectStatement(sql: string, where: string): string {
  const text = sql.trim().replace(/;\s*$/, '').trim();
  const tokens = tokenize(text, where, { statement: true });
  const first = tokens.find((t) => t.kind === 'word')?.text.toUpperCase();
  if (first !== 'SELECT' && first !== 'WITH') throw new QueryObjectValidationError(`${where}: only a SELECT statement is allowed`);
  checkTokens(tokens, where);
  return text;
}
