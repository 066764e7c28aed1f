// Building a dashboard from nothing, tried as a new user would (issue 14's flow): '+ Dashboard' on the list opens
// the new dashboard in edit mode; tabs, a second tab, nested tabs, a row, a column, a header (renamed), markdown with
// a heading and a link, a divider and six saved charts are dragged in by mouse; a chart is resized, undone and redone;
// the dashboard is saved and reloaded with the same layout; one more chart is added by keyboard alone; and axe finds
// no serious or critical violation on the page in edit mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { mouseDrag, seriousAxeViolations } from '../charts/exploreFlow';
import { api, expectToast, gotoList, openSession, type AppSession } from './support';

const MARKDOWN = '# Sales notes\n\nSee [the handbook](https://example.com/handbook).';
const CHARTS = 6;

const pane = (page: Page): Locator => page.getByRole('complementary', { name: 'Dashboard builder' });
const dropLayer = (page: Page): Locator => page.locator('.dash-drop-layer');
const charts = (page: Page): Locator => page.locator('[data-component-id^="CHART-"]');

/** The layout as the page shows it: each component's type, top to bottom (ids stripped of their suffix). */
async function shownTypes(page: Page): Promise<string[]> {
  return page
    .locator('[data-component-id], [data-test^="container-"]')
    .evaluateAll((els) =>
      els
        .map(
          (e) => e.getAttribute('data-component-id') ?? (e.getAttribute('data-test') ?? '').slice('container-'.length),
        )
        .map((id) => id.split('-')[0] ?? ''),
    );
}

/** Every component's type, sorted, once the page was scrolled to its end and back (frames are drawn near the screen). */
async function allTypes(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  return (await shownTypes(page)).sort();
}

/** Drags `source` by mouse onto the grid, `dx`/`dy` px from the top-left corner of `anchor` (the grid's without). */
async function dragTo(page: Page, source: Locator, anchor: Locator | null, dx: number, dy: number): Promise<void> {
  const grid = await page.locator('.dash-grid').boundingBox();
  const box = anchor ? await anchor.boundingBox() : grid;
  if (!grid || !box) throw new Error('the grid or the anchor is not shown');
  await mouseDrag(source, () => dropLayer(page), { x: box.x - grid.x + dx, y: box.y - grid.y + dy });
}

/** A component's width on the screen, in whole px. */
async function widthOf(component: Locator): Promise<number> {
  return Math.round((await component.boundingBox())?.width ?? 0);
}

/** The builder's drop spots for `source` (found with a keyboard drag, then put down again): label and box. */
async function dropSpots(page: Page, source: Locator): Promise<{ label: string; box: DOMRect }[]> {
  await source.focus();
  await page.keyboard.press('Enter');
  await page.locator('.dash-drop-spot').first().waitFor();
  const spots = await page.locator('.dash-drop-spot').evaluateAll((els) =>
    els.map((e) => ({
      label: (e.getAttribute('aria-label') ?? e.querySelector('[aria-label]')?.getAttribute('aria-label')) || '',
      box: e.getBoundingClientRect().toJSON() as DOMRect,
    })),
  );
  // Escape puts the drag down; a press that lands before react-aria's drag session has taken the focus is pressed again.
  await expect
    .poll(async () => {
      await page.keyboard.press('Escape');
      return page.locator('.dash-drop-spot').count();
    })
    .toBe(0);
  return spots;
}

/** Drags `source` by mouse to the middle of the builder's drop spot of that label (the `nth` of them). */
async function dropAtSpot(page: Page, source: () => Promise<Locator>, spot: string, nth = 0): Promise<void> {
  const spots = (await dropSpots(page, await source())).filter((x) => x.label === spot);
  const at = spots[nth];
  if (!at) throw new Error(`no drop spot '${spot}' among ${spots.length}`);
  const grid = await page.locator('.dash-grid').boundingBox();
  if (!grid) throw new Error('the grid is not shown');
  await mouseDrag(await source(), () => dropLayer(page), {
    x: at.box.x - grid.x + 40,
    y: at.box.y - grid.y + at.box.height / 2,
  });
}

/** A layout element of the builder pane ('Tabs', 'Row', ...). */
async function element(page: Page, label: string): Promise<Locator> {
  await pane(page).getByRole('tab', { name: 'Layout elements' }).click();
  return pane(page).getByRole('button', { name: label, exact: true });
}

