import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectDataWorker } from '../workers/client';
import {
  apiClient,
  browserHistory,
  createFetchClient,
  sessionExpired,
  setApiClient,
  startDynamicPlugins,
  startRouter,
} from './state/app';
import { prestartDataPlane, provideDataPlane } from './state/dataplane';
import { defaultRegistry } from './charts';
import { App, openApp, registerShellRoutes } from './ui';

registerShellRoutes();
// Feature folders plug their pages in from `*.routes.ts(x)` modules that call `registerRoute`.
import.meta.glob(['./**/*.routes.ts', './**/*.routes.tsx'], { eager: true });

setApiClient(createFetchClient({ onUnauthorized: sessionExpired }));
// The session check, the opening page's module and its first requests all load at once, so the page draws as soon
// as the session is ready.
openApp(window.location.pathname, window.location.search);
startRouter(browserHistory());
// The one place the data worker is made; the first page that needs chart data starts it.
provideDataPlane(() =>
  connectDataWorker(
    new Worker(new URL('../workers/data.worker.ts', import.meta.url), { type: 'module', name: 'tessera-data' }),
  ),
);
// A page that draws charts makes the worker at once: its script and CSRF token load while the session and the page do.
if (/^\/(superset\/(dashboard|slice|explore)|explore)\//.test(window.location.pathname)) prestartDataPlane(apiClient());
startDynamicPlugins({ registry: defaultRegistry() });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
