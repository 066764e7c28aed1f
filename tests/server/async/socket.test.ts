import { describe, expect, test } from 'vitest';
import { MemoryEventLog } from '../../../server/async/memory-events';
import { streamEvents, type EventSocket } from '../../../server/async/socket';
import type { AsyncEvent, AsyncJobMetadata, EventLog } from '../../../server/async';

const meta = (channel: string, job: string): AsyncJobMetadata => ({
  channel_id: channel,
  job_id: job,
  user_id: 1,
  status: 'done',
  errors: [],
  result_url: `/api/v1/chart/data/${job}`,
});

class FakeSocket implements EventSocket {
  readyState = 1;
  readonly sent: AsyncEvent[] = [];
  private onClose: (() => void) | null = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data) as AsyncEvent);
  }
  close(): void {
    this.readyState = 3;
    this.onClose?.();
  }
  on(_event: 'close', listener: () => void): void {
    this.onClose = listener;
  }
}

describe('event socket', () => {
  test('sends the backlog after last_id in pages, then live events, each once and in order', async () => {
    let t = 0;
    const log = new MemoryEventLog(() => (t += 1));
    const early = [];
    for (let i = 0; i < 7; i++) early.push(await log.append(meta('c', `old${i}`)));
    const socket = new FakeSocket();
    await streamEvents(socket, log, 'c', early[1]?.id ?? null, 2);
    await log.append(meta('c', 'new'));
    await log.append(meta('other', 'theirs'));
    expect(socket.sent.map((e) => e.job_id)).toEqual(['old2', 'old3', 'old4', 'old5', 'old6', 'new']);
    socket.close();
    await log.append(meta('c', 'after-close'));
    expect(socket.sent).toHaveLength(6);
  });

  test('without last_id the whole channel is replayed, as the first poll reads it', async () => {
    const log = new MemoryEventLog();
    await log.append(meta('c', 'j1'));
    const socket = new FakeSocket();
    await streamEvents(socket, log, 'c', null, 100);
    expect(socket.sent.map((e) => e.job_id)).toEqual(['j1']);
  });

  test('an event that lands while the backlog is read is sent once, after it', async () => {
    const inner = new MemoryEventLog();
    await inner.append(meta('c', 'j1'));
    let injected = false;
    const racing: EventLog = {
      append: (m) => inner.append(m),
      subscribe: (c, l) => inner.subscribe(c, l),
      close: () => inner.close(),
      read: async (c, last, n) => {
        if (!injected) {
          injected = true;
          await inner.append(meta('c', 'j2'));
        }
        return inner.read(c, last, n);
      },
    };
    const socket = new FakeSocket();
    await streamEvents(socket, racing, 'c', null, 100);
    expect(socket.sent.map((e) => e.job_id)).toEqual(['j1', 'j2']);
  });
});
