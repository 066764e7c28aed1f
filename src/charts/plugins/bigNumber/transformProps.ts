/** Big number results → headline, subheader, change against an earlier point, and the trendline marks. */
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import { getMetricLabel, getXAxisLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryMetric } from '../../../core/query';
import type { BigNumberModel, RGBA } from '../../model';
import { fixedColorOf, toRGBA } from '../../colors';
import { extentOf, linearAxis } from '../xy/axes';
import { cellsOf, isTemporalColumn, numbersOf, toEpochMs, toNumber } from '../xy/data';
import { deferred } from '../xy/deferred';
import { PathBuilder, PolygonBuilder } from '../xy/marks';

/** Shown when the metric has no value. */
export const NO_DATA_TEXT = 'No data';

function valueFormatter(
  formData: QueryFormData,
  result: ChartResult | undefined,
  metric: string,
): (v: number) => string {
  const temporalMetric = result ? isTemporalColumn(result, metric) : false;
  if (formData.force_timestamp_formatting || temporalMetric) {
    const time = getTimeFormatter((formData.time_format as string | undefined) ?? 'smart_date');
    return (v) => time(v);
  }
  const number = getNumberFormatter(formData.y_axis_format as string | undefined);
  return (v) => number(v);
}

function fontSizes(formData: QueryFormData): { headerFontSize: number; subheaderFontSize: number } {
  return {
    headerFontSize: typeof formData.header_font_size === 'number' ? formData.header_font_size : 0.4,
    subheaderFontSize: typeof formData.subheader_font_size === 'number' ? formData.subheader_font_size : 0.15,
  };
}

/** big_number_total: the first row's metric, formatted; 'No data' when missing. */
export function transformBigNumberTotalProps(
  results: ChartResult[],
  formData: QueryFormData,
  _context?: ChartPropsContext,
): BigNumberModel {
  const result = results[0];
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const value = result && result.records > 0 ? toNumber(result.column(metric)?.get(0)) : NaN;
  const format = valueFormatter(formData, result, metric);
  return {
    type: 'big_number',
    vizType: formData.viz_type,
    headline: Number.isFinite(value) ? format(value) : '',
    subheader: String(formData.subheader ?? formData.subtitle ?? ''),
    change: null,
    emptyText: Number.isFinite(value) ? null : NO_DATA_TEXT,
    trendline: null,
    ...fontSizes(formData),
  };
}

/** big_number: the latest value (else the latest non-empty one), its change over `compare_lag` steps, and the trendline. */
export function transformBigNumberProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): BigNumberModel {
  const result = results[0];
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const xLabel = getXAxisLabel(formData);
  const temporal = result ? isTemporalColumn(result, xLabel) : true;
  // The points with an x, in x order, as two columns.
  const rawX = cellsOf(result, xLabel).map((x) => (temporal ? toEpochMs(x) : toNumber(x)));
  const rawY = numbersOf(result, metric);
  const order = rawX
    .map((_, row) => row)
    .filter((row) => Number.isFinite(rawX[row]))
    .sort((a, b) => (rawX[a] as number) - (rawX[b] as number));
  const px = Float64Array.from(order, (row) => rawX[row] as number);
  const py = Float64Array.from(order, (row) => rawY[row] as number);
  const count = order.length;
  const format = valueFormatter(formData, result, metric);
  // Steps back from the latest point: 0 is the latest.
  const back = (step: number): number => (step < count ? (py[count - 1 - step] as number) : NaN);
  let headline = back(0);
  let subheader = '';
  if (!Number.isFinite(headline)) {
    let step = 1;
    while (step < count && !Number.isFinite(back(step))) step += 1;
    headline = back(step);
    if (step < count)
      subheader = `Last available value seen on ${getTimeFormatter('%Y-%m-%d')(px[count - 1 - step] as number)}`;
  }
  let change: BigNumberModel['change'] = null;
  const lag = Number(formData.compare_lag) || 0;
  const compared = back(lag);
  if (lag > 0 && Number.isFinite(compared) && Number.isFinite(headline)) {
    const pct = compared === 0 ? 0 : (headline - compared) / Math.abs(compared);
    const suffix = String(formData.compare_suffix ?? '');
    change = {
      text: `${getNumberFormatter('+.1%')(pct)}${suffix ? ` ${suffix}` : ''}`,
      sign: pct > 0 ? 1 : pct < 0 ? -1 : 0,
    };
  }

  const showTrendline = formData.show_trend_line === undefined ? true : Boolean(formData.show_trend_line);
  let trendline: BigNumberModel['trendline'] = null;
  if (showTrendline && count > 0) {
    const xs = extentOf(px) ?? [0, 1];
    const span = xs[1] - xs[0] || 1;
    const nx = (x: number): number => (count === 1 ? 0.5 : (x - xs[0]) / span);
    const y = linearAxis(extentOf(py), {
      ticks: 2,
      format: String,
      includeZero: formData.start_y_axis_at_zero === undefined ? true : Boolean(formData.start_y_axis_at_zero),
    });
    const color: RGBA = toRGBA(fixedColorOf(formData, context));
    const line = new PathBuilder();
    const area = new PolygonBuilder();
    const flat: number[] = [];
    py.forEach((value, i) => {
      if (Number.isFinite(value)) flat.push(nx(px[i] as number), y.normalise(value));
    });
    line.add(flat, color, 0);
    if (flat.length >= 4) {
      // The area under the line as a band: each point over its foot on the baseline, back from the last to the
      // first, which the canvas cuts into quads (stripTriangles) rather than triangulating a ring of hundreds.
      const ring = [...flat];
      for (let i = flat.length - 2; i >= 0; i -= 2) ring.push(flat[i] as number, 0);
      area.add(ring, [color[0], color[1], color[2], 51], 0, 0);
    }
    const time = getTimeFormatter((formData.time_format as string | undefined) ?? 'smart_date');
    trendline = {
      layers: [area.build('trend-area'), line.build('trend-line', 2)],
      xLabels: [],
      valueLabels: [],
      xPositions: Float32Array.from(px, nx),
    };
    deferred(trendline, 'xLabels', () => Array.from(px, (x) => (temporal ? time(x) : String(x))));
    deferred(trendline, 'valueLabels', () => Array.from(py, (value) => (Number.isFinite(value) ? format(value) : '')));
  }

  return {
    type: 'big_number',
    vizType: formData.viz_type,
    headline: Number.isFinite(headline) ? format(headline) : '',
    subheader: change ? change.text : subheader || String(formData.subheader ?? ''),
    change,
    emptyText: Number.isFinite(headline) ? null : NO_DATA_TEXT,
    trendline,
    ...fontSizes(formData),
  };
}
