import { InvalidPostProcessingError } from '../error';
import { dataColumns, indexColumns, ROW_ID } from '../frame';
import { OptionReader } from '../options';
import { ident, num } from '../sql';
import type { FrameColumn, Operation } from '../types';

const METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'] as const;
const TICKS: Record<string, number> = { S: 1e6, s: 1e6, T: 6e7, min: 6e7, H: 3.6e9, h: 3.6e9, D: 8.64e10 };

/** A pandas offset as SQL: the bin label of a timestamp, and the series of labels between two labels. */
interface Rule {
  label(ts: string): string;
  series(first: string, last: string): string;
}

function parseRule(rule: string, fail: (problem: string) => never): Rule {
  const m = /^(\d*)([A-Za-z]+)$/.exec(rule.trim());
  const n = m?.[1] ? Number(m[1]) : 1;
  const unit = m?.[2] ?? '';
  if (!m || n < 1) return fail(`is not a pandas offset alias such as 1D, 7D, 1H, 1T, 1MS, 1M, 1AS or 1A: ${rule}`);
  const tick = TICKS[unit];
  if (tick !== undefined) {
    const step = n * tick;
    // pandas anchors fixed frequencies at midnight of the first timestamp (origin "start_day").
    const origin = (ts: string): string => `epoch_us(date_trunc('day', min(CAST(${ts} AS TIMESTAMP)) OVER ()))`;
    return {
      label: (ts) =>
        `make_timestamp(${origin(ts)} + (epoch_us(CAST(${ts} AS TIMESTAMP)) - ${origin(ts)}) // ${step} * ${step})`,
      series: (a, b) => `generate_series(${a}, ${b}, to_microseconds(${step}))`,
    };
  }
  if (n !== 1) return fail(`supports a multiple only for fixed frequencies (S, T, H, D): ${rule}`);
  const months = (a: string, b: string, unitSql: string, map: (x: string) => string): string =>
    `list_transform(generate_series(date_trunc('${unitSql}', ${a}), date_trunc('${unitSql}', ${b}), INTERVAL 1 ${unitSql}), x -> ${map('x')})`;
  switch (unit) {
    case 'MS':
      return {
        label: (ts) => `date_trunc('month', CAST(${ts} AS TIMESTAMP))`,
        series: (a, b) => months(a, b, 'month', (x) => x),
      };
    case 'M':
    case 'ME':
      return {
        label: (ts) => `CAST(last_day(CAST(${ts} AS TIMESTAMP)) AS TIMESTAMP)`,
        series: (a, b) => months(a, b, 'month', (x) => `CAST(last_day(${x}) AS TIMESTAMP)`),
      };
    case 'AS':
    case 'YS':
      return {
        label: (ts) => `date_trunc('year', CAST(${ts} AS TIMESTAMP))`,
        series: (a, b) => months(a, b, 'year', (x) => x),
      };
    case 'A':
    case 'Y':
    case 'YE':
      return {
        label: (ts) => `CAST(make_date(year(CAST(${ts} AS TIMESTAMP)), 12, 31) AS TIMESTAMP)`,
        series: (a, b) => months(a, b, 'year', (x) => `CAST(make_date(year(${x}), 12, 31) AS TIMESTAMP)`),
      };
    case 'W':
      return {
        label: (ts) => `CAST(date_trunc('week', CAST(${ts} AS TIMESTAMP)) + INTERVAL 6 DAY AS TIMESTAMP)`,
        series: (a, b) => `generate_series(${a}, ${b}, INTERVAL 7 DAY)`,
      };
    default:
      return fail(`is not a supported offset alias: ${rule}`);
  }
}

