import { afterEach, describe, expect, it } from 'vitest';
import type { DataPlane } from '../../src/core/dataplane';
import { connectDataWorker } from '../../workers/client';
import { serveDataPlane } from '../../workers/serve';

/** A data plane that records the calls it hears, served on a channel; and the messages the page's side posts. */
function servedRecorder() {
  const heard: unknown[][] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]): Promise<void> => {
      heard.push([name, ...args]);
    };
  const inner = { setVisibility: record('setVisibility'), stopChart: record('stopChart') } as unknown as DataPlane;
  const channel = new MessageChannel();
  serveDataPlane(inner, channel.port2);
  let posted = 0;
  const post = channel.port1.postMessage.bind(channel.port1);
  channel.port1.postMessage = ((message: unknown, transfer?: Transferable[]) => {
    posted += 1;
    post(message, transfer ?? []);
  }) as typeof channel.port1.postMessage;
  channel.port1.start();
  channel.port2.start();
  const plane = connectDataWorker(channel.port1, { storage: null });
  return { plane, heard, posted: () => posted, close: () => (channel.port1.close(), channel.port2.close()) };
}

let close: () => void = () => undefined;
afterEach(() => close());

describe('the data worker facade: visibility changes', () => {
  it('sends the changes of one task in one message, heard in the order they were made', async () => {
    const served = servedRecorder();
    close = served.close;
    await Promise.all([
      served.plane.setVisibility(1, 'visible'),
      served.plane.setVisibility(2, 'near'),
      served.plane.setVisibility(1, 'far'),
    ]);
    expect(served.heard).toEqual([
      ['setVisibility', 1, 'visible'],
      ['setVisibility', 2, 'near'],
      ['setVisibility', 1, 'far'],
    ]);
    expect(served.posted()).toBe(1);
    await served.plane.setVisibility(3, 'near');
    expect(served.posted()).toBe(2);
  });

  it('sends the waiting changes before any other call, so the worker hears them first', async () => {
    const served = servedRecorder();
    close = served.close;
    const changed = served.plane.setVisibility(4, 'visible');
    await served.plane.stopChart(4);
    await changed;
    expect(served.heard).toEqual([
      ['setVisibility', 4, 'visible'],
      ['stopChart', 4],
    ]);
    expect(served.posted()).toBe(2);
  });
});
