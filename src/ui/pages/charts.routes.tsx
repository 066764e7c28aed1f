/** The chart pages: a saved dashboard and a saved chart, read-only (explore has its own routes in explore/). */
import { apiClient } from '../../state/app';
import { registerRoute } from '../routes';
import { prefetchDashboard } from './dashboardRequests';

registerRoute('/superset/dashboard/:idOrSlug/', () => import('./DashboardRoute'), {
  // The dashboard and its chart list are asked for while the session and the page's code load.
  prefetch: ({ idOrSlug }) => idOrSlug && prefetchDashboard(apiClient(), idOrSlug),
});
registerRoute('/superset/dashboard/p/:key/', () => import('./DashboardPermalinkRoute'));
registerRoute('/superset/slice/:id/', () => import('./SliceRoute'));
