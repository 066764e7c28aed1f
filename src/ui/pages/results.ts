/** Chart results as the plugins read them: each Arrow table decoded once on the main thread and read by column. */
import { DataType, Precision } from 'apache-arrow';
import type { Table, Vector } from 'apache-arrow';
import type { TableQuery, TableRows } from '../../charts';
import type { ChartResult, ResultColumn } from '../../core/chart-plugin';
import { decodeResultTable } from '../../core/dataplane';
import type { ChartQueryResult } from '../../core/dataplane';
import { queryChartTable } from '../../state/charts';
import type { ChartDataResult } from '../../core/query';

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

/** The columns of a result's table by name, each read when first asked for; none without a table. */
export function columnsOf(result: Pick<ChartQueryResult, 'table'>): {
  records: number;
  column(name: string): ResultColumn | undefined;
} {
  const table: Table | null = result.table && result.table.ipc.byteLength > 0 ? decodeResultTable(result.table) : null;
  const read = new Map<string, ResultColumn | undefined>();
  return {
    records: table?.numRows ?? 0,
    column(name) {
      if (!read.has(name)) {
        const vector = table?.getChild(name);
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
      ...columnsOf(r),
      ...(r.table ? { localTable: r.table.name } : {}),
    };
  });
}

/** The pages' table query: the table chart's search and sort run in the data worker, the answer read by column. */
export const pageTableQuery: TableQuery = async (table, request): Promise<TableRows> => {
  const columns = columnsOf({ table: await queryChartTable(table, request) });
  return { length: columns.records, cell: (row, key) => columns.column(key)?.get(row) ?? null, localTable: table };
};
