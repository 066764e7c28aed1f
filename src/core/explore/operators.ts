/** The filter editor's operators: their labels and operations, and which ones a subject and clause allow (X7.07). */
import type { ExploreColumn, FilterClause, FilterOperation, OperatorId } from './types';

/** Each operator's label in the operator select and the operation it writes into the filter. */
export const OPERATORS: Readonly<Record<OperatorId, { display: string; operation: FilterOperation }>> = {
  EQUALS: { display: 'Equal to (=)', operation: '==' },
  NOT_EQUALS: { display: 'Not equal to (≠)', operation: '!=' },
  LESS_THAN: { display: 'Less than (<)', operation: '<' },
  LESS_THAN_OR_EQUAL: { display: 'Less or equal (<=)', operation: '<=' },
  GREATER_THAN: { display: 'Greater than (>)', operation: '>' },
  GREATER_THAN_OR_EQUAL: { display: 'Greater or equal (>=)', operation: '>=' },
  IN: { display: 'In', operation: 'IN' },
  NOT_IN: { display: 'Not in', operation: 'NOT IN' },
  LIKE: { display: 'Like', operation: 'LIKE' },
  ILIKE: { display: 'Like (case insensitive)', operation: 'ILIKE' },
  REGEX: { display: 'Regular expression', operation: 'REGEX' },
  IS_NULL: { display: 'Is null', operation: 'IS NULL' },
  IS_NOT_NULL: { display: 'Is not null', operation: 'IS NOT NULL' },
  IS_TRUE: { display: 'Is true', operation: 'IS TRUE' },
  IS_FALSE: { display: 'Is false', operation: 'IS FALSE' },
  LATEST_PARTITION: { display: 'use latest_partition template', operation: 'LATEST PARTITION' },
  TEMPORAL_RANGE: { display: 'TEMPORAL_RANGE', operation: 'TEMPORAL_RANGE' },
};

/** Every operator id in the order the operator select lists them (D2.31, then the temporal range). */
export const OPERATOR_IDS = Object.keys(OPERATORS) as OperatorId[];

/** Operators whose comparator is a list (X7.08). */
export const MULTI_OPERATORS: ReadonlySet<OperatorId> = new Set(['IN', 'NOT_IN']);

/** Operators that take no value: the comparator input is disabled (X7.08). */
export const DISABLE_INPUT_OPERATORS: ReadonlySet<OperatorId> = new Set([
  'IS_NULL',
  'IS_NOT_NULL',
  'IS_TRUE',
  'IS_FALSE',
  'LATEST_PARTITION',
]);

/** Operators the Simple tab cannot express: choosing one turns the filter into SQL (X7.06). */
export const SQL_OPERATORS: ReadonlySet<OperatorId> = new Set(['LATEST_PARTITION']);

/** The only operators of a HAVING filter: the six comparisons (X7.07). */
export const HAVING_OPERATORS: ReadonlySet<OperatorId> = new Set([
  'EQUALS',
  'NOT_EQUALS',
  'GREATER_THAN',
  'LESS_THAN',
  'GREATER_THAN_OR_EQUAL',
  'LESS_THAN_OR_EQUAL',
]);

/**
 * Operators no table or query dataset offers. REGEX has no common SQL spelling (PostgreSQL `~`, DuckDB
 * `regexp_matches`); as in Superset, where it was Druid-only, a regular expression goes in the Custom SQL tab.
 */
const NOT_FOR_TABLES: ReadonlySet<OperatorId> = new Set(['REGEX']);

const BOOLEAN_TYPES = new Set(['BOOL', 'BOOLEAN']);
/** Integer type names (Superset's INTEGRAL_TYPES); also the default-value cast of X7.15. */
export const INTEGRAL_TYPES: ReadonlySet<string> = new Set(['TINYINT', 'SMALLINT', 'INT', 'INTEGER', 'BIGINT', 'LONG']);
/** Decimal type names (Superset's DECIMAL_TYPES). */
export const DECIMAL_TYPES: ReadonlySet<string> = new Set(['FLOAT', 'DOUBLE', 'REAL', 'NUMERIC', 'DECIMAL', 'MONEY']);

