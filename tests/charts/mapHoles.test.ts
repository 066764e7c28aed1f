// Issue 13: a polygon's inner rings are holes: the fill's triangles (the ones the map layer draws) leave them empty.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PLUGINS, trianglesOf } from '../../src/charts';
import type { MapChartModel, MarkLayer } from '../../src/charts';
import { geoLayer } from '../../src/charts/renderer/mapViews';
import { latToWorldY, lonToWorldX } from '../../src/core/geo';
import { GenericDataType } from '../../src/core/query';
import { deckForm } from './deckFixtures';
import { result } from './fixtures';

type Polygons = Extract<MarkLayer, { kind: 'polygon' }>;
const { STRING } = GenericDataType;
const outer = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
];
const hole = [
  [4, 4],
  [6, 4],
  [6, 6],
  [4, 6],
  [4, 4],
];

/** Whether the point (x, y) lies inside the triangle a, b, c (edges included). */
function inTriangle(p: Float32Array, [a, b, c]: number[], x: number, y: number): boolean {
  const at = (i: number, k: number) => p[2 * i + k] as number;
  const side = (i: number, j: number) =>
    (at(j, 0) - at(i, 0)) * (y - at(i, 1)) - (at(j, 1) - at(i, 1)) * (x - at(i, 0));
  const [s1, s2, s3] = [side(a!, b!), side(b!, c!), side(c!, a!)];
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
}

/** The triangles of `marks` that cover the world point of (lng, lat). */
function covering(marks: Polygons, triangles: Uint32Array, lng: number, lat: number): number {
  const [x, y] = [lonToWorldX(lng), latToWorldY(lat)];
  let n = 0;
  for (let t = 0; t < triangles.length; t += 3) {
    if (inTriangle(marks.positions, [...triangles.subarray(t, t + 3)], x, y)) n += 1;
  }
  return n;
}

function fillOf(model: MapChartModel): Polygons {
  const marks = model.layers.find((layer) => layer.marks.kind === 'polygon')?.marks;
  if (marks?.kind !== 'polygon') throw new Error('no fill drawn');
  return marks;
}

function expectHoleEmpty(marks: Polygons): void {
  const triangles = trianglesOf(marks);
  expect(covering(marks, triangles, 2, 2)).toBeGreaterThan(0); // the ring's area is filled
  expect(covering(marks, triangles, 5, 5)).toBe(0); // the hole is not
  // The map layer draws exactly these triangles.
  const layer = geoLayer('map:x/fill', { marks });
  const data = layer.props.data as { attributes: { indices: { value: Uint32Array } } };
  expect(data.attributes.indices.value).toEqual(triangles);
}

describe('map polygon holes (issue 13)', () => {
  it('deck_polygon draws an inner ring empty', () => {
    const model = BUILT_IN_PLUGINS.deck_polygon.transformProps(
      [result(['polygon'], [STRING], [{ polygon: JSON.stringify([outer, hole]) }])],
      deckForm('deck_polygon', { spatial: undefined, line_column: 'polygon', line_type: 'json', filled: true }),
      { width: 800, height: 400 },
    ) as MapChartModel;
    expectHoleEmpty(fillOf(model));
  });

  it('deck_geojson draws a polygon hole empty', () => {
    const shape = JSON.stringify({
      type: 'Feature',
      properties: { name: 'Ring' },
      geometry: { type: 'MultiPolygon', coordinates: [[outer, hole]] },
    });
    const model = BUILT_IN_PLUGINS.deck_geojson.transformProps(
      [result(['shape'], [STRING], [{ shape }])],
      deckForm('deck_geojson', { spatial: undefined, geojson: 'shape', filled: true }),
      { width: 800, height: 400 },
    ) as MapChartModel;
    expectHoleEmpty(fillOf(model));
  });
});

describe('an extruded polygon with a hole (issue 13)', () => {
  it('raises no wall from its outer ring to its hole: the last vertex of every ring starts no side', () => {
    const model = BUILT_IN_PLUGINS.deck_polygon.transformProps(
      [result(['polygon'], [STRING], [{ polygon: JSON.stringify([outer, hole]) }])],
      deckForm('deck_polygon', { spatial: undefined, line_column: 'polygon', line_type: 'json', extruded: true }),
      { width: 800, height: 400 },
    ) as MapChartModel;
    const geo = model.layers.find((layer) => layer.elevationMeters);
    if (!geo) throw new Error('no extruded fill');
    const layer = geoLayer('map:x/fill', geo);
    const data = layer.props.data as { attributes: Record<string, { value: ArrayLike<number> }> };
    // deck.gl draws a side from each vertex whose valid flag is 1 to the next one.
    expect(Array.from(data.attributes.instanceVertexValid!.value)).toEqual([1, 1, 1, 1, 0, 1, 1, 1, 1, 0]);
  });
});
