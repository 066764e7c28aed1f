import type { CompileContext } from './context';
import { renderSelect, subquery, type SelectStatement } from './select';

/** Alias of the ranked subquery that picks the top series. */
export const SERIES_LIMIT_SUBQ_ALIAS = 'series_limit';
const OTHERS = 'Others';

/** What the top-N series join needs from the main query. */
export interface SeriesLimitSpec {
  /** Series columns of the main query: label → expression. */
  series: Map<string, string>;
  /** The main metric (or COUNT(*)), selected by the subquery as mme_inner__. */
  mainMetricSql: string;
  /** The series limit metric, when the series are ranked by it rather than the main metric. */
  rankSql: string | null;
  where: string[];
  limit: number;
  orderDesc: boolean;
  groupOthers: boolean;
}

/**
 * Joins the main query to a subquery that ranks the series by a metric and keeps the top `limit`, as
 * Superset does for engines with joins and subqueries. With groupOthers the join is outer and every other
 * series is folded into 'Others'.
 */
export function applySeriesLimit(ctx: CompileContext, stmt: SelectStatement, spec: SeriesLimitSpec): SelectStatement {
  const { quote, dialect } = ctx;
  const innerLabel = (label: string): string => `${label}__`;
  const inner: SelectStatement = {
    items: [
      ...[...spec.series].map(([label, sql]) => ({ sql, alias: innerLabel(label), label: innerLabel(label) })),
      { sql: spec.mainMetricSql, alias: 'mme_inner__', label: 'mme_inner__' },
    ],
    from: [ctx.source],
    where: spec.where,
    groupBy: [...spec.series.values()],
    having: [],
    orderBy: [`${spec.rankSql ?? quote('mme_inner__')} ${spec.orderDesc ? 'DESC' : 'ASC'}`],
    limit: dialect.limitOffset(spec.limit, null),
  };
  const alias = quote(SERIES_LIMIT_SUBQ_ALIAS);
  const ref = (label: string): string => `${alias}.${quote(innerLabel(label))}`;
  const on = [...spec.series].map(([label, sql]) => `${sql} = ${ref(label)}`).join(' AND ');
  const join = `${spec.groupOthers ? 'LEFT JOIN' : 'JOIN'} ${subquery(renderSelect(inner, quote), alias)}\n  ON ${on}`;
  if (!spec.groupOthers) return { ...stmt, from: [...stmt.from, join] };

  const others = dialect.quoteString(OTHERS);
  const fold = (label: string, sql: string): string =>
    `CASE WHEN ${ref(label)} IS NOT NULL THEN ${sql} ELSE ${others} END`;
  const labelOf = new Map([...spec.series].map(([label, sql]) => [sql, label]));
  return {
    ...stmt,
    from: [...stmt.from, join],
    items: stmt.items.map((item) =>
      spec.series.get(item.label) === item.sql
        ? { ...item, sql: fold(item.label, item.sql), alias: item.alias ?? item.label }
        : item,
    ),
    groupBy: stmt.groupBy.map((sql) => {
      const label = labelOf.get(sql);
      return label === undefined ? sql : fold(label, sql);
    }),
  };
}
