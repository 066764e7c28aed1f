/**
 * Why charts are left blank on a dashboard's first scroll: each chart in view BLANK_LIMIT_MS or more without being
 * drawn by then, with when its answer was decoded, committed and drawn after it came into view and its status at the
 * end, when its first data request left for the server and was answered (the data worker's, on the network) and how
 * many it sent; counted
 * as answered late (no answer decoded within BLANK_LIMIT_MS - 100 ms of coming into view) or drawn late.
 * Opens the dashboard as run.ts does (an opening to warm the server's cache, then the measured one in a page of its
 * own, the first screen drawn and a second's pause) and scrolls at 1,500 px/s, without the profiler.
 * Usage: node --import tsx bench/dashboard/blanks.ts [dashboard slug] (default: large); BLANKS_TRACE=file.json keeps
 * a Chromium trace of the scroll, every thread with its JS samples.
 */
import { writeFileSync } from 'node:fs';
import { probeCharts } from '../../e2e/charts/pageTools';
import { startTrace } from '../explore/profile';
import { BLANK_LIMIT_MS, type InView } from './frames';
import { SCROLLER } from './measure';
import { openDashboard, withBenchPage } from './scrolling';

const slug = process.argv[2] ?? 'large';
const SCROLL_PX_PER_S = 1500;

await withBenchPage(async (bench) => {
  await openDashboard(bench, slug);
  // As run.ts does: the warming opening's page is closed, so it loads nothing more beside the measured one.
  const page = await bench.context.newPage();
  await bench.page.close();
  await page.goto(`${bench.baseUrl}/superset/dashboard/${slug}/?probe`);
  await page.waitForFunction(
    () => Object.values(window.__tesseraProbe?.charts ?? {}).some((c) => c.drawnAt !== undefined),
    undefined,
    { timeout: 120_000 },
  );
  await page.waitForTimeout(1000);
  // Each chart's data request on the network (the data worker's): sent and answered, epoch ms.
  const network = new Map<number, { sent: number; answered: number }>();
  const sends = new Map<number, number>();
  page.context().on('requestfinished', (request) => {
    const id = /slice_id%22%3A(\d+)/.exec(request.url())?.[1];
    if (!request.url().includes('/api/v1/chart/data') || !id) return;
    const { startTime, responseEnd } = request.timing();
    if (!network.has(Number(id))) network.set(Number(id), { sent: startTime, answered: startTime + responseEnd });
    sends.set(Number(id), (sends.get(Number(id)) ?? 0) + 1);
  });
  await page.evaluate('window.__bench = { recording: false }');
  const start = (await page.evaluate('performance.now()')) as number;
  // BLANKS_TRACE=file: a Chromium trace of the scroll (every thread: the page, the data worker, the GPU process).
  const traceFile = process.env.BLANKS_TRACE;
  const stopTrace = traceFile
    ? await startTrace(
        page,
        'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,blink,gpu,toplevel',
      )
    : null;
  const { inView } = (await page.evaluate(`(${SCROLLER})(${SCROLL_PX_PER_S})`)) as { inView: InView };
  if (stopTrace && traceFile) writeFileSync(traceFile, JSON.stringify({ traceEvents: await stopTrace() }));
  const probes = new Map((await probeCharts(page)).map((p) => [p.chartId, p]));
  const origin = (await page.evaluate('performance.timeOrigin')) as number;
  const after = (t: number | undefined, enter: number) => (t === undefined ? '-' : `${(t - enter).toFixed(0)}`);
  const rows: string[] = [];
  let answeredLate = 0;
  for (const [id, spans] of Object.entries(inView)) {
    const span = spans.find(([enter, leave]) => leave - enter >= BLANK_LIMIT_MS);
    if (!span) continue;
    const [enter] = span;
    const probe = probes.get(Number(id));
    if (probe?.drawnAt !== undefined && probe.drawnAt <= enter + BLANK_LIMIT_MS) continue;
    if (probe?.decodedAt === undefined || probe.decodedAt > enter + BLANK_LIMIT_MS - 100) answeredLate += 1;
    const sent = network.get(Number(id));
    const times = [sent && sent.sent - origin, sent && sent.answered - origin, probe?.decodedAt, probe?.committedAt];
    rows.push(
      `  ${id.padStart(5)} ${(enter - start).toFixed(0).padStart(7)} ms ${[...times, probe?.drawnAt].map((t) => after(t, enter).padStart(6)).join(' ')}  ${probe?.status ?? 'not in the store'}, ${sends.get(Number(id)) ?? 0} sent`,
    );
  }
  console.log(
    `${slug}: ${rows.length} of ${Object.keys(inView).length} charts left blank ${BLANK_LIMIT_MS} ms in view; answered late ${answeredLate}, drawn late ${rows.length - answeredLate}`,
  );
  if (rows.length)
    console.log(
      '  chart   in view at   requested / answered by the server / decoded / committed / drawn after (ms)  status\n' +
        rows.join('\n'),
    );
});
