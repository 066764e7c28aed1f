/** Pie results → slice polygons, labels by label_type, legend and total. */
import { filterValue, savedChartId } from '../crossFilterProps';
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import { ensureArray, getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { MarkLayer, PieChartModel, RGBA, SliceLabel } from '../../model';
import { colorScaleFor, colorsForPage, toRGBA } from '../../colors';
import { verboseNamer } from '../../verbose';
import { cellsOf, isTemporalColumn, numbersOf, toEpochMs } from '../xy/data';
import { PolygonBuilder } from '../xy/marks';

/** Label contents a pie can show, as Superset's label_type. */
export type PieLabelType =
  'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent' | 'value_percent';

/** The text of a slice label for a label type. */
export function pieLabel(type: PieLabelType, name: string, value: string, percent: string): string {
  switch (type) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return name;
  }
}

const SEGMENTS_PER_TURN = 128;

/** Points of an arc around (0.5, 0.5) from angle a0 to a1 (radians, y up). */
export function arc(radius: number, a0: number, a1: number): number[] {
  const steps = Math.max(2, Math.ceil((Math.abs(a1 - a0) / (2 * Math.PI)) * SEGMENTS_PER_TURN));
  const out: number[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const a = a0 + ((a1 - a0) * i) / steps;
    out.push(0.5 + radius * Math.cos(a), 0.5 + radius * Math.sin(a));
  }
  return out;
}

/**
 * What the pie last made from each result, with what it was made of: a model made again from the same result with the
 * same values, formats, colours and radii (a label or legend control changed) reuses the slices' texts, legend and
 * polygons, so neither the numbers are formatted, the legend drawn again, nor the arcs, the canvas's batches and GPU
 * buffers made again.
 */
const slicesMade = new WeakMap<
  ChartResult,
  {
    geometry: string;
    texts: string;
    slices: PieChartModel['slices'];
    legend: PieChartModel['legend'];
    layer: MarkLayer;
  }
>();

/** Builds the pie model; slices run clockwise from twelve o'clock as in Superset. */
export function transformPieProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): PieChartModel {
  const result = results[0];
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined).map(getColumnLabel);
  const numberFormat = getNumberFormatter(formData.number_format as string | undefined);
  const percentFormat = getNumberFormatter('.2%');
  const dateFormat = getTimeFormatter((formData.date_format as string | undefined) ?? 'smart_date');
  const colorOf = colorScaleFor(formData, context);
  const labelType = ((formData.label_type as string | undefined) ?? 'key') as PieLabelType;
  const showLabels = formData.show_labels === undefined ? true : Boolean(formData.show_labels);
  const outside = formData.labels_outside === undefined ? true : Boolean(formData.labels_outside);
  const threshold = typeof formData.show_labels_threshold === 'number' ? formData.show_labels_threshold : 5;
  const donut = Boolean(formData.donut);
  const outer = 0.5 * ((typeof formData.outerRadius === 'number' ? formData.outerRadius : 70) / 100);
  const inner = donut ? 0.5 * ((typeof formData.innerRadius === 'number' ? formData.innerRadius : 30) / 100) : 0;

  const keys = groupby.map((col) => ({
    cells: cellsOf(result, col),
    temporal: result ? isTemporalColumn(result, col) : false,
  }));
  const entries = Array.from(numbersOf(result, metric), (value, row) => {
    const name =
      keys
        .map(({ cells, temporal }) => {
          const v = cells[row];
          if (temporal) return dateFormat(toEpochMs(v));
          return v === null || v === undefined ? '<NULL>' : String(v);
        })
        .join(', ') || verboseNamer(formData, context)(metric);
    return { name, value: Number.isFinite(value) ? value : 0 };
  });
  const total = entries.reduce((sum, e) => sum + Math.max(0, e.value), 0);

  const colors = entries.map((entry) => colorOf(entry.name));
  const geometry = JSON.stringify([outer, inner, colors, entries.map((e) => e.value)]);
  const texts = JSON.stringify([formData.number_format ?? null, entries.map((e) => e.name)]);
  const made = result ? slicesMade.get(result) : undefined;
  const reused = made?.geometry === geometry ? made.layer : null;
  const textsReused = reused && made?.texts === texts ? made : null;
  const polygons = new PolygonBuilder();
  const labels: SliceLabel[] = [];
  const slices: PieChartModel['slices'] = textsReused?.slices ?? [];
  let angle = Math.PI / 2;
  entries.forEach((entry, i) => {
    const share = total > 0 ? Math.max(0, entry.value) / total : 0;
    if (!textsReused) {
      const color = colors[i] as string;
      slices.push({ label: entry.name, value: numberFormat(entry.value), percent: percentFormat(share), color });
    }
    const sweep = share * 2 * Math.PI;
    if (sweep > 0) {
      const a0 = angle;
      const a1 = angle - sweep;
      if (!reused) {
        const outerArc = arc(outer, a0, a1);
        const ring = inner > 0 ? [...outerArc, ...arc(inner, a1, a0)] : [0.5, 0.5, ...outerArc];
        polygons.add(ring, toRGBA(colors[i] as string) as RGBA, i, i);
      }
      const mid = (a0 + a1) / 2;
      if (showLabels && share * 100 >= threshold) {
        const r = outside ? outer + 0.04 : (outer + inner) / 2;
        const x = 0.5 + r * Math.cos(mid);
        const slice = slices[i] as PieChartModel['slices'][number];
        labels.push({
          text: pieLabel(labelType, entry.name, slice.value, slice.percent),
          x,
          y: 0.5 + r * Math.sin(mid),
          align: outside ? (Math.cos(mid) >= 0 ? 'start' : 'end') : 'middle',
        });
      }
    }
    angle -= sweep;
  });

  const layer = reused ?? polygons.build('slices');
  const legend = textsReused?.legend ?? slices.map(({ label, color }) => ({ label, color }));
  if (result && !textsReused) slicesMade.set(result, { geometry, texts, slices, legend, layer });
  const chartId = savedChartId(formData);
  const clickable = groupby.length > 0 && keys.every((k) => !k.temporal) && chartId !== null;
  return {
    type: 'pie',
    vizType: formData.viz_type,
    ...(clickable && chartId !== null
      ? {
          crossFilter: {
            chartId,
            columns: groupby,
            values: entries.map((_, row) => keys.map(({ cells }) => filterValue(cells[row]))),
          },
        }
      : {}),
    slices,
    labels,
    total: formData.show_total ? numberFormat(total) : null,
    layers: [layer],
    legend,
    showLegend: formData.show_legend === undefined ? true : Boolean(formData.show_legend),
  };
}

/**
 * The page's face of a pie the data worker made: its slices take the page's colours (see colorsForPage); where one
 * differs in opacity, the page makes the model itself.
 */
export function revivePieModel(
  model: PieChartModel,
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): PieChartModel {
  const colors = colorsForPage(model.slices, model.layers, formData, context);
  if (!colors) return transformPieProps(results, formData, context);
  if (colors.every((color, i) => color === model.slices[i]?.color)) return model;
  const slices = model.slices.map((slice, i) => ({ ...slice, color: colors[i] as string }));
  return { ...model, slices, legend: slices.map(({ label, color }) => ({ label, color })) };
}
