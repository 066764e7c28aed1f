import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, recordCspViolations, webglRenderer } from './browser';

describe('the served app', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('answers /health with OK, and the app at / renders: an anonymous visitor sees the sign-in form, with no script error', async () => {
    const res = await fetch(`${baseUrl}/health`);
    expect(await res.text()).toBe('OK');
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/`);
    // Only a running app draws the form: index.html alone has nothing but an empty #root.
    const form = page.getByRole('form', { name: 'Sign in to Tessera' });
    await form.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await form.getByRole('textbox', { name: 'Username' }).isVisible()).toBe(true);
    expect(await form.getByLabel('Password').isVisible()).toBe(true);
    expect(await form.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs the login page under the Content-Security-Policy with no violation, and the policy blocks an inline script', async () => {
    const res = await fetch(`${baseUrl}/login/`);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'wasm-unsafe-eval'");
    const page = await browser.newPage();
    const violations = await recordCspViolations(page);
    await page.goto(`${baseUrl}/login/`);
    await page.locator('[data-test="login-username"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    // The check sees what it is there to catch: an injected inline script is refused and reported.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.appendChild(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
    await page.close();
  });

  it('gives its pages WebGL2 through ANGLE, the renderer of the one canvas (llvmpipe here, the GPU where there is one)', async () => {
    const renderer = await webglRenderer(browser);
    expect(renderer).not.toBe('no WebGL2');
    expect(renderer).toMatch(/^ANGLE \(/);
  });

  it('runs its pages with no browser UI beside them: no omnibox WebUI is loaded (DISABLED_FEATURES)', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/health`);
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    await cdp.detach();
    const urls = targetInfos.map((t) => t.url);
    expect(urls.some((url) => url.startsWith(`${baseUrl}/health`))).toBe(true);
    expect(urls.filter((url) => url.startsWith('chrome://omnibox-popup'))).toEqual([]);
    await page.close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${baseUrl}/api/v1/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});
