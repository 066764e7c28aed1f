/** The chart pages: a saved dashboard and a saved chart, read-only, and explore's stand-in until it lands. */
import { normalizePath, registerRoute, registeredRoutes } from '../routes';

registerRoute('/superset/dashboard/:idOrSlug/', () => import('./DashboardRoute'));
registerRoute('/superset/slice/:id/', () => import('./SliceRoute'));

// Route modules load before the shell registers its placeholders, in path order; once all have registered,
// the read-only chart takes the explore paths unless the explore view already did.
queueMicrotask(() => {
  for (const path of ['/explore/', '/superset/explore/']) {
    const current = registeredRoutes().find((r) => normalizePath(r.pattern) === normalizePath(path));
    if (current && !current.placeholder) continue;
    registerRoute(path, () => import('./SliceRoute').then((m) => ({ default: m.ExploreSliceRoute })));
  }
});
