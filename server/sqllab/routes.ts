/** SQL Lab's API routes (Superset's SqlLabRestApi): execute, results, and the routes beside them. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toJson } from '../chartdata/json';
import { ApiError, notFound } from '../http/errors';
import { parseRison } from '../api/rison';
import { requireSqlLab, seesAllQueries } from './access';
import { executeSqlLab, queryRecord, resultBody } from './execute';
import { registerSqlLabServices } from './jobs';
import { readResult, RESULT_GONE } from './results';
import { bootstrapRoute } from './bootstrap';
import { tabRoutes } from './tabs';
import { fileRoutes } from './files';
import { formatRoute } from './metadata';
import { formPostRoutes } from './form-post';

const resultsQuery = z.object({ key: z.string().min(1).max(64), rows: z.number().int().positive().optional() });

/** Registers SQL Lab's routes and its services (the async job processor, the stop service). */
export async function sqlLabRoutes(app: FastifyInstance): Promise<void> {
  registerSqlLabServices(app.tessera);

  app.post('/api/v1/sqllab/execute/', executeSqlLab);
  bootstrapRoute(app);
  tabRoutes(app);
  fileRoutes(app);
  formatRoute(app);
  formPostRoutes(app);

  app.get('/api/v1/sqllab/results/', async (req, reply) => {
    const user = requireSqlLab(req);
    const ctx = req.server.tessera;
    const q = parseRison((req.query as { q?: string }).q, resultsQuery);
    const row = await ctx.store.db.selectFrom('query').selectAll().where('results_key', '=', q.key).executeTakeFirst();
    if (!row || (!seesAllQueries(user) && Number(row.user_id) !== user.id))
      throw notFound('The query results were not found.');
    const kept = await readResult(ctx, q.key);
    if (!kept) throw new ApiError(410, RESULT_GONE);
    const record = await queryRecord(ctx, Number(row.id), user);
    return reply.type('application/json; charset=utf-8').send(toJson(resultBody(record, kept.result)));
  });
}
