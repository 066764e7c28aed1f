import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import type { MapChartModel, RGBA } from '../../src/charts';
import { paintColors } from '../../src/charts/colors';
import { buildChartQueryContext } from '../../src/core/chart-plugin';
import { fitViewport } from '../../src/core/geo';
import { mapTooltip } from '../../src/charts/views/tooltips';
import { skippedRowsText } from '../../src/charts/views/MapChartView';
import { expectGolden, goldenJson } from '../support/golden';
import { citiesResult, deckForm, sumPopulation } from './deckFixtures';

const plugin = BUILT_IN_PLUGINS.deck_scatter;
const context = { width: 600, height: 400 };
const scatter = (extra: Record<string, unknown> = {}, withMetric = false): MapChartModel =>
  plugin.transformProps([citiesResult(withMetric)], deckForm('deck_scatter', extra), context);

describe('deck_scatter query', () => {
  it("selects the spatial columns row by row with IS NOT NULL filters, as Superset's client [golden]", () => {
    const ctx = plugin.buildQuery(deckForm('deck_scatter', { dimension: 'country' }));
    expectGolden('charts/deck_scatter.query.json', goldenJson(ctx));
    const [query] = ctx.queries;
    expect(query!.columns).toEqual(['longitude', 'latitude', 'country']);
    expect(query!.metrics).toEqual([]);
    expect(query!.is_timeseries).toBe(false);
    expect(buildChartQueryContext(deckForm('deck_scatter'))).toEqual(plugin.buildQuery(deckForm('deck_scatter')));
  });

  it('sizes by a metric: the metric is queried and ordered by, descending', () => {
    const ctx = plugin.buildQuery(
      deckForm('deck_scatter', { point_radius_fixed: { type: 'metric', value: sumPopulation } }),
    );
    expect(ctx.queries[0]!.metrics).toEqual([sumPopulation]);
    expect(ctx.queries[0]!.orderby).toEqual([[sumPopulation, false]]);
  });

  it('D17.03 refuses to build without a valid spatial control: Invalid lat/long configuration.', () => {
    expect(() => plugin.buildQuery(deckForm('deck_scatter', { spatial: { type: 'latlong', latCol: 'lat' } }))).toThrow(
      'Invalid lat/long configuration.',
    );
  });
});

