/** The chart data endpoints: POST /api/v1/chart/data, a saved chart's data, cached results, samples, legacy explore_json. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ChartDataResultFormat, ChartDataResultType, QueryContext } from '../../src/core/query';
import { ApiError, notFound } from '../http/errors';
import { readableChartIds } from '../security/access';
import { requirePermission } from '../security/auth';
import type { Principal } from '../security/principal';
import { parseJsonText } from '../domain/audit';
import { cachedOutcomes, resultCache, runQueryContext } from './execute';
import { parseQueryContext } from './query-context';
import { jsonBody, sendOutcomes } from './respond';
import { toJson } from './serialize';
import { datasourceVerboseNames } from './datasource';
import { formDataQueryContext } from './legacy';
import { logView } from '../domain/recents';
import { withExtraFormData } from './extra-form-data';
import { answerWithJob, asyncQueryApplies } from '../async';

const sliceIdOf = (req: FastifyRequest, qc: QueryContext): number | null => {
  const fromQuery = parseJsonText<{ slice_id?: number }>((req.query as { form_data?: string }).form_data, {}).slice_id;
  const fromBody = (qc.form_data as { slice_id?: number } | undefined)?.slice_id;
  return Number(fromQuery ?? fromBody ?? 0) || null;
};

const canReadCharts = (req: FastifyRequest): Principal => requirePermission(req, 'can_read', 'Chart');

export async function chartDataRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.tessera;

  app.post('/api/v1/chart/data', async (req, reply) => {
    const user = canReadCharts(req);
    const qc = parseQueryContext(req.body);
    const force = (req.query as { force?: string }).force === 'true' || qc.force === true;
    const sliceId = sliceIdOf(req, qc);
    // A chart opened on its own counts as recent activity; its fetches inside a dashboard do not.
    if (sliceId && !(req.query as { dashboard_id?: string }).dashboard_id)
      void logView(ctx, user.id, { sliceId }).catch(() => undefined);
    const goAsync = asyncQueryApplies(ctx, qc);
    const cached = goAsync ? await cachedOutcomes(ctx, user, { ...qc, force }, { sliceId }) : null;
    if (goAsync && !cached)
      return answerWithJob(req, reply, { kind: 'chart', user, queryContext: { ...qc, force }, sliceId });
    const outcomes = cached ?? (await runQueryContext(ctx, user, { ...qc, force }, { sliceId }));
    return sendOutcomes(reply, outcomes, qc.result_format ?? 'json', () =>
      datasourceVerboseNames(ctx, user, qc.datasource),
    );
  });

  app.get('/api/v1/chart/:pk/data/', async (req, reply) => {
    const user = canReadCharts(req);
    const id = Number((req.params as { pk: string }).pk);
    const chart = Number.isInteger(id)
      ? await ctx.store.db
          .selectFrom('slices')
          .select(['id', 'query_context', 'params', 'datasource_id'])
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
    // A chart the user may not read answers as one that does not exist.
    if (!chart || !(await readableChartIds(ctx.store.db, user, [id])).has(id)) throw notFound('Chart not found');
    const saved = parseJsonText<QueryContext | null>(chart.query_context, null);
    if (!saved) throw new ApiError(400, 'Chart has no query context saved. Please save the chart again.');
    const q = req.query as { format?: string; type?: string; force?: string; form_data?: string };
    const extra = parseJsonText<{ extra_form_data?: Record<string, unknown> }>(q.form_data, {}).extra_form_data;
    const parsed = parseQueryContext({
      ...saved,
      result_format: (q.format as ChartDataResultFormat | undefined) ?? saved.result_format ?? 'json',
      result_type: (q.type as ChartDataResultType | undefined) ?? saved.result_type ?? 'full',
      force: q.force === 'true',
    });
    const qc = withExtraFormData(parsed, extra);
    const outcomes = await runQueryContext(ctx, user, qc, { sliceId: id });
    return sendOutcomes(reply, outcomes, qc.result_format ?? 'json', () =>
      datasourceVerboseNames(ctx, user, qc.datasource),
    );
  });

  app.get('/api/v1/chart/data/:cacheKey', async (req, reply) => {
    const user = canReadCharts(req);
    const key = (req.params as { cacheKey: string }).cacheKey;
    const hit = await resultCache(ctx).get<{ userId: number; body: string }>(`response:${key}`);
    if (!hit) throw notFound('Cached data not found');
    if (hit.value.userId !== user.id) throw notFound('Cached data not found');
    return reply.type('application/json; charset=utf-8').send(hit.value.body);
  });

  const samplesQuery = z.object({
    force: z.enum(['true', 'false']).optional(),
    datasource_type: z.string(),
    datasource_id: z.coerce.number().int(),
    per_page: z.coerce.number().int().min(1).max(10_000).optional(),
    page: z.coerce.number().int().min(1).optional(),
  });
  app.post('/datasource/samples', async (req, reply) => {
    const user = requirePermission(req, 'can_read', 'Dataset');
    const parsed = samplesQuery.safeParse(req.query);
    if (!parsed.success)
      throw new ApiError(400, 'Request is incorrect', {
        message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
    const { datasource_type, datasource_id, per_page, page, force } = parsed.data;
    const perPage = Math.min(per_page ?? ctx.config.samplesRowLimit, ctx.config.samplesRowLimit);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const qc = parseQueryContext({
      datasource: { id: datasource_id, type: datasource_type },
      force: force === 'true',
      result_type: 'drill_detail',
      queries: [{ ...body, row_limit: perPage, row_offset: ((page ?? 1) - 1) * perPage }],
    });
    const [outcome] = await runQueryContext(ctx, user, qc);
    const countQc = parseQueryContext({
      datasource: qc.datasource,
      force: qc.force,
      result_type: 'full',
      queries: [
        {
          filters: (body.filters as unknown[]) ?? [],
          extras: body.extras ?? {},
          metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'COUNT(*)' }],
          columns: [],
          row_limit: 1,
        },
      ],
    });
    const [count] = await runQueryContext(ctx, user, countQc);
    if (outcome?.result.error) throw new ApiError(400, String(outcome.result.error));
    const total = Number((count?.result.data as Array<Record<string, unknown>> | undefined)?.[0]?.['COUNT(*)'] ?? 0);
    return reply
      .type('application/json; charset=utf-8')
      .send(toJson({ result: { ...outcome?.result, total_count: total, page: page ?? 1, per_page: perPage } }));
  });

  const exploreJson = async (
    req: FastifyRequest,
    reply: FastifyReply | null = null,
  ): Promise<string | FastifyReply> => {
    const user = requirePermission(req, 'can_explore_json', 'Superset');
    const q = req.query as { form_data?: string; force?: string; result_type?: string; result_format?: string };
    const fromBody = (req.body as { form_data?: unknown } | undefined)?.form_data;
    const formData =
      typeof fromBody === 'string'
        ? parseJsonText<Record<string, unknown>>(fromBody, {})
        : ((fromBody as Record<string, unknown> | undefined) ??
          parseJsonText<Record<string, unknown>>(q.form_data, {}));
    if (!formData.datasource) throw new ApiError(400, 'The datasource is missing from form_data');
    const qc = formDataQueryContext(formData, {
      force: q.force === 'true',
      resultType: (q.result_type as ChartDataResultType | undefined) ?? 'full',
    });
    const sliceId = Number(formData.slice_id ?? 0) || null;
    const goAsync = reply !== null && asyncQueryApplies(ctx, qc);
    const cached = goAsync ? await cachedOutcomes(ctx, user, qc, { sliceId }) : null;
    if (reply && goAsync && !cached)
      return answerWithJob(req, reply, { kind: 'explore', user, queryContext: qc, sliceId });
    return jsonBody(cached ?? (await runQueryContext(ctx, user, qc, { sliceId })), 'list');
  };
  app.get('/superset/explore_json/', async (req, reply) =>
    reply.type('application/json; charset=utf-8').send(await exploreJson(req)),
  );
  app.post('/superset/explore_json/', async (req, reply) => {
    const answer = await exploreJson(req, reply);
    return typeof answer === 'string' ? reply.type('application/json; charset=utf-8').send(answer) : answer;
  });
}