describe('building a dashboard from nothing', () => {
  let s: AppSession;
  let dashboardId = 0;
  const chartNames: string[] = [];

  beforeAll(async () => {
    s = await openSession();
  });
  afterAll(async () => {
    await s?.close();
    if (dashboardId) await api('DELETE', `/api/v1/dashboard/${dashboardId}`);
  });

  it('D1.24 D5.01 D5.02 D5.03 D5.16 D5.17 D5.18 D5.22 D5.23 D7.01 builds by mouse, saves, and the reload shows the same layout', async () => {
    const { page } = s;
    await gotoList(page, '/dashboard/list/');
    await page.getByRole('button', { name: '+ Dashboard' }).click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\/\?edit=true$/);
    dashboardId = Number(/dashboard\/(\d+)\//.exec(page.url())?.[1]);
    await pane(page).waitFor();

    // Top-level tabs and a second tab.
    await dragTo(page, await element(page, 'Tabs'), null, 40, 8);
    const strip = page.getByRole('tablist', { name: 'Dashboard tabs' }).first();
    await expect.poll(() => strip.getByRole('tab').count()).toBe(1);
    await page.getByRole('button', { name: 'Add tab' }).first().click();
    await expect.poll(() => strip.getByRole('tab').count()).toBe(2);
    await strip.getByRole('tab').first().click();

    // Nested tabs inside the first tab: just under the top-level strip.
    await dropAtSpot(page, () => element(page, 'Tabs'), 'Drop at the end of Tab');
    await expect.poll(() => page.locator('[data-test^="container-TABS-"]').count()).toBe(2);

    // A row, a column in it, a header (renamed), markdown in the column (a heading and a link), a divider.
    await dropAtSpot(page, () => element(page, 'Row'), 'Drop at the end of Tab');
    await dropAtSpot(page, () => element(page, 'Column'), 'Drop at the end of Row');
    await dropAtSpot(page, () => element(page, 'Markdown'), 'Drop at the end of Column');
    const markdownCell = page.locator('[data-component-id^="MARKDOWN-"]');
    await markdownCell.getByRole('button', { name: 'Edit', exact: true }).click();
    await markdownCell.getByRole('textbox', { name: 'Markdown text' }).fill(MARKDOWN);
    await markdownCell.getByRole('button', { name: 'Preview', exact: true }).click();
    await markdownCell.getByRole('heading', { level: 1, name: 'Sales notes' }).waitFor();
    await dropAtSpot(page, () => element(page, 'Header'), 'Drop at the end of Tab');
    await page.getByRole('button', { name: 'Header text: New header' }).click();
    await page.getByRole('textbox', { name: 'Header text' }).fill('Regional sales');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Header text: Regional sales' }).waitFor();
    await dropAtSpot(page, () => element(page, 'Divider'), 'Drop at the end of Tab');

    // Six saved charts from the Charts tab.
    for (let i = 0; i < CHARTS; i += 1) {
      const source = async (): Promise<Locator> => {
        await pane(page).getByRole('tab', { name: 'Charts' }).click();
        const list = pane(page).getByRole('list', { name: 'Saved charts' });
        return list.locator('[data-test="drag-source"]:not(.dash-builder-chart-added)').first();
      };
      chartNames.push((await (await source()).getAttribute('aria-label')) ?? '');
      await dropAtSpot(page, source, 'Drop at the end of Tab');
      await expect.poll(() => charts(page).count()).toBe(i + 1);
    }

    // Resize one chart by its right edge, then Undo and Redo.
    const chart = charts(page).first();
    const before = await widthOf(chart);
    await chart.hover();
    const handle = await chart.locator('[data-test="resize-right"]').boundingBox();
    if (!handle) throw new Error('no resize handle');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 200, handle.y + handle.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => widthOf(chart)).toBeGreaterThan(before + 100);
    const wider = await widthOf(chart);
    const toolbar = page.getByRole('toolbar', { name: 'Edit dashboard' });
    await toolbar.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => widthOf(chart)).toBe(before);
    await toolbar.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => widthOf(chart)).toBe(wider);

    // Save, reload, and see the same layout.
    const built = await allTypes(page);
    await toolbar.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'This dashboard was saved successfully.');
    await page.goto(`/superset/dashboard/${dashboardId}/?edit=true`);
    await pane(page).waitFor();
    const saved = await api('GET', `/api/v1/dashboard/${dashboardId}`);
    const position = JSON.parse((saved.body as { result: { position_json: string } }).result.position_json) as Record<
      string,
      { type?: string; parents?: string[]; meta?: { text?: string; code?: string } }
    >;
    const count = (type: string) => Object.values(position).filter((c) => c.type === type).length;
    expect([count('TABS'), count('TAB'), count('COLUMN'), count('MARKDOWN'), count('DIVIDER'), count('CHART')]).toEqual(
      [2, 3, 1, 1, 1, CHARTS],
    );
    await expect.poll(() => allTypes(page)).toEqual(built);
    const nested = Object.entries(position)
      .filter(([, c]) => c.type === 'TABS')
      .map(([, c]) => c.parents ?? []);
    expect(nested.some((parents) => parents.some((p) => p.startsWith('TAB-')))).toBe(true);
    expect(await page.getByRole('tablist', { name: 'Dashboard tabs' }).count()).toBe(2);
    const texts = (type: string) =>
      Object.values(position)
        .filter((c) => c.type === type)
        .map((c) => c.meta?.text ?? c.meta?.code);
    expect({ header: texts('HEADER'), markdown: texts('MARKDOWN') }).toEqual({
      header: ['Regional sales'],
      markdown: [MARKDOWN],
    });
    // In the page (its band may be drawn hidden until scrolled to: see the report), with its text and link.
    await page.locator('[aria-label="Header text: Regional sales"]').waitFor({ state: 'attached' });
    const markdown = page.locator('.dashboard-markdown');
    expect(await markdown.locator('h1').innerText()).toBe('Sales notes');
    expect(await markdown.locator('a', { hasText: 'the handbook' }).getAttribute('href')).toBe(
      'https://example.com/handbook',
    );
    expect(await page.locator('[data-component-id^="DIVIDER-"]').count()).toBe(1);
    expect(await charts(page).count()).toBe(CHARTS);
    const ids = await page
      .locator('[data-component-id^="CHART-"] [data-chart-id]')
      .evaluateAll((els) => [...new Set(els.map((e) => Number(e.getAttribute('data-chart-id'))))]);
    expect(ids).toHaveLength(CHARTS);
    for (const id of ids) {
      const cell = page.locator(`[data-chart-id="${id}"]`).first();
      await cell.scrollIntoViewIfNeeded();
      // Drawn: no longer loading, no error shown, and a canvas, an SVG, a table, a map or text below its title (a
      // big number's value may be shorter than another chart's name).
      await expect.poll(() => cell.locator('[role=status]').count(), { timeout: 30_000 }).toBe(0);
      expect(await cell.locator('[role=alert]').count()).toBe(0);
      const drawn = async () =>
        (await cell.locator('canvas, svg, table, [role=application]').count()) > 0 ||
        (await cell.evaluate((el) =>
          [...el.children].some((c) => !c.classList.contains('chart-header') && (c.textContent ?? '').trim() !== ''),
        ));
      await expect
        .poll(drawn, { timeout: 30_000, message: `chart ${id}: ${(await cell.innerHTML()).slice(0, 1000)}` })
        .toBe(true);
    }
    for (const name of chartNames) await page.getByText(name, { exact: true }).first().waitFor();
    expect(s.pageErrors).toEqual([]);
  });

  it('D5.03 D5.16 adds one more chart by keyboard alone', async () => {
    const { page } = s;
    await pane(page).getByRole('tab', { name: 'Charts' }).click();
    const source = pane(page)
      .getByRole('list', { name: 'Saved charts' })
      .locator('[data-test="drag-source"]:not(.dash-builder-chart-added)')
      .first();
    const name = (await source.getAttribute('aria-label')) ?? '';
    await source.focus();
    await page.keyboard.press('Enter');
    await page.locator('.dash-drop-spot').first().waitFor();
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    for (let i = 0; i < 40 && (await focusedLabel()) !== 'Drop at the end of Row'; i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedLabel()).toBe('Drop at the end of Row');
    await page.keyboard.press('Enter');
    await expect.poll(() => charts(page).count()).toBe(CHARTS + 1);
    await page.getByText(name, { exact: true }).first().waitFor();
  });

  it('D5.01 axe finds no serious or critical violation on the page in edit mode, tab strips included', async () => {
    expect(await s.page.locator('.dashboard-tabs').count()).toBeGreaterThan(0);
    expect(await seriousAxeViolations(s.page, '#root')).toEqual([]);
  });
});
