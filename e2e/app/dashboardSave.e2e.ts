// Saving a dashboard in the browser (issue 14, spec 000 §4 "Save flow"): the title edited in place and saved, save as
// opening the copy, the overwrite confirmation between two browsers (CONFIRM_DASHBOARD_DIFF on), and a Gamma user
// who may not edit. Runs on a server of its own started with the diff-confirm flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { selectors } from 'playwright-core';
import { launchBrowser } from '../browser';
import { E2E_ADMIN_PASSWORD, startE2EServer, type E2EServer } from '../setup/server';

describe('saving a dashboard in the browser (D7.x)', () => {
  let server: E2EServer;
  let browser: Browser;
  const tokens = new Map<string, string>();
  const passwords = new Map([['admin', E2E_ADMIN_PASSWORD]]);
  let dashboardId = 0;

  const api = async (method: string, path: string, body?: unknown, user = 'admin') => {
    if (!tokens.has(user)) {
      const login = await fetch(`${server.baseUrl}/api/v1/security/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user, password: passwords.get(user), provider: 'db' }),
      });
      tokens.set(user, ((await login.json()) as { access_token: string }).access_token);
    }
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${tokens.get(user) ?? ''}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  /** A browser context signed in as `user`, on the dashboard (in edit mode when `edit`). */
  const openDashboard = async (user: string, edit: boolean): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1400, height: 1000 } });
    context.setDefaultTimeout(20_000);
    const res = await context.request.post('/login/', { data: { username: user, password: passwords.get(user) } });
    expect(res.status()).toBe(200);
    const page = await context.newPage();
    await page.goto(`/superset/dashboard/${dashboardId}/${edit ? '?edit=true' : ''}`);
    await page.getByTestId('dashboard-title').waitFor();
    return { context, page };
  };

  const editTitle = async (page: Page, from: string, to: string): Promise<void> => {
    await page.getByTestId('dashboard-title').getByRole('button', { name: from }).click();
    const input = page.getByRole('textbox', { name: 'Dashboard title' });
    await input.fill(to);
    await input.press('Enter');
  };

  const saveAndWait = async (page: Page): Promise<void> => {
    await page.getByRole('toolbar', { name: 'Edit dashboard' }).getByRole('button', { name: 'Save' }).click();
  };

  beforeAll(async () => {
    selectors.setTestIdAttribute('data-test');
    server = await startE2EServer({ TESSERA_FEATURE_CONFIRM_DASHBOARD_DIFF: 'true' });
    browser = await launchBrowser();
    const created = await api('POST', '/api/v1/dashboard/', { dashboard_title: 'Board to save', published: true });
    expect(created.status).toBe(201);
    dashboardId = created.body.id as number;
    const roles = (await api('GET', '/api/v1/security/roles/?q=(page_size:100)')).body.result as {
      id: number;
      name: string;
    }[];
    const gamma = roles.find((r) => r.name === 'Gamma')?.id;
    passwords.set('gamma_e2e', 'gamma-e2e-pw');
    const user = await api('POST', '/api/v1/security/users/', {
      username: 'gamma_e2e',
      first_name: 'Gail',
      last_name: 'Gamma',
      email: 'gail@example.com',
      active: true,
      password: 'gamma-e2e-pw',
      roles: [gamma],
    });
    expect(user.status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('D7.14 D7.11 D1.02 the title edited in place is saved and is there after a reload', async () => {
    const { context, page } = await openDashboard('admin', true);
    await editTitle(page, 'Board to save', 'Board saved in the browser');
    await saveAndWait(page);
    await page.getByTestId('toast-success').filter({ hasText: 'This dashboard was saved successfully.' }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByTestId('dashboard-title').innerText()).toBe('Board saved in the browser');
    const stored = await api('GET', `/api/v1/dashboard/${dashboardId}`);
    expect((stored.body.result as { dashboard_title: string }).dashboard_title).toBe('Board saved in the browser');
    await context.close();
  });

  it('D7.06 save as opens the copy', async () => {
    const { context, page } = await openDashboard('admin', false);
    await page.getByRole('button', { name: 'More dashboard actions' }).click();
    await page.getByRole('menuitem', { name: 'Save as' }).click();
    await page.getByRole('textbox', { name: 'Save as:' }).fill('Board copy from the browser');
    await page.getByTestId('save-as-save').click();
    await page.waitForURL(
      (url) => /\/superset\/dashboard\/\d+\/$/.test(url.pathname) && !url.pathname.endsWith(`/${dashboardId}/`),
    );
    await expect.poll(() => page.getByTestId('dashboard-title').innerText()).toBe('Board copy from the browser');
    await context.close();
  });

  it('D7.04 D7.05 two browsers: the second save stops at the overwrite confirmation, and confirming overwrites', async () => {
    const a = await openDashboard('admin', true);
    const b = await openDashboard('admin', true);
    await editTitle(a.page, 'Board saved in the browser', 'Title from browser A');
    await saveAndWait(a.page);
    await a.page.getByTestId('toast-success').waitFor();

    await editTitle(b.page, 'Board saved in the browser', 'Title from browser B');
    await saveAndWait(b.page);
    const dialog = b.page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Please confirm the overwrite values.');
    expect(await dialog.getByTestId('overwrite-item').allInnerTexts()).toEqual([
      expect.stringContaining('dashboard_title'),
    ]);
    expect(await dialog.innerText()).toContain('Title from browser A');
    const before = await api('GET', `/api/v1/dashboard/${dashboardId}`);
    expect((before.body.result as { dashboard_title: string }).dashboard_title).toBe('Title from browser A');

    await dialog.getByRole('button', { name: 'Yes, overwrite changes' }).click();
    await b.page.getByTestId('toast-success').waitFor();
    const after = await api('GET', `/api/v1/dashboard/${dashboardId}`);
    expect((after.body.result as { dashboard_title: string }).dashboard_title).toBe('Title from browser B');
    await a.context.close();
    await b.context.close();
  });

  it('D8.05 a Gamma user sees no Edit button, and a PUT of the dashboard is refused with 403', async () => {
    const { context, page } = await openDashboard('gamma_e2e', true);
    await expect.poll(() => page.getByTestId('dashboard-title').innerText()).toBe('Title from browser B');
    expect(await page.getByRole('button', { name: 'Edit dashboard' }).count()).toBe(0);
    expect(await page.getByRole('toolbar', { name: 'Edit dashboard' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'More dashboard actions' }).count()).toBe(1);
    const put = await api(
      'PUT',
      `/api/v1/dashboard/${dashboardId}`,
      { dashboard_title: 'Gamma was here' },
      'gamma_e2e',
    );
    expect(put).toEqual({ status: 403, body: { message: 'Changing this Dashboard is forbidden' } });
    await context.close();
  });
});
