import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../src/state/app';
import { loadDashboard } from '../../../src/state/dashboard';
import { addChart, chartModelReady, chartUpdateStarted, chartsState } from '../../../src/state/charts';
import {
  crossFilterPrefetchTargets,
  openDashboardFilters,
  prefetchCrossFiltersWhenLoaded,
  resetFilters,
  type PrefetchTarget,
} from '../../../src/state/filters';
import { tabbedLayout } from '../../core/filters/fixtures';

/** Dashboard 5 (the tabbed layout: charts 1–5), with json_metadata `metadata`. */
function open(metadata: Record<string, unknown> = {}): void {
  loadDashboard({ id: 5, dashboard_title: 'Sales', json_metadata: JSON.stringify(metadata) }, tabbedLayout());
  openDashboardFilters({});
}

/** The page's idle callbacks, run by hand. */
function manualIdle() {
  const queued: (() => void)[] = [];
  const idle = (fn: () => void) => {
    queued.push(fn);
    return () => queued.splice(queued.indexOf(fn) >>> 0, 1);
  };
  const run = () => queued.splice(0).forEach((fn) => fn());
  return { idle, run, queued };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Chart 1 is a pie whose slices filter on `region`; the others are plain. */
const pieModel = { crossFilter: { chartId: 1, columns: ['region'], values: [['East'], ['West']] } };

beforeEach(() => {
  sessionStore.featureFlags = {};
  resetFilters();
  chartsState.charts = {};
});

describe('X15.cross-local cross-filter cubes fetched ahead of the first click', () => {
  it('imagines a click on the first slice of each interactive chart, for the charts its cross filter reaches', () => {
    open({ chart_configuration: { 1: { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [3] } } } } });
    const targets = crossFilterPrefetchTargets(
      [{ chartId: 1, columns: ['region'], values: ['East'] }],
      [1, 2, 3, 4, 5],
      {},
    );
    expect(targets).toEqual(
      [2, 4, 5].map((chartId) => ({
        chartId,
        extraFormData: { filters: [{ col: 'region', op: '==', val: 'East' }] },
      })),
    );
  });

  it('asks nothing where cross filtering is off on the dashboard', () => {
    open({ cross_filters_enabled: false });
    expect(crossFilterPrefetchTargets([{ chartId: 1, columns: ['region'], values: ['East'] }], [1, 2], {})).toEqual([]);
  });

  it('prefetches once the charts have loaded and the page is idle, not before', async () => {
    open();
    for (const id of [1, 2, 3]) {
      addChart({ id });
      chartUpdateStarted(id);
    }
    const { idle, run, queued } = manualIdle();
    const asked: PrefetchTarget[][] = [];
    const stop = prefetchCrossFiltersWhenLoaded((targets) => asked.push(targets), idle);
    chartModelReady(1, pieModel);
    chartModelReady(2, {});
    await settle();
    run();
    // Chart 3 is still loading: nothing is fetched ahead yet.
    expect(queued).toEqual([]);
    expect(asked).toEqual([]);
    chartModelReady(3, {});
    await settle();
    expect(asked).toEqual([]);
    run();
    expect(asked).toEqual([
      [2, 3].map((chartId) => ({ chartId, extraFormData: { filters: [{ col: 'region', op: '==', val: 'East' }] } })),
    ]);
    // A chart loading again: the idle look finds it loading and asks nothing.
    chartUpdateStarted(2);
    await settle();
    run();
    expect(asked).toHaveLength(1);
    // Each change puts the look off to the next idle period: one look waits, however many changes came.
    chartUpdateStarted(2);
    await settle();
    chartModelReady(2, {});
    await settle();
    expect(queued).toHaveLength(1);
    // The same targets are not asked for twice.
    run();
    expect(asked).toHaveLength(1);
    stop();
  });
});
