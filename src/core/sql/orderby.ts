import type { OrderBy } from '../query';
import { columnSql } from './column';
import type { CompileContext } from './context';
import { QueryObjectValidationError } from './errors';
import { metricSql, type MetricSql } from './metric';
import type { SelectItem } from './select';

interface OrderTerm {
  sql: string;
  label: string;
  ascending: boolean;
}

/** The query's orderby, resolved; rendered once the SELECT list is known so selected terms sort by alias. */
export interface OrderByPlan {
  /** Ordering by a metric turns a raw-records query into an aggregate one, as in Superset. */
  needsGroupby: boolean;
  render(items: SelectItem[]): string[];
}

function term(
  ctx: CompileContext,
  target: OrderBy[0],
  metrics: MetricSql[],
): { sql: string; label: string; metric: boolean } {
  if (typeof target !== 'string') {
    const compiled = metricSql(ctx, target);
    const selected = metrics.find((m) => m.sql === compiled.sql);
    return { sql: compiled.sql, label: selected?.label ?? compiled.label, metric: true };
  }
  const byLabel = metrics.find((m) => m.label === target);
  if (byLabel) return { sql: byLabel.sql, label: target, metric: true };
  if (ctx.metricsByName.has(target)) return { ...metricSql(ctx, target), metric: true };
  const col = ctx.columnsByName.get(target);
  if (col) return { sql: columnSql(ctx, col), label: target, metric: false };
  throw new QueryObjectValidationError(`Unknown column used in orderby: ${target}`);
}

/** Resolves orderby entries ([column or metric, ascending]) against the dataset and the query's metrics. */
export function orderByClauses(ctx: CompileContext, orderby: OrderBy[], metrics: MetricSql[]): OrderByPlan {
  const terms: OrderTerm[] = [];
  let needsGroupby = false;
  for (const [target, ascending] of orderby) {
    const t = term(ctx, target, metrics);
    needsGroupby = needsGroupby || t.metric;
    terms.push({ sql: t.sql, label: t.label, ascending: ascending !== false });
  }
  return {
    needsGroupby,
    render: (items) =>
      terms.map((t) => {
        const selected = items.find((i) => i.label === t.label);
        const sql = selected ? ctx.quote(selected.alias ?? t.label) : t.sql;
        return `${sql} ${t.ascending ? 'ASC' : 'DESC'}`;
      }),
  };
}
