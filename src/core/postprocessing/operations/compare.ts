import { InvalidPostProcessingError } from '../error';
import { assertUnique, renamed, resolve } from '../frame';
import { OptionReader } from '../options';
import { ident } from '../sql';
import type { FrameColumn, Operation } from '../types';
import { passThrough } from './select';

const TYPES = ['difference', 'percentage', 'ratio'] as const;

/** `compare`: source against compare columns, appended as `<type>__<source>__<compare>`. */
export const compare: Operation = (frame, options) => {
  const o = new OptionReader('compare', options, [
    'source_columns',
    'compare_columns',
    'compare_type',
    'drop_original_columns',
    'precision',
  ]);
  const sources = o.strings('source_columns', true);
  const targets = o.strings('compare_columns', true);
  if (sources.length !== targets.length) {
    throw new InvalidPostProcessingError('`compare_columns` must have the same length as `source_columns`.');
  }
  const type = o.string('compare_type', null);
  if (!type || !(TYPES as readonly string[]).includes(type)) {
    throw new InvalidPostProcessingError('`compare_type` must be `difference`, `percentage` or `ratio`');
  }
  const drop = o.bool('drop_original_columns', false);
  const precision = o.int('precision', 4, 0, 15);
  const added: [string, FrameColumn][] = [];
  sources.forEach((s, i) => {
    const t = targets[i] as string;
    const left = resolve(frame, s, 'source_columns', o.operation);
    const right = resolve(frame, t, 'compare_columns', o.operation);
    for (const l of left) {
      const rest = JSON.stringify(l.levels?.slice(1) ?? []);
      const r = right.find((c) => JSON.stringify(c.levels?.slice(1) ?? []) === rest);
      if (!r) throw new InvalidPostProcessingError(`compare: no column of "${t}" matches ${l.name}`);
      if (l.type !== 'number' || r.type !== 'number')
        o.fail('source_columns', `compares a column that is not numeric: ${l.name}`);
      const [a, b] = [`CAST(${ident(l.name)} AS DOUBLE)`, `CAST(${ident(r.name)} AS DOUBLE)`];
      const sql =
        type === 'difference'
          ? `${ident(l.name)} - ${ident(r.name)}`
          : `round_even(${type === 'ratio' ? `${a} / ${b}` : `(${a} - ${b}) / ${b}`}, ${precision})`;
      added.push([sql, renamed(l, [type, s, t].join('__'))]);
    }
  });
  const dropped = new Set(drop ? [...sources, ...targets] : []);
  const kept = frame.columns.filter((c) => c.index || !dropped.has(c.levels === null ? c.name : (c.levels[0] ?? '')));
  const columns = [...kept, ...added.map(([, c]) => c)];
  assertUnique(columns, o.operation);
  return {
    sql: passThrough(frame.relation, [
      ...kept.map((c) => [ident(c.name), c.name] as const),
      ...added.map(([sql, c]) => [sql, c.name] as const),
    ]),
    columns,
  };
};
