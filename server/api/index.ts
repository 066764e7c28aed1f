/** Every API route of the server, registered inside the authenticated scope. */
import type { FastifyInstance } from 'fastify';
import { registerResource } from './resource';
import { chartResource } from './resources/chart';
import { dashboardResource } from './resources/dashboard';
import { databaseResource } from './resources/database';
import { datasetResource } from './resources/dataset';

export async function registerApi(app: FastifyInstance): Promise<void> {
  for (const spec of [chartResource, dashboardResource, databaseResource, datasetResource]) registerResource(app, spec);
}
