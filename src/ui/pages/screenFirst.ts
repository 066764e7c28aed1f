/**
 * The charts on the screen are answered first. A cross filter clicked on a large dashboard re-asks the charts in view
 * and the dozens near them; their answers come back one after another, and each one handled (decoded, its model
 * committed, its layers updated) holds the main thread. The answers for charts off the screen therefore wait, once
 * they have arrived, until every chart on the screen has its answer and a frame has drawn them, and then go on one
 * a task, so input and frames come between them; a chart that comes onto the screen while its answer waits takes it
 * at once. None waits longer than OFF_SCREEN_HOLD_MS: while a dashboard loads from a busy server, charts on the
 * screen are asked for all the time, and the charts near it are still drawn before they are scrolled into view.
 */

/** The longest an off-screen chart's answer waits for the on-screen ones (a cross filter's come within about 100 ms). */
export const OFF_SCREEN_HOLD_MS = 150;

/** Calls `then` once the next frame has been drawn (after its animation-frame callbacks, in a task of its own). */
export function afterNextFrame(then: () => void): void {
  requestAnimationFrame(() => nextTask(then));
}

/** Calls `then` in a task of its own, soon (a message to itself: no timer's clamping). */
export function nextTask(then: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

export interface ScreenFirst {
  /** Runs an on-screen chart's request to its answer: off-screen answers wait while it runs. */
  onScreen<T>(answer: Promise<T>): Promise<T>;
  /**
   * The turn of an off-screen chart's answer, just arrived: null when it may go on now, else settled once the
   * on-screen answers are in and drawn, or when `chartId` comes onto the screen.
   */
  offScreenTurn(chartId: number): Promise<void> | null;
  /** The chart is on the screen now: its answer, if one waits, goes on at once. */
  shown(chartId: number): void;
}

/** How the gate waits: for a drawn frame, for a task of its own, and for a time. */
export interface ScreenFirstClock {
  frame: (then: () => void) => void;
  task: (then: () => void) => void;
  after: (ms: number, then: () => void) => void;
}

const BROWSER_CLOCK: ScreenFirstClock = {
  frame: afterNextFrame,
  task: nextTask,
  after: (ms, then) => void setTimeout(then, ms),
};

export function screenFirst({ frame, task, after }: ScreenFirstClock = BROWSER_CLOCK): ScreenFirst {
  let running = 0;
  let releasing = false;
  /** The waiting answers by chart, in the order they came (a Map keeps its insertion order). */
  const waiting = new Map<number, (() => void)[]>();
  /** Lets every waiting answer of one chart go on. */
  const goOn = (chartId: number): void => {
    const mine = waiting.get(chartId);
    if (!mine) return;
    waiting.delete(chartId);
    for (const go of mine) go();
  };
  // One chart's answers a task, until none waits or an on-screen request starts (then they wait for it as well).
  const pump = (): void => {
    releasing = false;
    if (running > 0) return;
    const first = waiting.keys().next();
    if (first.done) return;
    goOn(first.value);
    if (waiting.size === 0) return;
    releasing = true;
    task(pump);
  };
  const release = (): void => {
    if (running > 0 || releasing || waiting.size === 0) return;
    releasing = true;
    frame(pump);
  };
  return {
    async onScreen(answer) {
      running += 1;
      try {
        return await answer;
      } finally {
        running -= 1;
        release();
      }
    },
    offScreenTurn(chartId) {
      if (running === 0 && !releasing) return null;
      return new Promise<void>((go) => {
        waiting.set(chartId, [...(waiting.get(chartId) ?? []), go]);
        after(OFF_SCREEN_HOLD_MS, () => {
          const mine = waiting.get(chartId);
          if (!mine?.includes(go)) return;
          const rest = mine.filter((g) => g !== go);
          if (rest.length) waiting.set(chartId, rest);
          else waiting.delete(chartId);
          go();
        });
        release();
      });
    },
    shown: goOn,
  };
}
