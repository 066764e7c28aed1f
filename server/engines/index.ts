/** Analytical engines behind one interface: the embedded DuckDB and PostgreSQL. */
export * from './types';
export {
  duckdbConnection,
  duckdbInstance,
  duckdbStagingDir,
  ensureDuckdbStagingDir,
  readerResult,
  closeDuckdbInstances,
  type DuckdbResources,
} from './duckdb';
export { QueryGate, TooManyQueriesError } from './gate';
export { postgresConnection, classifyPgError } from './postgres';
export {
  AVAILABLE_ENGINES,
  EngineRegistry,
  MASKED_PASSWORD,
  duckdbPath,
  maskUri,
  openEngine,
  parseUri,
  postgresConnectionString,
  withPassword,
} from './registry';
