/**
 * Annotation layers drawn on line, bar and area charts (D2.33): a formula's line over the x range, a native or table
 * layer's events (vertical lines) and intervals (shaded bands), and another chart's series as lines. Each layer is one
 * mark layer of its own, so its width, colour, opacity and line style (dashes cut into short paths) are its own.
 */
import type { AnnotationLayer } from '../../../core/query';
import { compileFormula } from '../../../core/explore';
import type { AnnotationTip, MarkLayer, RGBA } from '../../model';
import { toRGBA } from '../../colors';
import { toEpochMs } from './data';
import { PathBuilder, PointBuilder, PolygonBuilder } from './marks';

/** Where the chart's x and y values sit in normalised plot space, and the plot's size in pixels. */
export interface AnnotationFrame {
  /** The x range shown, in data units (epoch ms or numbers). */
  xDomain: [number, number];
  xOf: (x: number) => number;
  yOf: (y: number) => number;
  plotPx: { width: number; height: number };
  /** The chart's colour of a label, for a layer with no colour of its own. */
  colorOf: (label: string) => string;
}

/** Superset's parseAnnotationOpacity: low, medium and high, else opaque. */
const OPACITY: Readonly<Record<string, number>> = { opacityLow: 0.2, opacityMedium: 0.5, opacityHigh: 0.8 };

/** Dash and gap lengths in pixels of each line style; a solid line has none. */
const DASHES: Readonly<Record<string, readonly [number, number]>> = {
  dashed: [6, 4],
  longDashed: [12, 4],
  dotted: [2, 3],
};

/** Radius of a time-series layer's markers (Superset's default marker size of 6 across). */
const MARKER_RADIUS_PX = 3;

/** Formula lines are sampled this many times across the x range. */
const FORMULA_SAMPLES = 200;

type Row = Record<string, unknown>;

/**
 * Where x value `v` falls on a band axis whose bands hold the ascending `xValues`: between the centres of the bands
 * either side, in proportion; NaN outside the first and last centres.
 */
export function bandPosition(xValues: ArrayLike<number>, v: number, bandWidth: number): number {
  for (let i = 0; i < xValues.length; i += 1) {
    const here = xValues[i] as number;
    if (v === here) return (i + 0.5) * bandWidth;
    const next = xValues[i + 1];
    if (next !== undefined && v > here && v < next) return (i + 0.5 + (v - here) / (next - here)) * bandWidth;
  }
  return NaN;
}

/** The rows of a layer's data: a native layer's `records`, or a chart's `data`. */
function rowsOf(data: unknown): Row[] {
  if (data === null || typeof data !== 'object') return [];
  const d = data as { records?: unknown; data?: unknown };
  const rows = Array.isArray(d.records) ? d.records : Array.isArray(d.data) ? d.data : [];
  return rows.filter((r): r is Row => r !== null && typeof r === 'object');
}

/** The layer's colour with its opacity applied; an interval with none is half see-through, as Superset's bands. */
export function annotationColor(layer: AnnotationLayer, frame: AnnotationFrame): RGBA {
  const [r, g, b, a] = toRGBA(layer.color || frame.colorOf(layer.name));
  const fallback = layer.annotationType === 'INTERVAL' ? 'opacityMedium' : '';
  return [r, g, b, Math.round(a * (OPACITY[layer.opacity || fallback] ?? 1))];
}

/** The part of segment a→b inside the plot's unit square (Liang–Barsky), with whether each end was cut; null if none. */
function clipSegment(
  ax: number,
  ay: number,
  bx: number,
  by: number,
): [number, number, number, number, boolean, boolean] | null {
  if (![ax, ay, bx, by].every(Number.isFinite)) return null;
  const dx = bx - ax;
  const dy = by - ay;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [
    [-dx, ax],
    [dx, 1 - ax],
    [-dy, ay],
    [dy, 1 - ay],
  ] as const) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return null;
  }
  return [ax + dx * t0, ay + dy * t0, ax + dx * t1, ay + dy * t1, t0 > 0, t1 < 1];
}

