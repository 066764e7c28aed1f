/** The pages' table query over the data worker's local tables. */
import type { TableQuery, TableRows } from '../../charts';
import { columnsOf } from '../../core/dataplane';
import { queryChartTable } from '../../state/charts';

/** The pages' table query: the table chart's search and sort run in the data worker, the answer read by column. */
export const pageTableQuery: TableQuery = async (table, request): Promise<TableRows> => {
  const columns = columnsOf({ table: await queryChartTable(table, request) });
  return { length: columns.records, cell: (row, key) => columns.column(key)?.get(row) ?? null, localTable: table };
};
