/**
 * The explore page in Chromium over a dataset of 1,000 columns and 1,000 saved metrics (a virtual dataset over
 * birth_names, widened through the API by 1,000 calculated columns and 1,000 saved metrics), a pie chart of births by
 * name. Prints four figures against issue 12's budgets:
 * - page interactive: navigation start to the explore page drawn with its chart (≤ 1 s), each of several loads;
 * - datasource search: the main thread's busy time a keystroke in 'Search Metrics & Columns' (≤ 16 ms);
 * - display control: 'Show labels' toggled (a renderTrigger control, no query): busy time until it is repainted (≤ 16 ms);
 * - query control: row limit changed and 'Update chart' pressed: from the answer's arrival on the main thread (the probe's
 *   decode start) to the frame that shows the new chart (≤ 100 ms).
 * Builds the instrumented app and starts a server (TESSERA_URL to use a running one, see bench/dashboard/scrolling.ts).
 * Usage: node --import tsx bench/explore/page-browser.ts [loads=5] [settle-ms=250] [--profile]
 * --profile: a CPU profile of each phase into bench-profiles/, its functions with the most self time printed.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { withBenchPage } from '../dashboard/scrolling';
import { busyAfter, keystrokeCosts, mainThreadClock, summary } from './mainThread';
import { profiled, traced } from './profile';

const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const profile = process.argv.includes('--profile');
const trace = process.argv.includes('--trace');
const loads = Number(positional[0] ?? 5);
const settleMs = Number(positional[1] ?? 250);
const WIDE = 1000;
const SEARCHES = ['wide_col_7', 'metric 12', 'name', 'zzz'];

const WIDE_DATASET = 'birth_names_wide_bench';

interface DatasetRecord {
  id: number;
  database: { id: number };
  schema: string | null;
  columns: Record<string, unknown>[];
  metrics: Record<string, unknown>[];
}

/**
 * A virtual dataset over birth_names made wide through the API, as an analyst's would be: its own columns plus WIDE
 * calculated columns, and WIDE saved metrics plus sum__num. Made again on each run (an earlier run's is removed).
 */
async function wideDataset(request: APIRequestContext, baseUrl: string): Promise<number> {
  const csrf = ((await (await request.get(`${baseUrl}/api/v1/security/csrf_token/`)).json()) as { result: string })
    .result;
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<unknown> => {
    const res = await request.fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'X-CSRFToken': csrf },
      ...(data === undefined ? {} : { data }),
    });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const idOf = async (table: string): Promise<number | undefined> =>
    (
      (await call('GET', `/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`)) as {
        result: { id: number }[];
      }
    ).result[0]?.id;
  const births = await idOf('birth_names');
  if (births === undefined) throw new Error('the example dataset birth_names is missing');
  const earlier = await idOf(WIDE_DATASET);
  if (earlier !== undefined) await call('DELETE', `/api/v1/dataset/${earlier}`);
  const source = ((await call('GET', `/api/v1/dataset/${births}`)) as { result: DatasetRecord }).result;
  const { id } = (await call('POST', '/api/v1/dataset/', {
    database: source.database.id,
    schema: source.schema,
    table_name: WIDE_DATASET,
    sql: 'SELECT * FROM birth_names',
  })) as { id: number };
  const made = ((await call('GET', `/api/v1/dataset/${id}`)) as { result: DatasetRecord }).result;
  const columns: Record<string, unknown>[] = made.columns.map((c) => ({
    id: c.id,
    column_name: c.column_name,
    type: c.type,
    is_dttm: c.is_dttm,
  }));
  const metrics: Record<string, unknown>[] = [{ metric_name: 'sum__num', expression: 'SUM(num)' }];
  for (let i = 0; i < WIDE; i++) {
    const text = i % 5 !== 0;
    columns.push({ column_name: `wide_col_${i}`, type: text ? 'VARCHAR' : 'BIGINT', is_dttm: false });
    metrics.push({ metric_name: `wide_metric_${i}`, verbose_name: `Wide metric ${i}`, expression: 'COUNT(*)' });
  }
  await call('PUT', `/api/v1/dataset/${id}`, {
    columns: columns.map((c, i) =>
      i < made.columns.length ? c : { ...c, expression: c.type === 'VARCHAR' ? 'name' : 'num' },
    ),
    metrics,
  });
  return id;
}