/**
 * Adds the polyline `flat` (normalised [x0, y0, ...]) to `paths` in the layer's style, clipped to the plot: whole when
 * solid, else cut into dashes measured in pixels along it. A non-finite point breaks the line.
 */
function addStyled(
  paths: PathBuilder,
  flat: readonly number[],
  dash: readonly [number, number] | undefined,
  color: RGBA,
  frame: AnnotationFrame,
): void {
  const { width, height } = frame.plotPx;
  let on = true;
  let left = dash ? dash[0] : Infinity;
  let joined = false;
  for (let i = 0; i + 3 < flat.length; i += 2) {
    const seg = clipSegment(flat[i] as number, flat[i + 1] as number, flat[i + 2] as number, flat[i + 3] as number);
    if (!seg) {
      paths.end(color, 0);
      joined = false;
      continue;
    }
    const [ax, ay, bx, by, cutStart, cutEnd] = seg;
    if (!joined || cutStart) {
      paths.end(color, 0);
      if (on) paths.point(ax, ay);
    }
    const total = Math.hypot((bx - ax) * width, (by - ay) * height);
    let walked = 0;
    while (dash && total - walked > left) {
      walked += left;
      const t = walked / total;
      paths.point(ax + (bx - ax) * t, ay + (by - ay) * t);
      if (on) paths.end(color, 0);
      on = !on;
      left = on ? dash[0] : dash[1];
    }
    left -= total - walked;
    if (on) paths.point(bx, by);
    joined = !cutEnd;
  }
  paths.end(color, 0);
}

/** A formula layer's line: y = f(x) sampled evenly across the x range. */
function formulaLine(layer: AnnotationLayer, frame: AnnotationFrame): number[][] {
  const f = compileFormula(String(layer.value));
  if (!f) return [];
  const [x0, x1] = frame.xDomain;
  const flat: number[] = [];
  for (let i = 0; i < FORMULA_SAMPLES; i += 1) {
    const x = x0 + ((x1 - x0) * i) / (FORMULA_SAMPLES - 1);
    flat.push(frame.xOf(x), frame.yOf(f(x)));
  }
  return [flat];
}

/** A time-series layer's lines: every numeric column of the other chart against its first (x) column. */
function timeSeriesLines(data: unknown, frame: AnnotationFrame): number[][] {
  const rows = rowsOf(data);
  const first = rows[0];
  if (!first) return [];
  // The other chart's first column is its x axis (its colnames say so; its records keep that order too).
  const colnames = (data as { colnames?: unknown }).colnames;
  const [xKey, ...keys] = Array.isArray(colnames) && colnames.length ? colnames.map(String) : Object.keys(first);
  if (xKey === undefined) return [];
  const xs = rows.map((r) => frame.xOf(toEpochMs(r[xKey])));
  return keys
    .filter((k) => rows.some((r) => typeof r[k] === 'number'))
    .map((k) => rows.flatMap((r, i) => [xs[i] as number, typeof r[k] === 'number' ? frame.yOf(r[k]) : NaN]));
}

/** A point on each value of the lines that lies inside the plot (a time-series layer's markers). */
function markersOf(lines: readonly number[][], color: RGBA, id: string): MarkLayer {
  const points = new PointBuilder();
  for (const flat of lines) {
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const x = flat[i] as number;
      const y = flat[i + 1] as number;
      if (x >= 0 && x <= 1 && y >= 0 && y <= 1) points.add(x, y, color, 0, i / 2);
    }
  }
  return points.build(id, MARKER_RADIUS_PX);
}

/** The events or intervals of a native or table layer, in data order. */
function occurrences(
  layer: AnnotationLayer,
  data: unknown,
): { start: number; end: number; title: string; description: string }[] {
  const native = layer.sourceType === 'NATIVE';
  const startKey = native ? 'start_dttm' : (layer.timeColumn ?? '');
  const endKey = native ? 'end_dttm' : (layer.intervalEndColumn ?? '');
  const titleKey = native ? 'short_descr' : (layer.titleColumn ?? '');
  const descriptionKeys = native ? ['long_descr'] : (layer.descriptionColumns ?? []);
  return rowsOf(data).map((r) => ({
    start: toEpochMs(r[startKey]),
    end: toEpochMs(r[endKey]),
    title: r[titleKey] === null || r[titleKey] === undefined ? '' : String(r[titleKey]),
    description: descriptionKeys
      .map((k) => r[k])
      .filter((v) => v !== null && v !== undefined && v !== '')
      .join('\n'),
  }));
}

