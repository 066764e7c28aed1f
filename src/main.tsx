// Loaded by src/entry.ts once src/boot.ts has made the data worker (and a dashboard's WebGL context) of this page.
import { isChartPage, makeDataWorker, takeEarlyDataWorker, takeEarlyDeckCanvas } from './boot';
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
import { defaultRegistry, provideEarlyDeckCanvas } from './charts';
import { App, openApp, registerShellRoutes } from './ui';

registerShellRoutes();
// Feature folders plug their pages in from `*.routes.ts(x)` modules that call `registerRoute`.
import.meta.glob(['./**/*.routes.ts', './**/*.routes.tsx'], { eager: true });

setApiClient(createFetchClient({ onUnauthorized: sessionExpired }));
// The session check, the opening page's module and its first requests all load at once, so the page draws as soon
// as the session is ready.
openApp(window.location.pathname, window.location.search);
startRouter(browserHistory());
// The first page that needs chart data starts the data worker (src/boot.ts made it already on a page that draws charts).
provideDataPlane(() => connectDataWorker(takeEarlyDataWorker() ?? makeDataWorker()));
// A page that draws charts connects to the worker at once: its CSRF token loads while the session and the page do.
if (isChartPage(window.location.pathname)) prestartDataPlane(apiClient());
// The page's first chart canvas draws on the WebGL context src/boot.ts made, if it made one.
provideEarlyDeckCanvas(takeEarlyDeckCanvas);
startDynamicPlugins({ registry: defaultRegistry() });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
