import { beforeEach, describe, expect, it } from 'vitest';
import { freshModule } from '../support/fresh';
import { fakeClient } from '../state/app/fakeClient';
import type * as Ui from '../../src/ui';
import type * as AppState from '../../src/state/app';

// The first chart of a dashboard waits for the session check (the page is drawn once it answers): asked for only when
// the app shell first rendered, it went out after the whole app had loaded and drawn "Loading…".
describe('opening the app', () => {
  let ui: typeof Ui;
  let app: typeof AppState;
  let client: ReturnType<typeof fakeClient>;
  let loads: number;
  beforeEach(async () => {
    ui = await freshModule(() => import('../../src/ui'));
    app = await import('../../src/state/app');
    client = fakeClient({
      'GET /api/v1/me/': { status: 200, body: { result: { id: 1, username: 'admin' } } },
      'GET /api/v1/bootstrap/': { status: 200, body: { roles: { Admin: [['can_read', 'Dashboard']] } } },
    });
    app.setApiClient(client);
    loads = 0;
    const never = () => {
      loads += 1;
      return new Promise<never>(() => undefined);
    };
    ui.registerRoute('/superset/dashboard/:idOrSlug/', never, {
      prefetch: ({ idOrSlug }) =>
        void app.apiClient().request({ method: 'GET', path: `/api/v1/dashboard/${idOrSlug}` }),
    });
    ui.registerRoute('/login/', never, { public: true });
    ui.registerRoute('/explore/', never, {
      prefetch: (_params, search) => void app.apiClient().request({ method: 'GET', path: `/api/v1/explore/${search}` }),
    });
  });

  it("hands the page's first requests the address's query string (explore opens the chart it names)", () => {
    ui.openApp('/explore/', '?slice_id=7');
    expect(client.requests.map((r) => r.path)).toContain('/api/v1/explore/?slice_id=7');
  });

  it('asks who is signed in as it opens on a signed-in page, together with the page module and first requests, before any render', () => {
    ui.openApp('/superset/dashboard/sales/');
    expect(client.requests.map((r) => r.path).sort()).toEqual([
      '/api/v1/bootstrap/',
      '/api/v1/dashboard/sales',
      '/api/v1/me/',
    ]);
    expect(app.sessionStore.status).toBe('loading');
    expect(loads).toBe(1);
  });

  it('opens a public page (the login page) without a session check', () => {
    ui.openApp('/login/');
    expect(client.requests).toEqual([]);
    expect(app.sessionStore.status).toBe('idle');
    expect(loads).toBe(1);
  });

  it('checks the session on a path no page serves (the not-found page is drawn inside the signed-in shell)', () => {
    ui.openApp('/nowhere/');
    expect(client.requests.map((r) => r.path).sort()).toEqual(['/api/v1/bootstrap/', '/api/v1/me/']);
  });
});
