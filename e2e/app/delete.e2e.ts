import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, columnTexts, expectToast, gotoList, openSession, rowIds, search, type AppSession } from './support';

const NAMES = ['Deletion check one', 'Deletion check two', 'Deletion check three'];

async function createChart(name: string): Promise<number> {
  const res = await api('POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: 'table',
    datasource_id: 1,
    datasource_type: 'table',
    params: '{}',
  });
  expect(res.status).toBe(201);
  return (res.body as { id: number }).id;
}

describe('deleting charts from the list', () => {
  let s: AppSession;
  const ids: number[] = [];
  beforeAll(async () => {
    for (const name of NAMES) ids.push(await createChart(name));
    s = await openSession();
  });
  afterAll(async () => {
    await s.close();
    for (const id of ids) await api('DELETE', `/api/v1/chart/${id}`);
  });

  it("deletes one chart after DELETE is typed in the confirm modal: 'Deleted: <name>' and the row is gone", async () => {
    const [id] = ids;
    if (id === undefined) throw new Error('no chart created');
    await gotoList(s.page, '/chart/list/');
    await search(s.page, 'Deletion check');
    expect(await columnTexts(s.page, 'slice_name')).toEqual(expect.arrayContaining(NAMES));

    await s.page.getByTestId(`row-delete-${id}`).click();
    const modal = s.page.getByTestId('delete-modal');
    await modal.waitFor();
    expect(await modal.innerText()).toContain('Are you sure you want to delete Deletion check one?');
    const confirm = s.page.getByTestId('modal-confirm-button');
    expect(await confirm.isDisabled()).toBe(true);
    await s.page.getByTestId('delete-modal-input').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await s.page.getByTestId('delete-modal-input').fill('DELETE');
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();

    await expectToast(s.page, 'success', 'Deleted: Deletion check one');
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => rowIds(s.page)).not.toContain(id);
    expect(await columnTexts(s.page, 'slice_name')).not.toContain('Deletion check one');
    expect((await api('GET', `/api/v1/chart/${id}`)).status).toBe(404);
  });

  it('cancelling the confirm modal deletes nothing', async () => {
    const id = ids[1];
    if (id === undefined) throw new Error('no chart created');
    await s.page.getByTestId(`row-delete-${id}`).click();
    await s.page.getByTestId('delete-modal').getByRole('button', { name: 'Cancel' }).click();
    await s.page.getByTestId('delete-modal').waitFor({ state: 'detached' });
    expect(await rowIds(s.page)).toContain(id);
    expect((await api('GET', `/api/v1/chart/${id}`)).status).toBe(200);
  });

  it('bulk deletes two selected charts', async () => {
    const [, two, three] = ids;
    if (two === undefined || three === undefined) throw new Error('no charts created');
    await s.page.getByTestId('bulk-select').click();
    const bulkDelete = s.page.getByTestId('bulk-delete');
    expect(await bulkDelete.isDisabled()).toBe(true);
    await s.page.getByTestId(`row-select-${two}`).check();
    await s.page.getByTestId(`row-select-${three}`).check();
    expect(await s.page.getByTestId('bulk-bar').innerText()).toContain('2 selected');

    await bulkDelete.click();
    const modal = s.page.getByTestId('delete-modal');
    await modal.waitFor();
    expect(await modal.getByRole('heading').innerText()).toBe('Delete 2 charts?');
    await s.page.getByTestId('delete-modal-input').fill('DELETE');
    await s.page.getByTestId('modal-confirm-button').click();

    await expectToast(s.page, 'success', /^Deleted: Deletion check (two|three), Deletion check (two|three)/);
    await expect.poll(() => s.page.getByTestId('listview-empty').count()).toBe(1);
    expect(await s.page.getByTestId('listview-empty').innerText()).toBe('No charts yet');
    for (const id of [two, three]) expect((await api('GET', `/api/v1/chart/${id}`)).status).toBe(404);
  });
});
