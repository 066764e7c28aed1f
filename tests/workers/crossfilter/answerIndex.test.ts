// A cross filter's answers for every value of its column are made after the first click on it is answered, in later
// worker turns, so a click on another value is a lookup: no DuckDB query, the same rows as the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChartQueryContext, type QueryFormData } from '../../../src/core/chart-plugin';
import type { DataPlane } from '../../../src/core/dataplane';
import type { DuckDBHandle } from '../../../wasm';
import { loadDuckDBForNode } from '../../../wasm/node';
import { startTestInstance, type TestInstance } from '../../server/harness';
import { crossFilterIndexing } from '../../../workers/dataplane/crossfilter';
import { injectFetch, localRows, realDataPlane, rowDifferences } from './realServer';

interface StoredChart {
  id: number;
  form_data: Record<string, unknown> & { viz_type: string; datasource: string };
}

describe('X15.cross-local answer index', () => {
  let t: TestInstance;
  let plane: DataPlane;
  const counts = { statements: 0 };

  beforeAll(async () => {
    t = await startTestInstance('sqlite', {}, { examples: true });
    const db = await loadDuckDBForNode();
    // The statements run (the answers the server gives to charts it answers are put into DuckDB as before).
    const counting: DuckDBHandle = {
      ...db,
      query(sql, params) {
        counts.statements += 1;
        return db.query(sql, params);
      },
    };
    plane = realDataPlane(injectFetch(t.app, await t.token()), Promise.resolve(counting));
  }, 300_000);
  afterAll(async () => t?.close());

  it('answers a click on another value of the column from the index, with the server rows', async () => {
    const board = (await t.api({ url: '/api/v1/dashboard/sales/charts' })).json() as { result: StoredChart[] };
    const emitter = board.result.find((c) => c.form_data.viz_type === 'pie');
    if (!emitter) throw new Error('the Sales dashboard has no pie');
    const column = (emitter.form_data.groupby as string[])[0] as string;
    const inScope = board.result.filter((c) => c.form_data.datasource === emitter.form_data.datasource);
    const [id] = emitter.form_data.datasource.split('__');
    const values = await t.api({
      method: 'POST',
      url: '/api/v1/chart/data',
      payload: { datasource: { id: Number(id), type: 'table' }, queries: [{ columns: [column], metrics: ['count'] }] },
    });
    const [first, second, third] =
      (values.json() as { result: { data: Record<string, unknown>[] }[] }).result[0]?.data.map((r) => r[column]) ?? [];
    for (const chart of inScope)
      await plane.fetchChartData({ chartId: chart.id, formData: { ...chart.form_data, slice_id: chart.id } });

    const click = async (value: unknown) => {
      const local: { chart: StoredChart; rows: Record<string, unknown>[][] }[] = [];
      for (const chart of inScope) {
        const formData = {
          ...chart.form_data,
          slice_id: chart.id,
          extra_form_data: { filters: [{ col: column, op: '==', val: value }] },
        };
        const outcome = await plane.fetchChartData({ chartId: chart.id, formData });
        if (outcome.status === 'success' && outcome.local) local.push({ chart, rows: outcome.results.map(localRows) });
      }
      return local;
    };
    // The emitting pie's first click narrows its own loaded answer; the others ask the server while their cubes load,
    // and their second click comes from the cubes.
    await click(first);
    await crossFilterIndexing();
    const firstLocal = await click(second);
    expect(firstLocal.length).toBeGreaterThan(0);
    // The other values' answers are made in later worker turns, after each chart's answer.
    await crossFilterIndexing();
    counts.statements = 0;
    const secondLocal = await click(third);
    expect(secondLocal.map((l) => l.chart.id)).toEqual(firstLocal.map((l) => l.chart.id));
    expect(counts.statements).toBe(0);
    for (const { chart, rows } of secondLocal) {
      const formData = {
        ...chart.form_data,
        slice_id: chart.id,
        extra_form_data: { filters: [{ col: column, op: '==', val: third }] },
      };
      const context = buildChartQueryContext(formData as QueryFormData);
      const res = await t.api({ method: 'POST', url: '/api/v1/chart/data', payload: context });
      const server = (res.json() as { result: { data: Record<string, unknown>[] }[] }).result.map((r) => r.data);
      rows.forEach((r, i) => expect(rowDifferences(r, server[i] ?? [], false)).toEqual([]));
    }
  }, 300_000);
});
