import { InvalidPostProcessingError } from '../error';
import { dataColumns, indexOrder, leveled, plain, resolveOne, ROW_ID } from '../frame';
import { aggregateSql, aggregateType, needsPosition, readAggregates } from '../numpy';
import type { AggregateSpec } from '../numpy';
import { OptionReader } from '../options';
import { ident, num, pythonLabel, str } from '../sql';
import type { FrameColumn, Operation } from '../types';
import { POS_ID } from './aggregate';

const OPTIONS = [
  'index',
  'columns',
  'aggregates',
  'metric_fill_value',
  'column_fill_value',
  'drop_missing_columns',
  'combine_value_with_metric',
  'marginal_distributions',
  'marginal_distribution_name',
  'flatten_columns',
  'reset_index',
];

const label = (i: number): string => ident(`__tessera_c${i}`);
const sortKey = (i: number): string => ident(`__tessera_k${i}`);
const value = (j: number): string => ident(`__tessera_v${j}`);
const metric = (j: number): string => ident(`__tessera_m${j}`);
const byCodepoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

interface Cell {
  metric: number;
  labels: (string | null)[];
  /** Filter on the grouped rows for a pivoted cell; null for a margin column. */
  where: string | null;
  present: boolean;
}

/** `pivot`: pandas' pivot_table as Superset calls it, leaving MultiIndex columns for `flatten` to join. */
export const pivot: Operation = (frame, options, ctx) => {
  const o = new OptionReader('pivot', options, OPTIONS);
  const op = o.operation;
  const indexNames = o.strings('index');
  if (indexNames.length === 0) throw new InvalidPostProcessingError('Pivot operation requires at least one index');
  const rawAggregates = o.record('aggregates');
  if (Object.keys(rawAggregates).length === 0) {
    throw new InvalidPostProcessingError('Pivot operation must include at least one aggregate');
  }
  const index = indexNames.map((n) => resolveOne(frame, n, 'index', op));
  const keys = o.strings('columns').map((n) => resolveOne(frame, n, 'columns', op));
  const specs = readAggregates(rawAggregates, (name) => dataColumns(frame).find((c) => c.name === name));
  // pandas takes one aggregate per source column (the last one wins) and sorts the metric level.
  const byColumn = new Map<string, AggregateSpec>(specs.map((s) => [s.column.name, s]));
  const metrics = [...byColumn.values()].sort((a, b) => byCodepoint(a.column.name, b.column.name));
  const fill = o.number('metric_fill_value');
  const columnFill = o.string('column_fill_value', '<NULL>') || null;
  const dropna = o.bool('drop_missing_columns', true);
  const combine = o.bool('combine_value_with_metric', false);
  const margins = o.bool('marginal_distributions', false);
  const marginName = o.string('marginal_distribution_name', 'All') ?? 'All';
  if (margins && metrics.some(needsPosition))
    o.fail('marginal_distributions', 'cannot be combined with argmin or argmax');

  const b = `${frame.relation}_base`;
  const g = `${frame.relation}_groups`;
  const r = `${frame.relation}_rows`;
  const mb = `${frame.relation}_margin`;
  const idx = index.map((c) => ident(c.name));
  const labelSql = keys.map((c) => {
    const text = pythonLabel(ident(c.name), c.type);
    return columnFill === null ? text : `coalesce(${text}, ${str(columnFill)})`;
  });
  const baseSelect = [
    ...idx,
    ...labelSql.map((l, i) => `${l} AS ${label(i)}`),
    ...keys.map((c, i) => `${c.type === 'string' ? labelSql[i] : ident(c.name)} AS ${sortKey(i)}`),
    ...metrics.map((m, j) => `${ident(m.column.name)} AS ${value(j)}`),
    ROW_ID,
  ];
  const keyNotNull = [...idx, ...keys.map((_, i) => label(i))].map((k) => `${k} IS NOT NULL`);
  const base = `${b} AS (SELECT ${baseSelect.join(', ')} FROM ${frame.relation}${dropna ? ` WHERE ${keyNotNull.join(' AND ')}` : ''})`;
  const groupKeys = [...idx, ...keys.map((_, i) => label(i))];
  const withPos = metrics.some(needsPosition)
    ? `(SELECT *, row_number() OVER (PARTITION BY ${groupKeys.join(', ')} ORDER BY ${ROW_ID}) - 1 AS ${POS_ID} FROM ${b})`
    : b;
  const groupSelect = [
    ...groupKeys,
    ...keys.map((_, i) => `any_value(${sortKey(i)}) AS ${sortKey(i)}`),
    ...metrics.map((m, j) => `${aggregateSql(m, value(j), POS_ID)} AS ${metric(j)}`),
  ];
  const grouped = `SELECT ${groupSelect.join(', ')} FROM ${withPos} AS t GROUP BY ${groupKeys.join(', ')}`;
  const anyValue = metrics.map((_, j) => `${metric(j)} IS NOT NULL`).join(' OR ');
  const groups = `${g} AS (${dropna ? `SELECT * FROM (${grouped}) AS t WHERE ${anyValue}` : grouped})`;

  // Column combinations come from the data: one fact query, sorted as pandas sorts the column levels.
  let combos: { labels: (string | null)[]; present: boolean[] }[] = [{ labels: [], present: metrics.map(() => true) }];
  if (keys.length > 0) {
    const labels = keys.map((_, i) => label(i));
    const presence = metrics.map((_, j) => `CAST(bool_or(${metric(j)} IS NOT NULL) AS VARCHAR)`);
    const order = keys.map((_, i) => `any_value(${sortKey(i)}) ASC NULLS LAST`).join(', ');
    const rows = ctx.fact(
      [base, groups],
      `SELECT ${[...labels, ...presence].join(', ')} FROM ${g} GROUP BY ${labels.join(', ')} ORDER BY ${order}`,
    );
    if (!rows) return undefined;
    combos = rows.map((row) => ({
      labels: row.slice(0, keys.length),
      present: metrics.map((_, j) => row[keys.length + j] === 'true'),
    }));
  }

  const cells: Cell[] = [];
  metrics.forEach((_, j) => {
    for (const combo of combos) {
      const where = combo.labels
        .map((l, i) => (l === null ? `g.${label(i)} IS NULL` : `g.${label(i)} = ${str(l)}`))
        .join(' AND ');
      cells.push({ metric: j, labels: combo.labels, where: where || 'true', present: combo.present[j] ?? false });
    }
    if (margins && keys.length > 0) {
      cells.push({ metric: j, labels: [marginName, ...keys.slice(1).map(() => '')], where: null, present: true });
    }
  });
  const kept = cells.filter((c) => !dropna || fill !== null || c.present);
  const comboRank = (c: Cell): number =>
    c.where === null ? combos.length : combos.findIndex((x) => x.labels.every((l, i) => l === c.labels[i]));
  if (combine) kept.sort((x, y) => comboRank(x) - comboRank(y) || x.metric - y.metric);

  const outIndex: FrameColumn[] = index.map((c) => ({ ...plain(c.name, margins ? 'string' : c.type), index: true }));
  const outData = kept.map((c) => {
    const spec = metrics[c.metric] as AggregateSpec;
    const levels =
      keys.length === 0 ? null : combine ? [...c.labels, spec.column.name] : [spec.column.name, ...c.labels];
    return levels === null ? plain(spec.column.name, aggregateType(spec)) : leveled(levels, aggregateType(spec));
  });
  const withFill = (sql: string): string => (fill === null ? sql : `coalesce(${sql}, ${num(fill)})`);
  const cellSql = kept.map((c) => {
    if (c.where === null) {
      const match = idx.map((k) => `mb.${k} IS NOT DISTINCT FROM r.${k}`).join(' AND ');
      const agg = aggregateSql(metrics[c.metric] as AggregateSpec, value(c.metric), POS_ID);
      return `(SELECT CASE WHEN count(*) > 0 THEN ${agg} END FROM ${mb} AS mb WHERE ${match})`;
    }
    return withFill(`first(g.${metric(c.metric)}) FILTER (WHERE ${c.where})`);
  });

  const rowsSql =
    dropna || index.length === 1
      ? `SELECT DISTINCT ${idx.join(', ')} FROM ${g}`
      : `SELECT * FROM ${idx.map((k, i) => `(SELECT DISTINCT ${k} FROM ${g} WHERE ${k} IS NOT NULL) AS i${i}`).join(' CROSS JOIN ')}`;
  const ctes = [base, groups, `${r} AS (${rowsSql})`];
  const rIdx = (k: string, c: FrameColumn): string => (margins ? `${pythonLabel(`r.${k}`, c.type)}` : `r.${k}`);
  const body = [
    ...index.map((c, i) => `${rIdx(idx[i] as string, c)} AS ${idx[i]}`),
    ...cellSql.map((s, i) => `${s} AS ${ident((outData[i] as FrameColumn).name)}`),
    `row_number() OVER (ORDER BY ${indexOrder(index, 'r.')}) AS ${ROW_ID}`,
  ];
  const join = idx.map((k) => `g.${k} IS NOT DISTINCT FROM r.${k}`).join(' AND ');
  let sql = `SELECT ${body.join(',\n  ')}\nFROM ${r} AS r LEFT JOIN ${g} AS g ON ${join}\nGROUP BY ${idx.map((k) => `r.${k}`).join(', ')}`;
  if (margins) {
    const values = metrics.map((_, j) => `${value(j)} IS NOT NULL`);
    ctes.push(`${mb} AS (SELECT * FROM ${b}${dropna ? ` WHERE ${[...keyNotNull, ...values].join(' AND ')}` : ''})`);
    const marginCells = kept.map((c) => {
      const agg = aggregateSql(metrics[c.metric] as AggregateSpec, value(c.metric), POS_ID);
      const where =
        c.where === null
          ? ''
          : ` WHERE ${c.labels.map((l, i) => (l === null ? `${label(i)} IS NULL` : `${label(i)} = ${str(l)}`)).join(' AND ')}`;
      return `(SELECT CASE WHEN count(*) > 0 THEN ${agg} END FROM ${mb}${keys.length ? where : ''})`;
    });
    const marginRow = [
      ...index.map((_, i) => (i === 0 ? str(marginName) : "''")),
      ...marginCells,
      `(SELECT count(*) + 1 FROM ${r})`,
    ];
    sql = `${sql}\nUNION ALL\nSELECT ${marginRow.join(', ')}`;
  }
  return { sql: `WITH ${ctes.join(',\n')}\n${sql}`, columns: [...outIndex, ...outData] };
};
