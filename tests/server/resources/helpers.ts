/** Shared setup of the resource tests: one user per role and small request helpers. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { TestInstance } from '../harness';

/** The roles every endpoint is checked against; `anonymous` sends no credentials. */
export const ROLE_USERS = { admin: 'Admin', alpha: 'Alpha', gamma: 'Gamma', sqllab: 'sql_lab' } as const;
export type Actor = keyof typeof ROLE_USERS | 'anonymous';
export const ACTORS: Actor[] = ['admin', 'alpha', 'gamma', 'sqllab', 'anonymous'];

/** Creates alpha, gamma and sqllab users (admin exists already); returns ids by actor. */
export async function addRoleUsers(t: TestInstance): Promise<Record<Exclude<Actor, 'anonymous'>, number>> {
  const admin = await t.store.db
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return {
    admin: Number(admin.id),
    alpha: await t.addUser('alpha', ['Alpha']),
    gamma: await t.addUser('gamma', ['Gamma']),
    sqllab: await t.addUser('sqllab', ['sql_lab']),
  };
}

/** A request as an actor: a Bearer token for users, nothing for anonymous. */
export function call(t: TestInstance, actor: Actor, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return actor === 'anonymous' ? t.app.inject(opts) : t.as(actor, opts);
}

/** The parsed JSON body of a response. */
export const body = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => res.json();

/** A metadata-only database row (no engine is opened), for objects that reference one. */
export async function insertDatabase(t: TestInstance, name = 'warehouse'): Promise<number> {
  const ts = new Date().toISOString();
  const row = await t.store.db
    .insertInto('dbs')
    .values({
      uuid: randomUUID(),
      created_on: ts,
      changed_on: ts,
      database_name: name,
      sqlalchemy_uri: 'duckdb:///warehouse.duckdb',
      engine: 'duckdb',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A chart row (no dataset needed) owned by `ownerId`. */
export async function insertChart(t: TestInstance, name: string, ownerId: number): Promise<number> {
  const ts = new Date().toISOString();
  const row = await t.store.db
    .insertInto('slices')
    .values({
      uuid: randomUUID(),
      created_on: ts,
      changed_on: ts,
      created_by_fk: ownerId,
      slice_name: name,
      viz_type: 'table',
      datasource_type: 'table',
      params: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.store.db.insertInto('slice_user').values({ user_id: ownerId, slice_id: row.id }).execute();
  return Number(row.id);
}

/** A published dashboard row owned by `ownerId`. */
export async function insertDashboard(
  t: TestInstance,
  title: string,
  ownerId: number,
  slug: string | null = null,
): Promise<number> {
  const ts = new Date().toISOString();
  const row = await t.store.db
    .insertInto('dashboards')
    .values({
      uuid: randomUUID(),
      created_on: ts,
      changed_on: ts,
      created_by_fk: ownerId,
      dashboard_title: title,
      slug,
      published: 1,
      position_json: '{}',
      json_metadata: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.store.db.insertInto('dashboard_user').values({ user_id: ownerId, dashboard_id: row.id }).execute();
  return Number(row.id);
}
