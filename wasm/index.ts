/** DuckDB-WASM for the data worker: the handle type and its wrappers. Loaders: `wasm/browser` (worker) and `wasm/node` (tests). */
export type { BlockingDuckDB, DuckDBHandle } from './duckdb';
export { asyncHandle, fileToStream, openDuckDB, withEndOfStream } from './duckdb';
