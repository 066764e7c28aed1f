/** Bubble chart: a bubble per entity at (x metric, y metric), its size from the size metric, coloured by series. */
import { getNumberFormatter } from '../../../core/format';
import { getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { XYChartModel } from '../../model';
import { colorScaleFor, toRGBA } from '../../colors';
import { extentOf, linearAxis, logAxis, tickCountFor } from '../xy/axes';
import { numbersOf, rowLabels } from '../xy/data';
import { deferred } from '../xy/deferred';
import { PointBuilder } from '../xy/marks';

/** The smallest bubble's diameter in pixels (Superset's MINIMUM_BUBBLE_SIZE). */
const MINIMUM_BUBBLE_SIZE = 5;
const MARGIN = { left: 56, right: 12, bottom: 32, top: 8, legend: 24 };

type Bounds = [number | null, number | null];

/** Builds the bubble chart's model; rows lacking x, y or size are not drawn. */
export function transformBubbleProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): XYChartModel {
  const result = results[0];
  const entity = formData.entity ? getColumnLabel(formData.entity as QueryColumn) : '';
  const seriesColumn = formData.series ? getColumnLabel(formData.series as QueryColumn) : null;
  const [xs, ys, sizes] = (['x', 'y', 'size'] as const).map((key) =>
    numbersOf(result, getMetricLabel(formData[key] as QueryMetric)),
  ) as [Float64Array, Float64Array, Float64Array];
  const names = rowLabels(result, [entity], entity);
  const groups = seriesColumn ? rowLabels(result, [seriesColumn], '') : names;
  const rows = result?.records ?? 0;
  const logX = Boolean(formData.logXAxis);
  const logY = Boolean(formData.logYAxis);
  // On a logarithmic axis a value of zero or less has no place: its bubble is not drawn.
  const drawn = Array.from({ length: rows }, (_, i) => i).filter(
    (i) =>
      Number.isFinite(xs[i]) &&
      Number.isFinite(ys[i]) &&
      Number.isFinite(sizes[i]) &&
      (!logX || (xs[i] as number) > 0) &&
      (!logY || (ys[i] as number) > 0),
  );

  const seriesIndex = new Map<string, number>();
  for (const i of drawn)
    if (!seriesIndex.has(groups[i] as string)) seriesIndex.set(groups[i] as string, seriesIndex.size);
  const colorOf = colorScaleFor(formData, context);
  const series = [...seriesIndex.keys()].map((label) => ({ label, color: colorOf(label) }));

  const plotWidth = Math.max(1, context.width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, context.height - MARGIN.bottom - MARGIN.top - MARGIN.legend);
  const xFormat = getNumberFormatter(formData.x_axis_format as string | undefined);
  const yFormat = getNumberFormatter(formData.y_axis_format as string | undefined);
  const sizeFormat = getNumberFormatter(formData.tooltipSizeFormat as string | undefined);
  const axisOf = (
    values: Float64Array,
    log: boolean,
    truncate: unknown,
    bounds: unknown,
    title: unknown,
    px: number,
    format: (v: number) => string,
  ) => {
    const extent = extentOf(drawn.map((i) => values[i] as number));
    if (log) return logAxis(extent, { format, title: String(title ?? '') });
    return linearAxis(extent, {
      ticks: tickCountFor(px),
      format,
      title: String(title ?? ''),
      includeZero: !truncate,
      ...(truncate && Array.isArray(bounds) ? { bounds: bounds as Bounds } : {}),
    });
  };
  const xAxis = axisOf(
    xs,
    logX,
    formData.truncateXAxis,
    formData.xAxisBounds,
    formData.x_axis_label,
    plotWidth,
    xFormat,
  );
  const yAxis = axisOf(
    ys,
    logY,
    formData.truncateYAxis,
    formData.y_axis_bounds,
    formData.y_axis_label,
    plotHeight,
    yFormat,
  );

  const sizeExtent = extentOf(drawn.map((i) => sizes[i] as number)) ?? [0, 0];
  const spread = sizeExtent[1] - sizeExtent[0];
  const maxBubble = Number(formData.max_bubble_size ?? 25);
  const opacity = typeof formData.opacity === 'number' ? formData.opacity : 0.6;
  const points = new PointBuilder();
  for (const i of drawn) {
    const s = seriesIndex.get(groups[i] as string) as number;
    const [r, g, b] = toRGBA((series[s] as { color: string }).color);
    const diameter =
      (spread > 0 ? (((sizes[i] as number) - sizeExtent[0]) / spread) * maxBubble * 2 : 0) + MINIMUM_BUBBLE_SIZE;
    points.add(
      xAxis.normalise(xs[i] as number),
      yAxis.normalise(ys[i] as number),
      [r, g, b, Math.round(opacity * 255)],
      s,
      i,
      diameter / 2,
    );
  }

  const model: XYChartModel = {
    type: 'xy',
    vizType: formData.viz_type,
    orientation: 'vertical',
    xAxis: xAxis.axis,
    yAxis: yAxis.axis,
    series,
    xLabels: names,
    xPositions: Float32Array.from(xs, (x) => (Number.isFinite(x) ? xAxis.normalise(x) : NaN)),
    valueLabels: [],
    layers: [points.build('bubbles', MINIMUM_BUBBLE_SIZE / 2)],
    legend: series.map(({ label, color }) => ({ label, color })),
    showLegend: formData.show_legend === undefined ? true : Boolean(formData.show_legend),
  };
  return deferred(model, 'valueLabels', () => {
    const labels = series.map(() => new Array<string>(rows).fill(''));
    for (const i of drawn) {
      const row = labels[seriesIndex.get(groups[i] as string) as number] as string[];
      row[i] =
        `x: ${xFormat(xs[i] as number)} · y: ${yFormat(ys[i] as number)} · size: ${sizeFormat(sizes[i] as number)}`;
    }
    return labels;
  });
}
