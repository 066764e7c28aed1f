import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { addRoleUsers, body, call } from './helpers';

type Item = Record<string, unknown> & { id: number };
type Errors = { message: Record<string, string[]> };

describe.each(STORE_KINDS)('users and roles admin API on %s', (kind) => {
  let t: TestInstance;
  let ids: Awaited<ReturnType<typeof addRoleUsers>>;
  let roleIds: Record<string, number>;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    ids = await addRoleUsers(t);
    const rows = await t.store.db.selectFrom('ab_role').select(['id', 'name']).execute();
    roleIds = Object.fromEntries(rows.map((r) => [String(r.name), Number(r.id)]));
  });
  afterAll(async () => t.close());

  const newUser = (payload: Record<string, unknown>) =>
    t.api({ method: 'POST', url: '/api/v1/security/users/', payload });
  const valid = (username: string, roles: number[]) => ({
    username,
    first_name: 'New',
    last_name: 'Person',
    email: `${username}@example.com`,
    password: 'a long password',
    roles,
  });

  it('creates a user whose password is hashed, never returned, and works for login', async () => {
    const res = await newUser(valid('newbie', [roleIds.Gamma ?? 0]));
    expect(res.statusCode).toBe(201);
    const { id, result } = body<{ id: number; result: Item }>(res);
    expect(result).toMatchObject({
      id,
      username: 'newbie',
      active: true,
      roles: [{ id: roleIds.Gamma, name: 'Gamma' }],
    });
    expect(JSON.stringify(result)).not.toContain('password');
    const stored = await t.store.db
      .selectFrom('ab_user')
      .select('password')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(String(stored.password)).toMatch(/^scrypt\$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'newbie', password: 'a long password', provider: 'db' },
    });
    expect(login.statusCode).toBe(200);
    const list = body<{ result: Item[] }>(await t.api({ url: '/api/v1/security/users/?q=(page_size:100)' }));
    expect(list.result.map((u) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'alpha', 'gamma', 'newbie', 'sqllab']),
    );
    expect(JSON.stringify(list)).not.toContain('scrypt');
  });

  it('validates users: required fields, unique username and email, known roles', async () => {
    const missing = await newUser({ username: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(body<Errors>(missing).message).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'roles',
    ]);
    const noRoles = await newUser(valid('noroles', []));
    expect(body<Errors>(noRoles).message.roles).toEqual(['Shorter than minimum length 1.']);
    const taken = await newUser({ ...valid('alpha', [roleIds.Gamma ?? 0]), email: 'alpha@example.com' });
    expect(taken.statusCode).toBe(422);
    expect(body<Errors>(taken).message).toEqual({
      username: ['Username already exists'],
      email: ['Email already exists'],
    });
    const ghostRole = await newUser(valid('ghost', [99999]));
    expect(body<Errors>(ghostRole).message).toEqual({ roles: ['Some roles do not exist'] });
    const badEmail = await newUser({ ...valid('bademail', [roleIds.Gamma ?? 0]), email: 'nope' });
    expect(body<Errors>(badEmail).message.email).toEqual(['Not a valid email address.']);
  });

  it('updates names, roles, active and password; filters by role', async () => {
    const id = body<{ id: number }>(await newUser(valid('editme', [roleIds.Gamma ?? 0]))).id;
    const put = await t.api({
      method: 'PUT',
      url: `/api/v1/security/users/${id}`,
      payload: { first_name: 'Edited', roles: [roleIds.Alpha, roleIds.sql_lab], password: 'another password' },
    });
    expect(put.statusCode).toBe(200);
    expect(body<{ result: Item }>(put).result).toMatchObject({
      first_name: 'Edited',
      roles: [{ name: 'Alpha' }, { name: 'sql_lab' }],
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'editme', password: 'another password', provider: 'db' },
    });
    expect(ok.statusCode).toBe(200);
    const q = encodeURIComponent(`(filters:!((col:roles,opr:rel_m_m,value:${roleIds.sql_lab})))`);
    expect(
      body<{ result: Item[] }>(await t.api({ url: `/api/v1/security/users/?q=${q}` }))
        .result.map((u) => u.username)
        .sort(),
    ).toEqual(['editme', 'sqllab']);
    await t.api({ method: 'PUT', url: `/api/v1/security/users/${id}`, payload: { active: false } });
    const inactive = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'editme', password: 'another password', provider: 'db' },
    });
    expect(inactive.statusCode).toBe(401);
  });

  it('you cannot delete yourself, nor demote or delete the last admin', async () => {
    const self = await t.api({ method: 'DELETE', url: `/api/v1/security/users/${ids.admin}` });
    expect(self.statusCode).toBe(422);
    expect(body(self)).toEqual({ message: 'You cannot delete yourself' });
    const demote = await t.api({
      method: 'PUT',
      url: `/api/v1/security/users/${ids.admin}`,
      payload: { roles: [roleIds.Gamma] },
    });
    expect(demote.statusCode).toBe(422);
    expect(body<Errors>(demote).message).toEqual({ roles: ['At least one active admin must remain'] });
    const second = body<{ id: number }>(await newUser(valid('admin2', [roleIds.Admin ?? 0]))).id;
    await t.token('admin2', 'a long password');
    const victim = body<{ id: number }>(await newUser(valid('victim', [roleIds.Gamma ?? 0]))).id;
    const byOther = await t.as('admin2', { method: 'DELETE', url: `/api/v1/security/users/?q=!(${ids.admin})` });
    expect(byOther.statusCode).toBe(200);
    const last = await t.as('admin2', { method: 'DELETE', url: `/api/v1/security/users/${second}` });
    expect(body(last)).toEqual({ message: 'You cannot delete yourself' });
    const gone = await t.as('admin2', { method: 'DELETE', url: `/api/v1/security/users/${victim}` });
    expect(body(gone)).toEqual({ message: 'OK' });
  });

  it('roles: create with permission pairs, rename, refuse duplicates and touching Admin', async () => {
    const res = await t.as('admin2', {
      method: 'POST',
      url: '/api/v1/security/roles/',
      payload: {
        name: 'Viewer',
        permissions: [
          ['can_read', 'Dashboard'],
          ['can_read', 'Chart'],
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const { id, result } = body<{ id: number; result: Item }>(res);
    expect(result).toMatchObject({
      name: 'Viewer',
      permissions: [
        ['can_read', 'Chart'],
        ['can_read', 'Dashboard'],
      ],
      user_count: 0,
    });
    const dup = await t.as('admin2', { method: 'POST', url: '/api/v1/security/roles/', payload: { name: 'Gamma' } });
    expect(body<Errors>(dup).message).toEqual({ name: ['Role name already exists'] });
    const badPair = await t.as('admin2', {
      method: 'POST',
      url: '/api/v1/security/roles/',
      payload: { name: 'Broken', permissions: [['can_read']] },
    });
    expect(badPair.statusCode).toBe(400);
    expect(Object.keys(body<Errors>(badPair).message)[0]).toMatch(/^permissions/);
    const put = await t.as('admin2', {
      method: 'PUT',
      url: `/api/v1/security/roles/${id}`,
      payload: { name: 'Readers', permissions: [['can_read', 'Chart']] },
    });
    expect(body<{ result: Item }>(put).result).toMatchObject({ name: 'Readers', permissions: [['can_read', 'Chart']] });
    const perms = body<{ result: Array<{ permission_name: string; view_menu_name: string }> }>(
      await t.as('admin2', { url: `/api/v1/security/roles/${id}/permissions/` }),
    );
    expect(perms.result).toMatchObject([{ permission_name: 'can_read', view_menu_name: 'Chart' }]);
    expect(
      (
        await t.as('admin2', {
          method: 'PUT',
          url: `/api/v1/security/roles/${roleIds.Admin}`,
          payload: { name: 'Boss' },
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.as('admin2', { method: 'PUT', url: `/api/v1/security/roles/${id}`, payload: { name: 'ADMIN' } }))
        .statusCode,
    ).toBe(422);
    const delAdmin = await t.as('admin2', { method: 'DELETE', url: `/api/v1/security/roles/${roleIds.Admin}` });
    expect(body(delAdmin)).toEqual({ message: 'The Admin role cannot be deleted' });
    expect(body(await t.as('admin2', { method: 'DELETE', url: `/api/v1/security/roles/${id}` }))).toEqual({
      message: 'OK',
    });
  });

  it('lists the known permission pairs', async () => {
    const res = body<{
      count: number;
      result: Array<{ id: number; permission: { name: string }; view_menu: { name: string } }>;
    }>(await t.as('admin2', { url: '/api/v1/security/permissions-resources/' }));
    expect(res.count).toBe(res.result.length);
    expect(res.result).toContainEqual(
      expect.objectContaining({ permission: { name: 'can_write' }, view_menu: { name: 'Dashboard' } }),
    );
    expect(res.result).toContainEqual(
      expect.objectContaining({ permission: { name: 'can_read' }, view_menu: { name: 'SavedQuery' } }),
    );
  });

  it.each(['alpha', 'gamma', 'sqllab', 'anonymous'] as const)(
    '%s is refused every users and roles call',
    async (actor) => {
      const expected = actor === 'anonymous' ? 401 : 403;
      for (const opts of [
        { url: '/api/v1/security/users/' },
        { url: `/api/v1/security/users/${ids.alpha}` },
        { method: 'POST' as const, url: '/api/v1/security/users/', payload: valid(`by${actor}`, [roleIds.Gamma ?? 0]) },
        { method: 'PUT' as const, url: `/api/v1/security/users/${ids.alpha}`, payload: { first_name: 'x' } },
        { method: 'DELETE' as const, url: `/api/v1/security/users/${ids.sqllab}` },
        { url: '/api/v1/security/roles/' },
        { method: 'POST' as const, url: '/api/v1/security/roles/', payload: { name: `by ${actor}` } },
        { url: '/api/v1/security/permissions-resources/' },
      ]) {
        expect((await call(t, actor, opts)).statusCode).toBe(expected);
      }
    },
  );
});
