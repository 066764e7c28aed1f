/** Roles for the admin page: /api/v1/security/roles/ with [permission, view_menu] pairs, and the known pairs. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, notFound, unprocessable } from '../../http/errors';
import { databasePerm, datasetPerm } from '../../security/access';
import { requirePermission } from '../../security/auth';
import { BUILTIN_ROLES } from '../../security/roles';
import type { MetaDb } from '../../store/db';
import { required } from '../../domain/values';
import { parseBody, registerResource, type RequestScope, type ResourceSpec, type Row, type Trx } from '../resource';
import { readOnly } from './common';

const pair = z.tuple([z.string().min(1), z.string().min(1)]);
const fields = {
  name: z.string().trim().min(1, 'Length must be between 1 and 64.').max(64, 'Length must be between 1 and 64.'),
  permissions: z.array(pair).optional(),
};
const createSchema = z.strictObject(fields);
/** Fields this resource answers but does not take: accepted and ignored, so a GET body can be sent back. */
const updateSchema = z.strictObject({ ...readOnly(['id', 'user_count']), ...fields, name: fields.name.optional() });
type RoleBody = z.infer<typeof updateSchema>;

const key = (p: string, v: string): string => `${p}|${v}`;
const isAdminName = (name: unknown): boolean => String(name).toLowerCase() === 'admin';

/** Every [permission, view_menu] pair the server knows: built-in grants, granted pairs, dataset and database access. */
export async function knownPermissions(db: MetaDb): Promise<Array<[string, string]>> {
  const pairs = new Map<string, [string, string]>();
  const add = (p: string, v: string): void => void pairs.set(key(p, v), [p, v]);
  for (const perms of Object.values(BUILTIN_ROLES)) for (const [p, v] of perms) add(p, v);
  for (const r of await db.selectFrom('ab_role_permission').select(['permission', 'view_menu']).distinct().execute())
    add(String(r.permission), String(r.view_menu));
  const dbs = await db.selectFrom('dbs').select(['id', 'database_name']).execute();
  for (const d of dbs) add('database_access', databasePerm(String(d.database_name), Number(d.id)));
  const tables = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(['tables.id', 'tables.table_name', 'dbs.database_name'])
    .execute();
  for (const t of tables)
    add('datasource_access', datasetPerm(String(t.database_name), String(t.table_name), Number(t.id)));
  return [...pairs.values()].sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
}

async function permissionsOf(db: MetaDb, roleIds: number[]): Promise<Map<number, Array<[string, string]>>> {
  const out = new Map<number, Array<[string, string]>>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return out;
  const rows = await db
    .selectFrom('ab_role_permission')
    .select(['role_id', 'permission', 'view_menu'])
    .where('role_id', 'in', roleIds)
    .orderBy('view_menu')
    .orderBy('permission')
    .execute();
  for (const r of rows) out.get(Number(r.role_id))?.push([String(r.permission), String(r.view_menu)]);
  return out;
}

async function userCounts(db: MetaDb, roleIds: number[]): Promise<Map<number, number>> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .selectFrom('ab_user_role')
    .select(['role_id'])
    .select((eb) => eb.fn.countAll().as('n'))
    .where('role_id', 'in', roleIds)
    .groupBy('role_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.role_id), Number(r.n)]));
}

async function renderRoles(rows: Row[], scope: RequestScope): Promise<Row[]> {
  const ids = rows.map((r) => Number(r.id));
  const [perms, counts] = await Promise.all([
    permissionsOf(scope.ctx.store.db, ids),
    userCounts(scope.ctx.store.db, ids),
  ]);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    permissions: perms.get(Number(r.id)) ?? [],
    user_count: counts.get(Number(r.id)) ?? 0,
  }));
}

async function writeRole(trx: Trx, row: Row | null, data: RoleBody): Promise<number> {
  if (row && data.name !== undefined && isAdminName(row.name) !== isAdminName(data.name))
    throw unprocessable({ name: ['The Admin role cannot be renamed'] });
  if (data.name !== undefined) {
    let q = trx.selectFrom('ab_role').select('id').where('name', '=', data.name);
    if (row) q = q.where('id', '!=', Number(row.id));
    if (await q.executeTakeFirst()) throw unprocessable({ name: ['Role name already exists'] });
  }
  let id: number;
  if (!row) {
    const created = await trx
      .insertInto('ab_role')
      .values({ name: required(data.name, 'name') })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(created.id);
  } else {
    id = Number(row.id);
    if (data.name !== undefined)
      await trx.updateTable('ab_role').set({ name: data.name }).where('id', '=', id).execute();
  }
  if (data.permissions) {
    const unique = new Map(data.permissions.map(([p, v]) => [key(p, v), { role_id: id, permission: p, view_menu: v }]));
    await trx.deleteFrom('ab_role_permission').where('role_id', '=', id).execute();
    if (unique.size)
      await trx
        .insertInto('ab_role_permission')
        .values([...unique.values()])
        .execute();
  }
  return id;
}

function extraRoutes(app: FastifyInstance): void {
  const db = app.tessera.store.db;
  app.get('/api/v1/security/permissions-resources/', async (req) => {
    requirePermission(req, 'can_read', 'Role');
    const pairs = await knownPermissions(db);
    return {
      count: pairs.length,
      result: pairs.map(([p, v], i) => ({ id: i + 1, permission: { name: p }, view_menu: { name: v } })),
    };
  });
  app.get('/api/v1/security/roles/:pk/permissions/', async (req) => {
    requirePermission(req, 'can_read', 'Role');
    const raw = (req.params as { pk: string }).pk;
    const role = /^\d+$/.test(raw)
      ? await db.selectFrom('ab_role').select('id').where('id', '=', Number(raw)).executeTakeFirst()
      : undefined;
    if (!role) throw notFound();
    const perms = (await permissionsOf(db, [Number(role.id)])).get(Number(role.id)) ?? [];
    const known = await knownPermissions(db);
    const ids = new Map(known.map(([p, v], i) => [key(p, v), i + 1]));
    return {
      result: perms.map(([p, v]) => ({ id: ids.get(key(p, v)) ?? null, permission_name: p, view_menu_name: v })),
    };
  });
}

export const rolesResource: ResourceSpec = {
  name: 'security/roles',
  noun: 'role',
  table: 'ab_role',
  viewMenu: 'Role',
  orderColumns: { id: 'ab_role.id', name: 'ab_role.name' },
  defaultOrder: ['name', 'asc'],
  filterColumns: { id: 'id', name: 'name' },
  listColumns: ['id', 'name', 'permissions', 'user_count'],
  listItems: renderRoles,
  show: async (row, scope) => (await renderRoles([row], scope))[0] ?? {},
  create: (body, _scope, trx) => writeRole(trx, null, parseBody(createSchema, body)),
  update: async (row, body, _scope, trx) => {
    await writeRole(trx, row, parseBody(updateSchema, body));
  },
  beforeDelete: async (rows) => {
    if (rows.some((r) => isAdminName(r.name))) throw new ApiError(422, 'The Admin role cannot be deleted');
  },
  forbiddenMessage: 'Changing roles is forbidden',
  distinct: ['name'],
};

/** Registers the roles routes: its generic resource routes and the ones beside them. */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, rolesResource);
  extraRoutes(app);
}
