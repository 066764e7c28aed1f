/**
 * What the first chart waits for: the page's requests (start and end, ms from navigation) up to the first chart
 * drawn, and the probe's decode, transformProps, commit and draw times of the first charts; opened twice, so the
 * second opening has a warm server cache. Usage: node --import tsx bench/dashboard/firstChart.ts [dashboard slug]
 * [--profile] (a CPU profile of each opening into bench-profiles/, with TESSERA_BENCH_NAMES=1 for functions' names)
 * [--trace] (the main thread's time in each opening by Chromium's task names: script, style, layout, paint, GC)
 * [--new-page] (the warm opening in a page of its own, as bench/dashboard/run.ts measures it).
 */
import type { Request } from 'playwright-core';
import { probeCharts } from '../../e2e/charts/pageTools';
import { profiled, traced } from '../explore/profile';
import { withBenchPage } from './scrolling';

const slug = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'large';
const profile = process.argv.includes('--profile');
const trace = process.argv.includes('--trace');
const newPage = process.argv.includes('--new-page');

await withBenchPage(async ({ page: firstPage, baseUrl }) => {
  let page = firstPage;
  for (const round of ['cold', 'warm']) {
    if (newPage && round === 'warm') {
      // As run.ts does: the first opening's page is closed, so it loads nothing more alongside the measured one.
      const context = page.context();
      await page.close();
      page = await context.newPage();
    }
    // The data worker's requests too (the page's resource timings hold only its own): start and end, epoch ms.
    const workerRequests: Array<{ url: string; start: number; end: number }> = [];
    const onFinished = (request: Request): void => {
      const { startTime, responseEnd } = request.timing();
      if (request.url().includes('/chart/data'))
        workerRequests.push({ url: request.url(), start: startTime, end: startTime + responseEnd });
    };
    page.context().on('requestfinished', onFinished);
    await traced(page, trace, () =>
      profiled(page, profile, `first-chart-${round}`, async () => {
        await page.goto(`${baseUrl}/superset/dashboard/${slug}/?probe`);
        await page.waitForFunction(
          () => Object.values(window.__tesseraProbe?.charts ?? {}).some((c) => c.drawnAt !== undefined),
          undefined,
          { timeout: 60_000 },
        );
      }),
    );
    await page.waitForTimeout(500);
    const probes = (await probeCharts(page))
      .filter((p) => p.drawnAt !== undefined)
      .sort((a, b) => (a.drawnAt ?? 0) - (b.drawnAt ?? 0));
    const first = probes[0]?.drawnAt ?? 0;
    const requests = (await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (e) => [e.name.replace(location.origin, ''), e.startTime, e.responseEnd] as const,
      ),
    )) as Array<readonly [string, number, number]>;
    console.log(`\n${round}: first chart drawn at ${first.toFixed(0)} ms; requests started before it:`);
    for (const [name, start, end] of requests.filter(([, start]) => start <= first)) {
      console.log(`  ${start.toFixed(0).padStart(6)} - ${end.toFixed(0).padStart(6)} ms  ${name.slice(0, 110)}`);
    }
    page.context().off('requestfinished', onFinished);
    const origin = (await page.evaluate(() => performance.timeOrigin)) as number;
    const data = workerRequests.map((r) => [r.start - origin, r.end - origin] as const).sort((a, b) => a[0] - b[0]);
    console.log(`  chart data requests (the worker's): ${data.filter(([start]) => start <= first).length} before it`);
    for (const [start, end] of data.slice(0, 8))
      console.log(`  ${start.toFixed(0).padStart(6)} - ${end.toFixed(0).padStart(6)} ms  chart data`);
    console.log('  first charts: id decoded / transformed / committed / drawn (ms)');
    for (const p of probes.slice(0, 6)) {
      console.log(
        `    ${String(p.chartId).padStart(5)} ${[p.decodedAt, p.transformedAt, p.committedAt, p.drawnAt].map((t) => (t === undefined ? '-' : t.toFixed(0))).join(' / ')}`,
      );
    }
  }
});
