/** Cross filters: Superset's data mask of a click on a chart's mark, and the page's one emitter of them. */
export { cellsDataMask, createCrossFilterEmitter } from './emitter';
export type {
  CrossFilterDataMask,
  CrossFilterEmitter,
  CrossFilterEvent,
  CrossFilterListener,
  FilterCell,
} from './emitter';
