import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';

describe('the served app', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser.close());

  it('answers /health with OK and serves the app shell at /', async () => {
    const res = await fetch(`${baseUrl}/health`);
    expect(await res.text()).toBe('OK');
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root').count()).toBe(1);
    await page.close();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${baseUrl}/api/v1/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });
});
