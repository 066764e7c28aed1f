/** Builds the Tessera server: plugins, authentication, every API route, and the app's static files. */
import { join, resolve } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { mapTileOrigin } from './config';
import type { TesseraConfig } from './config';
import type { AppContext } from './context';
import { appFilesRoutes } from './http/app-files';
import { installErrorHandling } from './http/errors';
import { helmetOptions } from './http/headers';
import { installInputLimits } from './http/input-limits';
import { registerApi } from './api';
import { BrowserPool } from './reports/page';
import { reportSettings } from './reports/settings';
import { authPlugin } from './security/auth';
import type { Store } from './store/db';

export interface BuildOptions {
  config: TesseraConfig;
  store: Store;
  /** Folder of the built app (vite build); defaults to ./dist. */
  staticDir?: string;
  logger?: boolean;
}

/** Creates the Fastify instance with every route registered; the caller listens or injects. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: opts.config.limits.maxBodyBytes,
    // X-Forwarded-For is believed only from the proxies listed in TESSERA_TRUSTED_PROXIES: anyone can send it.
    trustProxy: opts.config.trustedProxies.length ? [...opts.config.trustedProxies] : false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const ctx: AppContext = {
    config: opts.config,
    store: opts.store,
    services: new Map(),
    appDir: resolve(opts.staticDir ?? join(process.cwd(), 'dist')),
    browsers: new BrowserPool(reportSettings().chromiumPath),
  };
  app.decorate('tessera', ctx);
  // Services opened lazily (engine connections, the result cache) are closed with the app.
  app.addHook('onClose', async () => {
    const services = [...ctx.services.values()];
    ctx.services.clear();
    for (const service of services) {
      const closable = service as { close?: () => Promise<void>; closeAll?: () => Promise<void> };
      if (typeof closable.closeAll === 'function') await closable.closeAll().catch(() => undefined);
      else if (typeof closable.close === 'function') await closable.close().catch(() => undefined);
    }
    // After the services: the report scheduler's runs may still be rendering.
    await ctx.browsers.close();
  });
  installErrorHandling(app, opts.config.customErrorMessages);
  // First, so every answer carries the headers: errors thrown by later hooks and 404s included.
  await app.register(helmet, helmetOptions(opts.config.cspScriptSrc, mapTileOrigin(opts.config.mapTileUrl)));
  installInputLimits(app, opts.config.limits);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 200 * 1024 * 1024, files: 1 } });
  await app.register(websocket);

  app.get('/health', async (_req, reply) => reply.type('text/plain').send('OK'));
  app.get('/healthcheck', async (_req, reply) => reply.type('text/plain').send('OK'));

  await app.register(async (scoped) => {
    await authPlugin(scoped);
    await registerApi(scoped);
  });

  // Outside the authenticated scope: the app's files are public.
  await appFilesRoutes(app);
  return app;
}
