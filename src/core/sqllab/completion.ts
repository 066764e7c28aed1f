/**
 * The editor's autocomplete words: keywords, schemas, tables and columns from the table browser's metadata, kept
 * sorted by their lower-case text so that each keystroke is a binary search and a short scan, not a pass over
 * every column (10,000 columns stay well under a frame).
 */

/** What a word is, shown beside it in the list. */
export type CompletionKind = 'keyword' | 'schema' | 'table' | 'column';

/** One autocomplete word. */
export interface CompletionWord {
  label: string;
  kind: CompletionKind;
  /** The column's type, or the table of a column. */
  detail?: string;
  /** The table a column belongs to (for `table.` completion). */
  table?: string;
}

/** The words, sorted for prefix search. */
export interface CompletionIndex {
  words: readonly CompletionWord[];
  keys: readonly string[];
  byTable: ReadonlyMap<string, readonly CompletionWord[]>;
}

/** The keywords offered whatever the database. */
export const SQL_KEYWORDS = [
  'SELECT', 'FROM', 'WHERE', 'GROUP BY', 'ORDER BY', 'HAVING', 'LIMIT', 'OFFSET', 'JOIN', 'LEFT JOIN', 'INNER JOIN',
  'ON', 'AS', 'AND', 'OR', 'NOT', 'IN', 'IS NULL', 'IS NOT NULL', 'LIKE', 'BETWEEN', 'DISTINCT', 'COUNT', 'SUM',
  'AVG', 'MIN', 'MAX', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'WITH', 'UNION', 'UNION ALL', 'DESC', 'ASC', 'CAST',
]; // prettier-ignore

/** The metadata the table browser has loaded: schemas, tables, and the columns of the tables opened. */
export interface CompletionMetadata {
  schemas: readonly string[];
  tables: readonly string[];
  columns: readonly { table: string; name: string; type?: string | null }[];
}

/** Builds the index once per metadata change. */
export function completionIndex(meta: CompletionMetadata, keywords: readonly string[] = SQL_KEYWORDS): CompletionIndex {
  const words: CompletionWord[] = [
    ...keywords.map((label): CompletionWord => ({ label, kind: 'keyword' })),
    ...meta.schemas.map((label): CompletionWord => ({ label, kind: 'schema' })),
    ...meta.tables.map((label): CompletionWord => ({ label, kind: 'table' })),
    ...meta.columns.map((c): CompletionWord => ({
      label: c.name,
      kind: 'column',
      table: c.table,
      detail: c.type ?? c.table,
    })),
  ];
  const sorted = words
    .map((w) => ({ w, key: w.label.toLowerCase() }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const byTable = new Map<string, CompletionWord[]>();
  for (const { w } of sorted) {
    if (w.kind !== 'column' || !w.table) continue;
    const list = byTable.get(w.table.toLowerCase()) ?? [];
    list.push(w);
    byTable.set(w.table.toLowerCase(), list);
  }
  return { words: sorted.map((s) => s.w), keys: sorted.map((s) => s.key), byTable };
}

/** The first index whose key is ≥ `prefix`. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The words starting with `prefix` (any case), at most `limit`; after `table.` (the `qualifier`) that table's
 * columns only. Duplicate labels of one kind (a column in many tables) are offered once.
 */
export function completeWord(
  index: CompletionIndex,
  prefix: string,
  qualifier?: string,
  limit = 100,
): CompletionWord[] {
  const key = prefix.toLowerCase();
  if (qualifier) {
    const columns = index.byTable.get(qualifier.toLowerCase()) ?? [];
    return columns.filter((c) => c.label.toLowerCase().startsWith(key)).slice(0, limit);
  }
  const out: CompletionWord[] = [];
  const seen = new Set<string>();
  for (let i = lowerBound(index.keys, key); i < index.keys.length && out.length < limit; i += 1) {
    if (!(index.keys[i] ?? '').startsWith(key)) break;
    const word = index.words[i];
    if (!word) continue;
    const id = `${word.kind}:${word.label}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(word);
  }
  return out;
}
