// One measured opening of a dashboard in Chromium: load, first screen, scroll to the end, long tasks, per-chart
// mount time, WebGL contexts and heaps. Times are milliseconds from navigation start.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { WEBGL_COUNTER, probeCharts, signIn, webglCount } from '../../e2e/charts/pageTools';
import type { WebGLCount } from '../../e2e/charts/pageTools';
import type { ChartProbe } from '../../tests/support/probe/probe';
import { VIEW_WATCHER, cpuPerFrame, leftBlank, pageClockOffset } from './frames';
import type { CpuProfile, InView } from './frames';

/** Long tasks and CPU-side scroll frame times, recorded in the page from before its first script. */
const RECORDER = `(() => {
  const bench = (window.__bench = { longTasks: [], frames: [], recording: false });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  let start = null;
  addEventListener('scroll', () => {
    if (!bench.recording || start !== null) return;
    start = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { bench.frames.push(performance.now() - start); start = null; };
      channel.port2.postMessage(0);
    });
  }, { capture: true, passive: true });
})();`;

/** Scrolls to the end at a steady speed, one step per animation frame; answers the frame intervals. A string,
 * so that no build step renames what runs in the page. */
export const SCROLLER = `(speed) => new Promise((resolve) => {
  const bench = window.__bench;
  bench.recording = true;
  ${VIEW_WATCHER};
  const out = [];
  const times = [];
  const began = performance.now();
  let last = began;
  const step = (t) => {
    out.push(t - last);
    times.push(t);
    last = t;
    window.scrollBy(0, (speed * out[out.length - 1]) / 1000);
    const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    if (end || t - began > 150000) {
      bench.recording = false;
      bench.stopWatching();
      resolve({ intervals: out.slice(2), times: times.slice(1), inView: bench.inView });
    } else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

/** What a scroll answers: frame intervals, the frames' rAF times and each chart's spans in view. */
type ScrollRecord = { intervals: number[]; times: number[]; inView: InView };

/** Chart ids whose cells intersect the window. */
const VISIBLE_IDS = `[...document.querySelectorAll('[data-chart-id]')].filter((c) => { const r = c.getBoundingClientRect(); return r.bottom > 0 && r.top < window.innerHeight; }).map((c) => Number(c.getAttribute('data-chart-id')))`;

type Bench = { longTasks: [number, number][]; frames: number[]; recording: boolean };

/** The figures of one variant. */
export interface DashboardFigures {
  variant: string;
  charts: number;
  firstScreenCharts: number;
  firstChartMs: number | null;
  firstScreenMs: number | null;
  allChartsMs: number | null;
  /** From the start of the screen-by-screen walk to the last chart drawn (see walkTime). */
  walkMs: number | null;
  drawnCharts: number;
  longTasksLoad: { count: number; totalMs: number; maxMs: number };
  longTasksScroll: { count: number; totalMs: number; maxMs: number };
  scroll: {
    ms: number;
    frames: number;
    frameCpuMedianMs: number;
    frameCpuP95Ms: number;
    frameIntervalMedianMs: number;
    frameIntervalP95Ms: number;
    mainThreadBusyMs: number;
    cpuMs: number;
    cpuPerFrameMs: number;
  } & FrameFigures;
  /** A second scroll to the end once every chart is loaded. */
  loadedScroll: {
    ms: number;
    frames: number;
    frameIntervalMedianMs: number;
    frameIntervalP95Ms: number;
    longTasks: { count: number; totalMs: number; maxMs: number };
  } & FrameFigures;
  mountMs: {
    median: number;
    p95: number;
    mean: number;
    decodeMedian: number;
    transformMedian: number;
    commitMedian: number;
  };
  /** The same mount times by viz type and by phase, and the slowest mounts: what the tail is made of. */
  mountBreakdown: MountBreakdown;
  webgl: WebGLCount;
  heapMB: { main: number; worker: number | null };
}

/** Per-frame main-thread CPU (profiler) and the charts left blank in view, of one scroll. */
export interface FrameFigures {
  cpuFrameMedianMs: number;
  cpuFrameP95Ms: number;
  /** How far the profile and the page clock may be apart (ms). */
  clockUncertaintyMs: number;
  /** Charts that came into view, and those in view 500 ms at a stretch without being drawn by then. */
  chartsSeen: number;
  blank: number[];
}

/** One chart's mount: its parts in ms, when it was committed, and its place among the mounts of its viz type. */
export interface ChartMount {
  chartId: number;
  vizType: string;
  decodeMs: number;
  transformMs: number;
  commitMs: number;
  totalMs: number;
  committedAt: number;
  /** 0 for the first chart of its viz type to commit. */
  nthOfType: number;
}

interface Spread {
  count: number;
  median: number;
  p95: number;
  max: number;
  totalMs: number;
}

/** Mount times by viz type, by phase, the first mount of each type against the rest, and the slowest mounts. */
export interface MountBreakdown {
  byVizType: Record<string, Spread>;
  byPhase: { decode: Spread; transform: Spread; commit: Spread };
  firstOfType: Spread;
  restOfType: Spread;
  /** Mounts at or above the p95, slowest first. */
  tail: ChartMount[];
}

const spread = (xs: number[]): Spread => ({
  count: xs.length,
  median: quantile(xs, 0.5),
  p95: quantile(xs, 0.95),
  max: xs.reduce((m, x) => Math.max(m, x), -Infinity),
  totalMs: xs.reduce((s, x) => s + x, 0),
});

/** The breakdown of mounts (those with every part recorded). */
export function mountBreakdown(mounts: ChartMount[]): MountBreakdown {
  const types = [...new Set(mounts.map((m) => m.vizType))].sort();
  const p95 = quantile(
    mounts.map((m) => m.totalMs),
    0.95,
  );
  return {
    byVizType: Object.fromEntries(
      types.map((t) => [t, spread(mounts.filter((m) => m.vizType === t).map((m) => m.totalMs))]),
    ),
    byPhase: {
      decode: spread(mounts.map((m) => m.decodeMs)),
      transform: spread(mounts.map((m) => m.transformMs)),
      commit: spread(mounts.map((m) => m.commitMs)),
    },
    firstOfType: spread(mounts.filter((m) => m.nthOfType === 0).map((m) => m.totalMs)),
    restOfType: spread(mounts.filter((m) => m.nthOfType > 0).map((m) => m.totalMs)),
    tail: mounts.filter((m) => m.totalMs >= p95).sort((a, b) => b.totalMs - a.totalMs),
  };
}

/** The mounts the probe recorded, each numbered within its viz type in commit order. */
export function chartMounts(probes: readonly ChartProbe[]): ChartMount[] {
  const seen = new Map<string, number>();
  return probes
    .filter((p) => p.commitMs !== undefined && p.committedAt !== undefined)
    .sort((a, b) => (a.committedAt ?? 0) - (b.committedAt ?? 0))
    .map((p) => {
      const vizType = p.vizType ?? '?';
      const nthOfType = seen.get(vizType) ?? 0;
      seen.set(vizType, nthOfType + 1);
      const decodeMs = p.decodeMs ?? 0;
      const transformMs = p.transformMs ?? 0;
      const commitMs = p.commitMs ?? 0;
      return {
        chartId: p.chartId,
        vizType,
        decodeMs,
        transformMs,
        commitMs,
        totalMs: decodeMs + transformMs + commitMs,
        committedAt: p.committedAt ?? 0,
        nthOfType,
      };
    });
}

/**
 * From the start of the screen-by-screen walk to the last chart drawn: 0 when the scroll before it drew every chart
 * (the walk drew none), null when some chart was never drawn.
 */
export function walkTime(drawnAt: readonly number[], charts: number, walkStart: number): number | null {
  if (drawnAt.length !== charts) return null;
  return Math.max(0, Math.max(...drawnAt) - walkStart);
}

export const quantile = (xs: number[], q: number): number => {
  const sorted = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number) : NaN;
};

const taskStats = (tasks: [number, number][]) => ({
  count: tasks.length,
  totalMs: tasks.reduce((s, [, d]) => s + d, 0),
  maxMs: tasks.reduce((m, [, d]) => Math.max(m, d), 0),
});

async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === name)?.value ?? 0;
}

/** JS heap of the page's workers (after a collection), through a browser-level session: workers are not pages. */
async function workerHeapMB(browser: Browser): Promise<number | null> {
  const session = await browser.newBrowserCDPSession();
  let next = 0;
  const send = (sessionId: string, method: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = (next += 1);
      const onMessage = (e: { sessionId?: string; message: string }) => {
        const reply = JSON.parse(e.message) as { id?: number; result?: Record<string, unknown> };
        if (e.sessionId !== sessionId || reply.id !== id) return;
        session.off('Target.receivedMessageFromTarget', onMessage);
        resolve(reply.result ?? {});
      };
      session.on('Target.receivedMessageFromTarget', onMessage);
      void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    });
  try {
    const { targetInfos } = await session.send('Target.getTargets');
    const workers = targetInfos.filter((t) => t.type === 'worker');
    if (!workers.length) return null;
    let total = 0;
    for (const target of workers) {
      const { sessionId } = await session.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
      await send(sessionId, 'HeapProfiler.collectGarbage');
      total += Number((await send(sessionId, 'Runtime.getHeapUsage')).usedSize ?? 0);
    }
    return total / 2 ** 20;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

interface ProfiledScroll {
  record: ScrollRecord;
  cpuMs: number;
  cpuFrames: number[];
  clockUncertaintyMs: number;
}

/** Scrolls to the end under the sampling profiler: the scroll's record, its main-thread CPU in all and per frame. */
async function profiledScroll(page: Page, cdp: CDPSession, speed: number): Promise<ProfiledScroll> {
  const clock = await pageClockOffset(cdp);
  await cdp.send('Profiler.start');
  const record = (await page.evaluate(`(${SCROLLER})(${speed})`)) as ScrollRecord;
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const samples = profile.samples ?? [];
  const cpuMs =
    ((profile.endTime - profile.startTime) / 1000) *
    (samples.filter((s) => !idleIds.has(s)).length / Math.max(1, samples.length));
  return {
    record,
    cpuMs,
    cpuFrames: cpuPerFrame(profile, record.times, clock.offsetMs),
    clockUncertaintyMs: clock.uncertaintyMs,
  };
}

/**
 * How long the walk after the first scroll may take in all, and how long it waits on one screen for its charts
 * (BENCH_WALK_MS and BENCH_WALK_SCREEN_MS shorten them where a side never draws some charts, as the baseline's lost
 * WebGL contexts).
 */
const WALK_MS = Number(process.env.BENCH_WALK_MS ?? 240_000);
const WALK_SCREEN_MS = Number(process.env.BENCH_WALK_SCREEN_MS ?? 60_000);

/** Opens a dashboard and waits until the charts of its first screen are drawn; answers its cells and how to wait on them. */
async function openFirstScreen(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('[data-chart-id]').length > 0, undefined, {
    timeout: 60_000,
  });
  await page.waitForTimeout(200);
  const charts = await page.evaluate(() => document.querySelectorAll('[data-chart-id]').length);
  const firstScreen = await page.evaluate(() =>
    [...document.querySelectorAll('[data-chart-id]')]
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight;
      })
      .map((c) => Number(c.getAttribute('data-chart-id'))),
  );
  const drawn = async (ids: number[] | null): Promise<boolean> =>
    page.evaluate((wanted) => {
      const probes = window.__tesseraProbe?.charts ?? {};
      const all =
        wanted ?? [...document.querySelectorAll('[data-chart-id]')].map((c) => Number(c.getAttribute('data-chart-id')));
      return all.every((id) => probes[String(id)]?.drawnAt !== undefined);
    }, ids);
  const waitUntil = async (check: () => Promise<boolean>, ms: number): Promise<void> => {
    const until = Date.now() + ms;
    while (!(await check()) && Date.now() < until) await page.waitForTimeout(250);
  };
  await waitUntil(() => drawn(firstScreen), 120_000);
  return { charts, firstScreen, drawn, waitUntil };
}

/** Opens `path` (a dashboard with `?probe`), waits for the first screen, scrolls to the end and collects the figures. */
export async function measureDashboard(
  browser: Browser,
  options: {
    baseUrl: string;
    password: string;
    path: string;
    variant: string;
    scrollPxPerS: number;
    viewport: { width: number; height: number };
  },
): Promise<DashboardFigures> {
  const context = await browser.newContext({ viewport: options.viewport, deviceScaleFactor: 1 });
  await context.addInitScript(WEBGL_COUNTER);
  await context.addInitScript(RECORDER);
  await signIn(context, options.baseUrl, options.password);
  // The target names a warm server cache: a first opening, in a page of its own, asks the server for the first
  // screen's charts (and warms the browser's caches, as a returning reader's); the measured opening comes after it.
  // BENCH_COLD=1 measures the first opening instead.
  if (!process.env.BENCH_COLD) {
    const warmUp = await context.newPage();
    await openFirstScreen(warmUp, `${options.baseUrl}${options.path}`);
    await warmUp.close();
  }
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const opened = await openFirstScreen(page, `${options.baseUrl}${options.path}`);
  const { firstScreen, drawn, waitUntil } = opened;
  await page.waitForTimeout(1000);

  // Main-thread CPU while scrolling, from the sampling profiler: its non-idle samples. WebGL here is software, so
  // frames wait on the GPU process; what the design controls is the main thread's share.
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  const busyBefore = await metric(cdp, 'TaskDuration');
  const scrollStart = await page.evaluate(() => performance.now());
  const first = await profiledScroll(page, cdp, options.scrollPxPerS);
  const scrollEnd = await page.evaluate(() => performance.now());
  const busyAfter = await metric(cdp, 'TaskDuration');
  const intervals = first.record.intervals;
  // Charts skipped at speed are parked as far off screen and never fetched; walk back through the dashboard a
  // screen at a time, as a reader would, until every chart is drawn.
  await page.evaluate('window.scrollTo(0, 0)');
  const walkStart = (await page.evaluate('performance.now()')) as number;
  const walkUntil = Date.now() + WALK_MS;
  for (;;) {
    const inView = await page.evaluate(VISIBLE_IDS);
    await waitUntil(() => drawn(inView as number[]), WALK_SCREEN_MS);
    const atEnd = await page.evaluate(
      '(() => { const y = window.scrollY; window.scrollBy(0, window.innerHeight * 0.9); return window.scrollY === y; })()',
    );
    if (atEnd || Date.now() > walkUntil) break;
  }
  await page.waitForTimeout(1000);

  // The same scroll again with every chart loaded: what reading a loaded dashboard costs.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForTimeout(1000);
  const againStart = (await page.evaluate('performance.now()')) as number;
  const again = await profiledScroll(page, cdp, options.scrollPxPerS);
  const againIntervals = again.record.intervals;
  const againEnd = (await page.evaluate('performance.now()')) as number;

  const bench = await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);
  // Counted again now: the cells of bands far from the first screen are mounted in the page's idle time after it.
  const charts = Math.max(
    opened.charts,
    (await page.evaluate(() => document.querySelectorAll('[data-chart-id]').length)) as number,
  );
  const probes = await probeCharts(page);
  const drawnAt = probes.map((p) => p.drawnAt).filter((t): t is number => t !== undefined);
  const firstScreenAt = firstScreen.map((id) => probes.find((p) => p.chartId === id)?.drawnAt ?? NaN);
  const mounts = probes
    .filter((p) => p.commitMs !== undefined)
    .map((p) => (p.decodeMs ?? 0) + (p.transformMs ?? 0) + (p.commitMs ?? 0));
  const breakdown = mountBreakdown(chartMounts(probes));
  const drawnById = new Map(probes.flatMap((p) => (p.drawnAt === undefined ? [] : [[p.chartId, p.drawnAt] as const])));
  const frameFigures = (scroll: ProfiledScroll): FrameFigures => ({
    cpuFrameMedianMs: quantile(scroll.cpuFrames, 0.5),
    cpuFrameP95Ms: quantile(scroll.cpuFrames, 0.95),
    clockUncertaintyMs: scroll.clockUncertaintyMs,
    chartsSeen: Object.keys(scroll.record.inView).length,
    blank: leftBlank(scroll.record.inView, drawnById),
  });

  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const figures: DashboardFigures = {
    variant: options.variant,
    charts,
    firstScreenCharts: firstScreen.length,
    firstChartMs: drawnAt.length ? Math.min(...drawnAt) : null,
    firstScreenMs: firstScreenAt.every(Number.isFinite) ? Math.max(...firstScreenAt) : null,
    allChartsMs: drawnAt.length === charts ? Math.max(...drawnAt) : null,
    walkMs: walkTime(drawnAt, charts, walkStart),
    drawnCharts: drawnAt.length,
    longTasksLoad: taskStats(bench.longTasks.filter(([t]) => t < scrollStart)),
    longTasksScroll: taskStats(bench.longTasks.filter(([t]) => t >= scrollStart && t <= scrollEnd)),
    scroll: {
      ms: scrollEnd - scrollStart,
      frames: bench.frames.length,
      frameCpuMedianMs: quantile(bench.frames, 0.5),
      frameCpuP95Ms: quantile(bench.frames, 0.95),
      frameIntervalMedianMs: quantile(intervals, 0.5),
      frameIntervalP95Ms: quantile(intervals, 0.95),
      mainThreadBusyMs: (busyAfter - busyBefore) * 1000,
      cpuMs: first.cpuMs,
      cpuPerFrameMs: first.cpuMs / Math.max(1, intervals.length),
      ...frameFigures(first),
    },
    loadedScroll: {
      ms: againEnd - againStart,
      frames: againIntervals.length,
      frameIntervalMedianMs: quantile(againIntervals, 0.5),
      frameIntervalP95Ms: quantile(againIntervals, 0.95),
      longTasks: taskStats(bench.longTasks.filter(([t]) => t >= againStart && t <= againEnd)),
      ...frameFigures(again),
    },
    mountMs: {
      median: quantile(mounts, 0.5),
      p95: quantile(mounts, 0.95),
      mean: mounts.reduce((s, x) => s + x, 0) / Math.max(1, mounts.length),
      decodeMedian: quantile(
        probes.map((p) => p.decodeMs ?? NaN),
        0.5,
      ),
      transformMedian: quantile(
        probes.map((p) => p.transformMs ?? NaN),
        0.5,
      ),
      commitMedian: quantile(
        probes.map((p) => p.commitMs ?? NaN),
        0.5,
      ),
    },
    mountBreakdown: breakdown,
    webgl: await webglCount(page),
    heapMB: { main: heap.usedSize / 2 ** 20, worker: await workerHeapMB(browser) },
  };
  await context.close();
  return figures;
}
