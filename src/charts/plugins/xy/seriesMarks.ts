/** The marks of x/y series (bars, areas, lines, points) from their stacked values: shared by every x/y chart type. */
import type { MarkLayer, RGBA } from '../../model';
import { extentOf } from './axes';
import { traceCurve } from './curves';
import type { Curve } from './curves';
import { PathBuilder, PointBuilder, PolygonBuilder } from './marks';

/** How a time-series chart draws its series. */
export type SeriesType = 'line' | 'bar' | 'area' | 'scatter';

/** Stacking of the series: none, on each other, or on each other as shares of 100%. */
export type StackMode = 'none' | 'stack' | 'expand';

/** Each series' base and top per datum: stacked series sit on the running total of the earlier ones. */
export interface StackedSeries {
  base: Float64Array[];
  top: Float64Array[];
}

/** Stacks the series, positives and negatives apart; missing values stay missing at the top. */
export function stackSeries(values: readonly Float64Array[], count: number, stack: StackMode): StackedSeries {
  const base = values.map(() => new Float64Array(count));
  const top = values.map((v) => Float64Array.from(v));
  if (stack === 'none') return { base, top };
  const pos = new Float64Array(count);
  const neg = new Float64Array(count);
  const totals = new Float64Array(count);
  if (stack === 'expand')
    values.forEach((v) => v.forEach((x, i) => (totals[i] = (totals[i] ?? 0) + (Number.isFinite(x) ? Math.abs(x) : 0))));
  values.forEach((v, s) => {
    for (let i = 0; i < count; i += 1) {
      let x = Number.isFinite(v[i]) ? (v[i] as number) : 0;
      if (stack === 'expand') x = totals[i] ? x / (totals[i] as number) : 0;
      const acc = x >= 0 ? pos : neg;
      (base[s] as Float64Array)[i] = acc[i] as number;
      acc[i] = (acc[i] as number) + x;
      (top[s] as Float64Array)[i] = Number.isFinite(v[i]) ? (acc[i] as number) : NaN;
    }
  });
  return { base, top };
}

/** The finite extent of every value of `arrays`, without gathering them into one array. */
export function extentOfAll(arrays: readonly Float64Array[]): [number, number] | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const array of arrays) {
    const extent = extentOf(array);
    if (!extent) continue;
    if (extent[0] < min) min = extent[0];
    if (extent[1] > max) max = extent[1];
  }
  return min <= max ? [min, max] : undefined;
}

/** What the marks of a group of series need: their values, where each datum sits, and how they look. */
export interface SeriesMarksInput {
  seriesType: SeriesType;
  curve: Curve;
  stack: StackMode;
  horizontal: boolean;
  count: number;
  values: readonly Float64Array[];
  stacked: StackedSeries;
  /** Normalised position of datum i along the category axis, and of a value along the value axis. */
  xPos: (i: number) => number;
  yPos: (value: number) => number;
  colors: readonly RGBA[];
  /** Band width of a datum (bars), how many bar slots share a band and which slot the first series takes. */
  bandWidth: number;
  barSlots: number;
  firstBarSlot: number;
  /** Index of the first series among every series of the chart (what a pick reports). */
  firstSeries: number;
  opacity: number;
  markers: boolean;
  markerSize: number;
  /** Appended to each layer's id, so two groups of one chart keep apart. */
  idSuffix: string;
}

/** The bars, areas, lines and points of a group of series. */
export function seriesMarks(input: SeriesMarksInput): MarkLayer[] {
  const { seriesType, stack, horizontal, count, values, xPos, yPos, colors, firstSeries, idSuffix } = input;
  const { base, top } = input.stacked;
  const layers: MarkLayer[] = [];

  if (seriesType === 'bar') {
    const bars = new PolygonBuilder();
    const inner = (input.bandWidth * 0.8) / Math.max(1, input.barSlots);
    values.forEach((v, s) => {
      const slot = stack === 'none' ? input.firstBarSlot + s : input.firstBarSlot;
      const offset = (slot - (input.barSlots - 1) / 2) * inner * (horizontal ? -1 : 1);
      for (let i = 0; i < count; i += 1) {
        if (!Number.isFinite(v[i])) continue;
        const centre = xPos(i);
        const y0 = yPos(stack === 'none' ? 0 : ((base[s] as Float64Array)[i] as number));
        const y1 = yPos((top[s] as Float64Array)[i] as number);
        const c0 = centre + offset - inner / 2;
        const c1 = centre + offset + inner / 2;
        if (horizontal) bars.rect(y0, c0, y1, c1, colors[s] as RGBA, firstSeries + s, i);
        else bars.rect(c0, y0, c1, y1, colors[s] as RGBA, firstSeries + s, i);
      }
    });
    layers.push(bars.build(`bars${idSuffix}`));
  }

  if (seriesType === 'area') {
    const areas = new PolygonBuilder();
    values.forEach((_, s) => {
      const ring: number[] = [];
      const under: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const t = (top[s] as Float64Array)[i] as number;
        const b = stack === 'none' ? 0 : ((base[s] as Float64Array)[i] as number);
        ring.push(xPos(i), yPos(Number.isFinite(t) ? t : b));
        under.push(xPos(i), yPos(b));
      }
      for (let i = under.length - 2; i >= 0; i -= 2) ring.push(under[i] as number, under[i + 1] as number);
      const [r, g, b] = colors[s] as RGBA;
      areas.add(ring, [r, g, b, Math.round(input.opacity * 255)], firstSeries + s, 0);
    });
    layers.push(areas.build(`areas${idSuffix}`));
  }

  if (seriesType === 'line' || seriesType === 'area') {
    const lines = new PathBuilder();
    const runX: number[] = [];
    const runY: number[] = [];
    const emit = horizontal ? (x: number, y: number) => lines.point(y, x) : (x: number, y: number) => lines.point(x, y);
    top.forEach((t, s) => {
      for (let i = 0; i <= count; i += 1) {
        const v = t[i];
        if (i < count && v !== undefined && Number.isFinite(v)) {
          runX.push(xPos(i));
          runY.push(yPos(v));
        } else {
          traceCurve(runX, runY, input.curve, emit);
          lines.end(colors[s] as RGBA, firstSeries + s);
          runX.length = 0;
          runY.length = 0;
        }
      }
    });
    layers.push(lines.build(`lines${idSuffix}`, 2));
  }

  if (seriesType === 'scatter' || input.markers) {
    const points = new PointBuilder();
    top.forEach((t, s) => {
      for (let i = 0; i < count; i += 1) {
        const v = t[i];
        if (v === undefined || !Number.isFinite(v)) continue;
        const x = xPos(i);
        const y = yPos(v);
        if (horizontal) points.add(y, x, colors[s] as RGBA, firstSeries + s, i);
        else points.add(x, y, colors[s] as RGBA, firstSeries + s, i);
      }
    });
    layers.push(points.build(`points${idSuffix}`, input.markerSize / 2));
  }
  return layers;
}
