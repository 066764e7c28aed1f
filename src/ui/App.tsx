import { Suspense, useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { configureMapTiles } from '../charts';
import { HOME_PATH, loadBootstrap, navigate, routerStore, sessionStore } from '../state/app';
import { ErrorBoundary } from './ErrorBoundary';
import { Loading } from './Loading';
import { NavBar } from './NavBar';
import NotFound from './pages/NotFound';
import { normalizePath, resolveRoute } from './routes';
import { Toasts } from './Toasts';
import './styles.css';

/** The app shell: session check, navigation bar, the routed page, toasts, and the error boundary. */
export function App() {
  const { path, search } = useSnapshot(routerStore);
  const session = useSnapshot(sessionStore);
  const resolved = resolveRoute(path);
  const isPublic = resolved?.route.public === true;
  const query = useMemo(() => new URLSearchParams(search), [search]);

  useEffect(() => {
    if (!isPublic && session.status === 'idle') void loadBootstrap();
  }, [isPublic, session.status]);

  useEffect(() => {
    if (normalizePath(path) === '/') navigate(HOME_PATH, { replace: true });
  }, [path]);

  // The maps' optional tile URL (the bootstrap's MAP_TILE_URL; none by default), set before any map renders.
  configureMapTiles(typeof session.conf.MAP_TILE_URL === 'string' ? session.conf.MAP_TILE_URL : null);

  let page;
  if (resolved) {
    const Page = resolved.route.component;
    page = <Page params={resolved.params} search={query} />;
  } else page = <NotFound />;

  let body;
  if (isPublic) body = page;
  else if (session.status === 'ready') {
    body = (
      <>
        <NavBar />
        <main className="content">{page}</main>
      </>
    );
  } else if (session.status === 'error') {
    body = (
      <p className="page form-error" role="alert" data-test="bootstrap-error">
        {session.error}
      </p>
    );
  } else body = <Loading />;

  return (
    <RouterProvider navigate={(to) => navigate(String(to))}>
      <ErrorBoundary resetKey={path}>
        <Suspense fallback={<Loading />}>{body}</Suspense>
      </ErrorBoundary>
      <Toasts />
    </RouterProvider>
  );
}
