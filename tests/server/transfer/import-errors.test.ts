import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unseal } from '../../../server/security/crypto';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { exportIds, importZip, multipart, unzip, zipOf } from './helpers';
import type { TableName } from '../../../server/store/schema';

const DB_UUID = '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c01';
const DS_UUID = '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c02';
const CHART_UUID = '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c03';
const MISSING_UUID = '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c99';

const metadata = (type: string): string => `version: 1.0.0\ntype: ${type}\ntimestamp: '2026-11-21T14:00:00+00:00'\n`;
const pgDatabase = (name = 'Warehouse'): string =>
  `database_name: ${name}\nsqlalchemy_uri: postgresql://analyst:XXXXXXXXXX@127.0.0.1:1/warehouse\nexpose_in_sqllab: true\nallow_file_upload: false\nextra: {}\nuuid: ${DB_UUID}\nversion: 1.0.0\n`;
const dataset = `table_name: orders\nschema: public\nuuid: ${DS_UUID}\ndatabase_uuid: ${DB_UUID}\nversion: 1.0.0\ncolumns:\n  - column_name: id\n    type: BIGINT\nmetrics:\n  - metric_name: count\n    expression: COUNT(*)\n`;
const chartOn = (datasetUuid: string): string =>
  `slice_name: Orders\nviz_type: table\nparams: {}\nuuid: ${CHART_UUID}\ndataset_uuid: ${datasetUuid}\nversion: 1.0.0\n`;

interface CommandErrorBody {
  errors: Array<{ message: string; error_type: string; level: string; extra: Record<string, unknown> }>;
}
const firstError = (res: { json: () => unknown }): CommandErrorBody['errors'][number] | undefined =>
  (res.json() as CommandErrorBody).errors[0];

