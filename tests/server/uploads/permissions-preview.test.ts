import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { multipart } from '../transfer/helpers';
import { addTarget, parquetFile, tables, xlsxFile, type Target } from './helpers';

interface Preview {
  result: { items: Array<{ column_names: string[]; column_types: string[]; sheet_name: string | null }> };
}

describe.each(STORE_KINDS)('upload permissions and preview on %s', (store) => {
  let t: TestInstance;
  let target: Target;
  beforeAll(async () => {
    t = await startTestInstance(store);
    target = await addTarget(t, 'duckdb', { extra: JSON.stringify({ schemas_allowed_for_file_upload: ['main'] }) });
    await t.addUser('gamma', ['Gamma']);
    await t.addUser('alpha', ['Alpha']);
  });
  afterAll(async () => t.close());

  const upload = (user: string, fields: Record<string, string>, databaseId = target.databaseId) =>
    t.as(user, {
      method: 'POST',
      url: `/api/v1/database/${databaseId}/upload/`,
      ...multipart({ type: 'csv', ...fields }, [
        { field: 'file', filename: 'a.csv', content: Buffer.from('a,b\n1,x\n') },
      ]),
    });

  it('needs a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/database/${target.databaseId}/upload/`,
      ...multipart({ type: 'csv', table_name: 'x' }),
    });
    expect(res.statusCode).toBe(401);
  });

  it('needs can_this_form_get on the upload view: Gamma may not upload, Alpha may', async () => {
    expect((await upload('gamma', { table_name: 'by_gamma' })).statusCode).toBe(403);
    expect((await upload('alpha', { table_name: 'by_alpha' })).statusCode).toBe(201);
    expect(await tables(target)).toEqual(['by_alpha']);
    const owners = await t.store.db
      .selectFrom('sqlatable_user')
      .innerJoin('tables', 'tables.id', 'sqlatable_user.table_id')
      .innerJoin('ab_user', 'ab_user.id', 'sqlatable_user.user_id')
      .select('ab_user.username')
      .where('tables.table_name', '=', 'by_alpha')
      .execute();
    expect(owners.map((o) => o.username)).toEqual(['alpha']);
  });

  it('needs a database that allows uploads, and a schema it allows', async () => {
    const closed = await addTarget(t, 'duckdb', { allow_file_upload: false });
    const res = await upload('admin', { table_name: 'nope' }, closed.databaseId);
    expect(res.statusCode).toBe(403);
    expect((res.json() as { message: string }).message).toBe('Database schema is not allowed for csv uploads.');
    await closed.conn.run('CREATE SCHEMA IF NOT EXISTS other');
    expect((await upload('admin', { table_name: 'nope', schema: 'other' })).statusCode).toBe(403);
    expect(await tables(closed)).toEqual([]);
    expect((await upload('admin', { table_name: 'nope' }, 99999)).statusCode).toBe(404);
  });

  it('lists databases that allow uploads through the list filter', async () => {
    const res = await t.api({ url: '/api/v1/database/?q=(filters:!((col:allow_file_upload,opr:eq,value:!t)))' });
    expect((res.json() as { result: Array<{ id: number }> }).result.map((d) => d.id)).toContain(target.databaseId);
  });

  it('previews a CSV: column names and inferred types', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/database/upload_metadata/',
      ...multipart({ type: 'csv', delimiter: ';' }, [
        { field: 'file', filename: 'a.csv', content: Buffer.from('id;name;day\n1;x;2024-01-01\n') },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Preview).result.items).toEqual([
      { column_names: ['id', 'name', 'day'], column_types: ['BIGINT', 'VARCHAR', 'DATE'], sheet_name: null },
    ]);
  });

  it('previews every sheet of a workbook, and a Parquet file', async () => {
    const book = await xlsxFile({
      First: [
        ['a', 'b'],
        [1, 'x'],
      ],
      Second: [['when'], [new Date(Date.UTC(2024, 5, 1, 12))]],
    });
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/database/upload_metadata/',
      ...multipart({ type: 'excel' }, [{ field: 'file', filename: 'b.xlsx', content: book }]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Preview).result.items).toEqual([
      { sheet_name: 'First', column_names: ['a', 'b'], column_types: ['BIGINT', 'VARCHAR'] },
      { sheet_name: 'Second', column_names: ['when'], column_types: ['TIMESTAMP'] },
    ]);
    const parquet = await parquetFile('SELECT 1::INTEGER AS n, 2.5::DOUBLE AS v');
    const p = await t.api({
      method: 'POST',
      url: '/api/v1/database/upload_metadata/',
      ...multipart({ type: 'columnar' }, [{ field: 'file', filename: 'c.parquet', content: parquet }]),
    });
    expect((p.json() as Preview).result.items[0]?.column_names).toEqual(['n', 'v']);
  });

  it('previews only with the form permission, and names a missing file', async () => {
    const gamma = await t.as('gamma', {
      method: 'POST',
      url: '/api/v1/database/upload_metadata/',
      ...multipart({ type: 'csv' }, [{ field: 'file', filename: 'a.csv', content: Buffer.from('a\n1\n') }]),
    });
    expect(gamma.statusCode).toBe(403);
    const missing = await t.api({
      method: 'POST',
      url: '/api/v1/database/upload_metadata/',
      ...multipart({ type: 'csv' }),
    });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { message: Record<string, string[]> }).message).toEqual({
      file: ['Field may not be null.'],
    });
  });
});
