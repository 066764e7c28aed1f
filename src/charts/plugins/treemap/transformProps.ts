/** Treemap: the metric by a hierarchy of columns → a rectangle per leaf (d3-hierarchy's squarified treemap). */
import { hierarchy, treemap } from 'd3-hierarchy';
import { getNumberFormatter } from '../../../core/format';
import { ensureArray, getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { PieChartModel, SliceLabel } from '../../model';
import { colorScaleFor, toRGBA } from '../../colors';
import { cellsOf, numbersOf } from '../xy/data';
import { PolygonBuilder } from '../xy/marks';

/** A node of the hierarchy: a group with children, or a leaf row with its value. */
interface TreeNode {
  name: string;
  row: number;
  value: number;
  children?: TreeNode[];
}

/** Rows grouped by each hierarchy column in turn; leaves keep their row and value (negative values count as 0). */
export function treeOf(path: readonly string[][], values: Float64Array): TreeNode {
  const root: TreeNode = { name: 'root', row: -1, value: 0, children: [] };
  values.forEach((v, row) => {
    let node = root;
    path.forEach((column, depth) => {
      const name = column[row] as string;
      const children = (node.children ??= []);
      const leaf = depth === path.length - 1;
      let child = leaf ? undefined : children.find((c) => c.name === name && c.children);
      if (!child) {
        child = {
          name,
          row: leaf ? row : -1,
          value: leaf && Number.isFinite(v) ? Math.max(0, v) : 0,
          ...(leaf ? {} : { children: [] }),
        };
        children.push(child);
      }
      node = child;
    });
  });
  return root;
}

/** The hierarchy columns' labels per row, nulls as <NULL>. */
export function pathOf(result: ChartResult | undefined, columns: readonly string[]): string[][] {
  return columns.map((c) => cellsOf(result, c).map((v) => (v === null || v === undefined ? '<NULL>' : String(v))));
}

/** Builds the treemap's model over the whole cell; each leaf coloured by its top-level group. */
export function transformTreemapProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): PieChartModel {
  const result = results[0];
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined).map(getColumnLabel);
  const values = numbersOf(result, metric);
  const path = pathOf(result, groupby.length ? groupby : [metric]);
  const root = hierarchy(treeOf(path, values)).sum((d) => (d.children ? 0 : d.value));
  const width = Math.max(1, context.width);
  const height = Math.max(1, context.height - 24);
  treemap<TreeNode>().size([width, height]).paddingInner(2).paddingOuter(1).round(false)(root);
  const total = root.value ?? 0;
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const percentFormat = getNumberFormatter('.2%');
  const colorOf = colorScaleFor(formData, context);
  const showLabels = formData.show_labels === undefined ? true : Boolean(formData.show_labels);

  const rects = new PolygonBuilder();
  const slices: PieChartModel['slices'] = [];
  const labels: SliceLabel[] = [];
  for (const leaf of root.leaves()) {
    if (leaf.data.row < 0) continue;
    const { x0, y0, x1, y1 } = leaf as unknown as { x0: number; y0: number; x1: number; y1: number };
    const names = leaf
      .ancestors()
      .reverse()
      .slice(1)
      .map((n) => n.data.name);
    const color = colorOf(names[0] as string);
    const i = slices.length;
    slices.push({
      label: names.join(' / '),
      value: format(leaf.data.value),
      percent: percentFormat(total > 0 ? leaf.data.value / total : 0),
      color,
    });
    rects.rect(x0 / width, 1 - y1 / height, x1 / width, 1 - y0 / height, toRGBA(color), i, i);
    if (showLabels && x1 - x0 > 40 && y1 - y0 > 16)
      labels.push({ text: names.at(-1) as string, x: (x0 + 4) / width, y: 1 - (y0 + 10) / height, align: 'start' });
  }
  return {
    type: 'pie',
    vizType: formData.viz_type,
    fill: true,
    slices,
    labels,
    total: null,
    layers: [rects.build('rects')],
    legend: [],
    showLegend: false,
  };
}
