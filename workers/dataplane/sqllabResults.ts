/**
 * SQL Lab's results in the worker: the server's Arrow route for a query (the whole result up to its row limit) read
 * into a local table, so the page's grid pages, sorts, searches and filters it here (queryLocal) and never holds one
 * JS object per row. The first rows go back with the answer, sliced from the Arrow table; DuckDB takes the table on
 * the worker's next turn (or when a query first needs it).
 */
import { tableFromIPC, tableToIPC } from 'apache-arrow';
import { serverMessage } from '../../src/core/api';
import type { FetchLike, ResultTable } from '../../src/core/dataplane';
import { ARROW_STREAM } from './chartClient';
import type { LocalTables } from './localTables';

/** Rows sent back with a loaded result when the page asks for no other number. */
export const SQLLAB_FIRST_ROWS = 200;

/** The worker path of a query's Arrow result. */
export const sqlLabArrowPath = (clientId: string): string =>
  `/api/v1/sqllab/results/${encodeURIComponent(clientId)}/arrow`;

/** What loading needs from the data plane. */
export interface SqlLabResultDeps {
  fetch: FetchLike;
  baseUrl: string;
  tables: LocalTables;
}

/** Fetches a query's Arrow result into a local table; answers its name, row count and first rows' IPC bytes. */
export async function loadSqlLabResult(
  deps: SqlLabResultDeps,
  clientId: string,
  firstRows: number = SQLLAB_FIRST_ROWS,
): Promise<ResultTable> {
  const res = await deps.fetch(`${deps.baseUrl}${sqlLabArrowPath(clientId)}`, {
    credentials: 'same-origin',
    headers: { Accept: ARROW_STREAM },
  });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new Error(serverMessage(body) ?? `The results could not be loaded (status ${res.status})`);
  }
  const registered = deps.tables.register(new Uint8Array(await res.arrayBuffer()), 'later');
  const first = tableToIPC(tableFromIPC(registered.ipc).slice(0, Math.max(0, firstRows)), 'stream');
  deps.tables.retain(registered.name);
  return { name: registered.name, numRows: registered.numRows, ipc: first };
}
