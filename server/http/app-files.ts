/**
 * The built app (the `vite build` folder) as the server answers it: every file as it is on disk at the time of the
 * request, so a build made while the server runs is served at once, and index.html for the app's own routes.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Cache-Control of a file whose name carries its content hash: its bytes never change under that name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of every other file (index.html first): kept, but checked with the server (ETag) before each use. */
export const REVALIDATE = 'no-cache';

/** Vite's emitted files: `assets/<name>-<8-character content hash>.<extension>` (source maps included). */
const HASHED_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9.]+$/;

/** Cache-Control for a file of the app, by its path relative to the app folder (forward slashes). */
export function cacheControlFor(relativePath: string): string {
  return HASHED_ASSET.test(relativePath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the app folder (`app.tessera.appDir`, which may not exist yet) and sets the not-found handler: GET
 * requests outside /api/ and /assets/ answer index.html once the app is built (the app routes on the client);
 * everything else not found answers a JSON 404. Paths are resolved inside the folder only: `..`, encoded or not,
 * is refused.
 */
export async function appFilesRoutes(app: FastifyInstance): Promise<void> {
  const root = app.tessera.appDir;
  await app.register(fastifyStatic, {
    root,
    // One route for every path, looked up on disk per request (rather than a route per file listed at start).
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(relative(root, path).split(sep).join('/')));
    },
  });
  // The folder itself (a directory listing is never sent): the app's start page.
  app.get('/', async (req, reply) => sendAppPage(req, reply, root));
  app.setNotFoundHandler(async (req, reply) => sendAppPage(req, reply, root));
}

/** A `..` path segment, between slashes or backslashes. */
const DOT_DOT_SEGMENT = /(?:^|[\\/])\.\.(?:[\\/]|$)/;

/** Whether a request path may be an app route: not the API or the assets folder, and no `..` segment once decoded. */
function isAppRoute(path: string): boolean {
  if (path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !DOT_DOT_SEGMENT.test(decoded);
}

/** index.html (never cached without asking) for a GET of an app route once the app is built; a JSON 404 otherwise. */
async function sendAppPage(req: FastifyRequest, reply: FastifyReply, root: string): Promise<FastifyReply> {
  const path = req.url.split('?')[0] ?? '';
  if (req.method !== 'GET' || !isAppRoute(path) || !existsSync(join(root, 'index.html'))) {
    return reply.status(404).send({ message: 'Not found' });
  }
  return reply.header('cache-control', REVALIDATE).type('text/html').sendFile('index.html');
}