/**
 * Resolves once the page shows a drawn chart and the datasource panel's lists: performance.now() of the first frame
 * after both, and of the first frames after each (checked a frame at a time, so within a frame of when they showed).
 */
const INTERACTIVE = `new Promise((resolve) => {
  let chart = 0;
  let lists = 0;
  const check = () => {
    if (!chart && document.querySelector('[data-test=explore-chart][data-status=rendered]')) chart = performance.now();
    if (!lists && document.querySelector('[data-test=datasource-metrics] li')) lists = performance.now();
    const decoded = () => Math.max(0, ...Object.values(window.__tesseraProbe?.charts ?? {}).map((c) => c.decodedAt ?? 0));
    if (chart && lists) requestAnimationFrame(() => setTimeout(() => resolve({ at: performance.now(), chart, lists, decoded: decoded() }), 0));
    else requestAnimationFrame(check);
  };
  check();
})`;

/**
 * Installed before 'Update chart' is pressed: resolves once a new answer is decoded and the chart shows it, with the
 * answer's arrival (the probe's decode start) and the end of the frame that showed it.
 */
const NEXT_ANSWER_SHOWN = `new Promise((resolve) => {
  const last = () => Math.max(0, ...Object.values(window.__tesseraProbe?.charts ?? {}).map((c) => c.decodedAt ?? 0));
  const before = last();
  const check = () => {
    const record = Object.values(window.__tesseraProbe?.charts ?? {}).find((c) => (c.decodedAt ?? 0) > before);
    const shown = document.querySelector('[data-test=explore-chart][data-status=rendered]');
    if (record && shown)
      requestAnimationFrame(() => setTimeout(() => resolve({ arrived: record.decodedAt - record.decodeMs, shown: performance.now() }), 0));
    else requestAnimationFrame(check);
  };
  check();
})`;

/**
 * Where the last load's time went (ms from navigation start): the app's entry script, the explore route's script,
 * GET /api/v1/explore/ (start–end of each), the chart's answer decoded on the main thread, the page's first paint of
 * content. The chart's data request itself leaves from the data worker, whose requests the page does not see.
 */
const TIMELINE = `(() => {
  const at = (t) => Math.round(t);
  const span = (test) => {
    const e = performance.getEntriesByType('resource').find((r) => test.test(r.name));
    return e ? at(e.startTime) + '–' + at(e.responseEnd) : 'none';
  };
  const decoded = Object.values(window.__tesseraProbe?.charts ?? {}).map((c) => c.decodedAt ?? 0);
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return 'entry script ' + span(/assets\\/(app|index)-[^/]*\\.js$/) + ', ExploreRoute script ' + span(/ExploreRoute-[^/]*\\.js$/) +
    ', GET explore ' + span(/api\\/v1\\/explore\\/\\?/) + ', first contentful paint ' + (paint ? at(paint.startTime) : 'none') +
    ', chart answer decoded ' + (decoded.length ? at(Math.max(...decoded)) : 'none');
})()`;

interface Interactive {
  at: number;
  chart: number;
  lists: number;
  /** When the chart's answer was decoded on the main thread. */
  decoded: number;
}

async function openPie(page: Page, url: string): Promise<Interactive> {
  await page.goto(url);
  try {
    await page.waitForSelector('[data-test=explore-chart][data-status=rendered]', { timeout: 120_000 });
  } catch (error) {
    const where = await page.evaluate(() => ({
      status: document.querySelector('[data-test=explore-chart]')?.getAttribute('data-status') ?? null,
      text: document.body.textContent?.slice(0, 300),
    }));
    throw new Error(`the chart did not render: ${JSON.stringify(where)}`, { cause: error });
  }
  return (await page.evaluate(INTERACTIVE)) as Interactive;
}

