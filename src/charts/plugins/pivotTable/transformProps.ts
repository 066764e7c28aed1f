/** Pivot table results → the pivot's header rows and body rows, with cells formatted when the view reads them. */
import { ensureArray, getColumnLabel, getMetricLabel } from '../../../core/chart-plugin';
import type { ChartPropsContext, ChartResult, QueryFormData } from '../../../core/chart-plugin';
import { verboseNamer } from '../../verbose';
import { getNumberFormatter, getTimeFormatter } from '../../../core/format';
import {
  METRIC_FIELD,
  aggregateFormat,
  isAggregateFunction,
  layoutAxis,
  pivotRecords,
  type AggregateFunction,
  type AggregateValue,
  type AxisEntry,
  type PivotKey,
  type PivotSortOrder,
} from '../../../core/pivot-table';
import { GenericDataType } from '../../../core/query';
import type { QueryColumn, QueryMetric } from '../../../core/query';
import type { ConditionalFormattingRule, PivotCell, PivotTableModel } from '../../model';
import { getColorFunction } from '../table/conditionalFormatting';
import { toEpochMs } from '../xy/data';
import { bodyRows, columnHeaderRows, type KeyLabels } from './headers';

/** Shown in place of the table when the query returned no rows. */
export const PIVOT_EMPTY_TEXT = 'No results were returned for this query';

const SORT_ORDERS: readonly PivotSortOrder[] = ['key_a_to_z', 'key_z_to_a', 'value_a_to_z', 'value_z_to_a'];
const sortOrder = (v: unknown): PivotSortOrder =>
  SORT_ORDERS.includes(v as PivotSortOrder) ? (v as PivotSortOrder) : 'key_a_to_z';

/** The row and column fields as Superset lays them out: transposed, and the metrics a field of one axis. */
export function pivotFields(formData: QueryFormData): { rows: string[]; cols: string[]; metrics: string[] } {
  const labels = (v: unknown): string[] => ensureArray(v as QueryColumn[] | undefined).map(getColumnLabel);
  let rows = labels(formData.groupbyRows);
  let cols = labels(formData.groupbyColumns);
  if (formData.transposePivot) [rows, cols] = [cols, rows];
  const combine = Boolean(formData.combineMetric);
  if (formData.metricsLayout === 'ROWS') rows = combine ? [...rows, METRIC_FIELD] : [METRIC_FIELD, ...rows];
  else cols = combine ? [...cols, METRIC_FIELD] : [METRIC_FIELD, ...cols];
  const metrics = ensureArray(formData.metrics as QueryMetric[] | undefined).map(getMetricLabel);
  return { rows, cols, metrics };
}

/** A function writing a key's values as header text: metrics by verbose name, time at the date format. */
function keyLabels(
  fields: string[],
  result: ChartResult | undefined,
  formData: QueryFormData,
  name: (label: string) => string,
): KeyLabels {
  const timeFormat = getTimeFormatter((formData.date_format as string | undefined) ?? 'smart_date');
  const temporal = fields.map((f) => result?.coltypes[result.colnames.indexOf(f)] === GenericDataType.TEMPORAL);
  return (key) =>
    key.map((v, level) => {
      if (fields[level] === METRIC_FIELD) return name(String(v));
      if (v === null || v === undefined) return 'N/A';
      const ms = temporal[level] ? toEpochMs(v) : NaN;
      return Number.isFinite(ms) ? timeFormat(ms) : String(v);
    });
}

function valueFormatter(aggregate: AggregateFunction, formData: QueryFormData): (v: AggregateValue) => string {
  const chosen = formData.valueFormat as string | undefined;
  const percent = aggregateFormat(aggregate) === 'percent' && (!chosen || chosen === 'SMART_NUMBER');
  const format = getNumberFormatter(percent ? '.1%' : (chosen ?? 'SMART_NUMBER'));
  return (v) => (v === null ? '' : typeof v === 'string' ? v : format(v));
}

