/** The pivot view's pure layout: column widths from the text they hold, and the rows left showing by collapsed groups. */
import type { PivotRowModel, PivotTableModel } from '../../model';

const CHAR_PX = 8;
const SAMPLE_ROWS = 200;
const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, Math.ceil(v)));
const textWidth = (chars: number, pad: number, lo: number, hi: number): number => clamp(chars * CHAR_PX + pad, lo, hi);

/** Widths of the row header columns and of each value column, measured on the headers and the first rows. */
export function pivotColumnWidths(model: PivotTableModel): { rowHeaders: number[]; values: number[] } {
  const sample = model.rows.slice(0, SAMPLE_ROWS);
  const rowHeaders = model.rowFields.map((field, i) =>
    textWidth(Math.max(field.length, ...sample.map((r) => r.headers[i]?.length ?? 0)), 32, 64, 260),
  );
  const chars = model.columnKinds.map(() => 0);
  for (const row of model.headerRows) {
    let column = 0;
    for (const cell of row) {
      // A spanning header shares its text's width among its columns.
      const share = cell.label.length / cell.span;
      for (let j = column; j < column + cell.span; j++) chars[j] = Math.max(chars[j] ?? 0, share);
      column += cell.span;
    }
  }
  for (let i = 0; i < sample.length; i++)
    for (let j = 0; j < chars.length; j++) chars[j] = Math.max(chars[j] ?? 0, model.cell(i, j).text.length);
  return { rowHeaders, values: chars.map((c) => textWidth(c, 20, 56, 240)) };
}

/** A body row as shown: its index in the model, its header labels, and a toggle per header level that has one. */
export interface ShownPivotRow {
  index: number;
  row: PivotRowModel;
  headers: string[];
  toggles: ({ id: string; collapsed: boolean } | null)[];
}

const groupId = (group: readonly string[], length: number): string => JSON.stringify(group.slice(0, length));

/**
 * The rows left by collapsed groups: a collapsed group shows its subtotal row alone, labelled with the group. Groups
 * collapse only where the table has row subtotals, so a collapsed group still shows its values.
 */
export function visiblePivotRows(model: PivotTableModel, collapsed: ReadonlySet<string>): ShownPivotRow[] {
  const collapsible = model.rows.some((r) => r.kind === 'subtotal');
  const out: ShownPivotRow[] = [];
  model.rows.forEach((row, index) => {
    let headers = row.headers;
    for (let length = 1; length <= row.group.length; length++) {
      if (!collapsed.has(groupId(row.group, length))) continue;
      if (row.kind !== 'subtotal' || row.group.length !== length) return;
      headers = row.headers.map((h, i) => (i < length ? (row.group[i] ?? '') : h));
      break;
    }
    const toggles = headers.map((label, level) => {
      if (!collapsible || level >= row.group.length || label === '') return null;
      const id = groupId(row.group, level + 1);
      return { id, collapsed: collapsed.has(id) };
    });
    out.push({ index, row, headers, toggles });
  });
  return out;
}
