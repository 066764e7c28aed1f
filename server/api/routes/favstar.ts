/** Superset's legacy favourite toggle: GET /superset/favstar/{slice|Dashboard}/{id}/{select|unselect|count}/. */
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import { requirePermission } from '../../security/auth';
import { addFavorite } from '../../domain/favorites';
import { loadRow, type RequestScope, type ResourceSpec } from '../resource';
import { chartResource } from '../resources/chart';
import { dashboardResource } from '../resources/dashboard';

const CLASSES: Record<string, ResourceSpec> = { slice: chartResource, Dashboard: dashboardResource };

/** Registers the favstar route; the count is the caller's own (0 or 1), as Superset answers it. */
export async function favstarRoutes(app: FastifyInstance): Promise<void> {
  const db = app.tessera.store.db;
  app.get('/superset/favstar/:className/:objId/:action/', async (req) => {
    const user = requirePermission(req, 'can_favstar', 'Superset');
    const { className, objId, action } = req.params as { className: string; objId: string; action: string };
    const spec = CLASSES[className];
    if (!spec) throw badRequest(`Unknown class: ${className}`);
    if (!['select', 'unselect', 'count'].includes(action)) throw notFound();
    if (!/^\d+$/.test(objId)) throw notFound();
    const scope: RequestScope = { ctx: app.tessera, user, req };
    const row = await loadRow(spec, scope, Number(objId));
    const id = Number(row.id);
    if (action === 'select') {
      await addFavorite(app.tessera, user.id, className, id);
      return { count: 1 };
    }
    if (action === 'unselect') {
      await db
        .deleteFrom('favstar')
        .where('user_id', '=', user.id)
        .where('class_name', '=', className)
        .where('obj_id', '=', id)
        .execute();
      return { count: 0 };
    }
    const favs = await db
      .selectFrom('favstar')
      .select('id')
      .where('user_id', '=', user.id)
      .where('class_name', '=', className)
      .where('obj_id', '=', id)
      .execute();
    return { count: favs.length };
  });
}
