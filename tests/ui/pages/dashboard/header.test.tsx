// @vitest-environment happy-dom
import '../../kit/happyDom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyLayout } from '../../../../src/core/layout';
import {
  navigate,
  routerStore,
  sessionStore,
  setApiClient,
  setToastScheduler,
  toastStore,
} from '../../../../src/state/app';
import {
  dashboardSaveStore,
  dashboardStore,
  loadDashboard,
  setDashboardCss,
  setEditMode,
  type DashboardInfo,
} from '../../../../src/state/dashboard';
import { DashboardHeader } from '../../../../src/ui/pages/dashboard/header';
import { fakeClient } from '../../../state/app/fakeClient';

const INFO: DashboardInfo = {
  id: 3,
  dashboard_title: 'Sales',
  slug: null,
  css: '.sales { color: red; }',
  json_metadata: '{"color_scheme":"supersetColors"}',
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Admin' }],
  roles: [],
  changed_on: '2026-11-26T10:00:00.000Z',
};

let client: ReturnType<typeof fakeClient>;
const puts = () => client.requests.filter((r) => r.method === 'PUT');
const styleText = (): string | null =>
  document.head.querySelector<HTMLStyleElement>('style[data-test="dashboard-css"]')?.textContent ?? null;

beforeEach(() => {
  setToastScheduler(() => () => undefined);
  toastStore.toasts.splice(0);
  sessionStore.featureFlags = {};
  sessionStore.roles = { Admin: [['can_write', 'Dashboard']] };
  dashboardSaveStore.overwriteConfirm = null;
  navigate('/superset/dashboard/3/');
  client = fakeClient({
    'PUT /api/v1/dashboard/3': {
      status: 200,
      body: { id: 3, result: { ...INFO, changed_on: '2026-11-26T12:00:00.000Z' }, last_modified_time: 9 },
    },
  });
  setApiClient(client);
  loadDashboard(INFO, emptyLayout(), { canEdit: true });
});
afterEach(cleanup);

describe('the dashboard header', () => {
  it('D2.02 the dashboard CSS is a <style> element the page owns: applied, changed live, removed on leave', async () => {
    const view = render(<DashboardHeader title="" />);
    expect(styleText()).toBe('.sales { color: red; }');
    await act(async () => setDashboardCss('.sales { color: blue; }'));
    expect(styleText()).toBe('.sales { color: blue; }');
    view.unmount();
    expect(styleText()).toBeNull();
  });

  it('D7.14 in edit mode the title is edited in place and saved with the dashboard', async () => {
    render(<DashboardHeader title="" />);
    expect(screen.queryByRole('button', { name: /Sales/ })).toBeNull();
    await act(async () => void setEditMode(true));
    await userEvent.click(screen.getByRole('button', { name: /Sales/ }));
    const input = screen.getByRole('textbox', { name: 'Dashboard title' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Sales 2026{Enter}');
    expect(dashboardStore.info?.dashboard_title).toBe('Sales 2026');
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
  });

  it('D7.13 a user who may not edit gets no properties, CSS or title editing', async () => {
    loadDashboard(INFO, emptyLayout(), { canEdit: false });
    sessionStore.roles = { Gamma: [['can_read', 'Dashboard']] };
    render(<DashboardHeader title="" />);
    await userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit properties' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Edit CSS' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeTruthy();
  });

  it('D7.13 invalid JSON metadata is refused in the properties modal with the reason, and nothing is saved', async () => {
    render(<DashboardHeader title="" />);
    await userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit properties' }));
    const json = await screen.findByRole('textbox', { name: 'JSON metadata' });
    fireEvent.change(json, { target: { value: '{"color_scheme": ' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^JSON metadata is invalid: /);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(
      save.hasAttribute('disabled') ||
        save.getAttribute('aria-disabled') === 'true' ||
        save.hasAttribute('data-disabled'),
    ).toBe(true);
    await userEvent.click(save);
    expect(puts()).toHaveLength(0);
    fireEvent.change(json, { target: { value: '{"color_scheme": "blueToGreen"}' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Sales EU' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]?.json as { dashboard_title: string; json_metadata: string; owners: number[] };
    expect(body.dashboard_title).toBe('Sales EU');
    expect(body.owners).toEqual([1]);
    expect(JSON.parse(body.json_metadata)).toMatchObject({ color_scheme: 'blueToGreen' });
  });

  it('D2.02 the CSS editor applies CSS live as it parses and refuses what postcss cannot parse, with the reason', async () => {
    await act(async () => void setEditMode(true));
    render(<DashboardHeader title="" />);
    await userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit CSS' }));
    const css = await screen.findByRole('textbox', { name: 'CSS' });
    await act(async () => void fireEvent.change(css, { target: { value: 'h1 { color: green; }' } }));
    expect(styleText()).toBe('h1 { color: green; }');
    fireEvent.change(css, { target: { value: 'h1 { color: green;' } });
    expect(screen.getByRole('alert').textContent).toBe('CSS is invalid: Unclosed block (line 1, column 1)');
    expect(styleText()).toBe('h1 { color: green; }');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(styleText()).toBe('.sales { color: red; }'));
    expect(puts()).toHaveLength(0);
  });

  it('D7.05 the overwrite confirmation names who changed the dashboard and what differs; confirming saves', async () => {
    render(<DashboardHeader title="" />);
    act(() => {
      dashboardSaveStore.overwriteConfirm = {
        updatedAt: '2026-11-26T11:00:00.000Z',
        updatedBy: 'Bob Builder',
        items: [{ keyPath: 'dashboard_title', oldValue: 'Sales (B)', newValue: 'Sales' }],
      };
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Please confirm the overwrite values.');
    expect(dialog.textContent).toContain('Bob Builder');
    expect(screen.getAllByText('dashboard_title')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, overwrite changes' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
  });

  it('D7.06 save as posts the copy with its title and "also copy charts", then opens it', async () => {
    client = fakeClient({ 'POST /superset/copy_dash/3/': { status: 200, body: { id: 44, last_modified_time: 1 } } });
    setApiClient(client);
    render(<DashboardHeader title="" />);
    await userEvent.click(screen.getByRole('button', { name: 'More dashboard actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Save as' }));
    const title = await screen.findByRole('textbox', { name: 'Save as:' });
    expect((title as HTMLInputElement).value).toBe('Sales [copy]');
    await userEvent.click(screen.getByRole('checkbox', { name: 'also copy (duplicate) charts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The header also reads the star and the datasets when it opens: only the copy is posted.
    const posts = () => client.requests.filter((r) => r.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));
    const data = JSON.parse((posts()[0]?.json as { data: string }).data) as Record<string, unknown>;
    expect(data).toMatchObject({ dashboard_title: 'Sales [copy]', duplicate_slices: true });
    await waitFor(() => expect(routerStore.path).toBe('/superset/dashboard/44/'));
  });
});
