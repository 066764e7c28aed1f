/** The data worker: the data plane over the browser's services and DuckDB-WASM, served over comlink. */
import type { Endpoint } from 'comlink';
import { loadDuckDBInBrowser } from '../wasm/browser';
import { consoleLogger, createDataPlane, globalFetch, globalSocketFactory, globalStorage, globalTimers, memoryStorage } from './dataplane';
import { serveDataPlane } from './serve';

const plane = createDataPlane({
  fetch: globalFetch,
  timers: globalTimers,
  storage: globalStorage() ?? memoryStorage(),
  logger: consoleLogger,
  socketFactory: globalSocketFactory,
  duckdb: loadDuckDBInBrowser,
});

serveDataPlane(plane, globalThis as unknown as Endpoint);
