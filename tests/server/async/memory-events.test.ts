import { describe, expect, test } from 'vitest';
import { MemoryEventLog } from '../../../server/async/memory-events';
import type { AsyncEvent, AsyncJobMetadata } from '../../../server/async';

const meta = (channel: string, job: string, status: 'done' | 'error' = 'done'): AsyncJobMetadata => ({
  channel_id: channel,
  job_id: job,
  user_id: 1,
  status,
  errors: [],
  result_url: status === 'done' ? `/api/v1/chart/data/${job}` : null,
});

describe('in-memory event log', () => {
  test('events carry Redis stream ids from the injected clock', async () => {
    const log = new MemoryEventLog(() => 1607477697866);
    const a = await log.append(meta('c', 'j1'));
    const b = await log.append(meta('c', 'j2'));
    expect(a).toEqual({ id: '1607477697866-0', ...meta('c', 'j1') });
    expect(b.id).toBe('1607477697866-1');
  });

  test('the first read starts from the beginning; last_id is exclusive; count caps a read', async () => {
    let t = 1000;
    const log = new MemoryEventLog(() => (t += 1));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await log.append(meta('c', `j${i}`))).id);
    expect((await log.read('c', null, 100)).map((e) => e.id)).toEqual(ids);
    expect((await log.read('c', ids[1] ?? '', 100)).map((e) => e.id)).toEqual(ids.slice(2));
    expect((await log.read('c', ids[0] ?? '', 2)).map((e) => e.id)).toEqual(ids.slice(1, 3));
    expect(await log.read('c', ids[4] ?? '', 100)).toEqual([]);
    expect(await log.read('c', '999-0', 1)).toHaveLength(1);
  });

  test('a channel sees only its own events', async () => {
    const log = new MemoryEventLog();
    await log.append(meta('mine', 'j1'));
    await log.append(meta('theirs', 'j2'));
    expect((await log.read('mine', null, 100)).map((e) => e.job_id)).toEqual(['j1']);
    expect(await log.read('nobody', null, 100)).toEqual([]);
  });

  test('a channel keeps its latest events up to the limit', async () => {
    const log = new MemoryEventLog(Date.now, 3);
    for (let i = 0; i < 5; i++) await log.append(meta('c', `j${i}`));
    expect((await log.read('c', null, 100)).map((e) => e.job_id)).toEqual(['j2', 'j3', 'j4']);
  });

  test('subscribers hear later events of their channel until they unsubscribe', async () => {
    const log = new MemoryEventLog();
    const heard: AsyncEvent[] = [];
    const dispose = await log.subscribe('c', (e) => heard.push(e));
    await log.append(meta('c', 'j1'));
    await log.append(meta('other', 'j2'));
    dispose();
    await log.append(meta('c', 'j3'));
    expect(heard.map((e) => e.job_id)).toEqual(['j1']);
  });
});
