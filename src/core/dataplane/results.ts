/**
 * Chart results as the plugins read them, on the page or in the data worker: each Arrow table decoded once, when a
 * column is first asked for, and read by column.
 */
import { DataType, Precision } from 'apache-arrow';
import type { Table, Vector } from 'apache-arrow';
import type { ChartResult, ResultColumn } from '../chart-plugin';
import type { ChartDataResult } from '../query';
import { decodeResultTable } from './decode';
import type { ChartQueryResult } from './types';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);

/** A cell as JSON would have carried it: 64-bit integers that fit a double become numbers, the rest stay bigint. */
function cellValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value <= MAX_SAFE && value >= MIN_SAFE ? Number(value) : value;
  if (value instanceof Date) return value.getTime();
  return value;
}

/**
 * One Arrow column as the charts read it: a null-free number column straight from its typed array, any other
 * column as one array of its cells, made when first asked for.
 */
function arrowColumn(column: Vector): ResultColumn {
  const type = column.type as DataType;
  const numeric = DataType.isInt(type) || (DataType.isFloat(type) && type.precision !== Precision.HALF);
  if (numeric && column.nullCount === 0) {
    const values = column.toArray() as ArrayLike<number | bigint>;
    return { length: values.length, get: (row) => cellValue(values[row]) };
  }
  const cells = Array.from(column as Iterable<unknown>, cellValue);
  return { length: cells.length, get: (row) => cells[row] ?? null };
}

/** A result's records by column: how many, and the column of a name. */
interface Columns {
  readonly records: number;
  column(name: string): ResultColumn | undefined;
}

/**
 * The columns of a result's table by name, each read when first asked for; none without a table. The bytes are decoded
 * when first read: a chart whose model the data worker made decodes none of them on the page unless it is clicked.
 */
export function columnsOf(result: Pick<ChartQueryResult, 'table'>): Columns {
  const bytes = result.table && result.table.ipc.byteLength > 0 ? result.table : null;
  let table: Table | null = null;
  const decoded = (): Table | null => (table ??= bytes ? decodeResultTable(bytes) : null);
  const read = new Map<string, ResultColumn | undefined>();
  return {
    get records() {
      return decoded()?.numRows ?? 0;
    },
    column(name) {
      if (!read.has(name)) {
        const vector = decoded()?.getChild(name);
        read.set(name, vector ? arrowColumn(vector) : undefined);
      }
      return read.get(name);
    },
  };
}

/** The data plane's results as the plugins read them: the fields of `POST /api/v1/chart/data`'s results, records by column. */
export function toChartResults(results: readonly ChartQueryResult[]): ChartResult[] {
  return results.map((r) => {
    const meta = r.meta as Partial<ChartDataResult>;
    const columns = columnsOf(r);
    return {
      cache_key: null,
      cached_dttm: null,
      cache_timeout: 0,
      annotation_data: null,
      is_cached: false,
      query: '',
      status: 'success',
      stacktrace: null,
      from_dttm: null,
      to_dttm: null,
      applied_filters: [],
      rejected_filters: [],
      ...meta,
      colnames: r.colnames,
      coltypes: r.coltypes,
      rowcount: r.rowcount,
      error: r.error,
      get records() {
        return columns.records;
      },
      column: (name: string) => columns.column(name),
      ...(r.table ? { localTable: r.table.name } : {}),
    };
  });
}
