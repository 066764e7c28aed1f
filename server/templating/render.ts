/** The template of a SQL Lab text rendered for its user: datasets it names resolved, errors as Superset's 400. */
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { canAccessDataset } from '../security/access';
import type { Principal } from '../security/principal';
import { quoteIdentifier } from '../../src/core/sql';
import {
  datasetIdsIn,
  hasTemplate,
  parseTemplateParams,
  renderTemplate,
  TemplateError,
  type TemplateContext,
} from './sandbox';

/** A template error as the 400 SQL Lab and chart data answer, naming the template line. */
export function templateFailure(err: TemplateError): ApiError {
  return new ApiError(400, err.message, {
    message: err.message,
    errors: [
      {
        message: err.message,
        error_type: 'INVALID_TEMPLATE_PARAMS_ERROR',
        level: 'error',
        extra: err.line === null ? {} : { line: err.line },
      },
    ],
  });
}

/** The subquery SQL of the datasets a template names that the user may read (others stay unresolved). */
export async function resolveDatasets(ctx: AppContext, user: Principal, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!ids.length) return out;
  const rows = await ctx.store.db
    .selectFrom('tables')
    .select(['id', 'schema', 'table_name', 'sql'])
    .where('id', 'in', ids)
    .execute();
  for (const r of rows) {
    if (!(await canAccessDataset(ctx.store.db, user, Number(r.id)))) continue;
    const physical = `SELECT * FROM ${r.schema ? `${quoteIdentifier(String(r.schema))}.` : ''}${quoteIdentifier(String(r.table_name))}`;
    out.set(Number(r.id), typeof r.sql === 'string' && r.sql.trim() ? r.sql : physical);
  }
  return out;
}

/** The template context of a user: their identity, plus what the caller adds. */
export function userContext(user: Principal | null): TemplateContext['user'] {
  return user && user.id !== 0 ? { id: user.id, username: user.username, email: user.email } : null;
}

/** Renders a template with its context completed (datasets resolved for the user); a TemplateError answers 400. */
export async function renderForUser(
  ctx: AppContext,
  sql: string,
  user: Principal,
  partial: Omit<TemplateContext, 'datasets' | 'user'>,
): Promise<string> {
  if (!hasTemplate(sql)) return sql;
  try {
    const datasets = await resolveDatasets(ctx, user, datasetIdsIn(sql));
    return renderTemplate(sql, { ...partial, user: userContext(user), datasets });
  } catch (err) {
    if (err instanceof TemplateError) throw templateFailure(err);
    throw err;
  }
}

/** SQL Lab's render: the template parameters box's JSON as the template's variables. */
export async function renderSqlLabTemplate(
  ctx: AppContext,
  sql: string,
  templateParams: string | null,
  user: Principal,
): Promise<string> {
  let params: Record<string, unknown>;
  try {
    params = parseTemplateParams(templateParams);
  } catch (err) {
    if (err instanceof TemplateError) throw templateFailure(err);
    throw err;
  }
  const urlParams = (params.url_params ?? {}) as Record<string, unknown>;
  return renderForUser(ctx, sql, user, {
    params,
    urlParams: typeof urlParams === 'object' ? urlParams : {},
    filters: [],
  });
}
