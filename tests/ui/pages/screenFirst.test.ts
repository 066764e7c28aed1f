import { describe, expect, it } from 'vitest';
import { OFF_SCREEN_HOLD_MS, screenFirst } from '../../../src/ui/pages/screenFirst';

/** Frames, tasks and timers the test runs by hand. */
function scheduler() {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const timers: { ms: number; then: () => void }[] = [];
  return {
    clock: {
      frame: (then: () => void) => void frames.push(then),
      task: (then: () => void) => void tasks.push(then),
      after: (ms: number, then: () => void) => void timers.push({ ms, then }),
    },
    drawFrame: () => frames.splice(0).forEach((f) => f()),
    runTask: () => tasks.shift()?.(),
    elapse: (ms: number) => timers.splice(0).forEach((t) => (t.ms <= ms ? t.then() : timers.push(t))),
    pending: () => ({ frames: frames.length, tasks: tasks.length }),
  };
}

const settled = async (turns: (Promise<void> | null)[], done: Set<number>) => {
  turns.forEach((t, i) => void t?.then(() => done.add(i)));
  await new Promise((r) => setTimeout(r, 0));
};

describe('screen first: off-screen answers wait for the on-screen ones', () => {
  it('an off-screen answer goes on at once while nothing on the screen is asked', () => {
    const s = scheduler();
    const turns = screenFirst(s.clock);
    expect(turns.offScreenTurn(4)).toBeNull();
    expect(s.pending()).toEqual({ frames: 0, tasks: 0 });
  });

  it('waits for every on-screen answer and the frame after it, then goes on one chart a task, in the order they came', async () => {
    const s = scheduler();
    const turns = screenFirst(s.clock);
    let answer: (v: string) => void = () => undefined;
    const onScreen = turns.onScreen(new Promise<string>((r) => (answer = r)));
    const done = new Set<number>();
    const waits = [turns.offScreenTurn(5), turns.offScreenTurn(6), turns.offScreenTurn(7)];
    await settled(waits, done);
    expect(done.size).toBe(0);
    expect(s.pending().frames).toBe(0); // no frame asked for while the on-screen chart waits for its answer
    answer('drawn');
    expect(await onScreen).toBe('drawn');
    await settled([], done);
    expect(done.size).toBe(0);
    s.drawFrame();
    await settled([], done);
    expect([...done]).toEqual([0]);
    s.runTask();
    await settled([], done);
    expect([...done]).toEqual([0, 1]);
    s.runTask();
    await settled([], done);
    expect([...done]).toEqual([0, 1, 2]);
    expect(s.pending()).toEqual({ frames: 0, tasks: 0 });
  });

  it('an on-screen request started while they go on holds the rest until it is answered and drawn', async () => {
    const s = scheduler();
    const turns = screenFirst(s.clock);
    const first = turns.onScreen(Promise.resolve(1));
    const done = new Set<number>();
    const waits = [turns.offScreenTurn(5), turns.offScreenTurn(6)];
    await first;
    s.drawFrame();
    await settled(waits, done);
    expect([...done]).toEqual([0]);
    let answer: (v: number) => void = () => undefined;
    const second = turns.onScreen(new Promise<number>((r) => (answer = r)));
    s.runTask();
    await settled([], done);
    expect([...done]).toEqual([0]);
    answer(2);
    await second;
    s.drawFrame();
    await settled([], done);
    expect([...done]).toEqual([0, 1]);
  });

  it('a chart that comes onto the screen takes its waiting answer at once; a failed on-screen answer releases the rest', async () => {
    const s = scheduler();
    const turns = screenFirst(s.clock);
    const failing = turns.onScreen(Promise.reject(new Error('timeout')));
    const failure = failing.catch((error: unknown) => error);
    const done = new Set<number>();
    const waits = [turns.offScreenTurn(5), turns.offScreenTurn(6)];
    turns.shown(6);
    await settled(waits, done);
    expect([...done]).toEqual([1]);
    expect(String(await failure)).toBe('Error: timeout');
    s.drawFrame();
    await settled([], done);
    expect([...done].sort()).toEqual([0, 1]);
  });

  it(`an off-screen answer waits ${OFF_SCREEN_HOLD_MS} ms at most: a slow on-screen chart does not keep the charts near it blank`, async () => {
    const s = scheduler();
    const turns = screenFirst(s.clock);
    void turns.onScreen(new Promise<never>(() => undefined));
    const done = new Set<number>();
    const waits = [turns.offScreenTurn(5), turns.offScreenTurn(6)];
    s.elapse(OFF_SCREEN_HOLD_MS - 1);
    await settled(waits, done);
    expect(done.size).toBe(0);
    s.elapse(OFF_SCREEN_HOLD_MS);
    await settled([], done);
    expect([...done].sort()).toEqual([0, 1]);
  });
});
