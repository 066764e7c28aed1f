/** The authenticated user of a request, with roles and permissions, and the checks made on it. */
import type { MetaDb } from '../store/db';

export interface Principal {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  active: boolean;
  roles: string[];
  /** `permission|view_menu` pairs of every role. */
  permissions: Set<string>;
}

/** Admin means some role name, lower-cased, equals 'admin' (Superset's isUserAdmin). */
export const isAdmin = (p: Principal | null): boolean => !!p && p.roles.some((r) => r.toLowerCase() === 'admin');

/** Whether the user holds `permission` on `viewMenu`; admins hold all. */
export function hasPermission(p: Principal | null, permission: string, viewMenu: string): boolean {
  if (!p) return false;
  return isAdmin(p) || p.permissions.has(`${permission}|${viewMenu}`);
}

/** SQL Lab = admin or the sql_lab role. */
export const canUseSqlLab = (p: Principal | null): boolean =>
  isAdmin(p) || !!p?.roles.some((r) => r === 'sql_lab') || hasPermission(p, 'can_execute_sql_query', 'SQLLab');

/** Admins, or users granted all_query_access, see everyone's SQL Lab queries and results. */
export const seesAllQueries = (p: Principal): boolean =>
  isAdmin(p) || hasPermission(p, 'all_query_access', 'all_query_access');

/** Loads a user with roles and permissions, or null when unknown or inactive. */
export async function loadPrincipal(
  db: MetaDb,
  where: { id: number } | { username: string },
): Promise<Principal | null> {
  let q = db.selectFrom('ab_user').select(['id', 'username', 'first_name', 'last_name', 'email', 'active']);
  q = 'id' in where ? q.where('id', '=', where.id) : q.where('username', '=', where.username);
  const user = await q.executeTakeFirst();
  if (!user || !Number(user.active)) return null;
  return principalFromRow(db, user);
}

async function principalFromRow(db: MetaDb, user: Record<string, unknown>): Promise<Principal> {
  const roles = await db
    .selectFrom('ab_user_role')
    .innerJoin('ab_role', 'ab_role.id', 'ab_user_role.role_id')
    .select(['ab_role.id', 'ab_role.name'])
    .where('ab_user_role.user_id', '=', Number(user.id))
    .execute();
  const roleIds = roles.map((r) => r.id as number);
  const perms = roleIds.length
    ? await db
        .selectFrom('ab_role_permission')
        .select(['permission', 'view_menu'])
        .where('role_id', 'in', roleIds)
        .execute()
    : [];
  return {
    id: Number(user.id),
    username: String(user.username),
    firstName: String(user.first_name ?? ''),
    lastName: String(user.last_name ?? ''),
    email: (user.email as string | null) ?? null,
    active: true,
    roles: roles.map((r) => String(r.name)),
    permissions: new Set(perms.map((p) => `${p.permission}|${p.view_menu}`)),
  };
}

/** The Public role as a principal for anonymous requests (usually no permissions). */
export async function publicPrincipal(db: MetaDb): Promise<Principal | null> {
  const role = await db.selectFrom('ab_role').select('id').where('name', '=', 'Public').executeTakeFirst();
  if (!role) return null;
  const perms = await db
    .selectFrom('ab_role_permission')
    .select(['permission', 'view_menu'])
    .where('role_id', '=', role.id)
    .execute();
  if (!perms.length) return null;
  return {
    id: 0,
    username: 'public',
    firstName: '',
    lastName: '',
    email: null,
    active: true,
    roles: ['Public'],
    permissions: new Set(perms.map((p) => `${p.permission}|${p.view_menu}`)),
  };
}
