import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, apiList, clearFavorites, gotoApp, openSession, type AppSession } from './support';

function panel(page: Page, test: string): Locator {
  return page.locator(`[data-test="${test}"][aria-busy="false"]`);
}

async function panelNames(page: Page, test: string): Promise<string[]> {
  await panel(page, test).waitFor();
  return panel(page, test).locator('[data-test="home-item"] a').allInnerTexts();
}

describe('the home page', () => {
  let s: AppSession;
  beforeAll(async () => {
    await clearFavorites();
    s = await openSession();
  });
  afterAll(async () => {
    await s.close();
    await clearFavorites();
  });

  it('lists the five most recently changed charts and dashboards, newest first', async () => {
    await gotoApp(s.page, '/superset/welcome/');
    const charts = await apiList('chart', '(order_column:changed_on_delta_humanized,order_direction:desc,page_size:5)');
    const dashboards = await apiList(
      'dashboard',
      '(order_column:changed_on_delta_humanized,order_direction:desc,page_size:5)',
    );
    expect(charts.count).toBeGreaterThan(5);
    expect(await panelNames(s.page, 'home-recent-charts')).toEqual(charts.result.map((c) => c.slice_name));
    const shownDashboards = await panelNames(s.page, 'home-recent-dashboards');
    expect(shownDashboards).toEqual(dashboards.result.map((d) => d.dashboard_title));
    expect(shownDashboards).toHaveLength(5);
  });

  it('shows the empty favourite panels when nothing is starred', async () => {
    expect(await panel(s.page, 'home-favorite-charts').innerText()).toContain('Star a chart to see it here');
    expect(await panel(s.page, 'home-favorite-dashboards').innerText()).toContain('Star a dashboard to see it here');
  });

  it('stars a recent chart and dashboard into the favourite panels, and they stay after a reload', async () => {
    const recentChart = panel(s.page, 'home-recent-charts').getByTestId('home-item').first();
    const chartName = await recentChart.locator('a').innerText();
    await recentChart.locator('.fave-star').click();
    await expect.poll(() => panelNames(s.page, 'home-favorite-charts')).toEqual([chartName]);

    const recentDashboard = panel(s.page, 'home-recent-dashboards').getByTestId('home-item').first();
    const dashboardName = await recentDashboard.locator('a').innerText();
    await recentDashboard.locator('.fave-star').click();
    await expect.poll(() => panelNames(s.page, 'home-favorite-dashboards')).toEqual([dashboardName]);

    await gotoApp(s.page, '/superset/welcome/');
    expect(await panelNames(s.page, 'home-favorite-charts')).toEqual([chartName]);
    expect(await panelNames(s.page, 'home-favorite-dashboards')).toEqual([dashboardName]);
    expect(await panel(s.page, 'home-favorite-charts').locator('.fave-star').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows at most five favourites', async () => {
    const charts = await apiList('chart', '(order_column:slice_name,order_direction:asc,page_size:7)');
    for (const c of charts.result) await api('POST', `/api/v1/chart/${String(c.id)}/favorites/`);
    await gotoApp(s.page, '/superset/welcome/');
    const names = await panelNames(s.page, 'home-favorite-charts');
    expect(names).toHaveLength(5);
  });

  it('unstars from the favourite panel and the item leaves it', async () => {
    const favorite = panel(s.page, 'home-favorite-dashboards').getByTestId('home-item').first();
    await favorite.locator('.fave-star').click();
    await expect
      .poll(async () => panel(s.page, 'home-favorite-dashboards').innerText())
      .toContain('Star a dashboard to see it here');
    const starred = await apiList('dashboard', '(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))');
    expect(starred.count).toBe(0);
  });

  it('links each panel to its list page', async () => {
    await panel(s.page, 'home-recent-charts').getByRole('link', { name: 'See all' }).click();
    await s.page.getByTestId('chart-list-page').waitFor();
    expect(new URL(s.page.url()).pathname).toBe('/chart/list/');
  });
});
