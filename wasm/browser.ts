/**
 * DuckDB-WASM for the data worker: the library's asynchronous bundle, which runs the database in a worker of its own
 * started from the data worker. Its loading (emscripten's dynamic linking and the database's opening: one task of
 * 2.5–5.5 s on a 2-core machine) and its queries then never hold the data worker's thread, where chart answers are
 * read while the page scrolls. The .wasm and worker files are served from our own origin through Vite `?url`
 * imports; the eh (exception handling) build is picked where the browser supports it, else mvp.
 */
import { AsyncDuckDB, VoidLogger, selectBundle } from '@duckdb/duckdb-wasm';
import mvpModule from '@duckdb/duckdb-wasm/dist/duckdb-mvp.wasm?url';
import ehModule from '@duckdb/duckdb-wasm/dist/duckdb-eh.wasm?url';
import mvpWorker from '@duckdb/duckdb-wasm/dist/duckdb-browser-mvp.worker.js?url';
import ehWorker from '@duckdb/duckdb-wasm/dist/duckdb-browser-eh.worker.js?url';
import { fileToStream, withEndOfStream, type DuckDBHandle } from './duckdb';

/** Starts DuckDB-WASM in a worker of its own and opens one connection to it. */
export async function loadDuckDBInBrowser(): Promise<DuckDBHandle> {
  const bundle = await selectBundle({
    mvp: { mainModule: mvpModule, mainWorker: mvpWorker },
    eh: { mainModule: ehModule, mainWorker: ehWorker },
  });
  const db = new AsyncDuckDB(new VoidLogger(), new Worker(bundle.mainWorker as string));
  let connection: number;
  try {
    await db.instantiate(bundle.mainModule);
    await db.open({});
    connection = await db.connectInternal();
  } catch (error) {
    await db.terminate();
    throw error;
  }
  return asyncDuckDBHandle(db, connection);
}

/** The handle over one connection of a database in its worker: each call is one message, answered in order. */
function asyncDuckDBHandle(db: AsyncDuckDB, connection: number): DuckDBHandle {
  return {
    async query(sql, params) {
      if (!params || params.length === 0) return fileToStream(await db.runQuery(connection, sql));
      const statement = await db.createPrepared(connection, sql);
      try {
        return fileToStream(await db.runPrepared(connection, statement, params));
      } finally {
        await db.closePrepared(connection, statement);
      }
    },
    insertIpc(name, ipc) {
      // The bundle transfers the bytes' whole buffer to its worker: it gets a copy of its own.
      const bytes = withEndOfStream(ipc);
      return db.insertArrowFromIPCStream(connection, bytes === ipc ? ipc.slice() : bytes, { name, create: true });
    },
    async close() {
      await db.disconnect(connection);
      await db.terminate();
    },
  };
}
