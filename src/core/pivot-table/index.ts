/** The pivot table's pure core: aggregate functions, the pivot of records with totals, and its axis layout. */
export {
  AGGREGATE_FUNCTIONS,
  aggregateFormat,
  describeAggregate,
  isAggregateFunction,
  type AggregateFunction,
  type AggregateValue,
  type FractionOf,
} from './aggregators';
export {
  METRIC_FIELD,
  compareValues,
  pivotRecords,
  sortKeys,
  type Pivot,
  type PivotInput,
  type PivotKey,
  type PivotRecords,
  type PivotSortOrder,
} from './pivot';
export { layoutAxis, type AxisEntry, type AxisLayoutOptions } from './layout';