/** The pivot table render model. */
export function transformPivotTableProps(
  results: ChartResult[],
  formData: QueryFormData,
  context: ChartPropsContext = { width: 0, height: 0 },
): PivotTableModel {
  const result = results[0];
  const aggregate = isAggregateFunction(formData.aggregateFunction) ? formData.aggregateFunction : 'Sum';
  const { rows, cols, metrics } = pivotFields(formData);
  const pivot = pivotRecords({
    records: { length: result?.records ?? 0, cell: (i, f) => result?.column(f)?.get(i) },
    rows,
    cols,
    metrics,
    aggregate,
    rowOrder: sortOrder(formData.rowOrder),
    colOrder: sortOrder(formData.colOrder),
  });
  // An axis without fields is one entry, the whole; otherwise its keys with the totals and subtotals asked for.
  const entries = (
    keys: PivotKey[],
    depth: number,
    totals: unknown,
    subtotals: unknown,
    first: unknown,
  ): AxisEntry[] =>
    depth
      ? layoutAxis(keys, depth, {
          totals: Boolean(totals),
          subtotals: Boolean(subtotals),
          subtotalsFirst: Boolean(first),
        })
      : [{ key: [], kind: 'total' }];
  const fd = formData;
  const rowEntries = entries(pivot.rowKeys, rows.length, fd.colTotals, fd.rowSubTotals, fd.rowSubtotalPosition);
  const colEntries = entries(pivot.colKeys, cols.length, fd.rowTotals, fd.colSubTotals, fd.colSubtotalPosition);
  const totalLabel = `Total (${aggregate})`;
  const name = verboseNamer(formData, context);
  const fieldLabel = (f: string): string => (f === METRIC_FIELD ? 'Metric' : name(f));
  const rowLabels = keyLabels(rows, result, formData, name);
  const colLabels = keyLabels(cols, result, formData, name);
  const format = valueFormatter(aggregate, formData);

  // A cell's metric: the metric field's value in the row or the column key, where the key reaches it.
  const rowMetricAt = rows.indexOf(METRIC_FIELD);
  const colMetricAt = cols.indexOf(METRIC_FIELD);
  const metricOf = (r: AxisEntry, c: AxisEntry): unknown =>
    rowMetricAt >= 0 ? r.key[rowMetricAt] : colMetricAt >= 0 ? c.key[colMetricAt] : undefined;
  const rules = ((formData.conditional_formatting ?? []) as ConditionalFormattingRule[]).filter(
    (rule) => rule.column && rule.operator,
  );
  const colorsByMetric = new Map<unknown, ((v: unknown) => string | undefined)[]>();
  for (const rule of rules) {
    const values: number[] = [];
    for (const r of rowEntries)
      for (const c of colEntries)
        if (r.kind === 'leaf' && c.kind === 'leaf' && metricOf(r, c) === rule.column) {
          const v = pivot.value(r.key, c.key);
          if (typeof v === 'number') values.push(v);
        }
    colorsByMetric.set(rule.column, [...(colorsByMetric.get(rule.column) ?? []), getColorFunction(rule, values)]);
  }
  const cell = (row: number, column: number): PivotCell => {
    const r = rowEntries[row];
    const c = colEntries[column];
    if (!r || !c) return { text: '' };
    const value = pivot.value(r.key, c.key);
    const text = format(value);
    if (r.kind !== 'leaf' || c.kind !== 'leaf') return { text };
    let background: string | undefined;
    for (const fn of colorsByMetric.get(metricOf(r, c)) ?? []) background = fn(value) ?? background;
    return background ? { text, background } : { text };
  };

  return {
    type: 'pivot_table',
    vizType: formData.viz_type,
    rowFields: rows.length ? rows.map(fieldLabel) : [''],
    colFields: cols.map(fieldLabel),
    headerRows: cols.length
      ? columnHeaderRows(colEntries, cols.length, colLabels, totalLabel)
      : [[{ label: totalLabel, span: 1, kind: 'total' }]],
    columnKinds: colEntries.map((e) => e.kind),
    rows: bodyRows(rowEntries, rows.length, rowLabels, totalLabel),
    cell,
    emptyText: result && result.records > 0 ? null : PIVOT_EMPTY_TEXT,
  };
}
