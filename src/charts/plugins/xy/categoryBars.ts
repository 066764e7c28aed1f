/** Bars over text categories (histogram bins, box plot groups): series × category values → the x/y render model. */
import type { ChartPropsContext, QueryFormData } from '../../../core/chart-plugin';
import type { MarkLayer, RGBA, XYChartModel } from '../../model';
import { colorScaleFor, toRGBA } from '../../colors';
import { bandAxis, linearAxis, tickCountFor } from './axes';
import type { ScaledAxis } from './axes';
import { deferred } from './deferred';
import { extentOfAll, seriesMarks, stackSeries } from './seriesMarks';

/** Pixel sizes of the plot area margins the overlays take (axis labels, legend). */
export const CATEGORY_MARGIN = { left: 56, bottom: 32, top: 8, legend: 24 };

/** A series of values, one per category (NaN where missing). */
export interface CategorySeries {
  label: string;
  values: Float64Array;
}

/** The band x axis and linear value axis of a category chart, sized for the cell. */
export function categoryAxes(
  categories: readonly string[],
  extent: [number, number] | undefined,
  formData: QueryFormData,
  context: ChartPropsContext,
  format: (v: number) => string,
): { x: ScaledAxis & { bandWidth: number }; y: ScaledAxis } {
  const plotWidth = Math.max(1, context.width - CATEGORY_MARGIN.left);
  const plotHeight = Math.max(
    1,
    context.height - CATEGORY_MARGIN.bottom - CATEGORY_MARGIN.top - CATEGORY_MARGIN.legend,
  );
  const x = bandAxis(categories.length, (i) => categories[i] ?? '', {
    maxTicks: tickCountFor(plotWidth),
    title: String(formData.x_axis_title ?? ''),
  });
  const y = linearAxis(extent, {
    ticks: tickCountFor(plotHeight),
    format,
    title: String(formData.y_axis_title ?? ''),
    includeZero: true,
  });
  return { x, y };
}

/** Each series' values formatted, '' where missing: the tooltip text of a datum. */
export function formattedValues(
  series: readonly { values: Float64Array }[],
  format: (v: number) => string,
): () => string[][] {
  return () => series.map((s) => Array.from(s.values, (v) => (Number.isFinite(v) ? format(v) : '')));
}

/** An x/y model of `layers` over category bands, with the series' legend and tooltip texts (made when read). */
export function categoryModel(
  formData: QueryFormData,
  categories: readonly string[],
  series: readonly { label: string; color: string }[],
  axes: { x: ScaledAxis; y: ScaledAxis },
  layers: MarkLayer[],
  valueLabels: () => string[][],
): XYChartModel {
  const model: XYChartModel = {
    type: 'xy',
    vizType: formData.viz_type,
    orientation: 'vertical',
    xAxis: axes.x.axis,
    yAxis: axes.y.axis,
    series: series.map(({ label, color }) => ({ label, color })),
    xLabels: categories.slice(),
    xPositions: Float32Array.from(categories, (_, i) => axes.x.normalise(i)),
    valueLabels: [],
    layers,
    legend: series.map(({ label, color }) => ({ label, color })),
    showLegend: formData.show_legend === undefined ? true : Boolean(formData.show_legend),
  };
  return deferred(model, 'valueLabels', valueLabels);
}

/** Grouped (or stacked) bars of each series over the categories, coloured by the chart's scheme. */
export function categoryBars(
  formData: QueryFormData,
  context: ChartPropsContext,
  categories: readonly string[],
  series: readonly CategorySeries[],
  format: (v: number) => string,
  stack: 'none' | 'stack' = 'none',
): XYChartModel {
  const colorOf = colorScaleFor(formData, context);
  const colored = series.map((s) => ({ ...s, color: colorOf(s.label) }));
  const values = series.map((s) => s.values);
  const stacked = stackSeries(values, categories.length, stack);
  const axes = categoryAxes(
    categories,
    extentOfAll(stack === 'none' ? stacked.top : [...stacked.top, ...stacked.base]),
    formData,
    context,
    format,
  );
  const layers = seriesMarks({
    seriesType: 'bar',
    curve: { kind: 'linear' },
    stack,
    horizontal: false,
    count: categories.length,
    values,
    stacked,
    xPos: axes.x.normalise,
    yPos: axes.y.normalise,
    colors: colored.map((s) => toRGBA(s.color) as RGBA),
    bandWidth: axes.x.bandWidth,
    barSlots: stack === 'none' ? Math.max(1, series.length) : 1,
    firstBarSlot: 0,
    firstSeries: 0,
    opacity: 1,
    markers: false,
    markerSize: 0,
    idSuffix: '',
  });
  return categoryModel(formData, categories, colored, axes, layers, formattedValues(series, format));
}
