import type { Aggregate, QueryMetric } from '../query';
import type { CompileContext } from './context';
import { columnSql } from './column';
import { QueryObjectValidationError } from './errors';
import { validateExpression } from './guard';
import { getMetricLabel } from '../query';

/** A metric expression and its label. */
export interface MetricSql {
  sql: string;
  label: string;
}

const AGGREGATES: Record<Aggregate, (arg: string) => string> = {
  AVG: (x) => `AVG(${x})`,
  COUNT: (x) => `COUNT(${x})`,
  COUNT_DISTINCT: (x) => `COUNT(DISTINCT ${x})`,
  MAX: (x) => `MAX(${x})`,
  MIN: (x) => `MIN(${x})`,
  SUM: (x) => `SUM(${x})`,
};

/** `AGG(expr)` for one of the six aggregates (COUNT_DISTINCT as `COUNT(DISTINCT expr)`); `expr` is SQL already. */
export function aggregateSql(aggregate: Aggregate, expr: string): string {
  return AGGREGATES[aggregate](expr);
}

/** Compiles a saved metric (by name), a SIMPLE adhoc metric (aggregate of a column) or an SQL adhoc metric. */
export function metricSql(ctx: CompileContext, metric: QueryMetric): MetricSql {
  const label = getMetricLabel(metric);
  if (typeof metric === 'string') {
    const saved = ctx.metricsByName.get(metric);
    if (!saved) throw new QueryObjectValidationError(`Metric '${metric}' does not exist`);
    return { sql: validateExpression(saved.expression, `Saved metric "${metric}"`), label };
  }
  if (metric.expressionType === 'SQL') {
    return { sql: ctx.adhoc(metric.sqlExpression ?? '', `Adhoc metric "${label}"`), label };
  }
  if (metric.expressionType !== 'SIMPLE')
    throw new QueryObjectValidationError('Adhoc metric expressionType is invalid');
  const aggregate = AGGREGATES[metric.aggregate];
  if (!aggregate)
    throw new QueryObjectValidationError(`Adhoc metric aggregate is invalid: ${String(metric.aggregate)}`);
  const name = metric.column?.column_name;
  const col = name === undefined ? undefined : ctx.columnsByName.get(name);
  if (!col) throw new QueryObjectValidationError(`Columns missing in dataset: ['${String(name)}']`);
  return { sql: aggregate(columnSql(ctx, col)), label };
}
