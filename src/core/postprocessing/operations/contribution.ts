import { InvalidPostProcessingError } from '../error';
import { assertUnique, dataColumns, renamed, resolve } from '../frame';
import { OptionReader } from '../options';
import { ident, num } from '../sql';
import type { FrameColumn, Operation } from '../types';
import { passThrough } from './select';

/** `contribution`: each numeric cell's share of its column's or its row's total. */
export const contribution: Operation = (frame, options) => {
  const o = new OptionReader('contribution', options, [
    'orientation',
    'columns',
    'rename_columns',
    'contribution_totals',
    'time_shifts',
  ]);
  const orientation = o.oneOf('orientation', ['row', 'column'] as const, 'column');
  const numeric = dataColumns(frame).filter((c) => c.type === 'number');
  const names = o.strings('columns');
  const chosen: FrameColumn[] = names.length
    ? names.flatMap((n) => {
        const found = resolve(frame, n, 'columns', o.operation);
        if (found.some((c) => c.type !== 'number')) {
          throw new InvalidPostProcessingError(`Column "${n}" is not numeric or does not exists in the query results.`);
        }
        return found;
      })
    : numeric;
  const renames = o.strings('rename_columns');
  if (renames.length > 0 && renames.length !== chosen.length) {
    throw new InvalidPostProcessingError(
      '`rename_columns` must have the same length as `columns` + `time_shift_columns`.',
    );
  }
  const targets = chosen.map((c, i) => (renames.length ? renamed(c, renames[i] as string) : c));
  const totals = o.record('contribution_totals');
  const shifts = o.strings('time_shifts');
  const filled = (c: FrameColumn): string => `coalesce(${ident(c.name)}, 0)`;
  const shiftOf = (c: FrameColumn): string | undefined =>
    shifts.find((s) => (c.levels?.[0] ?? c.name).endsWith(`__${s}`));
  const computed = chosen.map((c) => {
    if (orientation === 'column') {
      if (o.has('contribution_totals')) {
        const total = totals[c.name];
        if (total !== undefined && total !== null && typeof total !== 'number')
          o.fail('contribution_totals', `must map "${c.name}" to a number`);
        return typeof total === 'number' && total !== 0 ? `${filled(c)} / ${num(total)}` : '0';
      }
      return `${filled(c)} / sum(${filled(c)}) OVER ()`;
    }
    const group = chosen.filter((d) => shiftOf(d) === shiftOf(c));
    return `${ident(c.name)} / (${group.map(filled).join(' + ')})`;
  });
  const replaced = new Map<string, string>();
  const appended: [string, FrameColumn][] = [];
  targets.forEach((t, i) => {
    const sql = computed[i] as string;
    if (frame.columns.some((c) => c.name === t.name)) replaced.set(t.name, sql);
    else appended.push([sql, { ...t, type: 'number' }]);
  });
  const columns = [...frame.columns, ...appended.map(([, c]) => c)];
  assertUnique(columns, o.operation);
  const items = [
    ...frame.columns.map((c) => [replaced.get(c.name) ?? ident(c.name), c.name] as const),
    ...appended.map(([sql, c]) => [sql, c.name] as const),
  ];
  return { sql: passThrough(frame.relation, items), columns };
};
