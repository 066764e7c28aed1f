/** The data worker: the data plane over the browser's services and DuckDB-WASM, served over comlink. */
import type { Endpoint } from 'comlink';
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
  // Loaded once the first answers pause (or a local query needs it), not with the worker nor the first result:
  // results never wait for it, and loading it while the page starts drew the first screen later. Its bundle is a
  // chunk of its own: in the worker's script it was
  // three quarters of what the browser compiled before the worker could ask for the first chart's data.
  duckdb: async () => (await import('../wasm/browser')).loadDuckDBInBrowser(),
  // The worker-safe chart transforms: a chunk of their own too, loaded when a chart first asks for its render model.
  transforms: async () => (await import('../src/charts/workerTransforms')).WORKER_TRANSFORMS,
});

serveDataPlane(plane, globalThis as unknown as Endpoint);
