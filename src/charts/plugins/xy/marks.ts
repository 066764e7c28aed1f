/** Builders of mark layers: accumulate shapes, then hand out typed arrays once. */
import type { MarkLayer, RGBA } from '../../model';

/** Paths (polylines), one colour each, stored per vertex. */
export class PathBuilder {
  private readonly positions: number[] = [];
  private readonly starts: number[] = [];
  private readonly colors: number[] = [];
  private readonly series: number[] = [];

  /** Adds a polyline of flat [x0, y0, x1, y1, ...]; fewer than two points are skipped. */
  add(flat: number[], color: RGBA, seriesIndex: number): void {
    if (flat.length < 4) return;
    this.starts.push(this.positions.length / 2);
    for (const v of flat) this.positions.push(v);
    for (let i = 0; i < flat.length / 2; i += 1) this.colors.push(color[0], color[1], color[2], color[3]);
    this.series.push(seriesIndex);
  }

  build(id: string, widthPx: number): MarkLayer {
    return {
      kind: 'path',
      id,
      count: this.starts.length,
      positions: new Float32Array(this.positions),
      startIndices: new Uint32Array(this.starts),
      colors: new Uint8Array(this.colors),
      widthPx,
      series: new Uint32Array(this.series),
    };
  }
}

/** Filled polygons given as closed counter-clockwise rings (y up). */
export class PolygonBuilder {
  private readonly positions: number[] = [];
  private readonly starts: number[] = [];
  private readonly colors: number[] = [];
  private readonly series: number[] = [];
  private readonly datum: number[] = [];

  /** Adds a ring of flat [x0, y0, ...]; it is closed and turned counter-clockwise here. */
  add(flat: number[], color: RGBA, seriesIndex: number, datumIndex: number): void {
    if (flat.length < 6) return;
    const ring = signedArea(flat) < 0 ? reverseRing(flat) : flat.slice();
    if (ring[0] !== ring[ring.length - 2] || ring[1] !== ring[ring.length - 1]) ring.push(ring[0] ?? 0, ring[1] ?? 0);
    this.starts.push(this.positions.length / 2);
    for (const v of ring) this.positions.push(v);
    for (let i = 0; i < ring.length / 2; i += 1) this.colors.push(color[0], color[1], color[2], color[3]);
    this.series.push(seriesIndex);
    this.datum.push(datumIndex);
  }

  /** Adds an axis-aligned rectangle: the ring `add` would make of its corners, without the intermediate arrays. */
  rect(x0: number, y0: number, x1: number, y1: number, color: RGBA, seriesIndex: number, datumIndex: number): void {
    const l = x0 <= x1 ? x0 : x1;
    const r = x0 <= x1 ? x1 : x0;
    const b = y0 <= y1 ? y0 : y1;
    const t = y0 <= y1 ? y1 : y0;
    // Corners in this order are counter-clockwise already; the ring closes unless its last corner is its first.
    this.starts.push(this.positions.length / 2);
    this.positions.push(l, b, r, b, r, t, l, t);
    if (l !== l || b !== t) this.positions.push(l, b);
    const vertices = this.positions.length / 2 - (this.starts[this.starts.length - 1] as number);
    for (let i = 0; i < vertices; i += 1) this.colors.push(color[0], color[1], color[2], color[3]);
    this.series.push(seriesIndex);
    this.datum.push(datumIndex);
  }

  build(id: string): MarkLayer {
    return {
      kind: 'polygon',
      id,
      count: this.starts.length,
      positions: new Float32Array(this.positions),
      startIndices: new Uint32Array(this.starts),
      colors: new Uint8Array(this.colors),
      series: new Uint32Array(this.series),
      datum: new Uint32Array(this.datum),
    };
  }
}

/** Points (circles of a fixed pixel radius). */
export class PointBuilder {
  private readonly positions: number[] = [];
  private readonly colors: number[] = [];
  private readonly series: number[] = [];
  private readonly datum: number[] = [];

  add(x: number, y: number, color: RGBA, seriesIndex: number, datumIndex: number): void {
    this.positions.push(x, y);
    this.colors.push(color[0], color[1], color[2], color[3]);
    this.series.push(seriesIndex);
    this.datum.push(datumIndex);
  }

  build(id: string, radiusPx: number): MarkLayer {
    return {
      kind: 'point',
      id,
      count: this.series.length,
      positions: new Float32Array(this.positions),
      colors: new Uint8Array(this.colors),
      radiusPx,
      series: new Uint32Array(this.series),
      datum: new Uint32Array(this.datum),
    };
  }
}

function signedArea(flat: number[]): number {
  let sum = 0;
  const n = flat.length / 2;
  for (let i = 0; i < n; i += 1) {
    const j = (i + 1) % n;
    sum += (flat[2 * i] ?? 0) * (flat[2 * j + 1] ?? 0) - (flat[2 * j] ?? 0) * (flat[2 * i + 1] ?? 0);
  }
  return sum / 2;
}

function reverseRing(flat: number[]): number[] {
  const out: number[] = [];
  for (let i = flat.length - 2; i >= 0; i -= 2) out.push(flat[i] ?? 0, flat[i + 1] ?? 0);
  return out;
}
