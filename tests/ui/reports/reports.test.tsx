// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { risonDecode } from '../../../src/core/api';
import { sessionStore, setApiClient, setToastScheduler, toastStore } from '../../../src/state/app';
import { ReportMenuItems, ReportModal, schedulePreview } from '../../../src/ui/reports';
import { fakeClient, type Script } from '../../state/app/fakeClient';

const REPORT = {
  id: 7,
  name: 'Sales weekly',
  active: true,
  crontab: '0 9 * * 1',
  timezone: 'UTC',
  report_format: 'PNG',
  recipients: [{ type: 'Email', recipient_config_json: '{"target":"team@example.com"}' }],
};
let client: ReturnType<typeof fakeClient>;
const toasts = () => toastStore.toasts.map((t) => t.text);
const start = (script: Script) => {
  client = fakeClient(script);
  setApiClient(client);
};

beforeEach(() => {
  setToastScheduler(() => () => undefined);
  toastStore.toasts.splice(0);
  sessionStore.user = { id: 4, username: 'ada', first_name: 'Ada', last_name: 'L' };
});
afterEach(cleanup);

/** Opens the delete dialog of the listed report, types DELETE and confirms. */
async function confirmDelete(): Promise<void> {
  fireEvent.click(screen.getByText('Delete email report'));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.change(dialog.querySelector('[data-test="delete-modal-input"]')!, { target: { value: 'DELETE' } });
  fireEvent.click(within(dialog).getByText('Delete'));
}

