// The steps of explore's browser flows, as a new user takes them, each by mouse or by keyboard alone (Tab, arrows,
// Enter, Space and react-aria's keyboard drag and drop): open explore on a dataset, pick a type in the gallery, drag a
// column or metric into a zone, add a filter, set a time range, run, save into a new dashboard, and read back what was
// saved. A keyboard step never clicks and never focuses an element directly: it Tabs there, so a control no key reaches
// fails the flow.
import { expect } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { launchBrowser } from '../browser';
import { MIN_INK, WEBGL_COUNTER, canvasInk, cellBox, frames, signIn, vividInside } from './pageTools';

/** How the user works: the mouse (with the keyboard for typing), or the keyboard alone. */
export type Input = 'mouse' | 'keyboard';

const VIEWPORT = { width: 1400, height: 900 };

/** The most Tab presses a keyboard user makes to reach one control before the flow calls it unreachable. */
const MAX_TABS = 150;

/** An explore page's chart, waited for up to 120 s: a fresh page starts the data worker (DuckDB-WASM) first. */
export async function chartRendered(page: Page): Promise<void> {
  try {
    await page.waitForSelector('[data-test=explore-chart][data-status=rendered]', { timeout: 120_000 });
  } catch (error) {
    // Say where the chart stopped (status, its message, the address) so a failure can be told from a slow start.
    const where = await page.evaluate(() => {
      const chart = document.querySelector('[data-test=explore-chart]');
      return {
        status: chart?.getAttribute('data-status') ?? null,
        text: chart?.textContent?.slice(0, 200) ?? document.body.textContent?.slice(0, 200),
        url: location.href,
      };
    });
    throw new Error(`the chart did not render: ${JSON.stringify(where)}`, { cause: error });
  }
}

const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus; fails when MAX_TABS presses do not reach it. */
export async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing');
  throw new Error(`Tab does not reach ${target.toString()}; the focus is on ${at}`);
}

