/** What every route can reach: configuration, the metadata store and the services built on it. */
import type { TesseraConfig } from './config';
import type { BrowserPool } from './reports/page';
import type { Principal } from './security/principal';
import type { Store } from './store/db';

export interface AppContext {
  config: TesseraConfig;
  store: Store;
  /** Services registered by later parts (engines, cache, jobs) keyed by name. */
  services: Map<string, unknown>;
  /** Folder of the built app (vite build) that the server answers; it may not exist yet. */
  appDir: string;
  /** The process's one Chromium, launched on first use: report screenshots and dashboard downloads. */
  browsers: BrowserPool;
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
