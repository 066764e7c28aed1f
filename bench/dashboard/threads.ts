/**
 * Which threads are busy while a dashboard opens and scrolls: a Chromium trace of the opening, the first scroll to
 * the end at 1500 px/s and (with `--loaded`) the same scroll once every chart is loaded, each thread's busy time per
 * second (the renderer's main thread, the data worker, DuckDB-WASM's worker, the GPU process's main thread). On a
 * 2-core machine a worker busy beside the page takes a core from the main thread or from the GPU process that
 * composites and draws in software. Run after `npx vite build`. Usage: node --import tsx bench/dashboard/threads.ts
 * [dashboard slug] [--loaded]. Each part also lists the main thread's time by event (self time: an event's span less
 * the events nested in it), e.g. how much of it is layout, paint or script.
 */
import { startTrace, type TraceEvent } from '../explore/profile';
import { SCROLL_TO_END, loadAll, openDashboard, withBenchPage } from './scrolling';

const slug = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'large';
const loaded = process.argv.includes('--loaded');
const CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,gpu';

/** The trace's threads named as a reader knows them (the renderer's main thread, its workers, the GPU process). */
function threadLabels(events: TraceEvent[]): (key: string) => string | null {
  const processes = new Map<number, string>();
  const threads = new Map<string, string>();
  for (const e of events) {
    if (e.name === 'process_name') processes.set(e.pid, e.args?.name ?? '');
    if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  }
  return (key) => {
    const name = threads.get(key) ?? '';
    const process = processes.get(Number(key.split(':')[0])) ?? '';
    if (process === 'GPU Process' && name === 'CrGpuMain') return 'GPU process';
    if (process === 'Renderer' && name === 'CrRendererMain') return 'main';
    if (process === 'Renderer' && name.startsWith('DedicatedWorker')) return `worker ${key.split(':')[1]}`;
    return null;
  };
}

/** The trace's spans, in order of start, the longer first of two starting together (a parent before its child). */
const spansOf = (events: TraceEvent[]): TraceEvent[] =>
  events.filter((e) => e.ph === 'X' && e.dur).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

/** The renderer main thread's self time per event name, in ms, largest first. */
function mainSelfByName(events: TraceEvent[]): [string, number][] {
  const label = threadLabels(events);
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const e of spansOf(events)) {
    if (label(`${e.pid}:${e.tid}`) !== 'main') continue;
    let parent = open.at(-1);
    while (parent && parent.ts + parent.dur! <= e.ts) {
      open.pop();
      parent = open.at(-1);
    }
    if (parent)
      self.set(parent.name, (self.get(parent.name) ?? 0) - Math.min(e.dur!, parent.ts + parent.dur! - e.ts) / 1000);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur! / 1000);
    open.push(e);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

/** Busy ms per thread per second of the trace (top-level spans only), the threads named as a reader knows them. */
function busyPerSecond(events: TraceEvent[]): { threads: string[]; seconds: Map<number, Map<string, number>> } {
  const label = threadLabels(events);
  const spans = spansOf(events);
  const start = spans[0]?.ts ?? 0;
  const seconds = new Map<number, Map<string, number>>();
  const openUntil = new Map<string, number>();
  const seen = new Set<string>();
  for (const e of spans) {
    const key = `${e.pid}:${e.tid}`;
    const name = label(key);
    // Top-level spans only: a nested one is inside its parent's time.
    if (!name || e.ts < (openUntil.get(key) ?? 0)) continue;
    openUntil.set(key, e.ts + e.dur!);
    seen.add(name);
    for (let t = e.ts; t < e.ts + e.dur!;) {
      const second = Math.floor((t - start) / 1e6);
      const until = Math.min(e.ts + e.dur!, start + (second + 1) * 1e6);
      const row = seconds.get(second) ?? new Map<string, number>();
      row.set(name, (row.get(name) ?? 0) + (until - t) / 1000);
      seconds.set(second, row);
      t = until;
    }
  }
  return { threads: [...seen].sort(), seconds };
}

function print(title: string, events: TraceEvent[]): void {
  const { threads, seconds } = busyPerSecond(events);
  console.log(`\n== ${title}: busy ms per second of each thread`);
  console.log(['second', ...threads].map((t) => t.padStart(13)).join(''));
  const totals = new Map<string, number>();
  for (const [second, row] of [...seconds.entries()].sort((a, b) => a[0] - b[0])) {
    threads.forEach((t) => totals.set(t, (totals.get(t) ?? 0) + (row.get(t) ?? 0)));
    console.log(
      [String(second), ...threads.map((t) => String(Math.round(row.get(t) ?? 0)))].map((c) => c.padStart(13)).join(''),
    );
  }
  console.log(
    ['total', ...threads.map((t) => String(Math.round(totals.get(t) ?? 0)))].map((c) => c.padStart(13)).join(''),
  );
  console.log('-- the main thread by event (self ms)');
  for (const [name, ms] of mainSelfByName(events).slice(0, 20)) console.log(`${ms.toFixed(0).padStart(9)}  ${name}`);
}

await withBenchPage(async (bench) => {
  const { page } = bench;
  // A first opening warms the server's and the browser's caches, as the dashboard bench's measured opening is.
  const warm = await bench.context.newPage();
  await openDashboard({ ...bench, page: warm }, slug);
  await warm.close();
  const stop = await startTrace(page, CATEGORIES);
  await openDashboard(bench, slug);
  await page.evaluate(SCROLL_TO_END);
  print(`dashboard "${slug}": opening (first 8 charts drawn, then 1 s) and first scroll to the end`, await stop());
  if (!loaded) return;
  await loadAll(page);
  const again = await startTrace(page, CATEGORIES);
  await page.evaluate(SCROLL_TO_END);
  print(`dashboard "${slug}": scroll to the end again, every chart loaded`, await again());
});