await withBenchPage(async ({ page, context, baseUrl }) => {
  const datasetId = await wideDataset(context.request, baseUrl);
  const formData = {
    viz_type: 'pie',
    datasource: `${datasetId}__table`,
    metric: 'sum__num',
    groupby: ['name'],
    row_limit: 100,
    show_labels: true,
  };
  const csrf = (await (await context.request.get(`${baseUrl}/api/v1/security/csrf_token/`)).json()) as {
    result: string;
  };
  const keyRes = await context.request.post(`${baseUrl}/api/v1/explore/form_data`, {
    headers: { 'X-CSRFToken': csrf.result },
    data: { datasource_id: datasetId, datasource_type: 'table', form_data: JSON.stringify(formData) },
  });
  const { key } = (await keyRes.json()) as { key: string };
  const url = `${baseUrl}/explore/?form_data_key=${key}&probe`;

  // The first load also starts the data worker (DuckDB-WASM) and fills the browser's cache; each is printed.
  const interactive: Interactive[] = [];
  await profiled(page, profile, 'page-interactive', async () => {
    for (let i = 0; i < loads; i++) interactive.push(await openPie(page, url));
  });
  console.log(`last load's timeline: ${await page.evaluate(TIMELINE)}`);
  // SCREENSHOT=file.png: the page as the last load left it.
  if (process.env.SCREENSHOT) await page.screenshot({ path: process.env.SCREENSHOT });
  if (process.env.ALL_RESOURCES)
    console.log(
      await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .map((r) => `${Math.round(r.startTime)}–${Math.round(r.responseEnd)} ${r.name.slice(-70)}`)
          .join('\n'),
      ),
    );
  const counts = await page.locator('[data-test=datasource-panel] h3').allTextContents();
  console.log(`datasource panel: ${counts.join(', ')} (matching of all); a pie of births by name`);
  console.log(
    `page interactive (navigation to chart drawn), ${loads} loads: ${interactive.map((t) => `${Math.round(t.at)} ms`).join(', ')}; budget 1,000 ms`,
  );
  console.log(
    `  of which chart rendered at ${interactive.map((t) => Math.round(t.chart)).join(', ')} ms (its answer decoded at ${interactive.map((t) => Math.round(t.decoded)).join(', ')} ms); datasource lists shown at ${interactive.map((t) => Math.round(t.lists)).join(', ')} ms`,
  );
  // INTERACTIVE_ONLY=1: the page-interactive figures alone.
  if (process.env.INTERACTIVE_ONLY) return;

  const busy = await mainThreadClock(page);
  const idle = await traced(page, trace, () =>
    profiled(page, profile, 'idle-window', () => busyAfter(page, busy, settleMs, 20)),
  );
  console.log(`idle window, nothing done: ${summary(idle)}`);
  const search = page.getByLabel('Search Metrics & Columns');
  const keys = await traced(page, trace, () =>
    profiled(page, profile, 'datasource-search', () => keystrokeCosts(page, search, SEARCHES, busy, settleMs)),
  );
  console.log(`datasource search, ${keys.length} keystrokes: main thread ${summary(keys)}; budget 16 ms`);
  // EACH=1: every keystroke's time, in the order typed (the queries one after another, each from an empty search).
  if (process.env.EACH) console.log(`  each: ${keys.map((k) => k.toFixed(1)).join(' ')}`);
  await search.fill('');

  // Focused first and toggled by Space: Playwright finding the checkbox by its role is no part of the measured window.
  await page.getByRole('checkbox', { name: 'Show labels' }).focus();
  const display = await traced(page, trace, () =>
    profiled(page, profile, 'display-control', () =>
      busyAfter(page, busy, settleMs, 20, () => page.keyboard.press('Space')),
    ),
  );
  console.log(`display control ('Show labels' toggled), 20 changes: main thread ${summary(display)}; budget 16 ms`);

  const rowLimit = page.getByRole('combobox', { name: 'Row limit' });
  const afterAnswer: number[] = [];
  for (let i = 0; i < 10; i++) {
    await rowLimit.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(i % 2 ? '100' : '50');
    await page.keyboard.press('Enter');
    const shown = page.evaluate(NEXT_ANSWER_SHOWN) as Promise<{ arrived: number; shown: number }>;
    await page.click('[data-test=run-query-button]');
    const { arrived, shown: at } = await shown;
    afterAnswer.push(at - arrived);
  }
  console.log(
    `query control (row limit, Update chart), 10 runs: answer to chart shown ${summary(afterAnswer)}; budget 100 ms`,
  );
  console.log(`${await page.context().browser()?.version()}; settle window ${settleMs} ms`);
});
