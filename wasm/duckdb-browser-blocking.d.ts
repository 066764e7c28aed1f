// The blocking browser bundle has no exports-map entry; vite.config.ts aliases this path to the file.
declare module '@duckdb/duckdb-wasm/dist/duckdb-browser-blocking.mjs' {
  import type { DuckDBBindings, DuckDBBundles, DuckDBRuntime, Logger } from '@duckdb/duckdb-wasm/blocking';
  export { VoidLogger } from '@duckdb/duckdb-wasm/blocking';
  export const BROWSER_RUNTIME: DuckDBRuntime;
  export function createDuckDB(bundles: DuckDBBundles, logger: Logger, runtime: DuckDBRuntime): Promise<DuckDBBindings>;
}
