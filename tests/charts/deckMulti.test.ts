import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS } from '../../src/charts';
import { mapTooltip } from '../../src/charts/views/tooltips';
import { deckLayerFormData, deckSliceIds } from '../../src/core/chart-plugin';
import { GenericDataType } from '../../src/core/query';
import { expectGolden, goldenJson } from '../support/golden';
import { citiesResult, deckForm } from './deckFixtures';
import { result } from './fixtures';

const plugin = BUILT_IN_PLUGINS.deck_multi;
const scatter = deckForm('deck_scatter', { slice_id: 11 });
const polygon = deckForm('deck_polygon', { spatial: undefined, slice_id: 12, line_column: 'polygon' });
const form = deckForm('deck_multi', {
  spatial: undefined,
  slice_id: 10,
  deck_slices: [11, 12],
  deck_layers: [
    { slice_id: 11, viz_type: 'deck_scatter', form_data: scatter },
    { slice_id: 12, viz_type: 'deck_polygon', form_data: polygon },
  ],
});
const shapes = result(
  ['polygon'],
  [GenericDataType.STRING],
  [{ polygon: '[[0,40],[10,40],[10,50],[0,40]]' }, { polygon: 'x' }],
);

describe('deck_multi', () => {
  it('queries nothing itself; its layers are the saved charts deck_slices names', () => {
    expect(plugin.buildQuery(form).queries).toEqual([]);
    expect(deckSliceIds({ ...form, deck_slices: [3, { value: 4, label: 'x' }, 'bad', -1] })).toEqual([3, 4]);
  });

  it("a layer's form data is its saved chart's, with the multi's filters after its own and the dashboard's extra_form_data", () => {
    const mine = { col: 'a' };
    const multis = { col: 'b' };
    const layer = deckLayerFormData(
      { ...form, adhoc_filters: [multis], extra_form_data: { filters: [{ col: 'c', op: 'IN', val: [1] }] } },
      11,
      { ...scatter, adhoc_filters: [mine] },
    );
    expect(layer.adhoc_filters).toEqual([mine, multis]);
    expect(layer.extra_form_data).toEqual({ filters: [{ col: 'c', op: 'IN', val: [1] }] });
    expect([layer.viz_type, layer.slice_id]).toEqual(['deck_scatter', 11]);
  });

  it('draws every layer from its own results on one map, ids and tooltips kept per layer [golden]', () => {
    const model = plugin.transformProps([citiesResult(), shapes], form, { width: 600, height: 400 });
    expectGolden('charts/deck_multi.model.json', goldenJson(model));
    expect(model.layers.map((l) => [l.marks.id, l.marks.count])).toEqual([
      ['layer0:scatter', 3],
      ['layer1:polygons', 1],
    ]);
    expect(model.invalidRows).toBe(3); // two cities without a valid position, one shape that does not parse
    expect(mapTooltip(model, 'layer0:scatter', 2)?.title).toMatch(/^Longitude: 139\.69/);
  });

  it('keeps its own viewport when autozoom is off', () => {
    const viewport = { longitude: 10, latitude: 20, zoom: 3, bearing: 0, pitch: 0 };
    const model = plugin.transformProps(
      [citiesResult(), shapes],
      { ...form, autozoom: false, viewport },
      {
        width: 600,
        height: 400,
      },
    );
    expect(model.viewport).toEqual(viewport);
  });
});
