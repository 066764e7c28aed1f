import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { api, apiList, columnTexts, expectToast, gotoList, openSession, settledList, type AppSession } from './support';

const ZIP = 'application/zip';
const IMPORTED_TITLE = 'Sales (imported)';
const PG_NAME = 'Imported PostgreSQL';
const PG_FILE = 'databases/Imported_PostgreSQL.yaml';

/** A v1 bundle holding one PostgreSQL connection whose password was masked on export. */
async function databaseBundle(): Promise<Buffer> {
  const zip = new JSZip();
  const root = zip.folder('database_export_20260101T000000');
  if (!root) throw new Error('zip folder');
  root.file('metadata.yaml', "version: 1.0.0\ntype: Database\ntimestamp: '2026-01-01T00:00:00.000+00:00'\n");
  root.file(
    PG_FILE,
    [
      `database_name: ${PG_NAME}`,
      'sqlalchemy_uri: postgresql://analyst:XXXXXXXXXX@127.0.0.1:5432/warehouse',
      'cache_timeout: null',
      'expose_in_sqllab: true',
      'allow_run_async: false',
      'allow_ctas: false',
      'allow_cvas: false',
      'allow_dml: false',
      'allow_file_upload: false',
      'extra: {}',
      'uuid: 5d1e8a52-7c0b-4f3e-9a61-2b7f0c4d9e11',
      'version: 1.0.0',
      '',
    ].join('\n'),
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function chooseFile(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.getByTestId('import-button').click();
  await page.getByTestId('import-modal').waitFor();
  expect(await page.getByTestId('import-submit').isDisabled()).toBe(true);
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: ZIP, buffer });
}

async function submit(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/import/') && r.request().method() === 'POST'),
    page.getByTestId('import-submit').click(),
  ]);
}

describe('importing in the browser', () => {
  let s: AppSession;
  let salesId = 0;
  beforeAll(async () => {
    const sales = await apiList('dashboard', '(filters:!((col:dashboard_title,opr:eq,value:Sales)))');
    salesId = Number(sales.result[0]?.id);
    s = await openSession();
  });
  afterAll(async () => {
    await s.close();
    expect((await api('PUT', `/api/v1/dashboard/${salesId}`, { dashboard_title: 'Sales' })).status).toBe(200);
    const dbs = await apiList('database', `(filters:!((col:database_name,opr:eq,value:'${PG_NAME}')))`);
    for (const db of dbs.result) expect((await api('DELETE', `/api/v1/database/${String(db.id)}`)).status).toBe(200);
  });

  it('exports a dashboard from its row and imports it back after confirming OVERWRITE', async () => {
    expect(salesId).toBeGreaterThan(0);
    await gotoList(s.page, '/dashboard/list/');
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByTestId(`row-export-${salesId}`).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^dashboard_export_.*\.zip$/);
    const exported = await JSZip.loadAsync(await readFile(await download.path()));
    const files = Object.keys(exported.files);
    const dashboardFile = files.find((f) => /\/dashboards\/.+\.yaml$/.test(f));
    expect(dashboardFile).toBeDefined();
    expect(files.some((f) => /\/charts\/.+\.yaml$/.test(f))).toBe(true);
    expect(files.some((f) => /\/databases\/.+\.yaml$/.test(f))).toBe(true);

    // Renamed inside the bundle, so the list shows that the overwrite really happened.
    const yaml = (await exported.file(dashboardFile ?? '')?.async('string')) ?? '';
    expect(yaml).toMatch(/^dashboard_title: Sales$/m);
    exported.file(dashboardFile ?? '', yaml.replace(/^dashboard_title: Sales$/m, `dashboard_title: ${IMPORTED_TITLE}`));
    const edited = await exported.generateAsync({ type: 'nodebuffer' });

    await chooseFile(s.page, download.suggestedFilename(), edited);
    expect(await s.page.getByTestId('import-submit').innerText()).toBe('Import');
    await submit(s.page);
    const prompt = s.page.getByTestId('import-overwrite');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('You are importing one or more dashboards that already exist');
    expect(await s.page.getByTestId('import-submit').innerText()).toBe('Retry import');
    expect(await s.page.getByTestId('import-submit').isDisabled()).toBe(true);
    await s.page.getByTestId('import-overwrite-input').fill('overwrite');
    expect(await s.page.getByTestId('import-submit').isDisabled()).toBe(true);
    await s.page.getByTestId('import-overwrite-input').fill('OVERWRITE');
    await submit(s.page);

    await expectToast(s.page, 'success', 'Dashboards imported');
    await s.page.getByTestId('import-modal').waitFor({ state: 'detached' });
    await expect.poll(() => columnTexts(s.page, 'dashboard_title')).toContain(IMPORTED_TITLE);
    const titles = await columnTexts(s.page, 'dashboard_title');
    expect(titles).not.toContain('Sales');
    expect(titles.length).toBe((await apiList('dashboard', '(page_size:25)')).count);
  });

  it('asks for the password of a database in the bundle, then imports it', async () => {
    await gotoList(s.page, '/databaseview/list/');
    await chooseFile(s.page, 'database_export.zip', await databaseBundle());
    await submit(s.page);
    const prompt = s.page.getByTestId('import-passwords');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain(
      'The passwords for the databases below are needed in order to import them.',
    );
    expect(await prompt.innerText()).toContain(PG_FILE);
    expect(await s.page.getByTestId('import-submit').isDisabled()).toBe(true);
    await s.page.getByTestId(`import-password-${PG_FILE}`).fill('s3cret');
    await submit(s.page);

    await expectToast(s.page, 'success', 'Databases imported');
    await s.page.getByTestId('import-modal').waitFor({ state: 'detached' });
    await expect.poll(() => columnTexts(s.page, 'database_name')).toContain(PG_NAME);
    const imported = await apiList('database', `(filters:!((col:database_name,opr:eq,value:'${PG_NAME}')))`);
    expect(imported.result[0]?.backend).toBe('postgresql');
  });

  it("says 'Please re-export your file and try importing again' for a file that is not a bundle", async () => {
    await gotoList(s.page, '/chart/list/');
    await chooseFile(s.page, 'charts.zip', Buffer.from('this is not a zip file'));
    await submit(s.page);
    const error = s.page.getByTestId('import-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('Please re-export your file and try importing again');
    await expectToast(s.page, 'danger', /^An error occurred while importing chart: /);
    await s.page.getByTestId('import-modal').getByRole('button', { name: 'Cancel' }).click();
    await s.page.getByTestId('import-modal').waitFor({ state: 'detached' });
    await settledList(s.page);
  });
});