describe.each(STORE_KINDS)('import validation on %s', (kind) => {
  let t: TestInstance;
  const count = async (table: TableName): Promise<number> =>
    Number(
      (
        await t.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  beforeAll(async () => {
    t = await startTestInstance(kind);
  });
  afterAll(async () => t.close());

  it("answers 'Must provide a password for the database' for a masked password, in the shape the client reads as a password request", async () => {
    const zip = await zipOf({ 'metadata.yaml': metadata('Database'), 'databases/Warehouse.yaml': pgDatabase() });
    const res = await importZip(t, 'database', zip);
    expect(res.statusCode).toBe(422);
    const err = firstError(res);
    expect(err?.message).toBe('Error importing database');
    expect(err?.level).toBe('warning');
    expect(err?.extra['databases/Warehouse.yaml']).toEqual({ _schema: ['Must provide a password for the database'] });
    expect(err?.extra.issue_codes).toEqual([
      { code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' },
    ]);
    expect(await count('dbs')).toBe(0);
  });

  it('imports with the password given for the file, sealed at rest and never exported', async () => {
    const zip = await zipOf({ 'metadata.yaml': metadata('Database'), 'databases/Warehouse.yaml': pgDatabase() });
    const res = await importZip(t, 'database', zip, { passwords: { 'databases/Warehouse.yaml': 's3cret' } });
    expect(res.statusCode).toBe(200);
    const row = await t.store.db.selectFrom('dbs').selectAll().where('uuid', '=', DB_UUID).executeTakeFirstOrThrow();
    expect(row.sqlalchemy_uri).toBe('postgresql://analyst:XXXXXXXXXX@127.0.0.1:1/warehouse');
    expect(unseal(t.config.secretKey, String(row.encrypted_password))).toBe('s3cret');
    const exported = await exportIds(t, 'database', [Number(row.id)]);
    const file = (await unzip(exported.rawPayload)).get('databases/Warehouse.yaml');
    expect(file?.sqlalchemy_uri).toBe('postgresql://analyst:XXXXXXXXXX@127.0.0.1:1/warehouse');
    expect(file).not.toHaveProperty('password');
    expect(exported.rawPayload.includes(Buffer.from('s3cret'))).toBe(false);
  });

  it('reuses the stored password of an existing database when overwriting, without asking', async () => {
    const zip = await zipOf({ 'metadata.yaml': metadata('Database'), 'databases/Warehouse.yaml': pgDatabase() });
    const res = await importZip(t, 'database', zip, { overwrite: true });
    expect(res.statusCode).toBe(200);
    const row = await t.store.db.selectFrom('dbs').selectAll().where('uuid', '=', DB_UUID).executeTakeFirstOrThrow();
    expect(unseal(t.config.secretKey, String(row.encrypted_password))).toBe('s3cret');
  });

  it("says 'Database already exists and `overwrite=true` was not passed' for an existing uuid", async () => {
    const zip = await zipOf({ 'metadata.yaml': metadata('Database'), 'databases/Warehouse.yaml': pgDatabase() });
    const res = await importZip(t, 'database', zip);
    expect(res.statusCode).toBe(422);
    expect(firstError(res)?.extra['databases/Warehouse.yaml']).toBe(
      'Database already exists and `overwrite=true` was not passed',
    );
  });

  it('imports nothing when one object of the bundle fails (one transaction)', async () => {
    const before = [await count('dbs'), await count('tables'), await count('slices')];
    const zip = await zipOf({
      'metadata.yaml': metadata('Slice'),
      'databases/Other.yaml': pgDatabase('Other').replace(DB_UUID, '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c11'),
      'datasets/Other/orders.yaml': dataset
        .replace(DB_UUID, '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c11')
        .replace(DS_UUID, '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c12'),
      'charts/Orders_1.yaml': chartOn(MISSING_UUID),
      'charts/Orders_2.yaml': chartOn('8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c12').replace(
        CHART_UUID,
        '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c13',
      ),
    });
    const res = await importZip(t, 'chart', zip, { passwords: { 'databases/Other.yaml': 'pw' } });
    expect(res.statusCode).toBe(422);
    expect(firstError(res)?.extra['charts/Orders_1.yaml']).toEqual({ dataset_uuid: ['Dataset does not exist'] });
    expect([await count('dbs'), await count('tables'), await count('slices')]).toEqual(before);
  });

  it("answers 422 'Not a ZIP file' for bytes that are not a zip", async () => {
    const res = await importZip(t, 'chart', Buffer.from('definitely not a zip'));
    expect(res.statusCode).toBe(422);
    expect(firstError(res)?.message).toBe('Not a ZIP file');
  });

  it('answers 400 when the zip holds no YAML files, and when the formData file is missing', async () => {
    const empty = await importZip(t, 'chart', await zipOf({ 'readme.txt': 'hello' }));
    expect(empty.statusCode).toBe(400);
    expect(firstError(empty)?.message).toBe('No valid import files were found');
    const body = multipart({ overwrite: 'false' });
    const missing = await t.api({ method: 'POST', url: '/api/v1/chart/import/', ...body });
    expect(missing.statusCode).toBe(400);
    const notMultipart = await t.api({ method: 'POST', url: '/api/v1/chart/import/', payload: {} });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('refuses a bundle without metadata.yaml or with another version', async () => {
    for (const files of [
      { 'charts/Orders_1.yaml': chartOn(DS_UUID) },
      { 'metadata.yaml': 'version: 2.0.0\ntype: Slice\n', 'charts/Orders_1.yaml': chartOn(DS_UUID) },
    ]) {
      const res = await importZip(t, 'chart', await zipOf(files));
      expect(res.statusCode).toBe(422);
      expect(firstError(res)?.message).toBe('Could not find a valid command to import file');
    }
  });

  it('names the file that is not valid YAML, the metadata type that does not match, and missing fields', async () => {
    const res = await importZip(
      t,
      'chart',
      await zipOf({
        'metadata.yaml': metadata('Dashboard'),
        'charts/Bad_1.yaml': 'slice_name: [unclosed',
        'charts/Half_2.yaml': 'viz_type: table\n',
      }),
    );
    expect(res.statusCode).toBe(422);
    const err = firstError(res);
    expect(err?.message).toBe('Error importing chart');
    expect(err?.extra['metadata.yaml']).toEqual({ type: ['Must be equal to Slice.'] });
    expect(err?.extra['charts/Bad_1.yaml']).toBe('Not a valid YAML file');
    expect(err?.extra['charts/Half_2.yaml']).toMatchObject({
      slice_name: ['Missing data for required field.'],
      uuid: ['Missing data for required field.'],
    });
  });

  it('refuses DuckDB files outside the data folder', async () => {
    const zip = await zipOf({
      'metadata.yaml': metadata('Database'),
      'databases/Escape.yaml': pgDatabase('Escape')
        .replace(DB_UUID, '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c21')
        .replace(/sqlalchemy_uri: .*/, 'sqlalchemy_uri: duckdb:////etc/passwd'),
    });
    const res = await importZip(t, 'database', zip);
    expect(res.statusCode).toBe(422);
    expect(firstError(res)?.extra['databases/Escape.yaml']).toEqual({
      sqlalchemy_uri: ['DuckDB databases must be files inside the Tessera data folder.'],
    });
  });

  it('refuses a virtual dataset whose SQL the chart-data guard refuses, importing nothing', async () => {
    const before = await count('tables');
    const evil = dataset
      .replace(DB_UUID, '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c31')
      .replace(DS_UUID, '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c32')
      .replace('schema: public\n', "schema: public\nsql: SELECT * FROM read_text('tessera.config.json')\n");
    const zip = await zipOf({
      'metadata.yaml': metadata('SqlaTable'),
      'databases/Evil.yaml': pgDatabase('Evil').replace(DB_UUID, '8f1a54d4-39c0-4c47-9a0e-6a2f2d9b1c31'),
      'datasets/Evil/orders.yaml': evil,
    });
    const res = await importZip(t, 'dataset', zip, { passwords: { 'databases/Evil.yaml': 'pw' } });
    expect(res.statusCode, res.body).toBe(422);
    expect(firstError(res)?.extra['datasets/Evil/orders.yaml']).toEqual({
      sql: ['SQL of virtual dataset "orders": function read_text() is not allowed'],
    });
    expect(await count('tables')).toBe(before);
  });

  it('answers 400 for an export without ids and 404 for an unknown id', async () => {
    expect((await t.api({ url: '/api/v1/chart/export/' })).statusCode).toBe(400);
    expect((await exportIds(t, 'chart', [987654])).statusCode).toBe(404);
  });
});
