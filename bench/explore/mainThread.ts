/**
 * How the explore browser benches read the renderer's main thread: its busy time (CDP Performance.getMetrics
 * TaskDuration) over a window after an action, the same window with nothing done, and the figures' summary.
 */
import type { Locator, Page } from 'playwright-core';

/** Busy time of the page's main thread so far, in ms; the difference of two reads is the time between them. */
export async function mainThreadClock(page: Page): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
}

/** Median, p95 and max of a set of times. */
export function summary(xs: readonly number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number): number => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${(s[s.length - 1] ?? 0).toFixed(1)} ms`;
}

/** The main thread's busy time over `settleMs` after each of `times` runs of `act` (nothing done: the idle cost). */
export async function busyAfter(
  page: Page,
  busy: () => Promise<number>,
  settleMs: number,
  times: number,
  act: (i: number) => Promise<void> = async () => undefined,
): Promise<number[]> {
  const costs: number[] = [];
  for (let i = 0; i < times; i++) {
    const before = await busy();
    await act(i);
    await page.waitForTimeout(settleMs);
    costs.push((await busy()) - before);
  }
  return costs;
}

/** Each keystroke's busy time while `queries` are typed key by key into `input` (emptied, and left to settle, first). */
export async function keystrokeCosts(
  page: Page,
  input: Locator,
  queries: readonly string[],
  busy: () => Promise<number>,
  settleMs: number,
): Promise<number[]> {
  const costs: number[] = [];
  for (const query of queries) {
    await input.fill('');
    await page.waitForTimeout(settleMs);
    const keys = [...query];
    costs.push(...(await busyAfter(page, busy, settleMs, keys.length, (i) => page.keyboard.type(keys[i] ?? ''))));
  }
  return costs;
}
