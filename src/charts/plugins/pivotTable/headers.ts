/** The pivot table's headers: column header rows with spans, and each body row's labels per row field. */
import type { AxisEntry } from '../../../core/pivot-table';
import type { PivotHeaderCell, PivotRowModel } from '../../model';

/** Labels of a key's values, one per field of its axis. */
export type KeyLabels = (key: readonly unknown[]) => string[];

const SUBTOTAL = 'Subtotal';

/** One row per column field: each entry's label at that level, adjacent equal cells merged into one spanning cell. */
export function columnHeaderRows(
  entries: readonly AxisEntry[],
  depth: number,
  labels: KeyLabels,
  totalLabel: string,
): PivotHeaderCell[][] {
  const rows: PivotHeaderCell[][] = [];
  for (let level = 0; level < depth; level++) {
    const row: (PivotHeaderCell & { id: string })[] = [];
    for (const entry of entries) {
      const texts = labels(entry.key);
      let cell: PivotHeaderCell & { id: string };
      if (level < entry.key.length)
        cell = { id: JSON.stringify(texts.slice(0, level + 1)), label: texts[level] ?? '', span: 1, kind: 'leaf' };
      else {
        // A subtotal or total names itself on its first free level and leaves the levels below it empty.
        const label = level > entry.key.length ? '' : entry.kind === 'total' ? totalLabel : SUBTOTAL;
        cell = { id: `${entry.kind}:${JSON.stringify(texts)}:${level}`, label, span: 1, kind: entry.kind };
      }
      const last = row.at(-1);
      if (last && last.id === cell.id) last.span += 1;
      else row.push(cell);
    }
    rows.push(row.map(({ label, span, kind }) => ({ label, span, kind })));
  }
  return rows;
}

/** Body rows: a label is written on a group's first row only, subtotals say 'Subtotal', the total its label. */
export function bodyRows(
  entries: readonly AxisEntry[],
  depth: number,
  labels: KeyLabels,
  totalLabel: string,
): PivotRowModel[] {
  let previous: string[] = [];
  return entries.map((entry) => {
    const texts = labels(entry.key);
    const headers = Array.from({ length: Math.max(depth, 1) }, (_, level) => {
      if (level < texts.length) {
        const shared = previous.length > level && texts.slice(0, level + 1).every((t, i) => previous[i] === t);
        return shared ? '' : (texts[level] ?? '');
      }
      if (level === texts.length)
        return entry.kind === 'total' ? totalLabel : entry.kind === 'subtotal' ? SUBTOTAL : '';
      return '';
    });
    previous = texts;
    return {
      headers,
      kind: entry.kind,
      group: entry.kind === 'leaf' ? texts.slice(0, -1) : texts,
    };
  });
}
