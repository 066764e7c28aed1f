/** Mixed chart: two pivoted time-series results drawn on one x axis, each with its own series type and y axis. */
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import { getXAxisLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { MarkLayer, RGBA, SeriesModel, XYChartModel } from '../../model';
import { colorScaleFor, toRGBA } from '../../colors';
import { verboseNamer } from '../../verbose';
import { linearAxis, tickCountFor } from '../xy/axes';
import type { ScaledAxis } from '../xy/axes';
import { categoryAxis } from '../xy/categoryAxis';
import type { Curve } from '../xy/curves';
import { cellsOf, isNumericColumn, isTemporalColumn, numbersOf, toEpochMs, toNumber } from '../xy/data';
import { deferred } from '../xy/deferred';
import { extentOfAll, seriesMarks, stackSeries } from '../xy/seriesMarks';
import type { SeriesType, StackedSeries } from '../xy/seriesMarks';

/** Pixel sizes of the plot area margins the overlays take (two value axes, x labels, legend). */
const MARGIN = { left: 56, right: 56, bottom: 32, top: 8, legend: 24 };

/** A mixed chart's series type control: Superset's line, scatter, smooth, bar and the three steps. */
function drawingOf(type: unknown): { seriesType: SeriesType; curve: Curve } {
  switch (type) {
    case 'bar':
      return { seriesType: 'bar', curve: { kind: 'linear' } };
    case 'scatter':
      return { seriesType: 'scatter', curve: { kind: 'linear' } };
    case 'smooth':
      return { seriesType: 'line', curve: { kind: 'smooth' } };
    case 'start':
    case 'middle':
    case 'end':
      return { seriesType: 'line', curve: { kind: 'step', mode: type } };
    default:
      return { seriesType: 'line', curve: { kind: 'linear' } };
  }
}

/** One query's settings: the plain controls for A, those ending in B (or _b) for B. */
function querySettings(formData: QueryFormData, b: boolean) {
  const at = (name: string): unknown => formData[b ? `${name}B` : name];
  const drawing = drawingOf(at('seriesType'));
  const area = Boolean(at('area'));
  return {
    ...drawing,
    seriesType: area && drawing.seriesType === 'line' ? ('area' as const) : drawing.seriesType,
    stack: at('stack') ? ('stack' as const) : ('none' as const),
    secondary: Number(at('yAxisIndex') ?? 0) === 1,
    markers: Boolean(at('markerEnabled')),
    markerSize: typeof at('markerSize') === 'number' ? (at('markerSize') as number) : 6,
    opacity: typeof at('opacity') === 'number' ? (at('opacity') as number) : 0.2,
  };
}

/** A query's series read onto the shared x index. */
interface QuerySeries {
  names: string[];
  values: Float64Array[];
  stacked: StackedSeries;
  settings: ReturnType<typeof querySettings>;
}

/** Builds the mixed chart's render model; a missing result draws no series for its query. */
export function transformMixedTimeseriesProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): XYChartModel {
  const xLabel = getXAxisLabel(formData);
  const timeFormat = getTimeFormatter((formData.x_axis_time_format as string | undefined) ?? 'smart_date');
  const present = results.slice(0, 2).filter((r): r is ChartResult => r !== undefined);
  const temporal = present.length > 0 && present.every((r) => isTemporalColumn(r, xLabel));
  const numericX = !temporal && present.length > 0 && present.every((r) => isNumericColumn(r, xLabel));

  // The x values of both queries, each once, in order (text categories in order of appearance).
  const keyOf = (v: unknown): string => (temporal ? String(toEpochMs(v)) : numericX ? String(toNumber(v)) : String(v));
  const index = new Map<string, number>();
  const xRaw: unknown[] = [];
  for (const r of present)
    for (const v of cellsOf(r, xLabel))
      if (!index.has(keyOf(v))) {
        index.set(keyOf(v), xRaw.length);
        xRaw.push(v);
      }
  let order = xRaw.map((_, i) => i);
  if (temporal || numericX) {
    const numeric = xRaw.map((v) => (temporal ? toEpochMs(v) : toNumber(v)));
    order = order.sort((a, b) => (numeric[a] as number) - (numeric[b] as number));
  }
  const xs = order.map((i) => xRaw[i]);
  index.clear();
  xs.forEach((v, i) => index.set(keyOf(v), i));
  const count = xs.length;
  const xValues = Float64Array.from(xs, (v) => (temporal ? toEpochMs(v) : toNumber(v)));
  const labelOfX = (i: number): string => {
    const v = xs[i];
    if (temporal && Number.isFinite(xValues[i])) return timeFormat(xValues[i] as number);
    return v === null || v === undefined ? '<NULL>' : String(v);
  };

  const queries: QuerySeries[] = [0, 1].map((q) => {
    const result = results[q];
    const settings = querySettings(formData, q === 1);
    const names = (result?.colnames ?? []).filter((n) => n !== xLabel);
    const rows = cellsOf(result, xLabel).map((v) => index.get(keyOf(v)) ?? -1);
    const values = names.map((name) => {
      const own = numbersOf(result, name);
      const aligned = new Float64Array(count).fill(NaN);
      rows.forEach((at, row) => at >= 0 && (aligned[at] = own[row] as number));
      return aligned;
    });
    return { names, values, stacked: stackSeries(values, count, settings.stack), settings };
  });

  const plotWidth = Math.max(1, context.width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, context.height - MARGIN.bottom - MARGIN.top - MARGIN.legend);
  const anyBar = queries.some((q) => q.settings.seriesType === 'bar' && q.values.length > 0);
  const x = categoryAxis({
    kind: anyBar || (!temporal && !numericX) ? 'band' : temporal ? 'time' : 'linear',
    count,
    xValues,
    labelOf: labelOfX,
    timeFormat,
    plotPx: plotWidth,
    title: String(formData.x_axis_title ?? ''),
  });

  const valueAxis = (onSecondary: boolean): ScaledAxis | undefined => {
    const on = queries.filter((q) => q.settings.secondary === onSecondary && q.values.length > 0);
    if (on.length === 0) return undefined;
    const arrays = on.flatMap((q) =>
      q.settings.stack === 'none' ? q.stacked.top : [...q.stacked.top, ...q.stacked.base],
    );
    const format = getNumberFormatter(
      (onSecondary ? formData.y_axis_format_secondary : formData.y_axis_format) as string | undefined,
    );
    const bounds = (onSecondary ? formData.y_axis_bounds_secondary : formData.y_axis_bounds) as
      [number | null, number | null] | undefined;
    const truncate = Boolean(formData.truncateYAxis);
    return linearAxis(extentOfAll(arrays), {
      ticks: tickCountFor(plotHeight),
      format: (v) => format(v),
      title: String((onSecondary ? formData.y_axis_title_secondary : formData.y_axis_title) ?? ''),
      includeZero: !truncate || on.some((q) => q.settings.seriesType !== 'line'),
      ...(truncate && bounds ? { bounds } : {}),
    });
  };
  const primary = valueAxis(false) ?? linearAxis(undefined, { ticks: 2, format: String });
  const secondary = valueAxis(true);

  const colorOf = colorScaleFor(formData, context);
  const identify = Boolean(formData.show_query_identifiers);
  const name = verboseNamer(formData, context);
  const series: SeriesModel[] = [];
  const layers: MarkLayer[] = [];
  const barQueries = queries.filter((q) => q.settings.seriesType === 'bar');
  const slotsOf = (q: QuerySeries): number => (q.settings.stack === 'none' ? Math.max(1, q.values.length) : 1);
  const barSlots = barQueries.reduce((n, q) => n + slotsOf(q), 0);
  let firstBarSlot = 0;
  queries.forEach((q, i) => {
    const tag = i === 0 ? 'Query A' : 'Query B';
    const labels = q.names.map((n) => (identify ? `${name(n)} (${tag})` : name(n)));
    const colors = labels.map((label) => colorOf(label));
    const firstSeries = series.length;
    labels.forEach((label, s) => series.push({ label, color: colors[s] as string }));
    if (q.values.length === 0) return;
    const yScaled = q.settings.secondary ? (secondary as ScaledAxis) : primary;
    layers.push(
      ...seriesMarks({
        seriesType: q.settings.seriesType,
        curve: q.settings.curve,
        stack: q.settings.stack,
        horizontal: false,
        count,
        values: q.values,
        stacked: q.stacked,
        xPos: x.position,
        yPos: yScaled.normalise,
        colors: colors.map((c) => toRGBA(c) as RGBA),
        bandWidth: x.bandWidth,
        barSlots,
        firstBarSlot,
        firstSeries,
        opacity: q.settings.opacity,
        markers: q.settings.markers,
        markerSize: q.settings.markerSize,
        idSuffix: i === 0 ? '-a' : '-b',
      }),
    );
    if (q.settings.seriesType === 'bar') firstBarSlot += slotsOf(q);
  });

  const formats = queries.map((q) =>
    getNumberFormatter(
      (q.settings.secondary ? formData.y_axis_format_secondary : formData.y_axis_format) as string | undefined,
    ),
  );
  const model: XYChartModel = {
    type: 'xy',
    vizType: formData.viz_type,
    orientation: 'vertical',
    xAxis: x.scaled.axis,
    yAxis: primary.axis,
    ...(secondary ? { yAxisSecondary: secondary.axis } : {}),
    series,
    xLabels: [],
    xPositions: Float32Array.from({ length: count }, (_, i) => x.position(i)),
    valueLabels: [],
    layers,
    legend: series.map(({ label, color }) => ({ label, color })),
    showLegend: formData.show_legend === undefined ? true : Boolean(formData.show_legend),
  };
  deferred(model, 'xLabels', () => xs.map((_, i) => labelOfX(i)));
  return deferred(model, 'valueLabels', () =>
    queries.flatMap((q, i) =>
      q.values.map((v) => Array.from(v, (n) => (Number.isFinite(n) ? (formats[i] as (n: number) => string)(n) : ''))),
    ),
  );
}
