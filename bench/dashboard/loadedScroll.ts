/**
 * Where the main thread's time goes while a loaded dashboard scrolls, by kind of browser work (script, style,
 * layout, paint, commit, GPU calls...): a Chromium trace of the scroll summed by event name, self time. Run after
 * `npx vite build`. Usage: node --import tsx bench/dashboard/loadedScroll.ts [dashboard slug] [top N]
 */
import { startTrace, type TraceEvent } from '../explore/profile';
import { SCROLL_TO_END, loadAll, openDashboard, withBenchPage } from './scrolling';

const slug = process.argv[2] ?? 'large';
const top = Number(process.argv[3] ?? 25);

/** Complete events of the renderer's main thread, with self time (own duration less that of nested events). */
function selfTimes(events: TraceEvent[]): { byName: [string, number][]; longTasks: number[] } {
  const main = events.find(
    (e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
  );
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && main && e.tid === main.tid && e.pid === main.pid)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const byName = new Map<string, number>();
  const stack: { end: number; name: string; child: number; dur: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      byName.set(done.name, (byName.get(done.name) ?? 0) + (done.dur - done.child) / 1000);
    }
  };
  const longTasks: number[] = [];
  for (const e of spans) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.child += e.dur!;
    else if (e.name === 'RunTask' && e.dur! > 50_000) longTasks.push(e.dur! / 1000);
    stack.push({ end: e.ts + e.dur!, name: e.name, child: 0, dur: e.dur! });
  }
  close(Infinity);
  return { byName: [...byName.entries()].sort((a, b) => b[1] - a[1]), longTasks };
}

await withBenchPage(async (bench) => {
  const { page } = bench;
  await openDashboard(bench, slug);
  await loadAll(page);
  const started = Date.now();
  const stop = await startTrace(page, 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,gpu');
  await page.evaluate(SCROLL_TO_END);
  const events = await stop();
  const { byName, longTasks } = selfTimes(events);
  const total = byName.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `dashboard "${slug}", loaded, scrolled to the end at 1500 px/s in ${Date.now() - started} ms (with tracing)`,
  );
  console.log(
    `main thread: ${Math.round(total)} ms in trace events; long tasks ${longTasks.length}, max ${Math.round(Math.max(0, ...longTasks))} ms`,
  );
  const sum = (test: (name: string) => boolean) =>
    Math.round(byName.filter(([name]) => test(name)).reduce((s, [, ms]) => s + ms, 0));
  console.log(
    `script ${sum((n) => n === 'FunctionCall' || n === 'EvaluateScript' || n === 'RunMicrotasks')} ms; waiting on the GPU process (GLES2 calls, flushes) ${sum((n) => n.startsWith('GLES2::') || n.includes('Flush'))} ms`,
  );
  for (const [name, ms] of byName.slice(0, top)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
});
