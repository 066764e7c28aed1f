/**
 * Parse benchmark (browser part): a chart-data answer of N rows with integers beyond 2^53, read in Chromium by
 * the data worker (the real worker: exact reader, Arrow, DuckDB-WASM, IPC transferred and decoded once on the
 * main thread) against json-bigint on the main thread as Superset does it. Prints medians, the speed-up and the
 * main thread's long tasks. Usage: node --import tsx bench/parse/browser.ts [rows] [runs]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { launchBrowser } from '../../e2e/browser';
import { chartDataPayload, orderIdOf } from './payload';

const rows = Number(process.argv[2] ?? 1_000_000);
const runs = Number(process.argv[3] ?? 3);
const OUT = join('bench', '__output__', 'parse-browser');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { outDir: OUT, emptyOutDir: true, sourcemap: false, rolldownOptions: { input: 'bench/parse/browser.html' } },
});

const payload = Buffer.from(chartDataPayload({ rows }));
const server = createServer((req, res) => {
  void (async () => {
    if (req.method === 'POST' && req.url?.startsWith('/api/v1/chart/data')) {
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': payload.length });
      res.end(payload);
      return;
    }
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(OUT, path));
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  })();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

type Run = { ms: number; mainMs: number; rows: number; lastOrderId: string; longTasks: number; longTaskMs: number };
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(300_000);
  await page.goto(`${baseUrl}/bench/parse/browser.html`);
  await page.waitForFunction(() => 'benchParse' in window);
  const variant = (name: 'worker' | 'main') =>
    page.evaluate((v) => (window as unknown as { benchParse: (v: string) => Promise<Run> }).benchParse(v), name);
  await variant('worker'); // starts DuckDB-WASM and warms both paths
  await variant('main');
  const results: Record<'worker' | 'main', Run[]> = { worker: [], main: [] };
  for (let i = 0; i < runs; i += 1) {
    results.worker.push(await variant('worker'));
    results.main.push(await variant('main'));
  }
  const want = String(orderIdOf(rows - 1));
  for (const [name, list] of Object.entries(results)) {
    for (const r of list)
      if (r.rows !== rows || r.lastOrderId !== want)
        throw new Error(`${name}: ${r.rows} rows, last order_id ${r.lastOrderId}, want ${want}`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const line = (label: string, list: Run[]) =>
    `${label.padEnd(52)} ${median(list.map((r) => r.ms))
      .toFixed(0)
      .padStart(6)} ms   main thread ${median(list.map((r) => r.mainMs))
      .toFixed(0)
      .padStart(
        6,
      )} ms   long tasks ${median(list.map((r) => r.longTasks))} (${median(list.map((r) => r.longTaskMs)).toFixed(0)} ms)`;
  console.log(
    `payload: ${rows.toLocaleString('en')} rows, ${(payload.length / 1e6).toFixed(1)} MB, ${runs} runs (median), ${await browser.version()}; every run checked: last order_id ${want} exact`,
  );
  console.log(line('data worker (exact reader → Arrow → DuckDB, decode once)', results.worker));
  console.log(line('json-bigint on the main thread (Superset)', results.main));
  const speedup = median(results.main.map((r) => r.ms)) / median(results.worker.map((r) => r.ms));
  console.log(
    `end to end: worker ${speedup.toFixed(1)}× faster; main thread blocked ${(median(results.main.map((r) => r.mainMs)) / median(results.worker.map((r) => r.mainMs))).toFixed(0)}× less`,
  );
} finally {
  await browser.close();
  server.close();
}
