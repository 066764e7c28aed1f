// @vitest-environment happy-dom
import '../../../kit/happyDom';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRegistry } from '../../../../../src/charts';
import type { ChartResult, QueryFormData } from '../../../../../src/core/chart-plugin';
import { sessionStore, setApiClient, setFileSaver, toastStore } from '../../../../../src/state/app';
import { setSqlLabFormPoster } from '../../../../../src/state/sqllab';
import { chartsState } from '../../../../../src/state/charts';
import { dashboardStore } from '../../../../../src/state/dashboard';
import { ChartCell } from '../../../../../src/ui/pages/ChartCell';
import { chartMenuEntries } from '../../../../../src/ui/pages/dashboard/chart/menuItems';
import type { ChartDataSource } from '../../../../../src/ui/pages/dataSource';
import { result } from '../../../../charts/fixtures';
import { fakeClient } from '../../../../state/app/fakeClient';
import { component, layoutOf, openDashboard } from '../components/fixtures';

const ALL = [
  ['can_explore', 'Superset'],
  ['can_csv', 'Superset'],
  ['can_share_chart', 'Superset'],
] as [string, string][];

let client: ReturnType<typeof fakeClient>;
let dataCalls: { formData: QueryFormData; options?: { force?: boolean } }[];

afterEach(cleanup);
beforeEach(() => {
  for (const key of Object.keys(chartsState.charts)) delete chartsState.charts[key];
  openDashboard(
    layoutOf(['ROW-1'], component('ROW-1', 'ROW', ['CHART-a']), component('CHART-a', 'CHART', [], { chartId: 9 })),
    false,
  );
  sessionStore.user = { id: 1, username: 'ada', first_name: 'Ada', last_name: 'A' };
  sessionStore.roles = { Alpha: ALL };
  dataCalls = [];
  client = fakeClient({
    'POST /api/v1/chart/data': (req) => {
      const type = (req.json as { result_type?: string }).result_type;
      if (type === 'query') return { status: 200, body: { result: [{ query: 'SELECT name, COUNT(*) FROM births' }] } };
      if (type === 'results')
        return {
          status: 200,
          body: { result: [{ colnames: ['name'], coltypes: [1], data: [{ name: 'Ann' }, { name: 'Bo' }] }] },
        };
      return { status: 200 };
    },
    'GET /api/v1/report/': {
      status: 200,
      body: { count: 1, result: [{ id: 7, name: 'Births daily', active: true, recipients: [] }] },
    },
    'POST /api/v1/dashboard/1/permalink': {
      status: 201,
      body: { key: 'k1', url: 'http://x/superset/dashboard/p/k1/' },
    },
  });
  setApiClient(client);
});

const dataSource: ChartDataSource = {
  getDashboard: () => Promise.reject(new Error('unused')),
  getChart: async (id) => ({
    id,
    slice_name: 'Births',
    viz_type: 'table',
    params: { datasource: '3__table', viz_type: 'table', metrics: ['count'], groupby: ['name'] },
    description_markeddown: '<p>Births <b>by name</b></p><script>alert(1)</script>',
  }),
  getChartData: async (formData, options) => {
    dataCalls.push({ formData, ...(options ? { options } : {}) });
    return [result(['name', 'count'], [1, 0], [{ name: 'Ann', count: 3 }])] as ChartResult[];
  },
};

const cell = (chartId = 9) => (
  <ChartCell
    key={chartId}
    chartId={chartId}
    width={400}
    height={300}
    active
    dataSource={dataSource}
    registry={defaultRegistry()}
    showMenu
  />
);

async function drawn(): Promise<void> {
  await waitFor(() => expect(chartsState.charts['9']?.chartStatus).toBe('rendered'));
}

async function openMenu(): Promise<HTMLElement> {
  await userEvent.hover(await screen.findByRole('button', { name: 'More chart actions' }));
  await userEvent.click(await screen.findByRole('button', { name: 'More chart actions' }));
  return screen.findByRole('menu');
}

const labels = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent);

