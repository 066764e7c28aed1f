import { describe, expect, it } from 'vitest';
import { tableFromIPC } from 'apache-arrow';
import {
  isRecordColumns,
  parseJsonExact,
  readChartJson,
  recordsToTable,
  stringifyJsonExact,
  tableToStream,
} from '../../workers/dataplane';
import type { RecordColumns } from '../../workers/dataplane';
import { cellText, tableToCsv } from '../../src/core/dataplane';
import { chartDataPayload, orderIdOf } from '../../bench/parse/payload';

const bytes = (text: string) => new TextEncoder().encode(text);
const columnsOf = (text: string): RecordColumns => {
  const parsed = readChartJson(bytes(text)) as { result: { data: unknown }[] };
  const data = parsed.result[0]?.data;
  if (!isRecordColumns(data)) throw new Error('no records');
  return data;
};
const rowsOf = (text: string) => {
  const data = columnsOf(text);
  return Array.from({ length: data.rows }, (_, r) =>
    Object.fromEntries(data.columns.map((c) => [c.name, c.valueAt(r)])),
  );
};

describe('parseJsonExact: integers beyond ±2^53 keep every digit', () => {
  it('keeps safe integers as numbers and unsafe ones as BigInt', () => {
    const value = parseJsonExact(
      '{"a":9007199254740991,"b":9007199254740993,"c":-9007199254740993,"d":[12345678901234567890123]}',
    );
    expect(value).toEqual({
      a: 9007199254740991,
      b: 9007199254740993n,
      c: -9007199254740993n,
      d: [12345678901234567890123n],
    });
  });

  it('leaves digits inside strings, fractions and exponents alone', () => {
    const text =
      '{"s":"12345678901234567890","f":0.12345678901234567,"e":1e12345678901234567,"x":"a\\"12345678901234567890"}';
    expect(parseJsonExact(text)).toEqual(JSON.parse(text));
  });

  it('writes BigInt back as a bare integer literal', () => {
    expect(stringifyJsonExact({ id: 9007199254740993n, n: 1 })).toBe('{"id":9007199254740993,"n":1}');
    expect(parseJsonExact(stringifyJsonExact({ id: -123456789012345678901n }))).toEqual({
      id: -123456789012345678901n,
    });
  });
});

describe('readChartJson: records straight into columns', () => {
  it('reads the envelope like JSON.parse and the data as columns', () => {
    const text =
      '{"result":[{"colnames":["a","b"],"rowcount":2,"data":[{"a":1,"b":"x"},{"a":2.5,"b":"y"}],"error":null}]}';
    const parsed = readChartJson(bytes(text)) as { result: Record<string, unknown>[] };
    expect(parsed.result[0]?.colnames).toEqual(['a', 'b']);
    expect(parsed.result[0]?.error).toBeNull();
    expect(rowsOf(text)).toEqual([
      { a: 1, b: 'x' },
      { a: 2.5, b: 'y' },
    ]);
  });

  it('parses every number exactly as JSON.parse does, and big integers exactly', () => {
    const values = [
      '0',
      '-0',
      '1.5',
      '-2.25',
      '123.456',
      '1e3',
      '-1.5E-7',
      '0.1',
      '5432.10',
      '9007199254740991',
      '-9007199254740991',
      '3.141592653589793238',
    ];
    const text = `{"result":[{"data":[${values.map((v) => `{"v":${v}}`).join(',')}]}]}`;
    expect(rowsOf(text).map((r) => r.v)).toEqual(values.map((v) => JSON.parse(v) as number));
  });

  it('keeps 64-bit integers exact at the edges of the range', () => {
    const values = [
      '9007199254740993',
      '-9007199254740993',
      '9223372036854775807',
      '-9223372036854775808',
      '1000000000000000000',
    ];
    const text = `{"result":[{"data":[${values.map((v) => `{"v":${v}}`).join(',')}]}]}`;
    expect(rowsOf(text).map((r) => r.v)).toEqual(values.map((v) => BigInt(v)));
  });

  it('keeps integers beyond 64 bits as their digits', () => {
    const table = recordsToTable(
      columnsOf('{"result":[{"data":[{"v":1},{"v":99999999999999999999999}]}]}'),
      ['v'],
      [0],
    );
    expect(table.getChild('v')?.toArray()).toEqual(['1', '99999999999999999999999']);
  });

  it('resolves escapes and keeps UTF-8 as it came', () => {
    const text = String.raw`{"result":[{"data":[{"s":"a\"b\\c\/d\n\t\u00e9\ud83d\ude00"},{"s":"héllo ✓"}]}]}`;
    expect(rowsOf(text).map((r) => r.s)).toEqual(['a"b\\c/d\n\té😀', 'héllo ✓']);
  });

  it('fills missing keys with null, accepts keys in any order and mixed kinds', () => {
    const text = '{"result":[{"data":[{"a":1,"b":true},{"b":false,"c":"x"},{"a":"one","b":null}]}]}';
    expect(rowsOf(text)).toEqual([
      { a: 1, b: true, c: null },
      { a: null, b: false, c: 'x' },
      { a: 'one', b: null, c: null },
    ]);
  });

  it('reads an empty data list and rejects broken JSON', () => {
    expect(columnsOf('{"result":[{"data":[]}]}').rows).toBe(0);
    expect(() => readChartJson(bytes('{"result":[{"data":[{"a":1,}]}]}'))).toThrow(SyntaxError);
    expect(() => readChartJson(bytes('{"a":1} x'))).toThrow(SyntaxError);
  });
});

