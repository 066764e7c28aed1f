// Per-frame figures of a scroll: the main thread's CPU in each frame (from the sampling profiler, placed on the page's
// clock), and the charts left blank for 500 ms or more after they came into view (from an IntersectionObserver).
import type { CDPSession } from 'playwright-core';

/** How long a chart may stay blank in view before it counts as left blank. */
export const BLANK_LIMIT_MS = 500;

/** The part of a CDP CPU profile used here. */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string } }>;
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * The offset (ms) from the page's performance.now() to the monotonic clock the profiler stamps its samples with:
 * Performance.getMetrics' Timestamp, bracketed by two performance.now() reads; the tightest of a few tries.
 */
export async function pageClockOffset(cdp: CDPSession): Promise<{ offsetMs: number; uncertaintyMs: number }> {
  const now = async (): Promise<number> =>
    Number(
      (
        (await cdp.send('Runtime.evaluate', { expression: 'performance.now()', returnByValue: true })).result as {
          value: number;
        }
      ).value,
    );
  let best = { offsetMs: 0, uncertaintyMs: Infinity };
  for (let i = 0; i < 8; i += 1) {
    const before = await now();
    const { metrics } = await cdp.send('Performance.getMetrics');
    const after = await now();
    const ticks = (metrics.find((m) => m.name === 'Timestamp')?.value ?? 0) * 1000;
    const uncertaintyMs = (after - before) / 2;
    if (uncertaintyMs < best.uncertaintyMs) best = { offsetMs: ticks - (before + after) / 2, uncertaintyMs };
  }
  return best;
}

/**
 * Main-thread CPU (ms, non-idle profiler samples) in each frame [times[k], times[k + 1]) of the page clock; `offsetMs`
 * maps the page clock onto the profile's.
 */
export function cpuPerFrame(profile: CpuProfile, times: readonly number[], offsetMs: number): number[] {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const frames = new Array<number>(Math.max(0, times.length - 1)).fill(0);
  let at = profile.startTime / 1000;
  let frame = 0;
  for (let i = 0; i < samples.length; i += 1) {
    at += (deltas[i] ?? 0) / 1000;
    const pageAt = at - offsetMs;
    while (frame < frames.length && pageAt >= (times[frame + 1] as number)) frame += 1;
    if (frame >= frames.length) break;
    if (pageAt < (times[frame] as number) || idle.has(samples[i] as number)) continue;
    frames[frame] = (frames[frame] as number) + (deltas[i + 1] ?? 0) / 1000;
  }
  return frames;
}

/** Watches every chart cell's time in view while `window.__bench.recording`; installed by the scroller. */
export const VIEW_WATCHER = `(() => {
  const bench = window.__bench;
  const spans = (bench.inView = {});
  const observer = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const id = e.target.getAttribute('data-chart-id');
      const list = (spans[id] ??= []);
      const open = list.length && list[list.length - 1][1] === null;
      if (e.isIntersecting && !open) list.push([e.time, null]);
      if (!e.isIntersecting && open) list[list.length - 1][1] = e.time;
    }
  });
  document.querySelectorAll('[data-chart-id]').forEach((cell) => observer.observe(cell));
  bench.stopWatching = () => {
    observer.disconnect();
    const end = performance.now();
    for (const list of Object.values(spans)) if (list.length && list[list.length - 1][1] === null) list[list.length - 1][1] = end;
  };
})()`;

/** Each chart's spans in view [enter, leave] on the page clock, by chart id. */
export type InView = Record<string, Array<[number, number]>>;

/** Chart ids in view for BLANK_LIMIT_MS or more at a stretch without being drawn by BLANK_LIMIT_MS after coming in. */
export function leftBlank(inView: InView, drawnAt: ReadonlyMap<number, number>): number[] {
  return Object.entries(inView)
    .filter(([id, spans]) =>
      spans.some(
        ([enter, leave]) =>
          leave - enter >= BLANK_LIMIT_MS && !((drawnAt.get(Number(id)) ?? Infinity) <= enter + BLANK_LIMIT_MS),
      ),
    )
    .map(([id]) => Number(id));
}

/** Clicks Edit and resolves [click, painted]: performance.now() at the click and at the frame after the edit UI (the
 * pane, the components' chrome) is laid out. */
export const ENTER_EDIT_MODE = `new Promise((resolve) => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Edit dashboard');
  const start = performance.now();
  button.click();
  const check = () => {
    const ready = document.querySelector('.dash-builder-pane') && document.querySelector('.dash-edit-menu');
    if (ready) requestAnimationFrame(() => resolve([start, performance.now()]));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;
