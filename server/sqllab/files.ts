/**
 * A finished query's whole result (up to its row limit) as a file: CSV streamed for download (Superset's
 * /api/v1/sqllab/export/{client_id}/), and Arrow IPC for the page's worker (the chart data path's encoding).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { csvCell } from '../../src/core/dataplane';
import { toArrow } from '../chartdata/serialize';
import type { QueryResult } from '../engines';
import { ApiError, notFound } from '../http/errors';
import { requireSqlLab, seesAllQueries } from './access';
import { readResult, RESULT_GONE } from './results';

/** Rows written per chunk of the CSV stream. */
const CSV_CHUNK_ROWS = 2_000;

/** The kept result of a query of the user's (or anyone's, for admins and all_query_access) by client id. */
async function ownResult(req: FastifyRequest): Promise<{ clientId: string; result: QueryResult; queryId: number }> {
  const user = requireSqlLab(req);
  const ctx = req.server.tessera;
  const clientId = (req.params as { clientId: string }).clientId;
  const row =
    clientId.length <= 11
      ? await ctx.store.db.selectFrom('query').selectAll().where('client_id', '=', clientId).executeTakeFirst()
      : undefined;
  if (!row || (!seesAllQueries(user) && Number(row.user_id) !== user.id))
    throw notFound(`Query with client_id ${clientId} not found`);
  const kept = row.results_key ? await readResult(ctx, String(row.results_key)) : null;
  if (!kept) throw new ApiError(410, RESULT_GONE);
  return { clientId, result: kept.result, queryId: Number(row.id) };
}

/** The CSV of a result, a chunk of lines at a time (the one CSV cell writer of the app). */
export function* csvChunks(r: QueryResult): Generator<string> {
  yield `${r.names.map(csvCell).join(',')}\n`;
  for (let start = 0; start < r.rowCount; start += CSV_CHUNK_ROWS) {
    const lines: string[] = [];
    const end = Math.min(r.rowCount, start + CSV_CHUNK_ROWS);
    for (let row = start; row < end; row++) lines.push(r.columns.map((c) => csvCell(c[row])).join(','));
    yield `${lines.join('\n')}\n`;
  }
}

/** Registers the export and Arrow routes. */
export function fileRoutes(app: FastifyInstance): void {
  app.get('/api/v1/sqllab/export/:clientId/', async (req, reply) => {
    const { clientId, result } = await ownResult(req);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="query_${clientId.replace(/[^\w-]/g, '_')}.csv"`)
      .send(Readable.from(csvChunks(result)));
  });

  app.get('/api/v1/sqllab/results/:clientId/arrow', async (req, reply) => {
    const { clientId, result, queryId } = await ownResult(req);
    const bytes = toArrow(result, { query_id: queryId, client_id: clientId, rowcount: result.rowCount });
    return reply.type('application/vnd.apache.arrow.stream').send(Buffer.from(bytes));
  });
}
