// Email reports from the dashboard header (D13.07): 'Manage email report' opens the dashboard's reports; one is set
// up with a name, a crontab and an e-mail recipient, listed, deactivated and deleted after the DELETE confirmation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectToast, gotoApp, openSession, type AppSession } from './support';

interface StoredReport {
  id: number;
  name: string;
  active: boolean;
  crontab: string;
  creation_method: string;
}

async function reportsNamed(name: string): Promise<StoredReport[]> {
  const q = encodeURIComponent(`(filters:!((col:name,opr:eq,value:'${name}')))`);
  const res = await api('GET', `/api/v1/report/?q=${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { result: StoredReport[] }).result;
}

describe('email reports from the dashboard header in the browser', () => {
  let s: AppSession;
  let id = 0;
  const name = `Weekly sales ${Date.now()}`;

  beforeAll(async () => {
    const created = await api('POST', '/api/v1/dashboard/', { dashboard_title: `Reports ${Date.now()}` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    id = (created.body as { id: number }).id;
    s = await openSession();
  });
  afterAll(async () => {
    await s?.close();
    for (const r of await reportsNamed(name).catch(() => [])) await api('DELETE', `/api/v1/report/${r.id}`);
    if (id) await api('DELETE', `/api/v1/dashboard/${id}`);
  });

  it('D13.07 D13.02 D13.04 D13.05 sets up a report, lists it, deactivates it and deletes it', async () => {
    const { page } = s;
    await gotoApp(page, `/superset/dashboard/${id}/`);
    await page.getByRole('button', { name: 'More dashboard actions' }).click();
    await page.getByRole('menuitem', { name: 'Manage email report' }).click();
    const reports = page.getByTestId('reports-modal');
    await reports.getByTestId('report-new').click();
    const modal = page.getByTestId('report-modal');
    await modal.getByTestId('report-name').fill(name);
    await modal.getByTestId('report-cron').fill('30 8 * * 1');
    await modal.getByTestId('report-target').fill('team@example.com');
    await modal.getByTestId('report-save').click();
    await expectToast(page, 'success', 'The report has been created');
    await reports.getByText(name).waitFor();
    const [stored] = await reportsNamed(name);
    expect(stored).toMatchObject({ name, active: true, crontab: '30 8 * * 1', creation_method: 'dashboards' });

    const active = reports.getByLabel(`Active: ${name}`);
    await active.click();
    await expect.poll(async () => (await reportsNamed(name))[0]?.active).toBe(false);
    await expect.poll(() => active.isChecked()).toBe(false);

    await reports.getByRole('button', { name: 'Delete email report' }).click();
    const confirm = page.getByTestId('delete-modal');
    await confirm.getByTestId('delete-modal-input').fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'success', `Deleted: ${name}`);
    await expect.poll(() => reports.getByText(name).count()).toBe(0);
    expect(await reportsNamed(name)).toEqual([]);
    expect(s.pageErrors).toEqual([]);
  });
});
