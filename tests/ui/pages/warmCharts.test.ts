import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../../../src/charts';
import { ChartRegistry } from '../../../src/core/chart-plugin';
import type { ChartPlugin, ChartPropsContext, QueryFormData } from '../../../src/core/chart-plugin';
import { dashboardColorNamespace } from '../../../src/core/color';
import type { ChartRecord } from '../../../src/ui/pages/dataSource';
import { WARM_UP_NAMESPACE, warmChartTypes } from '../../../src/ui/pages/warmCharts';

const record = (id: number, vizType: string, params: Record<string, unknown> = {}): ChartRecord => ({
  id,
  slice_name: `Chart ${id}`,
  viz_type: vizType,
  params: { viz_type: vizType, ...params },
});

/** A plugin whose transformProps records its calls (and throws where asked). */
function plugin(calls: [string, QueryFormData][], vizType: string, throws = false): ChartPlugin<unknown, unknown> {
  // A type whose model the page makes (the data worker makes the pie's and the big numbers').
  const base = defaultRegistry().get('table');
  if (!base) throw new Error('no table plugin');
  return {
    ...base,
    transformProps: (_results, formData) => {
      calls.push([vizType, formData]);
      if (throws) throw new Error('no data');
      return {};
    },
  };
}

/** Idle callbacks held until the test runs them, one at a time. */
function heldIdle() {
  const queue: (() => void)[] = [];
  return {
    idle: (run: () => void) => void queue.push(run),
    queue,
    runAll: () => {
      while (queue.length) queue.shift()?.();
    },
  };
}

describe("warming a dashboard's chart types while it waits for data (issue 11 mount time)", () => {
  it("runs each viz type's transformProps once, on empty results, with its first chart's form data, one type per idle callback", async () => {
    const calls: [string, QueryFormData][] = [];
    const registry = new ChartRegistry<ChartPlugin<unknown, unknown>>();
    registry.register('pie', plugin(calls, 'pie'));
    registry.register('table', plugin(calls, 'table'));
    const held = heldIdle();
    const done = warmChartTypes(
      registry,
      [record(1, 'pie', { metric: 'count' }), record(2, 'table'), record(3, 'pie', { metric: 'sum' })],
      held.idle,
    );
    expect(calls).toEqual([]); // nothing before the page is idle
    expect(held.queue).toHaveLength(1);
    held.queue.shift()?.();
    expect(calls.map(([t]) => t)).toEqual(['pie']);
    held.runAll();
    expect(await done).toEqual({ warmed: ['pie', 'table'], failed: [] });
    expect(calls.map(([t, f]) => [t, f.slice_id, f.metric])).toEqual([
      ['pie', 1, 'count'],
      ['table', 2, undefined],
    ]);
  });

  it("colours nothing of the page's: its transformProps calls name a colour namespace of their own", async () => {
    const contexts: ChartPropsContext[] = [];
    const base = defaultRegistry().get('table');
    if (!base) throw new Error('no table plugin');
    const registry = new ChartRegistry<ChartPlugin<unknown, unknown>>();
    registry.register('pie', { ...base, transformProps: (_r, _f, context) => (contexts.push(context), {}) });
    const held = heldIdle();
    const done = warmChartTypes(registry, [record(1, 'pie')], held.idle);
    held.runAll();
    await done;
    expect(contexts.map((c) => c.colorNamespace)).toEqual([expect.any(String)]);
    expect(contexts[0]?.colorNamespace).toBe(WARM_UP_NAMESPACE);
    expect(WARM_UP_NAMESPACE).not.toBe(dashboardColorNamespace(1));
  });

  it('a type that throws on empty results, an unknown type and a type already warmed are passed over', async () => {
    const calls: [string, QueryFormData][] = [];
    const registry = new ChartRegistry<ChartPlugin<unknown, unknown>>();
    registry.register('pie', plugin(calls, 'pie', true));
    registry.register('table', plugin(calls, 'table'));
    const held = heldIdle();
    const first = warmChartTypes(registry, [record(1, 'pie'), record(2, 'nope'), record(3, 'table')], held.idle);
    held.runAll();
    expect(await first).toEqual({ warmed: ['table'], failed: ['pie'] });
    const again = warmChartTypes(registry, [record(4, 'table'), record(5, 'pie')], held.idle);
    held.runAll();
    expect(await again).toEqual({ warmed: [], failed: [] });
    expect(calls.map(([t]) => t)).toEqual(['pie', 'table']);
  });

  it('the built-in plugins of the bench dashboards run their transformProps through on empty results; those the data worker runs are passed over', async () => {
    const types = [
      'big_number',
      'big_number_total',
      'echarts_area',
      'echarts_timeseries_bar',
      'echarts_timeseries_line',
      'echarts_timeseries_scatter',
      'pie',
      'table',
    ];
    const held = heldIdle();
    const done = warmChartTypes(
      defaultRegistry(),
      types.map((t, i) => record(i + 1, t, { metrics: ['count'], metric: 'count', groupby: ['name'] })),
      held.idle,
    );
    held.runAll();
    // The x/y charts', the pie's and the big numbers' models are made in the data worker (transformInWorker):
    // nothing of theirs runs here to warm.
    expect(await done).toEqual({ warmed: ['table'], failed: [] });
  });
});
