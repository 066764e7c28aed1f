import { describe, expect, it } from 'vitest';
import { createDebouncedLoader, OPTION_SEARCH_DEBOUNCE_MS } from '../../../src/ui/kit';
import type { DebounceTimers } from '../../../src/ui/kit';

/** A clock the test moves by hand. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: DebounceTimers = {
    setTimeout: (fn, ms) => {
      const id = next++;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (id) => void pending.delete(id as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, t] of [...pending]) {
      if (t.at > now) continue;
      pending.delete(id);
      t.fn();
    }
  };
  return { timers, advance };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('option search debounce', () => {
  it('D16.14 X19.13 the documented debounce is 300 ms', () => {
    expect(OPTION_SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('D16.14 X19.13 typing quickly asks the endpoint once, for the last text, after the debounce', async () => {
    const { timers, advance } = manualTimers();
    const calls: string[] = [];
    const results: string[][] = [];
    const loader = createDebouncedLoader<string[]>({
      load: async (search) => (calls.push(search), [search.toUpperCase()]),
      onResult: (r) => results.push(r),
      timers,
    });
    loader.search('c');
    advance(100);
    loader.search('ca');
    advance(299);
    expect(calls).toEqual([]);
    advance(1);
    await flush();
    expect(calls).toEqual(['ca']);
    expect(results).toEqual([['CA']]);
  });

  it('D16.14 X19.13 a newer search aborts the request in flight and its answer is dropped', async () => {
    const { timers, advance } = manualTimers();
    const signals: AbortSignal[] = [];
    const resolvers: ((v: string[]) => void)[] = [];
    const results: string[][] = [];
    const loader = createDebouncedLoader<string[]>({
      load: (_search, signal) => (signals.push(signal), new Promise((r) => resolvers.push(r))),
      onResult: (r) => results.push(r),
      timers,
    });
    loader.search('a');
    advance(300);
    loader.search('ab');
    expect(signals[0]!.aborted).toBe(true);
    advance(300);
    resolvers[0]!(['stale']);
    resolvers[1]!(['fresh']);
    await flush();
    expect(results).toEqual([['fresh']]);
  });

  it('D16.14 cancel drops the pending search and aborts the one in flight', async () => {
    const { timers, advance } = manualTimers();
    const signals: AbortSignal[] = [];
    const calls: string[] = [];
    const loader = createDebouncedLoader<string[]>({
      load: (search, signal) => (calls.push(search), signals.push(signal), new Promise(() => undefined)),
      onResult: () => undefined,
      timers,
    });
    loader.search('a');
    advance(300);
    loader.search('b');
    loader.cancel();
    advance(1000);
    expect(calls).toEqual(['a']);
    expect(signals[0]!.aborted).toBe(true);
  });

  it('D16.14 a failed request reports its error; an aborted one does not', async () => {
    const { timers, advance } = manualTimers();
    const errors: unknown[] = [];
    const loader = createDebouncedLoader<string[]>({
      load: async (search) => {
        throw new Error(`no ${search}`);
      },
      onResult: () => undefined,
      onError: (e) => errors.push(e),
      timers,
    });
    loader.search('x');
    advance(300);
    await flush();
    expect(errors.map((e) => (e as Error).message)).toEqual(['no x']);
  });
});
