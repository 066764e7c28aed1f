/**
 * A map's camera applied to its marks: Mercator world positions projected onto the chart's plot ([0, 1]², y up) by
 * deck.gl's WebMercatorViewport for the chart's rectangle, so a map is drawn like any cartesian view of the one
 * canvas and marks outside the plot are clipped there. Bearing and pitch come with the viewport's matrix.
 */
import { WebMercatorViewport } from '@deck.gl/core';
import type { Viewport } from '../../../core/geo';
import type { GeoMarks, MarkLayer } from '../../model';

/** Metres around the equator. */
const EARTH_CIRCUMFERENCE_M = 40075016.686;

/** A camera for a map of `width` × `height` pixels. */
export interface MapCamera {
  viewport: Viewport;
  width: number;
  height: number;
}

/** Where a projected point goes when it lies behind the camera: far outside the plot, so it is clipped. */
const OFF_PLOT = -1e4;

/** The matrix from Mercator world units to the map's pixels (y down), and pixels per metre at its centre. */
export function cameraMatrix(camera: MapCamera): { matrix: Float64Array; pixelsPerMeter: number } {
  const { viewport, width, height } = camera;
  const view = new WebMercatorViewport({ ...viewport, width: Math.max(1, width), height: Math.max(1, height) });
  const pixelsPerMeter =
    (512 * 2 ** viewport.zoom) / (EARTH_CIRCUMFERENCE_M * Math.cos((viewport.latitude * Math.PI) / 180));
  return { matrix: Float64Array.from(view.pixelProjectionMatrix as ArrayLike<number>), pixelsPerMeter };
}

/** Projects world [x, y] pairs to plot space into `out` (same length), one matrix product a point. */
export function projectPositions(
  world: Float32Array,
  matrix: ArrayLike<number>,
  width: number,
  height: number,
  out: Float32Array,
): Float32Array {
  const m0 = matrix[0] as number;
  const m1 = matrix[1] as number;
  const m3 = matrix[3] as number;
  const m4 = matrix[4] as number;
  const m5 = matrix[5] as number;
  const m7 = matrix[7] as number;
  const m12 = matrix[12] as number;
  const m13 = matrix[13] as number;
  const m15 = matrix[15] as number;
  const sx = 1 / Math.max(1, width);
  const sy = 1 / Math.max(1, height);
  for (let i = 0; i < world.length; i += 2) {
    const x = world[i] as number;
    const y = world[i + 1] as number;
    const w = m3 * x + m7 * y + m15;
    if (w <= 0) {
      out[i] = OFF_PLOT;
      out[i + 1] = OFF_PLOT;
      continue;
    }
    out[i] = ((m0 * x + m4 * y + m12) / w) * sx;
    out[i + 1] = 1 - ((m1 * x + m5 * y + m13) / w) * sy;
  }
  return out;
}

/** Buffers a projection writes into, kept per map layer so panning allocates nothing per frame. */
export type ProjectionBuffers = WeakMap<MarkLayer, { positions: Float32Array; radii?: Float32Array }>;

/** A map layer's marks seen by the camera (a new mark layer object, its arrays reused from `buffers`). */
export function projectGeoMarks(geo: GeoMarks, camera: MapCamera, buffers: ProjectionBuffers): MarkLayer {
  const { marks } = geo;
  let buffer = buffers.get(marks);
  if (!buffer) {
    buffer = { positions: new Float32Array(marks.positions.length) };
    if (geo.radiusMeters) buffer.radii = new Float32Array(geo.radiusMeters.length);
    buffers.set(marks, buffer);
  }
  const { matrix, pixelsPerMeter } = cameraMatrix(camera);
  projectPositions(marks.positions, matrix, camera.width, camera.height, buffer.positions);
  if (marks.kind !== 'point' || !geo.radiusMeters || !buffer.radii) return { ...marks, positions: buffer.positions };
  const [min, max] = geo.radiusRangePx ?? [0, Infinity];
  const { radii } = buffer;
  for (let i = 0; i < radii.length; i += 1) {
    radii[i] = Math.min(max, Math.max(min, (geo.radiusMeters[i] as number) * pixelsPerMeter));
  }
  return { ...marks, positions: buffer.positions, radii };
}
