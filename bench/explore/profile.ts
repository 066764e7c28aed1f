/**
 * `--profile` for the explore browser benches: a CPU profile of the page's main thread over one phase (CDP Profiler),
 * written to bench-profiles/<phase>.cpuprofile (open it in Chrome DevTools' Performance panel) and summed into the
 * functions with the most self time, printed under the phase's figure.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The `top` functions by self time (ms) of a profile: name and where it is, summed over the profile's samples. */
export function topSelfTime(profile: CpuProfile, top = 12): { name: string; ms: number }[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const frame = byNode.get(samples[i] ?? -1)?.callFrame;
    if (!frame) continue;
    const file = frame.url.split('/').pop() ?? '';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  return [...totals.entries()]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

/** Runs `phase` under the profiler when `enabled`, then writes and summarises the profile; else just runs it. */
export async function profiled<T>(page: Page, enabled: boolean, name: string, phase: () => Promise<T>): Promise<T> {
  if (!enabled) return phase();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await phase();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await cdp.detach();
  mkdirSync('bench-profiles', { recursive: true });
  writeFileSync(`bench-profiles/${name}.cpuprofile`, JSON.stringify(profile));
  for (const { name: fn, ms } of topSelfTime(profile)) console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${fn}`);
  return result;
}

/** A Chromium trace event, as CDP's Tracing domain reports it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: unknown };
}

/**
 * Starts a Chromium trace of `page` with `categories` (the bench scripts' one recorder); the returned stop ends it
 * and answers every event it collected, on every thread, and detaches.
 */
export async function startTrace(page: Page, categories: string): Promise<() => Promise<TraceEvent[]>> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    return events;
  };
}

/**
 * `--trace`: the renderer main thread's time over one phase by Chromium's own task names (style, layout, paint, script,
 * GC, canvas), from a devtools.timeline trace; names nest (a FunctionCall inside a RunTask), so the rows overlap.
 */
export async function traced<T>(page: Page, enabled: boolean, phase: () => Promise<T>, top = 28): Promise<T> {
  if (!enabled) return phase();
  const stop = await startTrace(page, 'devtools.timeline,disabled-by-default-devtools.timeline,v8,blink,gpu,cc');
  const result = await phase();
  const events = await stop();
  // The page's main thread: of the renderers' main threads (a navigation may change process), the busiest.
  const count = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ph === 'X').length;
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((t) => ({ t, n: count(t) }))
    .sort((a, b) => b.n - a.n)[0]?.t;
  const spans = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Self time: each span's duration less its children's, found with a stack of the spans still open.
  const totals = new Map<string, { self: number; total: number; n: number }>();
  const open: { name: string; end: number }[] = [];
  const add = (name: string, key: 'self' | 'total', us: number): void => {
    const t = totals.get(name) ?? { self: 0, total: 0, n: 0 };
    t[key] += us / 1000;
    if (key === 'total') t.n++;
    totals.set(name, t);
  };
  for (const e of spans) {
    while (open.length && (open[open.length - 1]?.end ?? 0) <= e.ts) open.pop();
    const end = e.ts + (e.dur ?? 0);
    const parent = open[open.length - 1];
    if (parent) add(parent.name, 'self', -(Math.min(end, parent.end) - e.ts));
    add(e.name, 'self', e.dur ?? 0);
    add(e.name, 'total', e.dur ?? 0);
    open.push({ name: e.name, end });
  }
  // TRACE_OUT=dir: the main thread's spans of each traced phase, as JSON, for a closer look.
  if (process.env.TRACE_OUT) {
    mkdirSync(process.env.TRACE_OUT, { recursive: true });
    writeFileSync(`${process.env.TRACE_OUT}/trace-${String(Date.now())}.json`, JSON.stringify(spans));
    // TRACE_ALL=1 too: every thread's events (the worker's, the GPU process's), not only the main thread's spans.
    if (process.env.TRACE_ALL)
      writeFileSync(`${process.env.TRACE_OUT}/all-${String(Date.now())}.json`, JSON.stringify(events));
  }
  if (process.env.TRACE_PAINT)
    for (const e of spans.filter((x) => x.name === 'Paint').slice(0, 12))
      console.log(`  Paint ${((e.dur ?? 0) / 1000).toFixed(2)} ms ${JSON.stringify(e.args)}`);
  console.log('     self ms   total ms  count  task');
  for (const [name, { self, total, n }] of [...totals.entries()].sort((a, b) => b[1].self - a[1].self).slice(0, top))
    console.log(`  ${self.toFixed(1).padStart(8)}  ${total.toFixed(1).padStart(8)}  ${String(n).padStart(5)}  ${name}`);
  return result;
}
