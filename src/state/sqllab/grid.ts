/**
 * The results grid's rows: read page by page from the worker's table (sorted and searched there), decoded by column,
 * so a 1,000,000-row result never becomes one JS object per row. Without the worker, the execute answer's rows.
 */
import { columnsOf, type DataPlane, type LocalSort, type ResultTable } from '../../core/dataplane';
import type { TabResults } from './store';

/** Rows read from the worker at once (the first page comes with the loaded result). */
export const GRID_PAGE_ROWS = 200;

/** How the grid asks for its rows: sorted by one column, and searched. */
export interface GridView {
  sort: LocalSort | null;
  search: string;
}

/** The rows the grid draws. A cell not read yet is undefined; `ensure` reads the pages of a row range. */
export interface GridRows {
  readonly rowCount: number;
  cell(row: number, column: string): unknown;
  ensure(from: number, to: number): Promise<void>;
}

type Page = ReturnType<typeof columnsOf>;

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** Compares two cells for the in-memory sort: nulls last, numbers as numbers, else text. */
function compareCells(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return text(a).localeCompare(text(b));
}

/** The execute answer's rows, sorted and searched in memory (they are at most the display limit). */
export function memoryRows(rows: readonly Record<string, unknown>[], view: GridView): GridRows {
  const needle = view.search.trim().toLowerCase();
  let shown = needle ? rows.filter((r) => Object.values(r).some((v) => text(v).toLowerCase().includes(needle))) : rows;
  const sort = view.sort;
  if (sort) {
    const sign = sort.ascending ? 1 : -1;
    shown = [...shown].sort((a, b) => sign * compareCells(a[sort.column], b[sort.column]));
  }
  return { rowCount: shown.length, cell: (row, column) => shown[row]?.[column] ?? null, ensure: async () => undefined };
}

/**
 * The worker's table, read a page at a time in the view's order; a search reads its first page and the count of its
 * matches at once, then its other pages as the grid scrolls, so a search matching most of a million rows sends
 * a page, not all of them.
 */
export async function workerRows(plane: DataPlane, table: ResultTable, view: GridView): Promise<GridRows> {
  const orderBy = view.sort ? [view.sort] : [];
  const text = view.search.trim();
  const search = text ? { search: { text } } : {};
  const pages = new Map<number, Page | Promise<void>>();
  if (!view.sort && !text && table.ipc.byteLength > 0) pages.set(0, columnsOf({ table }));
  const read = (page: number): Promise<void> => {
    const have = pages.get(page);
    if (have instanceof Promise) return have;
    if (have) return Promise.resolve();
    const loading = plane
      .queryLocal({ table: table.name, ...search, orderBy, offset: page * GRID_PAGE_ROWS, limit: GRID_PAGE_ROWS })
      .then((answer) => void pages.set(page, columnsOf({ table: answer })))
      .catch(() => void pages.delete(page));
    pages.set(page, loading);
    return loading;
  };
  let rowCount = table.numRows;
  if (text) {
    const first = await plane.queryLocal({
      table: table.name,
      ...search,
      orderBy,
      offset: 0,
      limit: GRID_PAGE_ROWS,
      count: true,
    });
    pages.set(0, columnsOf({ table: first }));
    rowCount = first.matched ?? first.numRows;
  } else if (view.sort) await read(0);
  return {
    rowCount,
    cell(row, column) {
      const page = pages.get(Math.floor(row / GRID_PAGE_ROWS));
      if (!page || page instanceof Promise) return undefined;
      return page.column(column)?.get(row % GRID_PAGE_ROWS);
    },
    async ensure(from, to) {
      const first = Math.floor(Math.max(0, from) / GRID_PAGE_ROWS);
      const last = Math.floor(Math.max(0, Math.min(to, rowCount - 1)) / GRID_PAGE_ROWS);
      const reads: Promise<void>[] = [];
      for (let p = first; p <= last; p += 1) reads.push(read(p));
      await Promise.all(reads);
    },
  };
}

/** The grid's rows for a tab's results: the worker's table when it holds them, else the answer's rows. */
export async function gridRows(results: TabResults, view: GridView, plane: () => Promise<DataPlane>) {
  if (!results.table) return memoryRows(results.rows, view);
  return workerRows(await plane(), results.table, view);
}
