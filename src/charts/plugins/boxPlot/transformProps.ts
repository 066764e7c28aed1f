/** Box plot: the boxplot operation's statistics per group and metric → boxes, whiskers, medians and outliers. */
import { getNumberFormatter } from '../../../core/format';
import { ensureArray, getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { RGBA, XYChartModel } from '../../model';
import { colorScaleFor, toRGBA } from '../../colors';
import { verboseNamer } from '../../verbose';
import { categoryAxes, categoryModel } from '../xy/categoryBars';
import { cellsOf, numbersOf, rowLabels, toNumber } from '../xy/data';
import { PathBuilder, PointBuilder, PolygonBuilder } from '../xy/marks';

const STATS = ['min', 'q1', 'median', 'q3', 'max', 'mean', 'count'] as const;
type Stat = (typeof STATS)[number];

/** A cell of the outliers column as numbers: a list, or a list's JSON text. */
export function outliersOf(cell: unknown): number[] {
  let list: unknown = cell;
  if (typeof cell === 'string') {
    try {
      list = JSON.parse(cell);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list) && !(ArrayBuffer.isView(list) && !(list instanceof DataView))) return [];
  return Array.from(list as ArrayLike<unknown>, toNumber).filter(Number.isFinite);
}

/** Builds the box plot's model: a band per group, a box per metric within it. */
export function transformBoxPlotProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): XYChartModel {
  const result = results[0];
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined).map(getColumnLabel);
  const metrics = ensureArray(formData.metrics as QueryMetric[] | undefined).map(getMetricLabel);
  const count = result?.records ?? 0;
  const name = verboseNamer(formData, context);
  const groups = rowLabels(result, groupby, 'All');
  const stat = metrics.map(
    (m) => Object.fromEntries(STATS.map((s) => [s, numbersOf(result, `${m}__${s}`)])) as Record<Stat, Float64Array>,
  );
  const outliers = metrics.map((m) => cellsOf(result, `${m}__outliers`).map(outliersOf));

  let lo = Infinity;
  let hi = -Infinity;
  stat.forEach((s, m) => {
    for (let row = 0; row < count; row += 1) {
      for (const v of [s.min[row] as number, s.max[row] as number, ...(outliers[m]?.[row] ?? [])]) {
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
    }
  });
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const axes = categoryAxes(groups, lo <= hi ? [lo, hi] : undefined, formData, context, format);
  const y = axes.y.normalise;
  const colorOf = colorScaleFor(formData, context);
  const colors = metrics.map((m) => colorOf(m));

  const boxes = new PolygonBuilder();
  const whiskers = new PathBuilder();
  const points = new PointBuilder();
  const inner = (axes.x.bandWidth * 0.6) / Math.max(1, metrics.length);
  stat.forEach((s, m) => {
    const rgba = toRGBA(colors[m] as string);
    const fill: RGBA = [rgba[0], rgba[1], rgba[2], 96];
    for (let row = 0; row < count; row += 1) {
      const [min, q1, median, q3, max] = [s.min[row], s.q1[row], s.median[row], s.q3[row], s.max[row]] as number[];
      if (![min, q1, median, q3, max].every(Number.isFinite)) continue;
      const centre = axes.x.normalise(row) + (m - (metrics.length - 1) / 2) * inner;
      const [l, r] = [centre - inner / 2, centre + inner / 2];
      boxes.rect(l, y(q1 as number), r, y(q3 as number), fill, m, row);
      whiskers.add([centre, y(min as number), centre, y(q1 as number)], rgba, m);
      whiskers.add([centre, y(q3 as number), centre, y(max as number)], rgba, m);
      whiskers.add([centre - inner / 4, y(min as number), centre + inner / 4, y(min as number)], rgba, m);
      whiskers.add([centre - inner / 4, y(max as number), centre + inner / 4, y(max as number)], rgba, m);
      whiskers.add([l, y(median as number), r, y(median as number)], rgba, m);
      for (const v of outliers[m]?.[row] ?? []) points.add(centre, y(v), rgba, m, row);
    }
  });

  const summary = (s: Record<Stat, Float64Array>, m: number, row: number): string => {
    if (!Number.isFinite(s.median[row])) return '';
    const n = (a: Float64Array): string => format(a[row] as number);
    return `Max ${n(s.max)} · Q3 ${n(s.q3)} · Median ${n(s.median)} · Q1 ${n(s.q1)} · Min ${n(s.min)} · Mean ${n(s.mean)} · Count ${n(s.count)} · Outliers ${outliers[m]?.[row]?.length ?? 0}`;
  };
  return categoryModel(
    formData,
    groups,
    metrics.map((label, m) => ({ label: name(label), color: colors[m] as string })),
    axes,
    [boxes.build('boxes'), whiskers.build('whiskers', 1.5), points.build('outliers', 3)],
    () => stat.map((s, m) => Array.from({ length: count }, (_, row) => summary(s, m, row))),
  );
}
