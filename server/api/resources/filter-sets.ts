/**
 * Filter sets (X15.03–X15.07): GET/POST /api/v1/dashboard/{id}/filtersets and PUT/DELETE …/filtersets/{filterSetId},
 * behind DASHBOARD_NATIVE_FILTERS_SET (off: 404, as Superset registers the API only with the flag on). Reading needs
 * can_read on Dashboard and a dashboard the user sees; writing can_write. A dashboard's filter set is changed by
 * the dashboard's owners (and admins); a user's own filter set by that user (and admins), and only they see it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  deleteFilterSet,
  findFilterSet,
  insertFilterSet,
  listFilterSets,
  renderFilterSet,
  updateFilterSet,
  type FilterSetValues,
} from '../../domain/filter-sets';
import type { Row } from '../../domain/types';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { isAdmin } from '../../security/principal';
import { defaultCanModify, loadRow, parseBody, scopeOf, type RequestScope } from '../resource';
import { dashboardResource } from './dashboard';

const NAME_LENGTH = 'Length must be between 1 and 500.';
const name = z.string().trim().min(1, NAME_LENGTH).max(500, NAME_LENGTH);

/** json_metadata: JSON text of an object with nativeFilters (an object) and, optionally, dataMask (an object). */
const jsonMetadata = z.string().superRefine((text, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Not a valid JSON.' });
    return;
  }
  const isObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(value)) ctx.addIssue({ code: 'custom', message: 'Must be a JSON object.' });
  else if (!isObject((value as Row).nativeFilters))
    ctx.addIssue({ code: 'custom', message: 'nativeFilters: Missing data for required field.' });
  else if ((value as Row).dataMask !== undefined && !isObject((value as Row).dataMask))
    ctx.addIssue({ code: 'custom', message: 'dataMask: Not a valid mapping type.' });
});

const createBody = z.strictObject({
  name,
  description: z.string().nullable().optional(),
  json_metadata: jsonMetadata,
  owner_type: z.enum(['Dashboard', 'User'], { message: 'Must be one of: Dashboard, User.' }),
  owner_id: z.number().int(),
});
const updateBody = z.strictObject({
  name: name.optional(),
  description: z.string().nullable().optional(),
  json_metadata: jsonMetadata.optional(),
});

const idOf = (text: string): number => (/^\d{1,15}$/.test(text) ? Number(text) : -1);

/** The filter set routes, on the dashboard API's path. */
export async function filterSetRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.tessera;
  const base = '/api/v1/dashboard/:pk/filtersets';

  /** The request's scope and its dashboard: 404 with the flag off or a dashboard the user does not see. */
  const dashboardOf = async (
    req: FastifyRequest,
    perm: 'can_read' | 'can_write',
  ): Promise<{ scope: RequestScope; dashboard: Row; dashboardId: number }> => {
    if (!ctx.config.featureFlags.DASHBOARD_NATIVE_FILTERS_SET) throw notFound();
    const scope = scopeOf(req, dashboardResource, perm);
    const id = idOf((req.params as { pk: string }).pk);
    const dashboard = await loadRow(dashboardResource, scope, id).catch(() => {
      throw notFound('Dashboard not found.');
    });
    return { scope, dashboard, dashboardId: id };
  };

  /** Whether the user may change a filter set of this ownership on this dashboard. */
  const mayChange = async (
    scope: RequestScope,
    dashboard: Row,
    ownerType: unknown,
    ownerId: number,
  ): Promise<boolean> => {
    if (isAdmin(scope.user)) return true;
    if (ownerType === 'User') return ownerId === scope.user.id;
    return defaultCanModify(dashboardResource, dashboard, scope);
  };

  /** A filter set of the dashboard the user sees and may change: 404 when unseen, 403 when not theirs to change. */
  const changeable = async (req: FastifyRequest): Promise<{ scope: RequestScope; row: Row }> => {
    const { scope, dashboard, dashboardId } = await dashboardOf(req, 'can_write');
    const row = await findFilterSet(ctx.store.db, dashboardId, idOf((req.params as { setId: string }).setId));
    const seen = row && (row.owner_type !== 'User' || Number(row.owner_id) === scope.user.id || isAdmin(scope.user));
    if (!row || !seen) throw notFound('Filter set not found.');
    if (!(await mayChange(scope, dashboard, row.owner_type, Number(row.owner_id))))
      throw forbidden("Changing this dashboard's filter set is forbidden: only the dashboard's owners may.");
    return { scope, row };
  };

  app.get(base, async (req) => {
    const { scope, dashboardId } = await dashboardOf(req, 'can_read');
    const rows = await listFilterSets(ctx.store.db, dashboardId, scope.user.id);
    return { count: rows.length, ids: rows.map((r) => Number(r.id)), result: rows.map(renderFilterSet) };
  });

  app.post(base, async (req, reply) => {
    const { scope, dashboard, dashboardId } = await dashboardOf(req, 'can_write');
    const data = parseBody(createBody, req.body ?? {});
    if (data.owner_type === 'Dashboard' && data.owner_id !== dashboardId)
      throw unprocessable({
        owner_id: ["A dashboard's filter set is owned by that dashboard: owner_id must be its id."],
      });
    if (data.owner_type === 'User' && data.owner_id !== scope.user.id)
      throw forbidden("A user's filter set can only be saved by that user.");
    if (!(await mayChange(scope, dashboard, data.owner_type, data.owner_id)))
      throw forbidden("Only the dashboard's owners may save a filter set for the whole dashboard.");
    const values: FilterSetValues = {
      name: data.name,
      description: data.description ?? null,
      json_metadata: data.json_metadata,
      owner_type: data.owner_type,
      owner_id: data.owner_id,
    };
    const id = await insertFilterSet(ctx.store.db, dashboardId, values, scope.user.id);
    const row = (await findFilterSet(ctx.store.db, dashboardId, id)) as Row;
    return reply.status(201).send({ id, result: renderFilterSet(row) });
  });

  app.put(`${base}/:setId`, async (req) => {
    const { scope, row } = await changeable(req);
    const data = parseBody(updateBody, req.body ?? {});
    const values: Parameters<typeof updateFilterSet>[2] = {};
    if (data.name !== undefined) values.name = data.name;
    if (data.description !== undefined) values.description = data.description;
    if (data.json_metadata !== undefined) values.json_metadata = data.json_metadata;
    await updateFilterSet(ctx.store.db, Number(row.id), values, scope.user.id);
    const updated = (await findFilterSet(ctx.store.db, Number(row.dashboard_id), Number(row.id))) as Row;
    return { id: Number(row.id), result: renderFilterSet(updated) };
  });

  app.delete(`${base}/:setId`, async (req) => {
    const { row } = await changeable(req);
    await deleteFilterSet(ctx.store.db, Number(row.id));
    return { id: Number(row.id), message: 'OK' };
  });
}
