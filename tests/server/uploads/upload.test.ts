import { existsSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbPath, duckdbStagingDir, parseUri } from '../../../server/engines';
import { TABLE_EXISTS } from '../../../server/uploads';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { multipart } from '../transfer/helpers';
import { addTarget, parquetFile, rows, tables, TARGETS, xlsxFile, type Target } from './helpers';

const SALES_CSV = 'id,region,sold_on,amount\n1,north,2024-01-05,10.5\n2,south,2024-02-11,20.25\n3,north,2024-03-02,\n';

interface ErrorBody {
  message: string;
  errors?: Array<{ message: string }>;
}

describe.each(STORE_KINDS.flatMap((store) => TARGETS.map((target) => [store, target] as const)))(
  'uploads with a %s metadata store into %s',
  (store, targetKind) => {
    let t: TestInstance;
    let target: Target;
    beforeAll(async () => {
      t = await startTestInstance(store);
      target = await addTarget(t, targetKind);
    });
    afterAll(async () => t.close());

    const upload = (
      fields: Record<string, string | string[]>,
      content: Buffer | string,
      opts: { user?: string; filename?: string; databaseId?: number } = {},
    ) =>
      t.as(opts.user ?? 'admin', {
        method: 'POST',
        url: `/api/v1/database/${opts.databaseId ?? target.databaseId}/upload/`,
        ...multipart({ type: 'csv', ...fields }, [
          { field: 'file', filename: opts.filename ?? 'data.csv', content: Buffer.from(content) },
        ]),
      });
    const noStaging = async (): Promise<void> =>
      expect((await tables(target)).filter((n) => n.startsWith('__tessera_upload'))).toEqual([]);

    it('uploads a CSV (201) when the database has no staging folder yet (the first upload to a new data folder)', async () => {
      if (target.kind === 'duckdb') {
        const staging = duckdbStagingDir(duckdbPath(t.config.dataDir, parseUri(target.uri).target));
        rmSync(staging, { recursive: true, force: true });
        expect(existsSync(staging)).toBe(false);
      }
      const res = await upload({ table_name: 'first_upload' }, SALES_CSV);
      expect(res.statusCode, res.body).toBe(201);
      expect(await rows(target, 'SELECT count(*) AS n FROM first_upload')).toEqual([{ n: '3' }]);
      await noStaging();
    });

    it('uploads a CSV (201) with inferred types and registers it as a dataset', async () => {
      const res = await upload({ table_name: 'sales' }, SALES_CSV);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: 'OK' });
      expect(await rows(target, 'SELECT id, region, sold_on, amount FROM sales ORDER BY id')).toEqual([
        { id: '1', region: 'north', sold_on: '2024-01-05', amount: '10.5' },
        { id: '2', region: 'south', sold_on: '2024-02-11', amount: '20.25' },
        { id: '3', region: 'north', sold_on: '2024-03-02', amount: null },
      ]);
      const types = Object.fromEntries(
        (await target.conn.columns(target.schema, 'sales')).map((c) => [c.name, c.type]),
      );
      expect(types.id).toBe('BIGINT');
      expect(types.sold_on).toBe('DATE');
      expect(['DOUBLE', 'DOUBLE PRECISION']).toContain(types.amount);
      const dataset = await t.store.db
        .selectFrom('tables')
        .selectAll()
        .where('database_id', '=', target.databaseId)
        .where('table_name', '=', 'sales')
        .executeTakeFirstOrThrow();
      expect(dataset.schema).toBe(target.schema);
      const cols = await t.store.db
        .selectFrom('table_columns')
        .select('column_name')
        .where('table_id', '=', dataset.id)
        .execute();
      expect(cols.map((c) => c.column_name).sort()).toEqual(['amount', 'id', 'region', 'sold_on']);
    });

    it("answers 'Table already exists' in fail mode and leaves the table as it was", async () => {
      const res = await upload({ table_name: 'sales' }, 'id\n99\n');
      expect(res.statusCode).toBe(422);
      expect((res.json() as ErrorBody).message).toBe(TABLE_EXISTS);
      expect(await rows(target, 'SELECT count(*) AS n FROM sales')).toEqual([{ n: '3' }]);
      await noStaging();
    });

    it('appends rows, and replaces the table, keeping one dataset', async () => {
      expect((await upload({ table_name: 'sales', already_exists: 'append' }, SALES_CSV)).statusCode).toBe(201);
      expect(await rows(target, 'SELECT count(*) AS n FROM sales')).toEqual([{ n: '6' }]);
      expect((await upload({ table_name: 'sales', already_exists: 'replace' }, 'id,region\n7,east\n')).statusCode).toBe(
        201,
      );
      expect(await rows(target, 'SELECT id, region FROM sales')).toEqual([{ id: '7', region: 'east' }]);
      const datasets = await t.store.db
        .selectFrom('tables')
        .select('id')
        .where('database_id', '=', target.databaseId)
        .where('table_name', '=', 'sales')
        .execute();
      expect(datasets).toHaveLength(1);
      const cols = await t.store.db
        .selectFrom('table_columns')
        .select('column_name')
        .where('table_id', '=', Number(datasets[0]?.id))
        .execute();
      expect(cols.map((c) => c.column_name).sort()).toEqual(['id', 'region']);
    });

    it('refuses to append columns the table lacks, changing nothing', async () => {
      const res = await upload({ table_name: 'sales', already_exists: 'append' }, 'id,colour\n8,red\n');
      expect(res.statusCode).toBe(422);
      expect((res.json() as ErrorBody).message).toBe('Table sales has no column named colour');
      expect(await rows(target, 'SELECT id FROM sales')).toEqual([{ id: '7' }]);
      await noStaging();
    });

    it('reads the CSV options: delimiter, decimal character, header and skipped rows, nulls, chosen columns, dtype, day-first dates', async () => {
      const csv =
        'exported by a tool\ncode;label;price;when;note\n007;alpha;1,5;03/04/2024;n/a\n008;beta;2,25;13/04/2024;ok\n';
      const res = await upload(
        {
          table_name: 'options',
          delimiter: ';',
          decimal_character: ',',
          skip_rows: '1',
          null_values: 'n/a',
          columns_read: 'code,price,when,note',
          column_data_types: '{"code": "str"}',
          column_dates: 'when',
          day_first: 'true',
        },
        csv,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(
        await rows(target, 'SELECT code, price, CAST("when" AS DATE) AS d, note FROM options ORDER BY code'),
      ).toEqual([
        { code: '007', price: '1.5', d: '2024-04-03', note: null },
        { code: '008', price: '2.25', d: '2024-04-13', note: 'ok' },
      ]);
      expect((await target.conn.columns(target.schema, 'options')).map((c) => c.name)).toEqual([
        'code',
        'price',
        'when',
        'note',
      ]);
    });

    it('uploads a Parquet file made with DuckDB (columnar)', async () => {
      const file = await parquetFile(
        "SELECT i AS id, 'n' || i AS name, 9007199254740993 + i AS big FROM range(1, 4) t(i)",
      );
      const res = await upload({ type: 'columnar', table_name: 'from_parquet' }, file, { filename: 'data.parquet' });
      expect(res.statusCode, res.body).toBe(201);
      expect(await rows(target, 'SELECT id, name, big FROM from_parquet ORDER BY id')).toEqual([
        { id: '1', name: 'n1', big: '9007199254740994' },
        { id: '2', name: 'n2', big: '9007199254740995' },
        { id: '3', name: 'n3', big: '9007199254740996' },
      ]);
    });

    it('uploads an Excel sheet made with exceljs, by sheet name', async () => {
      const file = await xlsxFile({
        Ignored: [['x'], [1]],
        Orders: [
          ['order_id', 'customer', 'placed', 'total'],
          [1, 'Ann', new Date(Date.UTC(2024, 0, 2)), 12.5],
          [2, 'Bo', new Date(Date.UTC(2024, 0, 3)), 7],
        ],
      });
      const res = await upload({ type: 'excel', table_name: 'from_excel', sheet_name: 'Orders' }, file, {
        filename: 'book.xlsx',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await rows(target, 'SELECT order_id, customer, placed, total FROM from_excel ORDER BY order_id')).toEqual([
        { order_id: '1', customer: 'Ann', placed: '2024-01-02', total: '12.5' },
        { order_id: '2', customer: 'Bo', placed: '2024-01-03', total: '7' },
      ]);
      const types = Object.fromEntries(
        (await target.conn.columns(target.schema, 'from_excel')).map((c) => [c.name, c.type]),
      );
      expect(types.order_id).toBe('BIGINT');
      expect(types.placed).toBe('DATE');
    });

    it.each([
      [
        'a ragged CSV',
        { table_name: 'bad' },
        'a,b,c\n1,2,3\n4,5,6,7\n',
        'Parsing error: Expected 3 fields in line 3, saw 4',
      ],
      ['an empty file', { table_name: 'bad' }, '', 'Parsing error: No columns to parse from file'],
      [
        'a binary file',
        { table_name: 'bad' },
        Buffer.from([0, 1, 2, 255, 0, 10]),
        'Parsing error: The file is not a text file; choose a CSV file or another upload type',
      ],
      [
        'an unreadable Parquet file',
        { table_name: 'bad', type: 'columnar' },
        'not parquet at all',
        'Parsing error: the file is not a readable Parquet file',
      ],
      [
        'an unreadable Excel file',
        { table_name: 'bad', type: 'excel' },
        'not a workbook',
        'Parsing error: the file is not a readable Excel (.xlsx) workbook',
      ],
      [
        'a column that is not there',
        { table_name: 'bad', columns_read: 'a,zzz' },
        'a,b\n1,2\n',
        'Parsing error: Usecols do not match columns, columns expected but not found: ["zzz"]',
      ],
      ['a schema that does not exist', { table_name: 'bad', schema: 'nowhere' }, 'a\n1\n', null],
    ] as const)('answers 422 for %s and leaves no table behind', async (_name, fields, content, message) => {
      const res = await upload(fields, content as string | Buffer);
      expect([403, 422]).toContain(res.statusCode);
      if (message) {
        expect(res.statusCode).toBe(422);
        expect((res.json() as ErrorBody).message.startsWith(message), (res.json() as ErrorBody).message).toBe(true);
      }
      expect(await tables(target)).not.toContain('bad');
      await noStaging();
      const datasets = await t.store.db.selectFrom('tables').select('id').where('table_name', '=', 'bad').execute();
      expect(datasets).toEqual([]);
    });

    it('answers 400 naming missing or invalid fields', async () => {
      const res = await upload({ already_exists: 'sometimes' }, 'a\n1\n');
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: Record<string, string[]> }).message).toEqual({
        table_name: ['Missing data for required field.'],
        already_exists: ['Must be one of: fail, replace, append.'],
      });
    });
  },
);
