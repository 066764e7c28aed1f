/** What every route can reach: configuration, the metadata store and the services built on it. */
import type { TesseraConfig } from './config';
import type { Principal } from './security/principal';
import type { Store } from './store/db';

export interface AppContext {
  config: TesseraConfig;
  store: Store;
  /** Services registered by later parts (engines, cache, jobs) keyed by name. */
  services: Map<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tessera: AppContext;
  }
  interface FastifyRequest {
    principal: Principal | null;
    authVia: 'session' | 'token' | null;
    sessionId: string | null;
  }
}
