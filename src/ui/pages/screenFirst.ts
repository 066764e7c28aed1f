/**
 * The charts on the screen are answered first. A cross filter clicked on a large dashboard re-asks the charts in view
 * and the dozens near them; their answers come back one after another, and each one handled (decoded, its model
 * committed, its layers updated) holds the main thread. The answers for charts off the screen therefore wait, once
 * they have arrived, until every chart on the screen has its answer and a frame has drawn them, and then go on one
 * a task, so input and frames come between them; a chart that comes onto the screen while its answer waits takes it
 * at once.
 */

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

export function screenFirst(
  frame: (then: () => void) => void = afterNextFrame,
  task: (then: () => void) => void = nextTask,
): ScreenFirst {
  let running = 0;
  let releasing = false;
  /** The waiting answers by chart, in the order they came (a Map keeps its insertion order). */
  const waiting = new Map<number, (() => void)[]>();
  // One chart's answers a task, until none waits or an on-screen request starts (then they wait for it as well).
  const pump = (): void => {
    releasing = false;
    if (running > 0) return;
    const first = waiting.entries().next();
    if (first.done) return;
    const [chartId, mine] = first.value;
    waiting.delete(chartId);
    for (const go of mine) go();
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
        release();
      });
    },
    shown(chartId) {
      const mine = waiting.get(chartId);
      if (!mine) return;
      waiting.delete(chartId);
      for (const go of mine) go();
    },
  };
}
