/** SQL Lab's state: its tabs, each tab's results, the table browser's lists, the history, and the page's status. */
import { proxy } from 'valtio/vanilla';
import type { QueryEditor } from '../../core/sqllab';
import type { ResultTable } from '../../core/dataplane';

/** A database SQL Lab can query. */
export interface SqlLabDatabase {
  id: number;
  database_name: string;
  backend: string;
  allow_dml: boolean;
  allow_run_async: boolean;
}

/** A result column as the execute route names it. */
export interface ResultColumn {
  name: string;
  type: string | null;
  is_dttm: boolean;
}

/** One tab's latest run. */
export interface TabResults {
  status: 'running' | 'pending' | 'success' | 'failed' | 'stopped';
  clientId: string;
  /** The SQL sent. */
  sql: string;
  error: string | null;
  /** The line the engine's or the template's error names. */
  errorLine: number | null;
  columns: ResultColumn[];
  /** Rows of the whole result (the Arrow route's table in the worker, or the execute answer's rows). */
  rowCount: number;
  /** The worker's table; null where the worker could not take it (the rows then come from `rows`). Held as a ref. */
  table: ResultTable | null;
  /** The execute answer's first rows, by column name: shown at once, and all there is without the worker. A ref. */
  rows: Record<string, unknown>[];
  /** The query record the server answered (executed SQL, duration, rows, ...). */
  query: Record<string, unknown> | null;
}

/** A table in the browser with its columns once opened. */
export interface BrowsedTable {
  name: string;
  type: string;
  columns: { name: string; type: string | null }[] | null;
  selectStar: string | null;
}

/** The page's whole state. */
export interface SqlLabState {
  status: 'idle' | 'loading' | 'ready' | 'denied' | 'error';
  /** What the page was opened for (see openSqlLab): a page shows the state only once it is its own opening's. */
  openedFor: string | null;
  /** Why the page or an opening failed (D3.19), in the server's words or the page's. */
  error: string | null;
  tabs: QueryEditor[];
  activeTabId: number | null;
  databases: SqlLabDatabase[];
  /** Schemas per database id. */
  schemas: Record<string, string[]>;
  /** Tables per `dbId/schema`. */
  tables: Record<string, BrowsedTable[]>;
  results: Record<string, TabResults>;
  history: Record<string, unknown>[];
  /** Bumped when the store replaces a tab's SQL (format, SELECT *): the editor then takes the store's text. */
  sqlVersion: Record<string, number>;
}

export const initialSqlLabState = (): SqlLabState => ({
  status: 'idle',
  openedFor: null,
  error: null,
  tabs: [],
  activeTabId: null,
  databases: [],
  schemas: {},
  tables: {},
  results: {},
  history: [],
  sqlVersion: {},
});

/** The SQL Lab store. */
export const sqlLabState = proxy<SqlLabState>(initialSqlLabState());

/** Timers SQL Lab uses (debounced saves, polling), injectable for tests. */
export interface SqlLabTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

let timers: SqlLabTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

/** Replaces the timers (tests); answers the previous ones. */
export function setSqlLabTimers(next: SqlLabTimers): SqlLabTimers {
  const previous = timers;
  timers = next;
  return previous;
}

export const sqlLabTimers = (): SqlLabTimers => timers;

/** The tab with this id. */
export const tabById = (id: number): QueryEditor | undefined => sqlLabState.tabs.find((t) => t.id === id);

/** The key of a schema's table list. */
export const tablesKey = (dbId: number, schema: string): string => `${dbId}/${schema}`;
