import { afterEach, describe, expect, it, vi } from 'vitest';
import { Turns, idleQueue, idleScheduler, whenIdle } from '../../src/core/schedule';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle, the one idle scheduler', () => {
  it('asks requestIdleCallback with the timeout given, and its cancel cancels that callback', () => {
    const asked: { run: () => void; options: unknown }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: unknown) => asked.push({ run, options }));
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    let ran = 0;
    const cancel = whenIdle(() => (ran += 1), { timeoutMs: 500 });
    expect(asked).toHaveLength(1);
    expect(asked[0]?.options).toEqual({ timeout: 500 });
    expect(ran).toBe(0);
    asked[0]?.run();
    expect(ran).toBe(1);
    whenIdle(() => undefined);
    expect(asked[1]?.options).toBeUndefined();
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('without requestIdleCallback (Safari, Node) runs after the fallback delay, and can be cancelled before', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    let ran = 0;
    idleScheduler({ timeoutMs: 2000, fallbackMs: 200 })(() => (ran += 1));
    vi.advanceTimersByTime(199);
    expect(ran).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ran).toBe(1);
    const cancel = whenIdle(() => (ran += 1));
    cancel();
    vi.advanceTimersByTime(10);
    expect(ran).toBe(1);
  });
});

describe('idleQueue', () => {
  it('runs its jobs a batch an idle period, in the order they came, each batch inside the wrapper', () => {
    const periods: (() => void)[] = [];
    const wraps: number[] = [];
    const ran: string[] = [];
    const put = idleQueue(
      2,
      (run) => {
        wraps.push(ran.length);
        run();
      },
      (run) => {
        periods.push(run);
        return () => undefined;
      },
    );
    for (const name of ['a', 'b', 'c', 'd', 'e']) put(() => ran.push(name));
    // One idle period asked for at a time.
    expect(periods).toHaveLength(1);
    periods.shift()?.();
    expect(ran).toEqual(['a', 'b']);
    periods.shift()?.();
    periods.shift()?.();
    expect(ran).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(wraps).toEqual([0, 2, 4]);
    // Nothing left: no period is asked for.
    expect(periods).toHaveLength(0);
  });

  it('a cancelled job never runs, and the others keep their turn', () => {
    const periods: (() => void)[] = [];
    const ran: string[] = [];
    const put = idleQueue(1, undefined, (run) => {
      periods.push(run);
      return () => undefined;
    });
    put(() => ran.push('a'));
    const cancel = put(() => ran.push('b'));
    put(() => ran.push('c'));
    cancel();
    while (periods.length) periods.shift()?.();
    expect(ran).toEqual(['a', 'c']);
  });
});

describe('Turns, at most a few tasks at once', () => {
  it('runs at most limit() tasks at once in the order they came, and a task that comes as one ends does not slip in beside the next in line', async () => {
    const turns = new Turns(() => 2);
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const task = (n: number) =>
      turns.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => finish.set(n, resolve));
        return n;
      });
    const done = [task(1), task(2), task(3), task(4)];
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(turns.load).toEqual({ running: 2, waiting: 2 });
    finish.get(1)?.();
    await done[0];
    // One comes in the same turn as task 1 ended: it waits behind 3 and 4.
    done.push(task(5));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1, 2, 3]);
    expect(turns.load).toEqual({ running: 2, waiting: 2 });
    for (const n of [2, 3, 4, 5]) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      finish.get(n)?.();
    }
    expect(await Promise.all(done)).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
  });
});
