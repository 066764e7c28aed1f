// Every chart of the example dashboards under every cross filter of their interactive charts (each emitting
// column, a sample of its values), answered both ways: by the data plane (the local path where it applies) and by
// the real server. The rows must be the same (in order where the query orders and nothing re-sorts after; floats
// within 1e-9 relative).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChartQueryContext, type QueryFormData } from '../../../src/core/chart-plugin';
import type { DataPlane } from '../../../src/core/dataplane';
import type { QueryContext } from '../../../src/core/query';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../../server/harness';
import { injectFetch, localRows, realDataPlane, rowDifferences } from './realServer';

interface StoredChart {
  id: number;
  form_data: Record<string, unknown> & { viz_type: string; datasource: string };
}

/** The column an interactive chart's click filters on (pie slice, series, table row), or null. */
function emittedColumn(fd: StoredChart['form_data']): string | null {
  const groupby = Array.isArray(fd.groupby) ? fd.groupby : [];
  const first = typeof groupby[0] === 'string' ? groupby[0] : null;
  if (fd.viz_type === 'pie' || fd.viz_type.startsWith('echarts_')) return first;
  if (fd.viz_type === 'table' && fd.query_mode !== 'raw') return first;
  if (fd.viz_type === 'time_table') return first;
  const rows = Array.isArray(fd.groupbyRows) ? fd.groupbyRows : [];
  if (fd.viz_type === 'pivot_table_v2' && typeof rows[0] === 'string') return rows[0];
  return null;
}

/** How many values of each emitting column each dashboard tries (a sample where there are many). */
const VALUES_PER_COLUMN: Record<string, number> = { sales: 3, large: 1, tables: 2, catalogue: 2, maps: 2 };

interface Tally {
  requests: number;
  local: number;
  failures: string[];
}

describe.each(STORE_KINDS)('cross filters answered locally equal the server (%s)', (kind) => {
  let t: TestInstance;
  let plane: DataPlane;

  beforeAll(async () => {
    t = await startTestInstance(kind, {}, { examples: true });
    plane = realDataPlane(injectFetch(t.app, await t.token()));
  }, 300_000);
  afterAll(async () => t?.close());

  async function serverRows(context: QueryContext): Promise<Record<string, unknown>[][]> {
    const res = await t.api({ method: 'POST', url: '/api/v1/chart/data', payload: context });
    if (res.statusCode !== 200) throw new Error(`server ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return (res.json() as { result: { data: Record<string, unknown>[] }[] }).result.map((r) => r.data);
  }

  async function valuesOf(datasource: string, column: string, count: number): Promise<unknown[]> {
    const [id] = datasource.split('__');
    const [rows] = await serverRows({
      datasource: { id: Number(id), type: 'table' },
      queries: [
        {
          columns: [column],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
          orderby: [['n', false]],
          row_limit: 1000,
        },
      ],
    });
    const values = (rows ?? []).map((r) => r[column]).filter((v) => v !== null);
    // The most common value, then the rarest, then the middle ones.
    const picks = [values[0], values[values.length - 1], values[Math.floor(values.length / 2)]];
    return [...new Set(picks.filter((v) => v !== undefined))].slice(0, count);
  }

  async function compare(chart: StoredChart, filters: unknown[], tally: Tally): Promise<void> {
    const formData = { ...chart.form_data, slice_id: chart.id, extra_form_data: { filters } };
    const context = buildChartQueryContext(formData as QueryFormData);
    const outcome = await plane.fetchChartData({ chartId: chart.id, formData, queryContext: context });
    tally.requests += 1;
    const where = `chart ${chart.id} (${chart.form_data.viz_type}) ${JSON.stringify(filters)}`;
    if (outcome.status !== 'success') {
      tally.failures.push(`${where}: ${outcome.status}`);
      return;
    }
    if (outcome.local) tally.local += 1;
    const server = await serverRows(context);
    outcome.results.forEach((result, i) => {
      const query = context.queries[i];
      const ordered = Boolean(query?.orderby?.length) && !query?.post_processing?.length;
      const diff = rowDifferences(localRows(result), server[i] ?? [], ordered && !outcome.local);
      if (diff.length) tally.failures.push(`${where} query ${i}: ${diff.join('; ')}`);
    });
  }

  it.each(Object.keys(VALUES_PER_COLUMN))(
    'X15.cross-local every chart of the %s dashboard under each cross filter, local and server alike',
    async (slug) => {
      const board = (await t.api({ url: `/api/v1/dashboard/${slug}/charts` })).json() as { result: StoredChart[] };
      const charts = board.result;
      const tally: Tally = { requests: 0, local: 0, failures: [] };
      // Each chart's base answer first, as the dashboard loads.
      for (const chart of charts)
        await plane.fetchChartData({
          chartId: chart.id,
          formData: { ...chart.form_data, slice_id: chart.id },
        });
      const emitted = new Map<string, { datasource: string; column: string }>();
      for (const chart of charts) {
        const column = emittedColumn(chart.form_data);
        if (column)
          emitted.set(`${chart.form_data.datasource}:${column}`, { datasource: chart.form_data.datasource, column });
      }
      for (const { datasource, column } of emitted.values()) {
        const values = await valuesOf(datasource, column, VALUES_PER_COLUMN[slug] ?? 1);
        const inScope = charts.filter((c) => c.form_data.datasource === datasource);
        // The cubes are fetched ahead of the first click, as the dashboard asks once its charts have loaded (a click
        // before then is answered by the server): the value of the prefetch's filter does not matter.
        await plane.prefetchCrossFilters(
          inScope.map((chart) => {
            const formData = {
              ...chart.form_data,
              slice_id: chart.id,
              extra_form_data: { filters: [{ col: column, op: '==', val: values[0] }] },
            };
            return { chartId: chart.id, formData, queryContext: buildChartQueryContext(formData as QueryFormData) };
          }),
        );
        for (const value of values)
          for (const chart of inScope) await compare(chart, [{ col: column, op: '==', val: value }], tally);
      }
      console.log(`${slug} (${kind}): ${tally.requests} cross-filtered requests, ${tally.local} answered locally`);
      expect(tally.failures).toEqual([]);
      // The maps dashboard's charts emit on map points, by their layers' own columns: not sampled here.
      if (slug !== 'maps') expect(tally.requests).toBeGreaterThan(0);
      if (emitted.size > 0) expect(tally.local).toBeGreaterThan(0);
    },
    600_000,
  );
});
