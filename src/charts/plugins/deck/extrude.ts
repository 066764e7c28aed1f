/**
 * Extruded cells (deck_grid and deck_hex with Superset's 'Extruded' checked): each polygon of a map layer stands as a
 * column its height in metres tall. deck.gl draws the columns (an extruded SolidPolygonLayer in the map's view, lit
 * and depth tested under the map's pitch); here is only the height of each vertex in world units, once per data.
 */

/** 1 / cos φ at world y (cosh of the Mercator ordinate): how much taller a metre stands there than at the equator. */
export function latitudeStretchAt(worldY: number): number {
  return Math.cosh((2 * Math.PI * worldY) / 512 - Math.PI);
}

/**
 * Each vertex's height as deck.gl reads the z of a CARTESIAN (world-unit) position in a map view: metres at the
 * coordinate origin, the equator below zoom 12. Its polygon's height in metres over the cosine of the polygon's
 * latitude (its first vertex), so a column stands as tall as deck.gl lifts a [lon, lat] position that many metres.
 * From zoom 12 deck.gl takes the metre at the camera's centre instead; the layer's elevationScale (elevationScaleAt in
 * renderer/mapLayerKinds.ts) takes the centre's 1 / cos φ back out.
 */
export function vertexElevations(
  positions: Float32Array,
  startIndices: Uint32Array,
  metres: Float32Array,
): Float32Array {
  const vertices = positions.length / 2;
  const out = new Float32Array(vertices);
  for (let c = 0; c < metres.length; c += 1) {
    const from = startIndices[c] ?? vertices;
    const to = startIndices[c + 1] ?? vertices;
    out.fill((metres[c] ?? 0) * latitudeStretchAt(positions[2 * from + 1] ?? 0), from, to);
  }
  return out;
}
