import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChartRegistry } from '../../../src/charts';
import {
  chartSearcher,
  chartSearchService,
  galleryEntries,
  localSearcher,
  remoteSearcher,
  SEARCH_IN_WORKER_ABOVE,
} from '../../../src/ui/explore-viz';

const entries = galleryEntries(createChartRegistry(), { denylist: [], crossFilters: true });
const channels: MessageChannel[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

/** A search worker on the far end of a MessageChannel, as the browser's module worker would serve it. */
function startFakeWorker(log: string[]) {
  return () => {
    const channel = new MessageChannel();
    channels.push(channel);
    expose(chartSearchService(), channel.port2);
    channel.port1.start();
    log.push('started');
    return { endpoint: channel.port1, close: () => log.push('closed') };
  };
}

describe('search off the main thread', () => {
  it('X11.05 the worker answers with the same types, in the same order, as the search on the spot', async () => {
    const log: string[] = [];
    const remote = remoteSearcher(entries, startFakeWorker(log));
    const local = localSearcher(entries);
    for (const query of ['chart', 'tabel', 'big number', 'ECharts', 'classic']) {
      const [far, near] = await Promise.all([remote.search(query), local.search(query)]);
      expect(far.map((e) => e.key)).toEqual(near.map((e) => e.key));
      expect(far.length).toBeGreaterThan(0);
      expect(far[0]).toBe(near[0]); // the gallery's own entries come back, not copies
    }
    expect(log).toEqual(['started']);
    remote.dispose();
    expect(log).toEqual(['started', 'closed']);
  });

  it('X11.05 the worker starts on the first query, never for an empty one', async () => {
    const log: string[] = [];
    const remote = remoteSearcher(entries, startFakeWorker(log));
    expect(await remote.search('   ')).toEqual([]);
    remote.dispose();
    expect(log).toEqual([]);
  });
});

describe('where the search runs', () => {
  it('X11.05 a short list is searched on the spot, while rendering; a long one in the worker', async () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL) {
          started.push(String(url));
        }
      },
    );
    expect(entries.length).toBeLessThanOrEqual(SEARCH_IN_WORKER_ABOVE);
    const near = chartSearcher(entries);
    expect(near.searchNow?.('pie').map((e) => e.key)).toEqual((await near.search('pie')).map((e) => e.key));
    const many = Array.from({ length: SEARCH_IN_WORKER_ABOVE + 1 }, (_, i) => ({
      ...entries[i % entries.length]!,
      key: `type_${i}`,
    }));
    const far = chartSearcher(many);
    expect(far.searchNow).toBeUndefined();
    expect(started).toEqual([]); // the worker starts on the first query, not before
    far.dispose();
  });
});
