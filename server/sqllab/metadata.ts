/** SQL Lab's helpers over SQL text and tables: format_sql, and a table's metadata with its SELECT * text. */
import type { FastifyInstance } from 'fastify';
import { format, type SqlLanguage } from 'sql-formatter';
import { z } from 'zod';
import { quoteIdentifier } from '../../src/core/sql';
import { parseBody, type Row } from '../api/resource';
import type { EngineConnection } from '../engines';
import { ApiError, badRequest } from '../http/errors';
import { requireSqlLab } from './access';

/** The rows a SELECT * written for a table asks for. */
export const SELECT_STAR_LIMIT = 100;

const LANGUAGES: Record<string, SqlLanguage> = { duckdb: 'duckdb', postgresql: 'postgresql', postgres: 'postgresql' };

// Jinja stays as it is: the formatter takes each {{ }}, {% %} and {# #} as one parameter token.
const JINJA = [
  { regex: String.raw`\{\{[\s\S]*?\}\}` },
  { regex: String.raw`\{%[\s\S]*?%\}` },
  { regex: String.raw`\{#[\s\S]*?#\}` },
];

/** SQL text formatted in the dialect of an engine (standard SQL when none or unknown). */
export function formatSql(sql: string, engine?: string | null): string {
  return format(sql, { language: LANGUAGES[engine ?? ''] ?? 'sql', paramTypes: { custom: JINJA } });
}

/** SELECT of a table's columns, quoted, with the limit (the table browser's 'SELECT *' helper). */
export function selectStar(schema: string | null, table: string, columns: string[]): string {
  const from = `${schema ? `${quoteIdentifier(schema)}.` : ''}${quoteIdentifier(table)}`;
  const list = columns.length ? columns.map(quoteIdentifier).join(',\n  ') : '*';
  return `SELECT\n  ${list}\nFROM ${from}\nLIMIT ${SELECT_STAR_LIMIT}`;
}

/** A table's metadata as SQL Lab's table browser reads it; 404 when the table does not exist. */
export async function tableMetadata(conn: EngineConnection, schema: string | null, table: string): Promise<Row> {
  const columns = await conn.columns(schema, table);
  if (!columns.length) throw new ApiError(404, 'Table does not exist');
  return {
    name: table,
    columns: columns.map((c) => ({ name: c.name, type: c.type, longType: c.type, keys: [], comment: null })),
    selectStar: selectStar(
      schema,
      table,
      columns.map((c) => c.name),
    ),
    primaryKey: { constrained_columns: [] },
    foreignKeys: [],
    indexes: [],
  };
}

const formatSchema = z.object({
  sql: z.string().min(1, 'Missing data for required field.'),
  engine: z.string().max(64).nullish(),
  database_id: z.number().int().nullish(),
});

/** Registers POST /api/v1/sqllab/format_sql/. */
export function formatRoute(app: FastifyInstance): void {
  app.post('/api/v1/sqllab/format_sql/', async (req) => {
    requireSqlLab(req);
    const body = parseBody(formatSchema, req.body ?? {});
    try {
      return { result: formatSql(body.sql, body.engine) };
    } catch (err) {
      const first = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
      throw badRequest(`The SQL could not be formatted: ${first}`);
    }
  });
}
