// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyLayout, layoutFromChartIds } from '../../../../src/core/layout';
import {
  sessionStore,
  setApiClient,
  setFileSaver,
  setToastScheduler,
  toastStore,
  type ApiResponse,
} from '../../../../src/state/app';
import { DOWNLOAD_MESSAGES } from '../../../../src/core/dashboard';
import { dashboardStore, loadDashboard, setEditMode, type DashboardInfo } from '../../../../src/state/dashboard';
import { dashboardViewStore } from '../../../../src/state/dashboard/view';
import { DashboardHeader } from '../../../../src/ui/pages/dashboard/header';
import { mailer } from '../../../../src/ui/pages/dashboard/header/useViewMenu';
import { imageFileName, snapshotSvg } from '../../../../src/ui/pages/dashboard/header/downloadImage';
import { fakeClient, type Script } from '../../../state/app/fakeClient';
import type * as ChartsIndex from '../../../../src/state/charts';

type ChartsModule = typeof ChartsIndex;

const charts = vi.hoisted(() => ({
  refreshed: [] as [number, boolean, number | undefined][],
  plans: [] as unknown[],
  stopped: 0,
  watched: 0,
}));
vi.mock('../../../../src/state/charts', async (importOriginal) => {
  const real = await importOriginal<ChartsModule>();
  return {
    ...real,
    refreshChart: (id: number, force: boolean, dashboardId?: number) => {
      charts.refreshed.push([id, force, dashboardId]);
      return Promise.resolve({ status: 'success' });
    },
    startAutoRefresh: (plan: unknown) => {
      charts.plans.push(plan);
      return () => void (charts.stopped += 1);
    },
    watchPageVisibility: () => {
      charts.watched += 1;
      return () => undefined;
    },
  };
});

const INFO: DashboardInfo = {
  id: 3,
  dashboard_title: 'Sales',
  published: false,
  json_metadata: JSON.stringify({ timed_refresh_immune_slices: [12], stagger_time: 3000 }),
  owners: [{ id: 1 }],
};
const GAMMA = {
  Gamma: [
    ['can_read', 'Dashboard'],
    ['can_share_dashboard', 'Superset'],
  ] as [string, string][],
};
const SCRIPT: Script = {
  'GET /superset/favstar/Dashboard/3/count/': { status: 200, body: { count: 0 } },
  'GET /superset/favstar/Dashboard/3/select/': { status: 200, body: { count: 1 } },
  'GET /api/v1/dashboard/3/datasets': { status: 200, body: { result: [] } },
  'PUT /api/v1/dashboard/3': { status: 200, body: { id: 3, result: {} } },
  'POST /api/v1/dashboard/3/permalink': {
    status: 201,
    body: { key: 'abc', url: 'http://t/superset/dashboard/p/abc/' },
  },
};
let client: ReturnType<typeof fakeClient>;
const texts = () => toastStore.toasts.map((t) => t.text);
const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
const menuItems = () => screen.queryAllByRole('menuitem').map((m) => m.textContent);

beforeEach(() => {
  setToastScheduler(() => () => undefined);
  toastStore.toasts.splice(0);
  Object.assign(charts, { refreshed: [], plans: [], stopped: 0, watched: 0 });
  sessionStore.roles = {
    Admin: [
      ['can_write', 'Dashboard'],
      ['can_share_dashboard', 'Superset'],
    ],
  };
  client = fakeClient(SCRIPT);
  setApiClient(client);
  loadDashboard({ ...INFO }, layoutFromChartIds([11, 12]), { canEdit: true });
});
afterEach(cleanup);

