/** Builders of mark layers: accumulate shapes, then hand out typed arrays once. */
import type { MarkLayer, RGBA } from '../../model';

type TypedArray = Float32Array | Uint8Array | Uint32Array;

/**
 * A typed array that grows as values are pushed: marks are written once, straight into the type they are handed
 * out in, with no JS array of boxed numbers to grow and copy on the way (what made the builders allocation-heavy).
 */
class Grown<T extends TypedArray> {
  array: T;
  length = 0;

  constructor(private readonly make: (size: number) => T) {
    this.array = make(64);
  }

  /** Room for `n` more values. */
  reserve(n: number): void {
    const needed = this.length + n;
    if (needed <= this.array.length) return;
    let size = this.array.length * 2;
    while (size < needed) size *= 2;
    const next = this.make(size);
    next.set(this.array);
    this.array = next;
  }

  push(value: number): void {
    this.reserve(1);
    this.array[this.length] = value;
    this.length += 1;
  }

  push2(a: number, b: number): void {
    this.reserve(2);
    this.array[this.length] = a;
    this.array[this.length + 1] = b;
    this.length += 2;
  }

  /** `color` repeated `times` times. */
  pushColor(color: RGBA, times: number): void {
    this.reserve(4 * times);
    const [r, g, b, a] = color;
    const array = this.array;
    for (let i = this.length, end = this.length + 4 * times; i < end; i += 4) {
      array[i] = r;
      array[i + 1] = g;
      array[i + 2] = b;
      array[i + 3] = a;
    }
    this.length += 4 * times;
  }

  truncate(length: number): void {
    this.length = length;
  }

  /** The values pushed, as an array of their own length. */
  take(): T {
    return this.array.slice(0, this.length) as T;
  }
}

const floats = (): Grown<Float32Array> => new Grown((n) => new Float32Array(n));
const bytes = (): Grown<Uint8Array> => new Grown((n) => new Uint8Array(n));
const uints = (): Grown<Uint32Array> => new Grown((n) => new Uint32Array(n));

/** Paths (polylines), one colour each, stored per vertex. */
export class PathBuilder {
  private readonly positions = floats();
  private readonly starts = uints();
  private readonly colors = bytes();
  private readonly series = uints();
  /** Where the path being added began, in values of `positions`; -1 when none is open. */
  private open = -1;

  /** Adds a vertex to the path being added, opening one if none is. */
  point(x: number, y: number): void {
    if (this.open < 0) this.open = this.positions.length;
    this.positions.push2(x, y);
  }

  /** Ends the path being added with its colour; one of fewer than two points is dropped. */
  end(color: RGBA, seriesIndex: number): void {
    const open = this.open;
    this.open = -1;
    if (open < 0) return;
    const vertices = (this.positions.length - open) / 2;
    if (vertices < 2) {
      this.positions.truncate(open);
      return;
    }
    this.starts.push(open / 2);
    this.colors.pushColor(color, vertices);
    this.series.push(seriesIndex);
  }

  /** Adds a polyline of flat [x0, y0, x1, y1, ...]; fewer than two points are skipped. */
  add(flat: readonly number[], color: RGBA, seriesIndex: number): void {
    for (let i = 0; i + 1 < flat.length; i += 2) this.point(flat[i] as number, flat[i + 1] as number);
    this.end(color, seriesIndex);
  }

  build(id: string, widthPx: number): MarkLayer {
    return {
      kind: 'path',
      id,
      count: this.starts.length,
      positions: this.positions.take(),
      startIndices: this.starts.take(),
      colors: this.colors.take(),
      widthPx,
      series: this.series.take(),
    };
  }
}

/** Filled polygons given as closed counter-clockwise rings (y up). */
export class PolygonBuilder {
  private readonly positions = floats();
  private readonly starts = uints();
  private readonly colors = bytes();
  private readonly series = uints();
  private readonly datum = uints();

  /** Adds a ring of flat [x0, y0, ...]; it is closed and turned counter-clockwise here. */
  add(flat: number[], color: RGBA, seriesIndex: number, datumIndex: number): void {
    if (flat.length < 6) return;
    const ring = signedArea(flat) < 0 ? reverseRing(flat) : flat.slice();
    if (ring[0] !== ring[ring.length - 2] || ring[1] !== ring[ring.length - 1]) ring.push(ring[0] ?? 0, ring[1] ?? 0);
    this.starts.push(this.positions.length / 2);
    for (let i = 0; i + 1 < ring.length; i += 2) this.positions.push2(ring[i] as number, ring[i + 1] as number);
    this.colors.pushColor(color, ring.length / 2);
    this.series.push(seriesIndex);
    this.datum.push(datumIndex);
  }

  /** Adds an axis-aligned rectangle: the ring `add` would make of its corners, without the intermediate arrays. */
  rect(x0: number, y0: number, x1: number, y1: number, color: RGBA, seriesIndex: number, datumIndex: number): void {
    const l = x0 <= x1 ? x0 : x1;
    const r = x0 <= x1 ? x1 : x0;
    const b = y0 <= y1 ? y0 : y1;
    const t = y0 <= y1 ? y1 : y0;
    // Corners in this order are counter-clockwise already. As in `add`, the ring is closed with its first corner
    // unless its last corner (l, t) already is that corner (l, b): a rectangle of no height (or a NaN left edge,
    // which equals nothing, gets the closing corner too).
    const first = this.positions.length / 2;
    this.starts.push(first);
    this.positions.push2(l, b);
    this.positions.push2(r, b);
    this.positions.push2(r, t);
    this.positions.push2(l, t);
    if (b !== t || Number.isNaN(l)) this.positions.push2(l, b);
    this.colors.pushColor(color, this.positions.length / 2 - first);
    this.series.push(seriesIndex);
    this.datum.push(datumIndex);
  }

  build(id: string): MarkLayer {
    return {
      kind: 'polygon',
      id,
      count: this.starts.length,
      positions: this.positions.take(),
      startIndices: this.starts.take(),
      colors: this.colors.take(),
      series: this.series.take(),
      datum: this.datum.take(),
    };
  }
}

/** Points: circles of one pixel radius, or each of its own radius when every point is added with one (bubbles). */
export class PointBuilder {
  private readonly positions = floats();
  private readonly colors = bytes();
  private readonly series = uints();
  private readonly datum = uints();
  private readonly radii = floats();

  add(x: number, y: number, color: RGBA, seriesIndex: number, datumIndex: number, radiusPx?: number): void {
    this.positions.push2(x, y);
    this.colors.pushColor(color, 1);
    this.series.push(seriesIndex);
    this.datum.push(datumIndex);
    if (radiusPx !== undefined) this.radii.push(radiusPx);
  }

  build(id: string, radiusPx: number): MarkLayer {
    const sized = this.radii.length > 0 && this.radii.length === this.series.length;
    return {
      kind: 'point',
      id,
      count: this.series.length,
      positions: this.positions.take(),
      colors: this.colors.take(),
      radiusPx,
      ...(sized ? { radii: this.radii.take() } : {}),
      series: this.series.take(),
      datum: this.datum.take(),
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
