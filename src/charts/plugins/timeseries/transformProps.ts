/** Pivoted time-series results → the x/y render model (lines, bars, areas, points). */
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import { ensureArray, getColumnLabel, getXAxisLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { AxisModel, MarkCrossFilter, XYChartModel } from '../../model';
import { verboseNamer } from '../../verbose';
import { filterValue, savedChartId, seriesDimensionValues } from '../crossFilterProps';
import { colorScaleFor, colorsForPage, toRGBA } from '../../colors';
import { linearAxis, tickCountFor } from '../xy/axes';
import { categoryAxis } from '../xy/categoryAxis';
import { cellsOf, isNumericColumn, isTemporalColumn, numbersOf, toEpochMs, toNumber } from '../xy/data';
import { deferred } from '../xy/deferred';
import type { Curve, StepMode } from '../xy/curves';
import { extentOfAll, seriesMarks, stackSeries } from '../xy/seriesMarks';
import { annotationMarks, bandPosition, turnAnnotations } from '../xy/annotations';
import type { AnnotationLayer, QueryColumn } from '../../../core/query';
import type { SeriesType, StackMode } from '../xy/seriesMarks';

export type { SeriesType } from '../xy/seriesMarks';

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
export function curveOf(formData: QueryFormData): Curve {
  if (formData.viz_type === 'echarts_timeseries_smooth') return { kind: 'smooth' };
  if (formData.viz_type === 'echarts_timeseries_step') {
    const mode = String(formData.seriesType ?? 'start');
    return { kind: 'step', mode: (STEP_MODES.includes(mode) ? mode : 'start') as StepMode };
  }
  return { kind: 'linear' };
}

/** The form's stack control as a stack mode. */
export function stackModeOf(formData: QueryFormData): StackMode {
  const stack = formData.stack;
  if (stack === 'Expand') return 'expand';
  if (stack === true || stack === 'Stack' || stack === 'Stream') return 'stack';
  return 'none';
}

/** Pixel sizes of the plot area margins the overlays take (axis labels, legend). */
const MARGIN = { left: 56, bottom: 32, top: 8, legend: 24 };

/** The number format of the value axis and the tooltips: percentages when the series are shares. */
function valueFormatOf(formData: QueryFormData): (value: number) => string {
  const percent = stackModeOf(formData) === 'expand' || Boolean(formData.contributionMode);
  return getNumberFormatter(percent ? ',.0%' : (formData.y_axis_format as string | undefined));
}

/** The x value of each record as its tooltip shows it: time formatted, NULL as <NULL>, the rest as text. */
function xLabelReader(result: ChartResult | undefined, formData: QueryFormData) {
  const xLabel = getXAxisLabel(formData);
  const timeFormat = getTimeFormatter((formData.x_axis_time_format as string | undefined) ?? 'smart_date');
  const temporal = result ? isTemporalColumn(result, xLabel) : false;
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
  return { xLabel, timeFormat, temporal, xRaw, xValues, labelOfX };
}

/** Each series' formatted value per datum ('' where missing), for the tooltips. */
function valueLabelsOf(values: readonly Float64Array[], valueFormat: (value: number) => string): string[][] {
  return values.map((v) => Array.from(v, (x) => (Number.isFinite(x) ? valueFormat(x) : '')));
}

/** The result's series columns: every column but the x axis. */
const seriesNamesOf = (result: ChartResult | undefined, xLabel: string): string[] =>
  (result?.colnames ?? []).filter((n) => n !== xLabel);

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
  const valueFormat = valueFormatOf(formData);
  const { xLabel, timeFormat, temporal, xRaw, xValues, labelOfX } = xLabelReader(result, formData);
  const showLegend = formData.show_legend === undefined ? true : Boolean(formData.show_legend);
  const colorOf = colorScaleFor(formData, context);

  const seriesNames = seriesNamesOf(result, xLabel);
  const count = result?.records ?? 0;
  const numericX = !temporal && result ? isNumericColumn(result, xLabel) : false;
  const values = seriesNames.map((name) => numbersOf(result, name));

  const stacked = stackSeries(values, count, stack);
  const { base, top } = stacked;

  const categoryLength = horizontal ? context.height : context.width;
  const valueLength = horizontal ? context.width : context.height;
  const plotCategoryPx = Math.max(1, categoryLength - (horizontal ? MARGIN.bottom + MARGIN.legend : MARGIN.left));
  const plotValuePx = Math.max(
    1,
    valueLength - (horizontal ? MARGIN.left : MARGIN.bottom + MARGIN.top + MARGIN.legend),
  );

  const useBand = seriesType === 'bar' || (!temporal && !numericX);
  const x = categoryAxis({
    kind: useBand ? 'band' : temporal ? 'time' : 'linear',
    count,
    xValues,
    labelOf: labelOfX,
    timeFormat,
    plotPx: plotCategoryPx,
    title: String(formData.x_axis_title ?? ''),
  });
  const xScaled = x.scaled;
  const bandWidth = x.bandWidth;
  const xPos = (i: number): number => (horizontal ? 1 - x.position(i) : x.position(i));
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

  const name = verboseNamer(formData, context);
  const series = seriesNames.map((raw) => {
    const label = name(raw);
    return { label, color: colorOf(label) };
  });
  const rgba = series.map((s) => toRGBA(s.color));
  const layers = seriesMarks({
    seriesType,
    curve: curveOf(formData),
    stack,
    horizontal,
    count,
    values,
    stacked,
    xPos,
    yPos: yScaled.normalise,
    colors: rgba,
    bandWidth,
    barSlots: stack === 'none' ? Math.max(1, seriesNames.length) : 1,
    firstBarSlot: 0,
    firstSeries: 0,
    opacity: typeof formData.opacity === 'number' ? formData.opacity : 0.2,
    markers: Boolean(formData.markerEnabled),
    markerSize: typeof formData.markerSize === 'number' ? formData.markerSize : 6,
    idSuffix: '',
  });

  // Annotations sit on a time or number x axis; drawn as on a vertical chart, then turned for a horizontal one.
  const drawn = !(temporal || numericX)
    ? { layers: [], tips: [] }
    : annotationMarks(
        (formData.annotation_layers as AnnotationLayer[] | undefined) ?? [],
        result?.annotation_data ?? null,
        {
          xDomain: useBand ? [xValues[0] ?? NaN, xValues[count - 1] ?? NaN] : (xScaled.axis.domain as [number, number]),
          xOf: useBand ? (v) => bandPosition(xValues, v, bandWidth) : xScaled.normalise,
          yOf: yScaled.normalise,
          plotPx: { width: plotCategoryPx, height: plotValuePx },
          colorOf,
        },
      );
  const annotated = horizontal ? turnAnnotations(drawn) : drawn;
  // Bands behind the series, lines over them.
  const behind = annotated.layers.filter((l) => l.kind === 'polygon');
  const over = annotated.layers.filter((l) => l.kind !== 'polygon');

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
    layers: [...behind, ...layers, ...over],
    legend: series.map(({ label, color }) => ({ label, color })),
    showLegend,
    ...(annotated.tips.length ? { annotations: annotated.tips } : {}),
  };
  const crossFilter = xyCrossFilter(formData, seriesNames, seriesType === 'bar' && !temporal ? xRaw : null);
  if (crossFilter) model.crossFilter = crossFilter;
  deferred(model, 'xLabels', () => xRaw.map((_, i) => labelOfX(i)));
  return deferred(model, 'valueLabels', () => valueLabelsOf(values, valueFormat));
}

