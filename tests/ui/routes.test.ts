import { Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
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

describe('route preloading', () => {
  let ui: typeof Ui;
  beforeEach(async () => {
    ui = await freshModule(() => import('../../src/ui'));
  });

  const rendered = (path: string): string => {
    const hit = ui.resolveRoute(path);
    if (!hit) throw new Error(`no route for ${path}`);
    const page = createElement(hit.route.component, { params: hit.params, search: new URLSearchParams() });
    return renderToString(createElement(Suspense, { fallback: 'Loading' }, page));
  };

  it("a page whose module was preloaded at the app's start draws at once, without showing the loading fallback", async () => {
    let loads = 0;
    ui.registerRoute('/superset/dashboard/:idOrSlug/', () => {
      loads += 1;
      return Promise.resolve({ default: (props: Ui.RouteProps) => `dashboard ${props.params.idOrSlug ?? ''}` });
    });
    await ui.preloadRoute('/superset/dashboard/sales/');
    expect(rendered('/superset/dashboard/sales/')).toContain('dashboard sales');
    expect(loads).toBe(1);
  });

  it('preloading a page also starts the requests it makes first (its prefetch), with the path params', async () => {
    const asked: Record<string, string>[] = [];
    ui.registerRoute('/superset/dashboard/:idOrSlug/', () => Promise.resolve({ default: () => 'dashboard' }), {
      prefetch: (params) => asked.push(params),
    });
    await ui.preloadRoute('/superset/dashboard/sales/');
    expect(asked).toEqual([{ idOrSlug: 'sales' }]);
  });

  it("X1.02 a prefetch is given the address's query too (explore's GET /api/v1/explore/ names the chart, dataset or key in it)", async () => {
    const asked: [Record<string, string>, string][] = [];
    ui.registerRoute('/explore/', () => Promise.resolve({ default: () => 'explore' }), {
      prefetch: (params, search) => asked.push([params, search]),
    });
    await ui.preloadRoute('/explore/', '?slice_id=3');
    expect(asked).toEqual([[{}, '?slice_id=3']]);
  });

  it('a page not preloaded still loads on first draw, showing the fallback meanwhile; an unknown path preloads nothing', async () => {
    ui.registerRoute('/superset/slice/:id/', () => Promise.resolve({ default: () => 'slice' }));
    expect(rendered('/superset/slice/3/')).toContain('Loading');
    await expect(ui.preloadRoute('/nowhere/')).resolves.toBeUndefined();
  });

  it('a page module that fails to load is asked for again when the page is drawn', async () => {
    let loads = 0;
    ui.registerRoute('/superset/slice/:id/', () => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => 'slice' });
    });
    await ui.preloadRoute('/superset/slice/3/');
    rendered('/superset/slice/3/');
    expect(loads).toBe(2);
  });
});
