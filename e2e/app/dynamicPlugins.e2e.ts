// Dynamic plugins in the browser (spec 002 §7, S6.03): with DYNAMIC_PLUGINS on, the app loads each stored plugin's
// bundle at start and registers it, so a chart of that type draws; a bundle that fails to load is only logged. The
// bundle is served from the app's own origin (<data dir>/plugins), as a script-src 'self' policy requires.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { startE2EServer, type E2EServer } from '../setup/server';
import { signIn } from '../charts/pageTools';

/** A plugin with no imports: React renders the string its view returns. */
const HELLO_BUNDLE = `export default {
  metadata: { name: 'Hello', thumbnail: '', description: 'A dynamic plugin', tags: [], category: null, label: null,
    labelExplanation: null, deprecated: false, behaviors: [], exampleGallery: [] },
  controlPanel: { controlPanelSections: [] },
  buildQuery: (formData) => ({
    datasource: { id: Number(String(formData.datasource).split('__')[0]), type: 'table' },
    force: false, result_format: 'json', result_type: 'full',
    queries: [{ columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'rows' }], row_limit: 1 }],
  }),
  transformProps: (results) => ({ text: results.length + ' result' }),
  render: ({ model }) => 'Hello from a dynamic plugin: ' + model.text,
};
`;

describe('dynamic plugins in the browser (spec 002 §7)', () => {
  let server: E2EServer;
  let browser: Browser;
  let token = '';
  const api = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    server = await startE2EServer({ TESSERA_FEATURE_DYNAMIC_PLUGINS: 'true' });
    mkdirSync(join(server.dataDir, 'plugins'), { recursive: true });
    writeFileSync(join(server.dataDir, 'plugins', 'hello.js'), HELLO_BUNDLE);
    const login = await fetch(`${server.baseUrl}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: inject('adminPassword'), provider: 'db' }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('S6.03 a stored plugin is loaded at start and draws its chart; a missing bundle is only logged', async () => {
    await api('POST', '/dynamic-plugins/api/create', {
      name: 'Hello',
      key: 'hello_chart',
      bundle_url: '/dynamic-plugins/bundles/hello.js',
    });
    await api('POST', '/dynamic-plugins/api/create', {
      name: 'Broken',
      key: 'broken_chart',
      bundle_url: '/dynamic-plugins/bundles/missing.js',
    });
    const sales = (await api('GET', '/api/v1/dashboard/sales/charts')).result as {
      form_data: { datasource: string };
    }[];
    const datasource = sales[0]?.form_data.datasource ?? '';
    const chart = await api('POST', '/api/v1/chart/', {
      slice_name: 'Hello chart',
      viz_type: 'hello_chart',
      datasource_id: Number(datasource.split('__')[0]),
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'hello_chart', datasource }),
    });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signIn(context, server.baseUrl, inject('adminPassword'));
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    const thrown: string[] = [];
    page.on('pageerror', (e) => thrown.push(e.message));
    await page.goto(`${server.baseUrl}/superset/slice/${String(chart.id)}/`);
    await expect
      .poll(() => page.locator(`[data-chart-id="${String(chart.id)}"]`).textContent(), { timeout: 30_000 })
      .toContain('Hello from a dynamic plugin: 1 result');
    await expect.poll(() => logged.some((t) => t.includes('Failed to load dynamic plugin broken_chart'))).toBe(true);
    expect(thrown).toEqual([]);
    await context.close();
  });
});
