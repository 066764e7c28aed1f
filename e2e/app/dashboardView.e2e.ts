// The dashboard header's view actions in the browser: favourite, publish and unpublish; a permalink copied with the
// second tab open opens on that tab in a fresh browser context; a manual refresh; the dashboard downloaded as an
// image and as a PDF the server renders; and a Gamma user who is not an owner sees the draft badge but no publish
// toggle and no edit items, with the share items can_share_dashboard gives.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  dashboardWithLayout,
  expectToast,
  gotoApp,
  layoutComponent as c,
  openSession,
  type AppSession,
} from './support';

function positions(): Record<string, unknown> {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: c('ROOT_ID', 'ROOT', ['GRID_ID']),
    GRID_ID: c('GRID_ID', 'GRID', ['TABS-main']),
    HEADER_ID: c('HEADER_ID', 'HEADER', [], { text: 'View actions' }),
    'TABS-main': c('TABS-main', 'TABS', ['TAB-first', 'TAB-second']),
    'TAB-first': c('TAB-first', 'TAB', ['HEADER-first'], { text: 'First' }),
    'TAB-second': c('TAB-second', 'TAB', ['HEADER-second'], { text: 'Second' }),
    'HEADER-first': c('HEADER-first', 'HEADER', [], { text: 'In the first tab' }),
    'HEADER-second': c('HEADER-second', 'HEADER', [], { text: 'In the second tab' }),
  };
}

