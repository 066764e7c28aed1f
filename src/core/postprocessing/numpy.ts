import { InvalidPostProcessingError } from './error';
import { num } from './sql';
import type { ColumnType, FrameColumn } from './types';

/** Superset's NUMPY_FUNCTIONS names. */
export const NUMPY_FUNCTIONS = [
  'average',
  'argmin',
  'argmax',
  'count',
  'count_nonzero',
  'cumsum',
  'cumprod',
  'max',
  'mean',
  'median',
  'nansum',
  'nanmin',
  'nanmax',
  'nanmean',
  'nanmedian',
  'nanpercentile',
  'min',
  'percentile',
  'prod',
  'product',
  'std',
  'sum',
  'var',
] as const;

/** An aggregate of an option like `{label: {operator, column?, options?}}`. */
export interface AggregateSpec {
  name: string;
  column: FrameColumn;
  operator: string;
  options: Record<string, unknown>;
}

const PERCENTILE_METHODS = ['linear', 'lower', 'higher', 'nearest', 'midpoint'] as const;

/** Whether the SQL of an operator reads the within-group position column. */
export const needsPosition = (spec: AggregateSpec): boolean => spec.operator === 'argmin' || spec.operator === 'argmax';

/** The type of an aggregate's result. */
export function aggregateType(spec: AggregateSpec): ColumnType {
  return ['min', 'max', 'nanmin', 'nanmax'].includes(spec.operator) ? spec.column.type : 'number';
}

function fail(spec: AggregateSpec, problem: string): never {
  throw new InvalidPostProcessingError(`aggregates: "${spec.name}" ${problem}`);
}

function ddof(spec: AggregateSpec): number {
  const v = spec.options['ddof'] ?? 0;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0)
    fail(spec, 'option "ddof" must be a non-negative integer');
  return v;
}

function checkOptions(spec: AggregateSpec, allowed: readonly string[]): void {
  for (const key of Object.keys(spec.options)) {
    if (!allowed.includes(key)) fail(spec, `does not take option "${key}" for operator ${spec.operator}`);
  }
}

/** numpy's percentile of the sorted non-null values, by interpolation method. */
function percentile(spec: AggregateSpec, x: string): string {
  checkOptions(spec, ['q', 'method', 'interpolation']);
  const q = spec.options['q'];
  if (typeof q !== 'number' || !(q >= 0 && q <= 100)) fail(spec, 'option "q" must be a number between 0 and 100');
  const method = spec.options['method'] ?? spec.options['interpolation'] ?? 'linear';
  if (typeof method !== 'string' || !(PERCENTILE_METHODS as readonly string[]).includes(method)) {
    fail(spec, `option "method" must be one of: ${PERCENTILE_METHODS.join(', ')}`);
  }
  if (method === 'linear') return `quantile_cont(${x}, ${num(q / 100)})`;
  const sorted = `list_sort(list(${x}) FILTER (WHERE ${x} IS NOT NULL))`;
  const pos = `((count(${x}) - 1) * ${num(q / 100)})`;
  const at = (i: string): string => `${sorted}[CAST(${i} AS BIGINT) + 1]`;
  switch (method) {
    case 'lower':
      return at(`floor(${pos})`);
    case 'higher':
      return at(`ceil(${pos})`);
    case 'nearest':
      return at(`round_even(${pos}, 0)`);
    default:
      return `(${at(`floor(${pos})`)} + ${at(`ceil(${pos})`)}) / 2.0`;
  }
}

/** numpy's variance with `ddof`, over non-null values (pandas' Series methods skip NaN). */
function variance(x: string, d: number): string {
  if (d === 0) return `var_pop(${x})`;
  if (d === 1) return `var_samp(${x})`;
  return `CASE WHEN count(${x}) > ${d} THEN var_pop(${x}) * count(${x}) / (count(${x}) - ${d}) END`;
}

/** Null when the group holds a missing value: numpy functions that pandas does not route to a NaN-skipping method. */
const propagateNull = (x: string, sql: string): string => `CASE WHEN count(${x}) = count(*) THEN ${sql} END`;

