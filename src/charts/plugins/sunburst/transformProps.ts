/**
 * Sunburst: the primary metric by a hierarchy of columns → a ring per level, an arc per node whose angle is its share
 * (d3-hierarchy's partition), clockwise from twelve o'clock. Coloured by each node's name, or, with a secondary
 * metric, along the linear scheme by the ratio secondary / primary as in Superset.
 */
import { hierarchy, partition } from 'd3-hierarchy';
import type { HierarchyRectangularNode } from 'd3-hierarchy';
import { getSequentialSchemeRegistry } from '../../../core/color';
import { getNumberFormatter } from '../../../core/format';
import { ensureArray, getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { PieChartModel, SliceLabel } from '../../model';
import { colorScaleFor, toRGBA } from '../../colors';
import { verboseNamer } from '../../verbose';
import { arc, pieLabel } from '../pie/transformProps';
import type { PieLabelType } from '../pie/transformProps';
import { pathOf, treeOf } from '../treemap/transformProps';
import { extentOf } from '../xy/axes';
import { numbersOf } from '../xy/data';
import { PolygonBuilder } from '../xy/marks';

/** Radii of the rings in the square plot (normalised): the hole in the middle and the outer edge. */
const INNER = 0.1;
const OUTER = 0.48;

/** The sum of `values` over a node's leaf rows. */
function sumOver<T extends { row: number }>(node: HierarchyRectangularNode<T>, values: Float64Array): number {
  let sum = 0;
  for (const leaf of node.leaves()) {
    const v = values[leaf.data.row];
    if (leaf.data.row >= 0 && v !== undefined && Number.isFinite(v)) sum += v;
  }
  return sum;
}

/** Builds the sunburst's model: one arc polygon per node (the root left out), labels and total as asked. */
export function transformSunburstProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): PieChartModel {
  const result = results[0];
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const secondary = formData.secondary_metric ? getMetricLabel(formData.secondary_metric as QueryMetric) : null;
  const columns = ensureArray(formData.columns as QueryColumn[] | undefined).map(getColumnLabel);
  const values = numbersOf(result, metric);
  const root = hierarchy(treeOf(pathOf(result, columns.length ? columns : [metric]), values)).sum((d) =>
    d.children ? 0 : d.value,
  );
  const nodes = partition<ReturnType<typeof treeOf>>()
    .size([2 * Math.PI, root.height + 1])(root)
    .descendants()
    .slice(1);
  const total = root.value ?? 0;
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const percentFormat = getNumberFormatter('.2%');
  const labelType = ((formData.label_type as string | undefined) ?? 'key') as PieLabelType;
  const threshold = typeof formData.show_labels_threshold === 'number' ? formData.show_labels_threshold : 5;

  // Superset colours by category unless a different secondary metric gives each node a ratio to colour by.
  const byRatio = secondary !== null && secondary !== metric;
  const secondaryValues = byRatio ? numbersOf(result, secondary) : null;
  const ratios = nodes.map((n) => (secondaryValues && n.value ? sumOver(n, secondaryValues) / n.value : Number.NaN));
  const [lo, hi] = extentOf(ratios) ?? [0, 1];
  const linear = byRatio
    ? getSequentialSchemeRegistry()
        .resolve(formData.linear_color_scheme as string | undefined)
        ?.createLinearScale([lo, hi === lo ? lo + 1 : hi])
    : undefined;
  const categorical = colorScaleFor(formData, context);
  const band = (OUTER - INNER) / Math.max(1, root.height);
  const name = verboseNamer(formData, context);

  const arcs = new PolygonBuilder();
  const slices: PieChartModel['slices'] = [];
  const labels: SliceLabel[] = [];
  nodes.forEach((node, i) => {
    const value = node.value ?? 0;
    const ratio = ratios[i] as number;
    const color = linear && Number.isFinite(ratio) ? linear(ratio) : categorical(node.data.name);
    const names = node
      .ancestors()
      .reverse()
      .slice(1)
      .map((n) => n.data.name);
    const share = total > 0 ? value / total : 0;
    const parent = node.parent?.value ?? 0;
    const details = [
      { label: name(metric), value: format(value) },
      { label: '% of parent', value: percentFormat(parent > 0 ? value / parent : 0) },
      { label: '% of total', value: percentFormat(share) },
    ];
    if (secondaryValues && secondary) {
      const other = sumOver(node, secondaryValues);
      details.push(
        { label: name(secondary), value: format(other) },
        { label: `${name(secondary)} / ${name(metric)}`, value: format(ratio) },
      );
    }
    slices.push({ label: names.join(' / '), value: format(value), percent: percentFormat(share), color, details });
    if (node.x1 - node.x0 <= 0) return;
    // Angles run clockwise from twelve o'clock; arc() takes them counter-clockwise from three o'clock.
    const a0 = Math.PI / 2 - node.x0;
    const a1 = Math.PI / 2 - node.x1;
    const r0 = INNER + (node.depth - 1) * band;
    const r1 = r0 + band;
    arcs.add([...arc(r1, a0, a1), ...arc(r0, a1, a0)], toRGBA(color), node.depth - 1, i);
    if (formData.show_labels && share * 100 >= threshold) {
      const mid = (a0 + a1) / 2;
      const r = (r0 + r1) / 2;
      labels.push({
        text: pieLabel(labelType, node.data.name, format(value), percentFormat(share)),
        x: 0.5 + r * Math.cos(mid),
        y: 0.5 + r * Math.sin(mid),
        align: 'middle',
      });
    }
  });
  return {
    type: 'pie',
    vizType: formData.viz_type,
    slices,
    labels,
    total: formData.show_total ? format(total) : null,
    layers: [arcs.build('arcs')],
    legend: [],
    showLegend: false,
  };
}