describe('Arrow tables from records', () => {
  it('types columns from values and coltypes: Int64 for big integers, timestamps for temporal, Utf8, Bool', () => {
    const text = chartDataPayload({ rows: 50 });
    const parsed = readChartJson(bytes(text)) as {
      result: { data: RecordColumns; colnames: string[]; coltypes: (0 | 1 | 2 | 3)[] }[];
    };
    const result = parsed.result[0] as { data: RecordColumns; colnames: string[]; coltypes: (0 | 1 | 2 | 3)[] };
    const table = tableFromIPC(tableToStream(recordsToTable(result.data, result.colnames, result.coltypes)));
    expect(table.schema.fields.map((f) => `${f.name}:${f.type}`)).toEqual([
      'order_id:Int64',
      'customer_id:Float64',
      'region:Utf8',
      'amount:Float64',
      'ordered_at:Timestamp<MILLISECOND>',
      'balance:Int64',
      'is_paid:Bool',
    ]);
    expect(table.getChild('order_id')?.get(49)).toBe(orderIdOf(49));
    expect(table.getChild('ordered_at')?.get(1)).toBe(1_700_000_060_000);
    expect(table.getChild('region')?.get(2)).toBe('North "America"');
  });

  it('round-trips big integers to table cells and CSV', () => {
    const table = tableFromIPC(
      tableToStream(
        recordsToTable(
          columnsOf('{"result":[{"data":[{"id":9007199254740993,"name":"a,b"},{"id":null,"name":"c"}]}]}'),
        ),
      ),
    );
    expect(cellText(table.getChild('id')?.get(0))).toBe('9007199254740993');
    expect(tableToCsv(table)).toBe('id,name\n9007199254740993,"a,b"\n,c\n');
  });

  it("hole 5: the app's CSV download quotes text a spreadsheet would run as a formula, not numbers", () => {
    const table = tableFromIPC(
      tableToStream(
        recordsToTable(
          columnsOf(
            '{"result":[{"data":[{"=h":"=HYPERLINK(\\"http://x\\")","n":-3,"t":"-3"},{"=h":"@SUM(A1)","n":2,"t":"+1"}]}]}',
          ),
        ),
      ),
    );
    expect(tableToCsv(table)).toBe('\'=h,n,t\n"\'=HYPERLINK(""http://x"")",-3,-3\n\'@SUM(A1),2,\'+1\n');
  });
});