/** Reaches `target` and presses it: a click, or Tab there and `key` (Enter by default). */
export async function press(page: Page, by: Input, target: Locator, key = 'Enter'): Promise<void> {
  if (by === 'mouse') return target.click();
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** The id of the example dataset over `table` (0 when there is none). */
export async function datasetIdOf(request: APIRequestContext, table: string): Promise<number> {
  const res = await request.get(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`);
  return ((await res.json()) as { result: { id: number }[] }).result[0]?.id ?? 0;
}

/**
 * Makes a virtual dataset over birth_names's database (`sql` its query, `table` its name) through the API, as an
 * analyst's own would be; answers its id and the CSRF headers a later write needs.
 */
export async function createVirtualDataset(
  request: APIRequestContext,
  birthNamesId: number,
  table: string,
  sql: string,
): Promise<{ id: number; headers: Record<string, string> }> {
  const csrf = (await (await request.get('/api/v1/security/csrf_token/')).json()) as { result: string };
  const headers = { 'X-CSRFToken': csrf.result };
  const births = (await (await request.get(`/api/v1/dataset/${birthNamesId}`)).json()) as {
    result: { database: { id: number }; schema: string | null };
  };
  const created = await request.post('/api/v1/dataset/', {
    headers,
    data: { database: births.result.database.id, schema: births.result.schema, table_name: table, sql },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, headers };
}

/** A signed-in browser for explore's flows, and the id of the birth_names dataset they build on. */
export interface ExploreSession {
  browser: Browser;
  context: BrowserContext;
  datasetId: number;
}

/**
 * Launches the browser, signs in as admin (1400 x 900, pointer presses and WebGL contexts counted) and finds
 * birth_names.
 */
export async function startExploreSession(baseUrl: string, password: string): Promise<ExploreSession> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, baseURL: baseUrl });
  await context.addInitScript(POINTER_COUNTER);
  await context.addInitScript(WEBGL_COUNTER);
  // A step that waits on something that never comes fails with its locator's name, not the test's timeout.
  context.setDefaultTimeout(60_000);
  await signIn(context, baseUrl, password);
  return { browser, context, datasetId: await datasetIdOf(context.request, 'birth_names') };
}

/** Opens explore on a dataset and waits for its datasource panel. */
export async function openExplore(page: Page, baseUrl: string, datasetId: number): Promise<void> {
  await page.goto(`${baseUrl}/explore/?datasource_type=table&datasource_id=${datasetId}`);
  await page.locator('[data-test=datasource-panel]').waitFor();
}

/** X11: 'View all charts', search the gallery for the type's name, and choose its tile (double-click, or Enter). */
export async function pickChartType(page: Page, by: Input, vizType: string, name: string): Promise<void> {
  await press(page, by, page.getByRole('button', { name: 'View all charts' }));
  const gallery = page.locator('[data-test=viz-type-gallery]');
  await gallery.waitFor();
  const tile = gallery.locator(`[data-test="viz-tile-${vizType}"]`);
  if (by === 'mouse') {
    await gallery.getByRole('searchbox', { name: 'Search all charts' }).fill(name);
    await tile.dblclick();
  } else {
    // The search box has the focus as the gallery opens: type, then Tab into the grid and arrow to the tile.
    await page.keyboard.type(name);
    await tile.waitFor();
    await tabTo(page, gallery.getByRole('listbox', { name: 'Chart types' }));
    for (let i = 0; i < 20 && !(await isFocused(tile)); i += 1) await page.keyboard.press('ArrowRight');
    expect(await isFocused(tile), `the ${name} tile is reached by the arrow keys`).toBe(true);
    await page.keyboard.press('Enter');
  }
  await gallery.waitFor({ state: 'detached' });
  await expect.poll(() => page.locator(`[data-test="viz-strip-${vizType}"]`).getAttribute('aria-pressed')).toBe('true');
}

/**
 * A mouse drag as the browser delivers it: dragstart on the source (react-aria fills the data transfer), dragenter,
 * dragover and drop on the target, dragend on the source. Playwright's own mouse drag in headless Chromium lets a
 * pointerup through after dragstart, which react-aria reads as a screen reader's press and answers with a virtual drag
 * (react-spectrum issue 5073), so the events are sent here as Chromium sends them to a real mouse drag.
 */
export async function mouseDrag(
  source: Locator,
  target: Locator | (() => Locator),
  point?: { x: number; y: number },
): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  // The pointer comes over the source before it is pressed, as a real one does (a list of sources arms the one under it).
  await source.hover();
  const dataTransfer = await source.evaluateHandle(() => new DataTransfer());
  const at = async (where: Locator, offset?: { x: number; y: number }) => {
    const box = await where.boundingBox();
    if (!box) return {};
    return { clientX: box.x + (offset?.x ?? box.width / 2), clientY: box.y + (offset?.y ?? box.height / 2) };
  };
  const from = await at(source);
  await source.dispatchEvent('dragstart', { dataTransfer, ...from });
  // react-aria marks the source dragging a frame after dragstart; a real drag lasts many frames, so wait for it here
  // (a dragend before that frame leaves the source marked dragging).
  await expect.poll(() => source.getAttribute('data-dragging')).toBe('true');
  // A target given as a function is looked up once the drag is on (a drop zone that appears only while dragging),
  // and `point` places the pointer on it (px from its top-left corner; its centre without).
  const zone = typeof target === 'function' ? target() : target;
  await zone.scrollIntoViewIfNeeded();
  const to = await at(zone, point);
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer, ...to });
  await source.dispatchEvent('dragend', { dataTransfer, ...to });
  await dataTransfer.dispose();
  await expect.poll(() => source.getAttribute('data-dragging')).toBeNull();
}

/** A control's drop zone on the control panel ('metrics', 'groupby', 'adhoc_filters', ...). */
export const control = (page: Page, name: string): Locator => page.locator(`[data-test="${name}"]`);

/** A column or metric of the datasource panel ('Column Name', 'Metric Births'). */
export const datasourceItem = (page: Page, label: string): Locator =>
  page.locator('[data-test=datasource-panel]').getByRole('button', { name: label, exact: true });

/**
 * Drags a datasource item into a control's zone: with the mouse, or by keyboard as react-aria offers it (Enter on the
 * source, Tab to the zone, Enter to drop).
 */
export async function dropInto(page: Page, by: Input, source: Locator, controlName: string): Promise<void> {
  const zone = control(page, controlName).locator('.kit-drop-zone');
  if (by === 'mouse') return mouseDrag(source, zone);
  await tabTo(page, source);
  await page.keyboard.press('Enter');
  await tabTo(page, zone);
  await page.keyboard.press('Enter');
}

/** X9.12: the spatial control's popover, its coordinates as two columns (Longitude & Latitude columns). */
export async function setLatLong(page: Page, lon: string, lat: string): Promise<void> {
  const spatial = control(page, 'spatial');
  await spatial.locator('summary').click();
  await spatial.getByRole('radio', { name: 'Longitude & Latitude columns' }).check();
  await spatial.getByRole('combobox', { name: 'Longitude' }).selectOption(lon);
  await spatial.getByRole('combobox', { name: 'Latitude' }).selectOption(lat);
  await expect.poll(() => spatial.locator('summary').textContent()).toBe(`${lon} | ${lat}`);
  await spatial.locator('summary').click();
}

/** X9.08: a metric-or-fixed-number control set 'Based on a metric', the metric chosen by its label. */
export async function basedOnMetric(page: Page, controlName: string, metric: string): Promise<void> {
  const zone = control(page, controlName);
  await zone.getByRole('radio', { name: 'Based on a metric' }).check();
  await choose(page, 'mouse', zone.getByRole('combobox', { name: 'Metric' }), metric);
}

/** A colour picker control given a colour as text ('#e0301e'). */
export async function typeColor(page: Page, controlName: string, label: string, color: string): Promise<void> {
  const input = control(page, controlName).getByRole('textbox', { name: label, exact: true });
  await input.fill(color);
  await input.blur();
}

/** The filter editor popover (open after a drop into Filters). */
const filterEditor = (page: Page): Locator => page.locator('[data-test=filter-edit-popover]');

/** Chooses `text` in a kit select: click or Tab to it, type, and Enter on the active option. */
export async function choose(page: Page, by: Input, select: Locator, text: string): Promise<void> {
  await press(page, by, select, 'ArrowDown');
  // A select that holds a value ('Sum') keeps its text in the box: typed after it, the search matches nothing.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect
    .poll(() => page.getByRole('option', { name: text, exact: true }).count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await page.keyboard.press('Enter');
}

/** X8.04: drops a column into Filters and saves 'column operator value' in the editor that opens. */
export async function addFilter(
  page: Page,
  by: Input,
  filter: { column: string; operator: string; value: string },
): Promise<void> {
  await dropInto(page, by, datasourceItem(page, `Column ${filter.column}`), 'adhoc_filters');
  const editor = filterEditor(page);
  await editor.waitFor();
  await choose(page, by, editor.getByRole('combobox', { name: 'Operator' }), filter.operator);
  await choose(page, by, editor.getByRole('combobox', { name: 'Filter value' }), filter.value);
  await press(page, by, editor.getByRole('button', { name: 'Save' }));
  await editor.waitFor({ state: 'detached' });
}

/** S2.03: opens a time-range label button and applies 'since : until' in the Advanced frame. */
async function applyAdvancedRange(page: Page, by: Input, label: Locator, since: string, until: string) {
  await press(page, by, label);
  const editor = page.getByRole('dialog', { name: 'Edit time range' });
  await editor.waitFor();
  const advanced = editor.getByRole('tab', { name: 'Advanced' });
  if (by === 'mouse') await advanced.click();
  else {
    // The tab list is one Tab stop: reach it, then arrow along to Advanced (react-aria selects on focus).
    await tabTo(page, editor.getByRole('tab', { selected: true }));
    for (let i = 0; i < 8 && !(await isFocused(advanced)); i += 1) await page.keyboard.press('ArrowRight');
  }
  for (const [field, text] of [
    ['since', since],
    ['until', until],
  ] as const) {
    const input = editor.getByRole('textbox', { name: field });
    if (by === 'mouse') await input.click();
    else await tabTo(page, input);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  }
  const apply = editor.getByRole('button', { name: 'APPLY' });
  await expect.poll(() => apply.isEnabled(), { timeout: 15_000 }).toBe(true);
  await press(page, by, apply);
  await editor.waitFor({ state: 'detached' });
}

/** X9.14: sets the chart's Time range control to 'since : until'. */
export async function setTimeRange(page: Page, by: Input, since: string, until: string): Promise<void> {
  const label = control(page, 'time_range').getByRole('button', { name: /^Time range: / });
  await applyAdvancedRange(page, by, label, since, until);
  await expect.poll(() => label.textContent()).toBe(`${since} : ${until}`);
}

/** X7.05: a chart with no Time range control takes its range as a TEMPORAL_RANGE filter on a temporal column. */
export async function addTimeRangeFilter(
  page: Page,
  by: Input,
  column: string,
  since: string,
  until: string,
): Promise<void> {
  await dropInto(page, by, datasourceItem(page, `Column ${column}`), 'adhoc_filters');
  const editor = filterEditor(page);
  await editor.waitFor();
  await choose(page, by, editor.getByRole('combobox', { name: 'Operator' }), 'TEMPORAL_RANGE');
  await applyAdvancedRange(page, by, editor.getByRole('button', { name: /^Filter value: / }), since, until);
  await press(page, by, editor.getByRole('button', { name: 'Save' }));
  await editor.waitFor({ state: 'detached' });
}

/** 'Update chart', then the chart drawn (the notice that it is out of date gone). */
export async function runChart(page: Page, by: Input): Promise<void> {
  await press(page, by, page.locator('[data-test=run-query-button]'));
  await page.locator('.explore-stale').waitFor({ state: 'detached' });
  await chartRendered(page);
}

/** A number as a chart's text shows it ('$1,234.50', '5.11M', '12.3k'). */
export function shownNumber(text: string): number {
  const scale = { k: 1e3, M: 1e6, G: 1e9, T: 1e12 }[text.trim().slice(-1)] ?? 1;
  return Number(text.replace(/[^0-9.-]/g, '')) * scale;
}

/** What a chart's cell shows, as the user sees it: its screenshot, to tell one drawing from another. */
export async function chartPicture(page: Page, chartId: number): Promise<string> {
  await frames(page, 2);
  const png = await page.screenshot({ clip: await cellBox(page, chartId), animations: 'disabled' });
  return png.toString('base64');
}

/** What a save made: the chart, its dashboard, and the form data the server stored. */
export interface SavedChart {
  sliceId: number;
  dashboardId: number;
  formData: Record<string, unknown>;
}

/** X1.14: Save, 'Save as...' a named chart into a new dashboard, and read back what the server stored. */
export async function saveIntoNewDashboard(
  page: Page,
  by: Input,
  request: APIRequestContext,
  names: { chart: string; dashboard: string },
): Promise<SavedChart> {
  await press(page, by, page.locator('[data-test=query-save-button]'));
  const modal = page.locator('[data-test=save-modal]');
  const name = modal.locator('[data-test=new-chart-name]');
  if (by === 'mouse') await name.click();
  else await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(names.chart);
  await choose(page, by, modal.getByRole('combobox', { name: 'Add to dashboard' }), names.dashboard);
  await press(page, by, modal.locator('[data-test=btn-modal-save]'));
  await page.waitForURL(/\/explore\/\?slice_id=\d+/, { timeout: 30_000 });
  const sliceId = Number(new URL(page.url()).searchParams.get('slice_id'));
  const saved = (await (await request.get(`/api/v1/chart/${sliceId}`)).json()) as {
    result: { slice_name: string; params: string; dashboards: { id: number; dashboard_title: string }[] };
  };
  expect(saved.result.slice_name).toBe(names.chart);
  expect(saved.result.dashboards.map((d) => d.dashboard_title)).toEqual([names.dashboard]);
  return {
    sliceId,
    dashboardId: saved.result.dashboards[0]?.id ?? 0,
    formData: JSON.parse(saved.result.params) as Record<string, unknown>,
  };
}

/**
 * How a chart is seen: the ink its canvas drew (the WebGL types), the vivid pixels of a map's data layers (not the
 * base map's grey outlines), or its text (big number, table, pivot table).
 */
export type ChartLook = 'canvas' | 'map' | 'text';

/**
 * Checks the chart in a cell is drawn: canvas ink (or a map's vivid pixels) above MIN_INK, or text holding `text` (any
 * digit when not given). Hands back the cell's text.
 */
export async function expectChartShows(page: Page, chartId: number, look: ChartLook, text?: string): Promise<string> {
  const cell = page.locator(`[data-chart-id="${chartId}"]`).first();
  if (look === 'canvas')
    await expect.poll(() => canvasInk(page, chartId), { timeout: 30_000 }).toBeGreaterThan(MIN_INK);
  else if (look === 'map')
    await expect.poll(() => canvasInk(page, chartId, vividInside), { timeout: 30_000 }).toBeGreaterThan(MIN_INK);
  else if (text === undefined) await expect.poll(() => cell.textContent(), { timeout: 30_000 }).toMatch(/\d/);
  else await expect.poll(() => cell.textContent(), { timeout: 30_000 }).toContain(text);
  return ((await cell.textContent()) ?? '').trim();
}

/**
 * Reopens the saved chart in explore and its dashboard, and checks both draw it (canvas ink, or the text `shown` that
 * explore showed before the save) and that explore's controls hold the text set in them.
 */
export async function reopen(
  page: Page,
  baseUrl: string,
  saved: SavedChart,
  seen: { look: ChartLook; shown: string; controls: Record<string, string> },
) {
  const text = seen.look === 'text' ? seen.shown : undefined;
  await page.goto(`${baseUrl}/explore/?slice_id=${saved.sliceId}`);
  await chartRendered(page);
  await expectChartShows(page, saved.sliceId, seen.look, text);
  // The reopened chart's controls hold what was set: nothing the save dropped.
  for (const [name, holds] of Object.entries(seen.controls))
    expect(await control(page, name).textContent()).toContain(holds);
  await page.goto(`${baseUrl}/superset/dashboard/${saved.dashboardId}/`);
  const cell = page.locator(`[data-chart-id="${saved.sliceId}"]`).first();
  await cell.waitFor({ timeout: 60_000 });
  await expect.poll(() => cell.locator('[role=status]').count(), { timeout: 120_000 }).toBe(0);
  expect(await cell.locator('[role=alert]').count()).toBe(0);
  await expectChartShows(page, saved.sliceId, seen.look, text);
}

/** Counts the page's trusted pointer and mouse presses, so a keyboard flow can show it used none. */
export const POINTER_COUNTER = `(() => {
  window.__pointerPresses = 0;
  for (const type of ['pointerdown', 'mousedown'])
    window.addEventListener(type, (e) => { if (e.isTrusted) window.__pointerPresses += 1; }, true);
})();`;

/** Trusted pointer presses on the page since it loaded (POINTER_COUNTER installed). */
export const pointerPresses = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __pointerPresses: number }).__pointerPresses);

/**
 * The serious and critical accessibility violations (axe) in `scope` of the page (the explore page unless given),
 * leaving out what `exclude` selects.
 */
export async function seriousAxeViolations(
  page: Page,
  scope = '[data-test=explore-page]',
  exclude?: string,
): Promise<string[]> {
  const builder = new AxeBuilder({ page }).include(scope);
  const axe = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`);
}
