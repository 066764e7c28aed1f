import { beforeEach, describe, expect, it } from 'vitest';
import { risonDecode } from '../../../src/core/api';
import {
  acceptsFile,
  openUpload,
  setApiClient,
  setToastScheduler,
  setUploadFile,
  setUploadValue,
  submitUpload,
  toastStore,
  uploadFields,
  uploadStore,
  type ApiRequest,
} from '../../../src/state/app';
import { fakeClient } from './fakeClient';

function formOf(req: ApiRequest | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  req?.form?.forEach((v, k) => {
    out[k] = typeof v === 'string' ? v : `file:${v.name}`;
  });
  return out;
}

beforeEach(() => {
  toastStore.toasts.splice(0);
  setToastScheduler(() => () => undefined);
});

describe('uploads', () => {
  it('lists databases allowing uploads and their upload schemas', async () => {
    const client = fakeClient({
      'GET /api/v1/database/?q=': { status: 200, body: { count: 1, result: [{ id: 2, database_name: 'examples' }] } },
      'GET /api/v1/database/2/schemas/': { status: 200, body: { result: ['main', 'uploads'] } },
    });
    setApiClient(client);
    await openUpload('csv');
    const q = risonDecode(decodeURIComponent(client.requests[0]?.path.split('?q=')[1] ?? ''));
    expect(q).toMatchObject({ filters: [{ col: 'allow_file_upload', opr: 'upload_is_enabled', value: true }] });
    expect(client.requests[1]?.path).toBe('/api/v1/database/2/schemas/?q=(upload_allowed:!t)');
    expect(uploadStore.values).toMatchObject({ database_id: 2, schema: 'main' });
  });

  it('previews the columns through POST /api/v1/database/upload_metadata/', async () => {
    const client = fakeClient({
      'POST /api/v1/database/upload_metadata/': {
        status: 200,
        body: { result: { items: [{ column_names: ['a', 'b'], sheet_name: null }] } },
      },
    });
    setApiClient(client);
    await setUploadFile(new File(['a,b\n1,2'], 'my sales.csv'));
    expect(formOf(client.requests[0])).toEqual({
      file: 'file:my sales.csv',
      type: 'csv',
      delimiter: ',',
      header_row: '0',
    });
    expect(uploadStore.preview?.columns).toEqual(['a', 'b']);
    expect(uploadStore.values.table_name).toBe('my_sales');
  });

  it('refuses a file of another kind before sending it', async () => {
    const client = fakeClient({});
    setApiClient(client);
    await openUpload('excel').catch(() => undefined);
    await setUploadFile(new File(['x'], 'data.csv'));
    expect(uploadStore.previewError).toMatch(/xls, xlsx/);
    expect(acceptsFile('columnar', 'x.parquet')).toBe(true);
  });

  it('posts the file with type, table, schema and already_exists to /api/v1/database/{id}/upload/', async () => {
    const client = fakeClient({
      'GET /api/v1/database/?q=': { status: 200, body: { result: [{ id: 2, database_name: 'examples' }] } },
      'GET /api/v1/database/2/schemas/': { status: 200, body: { result: ['main'] } },
      'POST /api/v1/database/upload_metadata/': { status: 200, body: { result: { items: [] } } },
      'POST /api/v1/database/2/upload/': { status: 201, body: { message: 'OK' } },
    });
    setApiClient(client);
    await openUpload('csv');
    await setUploadFile(new File(['a;b'], 'x.csv'));
    setUploadValue('delimiter', ';');
    setUploadValue('already_exists', 'replace');
    expect(await submitUpload()).toBe(true);
    expect(formOf(client.requests.at(-1))).toEqual({
      file: 'file:x.csv',
      type: 'csv',
      table_name: 'x',
      already_exists: 'replace',
      schema: 'main',
      delimiter: ';',
      decimal_character: '.',
      header_row: '0',
    });
  });

  it('sends only the options that apply to columnar files', () => {
    const fields = uploadFields('columnar', { ...uploadStore.values, table_name: 't', schema: '', header_row: '3' });
    expect(fields.map(([k]) => k)).toEqual(['type', 'table_name', 'already_exists']);
  });
});
