// A map's polygons are projected anew on every camera move: their triangles are found once, not on every frame.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS, trianglesOf } from '../../src/charts';
import type { MapChartModel, MarkLayer } from '../../src/charts';
import { projectGeoMarks } from '../../src/charts/plugins/deck/project';
import { result } from './fixtures';

type Polygons = Extract<MarkLayer, { kind: 'polygon' }>;

describe('map polygon triangles', () => {
  it('a projected copy of a polygon layer (the same rings, moved) reuses the triangles of the rings', () => {
    const model = BUILT_IN_PLUGINS.world_map.transformProps(
      [result(['c', 'm'], [1, 0], [{ c: 'US', m: 1 }])],
      { datasource: '1__table', viz_type: 'world_map', entity: 'c', metric: 'm' },
      { width: 800, height: 400 },
    ) as MapChartModel;
    const geo = model.layers[0];
    if (!geo) throw new Error('no regions');
    const buffers = new WeakMap();
    const camera = { width: 800, height: 400 };
    const first = projectGeoMarks(geo, { ...camera, viewport: model.viewport }, buffers) as Polygons;
    const moved = projectGeoMarks(
      geo,
      { ...camera, viewport: { ...model.viewport, longitude: model.viewport.longitude + 30, zoom: 2 } },
      buffers,
    ) as Polygons;
    expect(moved).not.toBe(first);
    const triangles = trianglesOf(first);
    expect(triangles.length).toBeGreaterThan(0);
    expect(trianglesOf(moved)).toBe(triangles);
  });
});
