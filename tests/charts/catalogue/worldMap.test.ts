import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { MapChartModel, MarkLayer } from '../../../src/charts';
import { mapTooltip } from '../../../src/charts/views/tooltips';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { countryCode } from '../../../src/charts/plugins/choropleth';
import { expectGolden, goldenJson } from '../../support/golden';
import { result, sumNum } from '../fixtures';

const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' } as const;

function worldForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'world_map',
    entity: 'country',
    country_fieldtype: 'cca3',
    metric: sumNum,
    secondary_metric: count,
    adhoc_filters: [],
    row_limit: 10000,
    show_bubbles: true,
    max_bubble_size: '25',
    linear_color_scheme: 'superset_seq_1',
    ...extra,
  };
}

const byCountry = result(
  ['country', 'SUM(num)', 'count'],
  [1, 0, 0],
  [
    { country: 'USA', 'SUM(num)': 100, count: 40 },
    { country: 'FRA', 'SUM(num)': 10, count: 10 },
    { country: 'BRA', 'SUM(num)': 55, count: 0 },
    { country: 'XYZ', 'SUM(num)': 5, count: 1 },
  ],
);

type Polygons = Extract<MarkLayer, { kind: 'polygon' }>;
type Points = Extract<MarkLayer, { kind: 'point' }>;

/** The fill of the first polygon whose datum is a region's index. */
function fillOf(layer: Polygons, region: number): number[] {
  const p = Array.from(layer.datum).indexOf(region);
  const vertex = layer.startIndices[p] as number;
  return Array.from(layer.colors.subarray(4 * vertex, 4 * vertex + 4));
}

describe('world_map', () => {
  it('asks for the metric and the bubble metric by the country column, sorted when asked [golden]', () => {
    const ctx = buildChartQueryContext(worldForm({ sort_by_metric: true }));
    expectGolden('charts/world_map.query.json', goldenJson(ctx));
    expect(ctx.queries[0]?.columns).toEqual(['country']);
    expect(ctx.queries[0]?.metrics).toEqual([sumNum, count]);
    expect(ctx.queries[0]?.orderby).toEqual([[sumNum, false]]);
    // The same metric for colour and size is asked once.
    expect(buildChartQueryContext(worldForm({ secondary_metric: sumNum })).queries[0]?.metrics).toEqual([sumNum]);
  });

  it('reads cca2, cca3, names (and their other names) and IOC codes to the same country', () => {
    expect(countryCode('fr', 'cca2')).toBe('FR');
    expect(countryCode('FRA', 'cca3')).toBe('FR');
    expect(countryCode('France', 'name')).toBe('FR');
    expect(countryCode('USA', 'name')).toBe('US');
    expect(countryCode('UK', 'name')).toBe('GB');
    expect(countryCode('GER', 'cioc')).toBe('DE');
    expect(countryCode('FRA', 'cioc')).toBe('FR');
    expect(countryCode('Atlantis', 'name')).toBeNull();
    expect(countryCode(null, 'cca2')).toBeNull();
  });

  it('fills every country, those with a value along the linear scheme, and puts a bubble on each sized country [golden]', () => {
    const model = BUILT_IN_PLUGINS.world_map.transformProps([byCountry], worldForm(), {
      width: 800,
      height: 400,
    }) as MapChartModel;
    expectGolden(
      'charts/world_map.model.json',
      goldenJson({ ...model, layers: model.layers.map((l) => l.marks.count) }),
    );
    const [regions, bubbles] = model.layers.map((l) => l.marks) as [Polygons, Points];
    const names = model.tooltips.regions?.[0]?.texts ?? [];
    const usa = names.indexOf('United States of America');
    const fra = names.indexOf('France');
    const chn = names.indexOf('China');
    expect(regions.count).toBeGreaterThan(170);
    expect(fillOf(regions, chn)).toEqual([224, 224, 224, 255]);
    expect(fillOf(regions, usa)).not.toEqual(fillOf(regions, fra));
    // XYZ names no country: counted in the footer, never drawn.
    expect(model.invalidRows).toBe(1);
    // Brazil's bubble metric is 0: no bubble; the USA's is the largest, at max_bubble_size.
    expect(bubbles.count).toBe(2);
    const radiusOf = (region: number) => bubbles.radii?.[Array.from(bubbles.datum).indexOf(region)];
    expect(radiusOf(usa)).toBeCloseTo(25, 5);
    expect(radiusOf(fra)).toBeCloseTo(25 * Math.sqrt(10 / 40), 5);
    expect(mapTooltip(model, 'regions', fra)).toEqual({
      title: 'Country: France',
      rows: [
        { label: 'SUM(num)', value: '10' },
        { label: 'count', value: '10' },
      ],
    });
    expect(BUILT_IN_PLUGINS.world_map.metadata).toMatchObject({ name: 'World Map', category: 'Map' });
  });

  it('show_bubbles off draws the countries only; an empty result shows the empty state', () => {
    const flat = BUILT_IN_PLUGINS.world_map.transformProps([byCountry], worldForm({ show_bubbles: false }), {
      width: 800,
      height: 400,
    }) as MapChartModel;
    expect(flat.layers.map((l) => l.marks.id)).toEqual(['regions']);
    const empty = BUILT_IN_PLUGINS.world_map.transformProps(
      [result(['country', 'SUM(num)', 'count'], [1, 0, 0], [])],
      worldForm(),
      { width: 800, height: 400 },
    ) as MapChartModel;
    expect(empty.emptyText).toBe('No results were returned for this query');
  });
});

describe('world_map camera', () => {
  it('opens on the whole world whichever countries have data', () => {
    const model = BUILT_IN_PLUGINS.world_map.transformProps([byCountry], worldForm(), {
      width: 800,
      height: 400,
    }) as MapChartModel;
    expect(Math.abs(model.viewport.longitude)).toBeLessThan(1);
    expect(model.viewport.zoom).toBeLessThan(1.5);
  });
});
