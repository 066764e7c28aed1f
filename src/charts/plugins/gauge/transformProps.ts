/** Gauge: the metric (per group) on an arc from min to max: a grey track, a progress arc per value, axis labels. */
import { getNumberFormatter } from '../../../core/format';
import { ensureArray, getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { PieChartModel, SliceLabel } from '../../model';
import { colorScaleFor, toRGBA } from '../../colors';
import { verboseNamer } from '../../verbose';
import { arc } from '../pie/transformProps';
import { numbersOf, rowLabels } from '../xy/data';
import { PolygonBuilder } from '../xy/marks';

const OUTER = 0.42;
const WIDTH = 0.07;
const TRACK: [number, number, number, number] = [230, 233, 238, 255];
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** A band of the gauge's ring between two angles (radians), as one closed polygon. */
function band(outer: number, inner: number, a0: number, a1: number): number[] {
  const [from, to] = a0 <= a1 ? [a0, a1] : [a1, a0];
  return [...arc(outer, from, to), ...arc(inner, to, from)];
}

/** A number control's value, or null when it is unset. */
const numberOr = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

/** Builds the gauge's model; Superset's defaults: 225° to -45°, min 0, max the largest value, ten splits. */
export function transformGaugeProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): PieChartModel {
  const result = results[0];
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined).map(getColumnLabel);
  const values = Array.from(numbersOf(result, metric), (v) => (Number.isFinite(v) ? v : 0));
  const names = rowLabels(result, groupby, verboseNamer(formData, context)(metric));
  const min = numberOr(formData.min_val) ?? 0;
  const max = numberOr(formData.max_val) ?? Math.max(min + 1, ...values);
  const start = toRadians(numberOr(formData.start_angle) ?? 225);
  const end = toRadians(numberOr(formData.end_angle) ?? -45);
  const splits = Math.max(1, Math.round(numberOr(formData.split_number) ?? 10));
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const percentFormat = getNumberFormatter('.2%');
  const colorOf = colorScaleFor(formData, context);
  const share = (v: number): number => Math.min(1, Math.max(0, (v - min) / (max - min || 1)));
  const angleOf = (v: number): number => start + (end - start) * share(v);
  const overlap = formData.overlap === undefined ? true : Boolean(formData.overlap);

  const track = new PolygonBuilder();
  track.add(band(OUTER, OUTER - WIDTH, start, end), TRACK, 0, 0);
  const progress = new PolygonBuilder();
  const slices: PieChartModel['slices'] = [];
  values.forEach((v, i) => {
    const color = colorOf(names[i] as string);
    slices.push({ label: names[i] as string, value: format(v), percent: percentFormat(share(v)), color });
    const ring = overlap ? 0 : i;
    const outer = OUTER - ring * (WIDTH + 0.01);
    if (share(v) > 0) progress.add(band(outer, outer - WIDTH, start, angleOf(v)), toRGBA(color), i, i);
  });

  const labels: SliceLabel[] = Array.from({ length: splits + 1 }, (_, k) => {
    const v = min + ((max - min) * k) / splits;
    const a = angleOf(v);
    const r = OUTER - WIDTH - 0.06;
    return { text: format(v), x: 0.5 + r * Math.cos(a), y: 0.5 + r * Math.sin(a), align: 'middle' as const };
  });

  return {
    type: 'pie',
    vizType: formData.viz_type,
    slices,
    labels,
    total: values.length ? format(values[0] as number) : null,
    layers: [track.build('track'), progress.build('progress')],
    legend: slices.map(({ label, color }) => ({ label, color })),
    showLegend: groupby.length > 0,
  };
}
