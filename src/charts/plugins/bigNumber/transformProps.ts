/** Big number results → headline, subheader, change against an earlier point, and the trendline marks. */
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import { getMetricLabel, getXAxisLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, QueryFormData } from '../../../core/chart-plugin';
import type { ChartDataResult, QueryMetric } from '../../../core/query/types';
import type { BigNumberModel, RGBA } from '../../model';
import { fixedColorOf, toRGBA } from '../../colors';
import { extentOf, linearAxis } from '../xy/axes';
import { isTemporalColumn, toEpochMs, toNumber } from '../xy/data';
import { deferred } from '../xy/deferred';
import { PathBuilder, PolygonBuilder } from '../xy/marks';

/** Shown when the metric has no value. */
export const NO_DATA_TEXT = 'No data';

function valueFormatter(formData: QueryFormData, result: ChartDataResult | undefined, metric: string): (v: number) => string {
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
  results: ChartDataResult[],
  formData: QueryFormData,
  _context?: ChartPropsContext,
): BigNumberModel {
  const result = results[0];
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const value = toNumber(result?.data[0]?.[metric]);
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
  results: ChartDataResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): BigNumberModel {
  const result = results[0];
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const xLabel = getXAxisLabel(formData);
  const temporal = result ? isTemporalColumn(result, xLabel) : true;
  const points = (result?.data ?? [])
    .map((row) => ({ x: temporal ? toEpochMs(row[xLabel]) : toNumber(row[xLabel]), y: toNumber(row[metric]) }))
    .filter((p) => Number.isFinite(p.x))
    .sort((a, b) => a.x - b.x);
  const format = valueFormatter(formData, result, metric);
  const latestFirst = [...points].reverse();
  let headline = latestFirst[0]?.y ?? NaN;
  let subheader = '';
  if (!Number.isFinite(headline)) {
    const fallback = latestFirst.find((p) => Number.isFinite(p.y));
    headline = fallback?.y ?? NaN;
    if (fallback) subheader = `Last available value seen on ${getTimeFormatter('%Y-%m-%d')(fallback.x)}`;
  }
  let change: BigNumberModel['change'] = null;
  const lag = Number(formData.compare_lag) || 0;
  const compared = latestFirst[lag]?.y;
  if (lag > 0 && compared !== undefined && Number.isFinite(compared) && Number.isFinite(headline)) {
    const pct = compared === 0 ? 0 : (headline - compared) / Math.abs(compared);
    const suffix = String(formData.compare_suffix ?? '');
    change = { text: `${getNumberFormatter('+.1%')(pct)}${suffix ? ` ${suffix}` : ''}`, sign: pct > 0 ? 1 : pct < 0 ? -1 : 0 };
  }

  const showTrendline = formData.show_trend_line === undefined ? true : Boolean(formData.show_trend_line);
  let trendline: BigNumberModel['trendline'] = null;
  if (showTrendline && points.length > 0) {
    const xs = extentOf(points.map((p) => p.x)) ?? [0, 1];
    const span = xs[1] - xs[0] || 1;
    const nx = (x: number): number => (points.length === 1 ? 0.5 : (x - xs[0]) / span);
    const y = linearAxis(extentOf(points.map((p) => p.y)), {
      ticks: 2,
      format: String,
      includeZero: formData.start_y_axis_at_zero === undefined ? true : Boolean(formData.start_y_axis_at_zero),
    });
    const color: RGBA = toRGBA(fixedColorOf(formData, context));
    const line = new PathBuilder();
    const area = new PolygonBuilder();
    const flat: number[] = [];
    for (const p of points) if (Number.isFinite(p.y)) flat.push(nx(p.x), y.normalise(p.y));
    line.add(flat, color, 0);
    if (flat.length >= 4) {
      const ring = [...flat, flat[flat.length - 2] as number, 0, flat[0] as number, 0];
      area.add(ring, [color[0], color[1], color[2], 51], 0, 0);
    }
    const time = getTimeFormatter((formData.time_format as string | undefined) ?? 'smart_date');
    trendline = {
      layers: [area.build('trend-area'), line.build('trend-line', 2)],
      xLabels: [],
      valueLabels: [],
      xPositions: Float32Array.from(points, (p) => nx(p.x)),
    };
    deferred(trendline, 'xLabels', () => points.map((p) => (temporal ? time(p.x) : String(p.x))));
    deferred(trendline, 'valueLabels', () => points.map((p) => (Number.isFinite(p.y) ? format(p.y) : '')));
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