describe('the chart menu', () => {
  it('D3.17 is a plain button until focused, then the kit menu, reached by keyboard; opening it neither remounts nor refetches the chart', async () => {
    render(cell());
    await drawn();
    expect(document.querySelector('[data-test="chart-menu"]')).toBeNull();
    const body = document.querySelector('[data-chart-id="9"]')?.lastElementChild;
    await userEvent.tab();
    const live = document.querySelector<HTMLElement>('[data-test="chart-menu"]');
    expect(live).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(live));
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Every entry the permissions allow (menuItems.test lists them), from the live menu.
    const everything = { superset_can_explore: true, superset_can_csv: true, superset_can_share: true };
    const state = { fullSize: false, hasDescription: true, descriptionShown: false };
    expect(labels(menu)).toEqual(chartMenuEntries(everything, state).map((e) => e.label));
    expect(labels(menu)).toHaveLength(9);
    expect(dataCalls).toHaveLength(1);
    expect(document.querySelector('[data-chart-id="9"]')?.lastElementChild).toBe(body);
  });

  it('D14.09 a user without can_explore, can_csv or can_share_chart sees none of their entries', async () => {
    sessionStore.roles = { Gamma: [['can_read', 'Chart']] };
    render(cell());
    await drawn();
    expect(labels(await openMenu())).toEqual(['Force refresh', 'Enter full screen', 'Show chart description']);
  });

  it('D3.17 Force refresh fetches the chart again past the caches', async () => {
    render(cell());
    await drawn();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Force refresh' }));
    await waitFor(() => expect(dataCalls).toHaveLength(2));
    expect(dataCalls[1]?.options).toEqual({ force: true });
  });

  it('D1.14 D4.14 Enter full screen sets fullSizeChartId; the entry then exits', async () => {
    render(cell());
    await drawn();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Enter full screen' }));
    expect(dashboardStore.fullSizeChartId).toBe(9);
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Exit full screen' }));
    expect(dashboardStore.fullSizeChartId).toBeNull();
  });

  it('D2.06 D2.25 S3.06 the description toggle shows the sanitised description and keeps it in expanded_slices', async () => {
    render(cell());
    await drawn();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Show chart description' }));
    const description = await waitFor(() => {
      const el = document.querySelector('[data-test="chart-description"]');
      expect(el).not.toBeNull();
      return el as HTMLElement;
    });
    expect(description.innerHTML).toContain('<b>by name</b>');
    expect(description.innerHTML).not.toContain('script');
    // S3.06: cut to the lines its share of the cell holds, with an ellipsis.
    // (happy-dom drops the -webkit-box clamp itself, which tests/ui/kit/lineClamp.test.ts checks; what it keeps shows
    // the clamp style is applied.)
    expect(description.style.overflow).toBe('hidden');
    expect(description.style.lineHeight).toBe('18px');
    expect(dashboardStore.metadata.expanded_slices).toEqual({ '9': true });
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Hide chart description' }));
    expect(document.querySelector('[data-test="chart-description"]')).toBeNull();
    expect(dashboardStore.metadata.expanded_slices).toEqual({});
  });

  it('D3.17 View query shows the query of result_type query in a modal', async () => {
    render(cell());
    await drawn();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'View query' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('SELECT name, COUNT(*) FROM births')).toBeTruthy();
    const posted = client.requests.find((r) => r.path === '/api/v1/chart/data');
    expect((posted?.json as { result_type: string }).result_type).toBe('query');
  });

  it("D3.18 Open in SQL Lab posts the chart's SQL and datasource key to /sqllab/ as form_data", async () => {
    sessionStore.roles = { Alpha: ALL, sql_lab: [] };
    const posts: { action: string; fields: Record<string, string> }[] = [];
    setSqlLabFormPoster((action, fields) => posts.push({ action, fields }));
    render(cell());
    await drawn();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Open in SQL Lab' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.action).toBe('/sqllab/');
    expect(JSON.parse(posts[0]?.fields.form_data ?? '')).toEqual({
      datasourceKey: '3__table',
      sql: 'SELECT name, COUNT(*) FROM births',
    });
  });

  it("D3.19 says 'An error occurred while loading the SQL' when the chart's SQL cannot be had", async () => {
    sessionStore.roles = { Alpha: ALL, sql_lab: [] };
    const posts: unknown[] = [];
    setSqlLabFormPoster((action, fields) => posts.push({ action, fields }));
    client = fakeClient({ 'POST /api/v1/chart/data': { status: 500, body: { message: 'boom' } } });
    setApiClient(client);
    render(cell());
    await waitFor(() => expect(chartsState.charts['9']).toBeTruthy());
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Open in SQL Lab' }));
    await waitFor(() =>
      expect(toastStore.toasts.map((t) => t.text)).toContain('An error occurred while loading the SQL'),
    );
    expect(posts).toEqual([]);
  });

  it('D3.17 View as table shows the results in a modal table', async () => {
    render(cell());
    await drawn();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'View as table' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('2 row(s)');
    expect(
      within(dialog)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Ann', 'Bo']);
  });

  it.each([
    ['Download CSV', 'csv'],
    ['Download as XLSX', 'xlsx'],
  ])('D3.17 %s saves the server file of the chart through the one chart-data download', async (entry, format) => {
    const saved: string[] = [];
    const previous = setFileSaver((_blob, name) => saved.push(name));
    try {
      render(cell());
      await drawn();
      await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: entry }));
      await waitFor(() => expect(saved).toEqual([`Births.${format}`]));
      const posted = client.requests.find((r) => r.path === '/api/v1/chart/data');
      expect(posted?.json).toMatchObject({ result_type: 'full', result_format: format });
    } finally {
      setFileSaver(previous);
    }
  });

  it('D3.17 Share chart permalink asks for a permalink anchored at the chart and copies it', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(cell());
    await drawn();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Share chart permalink' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://x/superset/dashboard/p/k1/'));
    const posted = client.requests.find((r) => r.path === '/api/v1/dashboard/1/permalink');
    expect(posted?.json).toMatchObject({ anchor: 'CHART-a' });
  });

  it('D13.07 Manage email report opens the reports of this chart, for users who may write reports', async () => {
    render(cell());
    await drawn();
    expect(labels(await openMenu())).not.toContain('Manage email report');
    await userEvent.keyboard('{Escape}');
    sessionStore.roles = { Alpha: [...ALL, ['can_write', 'ReportSchedule']] };
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Manage email report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage email report' });
    expect(await within(dialog).findByText('Births daily')).toBeTruthy();
    const list = client.requests.find((r) => r.path.startsWith('/api/v1/report/'));
    expect(decodeURIComponent(list?.path ?? '')).toContain('(col:chart_id,opr:eq,value:9)');
    expect(decodeURIComponent(list?.path ?? '')).toContain('(col:creation_method,opr:eq,value:charts)');
  });

  it('D3.17 a page of many charts mounts no menu until one is hovered', async () => {
    render(<>{[9, 10, 11].map((id) => cell(id))}</>);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'More chart actions' })).toHaveLength(3));
    expect(document.querySelectorAll('[data-test="chart-menu"]')).toHaveLength(0);
    await userEvent.hover(screen.getAllByRole('button', { name: 'More chart actions' })[1] as HTMLElement);
    expect(document.querySelectorAll('[data-test="chart-menu"]')).toHaveLength(1);
  });
});
