/** DuckDB-WASM for the data worker: the handle type and its wrapper. Loaders: `wasm/browser` (worker) and `wasm/node` (tests). */
export type { DuckDBHandle } from './duckdb';
export { fileToStream, openDuckDB, withEndOfStream } from './duckdb';
