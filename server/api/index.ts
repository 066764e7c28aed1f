/** Every API route of the server, registered inside the authenticated scope. */
import type { FastifyInstance } from 'fastify';
import { registerResource } from './resource';
import { chartResource } from './resources/chart';
import { dashboardResource } from './resources/dashboard';
import { databaseResource } from './resources/database';
import { datasetResource } from './resources/dataset';

import { chartDataRoutes } from '../chartdata/routes';
import { asyncRoutes } from '../async';
import timeRangeRoutes from '../routes/time-range';
import { registerAppRoutes } from './routes';
import { registerTransferRoutes } from '../transfer';
import { registerUploadRoutes } from '../uploads';

export async function registerApi(app: FastifyInstance): Promise<void> {
  await chartDataRoutes(app);
  await asyncRoutes(app);
  await timeRangeRoutes(app);
  for (const spec of [chartResource, dashboardResource, databaseResource, datasetResource]) registerResource(app, spec);
  await registerAppRoutes(app);
  registerTransferRoutes(app);
  registerUploadRoutes(app);
}
