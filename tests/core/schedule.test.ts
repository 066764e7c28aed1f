import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleScheduler, whenIdle } from '../../src/core/schedule';

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
