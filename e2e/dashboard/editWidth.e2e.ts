// Edit mode on a dashboard that shows the vertical filter bar: the bar hides and the builder pane takes its width on
// the other side, so the grid and its charts keep their size (entering edit mode lays out no chart again) and no
// chart sits under the pane.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, openSession, type AppSession } from '../app/support';

describe("the builder pane in the filter bar's width", () => {
  let s: AppSession;
  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('D5.01 edit mode hides the filter bar and shows the builder pane in its width: the grid and its charts keep their size, none under the pane', async () => {
    const { page } = s;
    await gotoApp(page, '/superset/dashboard/sales/');
    await page.getByRole('complementary', { name: 'Filters' }).waitFor();
    const cell = page.locator('[data-chart-id]').first();
    await cell.waitFor();
    const before = { grid: await page.locator('.dash-grid').boundingBox(), cell: await cell.boundingBox() };
    await page.getByRole('button', { name: 'Edit dashboard' }).click();
    const pane = page.getByRole('complementary', { name: 'Dashboard builder' });
    await pane.waitFor();
    await expect.poll(() => page.getByRole('complementary', { name: 'Filters' }).count()).toBe(0);
    const grid = await page.locator('.dash-grid').boundingBox();
    const paneBox = await pane.boundingBox();
    const after = await cell.boundingBox();
    if (!before.grid || !before.cell || !grid || !paneBox || !after) throw new Error('a box is missing');
    expect(grid.width).toBeCloseTo(before.grid.width, 0);
    expect([after.width, after.height]).toEqual([before.cell.width, before.cell.height]);
    expect(grid.x + grid.width).toBeLessThanOrEqual(paneBox.x);
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('complementary', { name: 'Filters' }).waitFor();
  });
});
