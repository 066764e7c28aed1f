import { SqlFragmentError } from './errors';

export type TokenKind = 'word' | 'quoted' | 'string' | 'number' | 'punct';

/** One lexical token of a SQL fragment. */
export interface Token {
  kind: TokenKind;
  text: string;
  /** Position of the first character in the fragment. */
  at: number;
}

const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const isWordStart = (c: string): boolean => /[A-Za-z_]/.test(c) || c.charCodeAt(0) > 0x7f;
const isWordPart = (c: string): boolean => /[A-Za-z0-9_]/.test(c) || c.charCodeAt(0) > 0x7f;

function reject(where: string, problem: string): never {
  throw new SqlFragmentError(where, problem);
}

/** The quoted run starting at `start` (a quote char), with doubled quotes as escapes; throws when unterminated. */
function scanQuoted(sql: string, start: number, quote: string, where: string): number {
  let i = start + 1;
  for (;;) {
    const j = sql.indexOf(quote, i);
    if (j < 0)
      reject(
        where,
        quote === "'"
          ? 'unbalanced quotes (unterminated string literal)'
          : 'unbalanced quotes (unterminated quoted identifier)',
      );
    if (sql[j + 1] === quote) {
      i = j + 2;
      continue;
    }
    return j + 1;
  }
}

/**
 * Splits a fragment into tokens, refusing everything that could make the database read it differently from
 * us: comments, statement separators, dollar quoting, backslash-escape strings, control characters and
 * unbalanced quotes or brackets. In statement mode (a virtual dataset's SELECT) comments are skipped and
 * top-level commas allowed.
 */
export function tokenize(sql: string, where: string, options: { statement?: boolean } = {}): Token[] {
  const statement = options.statement === true;
  const tokens: Token[] = [];
  const stack: string[] = [];
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] ?? '';
    const next = sql[i + 1] ?? '';
    if (isSpace(c)) {
      i += 1;
      continue;
    }
    const code = c.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) reject(where, 'control characters are not allowed');
    if (statement && c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end + 1;
      continue;
    }
    if (statement && c === '/' && next === '*') {
      // Engines disagree on nested block comments, so a comment may not contain another opener.
      const end = sql.indexOf('*/', i + 2);
      if (end < 0 || sql.slice(i + 2, end).includes('/*')) reject(where, 'unterminated or nested block comment');
      i = end + 2;
      continue;
    }
    if ((c === '-' && next === '-') || (c === '/' && next === '*') || (c === '*' && next === '/')) {
      reject(where, `comments are not allowed (found "${c}${next}")`);
    }
    if (c === ';') reject(where, 'only a single expression is allowed (found ";")');
    if (c === '$') reject(where, 'dollar-quoted strings and parameter placeholders are not allowed (found "$")');
    if (c === '`' || c === '\\') reject(where, `unexpected character "${c}"`);
    if (c === "'") {
      const prev = tokens[tokens.length - 1];
      if (prev && prev.kind === 'word' && prev.at + prev.text.length === i && /^[eE]$/.test(prev.text)) {
        reject(where, "escape string literals (E'...') are not allowed");
      }
      const end = scanQuoted(sql, i, "'", where);
      tokens.push({ kind: 'string', text: sql.slice(i, end), at: i });
      i = end;
      continue;
    }
    if (c === '"') {
      const end = scanQuoted(sql, i, '"', where);
      tokens.push({ kind: 'quoted', text: sql.slice(i, end), at: i });
      i = end;
      continue;
    }
    if (isWordStart(c)) {
      let j = i + 1;
      while (j < sql.length && isWordPart(sql[j] ?? '')) j += 1;
      tokens.push({ kind: 'word', text: sql.slice(i, j), at: i });
      i = j;
      continue;
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(next))) {
      const m = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/.exec(sql.slice(i));
      const text = m?.[0] ?? c;
      tokens.push({ kind: 'number', text, at: i });
      i += text.length;
      continue;
    }
    if (c === '(' || c === '[') stack.push(c);
    if (c === ')' || c === ']') {
      const open = stack.pop();
      if (open !== (c === ')' ? '(' : '[')) reject(where, 'unbalanced parentheses');
    }
    if (c === ',' && stack.length === 0 && !statement)
      reject(where, 'only a single expression is allowed (found a top-level ",")');
    tokens.push({ kind: 'punct', text: c, at: i });
    i += 1;
  }
  if (stack.length > 0) reject(where, 'unbalanced parentheses');
  return tokens;
}
