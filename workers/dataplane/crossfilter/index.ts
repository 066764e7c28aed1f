/** Cross filters answered in the worker: the choice of path, the cubes, and the local answer. */
export { answerLocally, crossFilterIndexing, cubeKey, prefetchLocally } from './localPath';
export type { LocalPathDeps, Prefetched } from './localPath';
export { CubeStore, CROSS_FILTER_CUBE_ROW_BUDGET } from './cubes';
export type { Cube, CubeLoader } from './cubes';
export { SavedMetrics } from './savedMetrics';
export { PlanMemo, PLAN_MEMO_ENTRIES, sameJson, sameShape } from './planMemo';
export type { Planned } from './planMemo';
export {
  CROSS_FILTER_CUBE_ROW_CAP,
  chooseCrossFilterPath,
  cubeIsWhole,
  cutByRowLimit,
  hasCrossFilter,
  isCrossFilter,
  planQuery,
  savedMetricNames,
  withoutForeignCrossFilters,
  withRejectedFilters,
} from './plan';
export type { CrossFilterChoice, QueryPlan, RejectedFilter } from './plan';
export { aggregateColumns, cubeAnswerSql, inlineParams } from './answerSql';
export { decomposeMetric, parseAggregate } from './decompose';
export type { DecomposedMetric, Reaggregation } from './decompose';
