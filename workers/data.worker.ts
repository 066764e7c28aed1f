/** The data worker: exposes the data plane over comlink and transfers result bytes instead of copying them. */
import { expose, transfer } from 'comlink';
import type { ChartDataOutcome, DataPlane, ResultTable } from '../src/core/dataplane';
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

const plane = createDataPlane({
  fetch: globalFetch,
  timers: globalTimers,
  storage: globalStorage() ?? memoryStorage(),
  logger: consoleLogger,
  socketFactory: globalSocketFactory,
  duckdb: loadDuckDBInBrowser,
});

const buffersOf = (outcome: ChartDataOutcome): ArrayBuffer[] =>
  outcome.status === 'success' ? [...new Set(outcome.results.flatMap((r) => (r.table ? [r.table.ipc.buffer as ArrayBuffer] : [])))] : [];

const moved = (table: ResultTable) => transfer(table, [table.ipc.buffer as ArrayBuffer]);

const exposed: DataPlane = {
  ...plane,
  fetchChartData: async (request) => {
    const outcome = await plane.fetchChartData(request);
    return transfer(outcome, buffersOf(outcome));
  },
  queryLocal: async (query) => moved(await plane.queryLocal(query)),
  postProcess: async (table, rules) => moved(await plane.postProcess(table, rules)),
};

expose(exposed);
