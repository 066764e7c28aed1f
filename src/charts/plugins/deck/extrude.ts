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

/** One face to draw: its corners in plot space, its colour and its column's datum, and its depth for the order. */
interface Face {
  xy: number[];
  rgba: [number, number, number, number];
  datum: number;
  series: number;
}

/** Projects the extruded polygons of `geo` (polygon marks in world units with elevationMeters) to plot space. */
export function projectExtruded(geo: GeoMarks, camera: MapCamera): MarkLayer {
  const { marks, elevationMeters } = geo;
  if (marks.kind !== 'polygon' || !elevationMeters) throw new Error('Only polygons are extruded');
  const view = new WebMercatorViewport({
    ...camera.viewport,
    width: Math.max(1, camera.width),
    height: Math.max(1, camera.height),
  });
  const m = view.pixelProjectionMatrix as ArrayLike<number>;
  const sx = 1 / Math.max(1, camera.width);
  const sy = 1 / Math.max(1, camera.height);
  const project = (x: number, y: number, z: number, out: number[]): number => {
    const w = (m[3] as number) * x + (m[7] as number) * y + (m[11] as number) * z + (m[15] as number);
    if (w <= 0) {
      out.push(OFF_PLOT, OFF_PLOT);
      return w;
    }
    out.push(
      (((m[0] as number) * x + (m[4] as number) * y + (m[8] as number) * z + (m[12] as number)) / w) * sx,
      1 - (((m[1] as number) * x + (m[5] as number) * y + (m[9] as number) * z + (m[13] as number)) / w) * sy,
    );
    return w;
  };
  const total = marks.positions.length / 2;
  const columns: { depth: number; faces: Face[] }[] = [];
  for (let c = 0; c < marks.count; c += 1) {
    const start = marks.startIndices[c] as number;
    let end = c + 1 < marks.count ? (marks.startIndices[c + 1] as number) : total;
    const p = marks.positions;
    if (end - start > 3 && p[2 * start] === p[2 * (end - 1)] && p[2 * start + 1] === p[2 * (end - 1) + 1]) end -= 1;
    const metres = elevationMeters[c] as number;
    const base: number[] = [];
    const top: number[] = [];
    let depth = 0;
    for (let v = start; v < end; v += 1) {
      const y = p[2 * v + 1] as number;
      project(p[2 * v] as number, y, 0, base);
      depth += project(p[2 * v] as number, y, metres * unitsPerMetreAt(y), top);
    }
    const color = Array.from(marks.colors.subarray(4 * start, 4 * start + 4)) as Face['rgba'];
    const shaded: Face['rgba'] = [
      Math.round(color[0] * SIDE_SHADE),
      Math.round(color[1] * SIDE_SHADE),
      Math.round(color[2] * SIDE_SHADE),
      color[3],
    ];
    const datum = marks.datum[c] as number;
    const series = marks.series[c] as number;
    const faces: Face[] = [];
    const n = end - start;
    for (let k = 0; k < n && metres > 0; k += 1) {
      const a = k;
      const b = (k + 1) % n;
      const xy = [
        base[2 * a] as number,
        base[2 * a + 1] as number,
        base[2 * b] as number,
        base[2 * b + 1] as number,
        top[2 * b] as number,
        top[2 * b + 1] as number,
        top[2 * a] as number,
        top[2 * a + 1] as number,
      ];
      // A side faces the camera when its corners turn counter-clockwise on the plot (y up), as the ring does.
      if (signedArea(xy) > 0) faces.push({ xy, rgba: shaded, datum, series });
    }
    faces.push({ xy: top, rgba: color, datum, series });
    columns.push({ depth: depth / Math.max(1, n), faces });
  }
  columns.sort((a, b) => b.depth - a.depth);
  return toPolygons(
    marks.id,
    columns.flatMap((column) => column.faces),
  );
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

/** Faces as one polygon mark layer, each ring closed, its colour on every vertex. */
function toPolygons(id: string, faces: readonly Face[]): MarkLayer {
  let vertices = 0;
  for (const face of faces) vertices += face.xy.length / 2 + 1;
  const positions = new Float32Array(vertices * 2);
  const colors = new Uint8Array(vertices * 4);
  const startIndices = new Uint32Array(faces.length);
  const datum = new Uint32Array(faces.length);
  const series = new Uint32Array(faces.length);
  let v = 0;
  faces.forEach((face, i) => {
    startIndices[i] = v;
    datum[i] = face.datum;
    series[i] = face.series;
    const n = face.xy.length / 2;
    for (let k = 0; k <= n; k += 1) {
      const at = k % n;
      positions[2 * v] = face.xy[2 * at] as number;
      positions[2 * v + 1] = face.xy[2 * at + 1] as number;
      colors.set(face.rgba, 4 * v);
      v += 1;
    }
  });
  return { kind: 'polygon', id, count: faces.length, positions, startIndices, colors, series, datum };
}
