/**
 * Extruded cells (deck_grid and deck_hex with Superset's 'Extruded' checked): each polygon of a map layer stands as a
 * column its height in metres tall. deck.gl draws the columns (an extruded SolidPolygonLayer in the map's view, lit
 * and depth tested under the map's pitch); here is only the height of each vertex in world units, once per data.
 */

/** The circumference deck.gl's web-Mercator math (math.gl) takes for the earth, in metres. */
const DECK_EARTH_CIRCUMFERENCE_M = 40.03e6;

/**
 * World units a metre up spans at world y (as deck.gl projects a position's altitude): 512 / (C·cos φ), and
 * 1 / cos φ is cosh of the Mercator ordinate.
 */
export function unitsPerMetreAt(worldY: number): number {
  return (512 / DECK_EARTH_CIRCUMFERENCE_M) * Math.cosh((2 * Math.PI * worldY) / 512 - Math.PI);
}

/**
 * Each vertex's height in world units (deck.gl's common space, as the map's CARTESIAN positions): its polygon's
 * height in metres times the world units a metre spans at the polygon's first vertex.
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
    out.fill((metres[c] ?? 0) * unitsPerMetreAt(positions[2 * from + 1] ?? 0), from, to);
  }
  return out;
}
