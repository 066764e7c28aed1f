/**
 * DuckDB-WASM's blocking browser bundle in the current (worker) thread: the cross-filter bench's Mosaic worker runs
 * its database this way. The .wasm files are served from our own origin through Vite `?url` imports; the eh
 * (exception handling) build is picked where the browser supports it, else mvp.
 */
import { BROWSER_RUNTIME, VoidLogger, createDuckDB } from '@duckdb/duckdb-wasm/dist/duckdb-browser-blocking.mjs';
import mvpModule from '@duckdb/duckdb-wasm/dist/duckdb-mvp.wasm?url';
import ehModule from '@duckdb/duckdb-wasm/dist/duckdb-eh.wasm?url';
import type { DuckDBBindings } from '@duckdb/duckdb-wasm/blocking';

/** DuckDB-WASM's open bindings in the current (worker) thread, for a caller that registers files before its handle. */
export async function openDuckDBBindingsInBrowser(): Promise<DuckDBBindings> {
  // The blocking bundle runs in this thread, so the worker scripts of the bundle table are never loaded.
  const bindings = await createDuckDB(
    { mvp: { mainModule: mvpModule, mainWorker: '' }, eh: { mainModule: ehModule, mainWorker: '' } },
    new VoidLogger(),
    BROWSER_RUNTIME,
  );
  await bindings.instantiate(() => {});
  bindings.open({});
  return bindings;
}
