/** DuckDB-WASM for Node (tests, benchmarks): the blocking bundle with the Node runtime, files from node_modules. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { NODE_RUNTIME, VoidLogger, createDuckDB, type DuckDBBindings } from '@duckdb/duckdb-wasm/blocking';
import { asyncHandle, openDuckDB } from './duckdb';
import type { DuckDBHandle } from './duckdb';

/** Instantiates DuckDB-WASM in this Node process (its blocking bindings, behind the asynchronous handle). */
export async function loadDuckDBForNode(): Promise<DuckDBHandle> {
  return asyncHandle(openDuckDB(await openDuckDBBindingsForNode()));
}

/** DuckDB-WASM's open bindings in this Node process, for a caller that registers files before opening its handle. */
export async function openDuckDBBindingsForNode(): Promise<DuckDBBindings> {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@duckdb/duckdb-wasm/dist/duckdb-mvp.wasm'));
  const bindings = await createDuckDB(
    {
      mvp: { mainModule: join(dist, 'duckdb-mvp.wasm'), mainWorker: join(dist, 'duckdb-node-mvp.worker.cjs') },
      eh: { mainModule: join(dist, 'duckdb-eh.wasm'), mainWorker: join(dist, 'duckdb-node-eh.worker.cjs') },
    },
    new VoidLogger(),
    NODE_RUNTIME,
  );
  await bindings.instantiate(() => {});
  bindings.open({});
  return bindings;
}
