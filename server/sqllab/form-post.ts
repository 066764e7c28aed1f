/**
 * Opening SQL Lab from a chart or explore (D1.19, X17.04): a browser form post to /superset/sqllab/ or /sqllab/ with
 * form_data = {datasourceKey: '<id>__table', sql}. The server keeps the form data a short while under a key of its
 * poster and sends the browser on to the app (303 to /sqllab/?form_data_key=...); the page reads it back with
 * GET /api/v1/sqllab/form_data/{key}, resolved to the dataset's database and schema, and opens a new tab with it.
 * The form carries the session's CSRF token in its csrf_token field, as the app's form posts do.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseDatasourceKey } from '../../src/core/query';
import { resultCache } from '../chartdata/execute';
import { ApiError, notFound } from '../http/errors';
import { canAccessDataset } from '../security/access';
import { requireFormCsrf } from '../security/auth';
import { requireSqlLab, sqlLabDatabase } from './access';

/** How long a posted form data waits for the page to read it. */
export const FORM_DATA_TTL_S = 600;
/** The page's message when the SQL cannot be opened (D3.19). */
export const LOAD_SQL_FAILED = 'An error occurred while loading the SQL';

interface PostedForm {
  userId: number;
  datasourceKey: string;
  sql: string;
}

const formSchema = z.object({
  datasourceKey: z.string().min(1).max(256),
  sql: z.string(),
});

const cacheKey = (key: string): string => `sqllab-form:${key}`;

function posted(req: FastifyRequest): { formData: unknown; csrf: unknown } {
  const body = (req.body ?? {}) as Record<string, unknown>;
  let formData: unknown = body.form_data;
  if (typeof formData === 'string') {
    try {
      formData = JSON.parse(formData);
    } catch {
      throw new ApiError(400, `${LOAD_SQL_FAILED}: form_data is not valid JSON.`);
    }
  }
  return { formData, csrf: body.csrf_token };
}

async function receive(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const user = requireSqlLab(req);
  const { formData, csrf } = posted(req);
  requireFormCsrf(req, csrf);
  const parsed = formSchema.safeParse(formData);
  if (!parsed.success) throw new ApiError(400, `${LOAD_SQL_FAILED}: form_data needs a datasourceKey and sql.`);
  const max = req.server.tessera.config.limits.fieldChars.sql ?? req.server.tessera.config.limits.fieldChars.default;
  if (parsed.data.sql.length > max)
    throw new ApiError(400, `${LOAD_SQL_FAILED}: the SQL is longer than the ${max} characters allowed.`);
  const key = randomBytes(16).toString('base64url');
  const form: PostedForm = { userId: user.id, ...parsed.data };
  await resultCache(req.server.tessera).set(cacheKey(key), form, FORM_DATA_TTL_S);
  return reply.redirect(`/sqllab/?form_data_key=${encodeURIComponent(key)}`, 303);
}

/** Registers the form post handlers and the route the page reads the posted form data from. */
export function formPostRoutes(app: FastifyInstance): void {
  app.post('/superset/sqllab/', receive);
  app.post('/sqllab/', receive);

  app.get('/api/v1/sqllab/form_data/:key', async (req) => {
    const user = requireSqlLab(req);
    const ctx = req.server.tessera;
    const key = (req.params as { key: string }).key;
    const hit = key.length <= 64 ? await resultCache(ctx).get<PostedForm>(cacheKey(key)) : null;
    const form = hit?.value;
    if (!form || form.userId !== user.id) throw notFound(LOAD_SQL_FAILED);
    const ds = parseDatasourceKey(form.datasourceKey);
    const id = ds && typeof ds.id === 'number' ? ds.id : null;
    const row =
      id === null
        ? undefined
        : await ctx.store.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || !(await canAccessDataset(ctx.store.db, user, Number(row.id)))) throw notFound(LOAD_SQL_FAILED);
    await sqlLabDatabase(ctx, user, Number(row.database_id)).catch(() => {
      throw notFound(LOAD_SQL_FAILED);
    });
    return {
      result: {
        datasourceKey: form.datasourceKey,
        sql: form.sql,
        database_id: Number(row.database_id),
        schema: row.schema ?? null,
        catalog: row.catalog ?? null,
        title: String(row.table_name),
      },
    };
  });
}
