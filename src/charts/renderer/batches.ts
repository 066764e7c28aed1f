/**
 * The charts in the band merged into a few batches of marks, one deck.gl layer each. The i-th mark layer of every
 * chart goes into batch (i, kind, tile), so a chart's own layers keep their order while charts (which never overlap)
 * share layers: a band of dozens of charts costs deck.gl a dozen layers, not a hundred. Tiles are horizontal strips
 * of the page: when the band moves or a chart arrives, only the batches of the tiles that changed are rebuilt. Positions are placed on each
 * chart's plot rectangle here, in world coordinates (host CSS pixels, y up), and every vertex carries its chart's
 * plot rectangle so the shader clips marks at it (see plotClip.ts).
 */
import { earcut } from '@math.gl/polygon';
import type { MarkLayer } from '../model';
import type { RectLike } from './viewRects';

/** A chart to draw: its key, plot rectangle (host coordinates) and mark layers. */
export interface PlacedChart {
  key: string;
  rect: RectLike;
  layers: readonly MarkLayer[];
}

/** One chart's mark layer inside a batch, from object `first` (path, polygon or point index) on. */
export interface BatchPart {
  key: string;
  marks: MarkLayer;
  rect: RectLike;
  first: number;
}

type Attribute = { value: Float32Array | Uint8Array | Uint32Array; size: number; normalized?: boolean };

/** deck.gl binary data: the object count, where each object's vertices start, and per-vertex attributes. */
export interface BinaryData {
  length: number;
  startIndices?: Uint32Array;
  attributes: Record<string, Attribute>;
}

/** Marks of one kind from many charts, drawn as one deck.gl layer. */
export interface Batch {
  id: string;
  kind: MarkLayer['kind'];
  parts: BatchPart[];
  data: BinaryData;
}

/** The height of a tile, in host CSS pixels: a chart belongs to the tile its top lies in. */
export const BATCH_TILE_PX = 1024;

/** The accessor name under which each vertex's plot rectangle [xmin, ymin, xmax, ymax] (world) is handed in. */
export const PLOT_CLIP_ACCESSOR = 'getPlotClipRect';

const vertexCount = (marks: MarkLayer): number => marks.positions.length / 2;

/**
 * Triangles by the rings' start indices, not by the layer: a layer made again from the same rings (startIndices), moved
 * or not, keeps every triangle of a ring a triangle of it, so the rings are triangulated once (world_map's took
 * ~100 ms).
 */
const triangleCache = new WeakMap<Uint32Array, Uint32Array>();

/** Triangle indices of a polygon mark layer's rings (closed, counter-clockwise), relative to its first vertex. */
export function trianglesOf(marks: MarkLayer & { kind: 'polygon' }): Uint32Array {
  const cached = triangleCache.get(marks.startIndices);
  if (cached) return cached;
  const out: number[] = [];
  const total = vertexCount(marks);
  for (let i = 0; i < marks.count; i += 1) {
    const start = marks.startIndices[i] as number;
    let end = i + 1 < marks.count ? (marks.startIndices[i + 1] as number) : total;
    const p = marks.positions;
    const holes = holesWithin(marks.holeIndices, start, end);
    if (holes.length > 0) {
      for (const index of earcut(p.subarray(2 * start, 2 * end), holes, 2)) out.push(start + index);
      continue;
    }
    // A closed ring repeats its first vertex last; the triangles need it once. An area band whose first point has no
    // height ends on its first vertex without being closed again: the band's pairs are then the whole ring's.
    const whole = end;
    if (end - start > 3 && p[2 * start] === p[2 * (end - 1)] && p[2 * start + 1] === p[2 * (end - 1) + 1]) end -= 1;
    if (end - start === 4 && isRect(p, start)) {
      out.push(start, start + 1, start + 2, start, start + 2, start + 3); // a bar
    } else if (
      !stripTriangles(p, start, end, out) &&
      !(whole !== end && stripTriangles(p, start, whole, out)) &&
      end - start >= 3
    ) {
      for (const index of earcut(p.subarray(2 * start, 2 * end), [], 2)) out.push(start + index);
    }
  }
  const triangles = new Uint32Array(out);
  triangleCache.set(marks.startIndices, triangles);
  return triangles;
}

/** The holes of the polygon whose vertices are start..end, as earcut takes them (vertex indices from `start`). */
function holesWithin(holeIndices: Uint32Array | undefined, start: number, end: number): number[] {
  const holes: number[] = [];
  for (const at of holeIndices ?? []) if (at > start && at < end) holes.push(at - start);
  return holes;
}

