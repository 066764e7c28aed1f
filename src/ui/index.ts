/** The React app shell: the App, the route registry other pages plug into, and shared building blocks. */
export { App } from './App';
export {
  registerRoute,
  resolveRoute,
  matchPath,
  normalizePath,
  registeredRoutes,
  preloadRoute,
  type RouteProps,
  type RouteLoader,
  type RouteOptions,
  type RouteEntry,
} from './routes';
export { openApp } from './opening';
export { registerShellRoutes } from './shellRoutes';
export { Link } from './Link';
export { ErrorBoundary, errorReport } from './ErrorBoundary';