/** A type name without its parameters, upper case: `decimal(10,2)` → `DECIMAL`. */
export function baseTypeName(type: string | null | undefined): string {
  return (type ?? '')
    .trim()
    .replace(/\s*\(.*$/, '')
    .toUpperCase();
}

/** Whether a column holds booleans (by type name, or generic type 3). */
export function isBooleanColumn(column: ExploreColumn | undefined): boolean {
  if (!column) return false;
  return BOOLEAN_TYPES.has(baseTypeName(column.type)) || column.type_generic === 3;
}

/** Whether a column holds integers (by type name). */
export function isIntegerColumn(column: ExploreColumn | undefined): boolean {
  return !!column && INTEGRAL_TYPES.has(baseTypeName(column.type));
}

/** Whether a column is temporal (is_dttm, or generic type 2). */
export function isTemporalColumn(column: ExploreColumn | undefined): boolean {
  return !!column && (column.is_dttm === true || column.type_generic === 2);
}

/** What decides which operators a filter may use. */
export interface OperatorContext {
  /** The dataset's columns; the subject is looked up among them. */
  columns: readonly ExploreColumn[];
  /** The dataset's partition column (from table_extra), if any. */
  partitionColumn?: string | null;
  /** The operations an advanced data type allows (valid_filter_operators of its conversion), when the subject has one. */
  allowedOperations?: readonly string[] | null;
}

/**
 * Whether `operator` applies to the subject in this clause (X7.07): IS TRUE / IS FALSE only for boolean, integer or
 * expression columns; a boolean column otherwise only IS NULL / IS NOT NULL; latest partition only on the partition
 * column; the temporal range never in the list (it has its own picker); HAVING only the six comparisons.
 */
export function isOperatorRelevant(
  operator: OperatorId,
  subject: string | undefined,
  clause: FilterClause,
  ctx: OperatorContext,
): boolean {
  if (operator === 'TEMPORAL_RANGE' || NOT_FOR_TABLES.has(operator)) return false;
  if (ctx.allowedOperations && !ctx.allowedOperations.includes(OPERATORS[operator].operation)) return false;
  if (clause === 'HAVING') return HAVING_OPERATORS.has(operator);
  const column = subject === undefined ? undefined : ctx.columns.find((c) => c.column_name === subject);
  if (operator === 'LATEST_PARTITION') return !!ctx.partitionColumn && subject === ctx.partitionColumn;
  if (operator === 'IS_TRUE' || operator === 'IS_FALSE') {
    return isBooleanColumn(column) || isIntegerColumn(column) || !!column?.expression;
  }
  if (isBooleanColumn(column)) return operator === 'IS_NULL' || operator === 'IS_NOT_NULL';
  return true;
}

/** The operators the operator select lists for a subject and clause, in order. */
export function operatorsFor(subject: string | undefined, clause: FilterClause, ctx: OperatorContext): OperatorId[] {
  return OPERATOR_IDS.filter((op) => isOperatorRelevant(op, subject, clause, ctx));
}

/** The operator id a filter's operation stands for, when the filter has no id (filters saved by other clients). */
export function operatorIdOf(operation: string | undefined | null, comparator?: unknown): OperatorId | undefined {
  if (!operation) return undefined;
  const op = operation.toUpperCase();
  // Superset before 3.0 saved IS TRUE / IS FALSE as `==` with a boolean comparator.
  if (op === '==' && typeof comparator === 'boolean') return comparator ? 'IS_TRUE' : 'IS_FALSE';
  return OPERATOR_IDS.find((id) => OPERATORS[id].operation === op);
}

/**
 * A filter's operator id when it is one, else the id its operator (and comparator) stand for: charts saved elsewhere
 * may carry the operation itself ('>=') as their operatorId.
 */
export function filterOperatorId(filter: {
  operatorId?: unknown;
  operator?: string | null | undefined;
  comparator?: unknown;
}): OperatorId | undefined {
  const id = filter.operatorId;
  if (typeof id === 'string' && Object.hasOwn(OPERATORS, id)) return id as OperatorId;
  return operatorIdOf(filter.operator, filter.comparator);
}
