/** Line curves between a run's points: straight, smooth (monotone cubic, as ECharts' smooth line) or stepped. */

/** Where a stepped line changes value: at the earlier point, halfway, or at the later point (ECharts' step). */
export type StepMode = 'start' | 'middle' | 'end';

/** How a line joins its points. */
export type Curve = { kind: 'linear' } | { kind: 'smooth' } | { kind: 'step'; mode: StepMode };

/** Segments drawn between two points of a smooth line. */
const SMOOTH_SEGMENTS = 8;

/** Fritsch–Carlson tangents: a cubic through the points that never overshoots between two of them. */
function monotoneTangents(xs: ArrayLike<number>, ys: ArrayLike<number>): Float64Array {
  const n = xs.length;
  const slopes = new Float64Array(Math.max(0, n - 1));
  for (let i = 0; i + 1 < n; i += 1) {
    const dx = (xs[i + 1] as number) - (xs[i] as number);
    slopes[i] = dx === 0 ? 0 : ((ys[i + 1] as number) - (ys[i] as number)) / dx;
  }
  const tangents = new Float64Array(n);
  if (n < 2) return tangents;
  tangents[0] = slopes[0] as number;
  tangents[n - 1] = slopes[n - 2] as number;
  for (let i = 1; i + 1 < n; i += 1) {
    const a = slopes[i - 1] as number;
    const b = slopes[i] as number;
    tangents[i] = a * b <= 0 ? 0 : (2 * a * b) / (a + b);
  }
  return tangents;
}

/**
 * Calls `emit` with every vertex of the curve through the points (xs[i], ys[i]), in order: the points themselves
 * for a straight line, the points with the corners of each step between them, or the points with a monotone cubic's
 * samples between them.
 */
export function traceCurve(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  curve: Curve,
  emit: (x: number, y: number) => void,
): void {
  const n = xs.length;
  if (n === 0) return;
  const tangents = curve.kind === 'smooth' ? monotoneTangents(xs, ys) : null;
  emit(xs[0] as number, ys[0] as number);
  for (let i = 1; i < n; i += 1) {
    const x0 = xs[i - 1] as number;
    const y0 = ys[i - 1] as number;
    const x1 = xs[i] as number;
    const y1 = ys[i] as number;
    if (curve.kind === 'step') {
      if (curve.mode === 'start') emit(x0, y1);
      else if (curve.mode === 'end') emit(x1, y0);
      else {
        const xm = (x0 + x1) / 2;
        emit(xm, y0);
        emit(xm, y1);
      }
    } else if (tangents) {
      const h = x1 - x0;
      const m0 = (tangents[i - 1] as number) * h;
      const m1 = (tangents[i] as number) * h;
      for (let k = 1; k < SMOOTH_SEGMENTS; k += 1) {
        const t = k / SMOOTH_SEGMENTS;
        const t2 = t * t;
        const t3 = t2 * t;
        const y = (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * m0 + (-2 * t3 + 3 * t2) * y1 + (t3 - t2) * m1;
        emit(x0 + t * h, y);
      }
    }
    emit(x1, y1);
  }
}