/** `resample`: regular time buckets over the DatetimeIndex, filled or aggregated as pandas does. */
export const resample: Operation = (frame, options) => {
  const o = new OptionReader('resample', options, ['rule', 'method', 'fill_value']);
  const index = indexColumns(frame);
  const [ts] = index;
  if (!ts || index.length !== 1 || ts.type !== 'temporal')
    throw new InvalidPostProcessingError('Resample operation requires DatetimeIndex');
  const method = o.string('method', null);
  if (!method || !(METHODS as readonly string[]).includes(method)) {
    throw new InvalidPostProcessingError(`Resample method should be in ${METHODS.join(', ')}.`);
  }
  const ruleText = o.requiredString('rule');
  const rule = parseRule(ruleText, (p) => o.fail('rule', p));
  const fill = o.number('fill_value');
  const data = dataColumns(frame);
  const aggregating = method === 'mean' || method === 'median' || method === 'sum';
  if (aggregating || method === 'linear') {
    const bad = data.find((c) => c.type !== 'number');
    if (bad) o.fail('method', `${method} needs numeric columns, and "${bad.name}" is not`);
  }
  const t = ident(ts.name);
  const rel = frame.relation;
  const labelled = `${rel}_bins`;
  const labels = `${rel}_labels`;
  const ctes = [
    `${labelled} AS (SELECT *, ${rule.label(t)} AS "__tessera_bin" FROM ${rel} WHERE ${t} IS NOT NULL)`,
    `${labels} AS (SELECT unnest(${rule.series('min("__tessera_bin")', 'max("__tessera_bin")')}) AS "__tessera_label" FROM ${labelled})`,
  ];
  const L = '"__tessera_label"';
  const cell = (c: FrameColumn): string => {
    const x = `p.${ident(c.name)}`;
    switch (method) {
      case 'asfreq':
        return fill === null || c.type !== 'number' ? x : `coalesce(${x}, ${num(fill)})`;
      case 'ffill':
        return `last_value(${x} IGNORE NULLS) OVER (ORDER BY l.${L} ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`;
      case 'bfill':
        return `first_value(${x} IGNORE NULLS) OVER (ORDER BY l.${L} ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING)`;
      case 'linear': {
        const pos = `p."__tessera_pos"`;
        const before = (v: string): string =>
          `last_value(${v} IGNORE NULLS) OVER (ORDER BY l.${L} ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)`;
        const after = (v: string): string =>
          `first_value(${v} IGNORE NULLS) OVER (ORDER BY l.${L} ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING)`;
        const at = `CASE WHEN ${x} IS NOT NULL THEN ${pos} END`;
        return (
          `CASE WHEN ${x} IS NOT NULL THEN CAST(${x} AS DOUBLE) WHEN ${before(x)} IS NULL THEN NULL ` +
          `WHEN ${after(x)} IS NULL THEN ${before(x)} ` +
          `ELSE ${before(x)} + (${after(x)} - ${before(x)}) * (${pos} - ${before(at)}) / (${after(at)} - ${before(at)}) END`
        );
      }
      case 'sum':
        return `coalesce(sum(${x}), 0)`;
      case 'mean':
        return `avg(${x})`;
      default:
        return `median(${x})`;
    }
  };
  const items = [
    `l.${L} AS ${t}`,
    ...data.map((c) => `${cell(c)} AS ${ident(c.name)}`),
    `row_number() OVER (ORDER BY l.${L}) AS ${ROW_ID}`,
  ];
  let from: string;
  if (aggregating) from = `${labels} AS l LEFT JOIN ${labelled} AS p ON p."__tessera_bin" = l.${L}`;
  else if (method === 'ffill')
    from = `${labels} AS l ASOF LEFT JOIN ${labelled} AS p ON l.${L} >= CAST(p.${t} AS TIMESTAMP)`;
  else if (method === 'bfill')
    from = `${labels} AS l ASOF LEFT JOIN ${labelled} AS p ON l.${L} <= CAST(p.${t} AS TIMESTAMP)`;
  else if (method === 'asfreq')
    from = `${labels} AS l LEFT JOIN ${labelled} AS p ON CAST(p.${t} AS TIMESTAMP) = l.${L}`;
  else {
    // Interpolation reads each label's position, which window functions cannot compute inline.
    const exact = `SELECT l.${L}, p.* EXCLUDE (${t}), row_number() OVER (ORDER BY l.${L}) AS "__tessera_pos" FROM ${labels} AS l LEFT JOIN ${labelled} AS p ON CAST(p.${t} AS TIMESTAMP) = l.${L}`;
    from = `(${exact}) AS p JOIN ${labels} AS l USING (${L})`;
  }
  const group = aggregating ? `\nGROUP BY l.${L}` : '';
  return {
    sql: `WITH ${ctes.join(',\n')}\nSELECT ${items.join(',\n  ')}\nFROM ${from}${group}`,
    columns: [{ ...ts, type: 'temporal' }, ...data],
  };
};
