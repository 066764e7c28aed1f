/**
 * Aggregation on the screen (deck_screengrid and deck_heatmap), redone when the map's camera settles (not while a drag
 * moves it): the points, projected onto the plot, are summed into square cells of pixels, or spread over a radius of
 * pixels by a kernel; each cell with weight is drawn as a rectangle coloured along the chart's ramp by its share of the
 * largest weight on screen. Pure. deck.gl's ScreenGridLayer and HeatmapLayer would do it on the GPU, but inside a map
 * view of the page's one multi-view deck they bin at the page's view (cells drawn squeezed into the map's corner in the
 * browser test), so the cells are drawn as the plot's own marks.
 */
import { WebMercatorViewport } from '@deck.gl/core';
import { latToWorldY, lonToWorldX } from '../../../core/geo';
import type { Viewport } from '../../../core/geo';
import type { GeoMarks, MarkLayer, ScreenAggregate } from '../../model';

/** Where a point behind the camera goes: off the plot, so no cell takes it. */
const OFF_PLOT = -1;

/** The points of `geo` on a `width` × `height` plot seen by `viewport` ([0, 1], y up), by the camera's matrix. */
export function plotPositions(geo: GeoMarks, viewport: Viewport, width: number, height: number): Float32Array {
  const view = new WebMercatorViewport({ ...viewport, width: Math.max(1, width), height: Math.max(1, height) });
  const m = Float64Array.from(view.pixelProjectionMatrix as ArrayLike<number>);
  const { positions, count } = geo.marks;
  const out = new Float32Array(count * 2);
  for (let i = 0; i < count; i += 1) {
    const a = positions[2 * i] as number;
    const b = positions[2 * i + 1] as number;
    const x = geo.lngLat ? lonToWorldX(a) : a;
    const y = geo.lngLat ? latToWorldY(b) : b;
    const w = m[3]! * x + m[7]! * y + m[15]!;
    if (!(w > 0)) {
      out[2 * i] = OFF_PLOT;
      out[2 * i + 1] = OFF_PLOT;
      continue;
    }
    out[2 * i] = (m[0]! * x + m[4]! * y + m[12]!) / w / Math.max(1, width);
    out[2 * i + 1] = 1 - (m[1]! * x + m[5]! * y + m[13]!) / w / Math.max(1, height);
  }
  return out;
}

/** The cells of a screen-aggregated map layer at the camera `viewport` on a `width` × `height` plot. */
export function screenCells(geo: GeoMarks, screen: ScreenAggregate, viewport: Viewport, width: number, height: number) {
  return aggregateOnScreen(geo.marks.id, plotPositions(geo, viewport, width, height), screen, width, height);
}

/** The cell (pixels) a heatmap's density is sampled on: fine enough to read smooth, coarse enough for a frame. */
export const HEAT_CELL_PX = 4;

/** A Gaussian kernel falling to about 1% at the radius: e^(-4.5 (d/r)²). */
const KERNEL_FALLOFF = 4.5;

/** The RGBA at `t` (0 … 1) along evenly spaced stops, interpolated between the two around it. */
export function rampAt(ramp: Uint8Array, t: number, out: Uint8Array, at: number): void {
  const stops = ramp.length / 4;
  const x = Math.min(1, Math.max(0, t)) * (stops - 1);
  const i = Math.min(stops - 2, Math.floor(x));
  const f = stops > 1 ? x - i : 0;
  for (let k = 0; k < 4; k += 1) {
    const a = ramp[4 * Math.max(0, i) + k] as number;
    const b = stops > 1 ? (ramp[4 * (i + 1) + k] as number) : a;
    out[at + k] = Math.round(a + (b - a) * f);
  }
}

/** Weights per cell of a grid of `cols` × `rows` cells `cell` pixels across over the plot's pixels. */
interface CellGrid {
  cols: number;
  rows: number;
  cell: number;
  values: Float64Array;
  /** Whether a cell holds any point (the grid) or any kernel weight (the heatmap). */
  filled: Uint8Array;
}

function sumIntoCells(
  plot: Float32Array,
  weights: Float32Array,
  width: number,
  height: number,
  cell: number,
): CellGrid {
  const cols = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  const values = new Float64Array(cols * rows);
  const filled = new Uint8Array(cols * rows);
  for (let i = 0; i < weights.length; i += 1) {
    const px = (plot[2 * i] as number) * width;
    const py = (1 - (plot[2 * i + 1] as number)) * height;
    if (!(px >= 0 && px < width && py >= 0 && py < height)) continue;
    const c = Math.floor(py / cell) * cols + Math.floor(px / cell);
    const w = weights[i] as number;
    values[c] = (values[c] as number) + (Number.isNaN(w) ? 0 : w);
    filled[c] = 1;
  }
  return { cols, rows, cell, values, filled };
}

