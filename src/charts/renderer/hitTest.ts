/**
 * What lies under the pointer in one chart's marks, found from the marks themselves: a chart's marks are few (a pie's
 * slices, a line's points, a scatter's thousands of points) and held in its render model, so a hover or a click
 * reads them in well under a millisecond. Reading it back from the GPU instead (deck.gl's picking pass) waits for
 * every drawing still queued and draws every batch holding the chart: 50–150 ms a hover on software WebGL after a
 * cross filter repainted the page.
 */
import type { MarkLayer } from '../model';
import type { RectLike } from './viewRects';

/** A chart's mark layer and the mark's index in it. */
export interface MarkHit {
  marks: MarkLayer;
  index: number;
}

/** A point of the plot, in CSS pixels from its bottom-left corner (y up, as the marks' positions). */
interface PlotPoint {
  x: number;
  y: number;
}

/** Distance in pixels from `p` to the segment from vertex a to vertex b of `positions` (normalised, scaled by w, h). */
function segmentDistance(positions: Float32Array, a: number, b: number, w: number, h: number, p: PlotPoint): number {
  const ax = (positions[2 * a] as number) * w;
  const ay = (positions[2 * a + 1] as number) * h;
  const dx = (positions[2 * b] as number) * w - ax;
  const dy = (positions[2 * b + 1] as number) * h - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 > 0 ? Math.max(0, Math.min(1, ((p.x - ax) * dx + (p.y - ay) * dy) / length2)) : 0;
  return Math.hypot(p.x - (ax + t * dx), p.y - (ay + t * dy));
}

/** Vertex range [from, to) of object `i` of a path or polygon layer. */
function verticesOf(marks: MarkLayer & { kind: 'path' | 'polygon' }, i: number): [number, number] {
  const from = marks.startIndices[i] as number;
  const to = i + 1 < marks.count ? (marks.startIndices[i + 1] as number) : marks.positions.length / 2;
  return [from, to];
}

/** Distance from `p` to the line's drawn stroke: 0 on it. */
function pathDistance(marks: MarkLayer & { kind: 'path' }, i: number, w: number, h: number, p: PlotPoint): number {
  const [from, to] = verticesOf(marks, i);
  let nearest = Infinity;
  if (to - from === 1) nearest = segmentDistance(marks.positions, from, from, w, h, p);
  for (let v = from; v + 1 < to; v += 1)
    nearest = Math.min(nearest, segmentDistance(marks.positions, v, v + 1, w, h, p));
  return Math.max(0, nearest - marks.widthPx / 2);
}

/** Distance from `p` to the filled polygon (its outer ring less its holes): 0 inside. */
function polygonDistance(marks: MarkLayer & { kind: 'polygon' }, i: number, w: number, h: number, p: PlotPoint) {
  const [from, to] = verticesOf(marks, i);
  const rings: [number, number][] = [];
  let start = from;
  for (const hole of marks.holeIndices ?? []) {
    if (hole <= start || hole >= to) continue;
    rings.push([start, hole]);
    start = hole;
  }
  rings.push([start, to]);
  const positions = marks.positions;
  let inside = false;
  let nearest = Infinity;
  for (const [a, b] of rings) {
    for (let v = a, prev = b - 1; v < b; prev = v, v += 1) {
      const x1 = (positions[2 * prev] as number) * w;
      const y1 = (positions[2 * prev + 1] as number) * h;
      const x2 = (positions[2 * v] as number) * w;
      const y2 = (positions[2 * v + 1] as number) * h;
      if (y2 > p.y !== y1 > p.y && p.x < ((x1 - x2) * (p.y - y2)) / (y1 - y2) + x2) inside = !inside;
      nearest = Math.min(nearest, segmentDistance(positions, prev, v, w, h, p));
    }
  }
  return inside ? 0 : nearest;
}

/** Distance from `p` to the drawn disc of point `i`: 0 on it. */
function pointDistance(marks: MarkLayer & { kind: 'point' }, i: number, w: number, h: number, p: PlotPoint): number {
  const x = (marks.positions[2 * i] as number) * w;
  const y = (marks.positions[2 * i + 1] as number) * h;
  return Math.max(0, Math.hypot(p.x - x, p.y - y) - (marks.radii?.[i] ?? marks.radiusPx));
}

function distance(marks: MarkLayer, i: number, w: number, h: number, p: PlotPoint): number {
  if (marks.kind === 'point') return pointDistance(marks, i, w, h, p);
  if (marks.kind === 'path') return pathDistance(marks, i, w, h, p);
  return polygonDistance(marks, i, w, h, p);
}

/**
 * The mark of `layers` drawn nearest to (x, y), within `radius` pixels, as deck.gl's picking finds it: marks are
 * clipped at the plot, so a point outside it hits nothing; of marks as near, the one drawn last (on top) wins.
 * `rect` is the plot's rectangle and (x, y) the pointer, both in the same CSS pixels (y down).
 */
export function markAt(
  layers: readonly MarkLayer[],
  rect: RectLike,
  x: number,
  y: number,
  radius: number,
): MarkHit | null {
  const p = { x: x - rect.left, y: rect.top + rect.height - y };
  if (p.x < 0 || p.y < 0 || p.x > rect.width || p.y > rect.height) return null;
  let hit: MarkHit | null = null;
  let nearest = radius;
  for (const marks of layers) {
    for (let i = 0; i < marks.count; i += 1) {
      const d = distance(marks, i, rect.width, rect.height, p);
      if (d <= nearest) {
        nearest = d;
        hit = { marks, index: i };
      }
    }
  }
  return hit;
}
