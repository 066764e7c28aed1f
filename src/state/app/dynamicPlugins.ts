/** Dynamic chart plugins at app start: once the session is ready and DYNAMIC_PLUGINS is on, each listed bundle is
 * imported and registered into the app's chart registry; a list or bundle that fails is only logged (spec 002 §7). */
import { subscribe } from 'valtio/vanilla';
import {
  loadDynamicPlugins,
  type ChartPlugin,
  type ChartRegistry,
  type DynamicPluginReport,
} from '../../core/chart-plugin';
import { apiClient, call } from './client';
import { isFeatureEnabled, sessionStore } from './session';

/** What the loader needs; the defaults are the browser's module import, the app's API client and the console. */
export interface SessionPluginDeps {
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
  importModule?: (url: string) => Promise<unknown>;
  fetchJson?: (url: string) => Promise<unknown>;
  logError?: (message: string, error?: unknown) => void;
  /** Told what loaded and what failed, once. */
  onLoaded?: (report: DynamicPluginReport) => void;
}

const browserImport = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);
const apiJson = async (url: string): Promise<unknown> => (await call(apiClient(), { method: 'GET', path: url })).body;

/** Loads the session's dynamic plugins once the session is ready (at most once); returns the disposer. */
export function startDynamicPlugins(deps: SessionPluginDeps): () => void {
  let started = false;
  let stop: () => void = () => undefined;
  const startWhenReady = (): void => {
    if (started || sessionStore.status !== 'ready') return;
    started = true;
    stop();
    if (!isFeatureEnabled('DYNAMIC_PLUGINS')) return;
    void loadDynamicPlugins({
      fetchJson: deps.fetchJson ?? apiJson,
      importModule: deps.importModule ?? browserImport,
      register: (key, plugin) => deps.registry.register(key, plugin),
      logError: deps.logError ?? ((message, error) => console.error(message, error)),
    }).then((report) => deps.onLoaded?.(report));
  };
  stop = subscribe(sessionStore, startWhenReady);
  startWhenReady();
  return stop;
}
