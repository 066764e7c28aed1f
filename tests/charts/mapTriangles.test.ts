// A map's polygons are triangulated once per set of rings, not each time a layer is made from them.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS, trianglesOf } from '../../src/charts';
import type { MapChartModel, MarkLayer } from '../../src/charts';
import { result } from './fixtures';

type Polygons = Extract<MarkLayer, { kind: 'polygon' }>;

describe('map polygon triangles', () => {
  it('a copy of a polygon layer (the same rings, moved) reuses the triangles of the rings', () => {
    const model = BUILT_IN_PLUGINS.world_map.transformProps(
      [result(['c', 'm'], [1, 0], [{ c: 'US', m: 1 }])],
      { datasource: '1__table', viz_type: 'world_map', entity: 'c', metric: 'm' },
      { width: 800, height: 400 },
    ) as MapChartModel;
    const geo = model.layers[0]?.marks;
    if (geo?.kind !== 'polygon') throw new Error('no regions drawn as polygons');
    const first: Polygons = geo;
    const moved: Polygons = { ...geo, positions: first.positions.map((value) => value + 1) };
    expect(moved).not.toBe(first);
    const triangles = trianglesOf(first);
    expect(triangles.length).toBeGreaterThan(0);
    expect(trianglesOf(moved)).toBe(triangles);
  });
});
