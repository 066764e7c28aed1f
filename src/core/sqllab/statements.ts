/** SQL Lab's statements: where each statement of an editor's text lies, and which one Ctrl/Cmd+Enter runs. */

/** One statement's place in the text: [from, to) without its semicolon. */
export interface StatementRange {
  from: number;
  to: number;
}

/**
 * The statements of `sql`, split on semicolons outside quotes ('…', "…", $$…$$) and comments (-- and /* *\/).
 * The split is lexical only: the server parses what it runs; this picks what to send.
 */
export function statementRanges(sql: string): StatementRange[] {
  const ranges: StatementRange[] = [];
  let start = 0;
  let i = 0;
  const n = sql.length;
  const skipTo = (end: string, from: number): number => {
    const at = sql.indexOf(end, from);
    return at < 0 ? n : at + end.length;
  };
  while (i < n) {
    const c = sql[i];
    const next = sql[i + 1];
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n) {
        if (sql[j] === c && sql[j + 1] === c) j += 2;
        else if (sql[j] === c) break;
        else j += 1;
      }
      i = j + 1;
    } else if (c === '-' && next === '-') i = skipTo('\n', i + 2);
    else if (c === '/' && next === '*') i = skipTo('*/', i + 2);
    else if (c === '$' && next === '$') i = skipTo('$$', i + 2);
    else if (c === ';') {
      ranges.push({ from: start, to: i });
      start = i + 1;
      i += 1;
    } else i += 1;
  }
  ranges.push({ from: start, to: n });
  return ranges.filter((r) => sql.slice(r.from, r.to).trim() !== '');
}

/**
 * What Ctrl/Cmd+Enter runs: the selection when there is one, else the statement under the cursor (the one the cursor
 * is in, or the last one before it when it sits after a semicolon), else the whole text.
 */
export function statementToRun(sql: string, selection: { from: number; to: number }): string {
  const from = Math.min(selection.from, selection.to);
  const to = Math.max(selection.from, selection.to);
  if (to > from && sql.slice(from, to).trim()) return sql.slice(from, to).trim();
  const ranges = statementRanges(sql);
  const under = ranges.find((r) => from >= r.from && from <= r.to) ?? ranges.filter((r) => r.to <= from).pop();
  return under ? sql.slice(under.from, under.to).trim() : sql.trim();
}
