/** The table chart's search and sort, handed to the view through React context: the page runs them where the result lives. */
import { createContext, useContext } from 'react';
import type { TableRows } from '../model';

/** One search-and-sort of a loaded table: search text over `columns`, then one sort column. */
export interface TableQueryRequest {
  search: string;
  columns: string[];
  sort: { column: string; ascending: boolean } | null;
}

/** Runs a search and sort on the loaded table `table` (the data worker's name for it) and answers the rows. */
export type TableQuery = (table: string, request: TableQueryRequest) => Promise<TableRows>;

/** Provides the page's table query to every table chart below. */
export const TableQueryContext = createContext<TableQuery | null>(null);

/** The page's table query; a table drawn outside a page (or whose rows are not in the worker) gets null and offers neither. */
export function useTableQuery(): TableQuery | null {
  return useContext(TableQueryContext);
}
