/**
 * The security headers of every answer (API, app files, errors, 404s), set by @fastify/helmet: the
 * Content-Security-Policy the built app runs under, frame protection, nosniff and the referrer policy.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The CSP directives. The app has no inline script; its data worker is a module worker from our origin that runs
 * DuckDB-WASM (compiling WebAssembly needs 'wasm-unsafe-eval', never 'unsafe-eval'); it talks to its own origin only
 * (fetch and the async-query WebSocket: 'self' covers ws: and wss: of the same host); React and deck.gl set style
 * attributes, and charts draw on canvas and WebGL, which need no source. `extraScriptSrc` (TESSERA_CSP_SCRIPT_SRC)
 * admits dynamic plugin bundles hosted elsewhere; `mapTileOrigin` (the origin of TESSERA_MAP_TILE_URL, none by
 * default) is admitted for images only, the maps' raster tiles.
 */
export function cspDirectives(
  extraScriptSrc: readonly string[],
  mapTileOrigin: string | null = null,
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...extraScriptSrc],
    'script-src-attr': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(mapTileOrigin ? [mapTileOrigin] : [])],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** The @fastify/helmet options: helmet's defaults, with our CSP and referrer policy. */
export function helmetOptions(
  extraScriptSrc: readonly string[],
  mapTileOrigin: string | null = null,
): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(extraScriptSrc, mapTileOrigin) },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    // Tessera serves plain HTTP unless a proxy in front adds TLS; HSTS is that proxy's to send.
    strictTransportSecurity: false,
  };
}
