import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  apiList,
  columnTexts,
  gotoApp,
  gotoList,
  openSession,
  rowIds,
  search,
  settledList,
  type AppSession,
} from './support';

async function rangeText(page: Page): Promise<string> {
  await settledList(page);
  return page.getByTestId('pagination-range').innerText();
}

describe('the list pages', () => {
  let s: AppSession;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(async () => s.close());

  it('reaches every list page from the navigation bar', async () => {
    await gotoApp(s.page, '/superset/welcome/');
    const links: [string, string, string][] = [
      ['nav-dashboards', 'dashboard-list-page', 'Dashboards'],
      ['nav-charts', 'chart-list-page', 'Charts'],
      ['nav-datasets', 'dataset-list-page', 'Datasets'],
    ];
    for (const [link, page, title] of links) {
      await s.page.getByTestId(link).click();
      await s.page.getByTestId(page).waitFor();
      expect(await s.page.getByTestId(page).getByRole('heading', { level: 1 }).innerText()).toBe(title);
    }
    const menus: [string, string, string, string][] = [
      ['nav-sql', 'menu-saved-queries', 'saved_query-list-page', '/savedqueryview/list/'],
      ['nav-sql', 'menu-query-history', 'query-list-page', '/sqllab/history/'],
      ['nav-settings', 'menu-databases', 'database-list-page', '/databaseview/list/'],
    ];
    for (const [menu, item, page, path] of menus) {
      await s.page.getByTestId(menu).click();
      await s.page.getByTestId(item).click();
      await s.page.getByTestId(page).waitFor();
      expect(new URL(s.page.url()).pathname).toBe(path);
    }
  });

  it('opens users and roles from the Settings menu, with the admin and the five built-in roles', async () => {
    await s.page.getByTestId('nav-settings').click();
    await s.page.getByTestId('menu-users').click();
    const page = s.page.locator('[data-test="users-roles-page"][aria-busy="false"]');
    await page.waitFor();
    await expect
      .poll(() => page.getByTestId('user-row').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('admin')]));
    const roles = (await page.getByTestId('role-row').allInnerTexts()).join('\n');
    for (const role of ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public']) expect(roles).toContain(role);
  });

  it('shows the charts, dashboards, datasets and databases the server holds, 25 to a page', async () => {
    const pages: [string, string, string, string][] = [
      ['/chart/list/', 'chart', 'slice_name', 'slice_name'],
      ['/dashboard/list/', 'dashboard', 'dashboard_title', 'dashboard_title'],
      ['/tablemodelview/list/', 'dataset', 'table_name', 'table_name'],
      ['/databaseview/list/', 'database', 'database_name', 'database_name'],
    ];
    for (const [path, resource, column, field] of pages) {
      await gotoList(s.page, path);
      const expected = await apiList(
        resource,
        '(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
      );
      expect(expected.count, resource).toBeGreaterThan(0);
      expect(await columnTexts(s.page, column), resource).toEqual(expected.result.map((r) => String(r[field])));
      expect(await rangeText(s.page), resource).toBe(`1-${expected.result.length} of ${expected.count}`);
    }
    expect(await columnTexts(s.page, 'database_name')).toContain('examples');
    await gotoList(s.page, '/tablemodelview/list/');
    expect(await columnTexts(s.page, 'table_name')).toEqual(
      expect.arrayContaining(['orders', 'birth_names', 'world_cities']),
    );
  });

  it('shows the empty state of saved queries and query history when there are none', async () => {
    for (const [path, resource, empty] of [
      ['/savedqueryview/list/', 'saved_query', 'No saved queries yet'],
      ['/sqllab/history/', 'query', 'No query history yet'],
    ] as const) {
      await gotoList(s.page, path);
      const expected = await apiList(resource, '(page:0,page_size:25)');
      if (expected.count === 0) {
        expect(await s.page.getByTestId('listview-empty').innerText(), resource).toBe(empty);
        expect(await s.page.getByTestId('listview-row').count(), resource).toBe(0);
        expect(await rangeText(s.page), resource).toBe('0-0 of 0');
      } else {
        expect(await s.page.getByTestId('listview-row').count(), resource).toBe(Math.min(25, expected.count));
        expect(await s.page.getByTestId('listview-empty').count(), resource).toBe(0);
      }
    }
  });

  it('sorts charts on the server by the column header, ascending then descending', async () => {
    await gotoList(s.page, '/chart/list/');
    const before = await columnTexts(s.page, 'slice_name');
    await s.page.getByTestId('sort-header-slice_name').click();
    const asc = await apiList('chart', '(order_column:slice_name,order_direction:asc,page:0,page_size:25)');
    await expect.poll(() => columnTexts(s.page, 'slice_name')).toEqual(asc.result.map((r) => r.slice_name));
    expect(asc.result.map((r) => r.slice_name)).not.toEqual(before);
    expect(await s.page.locator('th[aria-sort="ascending"]').innerText()).toContain('Name');

    await s.page.getByTestId('sort-header-slice_name').click();
    const desc = await apiList('chart', '(order_column:slice_name,order_direction:desc,page:0,page_size:25)');
    await expect.poll(() => columnTexts(s.page, 'slice_name')).toEqual(desc.result.map((r) => r.slice_name));
    expect(await s.page.locator('th[aria-sort="descending"]').innerText()).toContain('Name');

    await s.page.getByTestId('sort-header-viz_type').click();
    await expect
      .poll(async () => {
        const types = await columnTexts(s.page, 'viz_type');
        return types.every((t, i) => i === 0 || (types[i - 1] ?? '') <= t);
      })
      .toBe(true);
  });

  it("pages through the Large dashboard's charts 25 at a time", async () => {
    await gotoList(s.page, '/chart/list/');
    const total = (await apiList('chart', '(page:0,page_size:1)')).count;
    const pages = Math.ceil(total / 25);
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(await s.page.getByTestId('listview-row').count()).toBe(25);
    expect(await s.page.getByTestId('pagination-page').innerText()).toBe(`Page 1 of ${pages}`);
    expect(await s.page.getByTestId('pagination-prev').isDisabled()).toBe(true);
    const first = await rowIds(s.page);

    await s.page.getByTestId('pagination-next').click();
    await expect.poll(() => rangeText(s.page)).toBe(`26-50 of ${total}`);
    const second = await rowIds(s.page);
    expect(second).toHaveLength(25);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    expect(await s.page.getByTestId('pagination-page').innerText()).toBe(`Page 2 of ${pages}`);

    for (let p = 2; p < pages; p += 1) {
      await s.page.getByTestId('pagination-next').click();
      await expect.poll(() => s.page.getByTestId('pagination-page').innerText()).toBe(`Page ${p + 1} of ${pages}`);
    }
    await settledList(s.page);
    expect(await s.page.getByTestId('listview-row').count()).toBe(total - (pages - 1) * 25);
    expect(await s.page.getByTestId('pagination-next').isDisabled()).toBe(true);

    await s.page.getByTestId('pagination-prev').click();
    await expect.poll(() => s.page.getByTestId('pagination-page').innerText()).toBe(`Page ${pages - 1} of ${pages}`);
  });

  it('narrows charts by the search text and widens again when it is cleared', async () => {
    await gotoList(s.page, '/chart/list/');
    const total = (await apiList('chart', '(page:0,page_size:1)')).count;
    await search(s.page, 'Pie');
    const expected = await apiList(
      'chart',
      '(filters:!((col:slice_name,opr:chart_all_text,value:Pie)),page:0,page_size:25)',
    );
    expect(expected.count).toBeGreaterThan(0);
    expect(expected.count).toBeLessThan(total);
    const names = await columnTexts(s.page, 'slice_name');
    expect(names).toHaveLength(Math.min(25, expected.count));
    for (const name of names) expect(name.toLowerCase()).toContain('pie');
    expect(await rangeText(s.page)).toBe(`1-${names.length} of ${expected.count}`);

    await search(s.page, 'no chart is called this');
    expect(await s.page.getByTestId('listview-empty').innerText()).toBe('No charts yet');

    await search(s.page, '');
    expect(await rangeText(s.page)).toBe(`1-25 of ${total}`);
  });

  it('filters dashboards by status and datasets by name', async () => {
    await gotoList(s.page, '/dashboard/list/');
    // Other browser tests share the server and may save draft dashboards: the examples are all published.
    await s.page.getByTestId('filter-published').selectOption({ label: 'Draft' });
    await expect.poll(() => columnTexts(s.page, 'dashboard_title')).not.toContain('Sales');
    expect(await columnTexts(s.page, 'dashboard_title')).not.toContain('Large');
    expect([...new Set(await columnTexts(s.page, 'published'))].filter((v) => v !== 'Draft')).toEqual([]);
    await s.page.getByTestId('filter-published').selectOption({ label: 'Published' });
    await expect.poll(() => columnTexts(s.page, 'dashboard_title')).toEqual(expect.arrayContaining(['Large', 'Sales']));
    expect(new Set(await columnTexts(s.page, 'published'))).toEqual(new Set(['Published']));

    await gotoList(s.page, '/tablemodelview/list/');
    await search(s.page, 'orders');
    expect(await columnTexts(s.page, 'table_name')).toEqual(['orders']);
  });
});
