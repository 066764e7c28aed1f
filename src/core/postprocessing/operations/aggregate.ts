import { assertUnique, dataColumns, plain, resolveOne, ROW_ID } from '../frame';
import { aggregateSql, aggregateType, needsPosition, readAggregates } from '../numpy';
import { OptionReader } from '../options';
import { ident } from '../sql';
import type { FrameColumn, Operation, StepSql } from '../types';

/** The within-group position column that argmin/argmax read. */
export const POS_ID = ident('__tessera_pos');

/** An aggregated output column: its name, type and SQL over the grouped rows. */
export interface GroupedValue {
  column: FrameColumn;
  sql: string;
}

/**
 * GROUP BY as pandas' groupby: missing keys dropped, groups sorted by key, and no row for an empty input
 * when there is no key (grouping by a constant keeps that true).
 */
export function groupedSelect(
  source: string,
  keys: FrameColumn[],
  values: GroupedValue[],
  withPosition: boolean,
): StepSql {
  const keyIds = keys.map((k) => ident(k.name));
  const from = withPosition
    ? `(SELECT *, row_number() OVER (${keyIds.length ? `PARTITION BY ${keyIds.join(', ')} ` : ''}ORDER BY ${ROW_ID}) - 1 AS ${POS_ID} FROM ${source})`
    : source;
  const order = keyIds.length ? keyIds.map((k) => `${k} ASC`).join(', ') : '1';
  const select = [
    ...keyIds,
    ...values.map((v) => `${v.sql} AS ${ident(v.column.name)}`),
    `row_number() OVER (ORDER BY ${order}) AS ${ROW_ID}`,
  ];
  const where = keyIds.length ? `\nWHERE ${keyIds.map((k) => `${k} IS NOT NULL`).join(' AND ')}` : '';
  const groupBy = keyIds.length ? keyIds.join(', ') : `${ROW_ID} IS NOT NULL`;
  const columns = [...keys.map((k) => plain(k.name, k.type)), ...values.map((v) => v.column)];
  return { sql: `SELECT ${select.join(', ')}\nFROM ${from} AS t${where}\nGROUP BY ${groupBy}`, columns };
}

/** `aggregate`: group by columns and reduce each group with numpy functions. */
export const aggregate: Operation = (frame, options) => {
  const o = new OptionReader('aggregate', options, ['groupby', 'aggregates']);
  const keys = o.strings('groupby').map((g) => resolveOne(frame, g, 'groupby', o.operation));
  const specs = readAggregates(o.record('aggregates'), (name) => dataColumns(frame).find((c) => c.name === name));
  const values = specs.map((s) => ({
    column: plain(s.name, aggregateType(s)),
    sql: aggregateSql(s, ident(s.column.name), POS_ID),
  }));
  const step = groupedSelect(frame.relation, keys, values, specs.some(needsPosition));
  assertUnique(step.columns, o.operation);
  return step;
};