describe('reports attached to a dashboard or chart', () => {
  it('D13.01 D2.34 lists the reports of the dashboard, by creation method and creator', async () => {
    start({ 'GET /api/v1/report/': { status: 200, body: { count: 1, result: [REPORT] } } });
    render(<ReportMenuItems target={{ kind: 'dashboard', id: 3 }} title="Sales" />);
    expect(await screen.findByText('Sales weekly')).toBeTruthy();
    const q = decodeURIComponent(client.requests[0]!.path.split('?q=')[1]!);
    expect(risonDecode(q)).toEqual({
      filters: [
        { col: 'dashboard_id', opr: 'eq', value: 3 },
        { col: 'creation_method', opr: 'eq', value: 'dashboards' },
        { col: 'created_by', opr: 'rel_o_m', value: 4 },
      ],
    });
  });

  it('D13.06 a failed list shows the spec text', async () => {
    start({ 'GET /api/v1/report/': { status: 500, body: { message: 'boom' } } });
    render(<ReportMenuItems target={{ kind: 'dashboard', id: 3 }} title="Sales" />);
    await waitFor(() => expect(toasts()).toContain('There was an issue fetching reports attached to this dashboard.'));
  });

  it('D13.04 D13.05 toggle and delete, with their failure texts', async () => {
    start({
      'GET /api/v1/report/': { status: 200, body: { count: 1, result: [REPORT] } },
      'PUT /api/v1/report/7': { status: 500, body: {} },
      'DELETE /api/v1/report/7': { status: 200, body: { message: 'OK' } },
    });
    render(<ReportMenuItems target={{ kind: 'chart', id: 5 }} title="Revenue" />);
    fireEvent.click(await screen.findByLabelText('Active: Sales weekly'));
    await waitFor(() => expect(toasts()).toContain('We were unable to active or deactivate this report.'));
    expect(client.requests.find((r) => r.method === 'PUT')?.json).toEqual({ active: false });
    await confirmDelete();
    await waitFor(() => expect(toasts()).toContain('Deleted: Sales weekly'));
    start({ 'DELETE /api/v1/report/7': { status: 403, body: { message: 'Forbidden' } } });
    await confirmDelete();
    await waitFor(() => expect(toasts()).toContain('Your report could not be deleted'));
  });

  it('D13.07 D13.05 deleting a report asks first; Cancel deletes nothing', async () => {
    start({ 'GET /api/v1/report/': { status: 200, body: { count: 1, result: [REPORT] } } });
    render(<ReportMenuItems target={{ kind: 'dashboard', id: 3 }} title="Sales" />);
    fireEvent.click(await screen.findByText('Delete email report'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete Sales weekly?');
    expect(client.requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(client.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('D13.02 the modal creates a chart report with cron, time zone, format and recipient', async () => {
    start({ 'POST /api/v1/report/': { status: 201, body: { id: 9, result: {} } } });
    render(
      <ReportModal
        open
        target={{ kind: 'chart', id: 5 }}
        title="Revenue"
        onClose={() => undefined}
        now={() => new Date('2026-11-26T12:00:00Z')}
      />,
    );
    fireEvent.change(screen.getByDisplayValue('0 9 * * 1'), { target: { value: '30 8 * * *' } });
    fireEvent.click(screen.getByLabelText('Formatted CSV attached in email'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await userEvent.keyboard('UTC');
    await userEvent.click(await screen.findByRole('option', { name: 'UTC' }));
    fireEvent.change(document.querySelector('[data-test="report-target"]')!, { target: { value: 'a@example.com' } });
    expect(document.querySelector('[data-test="report-cron-preview"]')?.textContent).toBe(
      'Next runs (UTC): Fri 27 Nov, 08:30; Sat 28 Nov, 08:30; Sun 29 Nov, 08:30',
    );
    fireEvent.click(screen.getByText('Add'));
    await waitFor(() => expect(toasts()).toContain('The report has been created'));
    expect(client.requests[0]?.json).toEqual({
      type: 'Report',
      name: 'Revenue report',
      crontab: '30 8 * * *',
      timezone: 'UTC',
      report_format: 'CSV',
      active: true,
      creation_method: 'charts',
      chart: 5,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com' } }],
    });
  });

  it('D13.03 editing saves the whole report and says so; a refusal shows the server message', async () => {
    start({
      'PUT /api/v1/report/7': { status: 422, body: { message: { name: ['A report named "x" already exists'] } } },
    });
    render(
      <ReportModal
        open
        target={{ kind: 'dashboard', id: 3 }}
        title="Sales"
        report={REPORT as never}
        onClose={() => undefined}
      />,
    );
    fireEvent.click(screen.getByText('Save'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    start({ 'PUT /api/v1/report/7': { status: 200, body: { id: 7, result: {} } } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(toasts()).toContain('Report updated'));
    expect(client.requests[0]?.json).toMatchObject({ name: 'Sales weekly', crontab: '0 9 * * 1', dashboard: 3 });
  });

  it('D13.07 the time zone and the recipient type are the kit Select; a webhook asks for its URL', async () => {
    start({ 'POST /api/v1/report/': { status: 201, body: { id: 9, result: {} } } });
    render(<ReportModal open target={{ kind: 'dashboard', id: 3 }} title="Sales" onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await userEvent.keyboard('Europe/Par');
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Paris' }));
    expect(document.querySelector('[data-test="report-cron-preview"]')?.textContent).toMatch(
      /^Next runs \(Europe\/Paris\)/,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Send to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Webhook' }));
    fireEvent.change(screen.getByLabelText('Webhook URL'), { target: { value: 'https://hooks.example.com/x' } });
    fireEvent.click(screen.getByText('Add'));
    await waitFor(() => expect(toasts()).toContain('The report has been created'));
    expect(client.requests[0]?.json).toMatchObject({
      timezone: 'Europe/Paris',
      recipients: [{ type: 'Webhook', recipient_config_json: { target: 'https://hooks.example.com/x' } }],
    });
  });

  it('D13.02 the preview says when a crontab cannot run', () => {
    expect(schedulePreview('not a cron', 'UTC', new Date())).toBe('Cron expression is not valid');
    expect(schedulePreview('0 9 * * *', 'Europe/Paris', new Date('2026-11-26T12:00:00Z'), 1)).toBe(
      'Next runs (Europe/Paris): Fri 27 Nov, 09:00',
    );
  });
});
