/** Explore and dashboard permalinks: state kept in key_value under hashids keys, one key per user and state. */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Hashids from 'hashids';
import { z } from 'zod';
import { parseDatasourceKey } from '../../../src/core/query';
import { now } from '../../clock';
import type { AppContext } from '../../context';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { datasourceRecord } from '../../chartdata/datasource';
import { requirePermission } from '../../security/auth';
import type { Principal } from '../../security/principal';
import { loadRow, parseBody, type RequestScope, type Row } from '../resource';
import { chartResource } from '../resources/chart';
import { dashboardResource } from '../resources/dashboard';
import { parseJsonText } from '../../domain/audit';

const MIN_KEY_LENGTH = 11;
type Kind = 'explore_permalink' | 'dashboard_permalink';
const SALT_NAMES: Record<Kind, string> = {
  explore_permalink: 'explore_permalink_salt',
  dashboard_permalink: 'dashboard_permalink_salt',
};

/** A UUID-formatted digest of `text` (deterministic, version nibble 5). */
function digestUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The per-install salt of a permalink kind, created on first use and kept in key_value. */
async function permalinkSalt(ctx: AppContext, kind: Kind): Promise<string> {
  const db = ctx.store.db;
  const uuid = digestUuid(`tessera:shared:${SALT_NAMES[kind]}`);
  const read = async (): Promise<string | null> => {
    const row = await db.selectFrom('key_value').select('value').where('uuid', '=', uuid).executeTakeFirst();
    return row ? parseJsonText<string | null>(row.value, null) : null;
  };
  const existing = await read();
  if (existing) return existing;
  const salt = randomBytes(48).toString('base64url');
  await db
    .insertInto('key_value')
    .values({ resource: 'app', value: JSON.stringify(salt), uuid, created_on: now().toISOString() })
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error('The permalink salt could not be stored');
  return stored;
}

const hashidsFor = (salt: string): Hashids => new Hashids(salt, MIN_KEY_LENGTH);

/** Stores a permalink value (idempotent per user and value) and returns its key. */
export async function createPermalink(ctx: AppContext, kind: Kind, userId: number, value: unknown): Promise<string> {
  const db = ctx.store.db;
  const salt = await permalinkSalt(ctx, kind);
  const text = JSON.stringify(value);
  const uuid = digestUuid(`${salt}|${userId}|${text}`);
  await db
    .insertInto('key_value')
    .values({ resource: kind, value: text, uuid, created_on: now().toISOString(), created_by_fk: userId || null })
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
  const row = await db.selectFrom('key_value').select('id').where('uuid', '=', uuid).executeTakeFirstOrThrow();
  return hashidsFor(salt).encode(Number(row.id));
}

/** The value behind a permalink key, or null when the key is malformed or unknown. */
export async function readPermalink(ctx: AppContext, kind: Kind, key: string): Promise<Row | null> {
  const salt = await permalinkSalt(ctx, kind);
  let ids: Array<number | bigint>;
  try {
    ids = hashidsFor(salt).decode(key);
  } catch {
    return null;
  }
  if (ids.length !== 1) return null;
  const row = await ctx.store.db
    .selectFrom('key_value')
    .select(['value', 'expires_on'])
    .where('id', '=', Number(ids[0]))
    .where('resource', '=', kind)
    .executeTakeFirst();
  if (!row || (row.expires_on && String(row.expires_on) < now().toISOString())) return null;
  return parseJsonText<Row | null>(row.value, null);
}

const origin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

const exploreSchema = z.object({
  formData: z.record(z.string(), z.unknown()),
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .nullable()
    .optional(),
});
const dashboardSchema = z.looseObject({
  dataMask: z.record(z.string(), z.unknown()).nullable().optional(),
  activeTabs: z.array(z.string()).nullable().optional(),
  anchor: z.string().nullable().optional(),
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .nullable()
    .optional(),
});

/** The datasource and chart a form data names, checked against what the user may read. */
async function exploreTarget(req: FastifyRequest, user: Principal, formData: Row): Promise<Row> {
  const key = parseDatasourceKey(formData.datasource);
  if (!key || typeof key.id !== 'number')
    throw badRequest('Bad request', {
      message: { formData: ['The form data must name a datasource such as "1__table"'] },
    });
  const sliceId = typeof formData.slice_id === 'number' ? formData.slice_id : null;
  if (sliceId !== null)
    await loadRow(chartResource, { ctx: req.server.tessera, user, req }, sliceId).catch(() =>
      Promise.reject(new ApiError(404, 'Chart not found')),
    );
  await datasourceRecord(req.server.tessera, user, key);
  return { chartId: sliceId, datasourceId: key.id, datasourceType: key.type, datasource: `${key.id}__${key.type}` };
}

async function dashboardFor(req: FastifyRequest, user: Principal, key: string): Promise<Row> {
  const scope: RequestScope = { ctx: req.server.tessera, user, req };
  const id = /^\d+$/.test(key) ? Number(key) : await dashboardResource.resolveKey?.(key, scope);
  if (id === null || id === undefined) throw notFound('Dashboard not found.');
  return loadRow(dashboardResource, scope, id).catch(() => Promise.reject(notFound('Dashboard not found.')));
}

/** Registers the explore and dashboard permalink routes. */
export async function permalinkRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.tessera;
  app.post('/api/v1/explore/permalink', async (req, reply) => {
    const user = requirePermission(req, 'can_write', 'ExplorePermalinkRestApi');
    const body = parseBody(exploreSchema, req.body ?? {});
    const target = await exploreTarget(req, user, body.formData);
    const key = await createPermalink(ctx, 'explore_permalink', user.id, {
      ...target,
      state: { formData: body.formData, urlParams: body.urlParams ?? null },
    });
    return reply.status(201).send({ key, url: `${origin(req)}/superset/explore/p/${key}/` });
  });
  app.get('/api/v1/explore/permalink/:key', async (req) => {
    const user = requirePermission(req, 'can_read', 'ExplorePermalinkRestApi');
    const value = await readPermalink(ctx, 'explore_permalink', (req.params as { key: string }).key);
    if (!value) throw notFound();
    const state = (value.state ?? {}) as Row;
    await exploreTarget(req, user, (state.formData ?? {}) as Row);
    return value;
  });
  app.post('/api/v1/dashboard/:pk/permalink', async (req, reply) => {
    const user = requirePermission(req, 'can_write', 'DashboardPermalinkRestApi');
    const state = parseBody(dashboardSchema, req.body ?? {});
    const dashboard = await dashboardFor(req, user, (req.params as { pk: string }).pk);
    const key = await createPermalink(ctx, 'dashboard_permalink', user.id, {
      dashboardId: String(dashboard.id),
      state,
    });
    return reply.status(201).send({ key, url: `${origin(req)}/superset/dashboard/p/${key}/` });
  });
  app.get('/api/v1/dashboard/permalink/:key', async (req) => {
    const user = requirePermission(req, 'can_read', 'DashboardPermalinkRestApi');
    const value = await readPermalink(ctx, 'dashboard_permalink', (req.params as { key: string }).key);
    if (!value) throw notFound();
    await dashboardFor(req, user, String(value.dashboardId));
    return value;
  });
}
