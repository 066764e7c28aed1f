import { InvalidPostProcessingError } from '../error';
import { plain, resolveOne, ROW_ID } from '../frame';
import { OptionReader } from '../options';
import { ident, num } from '../sql';
import type { ColumnType, FrameColumn, Operation } from '../types';
import { groupedSelect } from './aggregate';

const STATS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

/** numpy's nanpercentile with the midpoint method, over a group's non-null values. */
const midpoint = (x: string, q: number): string => {
  const sorted = `list_sort(list(${x}) FILTER (WHERE ${x} IS NOT NULL))`;
  const pos = `((count(${x}) - 1) * ${num(q)})`;
  return `(${sorted}[CAST(floor(${pos}) AS BIGINT) + 1] + ${sorted}[CAST(ceil(${pos}) AS BIGINT) + 1]) / 2.0`;
};

/** `boxplot`: per group and metric, `<metric>__mean`, `__median`, `__max`, `__min`, `__q1`, `__q3`, `__count`, `__outliers`. */
export const boxplot: Operation = (frame, options) => {
  const o = new OptionReader('boxplot', options, ['groupby', 'metrics', 'whisker_type', 'percentiles']);
  const keys = o.strings('groupby').map((g) => resolveOne(frame, g, 'groupby', o.operation));
  const metrics = o.strings('metrics', true).map((m) => resolveOne(frame, m, 'metrics', o.operation));
  for (const m of metrics) if (m.type !== 'number') o.fail('metrics', `names a column that is not numeric: ${m.name}`);
  const whisker = o.oneOf('whisker_type', ['tukey', 'min/max', 'percentile'] as const);
  let low = 0;
  let high = 100;
  if (whisker === 'percentile') {
    const p = o.options['percentiles'];
    if (
      !Array.isArray(p) ||
      p.length !== 2 ||
      typeof p[0] !== 'number' ||
      typeof p[1] !== 'number' ||
      p[0] >= p[1] ||
      p[0] < 0 ||
      p[1] > 100
    ) {
      throw new InvalidPostProcessingError(
        'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
      );
    }
    [low, high] = p as [number, number];
  }
  const rel = frame.relation;
  const stats = `${rel}_whiskers`;
  const keyIds = keys.map((k) => ident(k.name));
  const bound = (m: number, side: 'lo' | 'hi'): string => ident(`__tessera_${side}${m}`);
  const limits = metrics.flatMap((m, i) => {
    const x = ident(m.name);
    const [q1, q3] = [midpoint(x, 0.25), midpoint(x, 0.75)];
    if (whisker === 'tukey')
      return [
        `${q1} - 1.5 * (${q3} - ${q1}) AS ${bound(i, 'lo')}`,
        `${q3} + 1.5 * (${q3} - ${q1}) AS ${bound(i, 'hi')}`,
      ];
    if (whisker === 'percentile')
      return [
        `quantile_cont(${x}, ${num(low / 100)}) AS ${bound(i, 'lo')}`,
        `quantile_cont(${x}, ${num(high / 100)}) AS ${bound(i, 'hi')}`,
      ];
    return [`min(${x}) AS ${bound(i, 'lo')}`, `max(${x}) AS ${bound(i, 'hi')}`];
  });
  const statSql = `SELECT ${[...keyIds, ...limits].join(', ')} FROM ${rel}${keyIds.length ? ` GROUP BY ${keyIds.join(', ')}` : ''}`;
  const join = keyIds.length ? `JOIN ${stats} AS s USING (${keyIds.join(', ')})` : `CROSS JOIN ${stats} AS s`;
  const sqlOf = (stat: (typeof STATS)[number], m: FrameColumn, i: number): [string, ColumnType] => {
    const x = ident(m.name);
    const [lo, hi] = [bound(i, 'lo'), bound(i, 'hi')];
    const whiskerHigh =
      whisker === 'tukey'
        ? `max(${x}) FILTER (WHERE ${x} <= ${hi})`
        : whisker === 'percentile'
          ? `any_value(${hi})`
          : `max(${x})`;
    const whiskerLow =
      whisker === 'tukey'
        ? `min(${x}) FILTER (WHERE ${x} >= ${lo})`
        : whisker === 'percentile'
          ? `any_value(${lo})`
          : `min(${x})`;
    switch (stat) {
      case 'mean':
        return [`avg(${x})`, 'number'];
      // Superset hands np.median itself to pandas, which swaps in its NaN-skipping median.
      case 'median':
        return [`median(${x})`, 'number'];
      case 'max':
        return [whiskerHigh, 'number'];
      case 'min':
        return [whiskerLow, 'number'];
      case 'q1':
        return [midpoint(x, 0.25), 'number'];
      case 'q3':
        return [midpoint(x, 0.75), 'number'];
      case 'count':
        return ['count(*)', 'number'];
      default: {
        const list = (cond: string): string => `coalesce(list(${x} ORDER BY ${ROW_ID}) FILTER (WHERE ${cond}), [])`;
        const above = whisker === 'tukey' ? `${x} > ${hi}` : whisker === 'percentile' ? `${x} > ${hi}` : 'false';
        const below = whisker === 'tukey' ? `${x} < ${lo}` : whisker === 'percentile' ? `${x} < ${lo}` : 'false';
        return [`list_concat(${list(above)}, ${list(below)})`, 'string'];
      }
    }
  };
  const values = STATS.flatMap((stat) =>
    metrics.map((m, i) => {
      const [sql, type] = sqlOf(stat, m, i);
      return { column: plain(`${m.name}__${stat}`, type), sql };
    }),
  );
  const bounds = metrics.flatMap((_, i) => [`s.${bound(i, 'lo')}`, `s.${bound(i, 'hi')}`]);
  const step = groupedSelect(`(SELECT t.*, ${bounds.join(', ')} FROM ${rel} AS t ${join})`, keys, values, false);
  return { sql: `WITH ${stats} AS (${statSql})\n${step.sql}`, columns: step.columns };
};
