/** Users: creation with hashed passwords and roles, and the first admin. */
import { randomBytes, randomUUID } from 'node:crypto';
import { now } from '../clock';
import type { MetaDb } from '../store/db';
import { hashPassword } from './password';

export interface NewUser {
  username: string;
  password: string;
  first_name?: string;
  last_name?: string;
  email?: string | null;
  active?: boolean;
  roles: string[];
}

/** Inserts a user with the named roles in one transaction; returns its id. */
export async function createUser(db: MetaDb, user: NewUser): Promise<number> {
  const hash = await hashPassword(user.password);
  return db.transaction().execute(async (trx) => {
    const ts = now().toISOString();
    const row = await trx
      .insertInto('ab_user')
      .values({
        username: user.username,
        first_name: user.first_name ?? '',
        last_name: user.last_name ?? '',
        email: user.email ?? null,
        password: hash,
        active: user.active === false ? 0 : 1,
        created_on: ts,
        changed_on: ts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setUserRoles(trx, Number(row.id), user.roles);
    return Number(row.id);
  });
}

/** Replaces a user's roles by name; unknown role names are an error. */
export async function setUserRoles(db: MetaDb, userId: number, roleNames: string[]): Promise<void> {
  const roles = roleNames.length
    ? await db.selectFrom('ab_role').select(['id', 'name']).where('name', 'in', roleNames).execute()
    : [];
  const unknown = roleNames.filter((n) => !roles.some((r) => r.name === n));
  if (unknown.length) throw new Error(`Unknown roles: ${unknown.join(', ')}`);
  await db.deleteFrom('ab_user_role').where('user_id', '=', userId).execute();
  if (roles.length)
    await db
      .insertInto('ab_user_role')
      .values(roles.map((r) => ({ user_id: userId, role_id: r.id })))
      .execute();
}

/**
 * Creates `admin` on first start with TESSERA_ADMIN_PASSWORD, or a generated password that is returned so it
 * can be printed once. Returns null when an admin already exists.
 */
export async function ensureAdmin(
  db: MetaDb,
  password: string | undefined,
): Promise<{ username: string; password: string; generated: boolean } | null> {
  const existing = await db.selectFrom('ab_user').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (existing) return null;
  const generated = !password;
  const pw = password || randomBytes(12).toString('base64url');
  await createUser(db, {
    username: 'admin',
    password: pw,
    first_name: 'Tessera',
    last_name: 'Admin',
    email: 'admin@localhost',
    roles: ['Admin'],
  });
  return { username: 'admin', password: pw, generated };
}

export const newUuid = (): string => randomUUID();
