/** The data worker: the data plane over the browser's services and DuckDB-WASM, served over comlink. */
import type { Endpoint } from 'comlink';
import { loadDuckDBInBrowser } from '../wasm/browser';
import {
  consoleLogger,
  createDataPlane,
  globalFetch,
  globalSocketFactory,
  globalStorage,
  globalTimers,
  memoryStorage,
} from './dataplane';
import { serveDataPlane } from './serve';

const plane = createDataPlane({
  fetch: globalFetch,
  timers: globalTimers,
  storage: globalStorage() ?? memoryStorage(),
  logger: consoleLogger,
  socketFactory: globalSocketFactory,
  // Loaded on first need (the first result), not with the worker: results never wait for it, and loading it while
  // the page starts drew the first screen later.
  duckdb: loadDuckDBInBrowser,
});

serveDataPlane(plane, globalThis as unknown as Endpoint);
