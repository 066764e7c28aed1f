/**
 * The 200- and the 1,000-chart dashboards in Chromium: Tessera (one canvas, data worker) against a baseline in the
 * same run (a canvas and deck.gl per chart, json-bigint on the main thread). Prints the figures of each dashboard side
 * by side, after the WebGL renderer. WebGL here is software (llvmpipe): frame times are CPU-side. On an NVIDIA machine,
 * `CHROMIUM_EXTRA_ARGS='--use-angle=gl-egl --enable-gpu'` with `__EGL_VENDOR_LIBRARY_FILENAMES` naming the driver's
 * 10_nvidia.json gives Chromium the GPU (e2e/browser.ts); BENCH_WALK_MS and BENCH_WALK_SCREEN_MS shorten the
 * baseline's walk past the charts it never draws (bench/dashboard/measure.ts). Usage: node --import tsx
 * bench/dashboard/run.ts [dashboard slug...] (default: large thousand; builds the instrumented app and starts a
 * server; TESSERA_URL and TESSERA_ADMIN_PASSWORD to use a running server that serves `npm run build:instrumented`;
 * BENCH_ONLY=tessera or BENCH_ONLY=baseline to measure one side). Each side opens the dashboard once before the
 * measured opening, so the server's cache is warm as the targets name (BENCH_COLD=1: measure the first opening). The
 * baseline is its own page,
 * bench/dashboard/baseline.html.
 */
import { launchBrowser, webglRenderer } from '../../e2e/browser';
import { measureDashboard } from './measure';
import type { DashboardFigures, FrameFigures, MountBreakdown } from './measure';
import { BLANK_LIMIT_MS } from './frames';
import { benchServer } from './scrolling';

const slugs = process.argv.length > 2 ? process.argv.slice(2) : ['large', 'thousand'];
const only = process.env.BENCH_ONLY;
const VIEWPORT = { width: 1600, height: 1000 };
const SCROLL_PX_PER_S = 1500;

const ms = (x: number | null) => (x === null || !Number.isFinite(x) ? 'n/a' : `${Math.round(x)} ms`);
const fixed = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');

const perFrame = (f: FrameFigures) =>
  `${fixed(f.cpuFrameMedianMs)} / ${fixed(f.cpuFrameP95Ms)} ms (clock ±${fixed(f.clockUncertaintyMs)} ms)`;
const blank = (f: FrameFigures) =>
  `${f.blank.length} of ${f.chartsSeen}${f.blank.length ? ` (e.g. ${f.blank.slice(0, 5).join(', ')})` : ''}`;

function rows(f: DashboardFigures): [string, string][] {
  return [
    ['chart cells', `${f.charts} (${f.firstScreenCharts} on the first screen)`],
    ['first chart drawn', ms(f.firstChartMs)],
    ['first screen drawn', f.firstScreenMs === null ? 'not all drawn' : ms(f.firstScreenMs)],
    [
      'all charts drawn (scroll, then a screen-by-screen walk)',
      f.allChartsMs === null
        ? `not all: ${f.drawnCharts} drawn`
        : `${ms(f.allChartsMs)} (${f.walkMs ? `walk ${ms(f.walkMs)}` : 'all drawn by the scroll, no walk'})`,
    ],
    [
      'long tasks during load',
      `${f.longTasksLoad.count} (${ms(f.longTasksLoad.totalMs)} total, max ${ms(f.longTasksLoad.maxMs)})`,
    ],
    [
      'long tasks while scrolling',
      `${f.longTasksScroll.count} (${ms(f.longTasksScroll.totalMs)} total, max ${ms(f.longTasksScroll.maxMs)})`,
    ],
    ['scroll to the end', `${ms(f.scroll.ms)}, ${f.scroll.frames} frames`],
    [
      'main-thread CPU while scrolling (profiler)',
      `${ms(f.scroll.cpuMs)}: ${fixed(f.scroll.cpuPerFrameMs)} ms per frame`,
    ],
    ['main-thread task time while scrolling', ms(f.scroll.mainThreadBusyMs)],
    [
      'scroll event to frame done, wall (median / p95)',
      `${fixed(f.scroll.frameCpuMedianMs)} / ${fixed(f.scroll.frameCpuP95Ms)} ms`,
    ],
    [
      'frame interval (median / p95)',
      `${fixed(f.scroll.frameIntervalMedianMs)} / ${fixed(f.scroll.frameIntervalP95Ms)} ms`,
    ],
    ['main-thread CPU per scroll frame (median / p95)', perFrame(f.scroll)],
    [`charts left blank ${BLANK_LIMIT_MS} ms in view (of those seen)`, blank(f.scroll)],
    [
      'scroll again, all loaded: frame interval (median / p95)',
      `${fixed(f.loadedScroll.frameIntervalMedianMs)} / ${fixed(f.loadedScroll.frameIntervalP95Ms)} ms, ${f.loadedScroll.frames} frames in ${ms(f.loadedScroll.ms)}`,
    ],
    [
      'scroll again, all loaded: long tasks',
      `${f.loadedScroll.longTasks.count} (${ms(f.loadedScroll.longTasks.totalMs)} total, max ${ms(f.loadedScroll.longTasks.maxMs)})`,
    ],
    ['scroll again, all loaded: CPU per frame (median / p95)', perFrame(f.loadedScroll)],
    [`scroll again, all loaded: charts left blank ${BLANK_LIMIT_MS} ms`, blank(f.loadedScroll)],
    [
      'main-thread mount per chart (median / p95 / mean)',
      `${fixed(f.mountMs.median, 2)} / ${fixed(f.mountMs.p95, 2)} / ${fixed(f.mountMs.mean, 2)} ms`,
    ],
    [
      '  of which decode / transformProps / render+commit (medians)',
      `${fixed(f.mountMs.decodeMedian, 2)} / ${fixed(f.mountMs.transformMedian, 2)} / ${fixed(f.mountMs.commitMedian, 2)} ms`,
    ],
    ['WebGL contexts (created / live / lost)', `${f.webgl.created} / ${f.webgl.live} / ${f.webgl.lost}`],
    [
      'JS heap after opening: main / worker',
      `${fixed(f.heapMB.main)} MB / ${f.heapMB.worker === null ? 'no worker' : `${fixed(f.heapMB.worker)} MB`}`,
    ],
  ];
}