describe('deck_scatter render model', () => {
  it('typed arrays only: a Float32 position, four colour bytes and a radius per valid point [golden]', () => {
    const model = scatter();
    expectGolden('charts/deck_scatter.model.json', goldenJson(model));
    const [layer] = model.layers;
    expect(layer!.marks.positions).toBeInstanceOf(Float32Array);
    expect(layer!.marks.colors).toBeInstanceOf(Uint8Array);
    expect(layer!.radiusMeters).toBeInstanceOf(Float32Array);
    expect(layer!.marks.count).toBe(3);
    // The fixed colour rgba(0,122,135,1) for every point.
    expect(Array.from(layer!.marks.colors.subarray(0, 4))).toEqual([0, 122, 135, 255]);
  });

  it('the points go to the GPU as [longitude, latitude], projected there (no Mercator per point on the main thread)', () => {
    const [layer] = scatter().layers;
    expect(layer!.lngLat).toBe(true);
    expect(Array.from(layer!.marks.positions.subarray(0, 2))).toEqual([Math.fround(2.3522), Math.fround(48.8566)]);
  });

  it('rows without a valid position are skipped and counted in the footer, never drawn at 0,0', () => {
    const model = scatter();
    expect(model.invalidRows).toBe(2);
    expect(skippedRowsText(model.invalidRows)).toBe('2 rows not drawn: no valid position');
    const positions = model.layers[0]!.marks.positions;
    for (let i = 0; i < positions.length; i += 2) expect([positions[i], positions[i + 1]]).not.toEqual([256, 256]);
  });

  it('X9.04 autozoom opens at the data’s bounds; with autozoom off at the saved viewport', () => {
    const model = scatter();
    const fitted = fitViewport(
      [
        [2.3522, 35.6895],
        [139.6917, 48.8566],
      ],
      600,
      400,
    );
    expect(model.viewport.zoom).toBeCloseTo(fitted.zoom, 4);
    expect(model.viewport.longitude).toBeCloseTo(fitted.longitude, 4);
    expect(scatter({ autozoom: false }).viewport).toEqual({
      longitude: 0,
      latitude: 20,
      zoom: 1,
      bearing: 0,
      pitch: 0,
    });
  });

  it('point size: a fixed square-metre area becomes a radius in metres times the multiplier; a metric sizes each point', () => {
    const fixed = scatter({ point_radius_fixed: { type: 'fix', value: 1000 }, point_unit: 'square_m', multiplier: 2 });
    expect(fixed.layers[0]!.radiusMeters![0]).toBeCloseTo(2 * Math.sqrt(1000 / Math.PI), 3);
    const km = scatter({ point_radius_fixed: { type: 'fix', value: 3 }, point_unit: 'radius_km' });
    expect(km.layers[0]!.radiusMeters![0]).toBe(3000);
    const byMetric = scatter(
      {
        point_radius_fixed: { type: 'metric', value: sumPopulation },
        point_unit: 'radius_m',
        min_radius: 1,
        max_radius: 40,
      },
      true,
    );
    expect(Array.from(byMetric.layers[0]!.radiusMeters!)).toEqual([2148000, 513000, 13960000]);
    expect(byMetric.layers[0]!.radiusRangePx).toEqual([1, 40]);
  });

  it('a dimension colours points by category from the colour scheme, with a legend', () => {
    const model = scatter({ dimension: 'country', color_scheme: 'supersetColors' });
    expect(model.legend.map((l) => l.label)).toEqual(['FR', 'JP']);
    expect(model.showLegend).toBe(true);
    const colors = model.layers[0]!.marks.colors;
    expect(Array.from(colors.subarray(0, 4))).toEqual(Array.from(colors.subarray(4, 8)));
    expect(Array.from(colors.subarray(0, 4))).not.toEqual(Array.from(colors.subarray(8, 12)));
  });

  it('the tooltip reads the point’s position, metric and category', () => {
    const model = scatter({ point_radius_fixed: { type: 'metric', value: sumPopulation }, dimension: 'country' }, true);
    expect(mapTooltip(model, 'scatter', 2)).toEqual({
      title: 'Longitude: 139.6917',
      rows: [
        { label: 'Latitude', value: '35.6895' },
        { label: 'SUM(population)', value: '14M' },
        { label: 'country', value: 'JP' },
      ],
    });
    expect(mapTooltip(model, 'basemap', 0)).toBeNull();
  });

  it('an empty result shows the empty state; rows with no position say so', () => {
    const empty = plugin.transformProps([], deckForm('deck_scatter'), context);
    expect(empty.emptyText).toBe('No results were returned for this query');
    const bad = plugin.transformProps(
      [citiesResult()],
      deckForm('deck_scatter', { spatial: { type: 'latlong', lonCol: 'name', latCol: 'country' } }),
      context,
    );
    expect(bad.emptyText).toBe('No row has a valid position');
    expect(bad.invalidRows).toBe(5);
  });
});

describe('point colours are painted a word a point, with no array or object per point', () => {
  it('every point the fixed colour, or each its category’s colour from the palette', () => {
    expect(Array.from(paintColors(new Uint8Array(8), [[1, 2, 3, 255]]))).toEqual([1, 2, 3, 255, 1, 2, 3, 255]);
    const palette: RGBA[] = [
      [10, 20, 30, 40],
      [50, 60, 70, 80],
    ];
    expect(Array.from(paintColors(new Uint8Array(12), palette, new Uint32Array([1, 0, 1])))).toEqual([
      50, 60, 70, 80, 10, 20, 30, 40, 50, 60, 70, 80,
    ]);
  });
});
