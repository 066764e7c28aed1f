// A cross filter reaching a chart of another dataset, one without the filtered column: the server drops the filter
// and reports it rejected; the data plane does the same without asking the server, from the chart's loaded rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChartQueryContext, type QueryFormData } from '../../../src/core/chart-plugin';
import type { DataPlane, FetchLike } from '../../../src/core/dataplane';
import type { QueryContext } from '../../../src/core/query';
import { withoutForeignCrossFilters, withRejectedFilters } from '../../../workers/dataplane/crossfilter';
import { startTestInstance, type TestInstance } from '../../server/harness';
import { injectFetch, localRows, realDataPlane, rowDifferences } from './realServer';

interface StoredChart {
  id: number;
  slice_name: string;
  form_data: Record<string, unknown> & { viz_type: string; datasource: string };
}

interface ServerResult {
  data: Record<string, unknown>[];
  rejected_filters: { column: string; reason: string }[];
  applied_filters: { column: string }[];
}

const CHANNEL = [{ col: 'channel', op: 'IN', val: ['Online'] }];

describe('cross filters on a column the chart’s dataset lacks', () => {
  let t: TestInstance;
  let plane: DataPlane;
  /** The chart-data requests the data plane sent to the server. */
  let chartDataCalls: string[];
  /** Charts of the large dashboard whose dataset has no `channel` column (the cross filter comes from one that has). */
  let foreign: StoredChart[];

  beforeAll(async () => {
    t = await startTestInstance('sqlite', {}, { examples: true });
    const inject = injectFetch(t.app, await t.token());
    chartDataCalls = [];
    const counting = (async (url: string, init?: RequestInit) => {
      if (url.includes('/api/v1/chart/data')) chartDataCalls.push(url);
      return inject(url, init);
    }) as FetchLike;
    plane = realDataPlane(counting);
    const charts = ((await t.api({ url: '/api/v1/dashboard/large/charts' })).json() as { result: StoredChart[] })
      .result;
    const columnsOf = new Map<string, Set<string>>();
    for (const datasource of new Set(charts.map((c) => c.form_data.datasource))) {
      const id = datasource.split('__')[0];
      const body = (await t.api({ url: `/api/v1/dataset/${id}` })).json() as {
        result: { columns: { column_name: string }[] };
      };
      columnsOf.set(datasource, new Set(body.result.columns.map((c) => c.column_name)));
    }
    // One chart of each viz type, so line charts' post-processing, tables, big numbers and pies all take part.
    const byType = new Map<string, StoredChart>();
    for (const chart of charts)
      if (!columnsOf.get(chart.form_data.datasource)?.has('channel') && !byType.has(chart.form_data.viz_type))
        byType.set(chart.form_data.viz_type, chart);
    foreign = [...byType.values()];
  }, 300_000);
  afterAll(async () => t?.close());

  const filtered = (chart: StoredChart, filters: unknown[]) => {
    const formData = { ...chart.form_data, slice_id: chart.id, extra_form_data: { filters } };
    return { formData, queryContext: buildChartQueryContext(formData as QueryFormData) };
  };

  async function serverAnswer(context: QueryContext): Promise<ServerResult[]> {
    const res = await t.api({ method: 'POST', url: '/api/v1/chart/data', payload: context });
    expect(res.statusCode).toBe(200);
    return (res.json() as { result: ServerResult[] }).result;
  }

  it('X15.cross-local a loaded chart is answered from its own rows, the filter reported rejected, as the server does', async () => {
    expect(foreign.length).toBeGreaterThanOrEqual(4);
    for (const chart of foreign) {
      const base = await plane.fetchChartData({
        chartId: chart.id,
        formData: { ...chart.form_data, slice_id: chart.id },
      });
      expect(base.status, chart.slice_name).toBe('success');
    }
    for (const value of ['Online', 'Retail']) {
      const filters = [{ col: 'channel', op: '==', val: value }];
      const before = chartDataCalls.length;
      for (const chart of foreign) {
        const { formData, queryContext } = filtered(chart, filters);
        const outcome = await plane.fetchChartData({ chartId: chart.id, formData, queryContext });
        if (outcome.status !== 'success') throw new Error(`${chart.slice_name}: ${outcome.status}`);
        expect(outcome.local, chart.slice_name).toBe(true);
        const server = await serverAnswer(queryContext);
        outcome.results.forEach((result, i) => {
          const expected = server[i] as ServerResult;
          const ordered = Boolean(queryContext.queries[i]?.orderby?.length);
          expect(rowDifferences(localRows(result), expected.data, ordered), chart.slice_name).toEqual([]);
          expect(result.meta.rejected_filters, chart.slice_name).toEqual(expected.rejected_filters);
          expect(result.meta.applied_filters, chart.slice_name).toEqual(expected.applied_filters);
          expect(expected.rejected_filters).toEqual([{ reason: 'not_in_datasource', column: 'channel' }]);
        });
      }
      // Not one chart-data request for these charts: each was answered in the worker.
      expect(chartDataCalls.slice(before)).toEqual([]);
    }
  }, 300_000);

  it('X15.cross-local a chart not loaded yet asks the server without the filter, and reports it rejected', async () => {
    const chart = foreign[0] as StoredChart;
    const { formData, queryContext } = filtered(chart, CHANNEL);
    await plane.releaseChart(chart.id);
    const before = chartDataCalls.length;
    const outcome = await plane.fetchChartData({ chartId: chart.id, formData, queryContext });
    if (outcome.status !== 'success') throw new Error(outcome.status);
    expect(chartDataCalls.length - before).toBe(1);
    const server = await serverAnswer(queryContext);
    expect(outcome.results.map((r) => r.meta.rejected_filters)).toEqual(server.map((r) => r.rejected_filters));
    expect(rowDifferences(localRows(outcome.results[0]!), server[0]!.data, false)).toEqual([]);
  }, 120_000);

  it('X15.cross-local the prefetch fetches no cube for a chart of another dataset', async () => {
    const before = chartDataCalls.length;
    const made = await plane.prefetchCrossFilters(
      foreign.map((chart) => ({ chartId: chart.id, ...filtered(chart, CHANNEL) })),
    );
    expect(made.charts).toBe(0);
    expect(chartDataCalls.slice(before)).toEqual([]);
  }, 120_000);
});

