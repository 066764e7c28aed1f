import { beforeEach, describe, expect, it } from 'vitest';
import {
  importReady,
  importStore,
  openImport,
  setApiClient,
  setConfirmOverwrite,
  setImportFile,
  setImportPassword,
  setToastScheduler,
  submitImport,
  toastStore,
  type ApiRequest,
} from '../../../src/state/app';
import { fakeClient } from './fakeClient';

const passwordError = {
  errors: [
    {
      message: 'Error importing dashboard',
      error_type: 'GENERIC_COMMAND_ERROR',
      extra: { 'databases/examples.yaml': { _schema: ['Must provide a password for the database'] } },
    },
  ],
};
const existsError = {
  errors: [
    {
      message: 'Error importing dashboard',
      extra: { 'dashboards/sales.yaml': 'Dashboard already exists and `overwrite=true` was not passed' },
    },
  ],
};

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
  openImport('dashboard');
  setImportFile(new File(['zip'], 'export.zip'));
});

describe('import (spec 002 §5, §7)', () => {
  it('posts multipart formData, passwords JSON and no overwrite on the first try', async () => {
    const client = fakeClient({
      'POST /api/v1/dashboard/import/': { status: 200, body: { message: 'OK' } },
      'GET ': { status: 200, body: { count: 0, result: [] } },
    });
    setApiClient(client);
    expect(await submitImport()).toBe(true);
    expect(formOf(client.requests[0])).toEqual({ formData: 'file:export.zip', passwords: '{}' });
    expect(importStore.resource).toBeNull();
  });

  it('asks for the database password, then retries with it', async () => {
    let tries = 0;
    const client = fakeClient({
      'POST /api/v1/dashboard/import/': () => {
        tries += 1;
        return tries === 1 ? { status: 422, body: passwordError } : { status: 200, body: { message: 'OK' } };
      },
      'GET ': { status: 200, body: { count: 0, result: [] } },
    });
    setApiClient(client);
    expect(await submitImport()).toBe(false);
    expect(importStore.passwordsNeeded).toEqual(['databases/examples.yaml']);
    expect(importReady()).toBe(false);
    setImportPassword('databases/examples.yaml', 's3cret');
    expect(importReady()).toBe(true);
    expect(await submitImport()).toBe(true);
    expect(formOf(client.requests[1]).passwords).toBe('{"databases/examples.yaml":"s3cret"}');
  });

  it("asks to confirm overwriting, then sends overwrite 'true'", async () => {
    let tries = 0;
    const client = fakeClient({
      'POST /api/v1/dashboard/import/': () => {
        tries += 1;
        return tries === 1 ? { status: 422, body: existsError } : { status: 200, body: { message: 'OK' } };
      },
      'GET ': { status: 200, body: { count: 0, result: [] } },
    });
    setApiClient(client);
    await submitImport();
    expect(importStore.alreadyExists).toEqual(['dashboards/sales.yaml']);
    expect(importReady()).toBe(false);
    setConfirmOverwrite('OVERWRITE');
    expect(importReady()).toBe(true);
    await submitImport();
    expect(formOf(client.requests[1]).overwrite).toBe('true');
  });

  it("fails with 'Please re-export your file and try importing again' on any other error", async () => {
    setApiClient(
      fakeClient({ 'POST /api/v1/dashboard/import/': { status: 400, body: { message: 'Not a valid ZIP file' } } }),
    );
    expect(await submitImport()).toBe(false);
    expect(importStore.failure).toBe('Not a valid ZIP file. Please re-export your file and try importing again');
    expect(toastStore.toasts.at(-1)?.text).toBe('An error occurred while importing dashboard: Not a valid ZIP file');
  });
});
