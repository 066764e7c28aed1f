/**
 * How every part of the server adds its routes: a route module is an async function that registers them on the
 * app it is given, reading the instance's context (config, store, services) from `app.tessera`. The API's
 * modules are listed once, in server/api/index.ts.
 */
import type { FastifyInstance } from 'fastify';

export type RouteModule = (app: FastifyInstance) => Promise<void>;
