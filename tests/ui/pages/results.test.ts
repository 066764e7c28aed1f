import { describe, expect, it } from 'vitest';
import {
  Bool,
  DateDay,
  Decimal,
  Field,
  Float64,
  Int32,
  Int64,
  RecordBatch,
  Schema,
  Struct,
  Table,
  TimestampMicrosecond,
  TimestampMillisecond,
  Utf8,
  makeData,
  makeVector,
  tableFromIPC,
  tableToIPC,
  vectorFromArray,
} from 'apache-arrow';
import type { Data, DataType, Vector } from 'apache-arrow';
import { exactIpc } from '../../../workers/dataplane';
import { columnsOf, toChartResults } from '../../../src/core/dataplane';
import type { ChartQueryResult } from '../../../src/core/dataplane';

const BEYOND = 2n ** 53n + 1n;

/** Stream bytes of a table whose columns are the given vectors, split into record batches of `batchRows` rows. */
function ipcOf(columns: Record<string, Vector>, batchRows = Infinity): Uint8Array {
  const names = Object.keys(columns);
  const vectors = Object.values(columns);
  const length = vectors[0]?.length ?? 0;
  const fields = names.map((name, i) => new Field(name, (vectors[i] as Vector).type as DataType, true));
  const schema = new Schema(fields);
  const batches: RecordBatch[] = [];
  for (let start = 0; start < length; start += Math.min(batchRows, length)) {
    const end = Math.min(length, start + batchRows);
    const children = vectors.map((v) => v.slice(start, end).data[0] as Data);
    batches.push(
      new RecordBatch(schema, makeData({ type: new Struct(fields), length: end - start, nullCount: 0, children })),
    );
  }
  return tableToIPC(new Table(schema, batches), 'stream');
}

const result = (ipc: Uint8Array): Pick<ChartQueryResult, 'table'> => ({ table: { name: 't', ipc, numRows: 0 } });

/** Every named column's cells, read as the plugins read them (one column at a time, no row objects). */
function read(from: Pick<ChartQueryResult, 'table'>, ...names: string[]): Record<string, unknown[]> {
  const columns = columnsOf(from);
  return Object.fromEntries(
    names.map((name) => [name, Array.from({ length: columns.records }, (_, row) => columns.column(name)?.get(row))]),
  );
}

/** Decimal(38, scale) data from unscaled values (128-bit two's-complement words). */
function decimals(values: (bigint | null)[], scale: number): Vector {
  const words = new Uint32Array(values.length * 4);
  const bits = new Uint8Array((values.length + 7) >> 3);
  values.forEach((v, row) => {
    if (v === null) return;
    bits[row >> 3] = (bits[row >> 3] as number) | (1 << (row & 7));
    let u = BigInt.asUintN(128, v);
    for (let w = 0; w < 4; w += 1, u >>= 32n) words[row * 4 + w] = Number(u & 0xffffffffn);
  });
  const nullCount = values.filter((v) => v === null).length;
  return makeVector(
    makeData({ type: new Decimal(scale, 38, 128), length: values.length, data: words, nullBitmap: bits, nullCount }),
  );
}

