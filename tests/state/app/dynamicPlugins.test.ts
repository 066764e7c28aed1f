import { afterEach, describe, expect, it } from 'vitest';
import { ChartRegistry, type ChartPlugin } from '../../../src/core/chart-plugin';
import { startDynamicPlugins } from '../../../src/state/app';
import type { DynamicPluginReport } from '../../../src/core/chart-plugin';
import { sessionStore } from '../../../src/state/app';

const plugin = (name: string): ChartPlugin<unknown, unknown> => ({
  metadata: {
    name,
    thumbnail: '',
    description: '',
    tags: [],
    category: null,
    label: null,
    labelExplanation: null,
    deprecated: false,
    behaviors: [],
    exampleGallery: [],
  },
  controlPanel: { controlPanelSections: [] },
  buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
  transformProps: () => ({}),
  render: () => name,
});

const list = {
  result: [
    { key: 'hello', bundle_url: '/dynamic-plugins/bundles/hello.js' },
    { key: 'broken', bundle_url: '/dynamic-plugins/bundles/broken.js' },
  ],
};
const bundles: Record<string, unknown> = { '/dynamic-plugins/bundles/hello.js': { default: plugin('Hello') } };

function start(flags: Record<string, boolean>) {
  const registry = new ChartRegistry();
  const fetched: string[] = [];
  const errors: string[] = [];
  let report: DynamicPluginReport | null = null;
  const stop = startDynamicPlugins({
    registry,
    fetchJson: async (url) => (fetched.push(url), list),
    importModule: async (url) => {
      if (!(url in bundles)) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      return bundles[url];
    },
    logError: (message) => void errors.push(message),
    onLoaded: (r) => (report = r),
  });
  const ready = () => {
    sessionStore.featureFlags = flags;
    sessionStore.status = 'ready';
  };
  return { registry, fetched, errors, stop, ready, report: () => report };
}

afterEach(() => {
  sessionStore.status = 'idle';
  sessionStore.featureFlags = {};
});

describe('dynamic plugins at app start (spec 002 §7)', () => {
  it('S6.03 with DYNAMIC_PLUGINS on, each listed bundle is loaded and registered once the session is ready; a failing one is only logged', async () => {
    const s = start({ DYNAMIC_PLUGINS: true });
    expect(s.fetched).toEqual([]);
    s.ready();
    await expect.poll(s.report).toEqual({ loaded: ['hello'], failed: ['broken'] });
    expect(s.fetched).toEqual(['/dynamic-plugins/api/read']);
    expect(s.registry.get('hello')?.metadata.name).toBe('Hello');
    expect(s.registry.has('broken')).toBe(false);
    expect(s.errors).toEqual(['Failed to load dynamic plugin broken']);
    sessionStore.status = 'loading';
    sessionStore.status = 'ready';
    await new Promise((r) => setTimeout(r, 10));
    expect(s.fetched).toHaveLength(1);
    s.stop();
  });

  it('S6.02 S6.03 with DYNAMIC_PLUGINS off nothing is fetched', async () => {
    const s = start({ DYNAMIC_PLUGINS: false });
    s.ready();
    await new Promise((r) => setTimeout(r, 10));
    expect(s.fetched).toEqual([]);
    expect(s.registry.keys()).toEqual([]);
    s.stop();
  });
});