/** Whether the four vertices from `start` are an axis-aligned rectangle in the order bars are built: l,b r,b r,t l,t. */
function isRect(p: Float32Array, start: number): boolean {
  const at = (k: number): number => p[2 * start + k] as number;
  return at(0) === at(6) && at(2) === at(4) && at(1) === at(3) && at(5) === at(7);
}

/**
 * Triangles of an area band: a ring of 2n vertices whose k-th and (2n-1-k)-th vertices stand on the same x (an upper
 * edge out and a lower edge back, as area charts make them), x moving one way, the upper edge never crossing the
 * lower one. Each step between two x positions is then a convex quad: two triangles, no earcut. Answers false (and
 * adds nothing) for any other ring.
 */
function stripTriangles(p: Float32Array, start: number, end: number, out: number[]): boolean {
  const count = end - start;
  if (count < 4 || count % 2 !== 0) return false;
  const n = count / 2;
  const x = (k: number): number => p[2 * (start + k)] as number;
  const y = (k: number): number => p[2 * (start + k) + 1] as number;
  let direction = 0;
  let side = 0;
  for (let k = 0; k < n; k += 1) {
    const partner = count - 1 - k;
    if (x(k) !== x(partner)) return false;
    const gap = y(k) - y(partner);
    if (gap !== 0) {
      if (side !== 0 && Math.sign(gap) !== side) return false; // the edges cross: not a simple band
      side = Math.sign(gap);
    }
    if (k > 0) {
      const step = Math.sign(x(k) - x(k - 1));
      if (step !== 0) {
        if (direction !== 0 && step !== direction) return false;
        direction = step;
      }
    }
  }
  for (let k = 0; k + 1 < n; k += 1) {
    const a = start + k;
    const b = a + 1;
    const c = start + count - 2 - k;
    const d = start + count - 1 - k;
    out.push(a, b, c, a, c, d);
  }
  return true;
}

interface Group {
  id: string;
  kind: MarkLayer['kind'];
  /** The position of the grouped mark layers in their charts, and the tile their charts lie in. */
  index: number;
  tile: number;
  parts: BatchPart[];
}

/** Groups the charts' mark layers by (position in the chart, tile, kind), in draw order; empty layers are left out. */
function groupParts(charts: readonly PlacedChart[]): Group[] {
  const groups = new Map<string, Group>();
  for (const chart of charts) {
    const tile = Math.floor(chart.rect.top / BATCH_TILE_PX);
    chart.layers.forEach((marks, index) => {
      if (marks.count <= 0) return;
      const id = `marks-${index}-${tile}-${marks.kind}`;
      let group = groups.get(id);
      if (!group) {
        group = { id, kind: marks.kind, index, tile, parts: [] };
        groups.set(id, group);
      }
      const previous = group.parts[group.parts.length - 1];
      group.parts.push({
        key: chart.key,
        marks,
        rect: chart.rect,
        first: previous ? previous.first + previous.marks.count : 0,
      });
    });
  }
  return [...groups.values()].sort((a, b) => a.index - b.index || a.tile - b.tile || a.kind.localeCompare(b.kind));
}

const sameParts = (a: readonly BatchPart[], b: readonly BatchPart[]): boolean =>
  a.length === b.length &&
  a.every((part, i) => part.key === b[i]!.key && part.marks === b[i]!.marks && part.rect === b[i]!.rect);

/**
 * Batches of the charts' marks. A batch of `previous` whose parts are unchanged (same charts, marks and rectangle
 * objects) is handed back as it was, so its deck.gl layer and GPU buffers are kept.
 */
export function batchMarks(charts: readonly PlacedChart[], previous: readonly Batch[] = []): Batch[] {
  const before = new Map(previous.map((batch) => [batch.id, batch]));
  const batches: Batch[] = [];
  for (const { id, kind, parts } of groupParts(charts)) {
    const old = before.get(id);
    batches.push(old && sameParts(old.parts, parts) ? old : { id, kind, parts, data: mergeParts(kind, parts) });
  }
  return batches;
}

/**
 * The batches of `previous` (by id) for the charts, when every batch of theirs is unchanged; null when one changed,
 * which is not merged anew: a tile kept off the screen drops its batches then, and makes them when shown again.
 */
export function unchangedBatches(charts: readonly PlacedChart[], previous: ReadonlyMap<string, Batch>): Batch[] | null {
  const batches: Batch[] = [];
  for (const { id, parts } of groupParts(charts)) {
    const old = previous.get(id);
    if (!old || !sameParts(old.parts, parts)) return null;
    batches.push(old);
  }
  return batches;
}

type Typed = Float32Array | Uint8Array | Uint32Array;

const sameArray = (a: Typed | undefined, b: Typed | undefined): boolean => {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
};

