/** The explore view: /explore/, /superset/explore/ and the shared link /superset/explore/p/{key}/ (X1.01, X1.02, X1.13). */
import { registerRoute } from '../../routes';

const load = () => import('./ExploreRoute');
for (const path of ['/explore/', '/superset/explore/', '/superset/explore/p/:key/', '/explore/p/:key/'])
  registerRoute(path, load);
