/**
 * SQL Lab's statements: a text split into statements (quotes, comments and dollar quotes respected), each parsed
 * with node-sql-parser to tell a read-only SELECT from DML/DDL, and the row limit wrapped around a SELECT.
 */
import parserModule from 'node-sql-parser/build/postgresql.js';
import { STATEMENT_TYPES } from '../../src/core/sql';

/** One statement of a SQL Lab text: its SQL without the `;`, and the line of the text it starts on (1-based). */
export interface Statement {
  sql: string;
  line: number;
}

/** What parsing one statement tells: its kinds (select, insert, ...) or the parser's error and its line. */
export type ParsedStatement = { ok: true; kinds: string[] } | { ok: false; message: string; line: number | null };

const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/** The index just past the quoted run that starts at `start`; a doubled quote is an escape, a backslash too after E'. */
function skipQuoted(text: string, start: number, quote: string, backslash: boolean): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (backslash && c === '\\') i += 2;
    else if (c === quote && text[i + 1] === quote) i += 2;
    else if (c === quote) return i + 1;
    else i += 1;
  }
  return text.length;
}

/** The `$tag$` that opens a dollar-quoted string at `start`, or null. */
function dollarTag(text: string, start: number): string | null {
  const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(start, start + 64));
  return m ? m[0] : null;
}

/** The index just past whatever starts at `i` when it is a string, identifier, comment or dollar quote; else i. */
function skipToken(text: string, i: number): number {
  const c = text[i] ?? '';
  const next = text[i + 1] ?? '';
  if (c === "'") return skipQuoted(text, i, "'", /[eE]/.test(text[i - 1] ?? '') && !/\w/.test(text[i - 2] ?? ''));
  if (c === '"') return skipQuoted(text, i, '"', false);
  if (c === '-' && next === '-') {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end;
  }
  if (c === '/' && next === '*') {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  if (c === '$' && !/\w/.test(text[i - 1] ?? '')) {
    const tag = dollarTag(text, i);
    if (tag) {
      const end = text.indexOf(tag, i + tag.length);
      return end < 0 ? text.length : end + tag.length;
    }
  }
  return i;
}

/** Whether a piece of text holds anything but blanks and comments. */
function hasCode(text: string): boolean {
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (isSpace(c)) i += 1;
    else if ((c === '-' && text[i + 1] === '-') || (c === '/' && text[i + 1] === '*')) i = skipToken(text, i);
    else return true;
  }
  return false;
}

const linesIn = (text: string, end: number): number => {
  let n = 0;
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
};

/** Splits a SQL text on its top-level semicolons; blank and comment-only pieces are left out. */
export function splitStatements(text: string): Statement[] {
  const out: Statement[] = [];
  let start = 0;
  const push = (end: number): void => {
    const piece = text.slice(start, end);
    if (hasCode(piece)) {
      const lead = piece.length - piece.trimStart().length;
      out.push({ sql: piece.trim(), line: 1 + linesIn(text, start + lead) });
    }
  };
  let i = 0;
  while (i < text.length) {
    const skipped = skipToken(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    if (text[i] === ';') {
      push(i);
      start = i + 1;
    }
    i += 1;
  }
  push(text.length);
  return out;
}

let parser: InstanceType<typeof parserModule.Parser> | null = null;

// Statement kinds that write, change the schema or the session, or run other code (all the parser knows but the
// catalogue reads); any of them nested in a statement (a data-modifying CTE) makes it a write too.
const WRITING_KINDS = new Set([...STATEMENT_TYPES].filter((k) => k !== 'show' && k !== 'desc'));

/** Every statement kind in the syntax tree: the top one first, then nested ones; SELECT ... INTO counts as 'insert'. */
function kindsOf(node: unknown, out: string[]): string[] {
  if (Array.isArray(node)) {
    for (const child of node) kindsOf(child, out);
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  const n = node as Record<string, unknown>;
  const type = n['type'];
  if (typeof type === 'string' && (type === 'select' || type === 'show' || type === 'desc' || WRITING_KINDS.has(type)))
    out.push(type);
  if (type === 'select') {
    const into = n['into'] as Record<string, unknown> | undefined;
    if (into && (into['expr'] || into['position'])) out.push('insert');
  }
  for (const value of Object.values(n)) kindsOf(value, out);
  return out;
}

/** Parses one statement with the PostgreSQL grammar (the closest to DuckDB's too). */
export function parseStatement(sql: string): ParsedStatement {
  try {
    const ast = (parser ??= new parserModule.Parser()).astify(sql, { database: 'postgresql' });
    return { ok: true, kinds: kindsOf(ast, []) };
  } catch (err) {
    const e = err as { message?: string; location?: { start?: { line?: number } } };
    const first = (e.message ?? String(err)).split('\n')[0] ?? '';
    return { ok: false, message: first, line: e.location?.start?.line ?? null };
  }
}

/** Whether every kind found is a read: SELECT (and SHOW / DESCRIBE, which only read the catalogue). */
export const isReadOnly = (kinds: readonly string[]): boolean =>
  kinds.length > 0 && kinds.every((k) => k === 'select' || k === 'show' || k === 'desc');

/** Superset's message when a database does not allow DML. */
export const DML_NOT_ALLOWED = 'Only SELECT statements are allowed against this database.';

/**
 * A SELECT wrapped so the engine stops at `limit` rows. The statement stays on the first line of the wrapper, so an
 * engine message's line numbers still point into the user's statement.
 */
export function limitedSelect(sql: string, limit: number): string {
  return `SELECT * FROM (${sql}\n) AS sqllab_limited LIMIT ${Math.max(0, Math.floor(limit))}`;
}

/** The line an engine's error message points at (DuckDB's and PostgreSQL's `LINE n:`), or null. */
export function engineErrorLine(message: string): number | null {
  const m = /\bLINE (\d+):/.exec(message);
  return m ? Number(m[1]) : null;
}
