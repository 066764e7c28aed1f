/** What the app starts as it opens, before its first render. */
import { loadBootstrap, sessionStore } from '../state/app';
import { preloadRoute, resolveRoute } from './routes';

/**
 * Opens the app on `path` (with its query string `search`): the session check (unless the page is public), the page's module and the page's first
 * requests go out together, before anything is drawn, rather than one after another (the shell asked who is signed
 * in only once it had rendered, and a signed-in page is drawn only once that answers).
 */
export function openApp(path: string, search = ''): void {
  if (resolveRoute(path)?.route.public !== true && sessionStore.status === 'idle') void loadBootstrap();
  void preloadRoute(path, search);
}
