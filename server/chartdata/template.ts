/**
 * A virtual dataset's SQL rendered as a template before it becomes the query's subquery: the same sandboxed renderer
 * as SQL Lab's, with the chart's filters for filter_values / get_filters and its url_params for url_param.
 */
import type { QueryContext, QueryObject } from '../../src/core/query';
import type { AppContext } from '../context';
import type { Principal } from '../security/principal';
import { hasTemplate, renderForUser, type TemplateFilter } from '../templating';
import type { LoadedDatasource } from './datasource';

/** The filters of a query as the template macros read them (adhoc column objects by their label). */
function templateFilters(query: QueryObject): TemplateFilter[] {
  return (query.filters ?? []).flatMap((f) => {
    const col = typeof f.col === 'string' ? f.col : (f.col as { label?: unknown }).label;
    return typeof col === 'string' ? [{ col, op: String(f.op), val: f.val ?? null }] : [];
  });
}

const stringRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A dataset with its SQL rendered, the query less the filters the template took, and those filters' columns. */
export interface TemplatedQuery {
  ds: LoadedDatasource;
  query: QueryObject;
  appliedFilters: string[];
}

/** The dataset with its SQL rendered for this query (unchanged when it holds no template). */
export async function withRenderedSql(
  ctx: AppContext,
  user: Principal,
  ds: LoadedDatasource,
  query: QueryObject,
  qc: QueryContext,
): Promise<TemplatedQuery> {
  const sql = ds.meta.sql;
  if (!sql || !hasTemplate(sql)) return { ds, query, appliedFilters: [] };
  const urlParams = { ...stringRecord(qc.form_data?.url_params), ...stringRecord(query.url_params) };
  const params = stringRecord(ds.templateParams);
  const filters = templateFilters(query);
  const removed = new Set<string>();
  const rendered = await renderForUser(ctx, sql, user, { params, urlParams, filters, removedFilters: removed });
  const kept = (query.filters ?? []).filter((f) => !(typeof f.col === 'string' && removed.has(f.col)));
  return {
    ds: { ...ds, meta: { ...ds.meta, sql: rendered } },
    query: removed.size ? { ...query, filters: kept } : query,
    appliedFilters: [...removed],
  };
}