function spreadIntoCells(
  plot: Float32Array,
  screen: ScreenAggregate & { kind: 'heatmap' },
  width: number,
  height: number,
): CellGrid {
  const cell = HEAT_CELL_PX;
  const cols = Math.max(1, Math.ceil(width / cell));
  const rows = Math.max(1, Math.ceil(height / cell));
  const weighted = new Float64Array(cols * rows);
  const kernel = new Float64Array(cols * rows);
  const r = Math.max(1, screen.radiusPx);
  const reach = Math.ceil(r / cell);
  // The kernel by cell offset from the point's cell (the point taken at its cell's centre: within half a cell).
  const side = 2 * reach + 1;
  const table = new Float64Array(side * side);
  for (let dy = -reach; dy <= reach; dy += 1)
    for (let dx = -reach; dx <= reach; dx += 1) {
      const d2 = ((dx * cell) ** 2 + (dy * cell) ** 2) / (r * r);
      table[(dy + reach) * side + dx + reach] = d2 > 1 ? 0 : Math.exp(-KERNEL_FALLOFF * d2);
    }
  for (let i = 0; i < screen.weights.length; i += 1) {
    const px = (plot[2 * i] as number) * width;
    const py = (1 - (plot[2 * i + 1] as number)) * height;
    if (!(px > -r && px < width + r && py > -r && py < height + r)) continue;
    const w = screen.weights[i] as number;
    if (Number.isNaN(w)) continue;
    const cx = Math.floor(px / cell);
    const cy = Math.floor(py / cell);
    for (let y = Math.max(0, cy - reach); y <= Math.min(rows - 1, cy + reach); y += 1) {
      const row = (y - cy + reach) * side + reach - cx;
      for (let x = Math.max(0, cx - reach); x <= Math.min(cols - 1, cx + reach); x += 1) {
        const k = table[row + x] as number;
        if (k === 0) continue;
        const c = y * cols + x;
        weighted[c] = (weighted[c] as number) + w * k;
        kernel[c] = (kernel[c] as number) + k;
      }
    }
  }
  const filled = new Uint8Array(cols * rows);
  for (let c = 0; c < filled.length; c += 1) {
    if ((kernel[c] as number) <= 0) continue;
    filled[c] = 1;
    if (screen.aggregation === 'MEAN') weighted[c] = (weighted[c] as number) / (kernel[c] as number);
  }
  return { cols, rows, cell, values: weighted, filled };
}

/**
 * The cells of `screen` for points at plot positions `plot` ([0, 1]², y up) on a plot of `width` × `height` pixels:
 * a polygon mark layer, a rectangle per cell with weight, coloured along the ramp.
 */
export function aggregateOnScreen(
  id: string,
  plot: Float32Array,
  screen: ScreenAggregate,
  width: number,
  height: number,
): MarkLayer {
  const grid =
    screen.kind === 'grid'
      ? sumIntoCells(plot, screen.weights, width, height, Math.max(1, screen.cellPx))
      : spreadIntoCells(plot, screen, width, height);
  let max = 0;
  let count = 0;
  for (let c = 0; c < grid.values.length; c += 1) {
    if (!grid.filled[c]) continue;
    count += 1;
    if ((grid.values[c] as number) > max) max = grid.values[c] as number;
  }
  const intensity = screen.kind === 'heatmap' ? screen.intensity : 1;
  const threshold = screen.kind === 'heatmap' ? screen.threshold : 0;
  const positions = new Float32Array(count * 8);
  const colors = new Uint8Array(count * 16);
  const startIndices = new Uint32Array(count);
  const datum = new Uint32Array(count);
  const rgba = new Uint8Array(4);
  let n = 0;
  for (let c = 0; c < grid.values.length; c += 1) {
    if (!grid.filled[c]) continue;
    const t = max > 0 ? Math.min(1, (intensity * Math.max(0, grid.values[c] as number)) / max) : 0;
    rampAt(screen.ramp, t, rgba, 0);
    // A heatmap fades its cells below the threshold's share of the largest weight to nothing.
    if (threshold > 0 && t < threshold) rgba[3] = Math.round((rgba[3] as number) * (t / threshold));
    const l = ((c % grid.cols) * grid.cell) / width;
    const r = Math.min(1, (((c % grid.cols) + 1) * grid.cell) / width);
    const t0 = 1 - (Math.floor(c / grid.cols) * grid.cell) / height;
    const b = Math.max(0, 1 - ((Math.floor(c / grid.cols) + 1) * grid.cell) / height);
    // Corners as bars are built (left-bottom, right-bottom, right-top, left-top): two triangles, no earcut.
    positions.set([l, b, r, b, r, t0, l, t0], 8 * n);
    for (let k = 0; k < 4; k += 1) colors.set(rgba, 16 * n + 4 * k);
    startIndices[n] = 4 * n;
    datum[n] = c;
    n += 1;
  }
  return { kind: 'polygon', id, count, positions, startIndices, colors, series: new Uint32Array(count), datum };
}
