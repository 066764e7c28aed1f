import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_VIZ_TYPES,
  UNRESOLVED_DATASOURCE,
  exampleCharts,
  exampleDashboards,
  exampleDatasets,
  resolveExampleChart,
} from '../../../server/examples';
import type { ExampleChart, ExampleDataset, Json, JsonObject } from '../../../server/examples';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import { buildChartQueryContext, type QueryFormData } from '../../../src/core/chart-plugin';

const charts = exampleCharts();
const datasets = new Map(exampleDatasets().map((d) => [d.table_name, d]));
const salesKeys = exampleDashboards().find((d) => d.slug === 'sales')?.chart_refs ?? [];
const tablesKeys = exampleDashboards().find((d) => d.slug === 'tables')?.chart_refs ?? [];
const mapKeys = exampleDashboards().find((d) => d.slug === 'maps')?.chart_refs ?? [];
const byKey = (key: string): ExampleChart => {
  const found = charts.find((c) => c.key === key);
  if (!found) throw new Error(`no chart ${key}`);
  return found;
};
const firstQuery = (c: ExampleChart): JsonObject => (c.query_context.queries as JsonObject[])[0] ?? {};
const list = (v: Json | undefined): Json[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** Every column and saved metric a chart's form_data names that its dataset lacks. */
function missingReferences(c: ExampleChart, d: ExampleDataset): string[] {
  const columns = new Set(d.columns.map((col) => col.column_name));
  const metrics = new Set(d.metrics.map((m) => m.metric_name));
  const missing: string[] = [];
  const p = c.params;
  const columnRefs = [
    ...list(p.groupby),
    ...list(p.all_columns),
    ...list(p.x_axis),
    ...list(p.groupbyRows),
    ...list(p.groupbyColumns),
    ...list(p.granularity_sqla),
  ];
  for (const f of list(p.adhoc_filters))
    if (typeof f === 'object' && f && !Array.isArray(f)) columnRefs.push(f.subject ?? null);
  for (const col of columnRefs) if (typeof col !== 'string' || !columns.has(col)) missing.push(`column ${String(col)}`);
  for (const m of [...list(p.metrics), ...list(p.metric), ...list(p.timeseries_limit_metric)]) {
    if (typeof m === 'string' && !metrics.has(m)) missing.push(`metric ${m}`);
    if (
      typeof m === 'object' &&
      m &&
      !Array.isArray(m) &&
      typeof m.column === 'object' &&
      m.column &&
      !Array.isArray(m.column)
    ) {
      if (!columns.has(String(m.column.column_name))) missing.push(`metric column ${String(m.column.column_name)}`);
    }
  }
  return missing;
}

describe('example charts', () => {
  it('the Chart catalogue dashboard shows one chart of each catalogue type, each a built-in plugin', () => {
    const catalogue = exampleDashboards().find((d) => d.slug === 'catalogue');
    const shown = (catalogue?.chart_refs ?? []).map((key) => byKey(key).viz_type);
    expect(shown).toEqual([...CATALOGUE_VIZ_TYPES]);
    for (const viz of shown) expect(Object.keys(BUILT_IN_PLUGINS)).toContain(viz);
    expect(shown).toEqual(expect.arrayContaining(['sunburst_v2', 'word_cloud', 'world_map', 'country_map']));
  });

  it('the catalogue’s country map draws the US states of us_states by their ISO 3166-2 codes', () => {
    const countryMap = charts.find((c) => c.viz_type === 'country_map');
    expect(countryMap?.datasource_table).toBe('us_states');
    expect(countryMap?.params).toMatchObject({ select_country: 'usa', entity: 'state_code' });
  });

  it('have unique keys and unique names', () => {
    expect(new Set(charts.map((c) => c.key)).size).toBe(charts.length);
    expect(new Set(charts.map((c) => c.slice_name)).size).toBe(charts.length);
    expect(charts.length).toBe(
      salesKeys.length + 200 + 1000 + tablesKeys.length + mapKeys.length + CATALOGUE_VIZ_TYPES.length,
    );
  });

  it('cover every first chart type on the Sales dashboard', () => {
    const types = new Set(salesKeys.map((k) => byKey(k).viz_type));
    expect([...types].sort()).toEqual([
      'big_number',
      'big_number_total',
      'echarts_area',
      'echarts_timeseries_bar',
      'echarts_timeseries_line',
      'echarts_timeseries_scatter',
      'pie',
      'table',
    ]);
  });

  it('the Tables dashboard holds a pivot table with totals and time-series tables with every column type', () => {
    expect(tablesKeys.map((k) => byKey(k).viz_type)).toEqual(['pivot_table_v2', 'time_table', 'time_table']);
    const pivot = byKey('sales_pivot');
    expect(pivot.params).toMatchObject({ groupbyRows: ['region', 'product_line'], rowTotals: true, colTotals: true });
    expect(firstQuery(pivot).columns).toEqual([
      {
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
        timeGrain: 'P1Y',
      },
      'region',
      'product_line',
    ]);
    const types = list(byKey('monthly_region_table').params.column_collection).map((c) => (c as JsonObject).colType);
    expect(types).toEqual(['spark', 'time', 'contrib', 'avg']);
  });

  it('the Maps dashboard holds deck.gl charts whose place, line and shape columns their dataset has and queries', () => {
    expect(mapKeys.length).toBeGreaterThan(0);
    for (const key of mapKeys) {
      const c = byKey(key);
      expect(c.viz_type.startsWith('deck_')).toBe(true);
      if (c.viz_type === 'deck_multi') continue; // its layers are other charts: the next test
      const columns = new Set(datasets.get(c.datasource_table)!.columns.map((col) => col.column_name));
      const named = [c.params.spatial, c.params.start_spatial, c.params.end_spatial].flatMap((s) => {
        const spatial = (s ?? {}) as JsonObject;
        return [spatial.lonCol, spatial.latCol, spatial.lonlatCol, spatial.geohashCol].filter((v) => v !== undefined);
      });
      for (const line of [c.params.line_column, c.params.geojson]) if (line !== undefined) named.push(line);
      expect(named.length, key).toBeGreaterThan(0);
      for (const col of named) {
        expect(columns.has(String(col)), `${key}: ${String(col)}`).toBe(true);
        expect(list(firstQuery(c).columns), key).toContain(col);
      }
    }
  });

  it('the layered map names charts of the Maps dashboard by key; storing it writes their ids, stored before it', () => {
    const multi = mapKeys.map(byKey).find((c) => c.viz_type === 'deck_multi');
    const layers = list(multi?.params.deck_slices) as string[];
    expect(layers.length).toBeGreaterThan(1);
    for (const key of layers) {
      expect(mapKeys).toContain(key);
      expect(byKey(key).viz_type.startsWith('deck_')).toBe(true);
      expect(charts.findIndex((c) => c.key === key)).toBeLessThan(charts.findIndex((c) => c.key === multi!.key));
    }
    const ids = new Map(layers.map((key, i) => [key, 100 + i]));
    const stored = JSON.parse(resolveExampleChart(multi!, 5, ids).params) as JsonObject;
    expect(stored.deck_slices).toEqual(layers.map((_, i) => 100 + i));
    expect(() => resolveExampleChart(multi!, 5)).toThrow(/no id for layer chart/);
    expect(list(multi!.query_context.queries)).toEqual([]);
  });

  it('the arcs of the Maps dashboard join real pairs of world_cities from flight_routes', () => {
    const arcs = mapKeys.map(byKey).filter((c) => c.viz_type === 'deck_arc');
    expect(arcs.length).toBeGreaterThan(0);
    for (const c of arcs) {
      expect(c.datasource_table).toBe('flight_routes');
      expect(c.params.start_spatial).toMatchObject({ lonCol: 'origin_longitude', latCol: 'origin_latitude' });
      expect(c.params.end_spatial).toMatchObject({ lonCol: 'destination_longitude', latCol: 'destination_latitude' });
    }
  });

  it('name only columns and metrics their dataset has', () => {
    const problems = Object.fromEntries(
      charts.flatMap((c) => {
        const dataset = datasets.get(c.datasource_table);
        const missing = dataset ? missingReferences(c, dataset) : [`dataset ${c.datasource_table}`];
        return missing.length ? [[c.key, missing]] : [];
      }),
    );
    expect(problems).toEqual({});
    expect(new Set(charts.map((c) => c.datasource_table))).toEqual(
      new Set(['orders', 'birth_names', 'world_cities', 'us_states', 'countries', 'flight_routes']),
    );
  });

  it('carry complete form_data with the unresolved datasource and Superset defaults', () => {
    for (const c of charts) {
      expect(c.params).toMatchObject({
        datasource: UNRESOLVED_DATASOURCE,
        viz_type: c.viz_type,
        time_range: 'No filter',
      });
      expect(c.query_context.datasource).toEqual({ id: 0, type: 'table' });
      if (!['big_number_total', 'big_number', 'table', 'pivot_table_v2', 'time_table'].includes(c.viz_type)) {
        expect(c.params.color_scheme, c.key).toBe('supersetColors');
      }
      if (c.viz_type.startsWith('echarts') || c.viz_type === 'big_number') {
        const axis = datasets.get(c.datasource_table)?.columns.find((col) => col.column_name === c.params.x_axis);
        expect(axis, c.key).toBeDefined();
      }
    }
  });

  it("carry the query_context the app's buildQuery makes of their form_data", () => {
    for (const c of charts) {
      const formData = {
        ...c.params,
        force: false,
        result_format: 'json',
        result_type: 'full',
      } as unknown as QueryFormData;
      expect(c.query_context).toEqual(JSON.parse(JSON.stringify(buildChartQueryContext(formData))));
      expect(c.query_context).toMatchObject({ force: false, result_format: 'json', result_type: 'full' });
    }
  });

  it('time-series charts query a BASE_AXIS column with the time grain, pivot by the groupby and flatten', () => {
    const q = firstQuery(byKey('sales_by_channel'));
    expect(q.columns).toEqual([
      {
        timeGrain: 'P3M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
      'channel',
    ]);
    expect(q.series_columns).toEqual(['channel']);
    expect(q).not.toHaveProperty('is_timeseries');
    expect(q.orderby).toEqual([['sum__sales', false]]);
    expect(q.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['channel'],
          aggregates: { sum__sales: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'rename', options: { columns: { sum__sales: null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    expect(q.filters).toEqual([{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }]);
    expect(q.extras).toEqual({ having: '', where: '' });
  });

  it('big numbers, pies and tables query as their plugins build them', () => {
    const total = firstQuery(byKey('sales_total'));
    expect(total).toMatchObject({ metrics: ['sum__sales'], columns: [] });
    expect(total).not.toHaveProperty('post_processing');
    const trend = firstQuery(byKey('profit_trend'));
    expect(list(trend.post_processing).map((p) => (p as JsonObject).operation)).toEqual(['pivot', 'flatten']);
    expect(firstQuery(byKey('sales_by_product_line')).orderby).toEqual([['sum__sales', false]]);
    const top = byKey('top_customers').query_context.queries as JsonObject[];
    expect(top).toHaveLength(2);
    expect(top[0]).toMatchObject({
      columns: ['customer_name', 'country'],
      orderby: [['sum__sales', false]],
      row_limit: 100,
    });
    expect(top[1]).toMatchObject({ columns: [], row_limit: 0 });
    expect(top[1]).not.toHaveProperty('orderby');
    const raw = firstQuery(byKey('recent_orders'));
    expect(raw).toMatchObject({ orderby: [['order_ts', false]], row_limit: 1000 });
    expect(raw).not.toHaveProperty('metrics');
    expect(list(raw.columns)).toContain('order_uid');
  });

  it('match the golden query contexts of the Sales dashboard', () => {
    const golden = join(import.meta.dirname, 'golden', 'sales-query-contexts.json');
    const actual = `${JSON.stringify(Object.fromEntries(salesKeys.map((k) => [k, byKey(k).query_context])), null, 2)}\n`;
    const expected = readFileSync(golden, 'utf8');
    if (actual !== expected) writeFileSync(golden.replace(/\.json$/, '.new.json'), actual);
    expect(actual).toBe(expected);
  });
});

describe('resolving a chart', () => {
  it('puts the dataset id in params.datasource, query_context.datasource and its form_data, leaving the example as it was', () => {
    const c = byKey('sales_by_region');
    const before = JSON.stringify(c);
    const resolved = resolveExampleChart(c, 42);
    expect(JSON.stringify(c)).toBe(before);
    const params = JSON.parse(resolved.params) as JsonObject;
    const qc = JSON.parse(resolved.query_context) as JsonObject;
    expect(params.datasource).toBe('42__table');
    expect(qc.datasource).toEqual({ id: 42, type: 'table' });
    expect((qc.form_data as JsonObject).datasource).toBe('42__table');
    expect(resolved).toMatchObject({
      slice_name: c.slice_name,
      viz_type: c.viz_type,
      datasource_id: 42,
      datasource_type: 'table',
    });
    expect(() => resolveExampleChart(c, 0)).toThrow(/invalid dataset id/);
  });
});
