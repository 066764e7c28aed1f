/** Every API route of the server: one list of route modules, registered in order inside the authenticated scope. */
import type { FastifyInstance } from 'fastify';
import { asyncRoutes } from '../async';
import { chartDataRoutes } from '../chartdata/routes';
import type { RouteModule } from '../http/route-module';
import { transferRoutes } from '../transfer';
import { sqlLabRoutes } from '../sqllab';
import { uploadRoutes } from '../uploads';
import { annotationLayerRoutes } from './resources/annotation-layer';
import { chartRoutes } from './resources/chart';
import { dashboardRoutes } from './resources/dashboard';
import { databaseRoutes } from './resources/database';
import { datasetRoutes } from './resources/dataset';
import { filterSetRoutes } from './resources/filter-sets';
import { queryLogRoutes } from './resources/query-log';
import { reportRoutes } from './resources/report';
import { roleRoutes } from './resources/roles';
import { savedQueryRoutes } from './resources/saved-query';
import { userRoutes } from './resources/users';
import { advancedDataTypeRoutes } from './routes/advanced-data-type';
import { bootstrapRoutes } from './routes/bootstrap';
import { dashboardDownloadRoutes } from './routes/dashboard-download';
import { datasourceRoutes } from './routes/datasource';
import { dynamicPluginRoutes } from './routes/dynamic-plugins';
import { exploreRoutes } from './routes/explore';
import { favstarRoutes } from './routes/favstar';
import { permalinkRoutes } from './routes/permalink';
import { recentsRoutes } from './routes/recents';
import { timeRangeRoutes } from './routes/time-range';

/** The API's route modules, each adding its routes to the app it is given. */
export const API_ROUTES: readonly RouteModule[] = [
  chartDataRoutes,
  asyncRoutes,
  timeRangeRoutes,
  chartRoutes,
  dashboardRoutes,
  dashboardDownloadRoutes,
  filterSetRoutes,
  databaseRoutes,
  datasetRoutes,
  savedQueryRoutes,
  queryLogRoutes,
  sqlLabRoutes,
  annotationLayerRoutes,
  reportRoutes,
  userRoutes,
  roleRoutes,
  bootstrapRoutes,
  favstarRoutes,
  recentsRoutes,
  datasourceRoutes,
  advancedDataTypeRoutes,
  permalinkRoutes,
  exploreRoutes,
  dynamicPluginRoutes,
  transferRoutes,
  uploadRoutes,
];

/** Registers every API route module on `app` (the caller's authenticated scope). */
export async function registerApi(app: FastifyInstance): Promise<void> {
  for (const routes of API_ROUTES) await routes(app);
}
