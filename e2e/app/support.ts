// Shared steps of the app's browser flows: one browser per file, an admin session, and what the user sees.
import { expect, inject } from 'vitest';
import { selectors, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { launchBrowser } from '../browser';

/** A browser with one signed-in (or anonymous) tab on the served app. */
export interface AppSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged, for tests that expect none. */
  pageErrors: string[];
  close: () => Promise<void>;
}

/** The address of the server started for this run. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** The admin password of this run's server. */
export function adminPassword(): string {
  return inject('adminPassword');
}

/** Opens a browser and a tab; signed in as admin through the browser login endpoint unless `anonymous`. */
export async function openSession(options: { anonymous?: boolean } = {}): Promise<AppSession> {
  selectors.setTestIdAttribute('data-test');
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1400, height: 1000 },
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  if (!options.anonymous) {
    const res = await context.request.post('/login/', { data: { username: 'admin', password: adminPassword() } });
    expect(res.status()).toBe(200);
  }
  return { browser, context, page, pageErrors, close: () => browser.close() };
}

/** Goes to an app path with a full page load and waits for the signed-in shell. */
export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  try {
    await page.getByTestId('navbar').waitFor();
  } catch (error) {
    const body = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(`no signed-in shell at ${page.url()}; the page shows: ${body.slice(0, 300)}`, { cause: error });
  }
}

/** The table of the current list page once its fetch has settled. */
export async function settledList(page: Page): Promise<Locator> {
  const table = page.locator('[data-test="listview-table"][aria-busy="false"]');
  await table.waitFor();
  return table;
}

/** Opens a list page and waits for its first page of rows (or its empty state). */
export async function gotoList(page: Page, path: string): Promise<void> {
  await gotoApp(page, path);
  await settledList(page);
  await expect
    .poll(() => page.locator('[data-test="listview-row"], [data-test="listview-empty"]').count())
    .toBeGreaterThan(0);
}

/** The texts of one column of the list's rows, top to bottom. */
export async function columnTexts(page: Page, column: string): Promise<string[]> {
  await settledList(page);
  return page.locator(`[data-test="listview-row"] [data-test="cell-${column}"]`).allInnerTexts();
}

/** The ids of the list's rows, top to bottom. */
export async function rowIds(page: Page): Promise<number[]> {
  await settledList(page);
  const ids = await page.getByTestId('listview-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
  return ids.map(Number);
}

/** Waits for a toast of a kind with exactly this text. */
export async function expectToast(
  page: Page,
  kind: 'success' | 'danger' | 'info',
  text: string | RegExp,
): Promise<void> {
  await page.getByTestId(`toast-${kind}`).filter({ hasText: text }).first().waitFor();
}

/** Types into a search filter and applies it with Enter, then waits for the list to settle. */
export async function search(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('filter-search');
  await box.fill(text);
  await Promise.all([
    page.waitForResponse((r) => /\/api\/v1\/\w+\/\?q=/.test(r.url()) && r.request().method() === 'GET'),
    box.press('Enter'),
  ]);
  await settledList(page);
}

let token: string | null = null;

/** Calls the REST API as admin with a JWT (setup and checks beside the browser). */
export async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  if (!token) {
    const res = await fetch(`${baseUrl()}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: adminPassword(), provider: 'db', refresh: false }),
    });
    token = ((await res.json()) as { access_token: string }).access_token;
  }
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed };
}

/** A list answer of the REST API. */
export interface ListAnswer {
  count: number;
  result: Record<string, unknown>[];
}

/** `GET /api/v1/{resource}/?q=...` as admin, with a rison query written out by the caller. */
export async function apiList(resource: string, rison: string): Promise<ListAnswer> {
  const res = await api('GET', `/api/v1/${resource}/?q=${encodeURIComponent(rison)}`);
  expect(res.status).toBe(200);
  return res.body as ListAnswer;
}

/** Unstars every chart and dashboard the admin starred, so a file starts from no favourites. */
export async function clearFavorites(): Promise<void> {
  for (const resource of ['chart', 'dashboard'] as const) {
    const starred = await apiList(resource, `(filters:!((col:id,opr:${resource}_is_favorite,value:!t)),page_size:100)`);
    for (const item of starred.result) await api('DELETE', `/api/v1/${resource}/${String(item.id)}/favorites/`);
  }
}

/** One component of a position_json layout, for flows that make their dashboard through the API. */
export function layoutComponent(id: string, type: string, children: string[], meta: Record<string, unknown> = {}) {
  return { id, type, children, meta };
}

/** Creates a dashboard titled `title` through the REST API (POST, then PUT its position_json); answers its id. */
export async function dashboardWithLayout(title: string, positions: Record<string, unknown>): Promise<number> {
  const created = await api('POST', '/api/v1/dashboard/', { dashboard_title: title });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body as { id: number }).id;
  const put = await api('PUT', `/api/v1/dashboard/${id}`, { position_json: JSON.stringify(positions) });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return id;
}

/** The login of a user a browser flow made. */
export interface Login {
  username: string;
  password: string;
}

/**
 * Makes a Gamma user through the REST API as admin, with a role of its own that reads every dataset (Gamma alone
 * reaches none); answers its login.
 */
export async function createGammaUser(username: string): Promise<Login> {
  const roles = (await api('GET', '/api/v1/security/roles/?q=(page_size:100)')).body as {
    result: { id: number; name: string }[];
  };
  const gamma = roles.result.find((r) => r.name === 'Gamma')?.id;
  const reader = await api('POST', '/api/v1/security/roles/', {
    name: `${username}_reader`,
    permissions: [['all_datasource_access', 'all_datasource_access']],
  });
  expect(reader.status, JSON.stringify(reader.body)).toBe(201);
  const login = { username, password: `${username}-password` };
  const user = await api('POST', '/api/v1/security/users/', {
    ...login,
    first_name: 'Gail',
    last_name: 'Gamma',
    email: `${username}@example.com`,
    roles: [gamma, (reader.body as { id: number }).id],
  });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  return login;
}

/** A browser context of `browser` signed in as `login` (1400 x 900, device scale 1). */
export async function signedInContext(browser: Browser, login: Login): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1400, height: 900 } });
  context.setDefaultTimeout(60_000);
  const res = await context.request.post('/login/', { data: login });
  expect(res.status()).toBe(200);
  return context;
}
