/** One output column of a SELECT. */
export interface SelectItem {
  sql: string;
  /** Result column name; null when the expression already yields it (a bare quoted column). */
  alias: string | null;
  /** The label the response reports for this column. */
  label: string;
}

/** A SELECT statement as parts, rendered to readable SQL by renderSelect. */
export interface SelectStatement {
  items: SelectItem[];
  /** The FROM source followed by any JOIN clauses, each already rendered (may span lines). */
  from: string[];
  where: string[];
  groupBy: string[];
  having: string[];
  orderBy: string[];
  /** LIMIT / OFFSET lines from the dialect. */
  limit: string[];
}

/** Indents every line of `sql` by `spaces`. */
export function indent(sql: string, spaces = 2): string {
  const pad = ' '.repeat(spaces);
  return sql
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

/** A parenthesised, indented subquery with an alias. */
export function subquery(sql: string, alias: string): string {
  return `(\n${indent(sql)}\n) AS ${alias}`;
}

function list(keyword: string, parts: string[]): string[] {
  if (parts.length === 0) return [];
  if (parts.length === 1 && !(parts[0] ?? '').includes('\n')) return [`${keyword} ${parts[0] ?? ''}`];
  return [keyword, parts.map((p) => indent(p)).join(',\n')];
}

function conditions(keyword: string, parts: string[]): string[] {
  if (parts.length === 0) return [];
  return [parts.map((p, i) => (i === 0 ? `${keyword} ${p}` : `  AND ${p}`)).join('\n')];
}

/** Renders a statement one clause per line, lists indented, AND-ed conditions aligned. */
export function renderSelect(stmt: SelectStatement, quote: (name: string) => string): string {
  const items = stmt.items.map((item) => (item.alias === null ? item.sql : `${item.sql} AS ${quote(item.alias)}`));
  return [
    ...list('SELECT', items),
    ...stmt.from.map((f, i) => (i === 0 ? `FROM ${f}` : f)),
    ...conditions('WHERE', stmt.where),
    ...list('GROUP BY', stmt.groupBy),
    ...conditions('HAVING', stmt.having),
    ...list('ORDER BY', stmt.orderBy),
    ...stmt.limit,
  ].join('\n');
}
