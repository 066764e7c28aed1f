import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, baseUrl, openSession, type AppSession } from './support';

describe('signing in and out', () => {
  let s: AppSession;
  beforeAll(async () => {
    s = await openSession({ anonymous: true });
  });
  afterAll(async () => s.close());

  it('sends an anonymous visitor to the login page, remembering where they were going', async () => {
    await s.page.goto('/chart/list/');
    await s.page.getByTestId('login-form').waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/login/');
    expect(new URL(s.page.url()).searchParams.get('next')).toBe('/chart/list/');
    expect(await s.page.getByTestId('navbar').count()).toBe(0);
  });

  it("says 'Invalid login. Please try again.' for a wrong password and stays on the login page", async () => {
    await s.page.goto('/login/');
    await s.page.getByTestId('login-username').fill('admin');
    await s.page.getByTestId('login-password').fill('not-the-password');
    await s.page.getByTestId('login-submit').click();
    await expect.poll(() => s.page.getByTestId('login-error').textContent()).toBe('Invalid login. Please try again.');
    expect(new URL(s.page.url()).pathname).toBe('/login/');
    expect((await s.context.cookies()).some((c) => c.name === 'session')).toBe(false);
  });

  it('signs in with the right password and lands on the home page', async () => {
    await s.page.getByTestId('login-password').fill(adminPassword());
    await s.page.getByTestId('login-submit').click();
    await s.page.getByTestId('home-page').waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/superset/welcome/');
    await expect.poll(() => s.page.getByTestId('nav-user').innerText()).toMatch(/\S/);
    expect(await s.page.getByRole('heading', { level: 1 }).innerText()).toBe('Home');
  });

  it('keeps the session in an HTTP-only cookie the page cannot read', async () => {
    const session = (await s.context.cookies()).find((c) => c.name === 'session');
    expect(session).toBeDefined();
    expect(session?.httpOnly).toBe(true);
    expect(session?.path).toBe('/');
    const visible = await s.page.evaluate(() => document.cookie);
    expect(visible).not.toContain('session=');
    const me = await s.context.request.get('/api/v1/me/');
    expect(me.status()).toBe(200);
  });

  it('goes where the login page was asked to go after signing in', async () => {
    const other = await s.browser.newContext({ baseURL: baseUrl() });
    const page = await other.newPage();
    await page.goto('/dashboard/list/');
    await page.getByTestId('login-form').waitFor();
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(adminPassword());
    await page.getByTestId('login-submit').click();
    await page.getByTestId('dashboard-list-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/list/');
    await other.close();
  });

  it('logs out from the user menu back to the login page, and the session is gone', async () => {
    await s.page.getByTestId('nav-user').click();
    await s.page.getByTestId('menu-logout').click();
    await s.page.getByTestId('login-form').waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/login/');
    const me = await s.context.request.get('/api/v1/me/');
    expect(me.status()).toBe(401);
    await s.page.goto('/chart/list/');
    await s.page.getByTestId('login-form').waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/login/');
  });
});
