/** SQL Lab's page (D1.18): /sqllab/ and /superset/sqllab/, in place of the 'coming soon' placeholder. */
import { registerRoute } from '../../routes';

for (const path of ['/sqllab/', '/superset/sqllab/']) registerRoute(path, () => import('./SqlLabPage'));
