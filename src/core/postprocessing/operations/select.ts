import { InvalidPostProcessingError } from '../error';
import { dataColumns, indexColumns, renamed, resolve, ROW_ID } from '../frame';
import { OptionReader } from '../options';
import { ident } from '../sql';
import type { FrameColumn, Operation } from '../types';

/** A SELECT of expressions under output names, keeping the row order column. */
export function passThrough(relation: string, items: readonly (readonly [string, string])[], where = ''): string {
  const list = [...items.map(([sql, name]) => (sql === ident(name) ? sql : `${sql} AS ${ident(name)}`)), ROW_ID];
  return `SELECT ${list.join(', ')}\nFROM ${relation}${where ? `\nWHERE ${where}` : ''}`;
}

/** `select`: keep `columns` in that order, drop `exclude`, then apply `rename`. */
export const select: Operation = (frame, options) => {
  const o = new OptionReader('select', options, ['columns', 'exclude', 'rename']);
  const names = o.strings('columns');
  let chosen: FrameColumn[] = names.length
    ? names.flatMap((n) => resolve(frame, n, 'columns', o.operation))
    : dataColumns(frame);
  for (const n of o.strings('exclude')) {
    resolve(frame, n, 'exclude', o.operation);
    const before = chosen.length;
    chosen = chosen.filter((c) => (c.levels === null ? c.name : c.levels[0]) !== n);
    if (chosen.length === before)
      throw new InvalidPostProcessingError(`Referenced columns not available in DataFrame: ${n}`);
  }
  const rawRename = o.options['rename'];
  // The frontend sends rename as a list of one-entry objects; Superset's schema also takes one object.
  const pairs: [string, string][] = (
    Array.isArray(rawRename) ? rawRename : rawRename == null ? [] : [rawRename]
  ).flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      o.fail('rename', 'must map column names to new names');
    return Object.entries(entry as Record<string, unknown>).map(([k, v]): [string, string] => {
      if (typeof v !== 'string') return o.fail('rename', `must map "${k}" to a string`);
      resolve(frame, k, 'rename', o.operation);
      return [k, v];
    });
  });
  const rename = new Map(pairs);
  const out = chosen.map((c) => {
    const key = c.levels === null ? c.name : (c.levels[0] ?? c.name);
    const target = rename.get(key);
    if (target === undefined) return c;
    return renamed(c, target);
  });
  const index = indexColumns(frame);
  return {
    sql: passThrough(
      frame.relation,
      [...index, ...chosen].map((c, i) => [ident(c.name), ([...index, ...out][i] as FrameColumn).name]),
    ),
    columns: [...index, ...out],
  };
};