describe('chart results: Arrow IPC read by column, each cell as JSON would have carried it', () => {
  it('64-bit integers within 2^53 become numbers; beyond it they stay exact bigints, nulls stay null', () => {
    const { n } = read(
      result(
        ipcOf({ n: vectorFromArray([1n, -(2n ** 53n) + 1n, 2n ** 53n - 1n, BEYOND, -BEYOND, null], new Int64()) }),
      ),
      'n',
    );
    expect(n).toEqual([1, -(2 ** 53) + 1, 2 ** 53 - 1, BEYOND, -BEYOND, null]);
    expect(typeof n?.[0]).toBe('number');
    expect(typeof n?.[3]).toBe('bigint');
  });

  it('a null-free integer column reads straight from its typed array, big values exact', () => {
    const { n } = read(result(ipcOf({ n: vectorFromArray([3n, BEYOND], new Int64()) })), 'n');
    expect(n).toEqual([3, BEYOND]);
  });

  it('timestamps and dates become epoch milliseconds (UTC), whatever their unit', () => {
    const at = new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6));
    const day = new Date(Date.UTC(2024, 0, 2));
    const rows = read(
      result(
        ipcOf({
          ms: vectorFromArray([at, null], new TimestampMillisecond()),
          us: vectorFromArray([at, null], new TimestampMicrosecond()),
          d: vectorFromArray([day, null], new DateDay()),
        }),
      ),
      'ms',
      'us',
      'd',
    );
    expect(rows).toEqual({ ms: [at.getTime(), null], us: [at.getTime(), null], d: [day.getTime(), null] });
  });

  it('strings, booleans, doubles and 32-bit integers come through with their nulls', () => {
    const rows = read(
      result(
        ipcOf({
          s: vectorFromArray(['a', null, ''], new Utf8()),
          b: vectorFromArray([true, false, null], new Bool()),
          f: vectorFromArray([1.5, null, Number.NaN], new Float64()),
          i: vectorFromArray([null, -7, 2147483647], new Int32()),
        }),
      ),
      's',
      'b',
      'f',
      'i',
    );
    expect(rows).toEqual({
      s: ['a', null, ''],
      b: [true, false, null],
      f: [1.5, null, Number.NaN],
      i: [null, -7, 2147483647],
    });
  });

  it('decimals, as the data plane hands them over: fractions as doubles, whole sums exact, beyond 64 bits as text', () => {
    const { ipc } = exactIpc(
      ipcOf({
        price: decimals([125n, -307n, null], 2),
        total: decimals([7n, BEYOND, null], 0),
        huge: decimals([2n ** 100n, 1n, null], 0),
      }),
    );
    expect(read(result(ipc), 'price', 'total', 'huge')).toEqual({
      price: [1.25, -3.07, null],
      total: [7, BEYOND, null],
      huge: [(2n ** 100n).toString(), '1', null],
    });
  });

  it('rows line up across record batches', () => {
    const ids = Array.from({ length: 7 }, (_, i) => i);
    const ipc = ipcOf(
      {
        id: vectorFromArray(ids, new Int32()),
        name: vectorFromArray(
          ids.map((i) => (i % 3 ? `n${i}` : null)),
          new Utf8(),
        ),
      },
      3,
    );
    expect(tableFromIPC(ipc).batches.map((b) => b.numRows)).toEqual([3, 3, 1]);
    expect(read(result(ipc), 'id', 'name')).toEqual({ id: ids, name: ids.map((i) => (i % 3 ? `n${i}` : null)) });
  });

  it('no table, or an empty one, gives no records; a column the result lacks reads as undefined', () => {
    expect(columnsOf({ table: null }).records).toBe(0);
    expect(columnsOf(result(new Uint8Array())).column('n')).toBeUndefined();
    expect(read(result(ipcOf({ n: vectorFromArray([], new Int64()) })), 'n')).toEqual({ n: [] });
    expect(columnsOf(result(ipcOf({ n: vectorFromArray([1], new Int32()) }))).column('m')).toBeUndefined();
  });

  it("toChartResults keeps POST /api/v1/chart/data's result fields and reads the records by column", () => {
    const [out] = toChartResults([
      {
        colnames: ['n'],
        coltypes: [0],
        rowcount: 2,
        error: null,
        meta: { cache_key: 'k', is_cached: true, query: 'SELECT 1', applied_filters: [{ column: 'a' }] },
        table: { name: 't', ipc: ipcOf({ n: vectorFromArray([1n, BEYOND], new Int64()) }), numRows: 2 },
      },
    ]);
    expect(out).toMatchObject({
      cache_key: 'k',
      is_cached: true,
      query: 'SELECT 1',
      status: 'success',
      applied_filters: [{ column: 'a' }],
      rejected_filters: [],
      colnames: ['n'],
      coltypes: [0],
      rowcount: 2,
      error: null,
      records: 2,
    });
    expect([out?.column('n')?.get(0), out?.column('n')?.get(1)]).toEqual([1, BEYOND]);
    expect(out).not.toHaveProperty('data');
  });
});
