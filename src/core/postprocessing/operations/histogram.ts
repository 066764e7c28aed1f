import { InvalidPostProcessingError } from '../error';
import { plain, resolveOne, ROW_ID, selectAll } from '../frame';
import { OptionReader } from '../options';
import { ident, num, pythonFloat } from '../sql';
import type { Operation } from '../types';

/** numpy's histogram_bin_edges for `bins` equal bins between min and max. */
export function binEdges(min: number, max: number, bins: number): number[] {
  const [first, last] = min === max ? [min - 0.5, max + 0.5] : [min, max];
  const step = (last - first) / bins;
  return Array.from({ length: bins + 1 }, (_, i) => (i === bins ? last : i * step + first));
}

/** `histogram`: counts per equal-width bin of `column`, per group; columns named `<lo> - <hi>`. */
export const histogram: Operation = (frame, options, ctx) => {
  const o = new OptionReader('histogram', options, ['column', 'groupby', 'bins', 'cumulative', 'normalize']);
  const name = o.requiredString('column');
  const column = resolveOne(frame, name, 'column', o.operation);
  if (column.type !== 'number') throw new InvalidPostProcessingError(`Column '${name}' contains non-numeric values`);
  const raw = o.options['bins'] ?? 5;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > 1000) {
    throw new InvalidPostProcessingError('`bins` must be an integer between 1 and 1000');
  }
  const groups = o.strings('groupby').map((g) => resolveOne(frame, g, 'groupby', o.operation));
  const cumulative = o.bool('cumulative', false);
  const normalize = o.bool('normalize', false);
  const x = ident(column.name);
  const range = ctx.fact(
    [],
    `SELECT CAST(min(${x}) AS VARCHAR), CAST(max(${x}) AS VARCHAR), CAST(count(${x}) AS VARCHAR) FROM ${frame.relation}`,
  );
  if (!range) return undefined;
  const [lo, hi, count] = range[0] ?? [];
  if (!lo || !hi || count === '0') {
    return { sql: `SELECT ${selectAll(frame.columns)} FROM ${frame.relation} WHERE false`, columns: frame.columns };
  }
  const edges = binEdges(Number(lo), Number(hi), raw);
  const names = edges.slice(0, -1).map((e, i) => `${pythonFloat(e)} - ${pythonFloat(edges[i + 1] as number)}`);
  const whens = edges.slice(1, -1).map((e, i) => `WHEN CAST(${x} AS DOUBLE) < ${num(e)} THEN ${i}`);
  const bin = whens.length ? `CASE ${whens.join(' ')} ELSE ${raw - 1} END` : '0';
  const keys = groups.map((g) => ident(g.name));
  const counts = names.map((_, i) => `count(*) FILTER (WHERE "__tessera_bin" ${cumulative ? '<=' : '='} ${i})`);
  const where = [`${x} IS NOT NULL`, ...keys.map((k) => `${k} IS NOT NULL`)].join(' AND ');
  const source = `(SELECT *, ${bin} AS "__tessera_bin" FROM ${frame.relation} WHERE ${where})`;
  const grouped =
    `SELECT ${[...keys, ...counts.map((c, i) => `${c} AS ${ident(names[i] as string)}`)].join(', ')}\n` +
    `FROM ${source} AS t${keys.length ? `\nGROUP BY ${keys.join(', ')}` : ''}`;
  const cells = names.map((n) => ident(n));
  const total = `sum(${cells.join(' + ')}) OVER ()`;
  const outer = [
    ...keys,
    ...cells.map((c) => (normalize ? `${c} / ${total} AS ${c}` : c)),
    `row_number() OVER (ORDER BY ${keys.length ? keys.map((k) => `${k} ASC`).join(', ') : '1'}) AS ${ROW_ID}`,
  ];
  return {
    sql: `SELECT ${outer.join(', ')}\nFROM (${grouped}) AS h`,
    columns: [...groups.map((g) => plain(g.name, g.type)), ...names.map((n) => plain(n, 'number'))],
  };
};
