/** Funnel: the metric per stage → a piece per stage, widest first, each as wide as its value, labelled inside. */
import { getNumberFormatter } from '../../../core/format';
import { ensureArray, getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { PieChartModel, SliceLabel } from '../../model';
import { colorScaleFor, toRGBA } from '../../colors';
import { verboseNamer } from '../../verbose';
import { pieLabel } from '../pie/transformProps';
import type { PieLabelType } from '../pie/transformProps';
import { numbersOf, rowLabels } from '../xy/data';
import { PolygonBuilder } from '../xy/marks';

/** What a step's percentage is of: the first step, the step before it, or the sum of all steps. */
type PercentBase = 'first_step' | 'prev_step' | 'total';

/** Room above and below the funnel, and between pieces, in normalised plot space. */
const PAD = 0.04;
const GAP = 0.01;

/** Builds the funnel's model: stages sorted by value, largest at the top, as Superset's descending funnel. */
export function transformFunnelProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): PieChartModel {
  const result = results[0];
  const metric = getMetricLabel(formData.metric as QueryMetric);
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined).map(getColumnLabel);
  const values = numbersOf(result, metric);
  const names = rowLabels(result, groupby, verboseNamer(formData, context)(metric));
  const steps = names
    .map((name, row) => ({ name, value: Number.isFinite(values[row]) ? Math.max(0, values[row] as number) : 0 }))
    .sort((a, b) => b.value - a.value);
  const max = steps[0]?.value ?? 0;
  const total = steps.reduce((sum, s) => sum + s.value, 0);
  const base = String(formData.percent_calculation_type ?? 'first_step') as PercentBase;
  const numberFormat = getNumberFormatter(formData.number_format as string | undefined);
  const percentFormat = getNumberFormatter('.2%');
  const colorOf = colorScaleFor(formData, context);
  const labelType = String(formData.label_type ?? 'key') as PieLabelType;
  const showLabels = formData.show_labels === undefined ? true : Boolean(formData.show_labels);

  const pieces = new PolygonBuilder();
  const slices: PieChartModel['slices'] = [];
  const labels: SliceLabel[] = [];
  const height = (1 - 2 * PAD) / Math.max(1, steps.length);
  const widthOf = (v: number): number => (max > 0 ? (v / max) * 0.9 : 0);
  steps.forEach((step, i) => {
    const of = base === 'total' ? total : base === 'prev_step' ? (steps[i - 1]?.value ?? step.value) : max;
    const percent = percentFormat(of > 0 ? step.value / of : 0);
    const value = numberFormat(step.value);
    const color = colorOf(step.name);
    slices.push({ label: step.name, value, percent, color });
    const top = 1 - PAD - i * height;
    const bottom = top - height + GAP;
    const wTop = widthOf(step.value) / 2;
    const wBottom = widthOf(steps[i + 1]?.value ?? 0) / 2;
    pieces.add([0.5 - wTop, top, 0.5 + wTop, top, 0.5 + wBottom, bottom, 0.5 - wBottom, bottom], toRGBA(color), i, i);
    if (showLabels)
      labels.push({
        text: pieLabel(labelType, step.name, value, percent),
        x: 0.5,
        y: (top + bottom) / 2,
        align: 'middle',
      });
  });

  return {
    type: 'pie',
    vizType: formData.viz_type,
    fill: true,
    slices,
    labels,
    total: null,
    layers: [pieces.build('pieces')],
    legend: slices.map(({ label, color }) => ({ label, color })),
    showLegend: formData.show_legend === undefined ? true : Boolean(formData.show_legend),
  };
}