describe('the header view actions', () => {
  it('D4.07 D8.01 D8.02 the star reads its count and toggles with select', async () => {
    render(<DashboardHeader title="" />);
    await waitFor(() => expect(dashboardViewStore.datasetsStatus).toBe('complete'));
    await userEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(screen.getByRole('button', { name: 'Unfavorite' }).getAttribute('aria-pressed')).toBe('true');
    expect(client.requests.map((r) => r.path)).toContain('/superset/favstar/Dashboard/3/select/');
  });

  it('D4.06 D8.04 the draft badge publishes, then hides again', async () => {
    render(<DashboardHeader title="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Draft' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Published' }));
    await screen.findByRole('button', { name: 'Draft' });
    expect(texts()).toEqual(['This dashboard is now published', 'This dashboard is now hidden']);
  });

  it('D1.17 D9.01 Refresh dashboard forces every chart of the layout', async () => {
    render(<DashboardHeader title="" />);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Refresh dashboard' }));
    await waitFor(() => expect(dashboardViewStore.isRefreshing).toBe(false));
    expect(charts.refreshed).toEqual([
      [11, true, 3],
      [12, true, 3],
    ]);
  });

  it('D9.02 D9.03 D9.04 an interval starts the staggered scheduler without immune slices, watched for hiding', async () => {
    render(<DashboardHeader title="" />);
    expect(charts.plans).toEqual([]);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Set auto-refresh interval' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Refresh frequency' }));
    await userEvent.click(await screen.findByRole('option', { name: '10 seconds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(charts.plans).toHaveLength(1));
    expect(charts.plans[0]).toEqual({
      refreshFrequency: 10,
      staggerRefresh: true,
      staggerTime: 3000,
      timedRefreshImmuneSlices: [12],
      chartIds: [11, 12],
    });
    expect(charts.watched).toBe(1);
    expect(dashboardStore.hasUnsavedChanges).toBe(false);
  });

  it('D8.06 copy permalink and share by e-mail post the permalink', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const opened: string[] = [];
    mailer.open = (href) => void opened.push(href);
    dashboardStore.activeTabs = {};
    render(<DashboardHeader title="" />);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy permalink to clipboard' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://t/superset/dashboard/p/abc/'));
    expect(texts()).toContain('Copied to clipboard!');
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Share permalink by email' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatch(/^mailto:\?Subject=Superset%20dashboard%20Sales%20&Body=/);
    const post = client.requests.find((r) => r.method === 'POST');
    expect(Object.keys(post?.json as object).sort()).toEqual(['activeTabs', 'anchor', 'dataMask', 'urlParams']);
  });

  it('D14.09 a Gamma viewer gets no publish toggle or edit items; share follows can_share_dashboard', async () => {
    sessionStore.roles = GAMMA;
    loadDashboard({ ...INFO }, emptyLayout(), { canEdit: false });
    const view = render(<DashboardHeader title="" />);
    expect(screen.queryByRole('button', { name: 'Draft' })).toBeNull();
    expect(screen.getByText('Draft').getAttribute('data-test')).toBe('publish-badge');
    await openMenu();
    expect(menuItems()).toEqual([
      'Refresh dashboard',
      'Set auto-refresh interval',
      'Copy permalink to clipboard',
      'Share permalink by email',
      'Download as PDF',
      'Download as image',
    ]);
    view.unmount();
    sessionStore.roles = { Gamma: [['can_read', 'Dashboard']] };
    render(<DashboardHeader title="" />);
    await openMenu();
    expect(menuItems()).not.toContain('Copy permalink to clipboard');
    expect(menuItems()).not.toContain('Share permalink by email');
  });

  it('D13.07 Manage email report opens the reports of this dashboard, for users who may write reports', async () => {
    sessionStore.roles = { Alpha: [['can_write', 'ReportSchedule']] };
    sessionStore.user = { id: 4, username: 'ada', first_name: 'Ada', last_name: 'L' };
    client = fakeClient({
      ...SCRIPT,
      'GET /api/v1/report/': {
        status: 200,
        body: { count: 1, result: [{ id: 7, name: 'Sales weekly', active: true, recipients: [] }] },
      },
    });
    setApiClient(client);
    const view = render(<DashboardHeader title="" />);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Manage email report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage email report' });
    expect(await within(dialog).findByText('Sales weekly')).toBeTruthy();
    const list = client.requests.find((r) => r.path.startsWith('/api/v1/report/'));
    expect(decodeURIComponent(list?.path ?? '')).toContain('(col:dashboard_id,opr:eq,value:3)');
    view.unmount();
    sessionStore.roles = { Gamma: [['can_read', 'ReportSchedule']] };
    render(<DashboardHeader title="" />);
    await openMenu();
    expect(menuItems()).not.toContain('Manage email report');
  });

  it('D8.07 Download as PDF saves the server-rendered file, with a toast while it renders and the reason when it fails', async () => {
    const saved: string[] = [];
    const previous = setFileSaver((_blob, name) => void saved.push(name));
    const base = fakeClient(SCRIPT);
    let answer: (res: ApiResponse) => void = () => undefined;
    setApiClient({
      ...base,
      request: (req) =>
        req.path === '/api/v1/dashboard/3/pdf'
          ? new Promise<ApiResponse>((resolve) => (answer = resolve))
          : base.request(req),
    });
    try {
      render(<DashboardHeader title="" />);
      await openMenu();
      await userEvent.click(screen.getByRole('menuitem', { name: 'Download as PDF' }));
      await waitFor(() => expect(texts()).toContain(DOWNLOAD_MESSAGES.rendering));
      await openMenu();
      // One render at a time: the item waits for the one under way.
      expect(screen.getByRole('menuitem', { name: 'Download as PDF' }).getAttribute('aria-disabled')).toBe('true');
      const blob = new Blob(['%PDF-1.4']);
      await act(async () => answer({ status: 200, ok: true, statusText: '', body: null, blob, fileName: 'Sales.pdf' }));
      await waitFor(() => expect(saved).toEqual(['Sales.pdf']));
      expect(texts()).not.toContain(DOWNLOAD_MESSAGES.rendering);

      await userEvent.keyboard('{Escape}');
      await openMenu();
      await userEvent.click(screen.getByRole('menuitem', { name: 'Download as PDF' }));
      const message = DOWNLOAD_MESSAGES.timeout(60);
      await act(async () => answer({ status: 503, ok: false, statusText: '', body: { message } }));
      await waitFor(() => expect(toastStore.toasts.map((t) => [t.kind, t.text])).toEqual([['danger', message]]));
      expect(saved).toEqual(['Sales.pdf']);
    } finally {
      setFileSaver(previous);
    }
  });

  it('D8.07 the image is the DOM in an SVG foreignObject with the page CSS, named by title and date', async () => {
    const svg = snapshotSvg('<p>x</p>', 'p { color: red }', 200, 100);
    expect(svg).toContain('<foreignObject x="0" y="0" width="100%" height="100%">');
    expect(svg).toContain('<style><![CDATA[p { color: red }]]></style><p>x</p>');
    expect(imageFileName('Sales / EU', new Date('2026-11-26T00:00:00Z'))).toBe('Sales-EU-2026-11-26.png');
    await act(async () => void setEditMode(false));
  });
});
