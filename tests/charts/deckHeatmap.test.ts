import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { screenCells } from '../../src/charts/plugins/deck/screen';
import { buildChartQueryContext } from '../../src/core/chart-plugin';
import { expectGolden, goldenJson } from '../support/golden';
import { citiesResult, deckForm, sumPopulation } from './deckFixtures';

const context = { width: 600, height: 400 };

describe('deck_heatmap', () => {
  it("queries as Superset's heatmap: the spatial columns and the size metric, the nulls filtered", () => {
    const ctx = buildChartQueryContext(deckForm('deck_heatmap', { size: sumPopulation }));
    expect(ctx.queries[0]!.columns).toEqual(['longitude', 'latitude']);
    expect(ctx.queries[0]!.metrics).toEqual([sumPopulation]);
    expect(ctx.queries[0]!.orderby).toEqual([[sumPopulation, false]]);
  });

  it("has Superset's controls: linear colour scheme, intensity, radius in pixels, aggregation; and the threshold", () => {
    const names = BUILT_IN_PLUGINS.deck_heatmap.controlPanel.controlPanelSections.flatMap((s) =>
      s.controlSetRows.flat().map((c) => c.name),
    );
    for (const name of [
      'spatial',
      'size',
      'linear_color_scheme',
      'intensity',
      'radius_pixels',
      'aggregation',
      'threshold',
    ])
      expect(names).toContain(name);
  });

  it('spreads each weight over radius_pixels, coloured along the scheme, aggregated by SUM [golden]', () => {
    const form = deckForm('deck_heatmap', {
      size: sumPopulation,
      radius_pixels: 40,
      intensity: 2,
      threshold: 0.1,
      aggregation: 'SUM',
      linear_color_scheme: 'fire',
    });
    const model = BUILT_IN_PLUGINS.deck_heatmap.transformProps([citiesResult(true)], form, context);
    expectGolden('charts/deck_heatmap.model.json', goldenJson(model));
    const screen = model.layers[0]!.screen!;
    expect(screen).toMatchObject({ kind: 'heatmap', radiusPx: 40, intensity: 2, threshold: 0.1, aggregation: 'SUM' });
    expect(Array.from(screen.weights)).toEqual([2148000, 513000, 13960000]);
    expect(model.invalidRows).toBe(2);
    // At the opening camera the blobs cover many cells, the densest at the scheme's last colour.
    const cells = screenCells(model.layers[0]!, screen, model.viewport, 600, 400);
    expect(cells.count).toBeGreaterThan(100);
    const last = Array.from(screen.ramp.subarray(screen.ramp.length - 4));
    const colors = Array.from({ length: cells.count }, (_, i) => Array.from(cells.colors.subarray(16 * i, 16 * i + 4)));
    expect(colors).toContainEqual(last);
  });

  it('defaults as Superset: radius 30 px, intensity 1, SUM; MEAN when asked; an unknown aggregation is SUM', () => {
    const model = BUILT_IN_PLUGINS.deck_heatmap.transformProps([citiesResult()], deckForm('deck_heatmap'), context);
    expect(model.layers[0]!.screen).toMatchObject({ radiusPx: 30, intensity: 1, aggregation: 'SUM', threshold: 0.05 });
    const mean = BUILT_IN_PLUGINS.deck_heatmap.transformProps(
      [citiesResult()],
      deckForm('deck_heatmap', { aggregation: 'MEAN' }),
      context,
    );
    expect(mean.layers[0]!.screen).toMatchObject({ aggregation: 'MEAN' });
    const odd = BUILT_IN_PLUGINS.deck_heatmap.transformProps(
      [citiesResult()],
      deckForm('deck_heatmap', { aggregation: 'DROP TABLE' }),
      context,
    );
    expect(odd.layers[0]!.screen).toMatchObject({ aggregation: 'SUM' });
  });
});