/** What the Tessera mount tail is made of: mount time by viz type and phase, first mounts of a type, the slowest. */
function printBreakdown(b: MountBreakdown): void {
  const line = (label: string, s: MountBreakdown['firstOfType']) =>
    console.log(
      `  ${label.padEnd(28)} ${String(s.count).padStart(4)}  ${fixed(s.median, 2).padStart(7)} ${fixed(s.p95, 2).padStart(7)} ${fixed(s.max, 2).padStart(7)} ${fixed(s.totalMs, 0).padStart(7)}`,
    );
  console.log('\nTessera mount per chart, ms:  count   median     p95     max   total');
  for (const [type, s] of Object.entries(b.byVizType)) line(type, s);
  line('phase: decode', b.byPhase.decode);
  line('phase: transformProps', b.byPhase.transform);
  line('phase: render+commit', b.byPhase.commit);
  line('first mount of its viz type', b.firstOfType);
  line('later mounts', b.restOfType);
  console.log('  slowest (>= p95): chart viz_type #nth-of-type decode/transform/commit = total @ committed');
  for (const m of b.tail) {
    console.log(
      `    ${String(m.chartId).padStart(4)} ${m.vizType.padEnd(28)} #${m.nthOfType}  ${fixed(m.decodeMs, 2)}/${fixed(m.transformMs, 2)}/${fixed(m.commitMs, 2)} = ${fixed(m.totalMs, 2)} @ ${ms(m.committedAt)}`,
    );
  }
}

/** One dashboard's figures, Tessera and the baseline side by side. */
function printDashboard(
  renderer: string,
  slug: string,
  tessera: DashboardFigures | null,
  baseline: DashboardFigures | null,
): void {
  console.log(
    `\ndashboard "${slug}", viewport ${VIEWPORT.width}x${VIEWPORT.height}, scrolling ${SCROLL_PX_PER_S} px/s, Chromium with WebGL on ${renderer}`,
  );
  const left = tessera ? rows(tessera) : [];
  const right = baseline ? rows(baseline) : [];
  const labels = (left.length ? left : right).map(([k]) => k);
  const width = Math.max(...labels.map((k) => k.length));
  console.log(
    `${''.padEnd(width)}  ${'Tessera (one canvas, worker)'.padEnd(44)}  baseline (canvas per chart, json-bigint on main)`,
  );
  labels.forEach((k, i) =>
    console.log(`${k.padEnd(width)}  ${(left[i]?.[1] ?? '-').padEnd(44)}  ${right[i]?.[1] ?? '-'}`),
  );
  if (tessera) printBreakdown(tessera.mountBreakdown);
}

const server = await benchServer();
const browser = await launchBrowser();
try {
  const renderer = await webglRenderer(browser);
  console.log(`WebGL renderer: ${renderer}`);
  const base = {
    baseUrl: server.baseUrl,
    password: server.password,
    scrollPxPerS: SCROLL_PX_PER_S,
    viewport: VIEWPORT,
  };
  const results: Array<{ slug: string; tessera: DashboardFigures | null; baseline: DashboardFigures | null }> = [];
  for (const slug of slugs) {
    const tessera =
      only === 'baseline'
        ? null
        : await measureDashboard(browser, { ...base, variant: 'Tessera', path: `/superset/dashboard/${slug}/?probe` });
    const baseline =
      only === 'tessera'
        ? null
        : await measureDashboard(browser, {
            ...base,
            variant: 'baseline',
            path: `/bench/dashboard/baseline.html?dashboard=${encodeURIComponent(slug)}&probe`,
          });
    results.push({ slug, tessera, baseline });
    printDashboard(renderer, slug, tessera, baseline);
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify(results, null, 2));
} finally {
  await browser.close();
  await server.stop();
}
