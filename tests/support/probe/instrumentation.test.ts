import { describe, expect, it } from 'vitest';
import type { CrossFilterPrefetch } from '../../../src/core/dataplane';
import type { PlaneDataSource } from '../../../src/ui/pages/planeDataSource';
import { prefetchRecorded } from './instrumentation';
import type { PageProbe } from './probe';

const made = (cancelled: boolean): CrossFilterPrefetch => ({ charts: 9, cubes: 3, answers: 36, ms: 120, cancelled });

/** A data source whose prefetch resolves with `outcome`. */
const prefetching = (outcome: CrossFilterPrefetch | null) =>
  ({ prefetchCrossFilters: () => Promise.resolve(outcome) }) as unknown as PlaneDataSource;

const targets = [{ chartId: 1, extraFormData: {} }];

describe("the probe's record of the cross-filter prefetch (the browser bench clicks once it is there)", () => {
  it('records a finished prefetch with the time it finished, and hands its result on', async () => {
    const probe: PageProbe = { charts: {} };
    const before = performance.now();
    const result = await prefetchRecorded(prefetching(made(false)), probe).prefetchCrossFilters?.(targets);
    expect(result).toEqual(made(false));
    expect(probe.crossFilterPrefetch).toMatchObject({ cubes: 3, answers: 36, ms: 120 });
    expect(probe.crossFilterPrefetch?.doneAt).toBeGreaterThanOrEqual(before);
  });

  it('records nothing for a cancelled prefetch or one that could not start', async () => {
    const probe: PageProbe = { charts: {} };
    await prefetchRecorded(prefetching(made(true)), probe).prefetchCrossFilters?.(targets);
    await prefetchRecorded(prefetching(null), probe).prefetchCrossFilters?.(targets);
    expect(probe.crossFilterPrefetch).toBeUndefined();
  });
});
