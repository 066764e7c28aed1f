/**
 * Gallery bench (browser part): 'Search all charts' typed key by key in Chromium over the built-in types plus 1,000
 * generated ones (or as many as asked; 0: the gallery a user has), as the app runs it ('app': on the spot up to
 * SEARCH_IN_WORKER_ABOVE types, in the search worker above) and with no worker ('no worker': always on the spot). After
 * each key the page is left to settle (the worker's answer, React's render, layout and paint); the renderer main thread's busy time
 * over that window (CDP Performance.getMetrics TaskDuration) is the keystroke's cost; the same window with no key
 * pressed is printed beside it. Usage (EACH=1 also prints every keystroke's cost, in the order typed):
 *   node --import tsx bench/explore/gallery-browser.ts [types=1000] [settle-ms=250]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { launchBrowser } from '../../e2e/browser';
import { TYPED_QUERIES } from './fakeTypes';
import { busyAfter, keystrokeCosts, mainThreadClock, summary } from './mainThread';

const types = Number(process.argv[2] ?? 1000);
const settleMs = Number(process.argv[3] ?? 250);
const OUT = join('bench', '__output__', 'gallery-browser');
const MIME: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { outDir: OUT, emptyOutDir: true, sourcemap: false, rolldownOptions: { input: 'bench/explore/gallery.html' } },
});

const server = createServer((req, res) => {
  void (async () => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(OUT, path));
      res.writeHead(200, { 'Content-Type': MIME[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  })();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench/explore/gallery.html?types=${types}`;

const browser = await launchBrowser();
try {
  for (const variant of ['app', 'no worker'] as const) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    if (variant === 'no worker') await page.addInitScript('delete window.Worker');
    await page.goto(url);
    await page.getByRole('button', { name: 'View all charts' }).click();
    const search = page.getByRole('searchbox', { name: 'Search all charts' });
    await search.click();
    const busy = await mainThreadClock(page);
    // The same window with no key pressed: what the measuring itself and an idle page cost.
    const idle = await busyAfter(page, busy, settleMs, 20);
    const costs = await keystrokeCosts(page, search, TYPED_QUERIES, busy, settleMs);
    const shown = await page.getByRole('option').count();
    const offered = await page.locator('#root').getAttribute('data-types');
    console.log(
      `${variant.padEnd(9)} ${costs.length} keystrokes over ${offered} types (${types} generated): main thread ${summary(costs)} (last query shows ${shown} tiles)`,
    );
    console.log(`${''.padEnd(9)} idle window, no key: ${summary(idle)}`);
    // EACH=1: every keystroke's time, in the order typed (the queries one after another, each from an empty search).
    if (process.env.EACH) console.log(`${''.padEnd(9)} each: ${costs.map((c) => c.toFixed(1)).join(' ')}`);
    await page.close();
  }
  console.log(`${await browser.version()}; budget 16 ms a keystroke; settle window ${settleMs} ms`);
} finally {
  await browser.close();
  server.close();
}
