/** The editor's SQL dialect per database engine, for highlighting and keywords. */

/** The CodeMirror SQL dialects SQL Lab uses. */
export type EditorDialect = 'PostgreSQL' | 'StandardSQL';

/** PostgreSQL for postgresql; DuckDB speaks a PostgreSQL-like SQL; anything else standard SQL. */
export function editorDialect(backend: string | null | undefined): EditorDialect {
  const engine = (backend ?? '').toLowerCase();
  if (engine.startsWith('postgres') || engine === 'duckdb') return 'PostgreSQL';
  return 'StandardSQL';
}
