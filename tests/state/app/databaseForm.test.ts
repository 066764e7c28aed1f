import { beforeEach, describe, expect, it } from 'vitest';
import {
  databaseBody,
  databaseFormStore,
  openDatabaseForm,
  saveDatabase,
  selectEngine,
  setApiClient,
  setDatabaseCatalog,
  setDatabaseParameter,
  setToastScheduler,
  testConnection,
  toastStore,
  validateParameters,
} from '../../../src/state/app';
import { fakeClient } from './fakeClient';

const postgres = {
  name: 'PostgreSQL',
  engine: 'postgresql',
  default_driver: 'psycopg2',
  parameters: {
    properties: {
      host: { type: 'string' },
      port: { type: 'integer', default: 5432 },
      database: { type: 'string' },
      username: { type: 'string' },
    },
    required: ['host', 'port', 'database', 'username'],
  },
};
const missing = {
  errors: [
    {
      message: 'One or more parameters are missing: database, host',
      error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      extra: { missing: ['database', 'host'] },
    },
  ],
};

beforeEach(async () => {
  toastStore.toasts.splice(0);
  setToastScheduler(() => () => undefined);
  setApiClient(fakeClient({ 'GET /api/v1/database/available/': { status: 200, body: { databases: [postgres] } } }));
  await openDatabaseForm();
  selectEngine('postgresql');
});

describe('database connection form', () => {
  it('reads the engines of GET /api/v1/database/available/ and fills schema defaults', () => {
    expect(databaseFormStore.engines.map((e) => e.engine)).toEqual(['postgresql']);
    expect(databaseFormStore.values.parameters).toEqual({ port: '5432' });
    expect(databaseFormStore.values.database_name).toBe('PostgreSQL');
  });

  it('sends integer parameters as numbers and drops empty ones', () => {
    setDatabaseParameter('host', 'db.local');
    setDatabaseParameter('database', '');
    expect(databaseBody(databaseFormStore.values, postgres)).toMatchObject({
      engine: 'postgresql',
      driver: 'psycopg2',
      configuration_method: 'dynamic_form',
      parameters: { host: 'db.local', port: 5432 },
    });
  });

  it('S5.04 flattens the catalog list into a map before validate_parameters', async () => {
    const client = fakeClient({
      'POST /api/v1/database/validate_parameters/': { status: 200, body: { message: 'OK' } },
    });
    setApiClient(client);
    setDatabaseCatalog([
      { name: 'sales', value: 'https://docs.example.com/sheet/1' },
      { name: '', value: 'https://docs.example.com/unnamed' },
      { name: 'stock', value: 'https://docs.example.com/sheet/2' },
    ]);
    expect(await validateParameters(false)).toBe(true);
    const sent = client.requests[0]?.json as { parameters: Record<string, unknown> };
    expect(sent.parameters.catalog).toEqual({
      sales: 'https://docs.example.com/sheet/1',
      stock: 'https://docs.example.com/sheet/2',
    });
    setDatabaseCatalog([]);
  });

  it('hides missing-parameter errors while typing and shows them when forced', async () => {
    setApiClient(fakeClient({ 'POST /api/v1/database/validate_parameters/': { status: 422, body: missing } }));
    expect(await validateParameters(false)).toBe(true);
    expect(databaseFormStore.fieldErrors).toEqual({});
    expect(await validateParameters(true)).toBe(false);
    expect(databaseFormStore.fieldErrors).toEqual({
      database: 'This is a required field',
      host: 'This is a required field',
    });
  });

  it("says 'Connection looks good!' when the test passes", async () => {
    const client = fakeClient({ 'POST /api/v1/database/test_connection/': { status: 200, body: { message: 'OK' } } });
    setApiClient(client);
    expect(await testConnection()).toBe(true);
    expect(databaseFormStore.testResult).toEqual({ ok: true, message: 'Connection looks good!' });
    expect(client.requests[0]?.json).toMatchObject({ engine: 'postgresql' });
  });

  it("says 'ERROR: %s' when the test fails", async () => {
    setApiClient(
      fakeClient({
        'POST /api/v1/database/test_connection/': {
          status: 422,
          body: {
            errors: [{ message: 'Could not connect to database: "pg"', error_type: 'CONNECTION_HOST_DOWN_ERROR' }],
          },
        },
      }),
    );
    expect(await testConnection()).toBe(false);
    expect(toastStore.toasts.at(-1)?.text).toBe('ERROR: Could not connect to database: "pg"');
  });

  it('does not save while forced validation fails', async () => {
    const client = fakeClient({ 'POST /api/v1/database/validate_parameters/': { status: 422, body: missing } });
    setApiClient(client);
    expect(await saveDatabase()).toBe(false);
    expect(client.requests.map((r) => r.path)).toEqual(['/api/v1/database/validate_parameters/']);
  });

  it('creates the database with POST /api/v1/database/ once valid', async () => {
    const client = fakeClient({
      'POST /api/v1/database/validate_parameters/': { status: 200, body: { message: 'OK' } },
      'POST /api/v1/database/': { status: 201, body: { id: 3, result: {} } },
      'GET /api/v1/database/': { status: 200, body: { count: 0, result: [] } },
    });
    setApiClient(client);
    expect(await saveDatabase()).toBe(true);
    expect(client.requests[1]).toMatchObject({ method: 'POST', path: '/api/v1/database/' });
    expect(databaseFormStore.open).toBe(false);
  });
});
