import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../../src/charts';
import type { MapChartModel, MarkLayer } from '../../../src/charts';
import { mapTooltip } from '../../../src/charts/views/tooltips';
import { buildChartQueryContext } from '../../../src/core/chart-plugin';
import type { QueryFormData } from '../../../src/core/chart-plugin';
import { worldXToLon } from '../../../src/core/geo';
import { expectGolden, goldenJson } from '../../support/golden';
import { result, sumNum } from '../fixtures';

function countryForm(extra: Record<string, unknown> = {}): QueryFormData {
  return {
    datasource: '3__table',
    viz_type: 'country_map',
    select_country: 'usa',
    entity: 'state_code',
    metric: sumNum,
    adhoc_filters: [],
    number_format: ',d',
    linear_color_scheme: 'superset_seq_1',
    ...extra,
  };
}

const byState = result(
  ['state_code', 'SUM(num)'],
  [1, 0],
  [
    { state_code: 'US-CA', 'SUM(num)': 39000000 },
    { state_code: 'us-tx', 'SUM(num)': 29000000 },
    { state_code: 'US-WY', 'SUM(num)': 580000 },
    { state_code: 'US-ZZ', 'SUM(num)': 1 },
  ],
);

type Polygons = Extract<MarkLayer, { kind: 'polygon' }>;

describe('country_map', () => {
  it('asks for the metric by the ISO 3166-2 column [golden]', () => {
    const ctx = buildChartQueryContext(countryForm());
    expectGolden('charts/country_map.query.json', goldenJson(ctx));
    expect(ctx.queries[0]?.columns).toEqual(['state_code']);
    expect(ctx.queries[0]?.metrics).toEqual([sumNum]);
  });

  it('fills the US states by their ISO 3166-2 codes (any case), unknown codes counted, the camera on the states with data [golden]', () => {
    const model = BUILT_IN_PLUGINS.country_map.transformProps([byState], countryForm(), {
      width: 800,
      height: 500,
    }) as MapChartModel;
    expectGolden(
      'charts/country_map.model.json',
      goldenJson({ ...model, layers: model.layers.map((l) => l.marks.count) }),
    );
    const regions = model.layers[0]?.marks as Polygons;
    const labels = model.tooltips.regions?.[0]?.texts ?? [];
    expect(labels).toContain('California (US-CA)');
    expect(labels.length).toBe(56);
    const tx = labels.indexOf('Texas (US-TX)');
    expect(mapTooltip(model, 'regions', tx)?.rows).toEqual([{ label: 'SUM(num)', value: '29,000,000' }]);
    expect(model.invalidRows).toBe(1);
    // Every vertex of Alaska and the territories lies west of the antimeridian: the country is drawn in one piece.
    for (let i = 0; i < regions.positions.length; i += 2)
      expect(worldXToLon(regions.positions[i] as number)).toBeLessThan(-60);
    expect(model.viewport.longitude).toBeGreaterThan(-125);
    expect(model.viewport.longitude).toBeLessThan(-95);
    expect(BUILT_IN_PLUGINS.country_map.metadata).toMatchObject({ name: 'Country Map', category: 'Map' });
  });

  it('offers the countries whose shapes ship (USA and the world); another shows what to choose instead of a map', () => {
    const select = BUILT_IN_PLUGINS.country_map.controlPanel.controlPanelSections[0]?.controlSetRows[0]?.[0];
    expect(select && 'choices' in select ? select.choices?.map((c) => c[0]) : []).toEqual(['usa', 'world']);
    const france = BUILT_IN_PLUGINS.country_map.transformProps([byState], countryForm({ select_country: 'france' }), {
      width: 800,
      height: 500,
    }) as MapChartModel;
    expect(france.layers).toEqual([]);
    expect(france.emptyText).toBe('The shapes of "france" are not shipped with this app: choose USA and World');
    const world = BUILT_IN_PLUGINS.country_map.transformProps(
      [result(['code', 'SUM(num)'], [1, 0], [{ code: 'FR', 'SUM(num)': 3 }])],
      countryForm({ select_country: 'world', entity: 'code' }),
      { width: 800, height: 500 },
    ) as MapChartModel;
    expect(world.invalidRows).toBe(0);
    expect(world.tooltips.regions?.[0]?.texts).toContain('France (FR)');
  });
});
