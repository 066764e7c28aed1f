/**
 * Mosaic's database in the cross-filter browser bench: DuckDB-WASM in a worker of its own (the blocking bundle in the
 * worker's thread), with the bench's table loaded from an Arrow IPC copy. It answers each
 * SQL with Arrow IPC stream bytes.
 */
import { openDuckDB, type BlockingDuckDB } from '../../../wasm/duckdb';
import { openDuckDBBindingsInBrowser } from '../../../wasm/browserBlocking';

/** What the page asks: load a table, or run a query. */
export type MosaicWorkerRequest = { id: number } & (
  { load: { ipc: Uint8Array; table: string } } | { sql: string; exec: boolean }
);

/** The worker's answer: IPC bytes (none for a statement), or why it failed. */
export type MosaicWorkerAnswer = { id: number } & ({ bytes: Uint8Array | null } | { error: string });

let db: BlockingDuckDB | null = null;

/**
 * Loads `table` from an Arrow IPC stream (the browser build of DuckDB-WASM reads no Parquet without fetching its
 * extension), fetched by the page, where the bench's browser context serves it.
 */
async function load(ipc: Uint8Array, table: string): Promise<void> {
  const bindings = await openDuckDBBindingsInBrowser();
  db = openDuckDB(bindings);
  db.insertIpc(table, ipc);
}

self.onmessage = async (event: MessageEvent<MosaicWorkerRequest>) => {
  const request = event.data;
  try {
    if ('load' in request) {
      await load(request.load.ipc, request.load.table);
      self.postMessage({ id: request.id, bytes: null } satisfies MosaicWorkerAnswer);
      return;
    }
    if (!db) throw new Error('no table loaded');
    const bytes = db.query(request.sql);
    const answer: MosaicWorkerAnswer = { id: request.id, bytes: request.exec ? null : bytes };
    self.postMessage(answer, request.exec ? [] : [bytes.buffer]);
  } catch (error) {
    self.postMessage({ id: request.id, error: String(error) } satisfies MosaicWorkerAnswer);
  }
};
