import { describe, expect, test } from 'vitest';
import { MemoryJobQueue } from '../../../server/async/memory-queue';
import type { JobPayload } from '../../../server/async';

const job = (jobId: string, userId = 1): JobPayload => ({
  jobId,
  channelId: 'c',
  userId,
  kind: 'chart',
  queryContext: { datasource: { id: 1, type: 'table' }, queries: [] },
  sliceId: null,
  resultKey: jobId,
});

/** A processor whose jobs finish when the test says so, or when they are aborted. */
function controlledProcessor() {
  const started: string[] = [];
  const outcomes = new Map<string, 'done' | 'stopped'>();
  const finishers = new Map<string, () => void>();
  const process = (p: JobPayload, signal: AbortSignal): Promise<void> =>
    new Promise<void>((resolve) => {
      if (signal.aborted) {
        outcomes.set(p.jobId, 'stopped');
        return resolve();
      }
      started.push(p.jobId);
      finishers.set(p.jobId, () => {
        outcomes.set(p.jobId, 'done');
        resolve();
      });
      signal.addEventListener('abort', () => {
        outcomes.set(p.jobId, 'stopped');
        resolve();
      });
    });
  const finish = async (jobId: string): Promise<void> => {
    finishers.get(jobId)?.();
    await new Promise((r) => setImmediate(r));
  };
  return { process, started, outcomes, finish };
}

const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('in-process job queue', () => {
  test('at most `concurrency` jobs run at once; the next starts when one ends, first come first served', async () => {
    const p = controlledProcessor();
    const queue = new MemoryJobQueue(2, p.process);
    for (const id of ['a', 'b', 'c', 'd']) await queue.add(job(id));
    await tick();
    expect(p.started).toEqual(['a', 'b']);
    expect(queue.size).toEqual({ waiting: 2, running: 2 });
    await p.finish('b');
    expect(p.started).toEqual(['a', 'b', 'c']);
    expect(queue.size).toEqual({ waiting: 1, running: 2 });
    await p.finish('a');
    await p.finish('c');
    await p.finish('d');
    expect(p.started).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.size).toEqual({ waiting: 0, running: 0 });
    await queue.close();
  });

  test('cancelling a running job aborts its signal and frees its slot', async () => {
    const p = controlledProcessor();
    const queue = new MemoryJobQueue(1, p.process);
    await queue.add(job('a'));
    await queue.add(job('b'));
    await tick();
    expect(await queue.cancel('a', 1)).toBe(true);
    await tick();
    expect(p.outcomes.get('a')).toBe('stopped');
    expect(p.started).toEqual(['a', 'b']);
    await p.finish('b');
    expect(p.outcomes.get('b')).toBe('done');
    await queue.close();
  });

  test('cancelling a waiting job reports it stopped without running it', async () => {
    const p = controlledProcessor();
    const queue = new MemoryJobQueue(1, p.process);
    await queue.add(job('a'));
    await queue.add(job('b'));
    expect(await queue.cancel('b', 1)).toBe(true);
    expect(p.outcomes.get('b')).toBe('stopped');
    await p.finish('a');
    expect(p.started).toEqual(['a']);
    await queue.close();
  });

  test("a user cannot cancel another user's job, nor a job that is over or unknown", async () => {
    const p = controlledProcessor();
    const queue = new MemoryJobQueue(1, p.process);
    await queue.add(job('a', 1));
    await queue.add(job('b', 1));
    await tick();
    expect(await queue.cancel('a', 2)).toBe(false);
    expect(await queue.cancel('b', 2)).toBe(false);
    await p.finish('a');
    expect(await queue.cancel('a', 1)).toBe(false);
    expect(await queue.cancel('nope', 1)).toBe(false);
    expect(p.outcomes.get('a')).toBe('done');
    await p.finish('b');
    await queue.close();
  });

  test('closing stops running jobs, drops waiting ones and refuses new ones', async () => {
    const p = controlledProcessor();
    const queue = new MemoryJobQueue(1, p.process);
    await queue.add(job('a'));
    await queue.add(job('b'));
    await tick();
    await queue.close();
    expect(p.outcomes.get('a')).toBe('stopped');
    expect(p.started).toEqual(['a']);
    await expect(queue.add(job('c'))).rejects.toThrow('closed');
  });

  test('a processor that throws does not stop the queue', async () => {
    const ran: string[] = [];
    const queue = new MemoryJobQueue(1, async (p) => {
      ran.push(p.jobId);
      if (p.jobId === 'a') throw new Error('boom');
    });
    await queue.add(job('a'));
    await queue.add(job('b'));
    for (let i = 0; i < 5; i++) await tick();
    expect(ran).toEqual(['a', 'b']);
    await queue.close();
  });

  test('the concurrency must be at least 1', () => {
    expect(() => new MemoryJobQueue(0, async () => undefined)).toThrow('at least 1');
  });
});
