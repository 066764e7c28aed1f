/** Chart results as the plugins read them: each Arrow table decoded once on the main thread into records. */
import { DataType, Precision } from 'apache-arrow';
import type { Vector } from 'apache-arrow';
import { decodeResultTable } from '../core/dataplane';
import type { ChartQueryResult } from '../core/dataplane';
import type { ChartDataResult } from '../core/query/types';

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);

/** A cell as JSON would have carried it: 64-bit integers that fit a double become numbers, the rest stay bigint. */
function cellValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value <= MAX_SAFE && value >= MIN_SAFE ? Number(value) : value;
  if (value instanceof Date) return value.getTime();
  return value;
}

/** A column whose values are one number (or bigint) per row in its typed array: floats and integers. */
function numericValues(column: Vector): ArrayLike<number | bigint> | null {
  const type = column.type as DataType;
  if (DataType.isInt(type) || (DataType.isFloat(type) && type.precision !== Precision.HALF)) return column.toArray() as ArrayLike<number | bigint>;
  return null;
}

/** The rows of a result's table, one plain object per row, read column by column. */
export function recordsOf(result: Pick<ChartQueryResult, 'table'>): Record<string, unknown>[] {
  if (!result.table || result.table.ipc.byteLength === 0) return [];
  const table = decodeResultTable(result.table);
  const names = table.schema.fields.map((f) => f.name);
  const count = table.numRows;
  const rows = Array.from({ length: count }, () => ({}) as Record<string, unknown>);
  names.forEach((name, i) => {
    const column = table.getChildAt(i);
    if (!column) return;
    // Numbers straight from the column's typed array; other types through Arrow's getters.
    const values = numericValues(column);
    if (values) {
      const nulls = column.nullCount > 0;
      for (let row = 0; row < count; row += 1) {
        (rows[row] as Record<string, unknown>)[name] = nulls && !column.isValid(row) ? null : cellValue(values[row]);
      }
      return;
    }
    let row = 0;
    for (const value of column) {
      const target = rows[row];
      if (target) target[name] = cellValue(value);
      row += 1;
    }
  });
  return rows;
}

/** The data plane's results in the shape of `POST /api/v1/chart/data`'s result list. */
export function toChartDataResults(results: readonly ChartQueryResult[]): ChartDataResult[] {
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
      data: recordsOf(r),
    };
  });
}
