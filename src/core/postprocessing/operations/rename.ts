import { InvalidPostProcessingError } from '../error';
import { dataColumns, flatName } from '../frame';
import { OptionReader } from '../options';
import { ident } from '../sql';
import type { FrameColumn, Operation } from '../types';
import { passThrough } from './select';

/** `rename`: new names for columns, or for one level's labels of MultiIndex columns (null removes a label). */
export const rename: Operation = (frame, options) => {
  const o = new OptionReader('rename', options, ['columns', 'inplace', 'level']);
  const mapping = o.record('columns', true);
  o.bool('inplace', false);
  const level = o.has('level') ? o.int('level', 0, 0, 64) : null;
  for (const [k, v] of Object.entries(mapping)) {
    if (v !== null && typeof v !== 'string') o.fail('columns', `must map "${k}" to a string or null`);
  }
  const entries = new Map(Object.entries(mapping) as [string, string | null][]);
  if (entries.size === 0)
    return {
      sql: passThrough(
        frame.relation,
        frame.columns.map((c) => [ident(c.name), c.name]),
      ),
      columns: frame.columns,
    };
  const data = dataColumns(frame);
  const labelsAt = data.map((c) => (c.levels === null ? c.name : (c.levels[level ?? 0] ?? null)));
  if ([...entries.values()].every((n) => labelsAt.includes(n as string)))
    throw new InvalidPostProcessingError('Label already exists');
  const columns = frame.columns.map((c): FrameColumn => {
    if (c.index) return c;
    if (c.levels === null) {
      if (level !== null && level > 0) o.fail('level', `is ${level}, but the columns have one level`);
      const next = entries.get(c.name);
      if (next === null) return o.fail('columns', `cannot remove the name of column "${c.name}"`);
      return next === undefined ? c : { ...c, name: next };
    }
    if (level !== null && level >= c.levels.length)
      o.fail('level', `is ${level}, but the columns have ${c.levels.length}`);
    const levels = c.levels.map((l, i) =>
      (level === null || i === level) && l !== null && entries.has(l) ? (entries.get(l) ?? null) : l,
    );
    return { ...c, levels, name: flatName(levels) };
  });
  return {
    sql: passThrough(
      frame.relation,
      frame.columns.map((c, i) => [ident(c.name), (columns[i] as FrameColumn).name]),
    ),
    columns,
  };
};
