// Time comparison (time_offsets), applied time extras and dashboard extra_form_data, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, eventRows, firstResult, qc, rowsOf, startChartDataFixture, type ChartDataFixture } from './fixture';

let f: ChartDataFixture;
beforeAll(async () => {
  f = await startChartDataFixture();
});
afterAll(async () => f.close());

const MONTH = { expressionType: 'SQL', sqlExpression: 'ts', label: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1M' };
const monthKey = (d: Date): number => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);

/** Rows per month (and category), from the fixture data. */
function counts(byCategory: boolean): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of eventRows()) {
    const k = `${monthKey(r.ts)}|${byCategory ? r.category : ''}`;
    m.set(k, (m.get(k) ?? 0) + 1);
  }
  return m;
}
const yearBefore = (ms: number): number => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear() - 1, d.getUTCMonth(), 1);
};

describe.each(ENGINES)('[QC-TO] time_offsets on %s', (engine) => {
  it('joins the metric of the shifted range as <metric>__<offset>', async () => {
    const query = {
      columns: [MONTH],
      metrics: ['count'],
      time_range: '2023-01-01 : 2024-01-01',
      time_offsets: ['1 year ago'],
      orderby: [[{ expressionType: 'SQL', sqlExpression: 'MIN(ts)', label: 'first' }, true]],
      granularity: 'ts',
    };
    const r = firstResult(await f.chartData(qc(f, engine, query)));
    expect(r.colnames).toEqual(['ts', 'count', 'count__1 year ago']);
    const c = counts(false);
    expect(r.data.length).toBeGreaterThan(6);
    for (const row of r.data) {
      const ts = row.ts as number;
      expect(new Date(ts).getUTCFullYear()).toBe(2023);
      expect(row.count).toBe(c.get(`${ts}|`));
      expect(row['count__1 year ago']).toBe(c.get(`${yearBefore(ts)}|`) ?? null);
    }
    expect(r.query).toContain("'2022-01-01 00:00:00");
  });

  it('matches on the other dimensions too, and post-processing sees the offset columns', async () => {
    const query = {
      columns: [MONTH, 'category'],
      metrics: ['count'],
      filters: [{ col: 'category', op: 'IS NOT NULL' }],
      time_range: '2023-01-01 : 2024-01-01',
      time_offsets: ['1 year ago'],
      granularity: 'ts',
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['ts'],
            columns: ['category'],
            aggregates: { count: { operator: 'mean' }, 'count__1 year ago': { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        {
          operation: 'compare',
          options: {
            source_columns: ['count'],
            compare_columns: ['count__1 year ago'],
            compare_type: 'difference',
            drop_original_columns: false,
          },
        },
        { operation: 'flatten' },
      ],
    };
    const r = firstResult(await f.chartData(qc(f, engine, query)));
    expect(r.colnames).toContain('count__1 year ago, alpha');
    expect(r.colnames.some((c) => c.startsWith('difference__count__count__1 year ago'))).toBe(true);
    const c = counts(true);
    for (const row of r.data) {
      const ts = row.ts as number;
      // A left join on the base rows: a month without beta rows has no beta comparison either.
      const expected = c.has(`${ts}|beta`) ? (c.get(`${yearBefore(ts)}|beta`) ?? null) : null;
      expect(row['count__1 year ago, beta'] ?? null).toBe(expected);
    }
  });

  it('gives the same rows as the other engine', async () => {
    const query = {
      columns: [MONTH, 'category'],
      metrics: ['count', 'total_amount'],
      time_range: '2023-01-01 : 2024-01-01',
      time_offsets: ['1 year ago', '3 months ago'],
      granularity: 'ts',
    };
    const a = firstResult(await f.chartData(qc(f, 'duckdb', query)));
    const b = firstResult(await f.chartData(qc(f, 'postgresql', query)));
    expect(a.colnames).toEqual([
      'ts',
      'category',
      'count',
      'total_amount',
      'count__1 year ago',
      'total_amount__1 year ago',
      'count__3 months ago',
      'total_amount__3 months ago',
    ]);
    expect(rowsOf(a, true)).toEqual(rowsOf(b, true));
  });

  it('needs a time axis: 400 without one', async () => {
    const res = await f.chartData(
      qc(f, engine, { columns: ['category'], metrics: ['count'], time_offsets: ['1 year ago'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('time_offsets');
  });

  it('a cached answer keeps the offset columns; a different offset is another cache entry', async () => {
    const query = {
      columns: [MONTH],
      metrics: ['count'],
      time_range: '2023-01-01 : 2024-01-01',
      time_offsets: ['1 year ago'],
      granularity: 'ts',
    };
    firstResult(await f.chartData(qc(f, engine, query)));
    const again = firstResult(await f.chartData(qc(f, engine, query)));
    expect(again.is_cached).toBe(true);
    expect(again.colnames).toContain('count__1 year ago');
    const other = firstResult(await f.chartData(qc(f, engine, { ...query, time_offsets: ['2 years ago'] })));
    expect(other.is_cached).toBe(false);
    expect(other.colnames).toContain('count__2 years ago');
  });
});

describe.each(ENGINES)('[QC-X] applied time extras and url_params on %s', (engine) => {
  it('url_params are accepted and change nothing without templating', async () => {
    const query = { columns: ['category'], metrics: ['count'], orderby: [['count', false]] };
    const plain = firstResult(await f.chartData(qc(f, engine, query)));
    const withParams = firstResult(
      await f.chartData(qc(f, engine, { ...query, url_params: { region: "x'; DROP TABLE canary; --" } })),
    );
    expect(withParams.data).toEqual(plain.data);
    expect(withParams.query).toBe(plain.query);
  });

  it('time extras of a dashboard are reported as applied when the dataset has a time column', async () => {
    const r = firstResult(
      await f.chartData(
        qc(f, engine, {
          columns: ['category'],
          metrics: ['count'],
          granularity: 'ts',
          time_range: 'No filter',
          applied_time_extras: { __time_range: 'No filter', __time_grain: 'P1D' },
        }),
      ),
    );
    expect(r.applied_filters).toEqual(expect.arrayContaining([{ column: '__time_range' }, { column: '__time_grain' }]));
  });
});

describe.each(ENGINES)('[QC-EFD] dashboard extra_form_data on %s', (engine) => {
  const savedChart = async (): Promise<number> => {
    const context = qc(f, engine, {
      columns: ['category'],
      metrics: ['count'],
      orderby: [['count', false]],
      filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    });
    const res = await f.t.api({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: {
        slice_name: `efd ${engine}`,
        viz_type: 'table',
        datasource_id: f.datasetIds[engine],
        datasource_type: 'table',
        query_context: JSON.stringify(context),
      },
    });
    return (res.json() as { id: number }).id;
  };
  const total = (r: { data: Array<Record<string, unknown>> }): number =>
    r.data.reduce((s, x) => s + Number(x.count), 0);

  it('GET /api/v1/chart/<pk>/data/?form_data= appends native filters and replaces the time range', async () => {
    const id = await savedChart();
    const plain = firstResult(await f.t.api({ url: `/api/v1/chart/${id}/data/` }));
    expect(total(plain)).toBe(48);
    const extra = {
      extra_form_data: {
        filters: [{ col: 'category', op: 'IN', val: ['alpha', 'beta'] }],
        time_range: '2022-01-01 : 2023-01-01',
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'qty >= 1' }],
      },
    };
    const res = firstResult(
      await f.t.api({ url: `/api/v1/chart/${id}/data/?form_data=${encodeURIComponent(JSON.stringify(extra))}` }),
    );
    const rows = eventRows().filter(
      (r) =>
        (r.category === 'alpha' || r.category === 'beta') &&
        r.ts.getUTCFullYear() === 2022 &&
        r.qty !== null &&
        r.qty >= 1,
    );
    expect(total(res)).toBe(rows.length);
    expect(new Set(res.data.map((x) => x.category))).toEqual(new Set(['alpha', 'beta']));
  });

  it('extra_form_data SQL is held to the same expression rules (400, nothing run)', async () => {
    const id = await savedChart();
    const extra = {
      extra_form_data: {
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1=1; DROP TABLE canary' }],
      },
    };
    const res = await f.t.api({
      url: `/api/v1/chart/${id}/data/?form_data=${encodeURIComponent(JSON.stringify(extra))}`,
    });
    expect(res.statusCode).toBe(400);
    expect(await f.direct(engine, 'SELECT note FROM canary')).toEqual([['alive']]);
  });

  it('/superset/explore_json/ applies the form data extra_form_data', async () => {
    const formData = {
      datasource: `${f.datasetIds[engine]}__table`,
      viz_type: 'table',
      groupby: ['category'],
      metrics: ['count'],
      row_limit: 10,
      extra_form_data: { filters: [{ col: 'category', op: '==', val: 'gamma' }] },
    };
    const res = await f.t.api({ method: 'POST', url: '/superset/explore_json/', payload: { form_data: formData } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<{ data: Array<Record<string, unknown>> }>;
    expect(body[0]?.data).toEqual([
      { category: 'gamma', count: eventRows().filter((r) => r.category === 'gamma').length },
    ]);
  });
});

describe('[QC-A] annotation layers in annotation_data', () => {
  const MAIN = { columns: [MONTH], metrics: ['count'], granularity: 'ts', time_range: '2023-01-01 : 2024-01-01' };

  it('a native layer answers its events and intervals as epoch ms records', async () => {
    const layer = await f.t.api({
      method: 'POST',
      url: '/api/v1/annotation_layer/',
      payload: { name: 'Releases', descr: 'x' },
    });
    expect(layer.statusCode).toBe(201);
    const layerId = (layer.json() as { id: number }).id;
    const note = await f.t.api({
      method: 'POST',
      url: `/api/v1/annotation_layer/${layerId}/annotation/`,
      payload: { short_descr: 'v1', start_dttm: '2023-03-01T00:00:00', end_dttm: '2023-03-08T00:00:00' },
    });
    expect(note.statusCode).toBe(201);
    const r = firstResult(
      await f.chartData(
        qc(f, 'duckdb', {
          ...MAIN,
          annotation_layers: [
            {
              name: 'Releases',
              show: true,
              showMarkers: false,
              sourceType: 'NATIVE',
              annotationType: 'INTERVAL',
              value: layerId,
            },
          ],
        }),
      ),
    );
    const data = r.annotation_data as Record<string, { records: Array<Record<string, unknown>> }>;
    expect(data.Releases?.records).toEqual([
      expect.objectContaining({ short_descr: 'v1', start_dttm: Date.UTC(2023, 2, 1), end_dttm: Date.UTC(2023, 2, 8) }),
    ]);
  });

  it.each(ENGINES)(
    'a time-series layer runs another chart on %s, with the main time range when its override is null',
    async (engine) => {
      const other = qc(f, engine, {
        columns: [MONTH],
        metrics: ['total_amount'],
        granularity: 'ts',
        time_range: 'No filter',
      });
      const chart = await f.t.api({
        method: 'POST',
        url: '/api/v1/chart/',
        payload: {
          slice_name: `layer ${engine}`,
          viz_type: 'echarts_timeseries_line',
          datasource_id: f.datasetIds[engine],
          datasource_type: 'table',
          query_context: JSON.stringify(other),
        },
      });
      const chartId = (chart.json() as { id: number }).id;
      const layer = {
        name: 'Amounts',
        show: true,
        showMarkers: false,
        sourceType: 'line',
        annotationType: 'TIME_SERIES',
        value: chartId,
        overrides: { time_range: null },
      };
      const r = firstResult(await f.chartData(qc(f, engine, { ...MAIN, annotation_layers: [layer] }, { force: true })));
      const amounts = (r.annotation_data as Record<string, { status: string; data: Array<Record<string, unknown>> }>)
        .Amounts;
      expect(amounts?.status).toBe('success');
      expect(amounts?.data.length).toBeGreaterThan(0);
      expect(amounts?.data.every((x) => new Date(x.ts as number).getUTCFullYear() === 2023)).toBe(true);
      const empty = firstResult(
        await f.chartData(
          qc(
            f,
            engine,
            { ...MAIN, time_range: '1990-01-01 : 1991-01-01', annotation_layers: [layer] },
            { force: true },
          ),
        ),
      );
      const none = (empty.annotation_data as Record<string, { status: string; rowcount: number }>).Amounts;
      expect(none).toMatchObject({ status: 'success', rowcount: 0 });
      const missing = await f.chartData(
        qc(f, engine, { ...MAIN, annotation_layers: [{ ...layer, value: 99999 }] }, { force: true }),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.body).toContain('the chart does not exist');
    },
  );
});
