/** Every API route of the server, registered inside the authenticated scope. */
import type { FastifyInstance } from 'fastify';
import { registerResource } from './resource';
import { chartResource } from './resources/chart';

export async function registerApi(app: FastifyInstance): Promise<void> {
  for (const spec of [chartResource]) registerResource(app, spec);
}
