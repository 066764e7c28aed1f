/**
 * The baseline page's entry (bench/dashboard/baseline.html?dashboard=<slug>, plus `&probe`): the app's shell and
 * routes as src/main.tsx starts them, with the dashboard route drawing a canvas per chart from main-thread parsed
 * JSON. The page moves itself to the dashboard's own address first, so the shell lays it out as the app does.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserHistory, createFetchClient, sessionExpired, setApiClient, startRouter } from '../../../src/state/app';
import { App, registerRoute, registerShellRoutes } from '../../../src/ui';
import '../../../src/ui/styles.css';

const search = new URLSearchParams(window.location.search);
const slug = search.get('dashboard') ?? 'large';
search.delete('dashboard');
const query = search.toString().replace(/=(&|$)/g, '$1');
window.history.replaceState(null, '', `/superset/dashboard/${encodeURIComponent(slug)}/${query ? `?${query}` : ''}`);

registerShellRoutes();
import.meta.glob(['../../../src/**/*.routes.ts', '../../../src/**/*.routes.tsx'], { eager: true });
registerRoute('/superset/dashboard/:idOrSlug/', () => import('./BaselineDashboard'));

setApiClient(createFetchClient({ onUnauthorized: sessionExpired }));
startRouter(browserHistory());

const root = document.getElementById('root');
if (!root) throw new Error('baseline.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
