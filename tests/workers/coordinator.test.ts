import { describe, expect, it } from 'vitest';
import { QueryCoordinator } from '../../workers/dataplane';
import { FakeTimers, flush } from './fakes';

function harness(maxConcurrent = 2, extra: { cacheMaxAgeMs?: number } = {}) {
  const timers = new FakeTimers();
  const started: string[] = [];
  const aborted: string[] = [];
  const pending = new Map<string, (v: string) => void>();
  const coordinator = new QueryCoordinator<string, string>({
    timers,
    maxConcurrent,
    ...extra,
    run: (request, signal) =>
      new Promise<string>((resolve) => {
        started.push(request);
        signal.addEventListener('abort', () => aborted.push(request));
        pending.set(request, resolve);
      }),
  });
  const answer = (request: string) => pending.get(request)?.(`rows of ${request}`);
  return { coordinator, started, aborted, answer, timers };
}

describe('query coordinator', () => {
  it('runs at most the concurrency cap at once, visible charts first', async () => {
    const { coordinator, started, answer } = harness(1);
    coordinator.setVisibility('a', 'near');
    coordinator.setVisibility('b', 'visible');
    const a = coordinator.submit('a', { key: 'qa', request: 'qa' });
    coordinator.setVisibility('x', 'visible');
    void coordinator.submit('x', { key: 'qx', request: 'qx' });
    const b = coordinator.submit('b', { key: 'qb', request: 'qb' });
    expect(started).toEqual(['qa']);
    answer('qa');
    await a;
    await flush();
    expect(started).toEqual(['qa', 'qx']);
    answer('qx');
    await flush();
    expect(started).toEqual(['qa', 'qx', 'qb']);
    answer('qb');
    expect(await b).toEqual({ kind: 'value', value: 'rows of qb', cached: false });
  });

  it('X15.cross-local holds an answer made without a run for a far chart until it comes near, or until stopped or superseded', async () => {
    const { coordinator } = harness();
    const settled: string[] = [];
    const wait = (owner: string, label: string) =>
      void (coordinator.untilNear(owner) ?? Promise.resolve()).then(() => settled.push(label));
    wait('near', 'near');
    coordinator.setVisibility('a', 'far');
    wait('a', 'a');
    coordinator.setVisibility('b', 'far');
    wait('b', 'b');
    coordinator.setVisibility('c', 'far');
    wait('c', 'c');
    await flush();
    expect(settled).toEqual(['near']);
    coordinator.setVisibility('a', 'background');
    coordinator.setVisibility('a', 'far');
    await flush();
    expect(settled).toEqual(['near', 'a']);
    coordinator.stop('b');
    coordinator.supersede('c');
    await flush();
    expect(settled).toEqual(['near', 'a', 'b', 'c']);
    coordinator.setVisibility('c', 'visible');
    await flush();
    expect(settled).toEqual(['near', 'a', 'b', 'c']);
  });

  it('does not fetch far off-screen charts until they come near', async () => {
    const { coordinator, started } = harness();
    coordinator.setVisibility('far', 'far');
    void coordinator.submit('far', { key: 'q', request: 'q' });
    expect(started).toEqual([]);
    coordinator.setVisibility('far', 'near');
    expect(started).toEqual(['q']);
  });

  it('X15.cross-local runs background requests (cube prefetch) after every near one, yet runs them', async () => {
    const { coordinator, started, answer } = harness(1);
    coordinator.setVisibility('cube', 'background');
    coordinator.setVisibility('far', 'far');
    void coordinator.submit('far', { key: 'qf', request: 'qf' });
    const cube = coordinator.submit('cube', { key: 'qc', request: 'qc' });
    expect(started).toEqual(['qc']);
    coordinator.setVisibility('near', 'near');
    void coordinator.submit('near', { key: 'qn', request: 'qn' });
    coordinator.setVisibility('late', 'background');
    void coordinator.submit('late', { key: 'ql', request: 'ql' });
    answer('qc');
    expect((await cube).kind).toBe('value');
    await flush();
    // The near chart goes before the background request submitted ahead of it; the far one still waits.
    expect(started).toEqual(['qc', 'qn']);
    answer('qn');
    await flush();
    expect(started).toEqual(['qc', 'qn', 'ql']);
  });

  it('merges identical queries into one request with many subscribers', async () => {
    const { coordinator, started, answer } = harness();
    const one = coordinator.submit('c1', { key: 'same', request: 'same' });
    const two = coordinator.submit('c2', { key: 'same', request: 'same' });
    expect(started).toEqual(['same']);
    answer('same');
    expect(await one).toEqual({ kind: 'value', value: 'rows of same', cached: false });
    expect(await two).toEqual({ kind: 'value', value: 'rows of same', cached: false });
  });

  it('answers from the cache keyed by the normalised request, unless forced or too old', async () => {
    const { coordinator, started, answer, timers } = harness(2, { cacheMaxAgeMs: 1000 });
    const first = coordinator.submit('c1', { key: 'k', request: 'k' });
    answer('k');
    await first;
    expect(await coordinator.submit('c2', { key: 'k', request: 'k' })).toEqual({
      kind: 'value',
      value: 'rows of k',
      cached: true,
    });
    void coordinator.submit('c3', { key: 'k', request: 'k', force: true });
    expect(started).toEqual(['k', 'k']);
    await timers.advance(1001);
    void coordinator.submit('c4', { key: 'k', request: 'k' });
    expect(started).toEqual(['k', 'k', 'k']);
  });

  it('drops stale answers: a newer request of the same chart supersedes and aborts the older one', async () => {
    const { coordinator, aborted, answer } = harness();
    const old = coordinator.submit('c', { key: 'v1', request: 'v1' });
    const fresh = coordinator.submit('c', { key: 'v2', request: 'v2' });
    expect(await old).toEqual({ kind: 'superseded' });
    expect(aborted).toEqual(['v1']);
    answer('v2');
    expect((await fresh).kind).toBe('value');
  });

  it('stop answers stopped; a shared run is aborted only when nobody waits on it', async () => {
    const { coordinator, aborted, answer } = harness();
    const a = coordinator.submit('a', { key: 's', request: 's' });
    const b = coordinator.submit('b', { key: 's', request: 's' });
    coordinator.stop('a');
    expect(await a).toEqual({ kind: 'stopped' });
    expect(aborted).toEqual([]);
    answer('s');
    expect((await b).kind).toBe('value');
  });
});
