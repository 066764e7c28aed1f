import type { ResourceName } from '../state/app';
import { registerRoute } from './routes';

const LISTS: [string, ResourceName][] = [
  ['/chart/list/', 'chart'],
  ['/dashboard/list/', 'dashboard'],
  ['/tablemodelview/list/', 'dataset'],
  ['/databaseview/list/', 'database'],
  ['/savedqueryview/list/', 'saved_query'],
  ['/sqllab/history/', 'query'],
];

const PLACEHOLDERS = [
  '/explore/',
  '/superset/explore/',
  '/superset/dashboard/:idOrSlug/',
  '/superset/slice/:id/',
  '/sqllab/',
];

const UPLOADS = [
  ['/csvtodatabaseview/form/', 'csv'],
  ['/columnartodatabaseview/form/', 'columnar'],
  ['/exceltodatabaseview/form/', 'excel'],
] as const;

/** Registers the shell's own pages and the placeholders other pages will replace. */
export function registerShellRoutes(): void {
  registerRoute('/login/', () => import('./pages/LoginPage'), { public: true });
  registerRoute('/logout/', () => import('./pages/LogoutPage'), { public: true });
  registerRoute('/superset/welcome/', () => import('./pages/HomePage'));
  for (const [path, resource] of LISTS) {
    registerRoute(path, () => import('./lists/ListPage').then((m) => ({ default: m.listPageFor(resource) })));
  }
  for (const [path, kind] of UPLOADS) {
    registerRoute(path, () => import('./forms/UploadPage').then((m) => ({ default: m.uploadPageFor(kind) })));
  }
  registerRoute('/chart/add/', () => import('./lists/AddChartPage'));
  registerRoute('/users/list/', () => import('./forms/UsersRolesPage'));
  registerRoute('/roles/list/', () => import('./forms/UsersRolesPage'));
  for (const path of PLACEHOLDERS) registerRoute(path, () => import('./pages/Placeholder'), { placeholder: true });
}
