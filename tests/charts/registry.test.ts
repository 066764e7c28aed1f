import { describe, expect, it, vi } from 'vitest';
import { ChartRegistry, DYNAMIC_PLUGINS_URL, loadDynamicPlugins } from '../../src/core/chart-plugin';
import { fakeChartPlugin } from '../support/chartPlugins';

const plugin = fakeChartPlugin;

describe('ChartRegistry', () => {
  it('registers, gets and lists keys in order', () => {
    const registry = new ChartRegistry();
    registry.register('line', plugin('Line Chart'));
    registry.register('pie', plugin('Pie Chart'));
    expect(registry.keys()).toEqual(['line', 'pie']);
    expect(registry.get('pie')?.metadata.name).toBe('Pie Chart');
    expect(registry.get('nope')).toBeUndefined();
  });

  it('the gallery hides deprecated types and those lacking the required behaviours', () => {
    const registry = new ChartRegistry();
    registry.register('old', plugin('Old', { deprecated: true }));
    registry.register('plain', plugin('Plain'));
    registry.register('filterable', plugin('Filterable', { behaviors: ['INTERACTIVE_CHART', 'NATIVE_FILTER'] }));
    expect(registry.gallery().map((e) => e.key)).toEqual(['plain', 'filterable']);
    expect(registry.gallery(['NATIVE_FILTER']).map((e) => e.key)).toEqual(['filterable']);
    expect(registry.keys()).toContain('old');
  });

  it('the disposer removes only the plugin it registered; listeners hear registrations', () => {
    const registry = new ChartRegistry();
    const heard: string[] = [];
    registry.subscribe((key) => heard.push(key));
    const first = plugin('A');
    const dispose = registry.register('a', first);
    registry.register('a', plugin('A2'));
    dispose();
    expect(registry.get('a')?.metadata.name).toBe('A2');
    expect(heard).toEqual(['a', 'a']);
  });
});

describe('loadDynamicPlugins', () => {
  it('reads /dynamic-plugins/api/read and registers each bundle under its key', async () => {
    const registry = new ChartRegistry();
    const fetchJson = vi.fn(async () => ({ result: [{ key: 'my_viz', bundle_url: '/static/my.js' }] }));
    const importModule = vi.fn(async () => ({ default: plugin('Mine') }));
    const logError = vi.fn();
    const report = await loadDynamicPlugins({
      fetchJson,
      importModule,
      register: (k, p) => registry.register(k, p),
      logError,
    });
    expect(fetchJson).toHaveBeenCalledWith(DYNAMIC_PLUGINS_URL);
    expect(importModule).toHaveBeenCalledWith('/static/my.js');
    expect(registry.get('my_viz')?.metadata.name).toBe('Mine');
    expect(report).toEqual({ loaded: ['my_viz'], failed: [] });
    expect(logError).not.toHaveBeenCalled();
  });

  it('a failing bundle is only logged; the others still load', async () => {
    const registry = new ChartRegistry();
    const logError = vi.fn();
    const report = await loadDynamicPlugins({
      fetchJson: async () => ({
        result: [
          { key: 'bad', bundle_url: '/bad.js' },
          { key: 'empty', bundle_url: '/empty.js' },
          { key: 'good', bundle_url: '/good.js' },
        ],
      }),
      importModule: async (url) => {
        if (url === '/bad.js') throw new Error('404');
        if (url === '/empty.js') return {};
        return plugin('Good');
      },
      register: (k, p) => registry.register(k, p),
      logError,
    });
    expect(registry.keys()).toEqual(['good']);
    expect(report.failed.sort()).toEqual(['bad', 'empty']);
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it('a failing list call is only logged', async () => {
    const logError = vi.fn();
    const report = await loadDynamicPlugins({
      fetchJson: async () => {
        throw new Error('offline');
      },
      importModule: async () => ({}),
      register: () => undefined,
      logError,
    });
    expect(report).toEqual({ loaded: [], failed: [] });
    expect(logError).toHaveBeenCalledOnce();
  });
});
