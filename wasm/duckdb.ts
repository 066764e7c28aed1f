/** One DuckDB-WASM database as the data plane uses it: SQL in, Arrow IPC stream bytes out. */
import type { DuckDBBindings } from '@duckdb/duckdb-wasm/blocking';

/** The data plane's handle on its DuckDB-WASM instance (synchronous: it lives inside the data worker). */
export interface DuckDBHandle {
  /** Runs SQL (with `?` parameters when given) and returns the answer as an Arrow IPC stream. */
  query(sql: string, params?: unknown[]): Uint8Array;
  /** Creates table `name` from an Arrow IPC stream. */
  insertIpc(name: string, ipc: Uint8Array): void;
  close(): void;
}

const END_OF_STREAM = [0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0];

/** The bytes with the end-of-stream marker DuckDB's IPC reader waits for (appended when missing). */
export function withEndOfStream(ipc: Uint8Array): Uint8Array {
  const tail = ipc.subarray(ipc.length - 8);
  if (tail.length === 8 && END_OF_STREAM.every((b, i) => tail[i] === b)) return ipc;
  const out = new Uint8Array(ipc.length + 8);
  out.set(ipc);
  out.set(END_OF_STREAM, ipc.length);
  return out;
}

/** Opens a connection on instantiated bindings and wraps it as a {@link DuckDBHandle}. */
export function openDuckDB(bindings: DuckDBBindings): DuckDBHandle {
  const connection = bindings.connect();
  return {
    query(sql, params) {
      return connection.useUnsafe((db, conn) => {
        if (!params || params.length === 0) return db.runQuery(conn, sql);
        const statement = db.createPrepared(conn, sql);
        try {
          return db.runPrepared(conn, statement, params);
        } finally {
          db.closePrepared(conn, statement);
        }
      });
    },
    insertIpc(name, ipc) {
      connection.insertArrowFromIPCStream(withEndOfStream(ipc), { name, create: true });
    },
    close() {
      connection.close();
    },
  };
}
