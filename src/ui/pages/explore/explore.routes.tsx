/** The explore view: /explore/, /superset/explore/ and the shared link /superset/explore/p/{key}/ (X1.01, X1.02, X1.13). */
import { apiClient } from '../../../state/app';
import { prefetchExplore } from '../../../state/explorepage';
import { registerRoute } from '../../routes';

const load = () => import('./ExploreRoute');
for (const path of ['/explore/', '/superset/explore/', '/superset/explore/p/:key/', '/explore/p/:key/'])
  registerRoute(path, load, {
    // GET /api/v1/explore/ is asked for while the session and the page's code load, not after them.
    prefetch: (params, search) => prefetchExplore(apiClient(), path.replace(':key', params.key ?? ''), search),
  });
