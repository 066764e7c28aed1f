import { assertUnique, plain, resolveOne } from '../frame';
import { OptionReader } from '../options';
import { ident } from '../sql';
import type { Operation } from '../types';
import { passThrough } from './select';

/** `rank`: a `rank` column with pandas' rank(pct=True), average ties, within `group_by` when given. */
export const rank: Operation = (frame, options) => {
  const o = new OptionReader('rank', options, ['metric', 'group_by']);
  const metricName = o.requiredString('metric');
  const x = ident(resolveOne(frame, metricName, 'metric', o.operation).name);
  const groupName = o.string('group_by', null);
  const group = groupName ? ident(resolveOne(frame, groupName, 'group_by', o.operation).name) : null;
  const part = group ? `PARTITION BY ${group} ` : '';
  const tie = group ? `PARTITION BY ${group}, ${x}` : `PARTITION BY ${x}`;
  const average = `(rank() OVER (${part}ORDER BY ${x} ASC NULLS LAST) + (count(*) OVER (${tie}) - 1) / 2.0)`;
  const missing = group ? `${x} IS NULL OR ${group} IS NULL` : `${x} IS NULL`;
  const sql = `CASE WHEN ${missing} THEN NULL ELSE ${average} / count(${x}) OVER (${part.trim()}) END`;
  const exists = frame.columns.some((c) => c.name === 'rank' && !c.index);
  const columns = exists
    ? frame.columns.map((c) => (c.name === 'rank' ? plain('rank', 'number') : c))
    : [...frame.columns, plain('rank', 'number')];
  assertUnique(columns, o.operation);
  const items = frame.columns.map((c) => [c.name === 'rank' && !c.index ? sql : ident(c.name), c.name] as const);
  return { sql: passThrough(frame.relation, exists ? items : [...items, [sql, 'rank']]), columns };
};
