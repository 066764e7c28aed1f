import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteSecurityItem,
  editRole,
  editUser,
  loadSecurity,
  saveRole,
  saveUser,
  securityStore,
  setApiClient,
  setToastScheduler,
  toastStore,
} from '../../../src/state/app';
import { fakeClient } from './fakeClient';

const user = {
  id: 2,
  username: 'ana',
  first_name: 'Ana',
  last_name: 'Lyst',
  email: 'ana@x',
  active: true,
  roles: [{ id: 3, name: 'Alpha' }],
};
const lists = {
  'GET /api/v1/security/users/': { status: 200, body: { count: 1, result: [user] } },
  'GET /api/v1/security/roles/': { status: 200, body: { count: 1, result: [{ id: 3, name: 'Alpha' }] } },
};

beforeEach(() => {
  toastStore.toasts.splice(0);
  setToastScheduler(() => () => undefined);
});

describe('users and roles', () => {
  it('loads users and roles', async () => {
    setApiClient(fakeClient(lists));
    await loadSecurity();
    expect(securityStore.users).toEqual([user]);
    expect(securityStore.roles).toEqual([{ id: 3, name: 'Alpha' }]);
  });

  it('creates a user with POST and role ids, sending the password only when typed', async () => {
    const client = fakeClient({
      ...lists,
      'POST /api/v1/security/users/': { status: 201, body: { id: 5 } },
      'PUT /api/v1/security/users/2': { status: 200 },
    });
    setApiClient(client);
    editUser(null);
    Object.assign(securityStore.userDraft ?? {}, {
      username: 'bo',
      first_name: 'Bo',
      last_name: 'B',
      email: 'bo@x',
      roles: [3],
      password: 'pw',
    });
    expect(await saveUser()).toBe(true);
    expect(client.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/security/users/',
      json: {
        username: 'bo',
        first_name: 'Bo',
        last_name: 'B',
        email: 'bo@x',
        active: true,
        roles: [3],
        password: 'pw',
      },
    });
    editUser(user);
    await saveUser();
    const put = client.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/security/users/2');
    expect(put?.json).not.toHaveProperty('password');
  });

  it('keeps the dialog open with the server message when saving fails', async () => {
    setApiClient(
      fakeClient({ 'POST /api/v1/security/roles/': { status: 422, body: { message: { name: ['Already exists'] } } } }),
    );
    editRole(null);
    if (securityStore.roleDraft) securityStore.roleDraft.name = 'Alpha';
    expect(await saveRole()).toBe(false);
    expect(securityStore.error).toBe('name: Already exists');
    expect(securityStore.roleDraft).not.toBeNull();
  });

  it("deletes and says 'Deleted: %s'", async () => {
    const client = fakeClient({ ...lists, 'DELETE /api/v1/security/roles/3': { status: 200 } });
    setApiClient(client);
    await deleteSecurityItem('roles', 3, 'Alpha');
    expect(toastStore.toasts.at(-1)?.text).toBe('Deleted: Alpha');
  });
});
