/**
 * What opens SQL Lab on a dataset (D1.19, X17.04): the form post of charts and explore (fields datasourceKey and
 * sql, or form_data holding both as JSON), handed to the page, or the same two in the page's URL.
 */
import { parseDatasourceKey, type DatasourceKey } from '../query';
import { quoteIdentifier } from '../sql';

/** The dataset and SQL a form post asks SQL Lab to open. */
export interface SqlLabOpening {
  datasource: DatasourceKey;
  /** Absent: the dataset's own SQL, or SELECT * of its table. */
  sql: string | null;
}

/** D3.19: what the page says when the SQL of a form post or a dataset cannot be loaded. */
export const LOAD_SQL_ERROR = 'An error occurred while loading the SQL';

/** The opening from form fields or URL parameters; null when they name no dataset. */
export function sqlLabOpening(fields: Record<string, unknown>): SqlLabOpening | null {
  let source: Record<string, unknown> = fields;
  if (typeof fields.form_data === 'string') {
    try {
      const parsed: unknown = JSON.parse(fields.form_data);
      if (parsed && typeof parsed === 'object') source = parsed as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  const datasource = parseDatasourceKey(source.datasourceKey);
  if (!datasource || typeof datasource.id !== 'number') return null;
  return { datasource, sql: typeof source.sql === 'string' && source.sql.trim() ? source.sql : null };
}

/** SQL Lab's 'SELECT *' helper: the table's columns listed when known, with a limit. */
export function selectStarSql(table: string, schema: string | null, columns: readonly string[] = [], limit = 100) {
  const from = schema ? `${quoteIdentifier(schema)}.${quoteIdentifier(table)}` : quoteIdentifier(table);
  const list = columns.length ? `\n  ${columns.map(quoteIdentifier).join(',\n  ')}\n` : ' * ';
  return `SELECT${list}FROM ${from}\nLIMIT ${limit}`;
}

/** The form post that opens SQL Lab on a chart's or a dataset's SQL (D3.18): the field form_data, as Superset sends it. */
export function sqlLabFormFields(datasourceKey: string, sql: string): { form_data: string } {
  return { form_data: JSON.stringify({ datasourceKey, sql }) };
}

/** The address that opens SQL Lab on a new tab with this SQL on this database (a query dataset's View in SQL Lab). */
export function sqlLabQueryPath(query: { dbId: number; schema?: string | null; sql: string }): string {
  const params = new URLSearchParams({ dbid: String(query.dbId), sql: query.sql });
  if (query.schema) params.set('schema', query.schema);
  return `/sqllab/?${params.toString()}`;
}

/** The new query an address asks for (?dbid=&sql=&schema=), or null. */
export function sqlLabNewQuery(search: URLSearchParams): { dbId: number; schema: string | null; sql: string } | null {
  const dbId = Number(search.get('dbid'));
  const sql = search.get('sql');
  if (!Number.isInteger(dbId) || dbId <= 0 || sql === null) return null;
  return { dbId, schema: search.get('schema') || null, sql };
}
