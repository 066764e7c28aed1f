/** The chart pages: a saved dashboard and a saved chart, read-only (explore has its own routes in explore/). */
import { registerRoute } from '../routes';

registerRoute('/superset/dashboard/:idOrSlug/', () => import('./DashboardRoute'));
registerRoute('/superset/slice/:id/', () => import('./SliceRoute'));
