/** The data plane's shared face: the DataPlane boundary type, its messages, runtime services and Arrow decoding. */
export type {
  AnnotationOutcome,
  AnnotationRequest,
  AsyncQueryConfig,
  ChartDataOutcome,
  ChartDataRequest,
  ChartErrorResponse,
  ChartQueryResult,
  CrossFilterPrefetch,
  DataPlane,
  DataPlaneConfig,
  EventIdSaver,
  FormData,
  LocalQuery,
  LocalSort,
  RefreshListener,
  RefreshPlan,
  ResultTable,
  Visibility,
} from './types';
export type { FetchLike, KeyValueStorage, Logger, SocketFactory, SocketLike, TimerId, Timers } from './runtime';
export { LAST_EVENT_ID_KEY } from './types';
export { decodeResultTable, tableToCsv } from './decode';
export { columnsOf, toChartResults } from './results';
export { cellText, neutraliseFormula } from './cell';
export { csvCell, csvDatetime, writeCsv } from './csv';
