/** Waterfall: the metric per x value (its breakdown summed) → bars floating on the running total, and the total. */
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import { getMetricLabel, getXAxisLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import { rgbaToString } from '../../../core/color';
import type { RGBA as PickerColor } from '../../../core/color';
import type { QueryMetric } from '../../../core/query';
import type { XYChartModel } from '../../model';
import { toRGBA } from '../../colors';
import { categoryAxes, categoryModel } from '../xy/categoryBars';
import { cellsOf, isTemporalColumn, numbersOf, toEpochMs } from '../xy/data';
import { PolygonBuilder } from '../xy/marks';

/** Superset's default colours of the three kinds of bar. */
const DEFAULTS: Record<'increase' | 'decrease' | 'total', PickerColor> = {
  increase: { r: 90, g: 193, b: 137, a: 1 },
  decrease: { r: 224, g: 67, b: 85, a: 1 },
  total: { r: 102, g: 102, b: 102, a: 1 },
};

function colorOf(formData: QueryFormData, kind: keyof typeof DEFAULTS): string {
  const picked = formData[`${kind}_color`] as Partial<PickerColor> | undefined;
  const c = { ...DEFAULTS[kind], ...(picked && typeof picked.r === 'number' ? picked : {}) };
  return rgbaToString(c);
}

/** Builds the waterfall's model; x values keep the query's order (ascending), missing values count as 0. */
export function transformWaterfallProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): XYChartModel {
  const result = results[0];
  const xLabel = getXAxisLabel(formData);
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const temporal = result ? isTemporalColumn(result, xLabel) : false;
  const timeFormat = getTimeFormatter((formData.x_axis_time_format as string | undefined) ?? 'smart_date');
  const format = getNumberFormatter(formData.y_axis_format as string | undefined);

  // The breakdown rows of one x value add up to its change.
  const sums = new Map<string, number>();
  const xs = cellsOf(result, xLabel);
  const values = numbersOf(result, metric);
  xs.forEach((x, row) => {
    const key = temporal ? timeFormat(toEpochMs(x)) : x === null || x === undefined ? '<NULL>' : String(x);
    const v = values[row] as number;
    sums.set(key, (sums.get(key) ?? 0) + (Number.isFinite(v) ? v : 0));
  });
  const showTotal = formData.show_total === undefined ? true : Boolean(formData.show_total);
  const categories = [...sums.keys(), ...(showTotal ? ['Total'] : [])];
  const changes = [...sums.values()];
  const n = categories.length;
  const bottoms = new Float64Array(n);
  const tops = new Float64Array(n);
  const kinds = new Uint32Array(n);
  let running = 0;
  changes.forEach((change, i) => {
    bottoms[i] = Math.min(running, running + change);
    tops[i] = Math.max(running, running + change);
    kinds[i] = change >= 0 ? 0 : 1;
    running += change;
  });
  if (showTotal) {
    bottoms[n - 1] = Math.min(0, running);
    tops[n - 1] = Math.max(0, running);
    kinds[n - 1] = 2;
  }

  let lo = 0;
  let hi = 0;
  for (let i = 0; i < n; i += 1) {
    lo = Math.min(lo, bottoms[i] as number);
    hi = Math.max(hi, tops[i] as number);
  }
  const axes = categoryAxes(categories, [lo, hi], formData, context, format);
  const series = [
    { label: 'Increase', color: colorOf(formData, 'increase') },
    { label: 'Decrease', color: colorOf(formData, 'decrease') },
    { label: 'Total', color: colorOf(formData, 'total') },
  ];
  const rgba = series.map((s) => toRGBA(s.color));
  const bars = new PolygonBuilder();
  const half = axes.x.bandWidth * 0.35;
  for (let i = 0; i < n; i += 1) {
    const centre = axes.x.normalise(i);
    const kind = kinds[i] as number;
    bars.rect(
      centre - half,
      axes.y.normalise(bottoms[i] as number),
      centre + half,
      axes.y.normalise(tops[i] as number),
      rgba[kind] as (typeof rgba)[number],
      kind,
      i,
    );
  }
  return categoryModel(formData, categories, series, axes, [bars.build('bars')], () =>
    series.map((_, kind) =>
      Array.from({ length: n }, (_, i) => {
        if (kinds[i] !== kind) return '';
        return format(kind === 2 ? running : (changes[i] as number));
      }),
    ),
  );
}
