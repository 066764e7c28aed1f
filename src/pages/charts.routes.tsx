/** The chart pages: a saved dashboard and a saved chart, read-only, and explore's stand-in until it lands. */
import { registerRoute } from '../ui';

registerRoute('/superset/dashboard/:idOrSlug/', () => import('./DashboardRoute'));
registerRoute('/superset/slice/:id/', () => import('./SliceRoute'));
// A stand-in: the explore view replaces it whatever the order of registration.
for (const path of ['/explore/', '/superset/explore/']) {
  registerRoute(path, () => import('./SliceRoute').then((m) => ({ default: m.ExploreSliceRoute })), { placeholder: true });
}
