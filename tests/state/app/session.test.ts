import { beforeEach, describe, expect, it } from 'vitest';
import {
  can,
  isSessionAdmin,
  loadBootstrap,
  login,
  logout,
  navigate,
  routerStore,
  sessionStore,
  setApiClient,
} from '../../../src/state/app';
import { fakeClient } from './fakeClient';

const me = { result: { id: 1, username: 'admin', first_name: 'Ada', last_name: 'Min', email: 'a@b.c' } };
const boot = {
  user: { id: 1, username: 'admin' },
  roles: { Admin: [['can_write', 'Dashboard']] },
  feature_flags: { DASHBOARD_NATIVE_FILTERS: true },
  conf: { ROW_LIMIT: 50000 },
};

beforeEach(() => {
  sessionStore.status = 'idle';
  sessionStore.user = null;
  sessionStore.roles = {};
  sessionStore.login.error = null;
  navigate('/');
});

describe('bootstrap', () => {
  it('reads the user from /api/v1/me/ and roles, flags and conf from /api/v1/bootstrap/', async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/me/': { status: 200, body: me },
        'GET /api/v1/bootstrap/': { status: 200, body: boot },
      }),
    );
    await loadBootstrap();
    expect(sessionStore.status).toBe('ready');
    expect(sessionStore.user).toMatchObject({ id: 1, username: 'admin', first_name: 'Ada' });
    expect(sessionStore.featureFlags).toEqual({ DASHBOARD_NATIVE_FILTERS: true });
    expect(sessionStore.conf).toEqual({ ROW_LIMIT: 50000 });
    expect(can('can_write', 'Dashboard')).toBe(true);
    expect(can('can_write', 'Chart')).toBe(false);
    expect(isSessionAdmin()).toBe(true);
  });

  it('falls back to /api/v1/me/roles/ for permissions when there is no bootstrap call', async () => {
    setApiClient(
      fakeClient({
        'GET /api/v1/me/': { status: 200, body: me },
        'GET /api/v1/me/roles/': {
          status: 200,
          body: { result: { ...me.result, roles: { Gamma: [['can_read', 'Chart']] } } },
        },
      }),
    );
    await loadBootstrap();
    expect(sessionStore.roles).toEqual({ Gamma: [['can_read', 'Chart']] });
  });

  it('sends the user to /login/ on 401, remembering where they were', async () => {
    navigate('/chart/list/?page=2');
    setApiClient(fakeClient({ 'GET /api/v1/me/': { status: 401, body: { msg: 'Missing Authorization' } } }));
    await loadBootstrap();
    expect(sessionStore.status).toBe('anonymous');
    expect(routerStore.path).toBe('/login/');
    expect(decodeURIComponent(routerStore.search)).toBe('?next=/chart/list/?page=2');
  });
});

describe('login', () => {
  it('posts JSON to /login/ without a CSRF header, takes the new token, then goes to next', async () => {
    const client = fakeClient({
      'POST /login/': { status: 200, body: { result: { id: 1 }, csrf_token: 'tok' } },
      'GET /api/v1/me/': { status: 200, body: me },
      'GET /api/v1/bootstrap/': { status: 200, body: boot },
    });
    setApiClient(client);
    expect(await login('admin', 'pw', '/dashboard/list/')).toBe(true);
    expect(client.requests[0]).toMatchObject({
      method: 'POST',
      path: '/login/',
      json: { username: 'admin', password: 'pw' },
      noCsrf: true,
    });
    expect(client.csrfResets).toEqual(['tok']);
    expect(routerStore.path).toBe('/dashboard/list/');
  });

  it("shows 'Invalid login. Please try again.' on 401", async () => {
    setApiClient(fakeClient({ 'POST /login/': { status: 401, body: { message: 'Invalid login' } } }));
    expect(await login('admin', 'bad')).toBe(false);
    expect(sessionStore.login.error).toBe('Invalid login. Please try again.');
  });

  it('shows the rate-limit text on 429', async () => {
    setApiClient(fakeClient({ 'POST /login/': { status: 429, body: { message: 'Too many requests' } } }));
    await login('admin', 'bad');
    expect(sessionStore.login.error).toMatch(/Too many login attempts/);
  });

  it('never follows a next address off the site', async () => {
    setApiClient(
      fakeClient({
        'POST /login/': { status: 200, body: {} },
        'GET /api/v1/me/': { status: 200, body: me },
        'GET /api/v1/bootstrap/': { status: 200, body: boot },
      }),
    );
    await login('admin', 'pw', '//evil.example/');
    expect(routerStore.path).toBe('/superset/welcome/');
  });
});

describe('logout', () => {
  it('ends the session and shows the login page', async () => {
    const client = fakeClient({ 'POST /api/v1/security/logout': { status: 200 } });
    setApiClient(client);
    sessionStore.status = 'ready';
    await logout();
    expect(client.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/security/logout' });
    expect(sessionStore.status).toBe('anonymous');
    expect(routerStore.path).toBe('/login/');
  });
});
