/** Runtime loading of extra chart plugins listed by GET /dynamic-plugins/api/read. */
import type { ChartPlugin } from './types';

/** One entry of the dynamic plugin list. */
export interface DynamicPluginEntry {
  key: string;
  bundle_url: string;
}

/** Where the list and the bundles come from, and where failures go; injected so tests use fakes. */
export interface DynamicPluginDeps {
  fetchJson: (url: string) => Promise<unknown>;
  importModule: (url: string) => Promise<unknown>;
  register: (key: string, plugin: ChartPlugin<unknown, unknown>) => void;
  logError: (message: string, error?: unknown) => void;
}

/** The outcome per plugin key, for callers that want to show what loaded. */
export interface DynamicPluginReport {
  loaded: string[];
  failed: string[];
}

export const DYNAMIC_PLUGINS_URL = '/dynamic-plugins/api/read';

function isEntry(value: unknown): value is DynamicPluginEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.key === 'string' && typeof v.bundle_url === 'string';
}

function isPlugin(value: unknown): value is ChartPlugin<unknown, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.metadata === 'object' &&
    v.metadata !== null &&
    typeof v.buildQuery === 'function' &&
    typeof v.transformProps === 'function'
  );
}

/** A bundle's plugin is its default export, or the module itself. */
function pluginOf(module: unknown): ChartPlugin<unknown, unknown> | undefined {
  if (typeof module === 'object' && module !== null && 'default' in module) {
    const d = (module as { default: unknown }).default;
    if (isPlugin(d)) return d;
  }
  return isPlugin(module) ? module : undefined;
}

/** Reads the plugin list and loads every bundle; a failure of the list or of a bundle is only logged. */
export async function loadDynamicPlugins(deps: DynamicPluginDeps): Promise<DynamicPluginReport> {
  const report: DynamicPluginReport = { loaded: [], failed: [] };
  let entries: DynamicPluginEntry[];
  try {
    const body = await deps.fetchJson(DYNAMIC_PLUGINS_URL);
    const result = (body as { result?: unknown } | null)?.result;
    entries = Array.isArray(result) ? result.filter(isEntry) : [];
  } catch (error) {
    deps.logError('Failed to load the dynamic plugin list', error);
    return report;
  }
  await Promise.all(
    entries.map(async ({ key, bundle_url }) => {
      try {
        const plugin = pluginOf(await deps.importModule(bundle_url));
        if (!plugin) throw new Error(`${bundle_url} exports no chart plugin`);
        deps.register(key, plugin);
        report.loaded.push(key);
      } catch (error) {
        deps.logError(`Failed to load dynamic plugin ${key}`, error);
        report.failed.push(key);
      }
    }),
  );
  return report;
}
