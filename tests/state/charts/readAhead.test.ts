import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  READ_AHEAD_SCREENS,
  addChart,
  chartModelReady,
  chartRenderingFailed,
  chartUpdateFailed,
  chartUpdateStarted,
  chartUpdateStopped,
  chartUpdateSucceeded,
  chartsState,
  loadingCharts,
  readAheadWhenIdle,
  removeChart,
  triggerQuery,
  updateChartId,
} from '../../../src/state/charts';

/** An idle scheduler whose periods the test runs. */
function idlePeriods() {
  const periods: (() => void)[] = [];
  return {
    periods,
    idle: (run: () => void) => {
      periods.push(run);
      return () => {
        const i = periods.indexOf(run);
        if (i >= 0) periods.splice(i, 1);
      };
    },
  };
}

/** Lets valtio's subscribers hear the store's changes (they are told after a microtask). */
const told = () => new Promise((resolve) => setTimeout(resolve, 0));

const addLoading = (ids: number[]) => ids.forEach((id) => addChart({ id }));

beforeEach(() => {
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
});
afterEach(() => {
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
});

describe('readAheadWhenIdle: a dashboard reads on ahead of its reader', () => {
  it('grows a screen each idle period up to READ_AHEAD_SCREENS while the data worker is not kept busy', async () => {
    const { periods, idle } = idlePeriods();
    const grown: number[] = [];
    const stop = readAheadWhenIdle((screens) => grown.push(screens), idle);
    expect(periods).toHaveLength(1);
    for (let i = 0; i < 20 && periods.length; i++) periods.shift()?.();
    expect(grown).toEqual(Array.from({ length: READ_AHEAD_SCREENS }, (_, i) => i + 1));
    expect(periods).toHaveLength(0);
    stop();
  });

  it('waits while six charts are loading, and goes on once they have answered', async () => {
    const { periods, idle } = idlePeriods();
    const grown: number[] = [];
    addLoading([1, 2, 3, 4, 5, 6]);
    const stop = readAheadWhenIdle((screens) => grown.push(screens), idle);
    expect(periods).toHaveLength(0);
    chartUpdateSucceeded(1, []);
    await told();
    expect(periods).toHaveLength(1);
    // Busy again before the idle period comes: it grows nothing, and asks again once a chart answers.
    addLoading([7]);
    periods.shift()?.();
    expect(grown).toEqual([]);
    chartUpdateSucceeded(2, []);
    await told();
    periods.shift()?.();
    expect(grown).toEqual([1]);
    stop();
  });

  it('stopped, it grows no more', async () => {
    const { periods, idle } = idlePeriods();
    const grown: number[] = [];
    const stop = readAheadWhenIdle((screens) => grown.push(screens), idle);
    stop();
    expect(periods).toHaveLength(0);
    addLoading([1]);
    await told();
    expect(periods).toHaveLength(0);
    expect(grown).toEqual([]);
  });
});

describe('loadingCharts: the loading charts, counted without a pass over every chart', () => {
  /** The count by a pass over every chart of the store. */
  const scanned = () => Object.values(chartsState.charts).filter((c) => c.chartStatus === 'loading').length;

  it('follows every action that sets a status, a chart removed, moved or deleted from the store', () => {
    const steps: Array<[string, () => void]> = [
      ['three charts added', () => addLoading([1, 2, 3])],
      ['one answered', () => chartUpdateSucceeded(1, [])],
      ['one failed', () => chartUpdateFailed(2, null)],
      ['one triggered again', () => triggerQuery(1)],
      ['one stopped', () => chartUpdateStopped(1)],
      ['one started again', () => chartUpdateStarted(2)],
      ['a model made', () => chartModelReady(2, {})],
      ['a rendering failed', () => chartRenderingFailed(3, 'boom')],
      ['one added again', () => addChart({ id: 4 })],
      ['one moved to a new id', () => updateChartId(40, 4)],
      ['one removed', () => removeChart(40)],
      ['two more added', () => addLoading([5, 6])],
      ['one deleted from the store directly', () => delete chartsState.charts['5']],
    ];
    for (const [name, step] of steps) {
      step();
      expect(loadingCharts(), name).toBe(scanned());
    }
    expect(loadingCharts()).toBe(1);
  });

  it('stops counting at the limit it is given', () => {
    addLoading([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(loadingCharts(6)).toBe(6);
    expect(loadingCharts()).toBe(8);
  });
});
