/** Pivoted time-series results → the x/y render model (lines, bars, areas, points). */
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import { getXAxisLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { AxisModel, MarkLayer, RGBA, XYChartModel } from '../../model';
import { colorScaleFor, toRGBA } from '../../colors';
import { bandAxis, extentOf, linearAxis, tickCountFor, timeAxis } from '../xy/axes';
import type { ScaledAxis } from '../xy/axes';
import { cellsOf, isNumericColumn, isTemporalColumn, numbersOf, toEpochMs, toNumber } from '../xy/data';
import { deferred } from '../xy/deferred';
import { PathBuilder, PointBuilder, PolygonBuilder } from '../xy/marks';
import { traceCurve } from '../xy/curves';
import type { Curve, StepMode } from '../xy/curves';

/** How a time-series chart draws its series. */
export type SeriesType = 'line' | 'bar' | 'area' | 'scatter';

const SERIES_TYPE_OF: Record<string, SeriesType> = {
  echarts_timeseries_line: 'line',
  echarts_timeseries_bar: 'bar',
  echarts_area: 'area',
  echarts_timeseries_scatter: 'scatter',
  echarts_timeseries_smooth: 'line',
  echarts_timeseries_step: 'line',
};

const STEP_MODES: readonly string[] = ['start', 'middle', 'end'];

/** The curve of the chart's lines: smooth and stepped lines are their own viz types, as in Superset. */
function curveOf(formData: QueryFormData): Curve {
  if (formData.viz_type === 'echarts_timeseries_smooth') return { kind: 'smooth' };
  if (formData.viz_type === 'echarts_timeseries_step') {
    const mode = String(formData.seriesType ?? 'start');
    return { kind: 'step', mode: (STEP_MODES.includes(mode) ? mode : 'start') as StepMode };
  }
  return { kind: 'linear' };
}

type StackMode = 'none' | 'stack' | 'expand';

function stackModeOf(formData: QueryFormData): StackMode {
  const stack = formData.stack;
  if (stack === 'Expand') return 'expand';
  if (stack === true || stack === 'Stack' || stack === 'Stream') return 'stack';
  return 'none';
}

/** Pixel sizes of the plot area margins the overlays take (axis labels, legend). */
const MARGIN = { left: 56, bottom: 32, top: 8, legend: 24 };

/** The finite extent of every value of `arrays`, without gathering them into one array. */
function extentOfAll(arrays: readonly Float64Array[]): [number, number] | undefined {
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

/** Builds the render model; series are the result columns other than the x-axis. */
export function transformTimeseriesProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): XYChartModel {
  const result = results[0];
  const vizType = formData.viz_type;
  const seriesType = SERIES_TYPE_OF[vizType] ?? 'line';
  const horizontal = seriesType === 'bar' && formData.orientation === 'horizontal';
  const stack = stackModeOf(formData);
  const percent = stack === 'expand' || Boolean(formData.contributionMode);
  const valueFormat = getNumberFormatter(percent ? ',.0%' : (formData.y_axis_format as string | undefined));
  const timeFormat = getTimeFormatter((formData.x_axis_time_format as string | undefined) ?? 'smart_date');
  const xLabel = getXAxisLabel(formData);
  const showLegend = formData.show_legend === undefined ? true : Boolean(formData.show_legend);
  const colorOf = colorScaleFor(formData, context);

  const names = result?.colnames ?? [];
  const seriesNames = names.filter((n) => n !== xLabel);
  const count = result?.records ?? 0;
  const temporal = result ? isTemporalColumn(result, xLabel) : false;
  const numericX = !temporal && result ? isNumericColumn(result, xLabel) : false;

  const xRaw = cellsOf(result, xLabel);
  const xValues = xRaw.map((v) => (temporal ? toEpochMs(v) : toNumber(v)));
  const labelOfX = (i: number): string => {
    const v = xRaw[i];
    return temporal && Number.isFinite(xValues[i])
      ? timeFormat(xValues[i] as number)
      : v === null || v === undefined
        ? '<NULL>'
        : String(v);
  };
  const values = seriesNames.map((name) => numbersOf(result, name));

  // Stacked series sit on the running total of the earlier ones, positives and negatives apart.
  const base = values.map(() => new Float64Array(count));
  const top = values.map((v) => Float64Array.from(v));
  if (stack !== 'none') {
    const pos = new Float64Array(count);
    const neg = new Float64Array(count);
    const totals = new Float64Array(count);
    if (stack === 'expand')
      values.forEach((v) =>
        v.forEach((x, i) => (totals[i] = (totals[i] ?? 0) + (Number.isFinite(x) ? Math.abs(x) : 0))),
      );
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
  }

  const categoryLength = horizontal ? context.height : context.width;
  const valueLength = horizontal ? context.width : context.height;
  const plotCategoryPx = Math.max(1, categoryLength - (horizontal ? MARGIN.bottom + MARGIN.legend : MARGIN.left));
  const plotValuePx = Math.max(
    1,
    valueLength - (horizontal ? MARGIN.left : MARGIN.bottom + MARGIN.top + MARGIN.legend),
  );

  const useBand = seriesType === 'bar' || (!temporal && !numericX);
  const xTitle = String(formData.x_axis_title ?? '');
  let xScaled: ScaledAxis;
  let bandWidth = 0;
  if (useBand) {
    const band = bandAxis(count, labelOfX, { maxTicks: tickCountFor(plotCategoryPx), title: xTitle });
    bandWidth = band.bandWidth;
    xScaled = band;
  } else if (temporal) {
    xScaled = timeAxis(extentOf(xValues), {
      ticks: tickCountFor(plotCategoryPx),
      format: (v) => timeFormat(v),
      title: xTitle,
    });
  } else {
    xScaled = linearAxis(extentOf(xValues), {
      ticks: tickCountFor(plotCategoryPx),
      format: (v) => getNumberFormatter()(v),
      title: xTitle,
    });
  }
  const xPos = (i: number): number => {
    const p = useBand ? xScaled.normalise(i) : xScaled.normalise(xValues[i] as number);
    return horizontal ? 1 - p : p;
  };
  if (horizontal) xScaled.axis.ticks = xScaled.axis.ticks.map((t) => ({ ...t, position: 1 - t.position }));

  const truncate = Boolean(formData.truncateYAxis);
  const bounds = (formData.y_axis_bounds as [number | null, number | null] | undefined) ?? [null, null];
  const yExtent = extentOfAll(stack !== 'none' ? [...top, ...base] : top);
  const yScaled = linearAxis(yExtent, {
    ticks: tickCountFor(plotValuePx),
    format: (v) => valueFormat(v),
    title: String(formData.y_axis_title ?? ''),
    includeZero: seriesType === 'bar' || seriesType === 'area' || !truncate,
    ...(truncate ? { bounds } : {}),
  });
  if (stack === 'expand') yScaled.axis.domain = [0, 1];

  const series = seriesNames.map((label) => ({ label, color: colorOf(label) }));
  const rgba = series.map((s) => toRGBA(s.color));
  const layers: MarkLayer[] = [];

  if (seriesType === 'bar') {
    const bars = new PolygonBuilder();
    const groups = stack === 'none' ? Math.max(1, seriesNames.length) : 1;
    const inner = (bandWidth * 0.8) / groups;
    values.forEach((v, s) => {
      for (let i = 0; i < count; i += 1) {
        if (!Number.isFinite(v[i])) continue;
        const centre = xPos(i);
        const offset = stack === 'none' ? (s - (groups - 1) / 2) * inner * (horizontal ? -1 : 1) : 0;
        const y0 = yScaled.normalise(stack === 'none' ? 0 : ((base[s] as Float64Array)[i] as number));
        const y1 = yScaled.normalise((top[s] as Float64Array)[i] as number);
        const c0 = centre + offset - inner / 2;
        const c1 = centre + offset + inner / 2;
        if (horizontal) bars.rect(y0, c0, y1, c1, rgba[s] as RGBA, s, i);
        else bars.rect(c0, y0, c1, y1, rgba[s] as RGBA, s, i);
      }
    });
    layers.push(bars.build('bars'));
  }

  if (seriesType === 'area') {
    const areas = new PolygonBuilder();
    const opacity = typeof formData.opacity === 'number' ? formData.opacity : 0.2;
    values.forEach((_, s) => {
      const ring: number[] = [];
      const under: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const t = (top[s] as Float64Array)[i] as number;
        const b = stack === 'none' ? 0 : ((base[s] as Float64Array)[i] as number);
        ring.push(xPos(i), yScaled.normalise(Number.isFinite(t) ? t : b));
        under.push(xPos(i), yScaled.normalise(b));
      }
      for (let i = under.length - 2; i >= 0; i -= 2) ring.push(under[i] as number, under[i + 1] as number);
      const [r, g, b] = rgba[s] as RGBA;
      areas.add(ring, [r, g, b, Math.round(opacity * 255)], s, 0);
    });
    layers.push(areas.build('areas'));
  }

  if (seriesType === 'line' || seriesType === 'area') {
    const lines = new PathBuilder();
    const curve = curveOf(formData);
    const runX: number[] = [];
    const runY: number[] = [];
    const emit = horizontal ? (x: number, y: number) => lines.point(y, x) : (x: number, y: number) => lines.point(x, y);
    top.forEach((t, s) => {
      for (let i = 0; i <= count; i += 1) {
        const v = t[i];
        if (i < count && v !== undefined && Number.isFinite(v)) {
          runX.push(xPos(i));
          runY.push(yScaled.normalise(v));
        } else {
          traceCurve(runX, runY, curve, emit);
          lines.end(rgba[s] as RGBA, s);
          runX.length = 0;
          runY.length = 0;
        }
      }
    });
    layers.push(lines.build('lines', 2));
  }

  const markers = seriesType === 'scatter' || Boolean(formData.markerEnabled);
  if (markers) {
    const points = new PointBuilder();
    top.forEach((t, s) => {
      for (let i = 0; i < count; i += 1) {
        const v = t[i];
        if (v === undefined || !Number.isFinite(v)) continue;
        const x = xPos(i);
        const y = yScaled.normalise(v);
        if (horizontal) points.add(y, x, rgba[s] as RGBA, s, i);
        else points.add(x, y, rgba[s] as RGBA, s, i);
      }
    });
    const size = typeof formData.markerSize === 'number' ? formData.markerSize : 6;
    layers.push(points.build('points', size / 2));
  }

  const xAxis: AxisModel = xScaled.axis;
  const model: XYChartModel = {
    type: 'xy',
    vizType,
    orientation: horizontal ? 'horizontal' : 'vertical',
    xAxis,
    yAxis: yScaled.axis,
    series,
    xLabels: [],
    xPositions: Float32Array.from({ length: count }, (_, i) => xPos(i)),
    valueLabels: [],
    layers,
    legend: series.map(({ label, color }) => ({ label, color })),
    showLegend,
  };
  deferred(model, 'xLabels', () => xRaw.map((_, i) => labelOfX(i)));
  return deferred(model, 'valueLabels', () =>
    values.map((v) => Array.from(v, (x) => (Number.isFinite(x) ? valueFormat(x) : ''))),
  );
}
