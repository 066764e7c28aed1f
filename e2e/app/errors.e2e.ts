import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, gotoList, openSession, type AppSession } from './support';

describe('unknown addresses and the error boundary', () => {
  let s: AppSession;
  beforeAll(async () => {
    s = await openSession();
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterAll(async () => s.close());

  it('serves the app for an unknown page, which says the page was not found and links home', async () => {
    const res = await s.page.goto('/no/such/page/');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toContain('text/html');
    const notFound = s.page.getByTestId('not-found-page');
    await notFound.waitFor();
    expect(await notFound.getByRole('heading').innerText()).toBe('Page not found');
    expect(await s.page.getByTestId('navbar').isVisible()).toBe(true);
    await notFound.getByRole('link', { name: 'Go home' }).click();
    await s.page.getByTestId('home-page').waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/superset/welcome/');
  });

  it('answers an unknown API path, and a missing chart, with a JSON 404 even in a signed-in browser', async () => {
    for (const path of ['/api/v1/no-such-thing', '/api/v1/chart/987654']) {
      const res = await s.context.request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['content-type'], path).toContain('application/json');
      expect(await res.json(), path).toEqual({ message: 'Not found' });
    }
    const res = await s.page.goto('/api/v1/no-such-thing/');
    expect(res?.status()).toBe(404);
    expect(await s.page.getByTestId('navbar').count()).toBe(0);
  });

  it("shows 'Unexpected error' with the copyable text and stack when a page fails to render", async () => {
    // A malformed engine list (a name that is not text) makes the connection form throw while rendering.
    await s.page.route('**/api/v1/database/available/', (route) =>
      route.fulfill({ json: { databases: [{ engine: 'duckdb', name: { not: 'text' } }] } }),
    );
    await gotoList(s.page, '/databaseview/list/');
    await s.page.getByTestId('btn-create-database').click();
    const boundary = s.page.getByTestId('error-boundary');
    await boundary.waitFor();
    expect(await boundary.getByRole('heading').innerText()).toBe('Unexpected error');
    const report = await s.page.getByTestId('error-boundary-text').inputValue();
    expect(report).toMatch(/^\w*Error: /);
    expect(report).toMatch(/\n\s*at /);

    await s.page.getByTestId('error-boundary-copy').click();
    await expect.poll(() => s.page.getByTestId('error-boundary-copy').innerText()).toBe('Copied');
    expect(await s.page.evaluate(() => navigator.clipboard.readText())).toBe(report);
    await s.page.unroute('**/api/v1/database/available/');
  });

  it('recovers on the next page', async () => {
    await gotoApp(s.page, '/chart/list/');
    await s.page.getByTestId('chart-list-page').waitFor();
    expect(await s.page.getByTestId('error-boundary').count()).toBe(0);
  });
});
