/** The data plane's logic, plain modules tested in Node; workers/data.worker.ts exposes createDataPlane's result. */
export {
  DUCKDB_QUIET_MS,
  DUCKDB_SCROLL_IDLE_MS,
  LOCAL_MODEL_ON_PAGE_ROWS,
  OFF_SCREEN_LOCAL_DELAY_MS,
  PREFETCH_CUBE_LOADS,
  createDataPlane,
} from './dataPlane';
export type { DataPlaneDeps } from './dataPlane';
export { QueryCoordinator } from './coordinator';
export type { Answer, CoordinatorOptions, Submission } from './coordinator';
export { AsyncEventClient, LAST_EVENT_ID_KEY, parseAsyncError } from './asyncEvents';
export { RefreshScheduler, chartsToRefresh, staggerOffsets, DEFAULT_STAGGER_TIME_MS } from './refresh';
export {
  buildChartDataRequest,
  requestChartData,
  unexpectedStatusMessage,
  DEFAULT_CHART_TIMEOUT_MS,
  ARROW_STREAM,
} from './chartClient';
export type { ChartClientDeps, ClientOutcome, QueryContextBuilder, RawResult } from './chartClient';
export { parseJsonExact, stringifyJsonExact } from './json';
export { readChartJson, isRecordColumns } from './chartJson';
export type { RecordColumns } from './chartJson';
export { recordsToTable, tableToStream, utf8FromTexts } from './arrowTable';
export { LocalTables } from './localTables';
export { postProcessTable, columnTypeOf, factRows, resultColumns } from './postProcess';
export { loadSqlLabResult, sqlLabArrowPath, SQLLAB_FIRST_ROWS } from './sqllabResults';
export { decimalToNumber, exactIpc, exactNumbers } from './decimals';
export { EventIdStorage, persistLastEventId } from './eventIds';
export { localSelectSql, narrowingFilters, stableStringify } from './localSql';
export { consoleLogger, globalFetch, globalSocketFactory, globalStorage, globalTimers, memoryStorage } from './runtime';
export { buffersIn, cloneable, makeWorkerModel } from './workerModel';
