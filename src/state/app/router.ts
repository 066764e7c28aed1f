import { proxy } from 'valtio/vanilla';

/** Where the app is: the path and query string of the address bar. */
export const routerStore = proxy({ path: '/', search: '' });

/** The part of `window.history`/`location` the router needs; tests pass a fake. */
export interface HistoryLike {
  location: { pathname: string; search: string };
  pushState(data: unknown, unused: string, url: string): void;
  replaceState(data: unknown, unused: string, url: string): void;
  addEventListener(type: 'popstate', fn: () => void): void;
  removeEventListener(type: 'popstate', fn: () => void): void;
}

let history: HistoryLike | null = null;

function sync(): void {
  if (!history) return;
  routerStore.path = history.location.pathname;
  routerStore.search = history.location.search;
}

/** Starts following the address bar; returns the disposer. */
export function startRouter(h: HistoryLike): () => void {
  history = h;
  sync();
  h.addEventListener('popstate', sync);
  return () => {
    h.removeEventListener('popstate', sync);
    if (history === h) history = null;
  };
}

/** Goes to an in-app address (`/chart/list/?page=2`) without reloading. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (history) {
    if (options.replace) history.replaceState(null, '', to);
    else history.pushState(null, '', to);
    sync();
    return;
  }
  const url = new URL(to, 'http://app.invalid');
  routerStore.path = url.pathname;
  routerStore.search = url.search;
}

/** The browser's history and location as a HistoryLike. */
export function browserHistory(): HistoryLike {
  return {
    location: window.location,
    pushState: (data, unused, url) => window.history.pushState(data, unused, url),
    replaceState: (data, unused, url) => window.history.replaceState(data, unused, url),
    addEventListener: (type, fn) => window.addEventListener(type, fn),
    removeEventListener: (type, fn) => window.removeEventListener(type, fn),
  };
}
