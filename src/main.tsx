import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserHistory, createFetchClient, sessionExpired, setApiClient, startRouter } from './state/app';
import { defaultRegistry } from './charts';
import { startDynamicPlugins } from './pages/dynamicPlugins';
import { App, registerShellRoutes } from './ui';
import './ui/styles.css';

registerShellRoutes();
// Feature folders plug their pages in from `*.routes.ts(x)` modules that call `registerRoute`.
import.meta.glob(['./**/*.routes.ts', './**/*.routes.tsx'], { eager: true });

setApiClient(createFetchClient({ onUnauthorized: sessionExpired }));
startRouter(browserHistory());
startDynamicPlugins({ registry: defaultRegistry() });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