describe('withoutForeignCrossFilters', () => {
  const context = (filters: unknown[]): QueryContext =>
    ({
      datasource: { id: 1, type: 'table' },
      queries: [
        { columns: ['state'], metrics: ['count'], filters },
        { columns: ['state'], metrics: ['count'] },
      ],
    }) as QueryContext;
  const extra = (col: string, val: unknown) => ({ col, op: '==', val, isExtra: true });

  it('X15.cross-local drops only the cross filters on columns the dataset lacks, per query', () => {
    const own = { col: 'state', op: 'IN', val: ['CA'] };
    const split = withoutForeignCrossFilters(
      context([own, extra('channel', 'Online'), extra('state', 'NY')]),
      new Set(['state', 'name']),
    );
    expect(split?.context.queries[0]?.filters).toEqual([own, extra('state', 'NY')]);
    expect(split?.context.queries[1]?.filters).toBeUndefined();
    expect(split?.rejected).toEqual([[{ reason: 'not_in_datasource', column: 'channel' }], []]);
  });

  it('X15.cross-local leaves a context whose cross filters all name its columns', () => {
    expect(withoutForeignCrossFilters(context([extra('state', 'NY')]), new Set(['state']))).toBeNull();
    // A chart's own filter on a missing column is not a cross filter: the server answers it as it will.
    expect(withoutForeignCrossFilters(context([{ col: 'gone', op: '==', val: 1 }]), new Set(['state']))).toBeNull();
  });

  it('X15.cross-local adds the dropped filters to what each answer already rejected', () => {
    const result = {
      colnames: [],
      coltypes: [],
      rowcount: 0,
      error: null,
      table: null,
      meta: { rejected_filters: [{ reason: 'no_temporal_column', column: '__time_range' }] },
    };
    const [first, second] = withRejectedFilters(
      [result, result],
      [[{ reason: 'not_in_datasource', column: 'channel' }], []],
    );
    expect(first?.meta.rejected_filters).toEqual([
      { reason: 'no_temporal_column', column: '__time_range' },
      { reason: 'not_in_datasource', column: 'channel' },
    ]);
    expect(second).toBe(result);
  });
});
