/** Users for the admin page: Flask-AppBuilder's /api/v1/security/users/ (passwords hashed, never returned). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, unprocessable } from '../../http/errors';
import { hashPassword } from '../../security/password';
import type { MetaDb } from '../../store/db';
import type { ColumnValues } from '../../store/schema';
import { now } from '../../clock';
import { required } from '../../domain/values';
import {
  parseBody,
  type Query,
  registerResource,
  type RequestScope,
  type ResourceSpec,
  type Row,
  type Trx,
} from '../resource';
import { bool } from '../../domain/audit';
import { readOnly } from './common';

const fields = {
  username: z.string().trim().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.'),
  first_name: z.string().max(256),
  last_name: z.string().max(256),
  email: z
    .string()
    .max(320)
    .regex(/^[^@\s]+@[^@\s]+$/, 'Not a valid email address.'),
  active: z.boolean().optional(),
  password: z.string().min(1, 'Length must be at least 1.'),
  roles: z.array(z.number().int()).min(1, 'Shorter than minimum length 1.'),
};
const createSchema = z.strictObject(fields);
/** Fields this resource answers but does not take: accepted and ignored, so a GET body can be sent back. */
const updateSchema = z.strictObject({
  ...readOnly(['id', 'login_count', 'fail_login_count', 'last_login', 'created_on', 'changed_on']),
  username: fields.username.optional(),
  first_name: fields.first_name.optional(),
  last_name: fields.last_name.optional(),
  email: fields.email.optional(),
  active: fields.active,
  password: fields.password.optional(),
  roles: fields.roles.optional(),
});
type UserBody = z.infer<typeof updateSchema>;

/** Role ids → {id, name} per user. */
async function rolesOf(db: MetaDb, userIds: number[]): Promise<Map<number, Row[]>> {
  const out = new Map<number, Row[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return out;
  const rows = await db
    .selectFrom('ab_user_role as ur')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.id')
    .execute();
  for (const r of rows) out.get(Number(r.user_id))?.push({ id: Number(r.id), name: r.name });
  return out;
}

/** Active users holding the Admin role (by name, as `isAdmin` reads it). */
export async function activeAdminIds(db: MetaDb): Promise<number[]> {
  const rows = await db
    .selectFrom('ab_user as u')
    .innerJoin('ab_user_role as ur', 'ur.user_id', 'u.id')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select('u.id')
    .distinct()
    .where('u.active', '=', 1)
    .where((eb) => eb(eb.fn('lower', ['r.name']), '=', 'admin'))
    .execute();
  return rows.map((r) => Number(r.id));
}

async function renderUsers(rows: Row[], scope: RequestScope): Promise<Row[]> {
  const roles = await rolesOf(
    scope.ctx.store.db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    username: r.username,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email ?? null,
    active: bool(r.active),
    roles: roles.get(Number(r.id)) ?? [],
    login_count: r.login_count ?? 0,
    fail_login_count: r.fail_login_count ?? 0,
    last_login: r.last_login ?? null,
    created_on: r.created_on ?? null,
    changed_on: r.changed_on ?? null,
  }));
}

async function writeUser(trx: Trx, row: Row | null, data: UserBody): Promise<number> {
  const errors: Record<string, string[]> = {};
  const taken = async (column: 'username' | 'email', value: string | undefined): Promise<boolean> => {
    if (value === undefined) return false;
    let q = trx.selectFrom('ab_user').select('id').where(column, '=', value);
    if (row) q = q.where('id', '!=', Number(row.id));
    return !!(await q.executeTakeFirst());
  };
  if (await taken('username', data.username)) errors.username = ['Username already exists'];
  if (await taken('email', data.email)) errors.email = ['Email already exists'];
  let roleIds: number[] | null = null;
  if (data.roles) {
    const found = await trx.selectFrom('ab_role').select('id').where('id', 'in', data.roles).execute();
    roleIds = found.map((r) => Number(r.id));
    if (roleIds.length !== new Set(data.roles).size) errors.roles = ['Some roles do not exist'];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  const values: ColumnValues<'ab_user'> = { changed_on: now().toISOString() };
  for (const key of ['username', 'first_name', 'last_name', 'email'] as const)
    if (data[key] !== undefined) values[key] = data[key];
  if (data.active !== undefined) values.active = data.active ? 1 : 0;
  if (data.password !== undefined) values.password = await hashPassword(data.password);
  let id: number;
  if (!row) {
    const created = await trx
      .insertInto('ab_user')
      .values({ active: 1, created_on: values.changed_on, ...values, username: required(values.username, 'username') })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(created.id);
  } else {
    id = Number(row.id);
    await trx.updateTable('ab_user').set(values).where('id', '=', id).execute();
  }
  if (roleIds) {
    await trx.deleteFrom('ab_user_role').where('user_id', '=', id).execute();
    await trx
      .insertInto('ab_user_role')
      .values(roleIds.map((role_id) => ({ user_id: id, role_id })))
      .execute();
  }
  if (row && !(await activeAdminIds(trx)).length)
    throw unprocessable({ roles: ['At least one active admin must remain'] });
  if (data.active === false || data.password !== undefined)
    await trx.deleteFrom('user_session').where('user_id', '=', id).execute();
  return id;
}

export const usersResource: ResourceSpec = {
  name: 'security/users',
  noun: 'user',
  table: 'ab_user',
  viewMenu: 'User',
  orderColumns: {
    id: 'ab_user.id',
    username: 'ab_user.username',
    first_name: 'ab_user.first_name',
    last_name: 'ab_user.last_name',
    email: 'ab_user.email',
    active: 'ab_user.active',
    last_login: 'ab_user.last_login',
    changed_on: 'ab_user.changed_on',
    created_on: 'ab_user.created_on',
  },
  defaultOrder: ['username', 'asc'],
  filterColumns: {
    id: 'id',
    username: 'username',
    first_name: 'first_name',
    last_name: 'last_name',
    email: 'email',
    active: 'active',
  },
  customFilters: {
    rel_m_m: (q: Query, v, _scope, col) => {
      if (col !== 'roles') throw unprocessable({ filters: [`Filter column: ${col} not allowed to filter`] });
      const ids = (Array.isArray(v) ? v : [v]).map(Number);
      return q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('ab_user_role')
            .select('role_id')
            .whereRef('ab_user_role.user_id', '=', 'ab_user.id')
            .where('ab_user_role.role_id', 'in', ids),
        ),
      );
    },
  },
  listColumns: [
    'id',
    'username',
    'first_name',
    'last_name',
    'email',
    'active',
    'roles',
    'login_count',
    'fail_login_count',
    'last_login',
    'created_on',
    'changed_on',
  ],
  listItems: renderUsers,
  show: async (row, scope) => (await renderUsers([row], scope))[0] ?? {},
  create: (body, _scope, trx) => writeUser(trx, null, parseBody(createSchema, body)),
  update: async (row, body, _scope, trx) => {
    await writeUser(trx, row, parseBody(updateSchema, body));
  },
  beforeDelete: async (rows, scope, trx) => {
    if (rows.some((r) => Number(r.id) === scope.user.id)) throw new ApiError(422, 'You cannot delete yourself');
    const admins = await activeAdminIds(trx);
    if (admins.length && admins.every((id) => rows.some((r) => Number(r.id) === id)))
      throw new ApiError(422, 'You cannot delete the last admin');
  },
  forbiddenMessage: 'Changing users is forbidden',
  related: { roles: { table: 'ab_role', value: 'id', text: (r) => String(r.name), searchColumns: ['name'] } },
  distinct: [],
};

/** Registers the users routes: its generic resource routes. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, usersResource);
}
