import { flatName } from '../frame';
import { OptionReader } from '../options';
import { ident } from '../sql';
import type { FrameColumn, Operation } from '../types';
import { passThrough } from './select';

/** `flatten`: join MultiIndex labels with ", " (escaping literal commas) and turn the index into columns. */
export const flatten: Operation = (frame, options) => {
  const o = new OptionReader('flatten', options, ['reset_index', 'drop_levels']);
  const reset = o.bool('reset_index', true);
  const raw = o.options['drop_levels'] ?? [];
  if (!Array.isArray(raw) || !raw.every((l) => typeof l === 'number' && Number.isInteger(l))) {
    o.fail('drop_levels', 'must be a list of level positions (integers)');
  }
  const drop = raw as number[];
  const renames: [string, string][] = [];
  const columns = frame.columns.map((c): FrameColumn => {
    const next = { ...c, index: c.index && !reset };
    if (c.levels === null) return next;
    const depth = c.levels.length;
    const dropped = new Set(drop.map((l) => (l < 0 ? depth + l : l)));
    for (const l of dropped)
      if (l < 0 || l >= depth) o.fail('drop_levels', `has level ${l}, but the columns have ${depth}`);
    const name = flatName(c.levels.filter((_, i) => !dropped.has(i)));
    renames.push([c.name, name]);
    return { ...next, name, levels: null };
  });
  const alias = new Map(renames);
  return {
    sql: passThrough(
      frame.relation,
      frame.columns.map((c) => [ident(c.name), alias.get(c.name) ?? c.name]),
    ),
    columns,
  };
};