/** Whether two mark layers draw the same marks: the same object, or the same kind, id, sizes and arrays. */
export function sameMarks(a: MarkLayer, b: MarkLayer): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind || a.id !== b.id || a.count !== b.count) return false;
  if (!sameArray(a.positions, b.positions) || !sameArray(a.colors, b.colors) || !sameArray(a.series, b.series))
    return false;
  switch (a.kind) {
    case 'path':
      return b.kind === 'path' && a.widthPx === b.widthPx && sameArray(a.startIndices, b.startIndices);
    case 'polygon':
      return (
        b.kind === 'polygon' &&
        sameArray(a.startIndices, b.startIndices) &&
        sameArray(a.holeIndices, b.holeIndices) &&
        sameArray(a.datum, b.datum)
      );
    default:
      return (
        b.kind === 'point' && a.radiusPx === b.radiusPx && sameArray(a.radii, b.radii) && sameArray(a.datum, b.datum)
      );
  }
}

/**
 * Whether `next` draws what `previous` drew, layer by layer. A chart whose model was made again with only its DOM parts
 * changed (a display control such as 'Show labels', a legend) then keeps its layers: nothing is batched, uploaded or
 * drawn again.
 */
export const sameMarkLayers = (previous: readonly MarkLayer[], next: readonly MarkLayer[]): boolean =>
  previous === next || (previous.length === next.length && previous.every((layer, i) => sameMarks(layer, next[i]!)));

/** Concatenates the parts' arrays into one binary data object, positions placed on each chart's rectangle. */
function mergeParts(kind: MarkLayer['kind'], parts: readonly BatchPart[]): BinaryData {
  let vertices = 0;
  let objects = 0;
  let triangleIndices = 0;
  for (const { marks } of parts) {
    vertices += vertexCount(marks);
    objects += marks.count;
    if (marks.kind === 'polygon') triangleIndices += trianglesOf(marks).length;
  }
  const positions = new Float32Array(vertices * 2);
  const colors = new Uint8Array(vertices * 4);
  const clip = new Float32Array(vertices * 4);
  const sizes = new Float32Array(kind === 'polygon' ? 0 : vertices);
  const starts = new Uint32Array(kind === 'point' ? 0 : objects);
  const indices = new Uint32Array(kind === 'polygon' ? triangleIndices : 0);
  let v = 0;
  let o = 0;
  let t = 0;
  for (const { marks, rect } of parts) {
    const n = vertexCount(marks);
    const xmin = rect.left;
    const ymin = -(rect.top + rect.height);
    const src = marks.positions;
    for (let i = 0; i < n; i += 1) {
      positions[2 * (v + i)] = xmin + (src[2 * i] as number) * rect.width;
      positions[2 * (v + i) + 1] = ymin + (src[2 * i + 1] as number) * rect.height;
      const c = 4 * (v + i);
      clip[c] = xmin;
      clip[c + 1] = ymin;
      clip[c + 2] = xmin + rect.width;
      clip[c + 3] = ymin + rect.height;
    }
    colors.set(marks.colors.subarray(0, n * 4), v * 4);
    if (marks.kind === 'path') sizes.fill(marks.widthPx, v, v + n);
    if (marks.kind === 'point') {
      if (marks.radii) sizes.set(marks.radii.subarray(0, n), v);
      else sizes.fill(marks.radiusPx, v, v + n);
    }
    if (marks.kind !== 'point') {
      for (let i = 0; i < marks.count; i += 1) starts[o + i] = v + (marks.startIndices[i] as number);
    }
    if (marks.kind === 'polygon') {
      const local = trianglesOf(marks);
      for (let i = 0; i < local.length; i += 1) indices[t + i] = v + (local[i] as number);
      t += local.length;
    }
    v += n;
    o += marks.count;
  }
  const color = { value: colors, size: 4, normalized: true };
  const clipRects = { value: clip, size: 4 };
  if (kind === 'path') {
    return {
      length: objects,
      startIndices: starts,
      attributes: {
        getPath: { value: positions, size: 2 },
        getColor: color,
        getWidth: { value: sizes, size: 1 },
        [PLOT_CLIP_ACCESSOR]: clipRects,
      },
    };
  }
  if (kind === 'polygon') {
    return {
      length: objects,
      startIndices: starts,
      attributes: {
        getPolygon: { value: positions, size: 2 },
        getFillColor: color,
        indices: { value: indices, size: 1 },
        [PLOT_CLIP_ACCESSOR]: clipRects,
      },
    };
  }
  return {
    length: objects,
    attributes: {
      getPosition: { value: positions, size: 2 },
      getFillColor: color,
      getRadius: { value: sizes, size: 1 },
      [PLOT_CLIP_ACCESSOR]: clipRects,
    },
  };
}
