/** Axis domains and ticks for x/y charts, computed with d3-scale and formatted with the app's formatters. */
import { scaleLinear, scaleUtc } from 'd3-scale';
import type { AxisModel, AxisTick } from '../../model';
import { deferred } from './deferred';

/** An axis together with the mapping of its values to normalised [0, 1] plot space. */
export interface ScaledAxis {
  axis: AxisModel;
  normalise: (value: number) => number;
}

/** About one tick per 80 px along the axis, at least two. */
export function tickCountFor(lengthPx: number): number {
  return Math.max(2, Math.floor(lengthPx / 80));
}

/** Finite extent of the values, or undefined when there are none. */
export function extentOf(values: Iterable<number>): [number, number] | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? [min, max] : undefined;
}

/** A value axis: niced extent (optionally forced through zero, or bounded), ticks formatted by `format`. */
export function linearAxis(
  extent: [number, number] | undefined,
  options: {
    ticks: number;
    format: (v: number) => string;
    title?: string;
    includeZero?: boolean;
    bounds?: [number | null, number | null];
  },
): ScaledAxis {
  let [lo, hi] = extent ?? [0, 1];
  if (options.includeZero) {
    lo = Math.min(lo, 0);
    hi = Math.max(hi, 0);
  }
  if (lo === hi) {
    lo = lo === 0 ? 0 : lo - Math.abs(lo) * 0.1;
    hi = hi === 0 ? 1 : hi + Math.abs(hi) * 0.1;
  }
  const scale = scaleLinear().domain([lo, hi]).nice(options.ticks);
  const [min0, max0] = scale.domain() as [number, number];
  const min = options.bounds?.[0] ?? min0;
  const max = options.bounds?.[1] ?? max0;
  scale.domain([min, max]);
  const span = max - min || 1;
  const ticks: AxisTick[] = scale
    .ticks(options.ticks)
    .map((t) => ({ position: (t - min) / span, label: options.format(t) }));
  return {
    axis: { scale: 'linear', domain: [min, max], ticks, title: options.title ?? '' },
    normalise: (v) => (v - min) / span,
  };
}

/**
 * A logarithmic value axis (base 10) over the extent of the positive values, widened to whole powers of ten; ticks at
 * each power of ten. A value of zero or less has no place on it: `normalise` answers NaN.
 */
export function logAxis(
  extent: [number, number] | undefined,
  options: { format: (v: number) => string; title?: string },
): ScaledAxis {
  const [lo, hi] = extent ?? [1, 10];
  const p0 = Math.floor(Math.log10(lo));
  const p1 = Math.max(p0 + 1, Math.ceil(Math.log10(hi)));
  const span = p1 - p0;
  const ticks: AxisTick[] = [];
  for (let p = p0; p <= p1; p += 1) ticks.push({ position: (p - p0) / span, label: options.format(10 ** p) });
  return {
    axis: { scale: 'log', domain: [10 ** p0, 10 ** p1], ticks, title: options.title ?? '' },
    normalise: (v) => (v > 0 ? (Math.log10(v) - p0) / span : NaN),
  };
}

/** A time axis over epoch milliseconds (UTC), ticks at d3's calendar steps. */
export function timeAxis(
  extent: [number, number] | undefined,
  options: { ticks: number; format: (v: number) => string; title?: string },
): ScaledAxis {
  const [min, max] = extent ?? [0, 1];
  const span = max - min;
  if (span === 0) {
    return {
      axis: {
        scale: 'time',
        domain: [min, max],
        ticks: [{ position: 0.5, label: options.format(min) }],
        title: options.title ?? '',
      },
      normalise: () => 0.5,
    };
  }
  const scale = scaleUtc().domain([min, max]);
  const ticks = scale
    .ticks(options.ticks)
    .map((d) => ({ position: (d.getTime() - min) / span, label: options.format(d.getTime()) }));
  return {
    axis: { scale: 'time', domain: [min, max], ticks, title: options.title ?? '' },
    normalise: (v) => (v - min) / span,
  };
}

/**
 * A band axis over `count` categories: position of a category's band centre; labels thinned to fit `maxTicks`.
 * Only the ticks' labels are made now; the domain (every label) is made when read.
 */
export function bandAxis(
  count: number,
  labelOf: (index: number) => string,
  options: { maxTicks: number; title?: string },
): ScaledAxis & { bandWidth: number } {
  const bandWidth = 1 / Math.max(1, count);
  const step = Math.max(1, Math.ceil(count / Math.max(1, options.maxTicks)));
  const ticks: AxisTick[] = [];
  for (let i = 0; i < count; i += step) ticks.push({ position: (i + 0.5) * bandWidth, label: labelOf(i) });
  const axis: AxisModel = { scale: 'band', domain: [], ticks, title: options.title ?? '' };
  deferred(axis, 'domain', () => Array.from({ length: count }, (_, i) => labelOf(i)));
  return { axis, normalise: (index) => (index + 0.5) * bandWidth, bandWidth };
}
