import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { comlink } from 'vite-plugin-comlink';

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

export default defineConfig({
  plugins: [react(), comlink()],
  worker: { format: 'es', plugins: () => [comlink()] },
  optimizeDeps: { include: ['@duckdb/duckdb-wasm', 'apache-arrow', 'comlink'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { host: '127.0.0.1', proxy },
});
