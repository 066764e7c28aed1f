/**
 * The local answers (a cross filter's, a narrowing) of the charts on the screen go first. A chart off the screen has
 * its own made a while after it asked, and no sooner than that after the last on-screen one was made: the page then
 * decodes, commits and draws the charts the user sees without answers nobody sees arriving in between.
 */
import type { Timers } from '../../src/core/dataplane';

export interface OnScreenFirst {
  /** Makes an on-screen chart's local answer, counted as one in the making until it settles. */
  onScreen<T>(make: () => Promise<T>): Promise<T>;
  /** Settles when an off-screen chart's local answer may be made: `delayMs` after now and after the last on-screen one. */
  offScreenTurn(): Promise<void>;
}

export function onScreenFirst(timers: Timers, delayMs: number): OnScreenFirst {
  let making = 0;
  let lastMadeAt = -Infinity;
  const waiting: (() => void)[] = [];
  const sleep = (ms: number) => new Promise<void>((resolve) => timers.setTimeout(resolve, ms));
  return {
    async onScreen(make) {
      making += 1;
      try {
        return await make();
      } finally {
        making -= 1;
        lastMadeAt = timers.now();
        if (making === 0) for (const wake of waiting.splice(0)) wake();
      }
    },
    async offScreenTurn() {
      await sleep(delayMs);
      for (;;) {
        if (making > 0) {
          await new Promise<void>((resolve) => waiting.push(resolve));
          continue;
        }
        const left = lastMadeAt + delayMs - timers.now();
        if (left <= 0) return;
        await sleep(left);
      }
    },
  };
}
