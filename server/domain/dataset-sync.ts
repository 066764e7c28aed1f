/** Reads a dataset's columns from its source (a table, or a virtual dataset's SQL) and syncs them. */
import { randomUUID } from 'node:crypto';
import { SqlFragmentError, validateSelectStatement } from '../../src/core/sql';
import { unprocessable } from '../http/errors';
import { hasTemplate, renderTemplate, TemplateError } from '../templating';
import type { EngineConnection } from '../engines';
import type { MetaTrx as Trx } from '../store/db';
import type { Row } from './types';
import { createdStamp } from './audit';
import { genericType } from './datasource-payload';

export interface SourceColumn {
  name: string;
  type: string;
}

/** A virtual dataset's SQL as its columns are read: a template rendered with no filters, URL parameters or user. */
function untemplated(sql: string): string {
  if (!hasTemplate(sql)) return sql;
  try {
    return renderTemplate(sql, { user: null, params: {}, urlParams: {}, filters: [], datasets: new Map() });
  } catch (err) {
    if (err instanceof TemplateError) throw unprocessable({ sql: [err.message] });
    throw err;
  }
}

/** A virtual dataset's SQL (its template rendered bare) passed through the chart-data guard (one read-only SELECT); 422 naming the problem. */
export function checkedDatasetSql(sql: string, tableName: string): string {
  const body = untemplated(sql)
    .trim()
    .replace(/;+\s*$/, '');
  if (body.includes(';')) throw unprocessable({ sql: ['Only single queries supported'] });
  if (!/^\s*(select|with)\b/i.test(body))
    throw unprocessable({ sql: ['Only SELECT statements are allowed against this database'] });
  try {
    return validateSelectStatement(body, `SQL of virtual dataset "${tableName}"`);
  } catch (err) {
    if (err instanceof SqlFragmentError) throw unprocessable({ sql: [err.message] });
    throw err;
  }
}

/** Columns of a physical table, or of a virtual dataset's single SELECT statement (its template rendered bare). */
export async function sourceColumns(
  conn: EngineConnection,
  ds: { schema: string | null; table_name: string; sql: string | null },
): Promise<SourceColumn[]> {
  if (ds.sql && ds.sql.trim()) {
    const body = checkedDatasetSql(ds.sql, ds.table_name);
    try {
      const r = await conn.run(`SELECT * FROM (${body}) AS virtual_table LIMIT 0`, [], { timeoutMs: 30_000 });
      return r.names.map((name, i) => ({ name, type: r.types[i] ?? 'VARCHAR' }));
    } catch (err) {
      throw unprocessable({ sql: [`Dataset could not be created: ${(err as Error).message.split('\n')[0] ?? ''}`] });
    }
  }
  const cols = await conn.columns(ds.schema, ds.table_name);
  if (!cols.length) {
    throw unprocessable({
      table_name: [
        `Table [${ds.schema ? `${ds.schema}.` : ''}${ds.table_name}] could not be found, please double check your database connection, schema, and table name`,
      ],
    });
  }
  return cols.map((c) => ({ name: c.name, type: c.type }));
}

/** Adds new source columns, updates types of known ones, and keeps computed columns; returns counts. */
export async function syncColumns(
  trx: Trx,
  tableId: number,
  source: SourceColumn[],
  userId: number,
): Promise<{ added: string[]; removed: string[]; modified: string[] }> {
  const existing = (await trx
    .selectFrom('table_columns')
    .selectAll()
    .where('table_id', '=', tableId)
    .execute()) as Row[];
  const byName = new Map(existing.map((c) => [String(c.column_name), c]));
  const added: string[] = [];
  const modified: string[] = [];
  for (const col of source) {
    const have = byName.get(col.name);
    if (!have) {
      added.push(col.name);
      await trx
        .insertInto('table_columns')
        .values({
          ...createdStamp(userId, randomUUID()),
          table_id: tableId,
          column_name: col.name,
          type: col.type,
          is_dttm: genericType(col.type) === 2 ? 1 : 0,
          groupby: 1,
          filterable: 1,
          is_active: 1,
        })
        .execute();
    } else if (String(have.type ?? '') !== col.type && !have.expression) {
      modified.push(col.name);
      await trx.updateTable('table_columns').set({ type: col.type }).where('id', '=', Number(have.id)).execute();
    }
  }
  const names = new Set(source.map((c) => c.name));
  const removed = existing
    .filter((c) => !c.expression && !names.has(String(c.column_name)))
    .map((c) => String(c.column_name));
  if (removed.length)
    await trx.deleteFrom('table_columns').where('table_id', '=', tableId).where('column_name', 'in', removed).execute();
  return { added, removed, modified };
}