/**
 * Whether the data worker may make the chart's model: not where it has annotation layers, whose data the page
 * fetches and merges into the results after the chart's own query.
 */
export function timeseriesInWorker(formData: QueryFormData): boolean {
  return ensureArray(formData.annotation_layers as AnnotationLayer[] | undefined).length === 0;
}

/**
 * transformTimeseriesProps as the data worker runs it: the tooltips' labels are left for the page to make from the
 * results when a tooltip first reads them (reviveTimeseriesModel), rather than formatted here and copied across.
 */
export function transformTimeseriesInWorker(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): XYChartModel {
  const model = transformTimeseriesProps(results, formData, context);
  for (const key of ['xLabels', 'valueLabels'] as const)
    Object.defineProperty(model, key, { value: [], configurable: true, enumerable: true, writable: true });
  return model;
}

/**
 * The page's face of a model the data worker made: its series take the page's colours (a dashboard's label colours
 * and shared colour namespace live on the page; the worker's scale saw other charts, in another order) and its
 * tooltips' labels are made from the results when first read. Where a series' colour differs in opacity (a label
 * colour with alpha), the page makes the model itself, since the marks' alpha mixes the series' and the fill's.
 */
export function reviveTimeseriesModel(
  model: XYChartModel,
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): XYChartModel {
  const colors = colorsForPage(model.series, model.layers, formData, context);
  if (!colors) return transformTimeseriesProps(results, formData, context);
  const series = model.series.map(({ label }, i) => ({ label, color: colors[i] as string }));
  const result = results[0];
  const revived: XYChartModel = {
    ...model,
    series,
    legend: series.map(({ label, color }) => ({ label, color })),
  };
  deferred(revived, 'xLabels', () => {
    const { xRaw, labelOfX } = xLabelReader(result, formData);
    return xRaw.map((_, i) => labelOfX(i));
  });
  return deferred(revived, 'valueLabels', () =>
    valueLabelsOf(
      seriesNamesOf(result, getXAxisLabel(formData)).map((name) => numbersOf(result, name)),
      valueFormatOf(formData),
    ),
  );
}

/**
 * What a click on a saved chart's mark filters by (D11.01): a series' dimension values where the chart has a
 * dimension, else (a bar chart on a category axis, `xCells`) the clicked bar's x value.
 */
function xyCrossFilter(
  formData: QueryFormData,
  seriesNames: string[],
  xCells: readonly unknown[] | null,
): (MarkCrossFilter & { by: 'series' | 'x' }) | undefined {
  const chartId = savedChartId(formData);
  if (chartId === null) return undefined;
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined).map(getColumnLabel);
  if (groupby.length > 0) {
    const values = seriesNames.map((n) => seriesDimensionValues(n, groupby.length));
    return values.every((v) => v !== null) ? { chartId, by: 'series', columns: groupby, values } : undefined;
  }
  const xLabel = getXAxisLabel(formData);
  if (!xCells || !xLabel) return undefined;
  return { chartId, by: 'x', columns: [xLabel], values: xCells.map((v) => [filterValue(v)]) };
}
