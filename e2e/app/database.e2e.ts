import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiList, expectToast, gotoList, openSession, type AppSession } from './support';
import { freePort } from '../../tests/support/server';

describe('the database connection form', () => {
  let s: AppSession;
  let databasesBefore = 0;
  beforeAll(async () => {
    databasesBefore = (await apiList('database', '(page_size:1)')).count;
    s = await openSession();
  });
  afterAll(async () => s.close());

  it('opens from the databases list with the engines the server offers', async () => {
    await gotoList(s.page, '/databaseview/list/');
    await s.page.getByTestId('btn-create-database').click();
    const modal = s.page.getByTestId('database-modal');
    await modal.waitFor();
    expect(await modal.getByRole('heading').innerText()).toBe('Connect a database');
    await expect
      .poll(() => s.page.getByTestId('select-engine').locator('option').allInnerTexts())
      .toEqual(expect.arrayContaining(['DuckDB', 'PostgreSQL']));
    expect(await s.page.getByTestId('btn-test-connection').isDisabled()).toBe(true);
  });

  it("marks an empty required field with 'This is a required field' on connect, and creates nothing", async () => {
    await s.page.getByTestId('select-engine').selectOption('duckdb');
    await s.page.getByTestId('param-database').waitFor();
    expect(await s.page.getByTestId('param-database').inputValue()).toBe('');
    await s.page.getByTestId('btn-submit-connection').click();
    await expect.poll(() => s.page.getByTestId('field-error-database').textContent()).toBe('This is a required field');
    expect(await s.page.getByTestId('database-modal').isVisible()).toBe(true);
    expect((await apiList('database', '(page_size:1)')).count).toBe(databasesBefore);

    await s.page.getByTestId('param-database').fill('examples.duckdb');
    expect(await s.page.getByTestId('field-error-database').count()).toBe(0);
  });

  it("tests the connection to the examples DuckDB file: 'Connection looks good!'", async () => {
    await s.page.getByTestId('btn-test-connection').click();
    const result = s.page.getByTestId('test-connection-result');
    await expect.poll(() => result.textContent()).toBe('Connection looks good!');
    expect(await result.getAttribute('class')).toContain('form-ok');
    await expectToast(s.page, 'success', 'Connection looks good!');
  });

  it("tests an unreachable PostgreSQL and shows 'ERROR: …'", async () => {
    const port = await freePort();
    await s.page.getByTestId('select-engine').selectOption('postgresql');
    await s.page.getByTestId('param-host').fill('127.0.0.1');
    await s.page.getByTestId('param-port').fill(String(port));
    await s.page.getByTestId('param-database').fill('warehouse');
    await s.page.getByTestId('param-username').fill('analyst');
    await s.page.getByTestId('param-password').fill('not-a-secret');
    await s.page.getByTestId('btn-test-connection').click();
    const result = s.page.getByTestId('test-connection-result');
    await expect.poll(() => result.textContent(), { timeout: 20_000 }).toMatch(/^ERROR: \S/);
    expect(await result.getAttribute('class')).toContain('form-error');
    await expectToast(s.page, 'danger', /^ERROR: \S/);
    expect(await result.textContent()).not.toContain('not-a-secret');
  });

  it('closes with Cancel and leaves the databases as they were', async () => {
    await s.page.getByTestId('database-modal').getByRole('button', { name: 'Cancel' }).click();
    await s.page.getByTestId('database-modal').waitFor({ state: 'detached' });
    expect((await apiList('database', '(page_size:1)')).count).toBe(databasesBefore);
  });
});
