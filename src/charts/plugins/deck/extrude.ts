/**
 * Extruded cells (deck_grid and deck_hex with Superset's 'Extruded' checked): each polygon of a map layer stands as a
 * column its height in metres tall. The camera's 4×4 matrix projects the columns' corners at their height onto the
 * plot, and the faces are painted far to near (the painter's order: a nearer column covers a farther one) — per
 * column the sides facing the camera, shaded darker, then its top. Pure; new arrays a frame.
 */
import { WebMercatorViewport } from '@deck.gl/core';
import type { GeoMarks, MarkLayer } from '../../model';
import type { MapCamera } from './project';

/** How much darker a column's sides are drawn than its top, so the columns read as solid. */
export const SIDE_SHADE = 0.72;

/** The circumference deck.gl's web-Mercator math (math.gl) takes for the earth, in metres. */
const DECK_EARTH_CIRCUMFERENCE_M = 40.03e6;

/**
 * World units a metre up spans at world y (as deck.gl projects a position's altitude): 512 / (C·cos φ), and
 * 1 / cos φ is cosh of the Mercator ordinate.
 */
export function unitsPerMetreAt(worldY: number): number {
  return (512 / DECK_EARTH_CIRCUMFERENCE_M) * Math.cosh((2 * Math.PI * worldY) / 512 - Math.PI);
}

/** Where a corner behind the camera goes: far outside the plot, so it is clipped. */
const OFF_PLOT = -1e4;

/** Projects the extruded polygons of `geo` (polygon marks in world units with elevationMeters) to plot space. */
export function projectExtruded(geo: GeoMarks, camera: MapCamera): MarkLayer {
  const { marks, elevationMeters } = geo;
  if (marks.kind !== 'polygon' || !elevationMeters) throw new Error('Only polygons are extruded');
  const view = new WebMercatorViewport({
    ...camera.viewport,
    width: Math.max(1, camera.width),
    height: Math.max(1, camera.height),
  });
  const m = Float64Array.from(view.pixelProjectionMatrix as ArrayLike<number>);
  const sx = 1 / Math.max(1, camera.width);
  const sy = 1 / Math.max(1, camera.height);
  const total = marks.positions.length / 2;
  const p = marks.positions;
  // Each column's corners at its foot and at its top, projected; its first corner, corner count and depth.
  const foot = new Float64Array(total * 2);
  const top = new Float64Array(total * 2);
  const first = new Uint32Array(marks.count);
  const corners = new Uint32Array(marks.count);
  const depth = new Float64Array(marks.count);
  let most = 0;
  const project = (x: number, y: number, z: number, out: Float64Array, at: number): number => {
    const w = m[3]! * x + m[7]! * y + m[11]! * z + m[15]!;
    if (w <= 0) {
      out[at] = OFF_PLOT;
      out[at + 1] = OFF_PLOT;
      return w;
    }
    out[at] = ((m[0]! * x + m[4]! * y + m[8]! * z + m[12]!) / w) * sx;
    out[at + 1] = 1 - ((m[1]! * x + m[5]! * y + m[9]! * z + m[13]!) / w) * sy;
    return w;
  };
  for (let c = 0; c < marks.count; c += 1) {
    const start = marks.startIndices[c] as number;
    let end = c + 1 < marks.count ? (marks.startIndices[c + 1] as number) : total;
    if (end - start > 3 && p[2 * start] === p[2 * (end - 1)] && p[2 * start + 1] === p[2 * (end - 1) + 1]) end -= 1;
    const metres = elevationMeters[c] as number;
    let sum = 0;
    for (let v = start; v < end; v += 1) {
      const x = p[2 * v] as number;
      const y = p[2 * v + 1] as number;
      project(x, y, 0, foot, 2 * v);
      sum += project(x, y, metres * unitsPerMetreAt(y), top, 2 * v);
    }
    first[c] = start;
    corners[c] = end - start;
    depth[c] = sum / Math.max(1, end - start);
    most += (metres > 0 ? 5 * (end - start) : 0) + end - start + 1;
  }
  const order = Uint32Array.from({ length: marks.count }, (_, i) => i).sort((a, b) => depth[b]! - depth[a]!);
  const positions = new Float32Array(most * 2);
  const colors = new Uint8Array(most * 4);
  const starts: number[] = [];
  const datum: number[] = [];
  const series: number[] = [];
  let v = 0;
  const put = (xy: Float64Array, at: number, r: number, g: number, b: number, a: number): void => {
    positions[2 * v] = xy[at]!;
    positions[2 * v + 1] = xy[at + 1]!;
    colors[4 * v] = r;
    colors[4 * v + 1] = g;
    colors[4 * v + 2] = b;
    colors[4 * v + 3] = a;
    v += 1;
  };
  for (const c of order) {
    const start = first[c]!;
    const n = corners[c]!;
    const [r, g, b, a] = marks.colors.subarray(4 * start, 4 * start + 4) as unknown as [number, number, number, number];
    const [sr, sg, sb] = [Math.round(r * SIDE_SHADE), Math.round(g * SIDE_SHADE), Math.round(b * SIDE_SHADE)];
    const face = (): void => {
      starts.push(v);
      datum.push(marks.datum[c] as number);
      series.push(marks.series[c] as number);
    };
    if ((elevationMeters[c] as number) > 0) {
      for (let k = 0; k < n; k += 1) {
        const i = 2 * (start + k);
        const j = 2 * (start + ((k + 1) % n));
        // A side faces the camera when its corners turn counter-clockwise on the plot (y up), as the ring does.
        const quad = [foot[i]!, foot[i + 1]!, foot[j]!, foot[j + 1]!, top[j]!, top[j + 1]!, top[i]!, top[i + 1]!];
        if (signedArea(quad) <= 0) continue;
        face();
        put(foot, i, sr, sg, sb, a);
        put(foot, j, sr, sg, sb, a);
        put(top, j, sr, sg, sb, a);
        put(top, i, sr, sg, sb, a);
        put(foot, i, sr, sg, sb, a);
      }
    }
    face();
    for (let k = 0; k <= n; k += 1) put(top, 2 * (start + (k % n)), r, g, b, a);
  }
  return {
    kind: 'polygon',
    id: marks.id,
    count: starts.length,
    positions: positions.slice(0, 2 * v),
    startIndices: Uint32Array.from(starts),
    colors: colors.slice(0, 4 * v),
    series: Uint32Array.from(series),
    datum: Uint32Array.from(datum),
  };
}

/** Twice the signed area of a ring of plot positions (positive counter-clockwise, y up). */
function signedArea(xy: readonly number[]): number {
  let area = 0;
  const n = xy.length / 2;
  for (let i = 0; i < n; i += 1) {
    const j = (i + 1) % n;
    area += (xy[2 * i] as number) * (xy[2 * j + 1] as number) - (xy[2 * j] as number) * (xy[2 * i + 1] as number);
  }
  return area;
}
