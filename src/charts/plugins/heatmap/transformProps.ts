/** Heatmap: the metric per (x, y) pair → a cell per pair, coloured along a sequential scheme by value or by rank. */
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import { getSequentialSchemeRegistry } from '../../../core/color';
import { ensureArray, getColumnLabel, getMetricLabel, getXAxisLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { XYChartModel } from '../../model';
import { toRGBA } from '../../colors';
import { bandAxis, extentOf, tickCountFor } from '../xy/axes';
import { cellsOf, isTemporalColumn, numbersOf, toEpochMs } from '../xy/data';
import { deferred } from '../xy/deferred';
import { PolygonBuilder } from '../xy/marks';

const MARGIN = { left: 56, bottom: 32, top: 8 };

/** The distinct labels of a column: sorted by name for alpha sorts, else in the query's (value) order. */
function categoriesOf(labels: readonly string[], sort: string): string[] {
  const distinct = [...new Set(labels)];
  if (!sort.startsWith('alpha')) return distinct;
  const sorted = distinct.sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  return sort.endsWith('desc') ? sorted.reverse() : sorted;
}

/** Builds the heatmap's model: x and y bands, one polygon per cell, tooltips per column of cells. */
export function transformHeatmapProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): XYChartModel {
  const result = results[0];
  const xLabel = getXAxisLabel(formData);
  const yLabel = getColumnLabel(ensureArray(formData.groupby as QueryColumn | QueryColumn[] | undefined)[0] ?? '');
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const timeFormat = getTimeFormatter((formData.x_axis_time_format as string | undefined) ?? 'smart_date');
  const labelsOf = (column: string): string[] => {
    const temporal = result ? isTemporalColumn(result, column) : false;
    return cellsOf(result, column).map((v) =>
      temporal ? timeFormat(toEpochMs(v)) : v === null || v === undefined ? '<NULL>' : String(v),
    );
  };
  const xs = labelsOf(xLabel);
  const ys = labelsOf(yLabel);
  const values = numbersOf(result, metric);
  const ranks = numbersOf(result, 'rank');
  const xCats = categoriesOf(xs, String(formData.sort_x_axis ?? 'alpha_asc'));
  const yCats = categoriesOf(ys, String(formData.sort_y_axis ?? 'alpha_asc'));
  const xIndex = new Map(xCats.map((c, i) => [c, i]));
  const yIndex = new Map(yCats.map((c, i) => [c, i]));

  const normalized = Boolean(formData.normalized);
  const shade = normalized ? ranks : values;
  const [lo, hi] = extentOf(shade) ?? [0, 1];
  const scheme = getSequentialSchemeRegistry().resolve(formData.linear_color_scheme as string | undefined);
  const colorScale = scheme?.createLinearScale([lo, hi === lo ? lo + 1 : hi]);
  const format = getNumberFormatter(formData.y_axis_format as string | undefined);

  const x = bandAxis(xCats.length, (i) => xCats[i] ?? '', {
    maxTicks: tickCountFor(context.width - MARGIN.left),
    title: String(formData.x_axis_title ?? ''),
  });
  const y = bandAxis(yCats.length, (i) => yCats[i] ?? '', {
    maxTicks: Math.max(2, Math.floor((context.height - MARGIN.bottom - MARGIN.top) / 16)),
    title: String(formData.y_axis_title ?? ''),
  });
  const cells = new PolygonBuilder();
  const labels = yCats.map(() => new Array<string>(xCats.length).fill(''));
  for (let row = 0; row < xs.length; row += 1) {
    const v = shade[row] as number;
    const xi = xIndex.get(xs[row] as string) as number;
    const yi = yIndex.get(ys[row] as string) as number;
    if (!Number.isFinite(values[row])) continue;
    (labels[yi] as string[])[xi] = format(values[row] as number);
    const color = toRGBA(colorScale && Number.isFinite(v) ? colorScale(v) : '#EEEEEE');
    const [cx, cy] = [x.normalise(xi), y.normalise(yi)];
    cells.rect(cx - x.bandWidth / 2, cy - y.bandWidth / 2, cx + x.bandWidth / 2, cy + y.bandWidth / 2, color, yi, xi);
  }

  const model: XYChartModel = {
    type: 'xy',
    vizType: formData.viz_type,
    orientation: 'vertical',
    xAxis: x.axis,
    yAxis: y.axis,
    series: yCats.map((label) => ({ label, color: colorScale ? colorScale(hi) : '#666666' })),
    xLabels: xCats,
    xPositions: Float32Array.from(xCats, (_, i) => x.normalise(i)),
    valueLabels: [],
    layers: [cells.build('cells')],
    legend: [],
    showLegend: false,
  };
  return deferred(model, 'valueLabels', () => labels);
}
