// The deck.gl shape charts' queries (deck_polygon, deck_path, deck_geojson), as their buildQuery makes them, run on
// DuckDB and PostgreSQL alike over a small table of shapes, and each answer draws the same marks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { MapChartModel } from '../../../src/charts';
import { resultOfRecords } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import type { ChartDataResult } from '../../../src/core/query';
import { ENGINES, parseBig, startChartDataFixture, type ChartDataFixture, type EngineKind } from './fixture';

const square = (x: number) =>
  JSON.stringify([
    [x, 0],
    [x + 5, 0],
    [x + 5, 5],
    [x, 0],
  ]);
const feature = (x: number) =>
  JSON.stringify({
    type: 'Feature',
    properties: { n: x },
    geometry: { type: 'Polygon', coordinates: [JSON.parse(square(x))] },
  });
/** Three shapes (two rows share one), a row whose shape does not parse and one without a shape. */
const ROWS: [string, string | null, string | null, number][] = [
  ['a', square(0), feature(0), 10],
  ['b', square(10), feature(10), 20],
  ['c', square(10), feature(10), 5],
  ['d', '[[0,0],', '{"type":', 1],
  ['e', null, null, 7],
];

let f: ChartDataFixture;
const datasetIds: Partial<Record<EngineKind, number>> = {};

beforeAll(async () => {
  f = await startChartDataFixture();
  const values = ROWS.map(
    (r) => `(${r.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? v : `'${v}'`)).join(', ')})`,
  );
  for (const engine of ENGINES) {
    await f.direct(
      engine,
      'CREATE TABLE shapes (name VARCHAR(10), outline VARCHAR(200), geojson VARCHAR(400), weight INTEGER)',
    );
    await f.direct(engine, `INSERT INTO shapes VALUES ${values.join(', ')}`);
    const res = await f.t.as('admin', {
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: {
        database: f.databaseIds[engine],
        schema: engine === 'duckdb' ? 'main' : 'public',
        table_name: 'shapes',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    datasetIds[engine] = Number((JSON.parse(res.body) as { id: number }).id);
  }
}, 120_000);
afterAll(async () => f?.close());

const weight = { expressionType: 'SIMPLE', column: { column_name: 'weight' }, aggregate: 'SUM', label: 'SUM(weight)' };
const FORMS: Record<string, Record<string, unknown>> = {
  deck_polygon: { line_column: 'outline', line_type: 'json', metric: weight },
  deck_path: { line_column: 'outline', line_type: 'json', tooltip_contents: ['name'] },
  deck_geojson: { geojson: 'geojson' },
};

async function draw(engine: EngineKind, vizType: keyof typeof BUILT_IN_PLUGINS): Promise<MapChartModel> {
  const plugin = BUILT_IN_PLUGINS[vizType];
  const formData = {
    datasource: `${datasetIds[engine]}__table`,
    viz_type: vizType,
    adhoc_filters: [],
    row_limit: 1000,
    ...FORMS[vizType],
  } as QueryFormData;
  const res = await f.chartData(plugin.buildQuery(formData));
  expect(res.statusCode, res.body).toBe(200);
  const results = parseBig<{ result: ChartDataResult[] }>(res.body).result;
  for (const r of results) expect(r.status).toBe('success');
  return plugin.transformProps(results.map(resultOfRecords), formData, { width: 600, height: 400 }) as MapChartModel;
}

describe('deck.gl shape chart data on DuckDB and PostgreSQL', () => {
  it('deck_polygon: grouped by the polygon column (null rows filtered), summed per shape, the broken one counted', async () => {
    const [duck, pg] = await Promise.all(ENGINES.map((engine) => draw(engine, 'deck_polygon')));
    for (const model of [duck!, pg!]) {
      expect(model.layers[0]!.marks.count).toBe(2);
      expect(model.invalidRows).toBe(1);
    }
    const sums = (m: MapChartModel) => [...(m.tooltips.polygons?.at(-1)?.numbers ?? [])].sort((a, b) => a - b);
    expect(sums(duck!)).toEqual([10, 25]);
    expect(sums(pg!)).toEqual(sums(duck!));
  });

  it('deck_path and deck_geojson: a line or shape per distinct row asked for, the same on both engines', async () => {
    // The path asks for the name too (its tooltip): three rows; the GeoJSON column alone: b and c are one row.
    for (const [vizType, drawn] of [
      ['deck_path', 3],
      ['deck_geojson', 2],
    ] as const) {
      const [duck, pg] = await Promise.all(ENGINES.map((engine) => draw(engine, vizType)));
      expect([duck!.layers[0]!.marks.count, duck!.invalidRows], vizType).toEqual([drawn, 1]);
      expect([pg!.layers[0]!.marks.count, pg!.invalidRows], vizType).toEqual([drawn, 1]);
    }
  });
});
