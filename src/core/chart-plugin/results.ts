/**
 * A query's result as a chart reads it: the server's fields, and the records as columns read cell by cell. No
 * chart builds one object per row: Arrow results are read straight from their columns (src/ui/pages/results.ts), and
 * records that arrived as JSON (a test fixture, a dynamic plugin's own fetch) are wrapped by `resultOfRecords`.
 */
import type { ChartDataResult } from '../query';

/** One column of a result; a cell is what JSON would have carried (numbers, bigints beyond 2^53, strings, null). */
export interface ResultColumn {
  readonly length: number;
  get(row: number): unknown;
}

/** A query's result: every field of the server's entry but `data`, and its records by column. */
export interface ChartResult extends Omit<ChartDataResult, 'data'> {
  /** Number of records. */
  readonly records: number;
  /** The column of that name, or undefined when the result has none. */
  column(name: string): ResultColumn | undefined;
  /** The data worker's name of the result's table, where local search and sort run; absent for JSON records. */
  localTable?: string;
}

/** A result whose records are JSON rows: each column read from the rows when first asked for. */
export function resultOfRecords(result: ChartDataResult): ChartResult {
  const { data, ...fields } = result;
  const columns = new Map<string, ResultColumn | undefined>();
  const colnames = fields.colnames?.length ? fields.colnames : Object.keys(data[0] ?? {});
  const names = new Set(colnames);
  return {
    ...fields,
    colnames,
    records: data.length,
    column(name) {
      if (!columns.has(name)) {
        const values = names.has(name) ? data.map((row) => row[name] ?? null) : null;
        columns.set(name, values ? { length: values.length, get: (row) => values[row] } : undefined);
      }
      return columns.get(name);
    },
  };
}
