/** Time-series table results → a row per metric (or per group) and a cell per configured column. */
import { ensureArray, getColumnLabel, getMetricLabel, timeTableTimeColumn } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import { verboseNamer } from '../../verbose';
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import { DTTM_ALIAS } from '../../../core/query';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { TimeTableCell, TimeTableModel } from '../../model';
import { extentOf } from '../xy/axes';
import { toEpochMs, toNumber } from '../xy/data';
import {
  colorFromBounds,
  columnValue,
  normalizeColumn,
  sparkValues,
  type TimeSeriesColumnConfig,
  type TimeTableColumn,
} from './columns';

/** Shown in place of the table when the query returned no rows. */
export const TIME_TABLE_EMPTY_TEXT = 'No results were returned for this query';

const PAD = 2;

/** The sparkline's path in the cell's pixels, its axis labels and its latest point's title. */
export function sparkCell(
  column: TimeTableColumn,
  values: (number | null)[],
  latest: { time: number | undefined; value: number | null },
): TimeTableCell {
  const { width, height } = column;
  const format = getNumberFormatter(column.d3format || null);
  const extent = extentOf(values.filter((v): v is number => v !== null)) ?? [0, 1];
  const lo = column.yAxisBounds[0] ?? extent[0];
  const hi = column.yAxisBounds[1] ?? extent[1];
  const x = (i: number): number => PAD + (values.length > 1 ? (i / (values.length - 1)) * (width - 2 * PAD) : 0);
  const y = (v: number): number => PAD + (hi === lo ? 0.5 : 1 - (v - lo) / (hi - lo)) * (height - 2 * PAD);
  let path = '';
  let pen = false;
  values.forEach((v, i) => {
    if (v === null) {
      pen = false;
      return;
    }
    path += `${pen ? 'L' : 'M'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`;
    pen = true;
  });
  const time = latest.time === undefined ? '' : getTimeFormatter(column.dateFormat || 'smart_date')(latest.time);
  return {
    kind: 'spark',
    width,
    height,
    path,
    axis: column.showYAxis ? [format(lo), format(hi)] : null,
    title: `${time}: ${latest.value === null ? 'N/A' : format(latest.value)}`,
  };
}

/** The time-series table render model. */
export function transformTimeTableProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext = { width: 0, height: 0 },
): TimeTableModel {
  const result = results[0];
  const name = verboseNamer(formData, context);
  const timeColumn = timeTableTimeColumn(formData);
  const timeKey = timeColumn ? getColumnLabel(timeColumn) : DTTM_ALIAS;
  const groupby = ensureArray(formData.groupby as QueryColumn[] | undefined).map(getColumnLabel);
  const metrics = ensureArray(formData.metrics as QueryMetric[] | undefined).map(getMetricLabel);
  const n = result?.records ?? 0;
  const read = (key: string, i: number): unknown => result?.column(key)?.get(i);
  // With a group-by, each row is a group of the first metric (Superset allows one metric then); else each a metric.
  const rowOf = (i: number): string[] =>
    groupby.length ? [groupby.map((g) => String(read(g, i) ?? 'N/A')).join(', ')] : metrics.map((m) => name(m));
  const times = [...new Set(Array.from({ length: n }, (_, i) => toEpochMs(read(timeKey, i))))]
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const step = new Map(times.map((t, i) => [t, i]));
  const series = new Map<string, (number | null)[]>();
  for (let i = 0; i < n; i++) {
    const at = step.get(toEpochMs(read(timeKey, i)));
    if (at === undefined) continue;
    rowOf(i).forEach((label, k) => {
      const metric = groupby.length ? metrics[0] : metrics[k];
      const values = series.get(label) ?? Array<number | null>(times.length).fill(null);
      const v = metric === undefined ? NaN : toNumber(read(metric, i));
      values[at] = Number.isFinite(v) ? v : null;
      series.set(label, values);
    });
  }
  const labels = groupby.length ? [...series.keys()].sort() : metrics.map((m) => name(m));
  const latestRow = labels.map((l) => series.get(l)?.at(-1) ?? null);
  const columns = ensureArray(formData.column_collection as TimeSeriesColumnConfig[] | undefined).map(normalizeColumn);

  const rows = labels.map((label) => {
    const values = series.get(label) ?? times.map(() => null);
    const cells = columns.map((column): TimeTableCell => {
      if (column.colType === 'spark')
        return sparkCell(column, sparkValues(column, values), { time: times.at(-1), value: values.at(-1) ?? null });
      const computed = columnValue(column, values, latestRow);
      if ('error' in computed) return { kind: 'value', text: computed.error, value: null, color: null };
      const text = computed.value === null ? '' : getNumberFormatter(column.d3format || null)(computed.value);
      return { kind: 'value', text, value: computed.value, color: colorFromBounds(computed.value, column.bounds) };
    });
    return { label, cells };
  });

  return {
    type: 'time_table',
    vizType: formData.viz_type,
    rowHeader: groupby.length ? groupby.map((g) => name(g)).join(', ') : 'Metric',
    columns: columns.map((c) => ({ key: c.key, label: c.label, tooltip: c.tooltip })),
    rows,
    emptyText: n > 0 ? null : TIME_TABLE_EMPTY_TEXT,
  };
}
