/**
 * Colours from a metric, as Superset's deck.gl polygon colours its shapes (color_scheme_type): a fixed colour, a
 * linear palette over buckets (break_points, else num_buckets equal steps over the values' extent) or colour
 * breakpoints ({minValue, maxValue, color} each, default_breakpoint_color elsewhere). A value outside every bucket
 * of the palette is not filled. Each bucket is a legend entry.
 */
import type { ChartPropsContext, QueryFormData } from '../../../core/chart-plugin';
import { getSequentialSchemeRegistry } from '../../../core/color';
import { getNumberFormatter } from '../../../core/format';
import { toRGBA } from '../../colors';
import type { LegendItem, RGBA } from '../../model';
import { pickedColor } from './shapes';

/** Superset's color_scheme_type choices. */
export type ColorSchemeType = 'fixed_color' | 'linear_palette' | 'color_breakpoints';

/** Superset's default linear scheme and bucket count of the deck.gl charts. */
export const DEFAULT_LINEAR_SCHEME = 'superset_seq_1';
export const DEFAULT_BUCKETS = 5;

const TRANSPARENT: RGBA = [0, 0, 0, 0];

/** The form's colour scheme type: its own, else the palette when a metric colours the shapes. */
export function colorSchemeTypeOf(formData: QueryFormData, hasMetric: boolean): ColorSchemeType {
  const t = formData.color_scheme_type;
  if (t === 'fixed_color' || t === 'color_breakpoints') return t;
  if (t === 'linear_palette') return hasMetric ? t : 'fixed_color';
  return hasMetric ? 'linear_palette' : 'fixed_color';
}

/** The bucket edges of a palette: the break points given (sorted), else `num_buckets` steps over the extent. */
export function bucketEdges(formData: QueryFormData, values: ArrayLike<number>): number[] {
  const given = (Array.isArray(formData.break_points) ? formData.break_points : [])
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (given.length >= 2) return given;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i] as number;
    if (Number.isFinite(v)) {
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
  }
  if (min > max) return [];
  const n = Math.max(1, Math.round(Number(formData.num_buckets ?? DEFAULT_BUCKETS)) || DEFAULT_BUCKETS);
  if (min === max) return [min, max];
  return Array.from({ length: n + 1 }, (_, k) => min + ((max - min) * k) / n);
}

/** The bucket of a value among edges (the last one closed), or -1 outside them. */
export function bucketOf(value: number, edges: readonly number[]): number {
  if (!Number.isFinite(value) || edges.length < 2) return -1;
  if (value < edges[0]! || value > edges[edges.length - 1]!) return -1;
  for (let k = 0; k < edges.length - 1; k += 1) if (value < edges[k + 1]!) return k;
  return edges.length - 2;
}

interface Breakpoint {
  min: number;
  max: number;
  color: RGBA;
}

function breakpointsOf(formData: QueryFormData, context: ChartPropsContext): Breakpoint[] {
  const list = Array.isArray(formData.color_breakpoints) ? (formData.color_breakpoints as unknown[]) : [];
  return list.flatMap((item) => {
    const b = (item ?? {}) as { minValue?: unknown; maxValue?: unknown; color?: unknown };
    const min = Number(b.minValue);
    const max = Number(b.maxValue);
    if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
    return [{ min, max, color: pickedColor({ ...formData, c: b.color }, 'c', context) }];
  });
}

const css = ([r, g, b, a]: RGBA): string => `rgba(${r},${g},${b},${Number((a / 255).toFixed(3))})`;

/** A colour per value by the form's scheme, and the legend of its buckets. */
export function metricColors(
  formData: QueryFormData,
  values: Float64Array | null,
  fixed: RGBA,
  context: ChartPropsContext,
): { colorOf: (i: number) => RGBA; legend: LegendItem[] } {
  const type = colorSchemeTypeOf(formData, values !== null);
  const format = getNumberFormatter((formData.legend_format as string | null | undefined) ?? undefined);
  if (type === 'fixed_color' || !values) return { colorOf: () => fixed, legend: [] };
  if (type === 'color_breakpoints') {
    const points = breakpointsOf(formData, context);
    const fallback = pickedColor(formData, 'default_breakpoint_color', context);
    return {
      colorOf: (i) => {
        const v = values[i] as number;
        return points.find((p) => v >= p.min && v <= p.max)?.color ?? fallback;
      },
      legend: points.map((p) => ({ label: `${format(p.min)} - ${format(p.max)}`, color: css(p.color) })),
    };
  }
  const edges = bucketEdges(formData, values);
  const buckets = Math.max(0, edges.length - 1);
  const scheme = getSequentialSchemeRegistry().resolve(
    (formData.linear_color_scheme as string | undefined) ?? DEFAULT_LINEAR_SCHEME,
  );
  const palette = (scheme?.getColors(Math.max(2, buckets)) ?? []).slice(0, buckets).map(toRGBA);
  return {
    colorOf: (i) => palette[bucketOf(values[i] as number, edges)] ?? TRANSPARENT,
    legend: palette.map((color, k) => ({
      label: `${format(edges[k]!)} - ${format(edges[k + 1]!)}`,
      color: css(color),
    })),
  };
}
