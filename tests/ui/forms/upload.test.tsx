// @vitest-environment happy-dom
import '../kit/happyDom';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, uploadStore } from '../../../src/state/app';
import { UploadPage } from '../../../src/ui/forms/UploadPage';
import { fakeClient } from '../../state/app/fakeClient';

afterEach(cleanup);

describe('upload form pickers', () => {
  it("picks the database, schema and 'If the table already exists' answer in the kit's select (typed search, Enter)", async () => {
    const user = userEvent.setup();
    const client = fakeClient({
      'GET /api/v1/database/?': {
        status: 200,
        body: {
          result: [
            { id: 1, database_name: 'examples' },
            { id: 2, database_name: 'warehouse' },
          ],
        },
      },
      'GET /api/v1/database/1/schemas/': { status: 200, body: { result: ['main'] } },
      'GET /api/v1/database/2/schemas/': { status: 200, body: { result: ['public', 'staging'] } },
    });
    setApiClient(client);
    render(<UploadPage kind="csv" />);
    await waitFor(() => expect(uploadStore.values.schema).toBe('main'));
    const database = screen.getByRole('combobox', { name: 'Database' });
    expect(database.tagName).toBe('INPUT');
    expect((database as HTMLInputElement).value).toBe('examples');
    await user.click(database);
    await user.keyboard('ware{ArrowDown}{Enter}');
    await waitFor(() => expect(uploadStore.values.schema).toBe('public'));
    expect(uploadStore.values.database_id).toBe(2);
    await user.click(screen.getByRole('combobox', { name: 'Schema' }));
    await user.click(screen.getByRole('option', { name: 'staging' }));
    expect(uploadStore.values.schema).toBe('staging');
    await user.click(screen.getByRole('combobox', { name: 'If the table already exists' }));
    await user.click(screen.getByRole('option', { name: 'Replace' }));
    expect(uploadStore.values.already_exists).toBe('replace');
  });
});
