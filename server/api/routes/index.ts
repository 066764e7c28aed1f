/** Registers the admin, SQL Lab history, annotation, report and app-support routes beside the core resources. */
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../resource';
import { annotationLayerResource } from '../resources/annotation-layer';
import { queryLogResource } from '../resources/query-log';
import { reportResource } from '../resources/report';
import { rolesResource } from '../resources/roles';
import { savedQueryResource } from '../resources/saved-query';
import { usersResource } from '../resources/users';
import { advancedDataTypeRoutes } from './advanced-data-type';
import { bootstrapRoutes } from './bootstrap';
import { datasourceRoutes } from './datasource';
import { dynamicPluginRoutes } from './dynamic-plugins';
import { exploreRoutes } from './explore';
import { favstarRoutes } from './favstar';
import { permalinkRoutes } from './permalink';
import { recentsRoutes } from './recents';

export { logView } from './recents';

/** Every resource and route of this module group, in one encapsulated context (its own body parsers). */
export async function registerAppRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scoped) => {
    for (const spec of [savedQueryResource, queryLogResource, annotationLayerResource, reportResource, usersResource, rolesResource]) registerResource(scoped, spec);
    bootstrapRoutes(scoped);
    favstarRoutes(scoped);
    recentsRoutes(scoped);
    datasourceRoutes(scoped);
    advancedDataTypeRoutes(scoped);
    permalinkRoutes(scoped);
    exploreRoutes(scoped);
    dynamicPluginRoutes(scoped);
  });
}
