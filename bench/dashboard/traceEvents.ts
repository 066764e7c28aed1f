/**
 * A Chromium trace of the page read on the page's clock: its renderer main thread's events, a performance.now() time
 * placed on the trace's clock, and the main-thread busy time and CPU inside a window.
 */
import type { Browser, Page } from 'playwright-core';

/** The categories the benches trace: tasks, script, GC, user timing and the network's timeline events. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'v8',
  'blink.user_timing',
  'disabled-by-default-v8.gc',
];

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** The trace stopped now: every event, the page's main-thread events sorted, and the page clock placed on it. */
export async function pageTrace(
  page: Page,
  browser: Browser,
): Promise<{
  all: TraceEvent[];
  events: TraceEvent[];
  clock: number;
  mark: TraceEvent;
  toTrace: (ms: number) => number;
}> {
  const clock = (await page.evaluate(() => {
    performance.mark('tessera-trace-clock');
    return performance.getEntriesByName('tessera-trace-clock')[0]?.startTime ?? 0;
  })) as number;
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const all = trace.traceEvents;
  const mark = [...all].reverse().find((e) => e.name === 'tessera-trace-clock');
  if (!mark) throw new Error('no clock mark in the trace');
  const main = all.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain',
  );
  const events = all
    .filter((e) => e.pid === mark.pid && e.tid === (main?.tid ?? mark.tid))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  return { all, events, clock, mark, toTrace: (ms: number): number => mark.ts + (ms - clock) * 1000 };
}

/**
 * Main-thread events inside [from, to] (trace µs), clipped to the window and summed by name; CPU is the thread time
 * (tdur) of the top-level events, in proportion to the part of each inside the window.
 */
export function windowSummary(
  events: TraceEvent[],
  from: number,
  to: number,
): { wallMs: number; cpuMs: number; byName: [string, number][] } {
  const byName = new Map<string, number>();
  let cpu = 0;
  let topEnd = -Infinity;
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const topLevel = e.ts >= topEnd;
    if (topLevel) topEnd = e.ts + e.dur;
    const start = Math.max(from, e.ts);
    const end = Math.min(to, e.ts + e.dur);
    if (end <= start) continue;
    const clipped = end - start;
    if (topLevel) cpu += (e.tdur ?? e.dur) * (clipped / (e.dur || 1));
    byName.set(e.name, (byName.get(e.name) ?? 0) + clipped / 1000);
  }
  return { wallMs: (to - from) / 1000, cpuMs: cpu / 1000, byName: [...byName.entries()].sort((a, b) => b[1] - a[1]) };
}
