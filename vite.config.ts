import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, type UserConfig } from 'vite';

// Paths the Node server answers; the dev server forwards them so `npm run dev` talks to a running server.
const SERVER = 'http://127.0.0.1:8088';
const PROXIED = ['/api', '/superset', '/login', '/logout', '/health', '/datasource', '/dynamic-plugins', '/static'];
// Browser page loads under a proxied prefix that are app pages (/superset/welcome/, /login/) stay with
// Vite; the server keeps its own pages and every API call.
const SERVER_PAGES = /^\/(api|logout|health|static|dynamic-plugins)(\/|$)|^\/superset\/favstar\//;

function appPage(req: IncomingMessage): string | undefined {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  return wantsHtml && !SERVER_PAGES.test(path) ? '/index.html' : undefined;
}

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  PROXIED.map((prefix) => [prefix, { target: SERVER, changeOrigin: false, bypass: appPage }]),
);

// DuckDB-WASM's blocking browser bundle (run inside the data worker) has no entry in the package's exports map.
const DUCKDB_BLOCKING = '@duckdb/duckdb-wasm/dist/duckdb-browser-blocking.mjs';
// node-sql-parser only defines its parser: it stays out of the app and the data worker, which quote and compile
// filters with src/core/sql but parse no SQL.
const SQL_PARSER_PURE = { test: /[\\/]node-sql-parser[\\/]/, sideEffects: false };

/**
 * The build the browser tests and benches use (`vite build --mode instrumented`, into dist-instrumented/): the
 * app with the page probe in place of src/ui/pages/instrumentation.ts, plus the dashboard and maps benches' baseline pages
 * and the cross-filter bench's Mosaic page.
 * `vite build` (the shipped app, into dist/) carries none of them.
 */
export const INSTRUMENTED = 'instrumented';
const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const SHIPPED_INSTRUMENTATION = fromRoot('./src/ui/pages/instrumentation.ts');
const PROBE_INSTRUMENTATION = fromRoot('./tests/support/probe/instrumentation.ts');

/** Resolves the pages' instrumentation module to the probe's. */
function pageProbe(): Plugin {
  return {
    name: 'tessera-page-probe',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('instrumentation')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === SHIPPED_INSTRUMENTATION ? PROBE_INSTRUMENTATION : null;
    },
  };
}

export default defineConfig(({ mode }) => {
  // The instrumented build is the shipped app with its probe: React's production build, as `vite build` makes. Left to
  // Vite, a mode of its own names the build's NODE_ENV, and React and its JSX ran their development builds.
  if (mode === INSTRUMENTED) process.env.NODE_ENV = 'production';
  return config(mode);
});

const config = (mode: string): UserConfig => ({
  plugins: [react(), ...(mode === INSTRUMENTED ? [pageProbe()] : [])],
  worker: { format: 'es', rolldownOptions: { treeshake: { moduleSideEffects: [SQL_PARSER_PURE] } } },
  resolve: {
    alias: [
      {
        find: DUCKDB_BLOCKING,
        replacement: fileURLToPath(new URL(`./node_modules/${DUCKDB_BLOCKING}`, import.meta.url)),
      },
    ],
  },
  optimizeDeps: { include: ['@duckdb/duckdb-wasm', DUCKDB_BLOCKING, 'apache-arrow', 'comlink'] },
  build: {
    outDir: mode === INSTRUMENTED ? 'dist-instrumented' : 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // TESSERA_BENCH_NAMES=1: an instrumented build that keeps its functions' names, for the benches' CPU profiles.
    ...(mode === INSTRUMENTED && process.env.TESSERA_BENCH_NAMES ? { minify: false } : {}),
    rolldownOptions: {
      ...(mode === INSTRUMENTED
        ? {
            input: {
              app: fromRoot('./index.html'),
              baseline: fromRoot('./bench/dashboard/baseline.html'),
              mapsBaseline: fromRoot('./bench/maps/baseline.html'),
              filtersMosaic: fromRoot('./bench/filters/mosaic.html'),
            },
          }
        : {}),
      // date-holidays' modules only define data: unused ones may be dropped once time-range code reaches the browser.
      treeshake: { moduleSideEffects: [{ test: /[\\/]date-holidays[\\/]/, sideEffects: false }, SQL_PARSER_PURE] },
    },
  },
  server: { host: '127.0.0.1', proxy },
});
