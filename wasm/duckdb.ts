/** One DuckDB-WASM database as the data plane uses it: SQL in, Arrow IPC stream bytes out. */
import type { DuckDBBindings } from '@duckdb/duckdb-wasm/blocking';

/**
 * The data plane's handle on its DuckDB-WASM instance. Asynchronous: in the browser the database runs in a worker of
 * its own, so its loading (seconds of one uninterruptible task) and its queries never hold the data worker's thread.
 * Calls are answered in the order they were made: a query made after an insertion or a drop sees it.
 */
export interface DuckDBHandle {
  /** Runs SQL (with `?` parameters when given) and answers with an Arrow IPC stream. */
  query(sql: string, params?: unknown[]): Promise<Uint8Array>;
  /** Creates table `name` from an Arrow IPC stream (the bytes stay the caller's). */
  insertIpc(name: string, ipc: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** DuckDB-WASM's blocking bindings in the current thread (Node, the cross-filter bench's Mosaic worker). */
export interface BlockingDuckDB {
  query(sql: string, params?: unknown[]): Uint8Array;
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

const MAGIC = [65, 82, 82, 79, 87, 49]; // "ARROW1"

/**
 * The stream inside Arrow IPC file bytes (DuckDB-WASM answers in the file format): the file is the magic and
 * padding, a complete stream, the footer, its int32 length and the magic again. Stream bytes pass through.
 */
export function fileToStream(bytes: Uint8Array): Uint8Array {
  const isFile = bytes.length >= 18 && MAGIC.every((b, i) => bytes[i] === b && bytes[bytes.length - 6 + i] === b);
  if (!isFile) return bytes;
  const footerLength = new DataView(bytes.buffer, bytes.byteOffset + bytes.length - 10, 4).getInt32(0, true);
  return bytes.subarray(8, bytes.length - 10 - footerLength);
}

/** Opens a connection on instantiated blocking bindings. */
export function openDuckDB(bindings: DuckDBBindings): BlockingDuckDB {
  const connection = bindings.connect();
  return {
    query(sql, params) {
      return connection.useUnsafe((db, conn) => {
        if (!params || params.length === 0) return fileToStream(db.runQuery(conn, sql));
        const statement = db.createPrepared(conn, sql);
        try {
          return fileToStream(db.runPrepared(conn, statement, params));
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

/** A {@link DuckDBHandle} over blocking bindings in this thread (Node): each call is answered as it is made. */
export function asyncHandle(db: BlockingDuckDB): DuckDBHandle {
  const settled = <T>(run: () => T): Promise<T> => {
    try {
      return Promise.resolve(run());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return {
    query: (sql, params) => settled(() => db.query(sql, params)),
    insertIpc: (name, ipc) => settled(() => db.insertIpc(name, ipc)),
    close: () => settled(() => db.close()),
  };
}
