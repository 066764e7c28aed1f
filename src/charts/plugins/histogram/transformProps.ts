/** Histogram: the histogram operation's bins (one column each, one row per group) → grouped bars over the bins. */
import { getNumberFormatter } from '../../../core/format';
import { ensureArray, getColumnLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { QueryColumn } from '../../../core/query';
import type { XYChartModel } from '../../model';
import { categoryBars } from '../xy/categoryBars';
import { numbersOf, rowLabels } from '../xy/data';

/** Builds the histogram's model: a series per group (named by its values), a band per bin. */
export function transformHistogramProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext,
): XYChartModel {
  const result = results[0];
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined).map(getColumnLabel);
  const bins = (result?.colnames ?? []).filter((name) => !groupby.includes(name));
  const binValues = bins.map((bin) => numbersOf(result, bin));
  const column = formData.column ? getColumnLabel(formData.column as QueryColumn) : 'count';
  const series = rowLabels(result, groupby, column).map((label, row) => ({
    label,
    values: Float64Array.from(binValues, (values) => values[row] as number),
  }));
  const format = getNumberFormatter(
    formData.normalize ? ',.0%' : ((formData.y_axis_format as string | undefined) ?? 'SMART_NUMBER'),
  );
  return categoryBars(formData, context, bins, series, format);
}