/**
 * The mark layers (ids `annotation:<name>`) and tooltips of the chart's shown annotation layers, from the layers in
 * the form and the annotation data of the chart's answer (formula layers need none).
 */
export function annotationMarks(
  layers: readonly AnnotationLayer[],
  data: Readonly<Record<string, unknown>> | null,
  frame: AnnotationFrame,
): { layers: MarkLayer[]; tips: AnnotationTip[] } {
  const marks: MarkLayer[] = [];
  const tips: AnnotationTip[] = [];
  for (const layer of layers) {
    if (!layer.show) continue;
    const id = `annotation:${layer.name}`;
    const color = annotationColor(layer, frame);
    const css = layer.color || frame.colorOf(layer.name);
    const dash = DASHES[layer.style ?? 'solid'];
    const widthPx = typeof layer.width === 'number' && layer.width > 0 ? layer.width : 1;
    const type = layer.annotationType;
    if (type === 'FORMULA' || type === 'TIME_SERIES') {
      const lines = type === 'FORMULA' ? formulaLine(layer, frame) : timeSeriesLines(data?.[layer.name], frame);
      if (!layer.hideLine) {
        const paths = new PathBuilder();
        for (const flat of lines) addStyled(paths, flat, dash, color, frame);
        marks.push(paths.build(id, widthPx));
      }
      if (type === 'TIME_SERIES' && layer.showMarkers) marks.push(markersOf(lines, color, `${id}:markers`));
    } else if (type === 'EVENT') {
      const paths = new PathBuilder();
      for (const o of occurrences(layer, data?.[layer.name])) {
        const x = frame.xOf(o.start);
        if (!Number.isFinite(x)) continue;
        addStyled(paths, [x, 0, x, 1], dash, color, frame);
        tips.push({
          layer: layer.name,
          kind: 'event',
          x0: x,
          x1: x,
          title: o.title,
          description: o.description,
          color: css,
        });
      }
      marks.push(paths.build(id, widthPx));
    } else if (type === 'INTERVAL') {
      const bands = new PolygonBuilder();
      for (const [i, o] of occurrences(layer, data?.[layer.name]).entries()) {
        const x0 = frame.xOf(o.start);
        const x1 = frame.xOf(Number.isFinite(o.end) ? o.end : o.start);
        if (!Number.isFinite(x0) || !Number.isFinite(x1)) continue;
        const [l, r] = [Math.max(0, Math.min(x0, x1)), Math.min(1, Math.max(x0, x1))];
        if (l <= r) bands.rect(l, 0, r, 1, color, 0, i);
        tips.push({
          layer: layer.name,
          kind: 'interval',
          x0,
          x1,
          title: o.title,
          description: o.description,
          color: css,
        });
      }
      marks.push(bands.build(id));
    }
  }
  return { layers: marks, tips };
}

/**
 * The annotations of a horizontal chart: categories run down the plot from the top and values across it, so each
 * point (x, y) of the vertical drawing turns to (y, 1 - x) (a quarter turn, rings keep their winding), and the
 * tooltips' x to 1 - x, where the chart's own x positions are.
 */
export function turnAnnotations(drawn: { layers: MarkLayer[]; tips: AnnotationTip[] }): {
  layers: MarkLayer[];
  tips: AnnotationTip[];
} {
  for (const layer of drawn.layers) {
    const p = layer.positions;
    for (let i = 0; i + 1 < p.length; i += 2) {
      const x = p[i] as number;
      p[i] = p[i + 1] as number;
      p[i + 1] = 1 - x;
    }
  }
  return { layers: drawn.layers, tips: drawn.tips.map((t) => ({ ...t, x0: 1 - t.x0, x1: 1 - t.x1 })) };
}
