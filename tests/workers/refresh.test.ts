import { describe, expect, it } from 'vitest';
import { RefreshScheduler, chartsToRefresh, staggerOffsets } from '../../workers/dataplane';
import { FakeTimers } from './fakes';

describe('staggered refresh (spec 000 §9)', () => {
  it('spreads charts over the larger of the period and stagger_time (default 5000 ms)', () => {
    expect(staggerOffsets(3, 2000)).toEqual([0, 2500, 5000]);
    expect(staggerOffsets(3, 20_000)).toEqual([0, 10_000, 20_000]);
    expect(staggerOffsets(5, 1000, true, 8000)).toEqual([0, 2000, 4000, 6000, 8000]);
  });

  it('refreshes all charts at once when stagger_refresh is false, and one chart at once', () => {
    expect(staggerOffsets(3, 2000, false)).toEqual([0, 0, 0]);
    expect(staggerOffsets(1, 2000)).toEqual([0]);
  });

  it('skips timed_refresh_immune_slices', () => {
    expect(chartsToRefresh({ refreshFrequency: 10, chartIds: [1, 2, 3], timedRefreshImmuneSlices: [2] })).toEqual([
      1, 3,
    ]);
  });

  it('refreshes every refresh_frequency seconds, staggered across max(20% of it, stagger_time)', async () => {
    const timers = new FakeTimers();
    const heard: [number, number[]][] = [];
    const scheduler = new RefreshScheduler(timers);
    scheduler.start({ refreshFrequency: 60, chartIds: [1, 2, 3] }, (ids) => heard.push([timers.now(), ids]));
    await timers.advance(59_999);
    expect(heard).toEqual([]);
    await timers.advance(30_001);
    expect(heard).toEqual([
      [60_000, [1]],
      [66_000, [2]],
      [72_000, [3]],
    ]);
    await timers.advance(30_000);
    expect(heard.slice(3)).toEqual([[120_000, [1]]]);
    scheduler.stop();
    await timers.advance(600_000);
    expect(heard).toHaveLength(4);
  });

  it('pauses while the page is hidden and runs a missed refresh on return', async () => {
    const timers = new FakeTimers();
    const heard: number[][] = [];
    const scheduler = new RefreshScheduler(timers);
    scheduler.start({ refreshFrequency: 10, staggerRefresh: false, chartIds: [1, 2] }, (ids) => heard.push(ids));
    scheduler.setVisible(false);
    await timers.advance(100_000);
    expect(heard).toEqual([]);
    scheduler.setVisible(true);
    await timers.advance(0);
    expect(heard).toEqual([[1, 2]]);
    await timers.advance(10_000);
    expect(heard).toEqual([
      [1, 2],
      [1, 2],
    ]);
  });

  it('does nothing with refresh_frequency 0', async () => {
    const timers = new FakeTimers();
    const scheduler = new RefreshScheduler(timers);
    scheduler.start({ refreshFrequency: 0, chartIds: [1] }, () => {});
    expect(timers.count).toBe(0);
  });
});
