/**
 * Contours of points on the ground (deck_contour), made once when the data arrives (pure): the points' weights
 * aggregated (SUM, MEAN, MIN or MAX) into square cells of a size in metres, the cells' values taken at their centres
 * and, each square of four centres split into two triangles on which the field is linear, isolines as the segments
 * where it crosses a threshold and isobands as the parts of triangles between two thresholds (marching triangles).
 */

/** The most cells a contour grid has: a larger extent widens the cells rather than grow the grid. */
export const MAX_CONTOUR_CELLS = 250_000;

export type ContourAggregation = 'SUM' | 'MEAN' | 'MIN' | 'MAX';

/** Values at the vertices of a grid: vertex (i, j) at (x0 + i·size, y0 + j·size), row by row. */
export interface ContourGrid {
  cols: number;
  rows: number;
  x0: number;
  y0: number;
  size: number;
  values: Float64Array;
}

/**
 * The grid of `size`-wide cells (world units) over the points, one empty cell around them so every contour closes;
 * each cell's value its points' weights aggregated (0 where no point lies).
 */
export function contourGrid(
  world: Float32Array,
  weights: Float32Array,
  size: number,
  aggregation: ContourAggregation,
): ContourGrid {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < world.length; i += 2) {
    minX = Math.min(minX, world[i] as number);
    maxX = Math.max(maxX, world[i] as number);
    minY = Math.min(minY, world[i + 1] as number);
    maxY = Math.max(maxY, world[i + 1] as number);
  }
  if (!(minX <= maxX)) return { cols: 0, rows: 0, x0: 0, y0: 0, size, values: new Float64Array(0) };
  let cell = size;
  const extent = (c: number) => ({
    i0: Math.floor(minX / c) - 1,
    j0: Math.floor(minY / c) - 1,
    cols: Math.floor(maxX / c) - Math.floor(minX / c) + 3,
    rows: Math.floor(maxY / c) - Math.floor(minY / c) + 3,
  });
  let e = extent(cell);
  while (e.cols * e.rows > MAX_CONTOUR_CELLS) {
    cell *= Math.sqrt((e.cols * e.rows) / MAX_CONTOUR_CELLS) * 1.01;
    e = extent(cell);
  }
  const values = new Float64Array(e.cols * e.rows);
  const counts = new Uint32Array(e.cols * e.rows);
  for (let p = 0; p < world.length / 2; p += 1) {
    const w = weights[p] as number;
    if (Number.isNaN(w)) continue;
    const c =
      (Math.floor((world[2 * p + 1] as number) / cell) - e.j0) * e.cols +
      (Math.floor((world[2 * p] as number) / cell) - e.i0);
    const v = values[c] as number;
    const first = counts[c] === 0;
    if (aggregation === 'MIN') values[c] = first ? w : Math.min(v, w);
    else if (aggregation === 'MAX') values[c] = first ? w : Math.max(v, w);
    else values[c] = v + w;
    counts[c] = (counts[c] as number) + 1;
  }
  if (aggregation === 'MEAN')
    for (let c = 0; c < values.length; c += 1) if (counts[c]) values[c] = (values[c] as number) / (counts[c] as number);
  return { cols: e.cols, rows: e.rows, x0: (e.i0 + 0.5) * cell, y0: (e.j0 + 0.5) * cell, size: cell, values };
}

type Corner = [number, number, number];

/** Vertex (i, j) of the grid as an [x, y, value] corner. */
const cornerAt = (grid: ContourGrid, i: number, j: number): Corner => [
  grid.x0 + i * grid.size,
  grid.y0 + j * grid.size,
  grid.values[j * grid.cols + i] as number,
];

/**
 * The two triangles of each square of four vertices (split along its rising diagonal), as vertex indices
 * [i, j] × 3, for those `wanted` says may matter given their three values (no corner is built for the others).
 */
