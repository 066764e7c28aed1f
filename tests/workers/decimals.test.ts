import { beforeAll, describe, expect, it } from 'vitest';
import { Decimal, Field, RecordBatch, Schema, Struct, Table, makeData, tableFromIPC, tableToIPC } from 'apache-arrow';
import type { Data } from 'apache-arrow';
import { LocalTables, decimalToNumber, exactIpc, exactNumbers, utf8FromTexts } from '../../workers/dataplane';
import { loadDuckDBForNode } from '../../wasm/node';
import type { DuckDBHandle } from '../../wasm';
import { decodeResultTable } from '../../src/core/dataplane';

let db: DuckDBHandle;
let local: LocalTables;
beforeAll(async () => {
  db = await loadDuckDBForNode();
  local = new LocalTables(db);
}, 60_000);

/** The answer's columns as plain arrays, with their Arrow type names. */
function read(ipc: Uint8Array): Record<string, { type: string; values: unknown[] }> {
  const table = tableFromIPC(ipc);
  return Object.fromEntries(
    table.schema.fields.map((f, i) => [f.name, { type: String(f.type), values: [...(table.getChildAt(i) ?? [])] }]),
  );
}

/** Decimal(38, scale) data from unscaled values, written as 128-bit two's-complement words. */
function decimalData(values: (bigint | null)[], scale = 0): Data<Decimal> {
  const words = new Uint32Array(values.length * 4);
  const bits = new Uint8Array((values.length + 7) >> 3);
  values.forEach((v, row) => {
    if (v === null) return;
    bits[row >> 3] = (bits[row >> 3] as number) | (1 << (row & 7));
    let u = BigInt.asUintN(128, v);
    for (let w = 0; w < 4; w += 1, u >>= 32n) words[row * 4 + w] = Number(u & 0xffffffffn);
  });
  const nulls = values.filter((v) => v === null).length;
  return makeData({
    type: new Decimal(scale, 38, 128),
    length: values.length,
    data: words,
    ...(nulls ? { nullBitmap: bits, nullCount: nulls } : {}),
  });
}

function tableOf(batches: Data[][], names: string[]): Table {
  const fields = names.map((n, i) => new Field(n, (batches[0]?.[i] as Data).type, true));
  const schema = new Schema(fields, new Map([['tessera', '{"rowcount":3}']]));
  return new Table(
    batches.map(
      (children) =>
        new RecordBatch(
          schema,
          makeData({ type: new Struct(fields), length: children[0]?.length ?? 0, nullCount: 0, children }),
        ),
    ),
  );
}

describe('128-bit integers and decimals become numbers at the worker boundary', () => {
  it('DuckDB-WASM answers an integer sum as Decimal(38,0); the data plane answers doubles when every value is safe', async () => {
    expect(read(await db.query('SELECT sum(x) AS s FROM (VALUES (1::BIGINT), (2)) v(x)')).s?.type).toBe(
      'Decimal[38e0]',
    );
    const out = read(
      (
        await local.query(
          'SELECT g, sum(x) AS s FROM (VALUES (1, 2::BIGINT), (1, 3), (2, -4), (3, NULL)) v(g, x) GROUP BY g ORDER BY g',
        )
      ).ipc,
    );
    expect(out.s).toEqual({ type: 'Float64', values: [5, -4, null] });
  });

  it('sums beyond 2^53 stay exact as Int64 (BigInt), the safe rows of the column too', async () => {
    const sql =
      'SELECT g, sum(x) AS s FROM (VALUES (1, 9007199254740993::BIGINT), (1, 0), (2, 7), (3, -9223372036854775807), (3, -1)) v(g, x) GROUP BY g ORDER BY g';
    const out = read((await local.query(sql)).ipc);
    expect(out.s).toEqual({ type: 'Int64', values: [9007199254740993n, 7n, -9223372036854775808n] });
  });

  it('values beyond the 64-bit range keep every digit as text, as the JSON reader keeps them', async () => {
    const out = read(
      (
        await local.query(
          'SELECT CAST(x AS HUGEINT) AS h FROM (VALUES (170141183460469231731687303715884105727), (-9223372036854775809), (NULL), (1)) v(x)',
        )
      ).ipc,
    );
    expect(out.h).toEqual({
      type: 'Utf8',
      values: ['170141183460469231731687303715884105727', '-9223372036854775809', null, '1'],
    });
  });

  it('fractional decimals become the nearest double', async () => {
    const out = read(
      (
        await local.query(
          "SELECT CAST(x AS DECIMAL(10,2)) AS d, CAST('0.1' AS DECIMAL(38,10)) AS t FROM (VALUES (1.25), (-3.07), (NULL)) v(x)",
        )
      ).ipc,
    );
    expect(out.d).toEqual({ type: 'Float64', values: [1.25, -3.07, null] });
    expect(out.t?.values).toEqual([0.1, 0.1, 0.1]);
    expect(decimalToNumber(-307n, 2)).toBe(-3.07);
    expect(decimalToNumber(12n, 0)).toBe(12);
  });

  it('a column decides once across record batches, so every batch has the same type', () => {
    const table = tableOf([[decimalData([1n, null])], [decimalData([2n ** 60n, -5n])]], ['s']);
    const exact = exactNumbers(table);
    expect(exact.batches.map((b) => String(b.schema.fields[0]?.type))).toEqual(['Int64', 'Int64']);
    expect([...(exact.getChild('s') ?? [])]).toEqual([1n, null, 2n ** 60n, -5n]);
    expect(exact.schema.metadata.get('tessera')).toBe('{"rowcount":3}');
  });

  it('tables without decimals pass through as the same bytes', () => {
    const ipc = tableToIPC(tableOf([[utf8FromTexts(['a', null])]], ['t']), 'stream');
    expect(exactIpc(ipc).ipc).toBe(ipc);
    const scaled = exactNumbers(tableOf([[decimalData([-12345n, null], 3)]], ['d']));
    expect([...(scaled.getChild('d') ?? [])]).toEqual([-12.345, null]);
    expect(String(scaled.schema.fields[0]?.type)).toBe('Float64');
    const tiny = exactNumbers(tableOf([[decimalData([123n, -(2n ** 70n)], 25)]], ['t']));
    expect([...(tiny.getChild('t') ?? [])]).toEqual([1.23e-23, -0.00011805916207174113]);
  });

  it('a result registered from Arrow bytes with decimals is stored and handed out as numbers', async () => {
    const bytes = tableToIPC(tableOf([[decimalData([10n, 20n]), utf8FromTexts(['a', 'b'])]], ['n', 'k']), 'stream');
    const registered = local.register(bytes);
    expect(read(registered.ipc).n).toEqual({ type: 'Float64', values: [10, 20] });
    const typed = read(
      (await local.query(`SELECT typeof(n) AS t, sum(n) AS s FROM "${registered.name}" GROUP BY ALL`)).ipc,
    );
    expect(typed).toEqual({ t: { type: 'Utf8', values: ['DOUBLE'] }, s: { type: 'Float64', values: [30] } });
    expect(
      decodeResultTable(await local.select({ table: registered.name, orderBy: [{ column: 'n', ascending: false }] }))
        .getChild('n')
        ?.get(0),
    ).toBe(20);
  });
});