describe('dashboard header view actions in the browser', () => {
  let s: AppSession;
  let id = 0;
  const gammaName = `gamma_view_${Date.now()}`;

  beforeAll(async () => {
    id = await dashboardWithLayout(`View actions ${Date.now()}`, positions());
    s = await openSession();
  });
  afterAll(async () => {
    await s?.close();
    if (id) await api('DELETE', `/api/v1/dashboard/${id}`);
  });

  it('D4.07 D8.01 D8.02 D4.06 D8.04 favourite, publish and unpublish', async () => {
    const { page } = s;
    await gotoApp(page, `/superset/dashboard/${id}/`);
    await page.getByRole('button', { name: 'Favorite' }).click();
    await page.getByRole('button', { name: 'Unfavorite' }).waitFor();
    expect((await api('GET', `/superset/favstar/Dashboard/${id}/count/`)).body).toEqual({ count: 1 });
    await page.getByRole('button', { name: 'Draft' }).click();
    await expectToast(page, 'success', 'This dashboard is now published');
    await page.getByRole('button', { name: 'Published' }).click();
    await expectToast(page, 'success', 'This dashboard is now hidden');
    await page.getByRole('button', { name: 'Draft' }).waitFor();
    const stored = await api('GET', `/api/v1/dashboard/${id}`);
    expect((stored.body as { result: { published: boolean } }).result.published).toBe(false);
    expect(s.pageErrors).toEqual([]);
  });

  it('D8.06 S5.05 a permalink copied with the second tab open opens on that tab in a fresh context', async () => {
    const { page, context } = s;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoApp(page, `/superset/dashboard/${id}/`);
    await page.getByRole('tab', { name: 'Second' }).click();
    await page.getByText('In the second tab').waitFor();
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api/v1/dashboard/${id}/permalink`));
    await page.getByRole('button', { name: 'More dashboard actions' }).click();
    await page.getByRole('menuitem', { name: 'Copy permalink to clipboard' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);
    await expectToast(page, 'success', 'Copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const fresh = await openSession();
    try {
      await gotoApp(fresh.page, new URL(url).pathname);
      await fresh.page.getByText('In the second tab').waitFor();
      expect(await fresh.page.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
      expect(await fresh.page.getByText('In the first tab').isVisible()).toBe(false);
      expect(fresh.pageErrors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('D1.17 D9.01 Refresh dashboard asks the loaded charts of an example dashboard again, with force', async () => {
    const { page } = s;
    const list = (await api('GET', '/api/v1/dashboard/?q=(page_size:100)')).body as { result: { id: number }[] };
    let exampleId = 0;
    let chartCount = 0;
    for (const d of list.result) {
      const charts = (await api('GET', `/api/v1/dashboard/${d.id}/charts`)).body as { result?: unknown[] };
      if (charts.result?.length) {
        exampleId = d.id;
        chartCount = charts.result.length;
        break;
      }
    }
    expect(exampleId).toBeGreaterThan(0);
    const forced: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/chart/data') && /"force":\s*true/.test(r.postData() ?? '')) forced.push(r.url());
    });
    await gotoApp(page, `/superset/dashboard/${exampleId}/`);
    await page.getByTestId('dashboard-title').waitFor();
    await page.waitForLoadState('networkidle');
    expect(forced).toEqual([]);
    await page.getByRole('button', { name: 'More dashboard actions' }).click();
    await page.getByRole('menuitem', { name: 'Refresh dashboard' }).click();
    await expect.poll(() => forced.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(forced.length).toBeLessThanOrEqual(chartCount * 2);
    expect(s.pageErrors).toEqual([]);
  });

  it('D8.07 Download as image saves a PNG of the page', async () => {
    const { page } = s;
    await gotoApp(page, `/superset/dashboard/${id}/`);
    await page.getByText('In the first tab').waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'More dashboard actions' }).click();
    await page.getByRole('menuitem', { name: 'Download as image' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^View-actions-\d+-\d{4}-\d{2}-\d{2}\.png$/);
    const path = await download.path();
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(s.pageErrors).toEqual([]);
  });

  it('D8.07 Download as PDF saves the Sales dashboard rendered by the server once its charts are drawn', async () => {
    const { page } = s;
    const sales = (await api('GET', '/api/v1/dashboard/sales')).body as { id: number; result: { id: number } };
    await gotoApp(page, `/superset/dashboard/${sales.result.id}/`);
    await page.getByRole('button', { name: 'More dashboard actions' }).click();
    const downloading = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('menuitem', { name: 'Download as PDF' }).click();
    await expectToast(page, 'info', 'Rendering the dashboard as PDF');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Sales.pdf');
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The charts are drawn on canvases, printed as images: far more than a page of text.
    expect(bytes.length).toBeGreaterThan(50_000);
    expect(s.pageErrors).toEqual([]);
  });

  it('D14.09 D8.05 a Gamma user who is not an owner sees no publish toggle and no edit items', async () => {
    expect((await api('PUT', `/api/v1/dashboard/${id}`, { published: true })).status).toBe(200);
    const roles = (await api('GET', '/api/v1/security/roles/?q=(page_size:100)')).body as {
      result: { id: number; name: string }[];
    };
    const gamma = roles.result.find((r) => r.name === 'Gamma')?.id;
    const user = await api('POST', '/api/v1/security/users/', {
      username: gammaName,
      first_name: 'Gail',
      last_name: 'Viewer',
      email: `${gammaName}@example.com`,
      active: true,
      password: 'gamma-view-pw',
      roles: [gamma],
    });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const g = await openSession({ anonymous: true });
    try {
      const login = await g.context.request.post('/login/', {
        data: { username: gammaName, password: 'gamma-view-pw' },
      });
      expect(login.status()).toBe(200);
      await gotoApp(g.page, `/superset/dashboard/${id}/`);
      await g.page.getByRole('button', { name: 'Favorite' }).waitFor();
      expect(await g.page.getByRole('button', { name: 'Published' }).count()).toBe(0);
      expect(await g.page.getByRole('button', { name: 'Draft' }).count()).toBe(0);
      expect(await g.page.getByRole('button', { name: 'Edit dashboard' }).count()).toBe(0);
      await g.page.getByRole('button', { name: 'More dashboard actions' }).click();
      const items = await g.page.getByRole('menuitem').allInnerTexts();
      expect(items).toContain('Copy permalink to clipboard');
      expect(items).toContain('Share permalink by email');
      expect(items).not.toContain('Edit properties');
      expect(items).not.toContain('Edit CSS');
    } finally {
      await g.close();
    }
  });
});