function forEachTriangle(
  grid: ContourGrid,
  wanted: (a: number, b: number, c: number) => boolean,
  visit: (a: Corner, b: Corner, c: Corner) => void,
  skipSquare: (i: number, j: number) => boolean = () => false,
): void {
  const v = grid.values;
  for (let j = 0; j + 1 < grid.rows; j += 1) {
    for (let i = 0; i + 1 < grid.cols; i += 1) {
      if (skipSquare(i, j)) continue;
      const v00 = v[j * grid.cols + i] as number;
      const v10 = v[j * grid.cols + i + 1] as number;
      const v11 = v[(j + 1) * grid.cols + i + 1] as number;
      const v01 = v[(j + 1) * grid.cols + i] as number;
      const first = wanted(v00, v10, v11);
      const second = wanted(v00, v11, v01);
      if (!first && !second) continue;
      const [c00, c10, c11, c01] = [
        cornerAt(grid, i, j),
        cornerAt(grid, i + 1, j),
        cornerAt(grid, i + 1, j + 1),
        cornerAt(grid, i, j + 1),
      ];
      if (first) visit(c00, c10, c11);
      if (second) visit(c00, c11, c01);
    }
  }
}

/** Where the field reaches `t` along the edge from p to q (linear between them). */
const crossing = (p: Corner, q: Corner, t: number): Corner => {
  const f = (t - p[2]) / (q[2] - p[2]);
  return [p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f, t];
};

/** The isoline at `t`: segments [x1, y1, x2, y2, …] in world units, one per triangle it crosses. */
export function isolineSegments(grid: ContourGrid, t: number): number[] {
  const out: number[] = [];
  const crosses = (a: number, b: number, c: number) => !((a >= t && b >= t && c >= t) || (a < t && b < t && c < t));
  forEachTriangle(grid, crosses, (a, b, c) => {
    const ends: Corner[] = [];
    for (const [u, v] of [
      [a, b],
      [b, c],
      [c, a],
    ] as [Corner, Corner][])
      if (u[2] >= t !== v[2] >= t) ends.push(crossing(u, v, t));
    if (ends.length === 2) out.push(ends[0]![0], ends[0]![1], ends[1]![0], ends[1]![1]);
  });
  return out;
}

/** The part of a convex polygon where the field keeps `inside` (Sutherland–Hodgman against one level). */
function clip(polygon: Corner[], t: number, keepAbove: boolean): Corner[] {
  const inside = (c: Corner) => (keepAbove ? c[2] >= t : c[2] < t);
  const out: Corner[] = [];
  for (let k = 0; k < polygon.length; k += 1) {
    const p = polygon[k]!;
    const q = polygon[(k + 1) % polygon.length]!;
    if (inside(p)) out.push(p);
    if (inside(p) !== inside(q)) out.push(crossing(p, q, t));
  }
  return out;
}

/** The isoband [lower, upper): rings (x, y pairs, not closed) in world units, a whole square where all of it is in. */
export function isobandPolygons(grid: ContourGrid, lower: number, upper: number): number[][] {
  const out: number[][] = [];
  const v = grid.values;
  const within = (x: number) => x >= lower && x < upper;
  // Whole squares inside the band first, as one ring each; the rest triangle by triangle.
  const whole = new Uint8Array(Math.max(0, (grid.cols - 1) * (grid.rows - 1)));
  for (let j = 0; j + 1 < grid.rows; j += 1)
    for (let i = 0; i + 1 < grid.cols; i += 1) {
      const at = j * grid.cols + i;
      if (within(v[at]!) && within(v[at + 1]!) && within(v[at + grid.cols]!) && within(v[at + grid.cols + 1]!)) {
        whole[j * (grid.cols - 1) + i] = 1;
        const [x0, y0] = [grid.x0 + i * grid.size, grid.y0 + j * grid.size];
        out.push([x0, y0, x0 + grid.size, y0, x0 + grid.size, y0 + grid.size, x0, y0 + grid.size]);
      }
    }
  const touches = (a: number, b: number, c: number) => Math.max(a, b, c) >= lower && Math.min(a, b, c) < upper;
  forEachTriangle(
    grid,
    touches,
    (a, b, c) => {
      let polygon = clip([a, b, c], lower, true);
      if (Number.isFinite(upper)) polygon = clip(polygon, upper, false);
      if (polygon.length >= 3) out.push(polygon.flatMap(([x, y]) => [x, y]));
    },
    (i, j) => whole[j * (grid.cols - 1) + i] === 1,
  );
  return out;
}
