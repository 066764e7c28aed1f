import { beforeEach, describe, expect, it } from 'vitest';
import { matchPath, normalizePath, type RouteLoader } from '../../src/ui';
import { freshModule } from '../support/fresh';
import type * as Ui from '../../src/ui';

const page =
  (name: string): RouteLoader =>
  () =>
    Promise.resolve({ default: Object.assign(() => null, { displayName: name }) });

describe('route matching', () => {
  it('ignores trailing slashes', () => {
    expect(normalizePath('/chart/list/')).toBe('/chart/list');
    expect(normalizePath('/')).toBe('/');
    expect(matchPath('/chart/list/', '/chart/list')).toEqual({});
  });

  it('reads :params and decodes them', () => {
    expect(matchPath('/superset/dashboard/:idOrSlug/', '/superset/dashboard/world%20bank/')).toEqual({
      idOrSlug: 'world bank',
    });
    expect(matchPath('/superset/dashboard/:idOrSlug/', '/superset/dashboard/')).toBeNull();
    expect(matchPath('/superset/slice/:id/', '/superset/slice/4/extra/')).toBeNull();
  });
});

describe('route registry', () => {
  // Each test registers into a route table of its own, empty as at the app's start.
  let ui: typeof Ui;
  beforeEach(async () => {
    ui = await freshModule(() => import('../../src/ui'));
  });

  it('starts empty', () => {
    expect(ui.registeredRoutes()).toEqual([]);
    expect(ui.resolveRoute('/login/')).toBeNull();
  });

  it('serves every shell page and placeholder', () => {
    const { registerShellRoutes, resolveRoute } = ui;
    registerShellRoutes();
    for (const path of [
      '/login/',
      '/logout/',
      '/superset/welcome/',
      '/chart/list/',
      '/dashboard/list/',
      '/tablemodelview/list/',
      '/databaseview/list/',
      '/savedqueryview/list/',
      '/sqllab/history/',
      '/csvtodatabaseview/form/',
      '/columnartodatabaseview/form/',
      '/exceltodatabaseview/form/',
      '/users/list/',
      '/explore/',
      '/superset/explore/',
      '/superset/dashboard/12/',
      '/superset/slice/3/',
      '/sqllab/',
    ]) {
      expect(resolveRoute(path), path).not.toBeNull();
    }
    expect(resolveRoute('/nowhere/')).toBeNull();
    expect(resolveRoute('/login/')?.route.public).toBe(true);
    expect(resolveRoute('/chart/list/')?.route.public).toBe(false);
  });

  it('lets a real page replace a placeholder registered before or after it', () => {
    const { registerRoute, registeredRoutes, resolveRoute } = ui;
    registerRoute('/superset/dashboard/:idOrSlug/', page('placeholder'), { placeholder: true });
    registerRoute('/superset/dashboard/:idOrSlug/', page('DashboardPage'));
    const real = resolveRoute('/superset/dashboard/sales/')?.route;
    expect(real?.placeholder).toBe(false);
    registerRoute('/superset/dashboard/:idOrSlug/', page('placeholder again'), { placeholder: true });
    expect(resolveRoute('/superset/dashboard/sales/')?.route).toBe(real);
    const count = registeredRoutes().filter((r) => normalizePath(r.pattern) === '/superset/dashboard/:idOrSlug').length;
    expect(count).toBe(1);
  });

  it('prefers fixed segments over params', () => {
    const { registerRoute, resolveRoute } = ui;
    registerRoute('/superset/dashboard/:idOrSlug/', page('DashboardPage'));
    registerRoute('/superset/dashboard/new/', page('NewDashboard'));
    const hit = resolveRoute('/superset/dashboard/new/');
    expect(hit?.route.pattern).toBe('/superset/dashboard/new/');
    expect(hit?.params).toEqual({});
  });
});