/**
 * The SQL aggregate for a numpy function applied to one group, as pandas calls it there: mean, sum, std,
 * min, max and prod dispatch to the Series methods that skip missing values; median, percentile and
 * average do not; count counts every row. `x` is the quoted column, `pos` the row's position in its group.
 */
export function aggregateSql(spec: AggregateSpec, x: string, pos: string): string {
  const numeric = spec.column.type === 'number' || spec.column.type === 'boolean';
  const op = spec.operator;
  if (!['count', 'min', 'max', 'nanmin', 'nanmax'].includes(op) && !numeric) {
    fail(spec, `uses ${op} on column "${spec.column.name}", which is not numeric`);
  }
  if (!['std', 'var', 'percentile', 'nanpercentile'].includes(op)) checkOptions(spec, []);
  switch (op) {
    case 'count':
      return 'count(*)';
    case 'count_nonzero':
      return `count(*) FILTER (WHERE ${x} IS NULL OR ${x} <> 0)`;
    case 'max':
    case 'nanmax':
      return `max(${x})`;
    case 'min':
    case 'nanmin':
      return `min(${x})`;
    case 'mean':
    case 'nanmean':
      return `avg(${x})`;
    case 'average':
      return propagateNull(x, `avg(${x})`);
    case 'sum':
    case 'nansum':
      return `coalesce(sum(${x}), 0)`;
    case 'prod':
    case 'product':
      return `coalesce(product(${x}), 1)`;
    case 'median':
      return propagateNull(x, `median(${x})`);
    case 'nanmedian':
      return `median(${x})`;
    case 'percentile':
      return propagateNull(x, percentile(spec, x));
    case 'nanpercentile':
      return percentile(spec, x);
    case 'std':
      checkOptions(spec, ['ddof']);
      return `sqrt(${variance(x, ddof(spec))})`;
    case 'var':
      checkOptions(spec, ['ddof']);
      return variance(x, ddof(spec));
    case 'argmin':
      return `arg_min(${pos}, ${x})`;
    case 'argmax':
      return `arg_max(${pos}, ${x})`;
    case 'cumsum':
    case 'cumprod':
      return fail(spec, `uses ${op}, which does not reduce a group to one value`);
    default:
      return fail(spec, `has an invalid numpy function: ${op}`);
  }
}

/** Reads `{label: {operator, column?, options?}}` against the frame, with Superset's messages. */
export function readAggregates(
  raw: Record<string, unknown>,
  findColumn: (name: string) => FrameColumn | undefined,
): AggregateSpec[] {
  return Object.entries(raw).map(([name, value]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new InvalidPostProcessingError(`aggregates: "${name}" must be an object with an operator`);
    }
    const config = value as Record<string, unknown>;
    const columnName = config['column'] ?? name;
    if (typeof columnName !== 'string')
      throw new InvalidPostProcessingError(`aggregates: "${name}" has a column that is not a string`);
    const column = findColumn(columnName);
    if (!column) throw new InvalidPostProcessingError(`Column referenced by aggregate is undefined: ${columnName}`);
    const operator = config['operator'];
    if (operator === undefined) throw new InvalidPostProcessingError(`Operator undefined for aggregator: ${name}`);
    if (typeof operator !== 'string' || !(NUMPY_FUNCTIONS as readonly string[]).includes(operator)) {
      throw new InvalidPostProcessingError(`Invalid numpy function: ${String(operator)}`);
    }
    const options = config['options'] ?? {};
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
      throw new InvalidPostProcessingError(`aggregates: "${name}" has options that are not an object`);
    }
    for (const key of Object.keys(config)) {
      if (!['column', 'operator', 'options'].includes(key)) {
        throw new InvalidPostProcessingError(`aggregates: "${name}" has an unknown key "${key}"`);
      }
    }
    return { name, column, operator, options: options as Record<string, unknown> };
  });
}
