/** Who may use SQL Lab, and on which databases. */
import type { FastifyRequest } from 'fastify';
import type { Row } from '../api/resource';
import type { AppContext } from '../context';
import { bool } from '../domain/audit';
import { forbidden, notFound } from '../http/errors';
import { requireUser } from '../security/auth';
import { databasePerm } from '../security/access';
import { canUseSqlLab, hasPermission, isAdmin, type Principal } from '../security/principal';

export { seesAllQueries } from '../security/principal';

/** The message a user without SQL Lab gets (403). */
export const SQLLAB_FORBIDDEN = 'You do not have access to SQL Lab: it needs the sql_lab role.';

/** The request's user when they may use SQL Lab (admin, the sql_lab role or can_execute_sql_query); else 403. */
export function requireSqlLab(req: FastifyRequest): Principal {
  const user = requireUser(req);
  if (!canUseSqlLab(user)) throw forbidden(SQLLAB_FORBIDDEN);
  return user;
}

/**
 * A database the user may query in SQL Lab: one exposed in SQL Lab (admins query any), reached through all database
 * access, that database's access, or the sql_lab role itself. Unknown or refused databases answer the same 404.
 */
export async function sqlLabDatabase(ctx: AppContext, user: Principal, id: number): Promise<Row> {
  const row = (await ctx.store.db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst()) as
    Row | undefined;
  const missing = notFound(`The database ${id} was not found.`);
  if (!row) throw missing;
  if (isAdmin(user)) return row;
  if (!bool(row.expose_in_sqllab)) throw missing;
  const allowed =
    hasPermission(user, 'all_database_access', 'all_database_access') ||
    user.permissions.has(`database_access|${databasePerm(String(row.database_name), id)}`) ||
    user.roles.includes('sql_lab');
  if (!allowed) throw missing;
  return row;
}
