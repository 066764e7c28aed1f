// Uploads that change an existing table need the datasets on it, and upload errors name the user's file.
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { multipart } from '../transfer/helpers';
import { addTarget, rows, type Target } from './helpers';

interface ErrorBody {
  message: string;
  errors?: Array<{ message: string }>;
}

describe.each(STORE_KINDS)('upload ownership and messages on %s', (store) => {
  let t: TestInstance;
  let target: Target;
  beforeAll(async () => {
    t = await startTestInstance(store);
    target = await addTarget(t, 'duckdb');
    await t.addUser('alpha', ['Alpha']);
  });
  afterAll(async () => t.close());

  const upload = (
    user: string,
    fields: Record<string, string>,
    content: string | Buffer,
    filename = 'data.csv',
    url = `/api/v1/database/${target.databaseId}/upload/`,
  ) =>
    t.as(user, {
      method: 'POST',
      url,
      ...multipart({ type: 'csv', ...fields }, [{ field: 'file', filename, content: Buffer.from(content) }]),
    });
  const columnsOf = async (table: string): Promise<string[]> =>
    (
      await t.store.db
        .selectFrom('table_columns')
        .innerJoin('tables', 'tables.id', 'table_columns.table_id')
        .select('table_columns.column_name')
        .where('tables.table_name', '=', table)
        .orderBy('table_columns.column_name')
        .execute()
    ).map((c) => String(c.column_name));

  describe('hole 3: replacing or appending to a table needs every dataset on it', () => {
    it("refuses Alpha's replace and append on the table behind an admin's dataset (403), changing nothing", async () => {
      expect((await upload('admin', { table_name: 'revenue' }, 'id,amount\n1,10\n2,20\n3,30\n')).statusCode).toBe(201);
      for (const mode of ['replace', 'append']) {
        const res = await upload('alpha', { table_name: 'revenue', already_exists: mode }, 'id\n99\n');
        expect(res.statusCode, res.body).toBe(403);
        expect((res.json() as ErrorBody).message).toBe(
          'Replacing or appending to table "revenue" is forbidden: you do not own every dataset on it',
        );
      }
      expect(await rows(target, 'SELECT count(*) AS n FROM revenue')).toEqual([{ n: '3' }]);
      expect(await columnsOf('revenue')).toEqual(['amount', 'id']);
    });

    it("lets Alpha replace its own upload's table, and an admin any table", async () => {
      expect((await upload('alpha', { table_name: 'alpha_sales' }, 'id\n1\n')).statusCode).toBe(201);
      expect(
        (await upload('alpha', { table_name: 'alpha_sales', already_exists: 'replace' }, 'id,region\n2,east\n'))
          .statusCode,
      ).toBe(201);
      expect(await rows(target, 'SELECT id, region FROM alpha_sales')).toEqual([{ id: '2', region: 'east' }]);
      expect(
        (await upload('admin', { table_name: 'alpha_sales', already_exists: 'append' }, 'id,region\n3,west\n'))
          .statusCode,
      ).toBe(201);
      expect(await rows(target, 'SELECT count(*) AS n FROM alpha_sales')).toEqual([{ n: '2' }]);
    });
  });

  describe('hole 7: upload errors name the uploaded file, never a server path', () => {
    const noServerPath = (message: string): void => {
      expect(message).not.toContain(tmpdir());
      expect(message).not.toContain(t.config.dataDir);
      expect(message).not.toMatch(/upload\.bin|\.staging|tessera-upload-/);
    };

    it('an unreadable Parquet upload names the file, on upload and on preview', async () => {
      const res = await upload(
        'admin',
        { type: 'columnar', table_name: 'broken' },
        'not parquet at all',
        'my sales.parquet',
      );
      expect(res.statusCode).toBe(422);
      const body = res.json() as ErrorBody;
      noServerPath(JSON.stringify(body));
      expect(body.message).toContain('my sales.parquet');
      const preview = await upload(
        'admin',
        { type: 'columnar' },
        'not parquet at all',
        'my sales.parquet',
        '/api/v1/database/upload_metadata/',
      );
      expect(preview.statusCode).toBe(422);
      noServerPath(preview.body);
      expect((preview.json() as ErrorBody).message).toContain('my sales.parquet');
    });
  });
});
