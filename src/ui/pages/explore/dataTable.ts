/**
 * The data pane's table (X10.02–X10.05): rows read by column, search, the row count, copy and temporal formatting.
 * Cells are written by the table chart's formatCell and copied by its rowsAsText, so both tables read alike.
 */
import type { ChartResult } from '../../../core/chart-plugin';
import { formatCell, rowsAsText, type TableColumnModel, type TableRows } from '../../../charts';

export { rowCountText } from '../../../charts';

/** GenericDataType of a temporal column in a result's coltypes. */
const TEMPORAL = 2;
/** How 'Formatted date' shows a temporal cell. */
const DATETIME_FORMAT = '%Y-%m-%d %H:%M:%S';

/** The row count reached the query's row limit (X10.03: the badge's 'Limit reached' tooltip). */
export const limitReached = (rows: number, limit: unknown): boolean =>
  typeof limit === 'number' && limit > 0 && rows >= limit;

/** A result's columns: names and whether each is temporal. */
export function tableColumns(
  result: Pick<ChartResult, 'colnames' | 'coltypes'>,
): { name: string; temporal: boolean }[] {
  return (result.colnames ?? []).map((name, i) => ({ name, temporal: result.coltypes?.[i] === TEMPORAL }));
}

/** The table chart's column model of a data pane column: a date when temporal and not asked for as the original value. */
function columnModel(name: string, asDate: boolean): TableColumnModel {
  return {
    key: name,
    label: name,
    kind: asDate ? 'time' : 'string',
    isMetric: false,
    isPercentMetric: false,
    width: null,
    align: 'left',
    numberFormat: null,
    smallNumberFormat: null,
    timeFormat: DATETIME_FORMAT,
    fractionDigits: null,
    showCellBars: false,
    alignPositiveNegative: false,
    colorPositiveNegative: false,
    truncate: false,
    extent: null,
  };
}

/** The table chart's column models of the shown columns (temporal ones as dates unless shown original). */
export const modelsOf = (
  columns: readonly { name: string; temporal: boolean }[],
  original: ReadonlySet<string>,
): TableColumnModel[] => columns.map((c) => columnModel(c.name, c.temporal && !original.has(c.name)));

/** One cell's text: a temporal column's epoch shown as a date unless the user asked for the original value (X10.05). */
export function cellText(value: unknown, temporal: boolean, original: boolean): string {
  return formatCell(columnModel('', temporal && !original), value);
}

/** The result's records as the table chart reads them: a cell of a row, read from its column. */
const rowsOf = (result: Pick<ChartResult, 'records' | 'column'>): TableRows => ({
  length: result.records,
  cell: (row, key) => result.column(key)?.get(row),
});

/** The indices of the rows in which some cell's text holds the search (any case); every row when the search is empty (X10.02). */
export function matchingRows(
  result: Pick<ChartResult, 'records' | 'column'>,
  columns: readonly { name: string; temporal: boolean }[],
  search: string,
  original: ReadonlySet<string>,
): number[] {
  const needle = search.trim().toLowerCase();
  const all = Array.from({ length: result.records }, (_, i) => i);
  if (!needle) return all;
  const readers = modelsOf(columns, original).map((model) => ({ model, column: result.column(model.key) }));
  return all.filter((row) =>
    readers.some((r) => r.column && formatCell(r.model, r.column.get(row)).toLowerCase().includes(needle)),
  );
}

/** The shown rows as the copy button puts them on the clipboard (X10.04): a header line and one tab-separated line a row. */
export function copyText(
  result: Pick<ChartResult, 'records' | 'column'>,
  columns: readonly { name: string; temporal: boolean }[],
  rows: number[],
  original: ReadonlySet<string>,
): string {
  return rowsAsText(rowsOf(result), modelsOf(columns, original), rows);
}
