// The dashboard components in the browser: a markdown cell holding hostile HTML runs nothing (no dialog, no handler
// attribute, a javascript: link that goes nowhere) while its heading and link render; in edit mode a header and a
// tab are renamed in place. The dashboard is made through the REST API (POST, then PUT its position_json).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialog } from 'playwright-core';
import { api, dashboardWithLayout, gotoApp, layoutComponent as c, openSession, type AppSession } from '../app/support';

const MARKDOWN = [
  '# Quarterly notes',
  '',
  '<img src=x onerror=alert(1)>',
  '',
  '<img src=y onerror="document.body.dataset.xss = 1">',
  '',
  '[Run me](javascript:alert(2)) and [Docs](https://example.com/docs)',
].join('\n');

/** A header, a markdown cell in a row, and tabs First and Second, each holding a header. */
function positions(): Record<string, unknown> {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: c('ROOT_ID', 'ROOT', ['GRID_ID']),
    GRID_ID: c('GRID_ID', 'GRID', ['HEADER-top', 'ROW-notes', 'TABS-main']),
    HEADER_ID: c('HEADER_ID', 'HEADER', [], { text: 'Components check' }),
    'HEADER-top': c('HEADER-top', 'HEADER', [], { text: 'Team notes', headerSize: 'LARGE_HEADER' }),
    'ROW-notes': c('ROW-notes', 'ROW', ['MARKDOWN-notes'], { background: 'BACKGROUND_WHITE' }),
    'MARKDOWN-notes': c('MARKDOWN-notes', 'MARKDOWN', [], { width: 6, height: 40, code: MARKDOWN }),
    'TABS-main': c('TABS-main', 'TABS', ['TAB-first', 'TAB-second']),
    'TAB-first': c('TAB-first', 'TAB', ['HEADER-first'], { text: 'First' }),
    'TAB-second': c('TAB-second', 'TAB', ['HEADER-second'], { text: 'Second' }),
    'HEADER-first': c('HEADER-first', 'HEADER', [], { text: 'In the first tab' }),
    'HEADER-second': c('HEADER-second', 'HEADER', [], { text: 'In the second tab' }),
  };
}

describe('dashboard components in the browser', () => {
  let s: AppSession;
  let id = 0;
  const dialogs: string[] = [];

  beforeAll(async () => {
    id = await dashboardWithLayout(`Components check ${Date.now()}`, positions());
    s = await openSession();
    s.page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(async () => {
    await s?.close();
    if (id) await api('DELETE', `/api/v1/dashboard/${id}`);
  });

  it('D5.23 D1.13 the markdown renders its heading and link and runs nothing: no dialog, no handler, the javascript: link goes nowhere', async () => {
    const { page } = s;
    await gotoApp(page, `/superset/dashboard/${id}/`);
    const markdown = page.locator('.dashboard-markdown');
    await markdown.getByRole('heading', { level: 1, name: 'Quarterly notes' }).waitFor();
    const docs = markdown.getByRole('link', { name: 'Docs' });
    expect(await docs.getAttribute('href')).toBe('https://example.com/docs');
    expect(await docs.getAttribute('rel')).toBe('noopener noreferrer');
    // The images are there (their loads fail) with no handler to run.
    expect(await markdown.locator('img').count()).toBe(2);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.dashboard-markdown img')].every((i) => (i as HTMLImageElement).complete),
    );
    expect(await page.locator('[onerror], [onload], [onclick], script:not([src])').count()).toBe(0);
    const runMe = markdown.getByText('Run me');
    expect(await runMe.getAttribute('href')).toBeNull();
    const before = page.url();
    await runMe.click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => document.body.dataset.xss ?? null)).toBeNull();
    expect(s.pageErrors).toEqual([]);
  });

  it('D5.22 D5.24 in edit mode a header and a tab are renamed in place', async () => {
    const { page } = s;
    await gotoApp(page, `/superset/dashboard/${id}/?edit=true`);
    await page.getByRole('tab', { name: 'First' }).waitFor();
    const headerTitle = page.getByRole('button', { name: 'Header text: Team notes' });
    if (!(await headerTitle.isVisible())) await page.getByRole('button', { name: 'Edit dashboard' }).click();
    await headerTitle.click();
    await page.getByRole('textbox', { name: 'Header text' }).fill('Team notes, renamed');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Header text: Team notes, renamed' }).waitFor();

    await page.getByRole('button', { name: 'Tab title: First' }).click();
    await page.getByRole('textbox', { name: 'Tab title' }).fill('Overview');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    const strip = page.getByRole('tablist', { name: 'Dashboard tabs' });
    expect(await strip.getByRole('tab').allInnerTexts()).toEqual(['Overview', 'Second']);
    // The renamed tab still shows its content; the other tab switches as before.
    await page.getByText('In the first tab').waitFor();
    await strip.getByRole('tab', { name: 'Second' }).click();
    await page.getByText('In the second tab').waitFor();
    expect(dialogs).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});
