/** The SQL that answers a chart's query from its cube: cross filters, re-aggregation, order and limit, as the server runs them. */
import type { Field } from 'apache-arrow';
import type { ResultColumn } from '../../../src/core/postprocessing';
import { compileResultFilters, quoteIdentifier as quoteIdent, quoteString } from '../../../src/core/sql';
import { resultColumns } from '../postProcess';
import type { BoundSql } from '../localSql';
import { resultColumnTypes } from '../localSql';
import type { DecomposedMetric } from './decompose';
import type { QueryPlan } from './plan';

/** The metric's value from its partial values, cast back to the type the cube's (server's) column had. */
function reaggregated(metric: DecomposedMetric, types: ReadonlyMap<string, string | null>): string {
  const [first, second] = metric.parts.map((p) => quoteIdent(p.label));
  const { expression } = metric;
  const type = types.get(metric.label);
  const cast = (sql: string) => (type ? `CAST(${sql} AS ${type})` : sql);
  switch (metric.reaggregate) {
    case 'SUM':
      return cast(`SUM(${first})`);
    case 'COUNT':
      return cast(`COALESCE(SUM(${first}), 0)`);
    case 'MIN':
      return `MIN(${first})`;
    case 'MAX':
      return `MAX(${first})`;
    case 'AVG':
      return `CAST(SUM(${first}) AS DOUBLE) / NULLIF(SUM(${second}), 0)`;
    case 'COUNT_DISTINCT':
      return `COUNT(DISTINCT ${quoteIdent(metric.distinct?.[0]?.label ?? '')})`;
    case 'EXPRESSION':
      // The metric's own arithmetic, each aggregate replaced by its re-aggregation.
      return (expression?.text ?? []).reduce(
        (sql, text, i) =>
          `${sql}${text}${i < (expression?.terms.length ?? 0) ? `(${reaggregated(expression?.terms[i] as DecomposedMetric, types)})` : ''}`,
        '',
      );
  }
}

/**
 * The SELECT over the cube table `table` (with `fields`) that gives the chart's aggregate: one row past the row
 * limit is fetched, so a cut shows (see cutByRowLimit).
 */
export function cubeAnswerSql(plan: QueryPlan, table: string, fields: readonly Field[]): BoundSql {
  const columnTypes = resultColumnTypes(fields);
  const types = new Map(columnTypes.map((c) => [c.name, c.type]));
  const where = compileResultFilters(plan.crossFilters, columnTypes);
  const groups = plan.groupBy.map(quoteIdent);
  const items = [...groups, ...plan.metrics.map((m) => `${reaggregated(m, types)} AS ${quoteIdent(m.label)}`)];
  let sql = `SELECT ${items.join(', ')} FROM ${quoteIdent(table)}`;
  if (where.sql) sql += ` WHERE ${where.sql}`;
  if (groups.length) sql += ` GROUP BY ${groups.join(', ')}`;
  if (plan.orderBy.length)
    sql += ` ORDER BY ${plan.orderBy.map((o) => `${quoteIdent(o.label)} ${o.ascending ? 'ASC' : 'DESC'}`).join(', ')}`;
  if (plan.rowLimit !== null) sql += ` LIMIT ${plan.rowLimit + 1}`;
  return { sql, params: where.params };
}

/** A bound value as a SQL literal, or null for one that is not a plain string, finite number, boolean or null. */
function literal(value: unknown): string | null {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string' && !value.includes('\u0000')) return quoteString(value);
  return null;
}

/**
 * The statement with its values written in as literals, so it can stand as the relation post-processing reads (its
 * fact queries take no parameters); null when a value is of another kind.
 */
export function inlineParams(bound: BoundSql): string | null {
  const literals = bound.params.map(literal);
  if (literals.some((l) => l === null)) return null;
  let i = 0;
  // Placeholders are the only `?` outside quoted text in the compiled filter; quoted text is skipped.
  return bound.sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (m) => (m === '?' ? (literals[i++] as string) : m));
}

/** The generator's columns of the aggregate: the group-by columns with the cube's types, then the metrics (numbers). */
export function aggregateColumns(plan: QueryPlan, fields: readonly Field[]): ResultColumn[] {
  const cube = new Map(resultColumns(fields).map((c) => [c.name, c.type]));
  return [
    ...plan.groupBy.map((name) => ({ name, type: cube.get(name) ?? 'string' })),
    ...plan.metrics.map((m) => ({
      name: m.label,
      type: m.reaggregate === 'MIN' || m.reaggregate === 'MAX' ? (cube.get(m.label) ?? 'number') : 'number',
    })),
  ];
}
