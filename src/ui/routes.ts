import { createElement, useEffect, useReducer, useState, type ComponentType } from 'react';
import { Loading } from './Loading';

/** What a routed page receives: the `:name` parts of its path and the query string. */
export interface RouteProps {
  params: Record<string, string>;
  search: URLSearchParams;
}

/** A page module loader, as `() => import('./MyPage')` gives one. */
export type RouteLoader = () => Promise<{ default: ComponentType<RouteProps> }>;

/** How a route behaves in the shell. */
export interface RouteOptions {
  /** A stand-in page; any later registration without this flag replaces it whatever the order. */
  placeholder?: boolean;
  /** Shown without signing in and without the navigation bar (the login page). */
  public?: boolean;
  /** Starts the requests the page makes first, when the app opens on it (see preloadRoute): path params and query. */
  prefetch?: (params: Record<string, string>, search: string) => void;
}

/** One registered route. */
export interface RouteEntry {
  pattern: string;
  /** The page: suspends while its module loads, unless the module was preloaded and has arrived. */
  component: ComponentType<RouteProps>;
  /** Starts loading the page's module (once; again after a failure). */
  preload(): Promise<unknown>;
  prefetch?: (params: Record<string, string>, search: string) => void;
  placeholder: boolean;
  public: boolean;
}

type PageModule = Awaited<ReturnType<RouteLoader>>;
/** A promise that says how it settled, so that a settled one is read at once. */
type Tracked = Promise<PageModule> & { status?: 'fulfilled' | 'rejected'; value?: PageModule; reason?: unknown };

/**
 * A page component over its module loader. Unlike React.lazy it never suspends: a module loaded before the page is
 * first drawn (the app entry preloads the opening page's module while the session loads) is drawn at once, and one
 * still loading shows the loading text until it arrives, then the page at once. React keeps a Suspense fallback it
 * has shown for at least 300 ms, which held the first dashboard request back that long.
 */
function loadedPage(load: RouteLoader): Pick<RouteEntry, 'component' | 'preload'> {
  let loading: Tracked | null = null;
  const preload = (): Tracked => {
    if (loading) return loading;
    const started: Tracked = load().then(
      (module) => {
        started.status = 'fulfilled';
        started.value = module;
        return module;
      },
      (error: unknown) => {
        started.status = 'rejected';
        started.reason = error;
        loading = null;
        throw error;
      },
    );
    loading = started;
    return started;
  };
  function RoutePage(props: RouteProps) {
    // The load this page waits on: a module that failed is asked for again when the page is next mounted.
    const [module] = useState(preload);
    const [, settled] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (!module.status) module.then(settled, settled);
    }, [module]);
    // A failed load throws its error to the error boundary.
    if (module.status === 'rejected') throw module.reason;
    return module.value ? createElement(module.value.default, props) : createElement(Loading);
  }
  return { component: RoutePage, preload };
}

const routes: RouteEntry[] = [];

/** A path without its trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

/** The `:name` values when `path` fits `pattern` (trailing slashes ignored), else null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = normalizePath(pattern).split('/');
  const have = normalizePath(path).split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i] ?? '';
    const h = have[i] ?? '';
    if (w.startsWith(':')) {
      if (!h) return null;
      params[w.slice(1)] = decodeURIComponent(h);
    } else if (w !== h) return null;
  }
  return params;
}

/**
 * Plugs a page into the app at `path` (e.g. `/superset/dashboard/:idOrSlug/`). A real page replaces a
 * placeholder whatever the order of registration; of two real pages the later wins. Feature folders
 * call this from a `*.routes.ts` module, which the app loads at start.
 */
export function registerRoute(path: string, load: RouteLoader, options: RouteOptions = {}): void {
  const entry: RouteEntry = {
    pattern: path,
    ...loadedPage(load),
    ...(options.prefetch ? { prefetch: options.prefetch } : {}),
    placeholder: options.placeholder === true,
    public: options.public === true,
  };
  const at = routes.findIndex((r) => normalizePath(r.pattern) === normalizePath(path));
  if (at < 0) routes.push(entry);
  else if (!entry.placeholder || routes[at]?.placeholder) routes[at] = entry;
}

/** The route serving `path` with its params; fixed segments win over `:params`. */
export function resolveRoute(path: string): { route: RouteEntry; params: Record<string, string> } | null {
  let best: { route: RouteEntry; params: Record<string, string>; score: number } | null = null;
  for (const route of routes) {
    const params = matchPath(route.pattern, path);
    if (!params) continue;
    const score = normalizePath(route.pattern)
      .split('/')
      .filter((s) => s && !s.startsWith(':')).length;
    if (!best || score > best.score) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

/**
 * Starts loading the module of the page at `path`, if any, and the requests the page makes first (its prefetch);
 * resolves when the module has loaded or failed. The app entry calls it for the page it opens on.
 */
export async function preloadRoute(path: string, search = ''): Promise<void> {
  const hit = resolveRoute(path);
  if (!hit) return;
  hit.route.prefetch?.(hit.params, search);
  await hit.route.preload().catch(() => undefined);
}

/** Every registered pattern (for tests and diagnostics). */
export function registeredRoutes(): readonly RouteEntry[] {
  return routes;
}
