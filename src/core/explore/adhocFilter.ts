/** The ad-hoc filter model (D2.30): making, editing, validating and labelling the filters of the filter editor. */
import type { FilterValue } from '../query';
import { quoteIdentifier, quoteString } from '../sql';
import { randomIdPart, truncateLabel } from './labels';
import {
  DISABLE_INPUT_OPERATORS,
  MULTI_OPERATORS,
  OPERATORS,
  SQL_OPERATORS,
  isOperatorRelevant,
  filterOperatorId,
  operatorsFor,
  type OperatorContext,
} from './operators';
import type { AdhocFilterModel, ExploreColumn, ExploreDataset, IdMaker, OperatorId } from './types';
import { isEmptyValue } from './validators';

/** The operator a filter gets when its subject changes and the old one no longer applies (X7.03). */
export const DEFAULT_OPERATOR: OperatorId = 'IN';

/** A filter's option name: `filter_<random>_<random>`, as Superset names them. */
export function filterOptionName(makeId: IdMaker = randomIdPart): string {
  return `filter_${makeId()}_${makeId()}`;
}

/** What a filter is made from: any of its fields (the operator in any case); the rest take Superset's defaults. */
export type AdhocFilterInput = Omit<Partial<AdhocFilterModel>, 'operator'> & { operator?: string };

/**
 * A filter from partial fields, normalised as Superset's AdhocFilter constructor does: SIMPLE and WHERE by default,
 * the operator upper-cased and its id filled in, no comparator for value-less operators, and a SQL filter keeping
 * only its expression (and the operator of an SQL-only operator such as latest partition).
 */
export function createAdhocFilter(input: AdhocFilterInput, makeId: IdMaker = randomIdPart): AdhocFilterModel {
  const expressionType = input.expressionType ?? 'SIMPLE';
  const filter: AdhocFilterModel = {
    expressionType,
    clause: input.clause ?? 'WHERE',
    filterOptionName: input.filterOptionName ?? filterOptionName(makeId),
  };
  const operator = input.operator?.toUpperCase() as AdhocFilterModel['operator'];
  const operatorId = filterOperatorId({ operatorId: input.operatorId, operator, comparator: input.comparator });
  if (expressionType === 'SIMPLE') {
    if (input.subject !== undefined) filter.subject = input.subject;
    if (operatorId) {
      filter.operatorId = operatorId;
      filter.operator = OPERATORS[operatorId].operation;
    }
    if (input.comparator !== undefined) filter.comparator = input.comparator;
    if (operatorId === 'IS_TRUE' || operatorId === 'IS_FALSE') filter.comparator = operatorId === 'IS_TRUE';
    else if (operatorId && DISABLE_INPUT_OPERATORS.has(operatorId)) delete filter.comparator;
  } else {
    filter.sqlExpression = input.sqlExpression ?? '';
    if (operatorId && SQL_OPERATORS.has(operatorId)) {
      if (input.subject !== undefined) filter.subject = input.subject;
      filter.operatorId = operatorId;
      filter.operator = OPERATORS[operatorId].operation;
    }
  }
  if (input.isExtra) filter.isExtra = true;
  if (input.isNew) filter.isNew = true;
  if (input.datasourceWarning) filter.datasourceWarning = true;
  return filter;
}

/** A copy with some fields changed; an edited filter is no longer new (Superset's duplicateWith). */
export function editFilter(filter: AdhocFilterModel, changes: AdhocFilterInput): AdhocFilterModel {
  const next: AdhocFilterInput = { ...filter, isNew: false, ...changes };
  return createAdhocFilter(next);
}

/**
 * The four validity rules (X14.10, D17.01): IS NULL / IS NOT NULL need an operator and a subject; IS TRUE / IS FALSE
 * a subject and a non-null comparator; any other SIMPLE operator an operator, a subject, a clause and a non-empty
 * comparator (a list of at least one item; 0 counts, '' does not); a SQL filter an expression and a clause.
 */
export function isValidAdhocFilter(filter: AdhocFilterModel): boolean {
  if (filter.expressionType === 'SQL') return !!filter.sqlExpression?.trim() && !!filter.clause;
  const { operatorId, subject } = filter;
  if (operatorId === 'IS_NULL' || operatorId === 'IS_NOT_NULL') return !!filter.operator && !!subject;
  if (operatorId === 'IS_TRUE' || operatorId === 'IS_FALSE') {
    return !!subject && filter.comparator !== null && filter.comparator !== undefined;
  }
  if (operatorId === 'LATEST_PARTITION') return !!subject;
  return !!filter.operator && !!subject && !!filter.clause && !isEmptyValue(filter.comparator);
}

/** An operator as SQL writes it: `==` as `=`, `!=` as `<>`, the others as they are. */
function sqlOperator(id: OperatorId): string {
  if (id === 'EQUALS') return '=';
  if (id === 'NOT_EQUALS') return '<>';
  return OPERATORS[id].operation;
}

/** A value as the label shows it: quoted (quotes doubled) unless the first value reads as a number. */
function displayValues(comparator: FilterValue | FilterValue[] | undefined, multi: boolean): string {
  const values = comparator === undefined ? [] : Array.isArray(comparator) ? comparator : [comparator];
  if (values.length === 0) return '';
  const isString = Number.isNaN(Number(values[0]));
  const shown = values.map((v) => (isString ? quoteString(String(v).replaceAll('\u0000', '')) : String(v)));
  return multi ? ` (${shown.join(', ')})` : ` ${shown.join(', ')}`;
}

/** The SQL-like text of a filter, as its tooltip shows it: `country IN ('FR', 'DE')`, or the SQL expression. */
export function adhocFilterText(filter: AdhocFilterModel): string {
  if (filter.expressionType === 'SQL') return filter.sqlExpression ?? '';
  const subject = filter.subject ?? '';
  const id = filterOperatorId(filter);
  if (!subject || !id) return subject;
  const op = sqlOperator(id);
  if (DISABLE_INPUT_OPERATORS.has(id)) return `${subject} ${op}`;
  return `${subject} ${op}${displayValues(filter.comparator, MULTI_OPERATORS.has(id))}`;
}

/** The label a filter shows in the drop zone: its text, cut to 40 characters and '...' from 43 on (X8.07). */
export function adhocFilterLabel(filter: AdhocFilterModel): string {
  return truncateLabel(adhocFilterText(filter));
}

/** What a filter can be about: a dataset column, a saved metric or an ad-hoc metric (by label). */
export type FilterSubjectOption = ExploreColumn | { saved_metric_name: string } | { label: string };

/** Everything the filter editor consults: the dataset's columns, its partition column, the dataset itself. */
export interface FilterEditContext extends OperatorContext {
  dataset?: Pick<ExploreDataset, 'schema' | 'table_name' | 'datasource_name'>;
}

/**
 * A new subject (X7.03, X7.04): a column makes a WHERE filter, a metric a HAVING one; the operator stays when it
 * still applies, else it becomes IN (in HAVING, where IN does not apply, equals); the old value is dropped.
 */
export function changeSubject(
  filter: AdhocFilterModel,
  option: FilterSubjectOption,
  ctx: OperatorContext,
): AdhocFilterModel {
  const [subject, clause] =
    'column_name' in option
      ? [option.column_name, 'WHERE' as const]
      : 'saved_metric_name' in option
        ? [option.saved_metric_name, 'HAVING' as const]
        : [option.label, 'HAVING' as const];
  const current = filter.operatorId;
  const relevant = (op: OperatorId): boolean => isOperatorRelevant(op, subject, clause, ctx);
  // IN, unless it does not apply either (a HAVING filter): then the first operator that does
  const fallback = relevant(DEFAULT_OPERATOR)
    ? DEFAULT_OPERATOR
    : (operatorsFor(subject, clause, ctx)[0] ?? DEFAULT_OPERATOR);
  const operatorId = current !== undefined && relevant(current) ? current : fallback;
  const next = editFilter(filter, { expressionType: 'SIMPLE', subject, clause, operatorId });
  delete next.comparator;
  if (operatorId === 'IS_TRUE' || operatorId === 'IS_FALSE') next.comparator = operatorId === 'IS_TRUE';
  return next;
}

/**
 * A new operator (X7.06, X7.08): a list operator keeps the values as a list, a single-value one keeps the first,
 * IS TRUE / IS FALSE hold their boolean, value-less ones drop the value, and an SQL-only operator (latest partition)
 * turns the filter into SQL.
 */
export function changeOperator(
  filter: AdhocFilterModel,
  operatorId: OperatorId,
  ctx: FilterEditContext = { columns: [] },
): AdhocFilterModel {
  if (SQL_OPERATORS.has(operatorId)) {
    const asSimple = editFilter(filter, { expressionType: 'SIMPLE', operatorId, clause: 'WHERE' });
    return editFilter(asSimple, {
      expressionType: 'SQL',
      clause: 'WHERE',
      operatorId,
      sqlExpression: simpleFilterSql(asSimple, ctx),
    });
  }
  const current = filter.comparator;
  let comparator: FilterValue | FilterValue[] | undefined;
  if (MULTI_OPERATORS.has(operatorId)) {
    comparator = Array.isArray(current)
      ? current
      : [current].filter((v): v is FilterValue => v !== undefined && v !== null && v !== '');
  } else {
    comparator = Array.isArray(current) ? current[0] : current;
  }
  const next = editFilter(filter, { expressionType: 'SIMPLE', operatorId });
  delete next.comparator;
  if (operatorId === 'IS_TRUE' || operatorId === 'IS_FALSE') next.comparator = operatorId === 'IS_TRUE';
  else if (!DISABLE_INPUT_OPERATORS.has(operatorId) && comparator !== undefined) next.comparator = comparator;
  return next;
}

/** A new value for a SIMPLE filter (a list for IN / NOT IN, else one value). */
export function changeComparator(
  filter: AdhocFilterModel,
  comparator: FilterValue | FilterValue[] | undefined,
): AdhocFilterModel {
  const next = editFilter(filter, { expressionType: 'SIMPLE' });
  delete next.comparator;
  if (comparator !== undefined) next.comparator = comparator;
  return next;
}

/** A temporal column's filter switched to the temporal range with the default time filter (X7.05). */
export function toTemporalRange(filter: AdhocFilterModel, defaultTimeFilter: string): AdhocFilterModel {
  return editFilter(filter, {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    operatorId: 'TEMPORAL_RANGE',
    comparator: defaultTimeFilter,
  });
}

function sqlValue(value: FilterValue, column: ExploreColumn | undefined): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const numeric = column?.type_generic === 0 || (column === undefined && typeof value === 'number');
  if (numeric && value !== '' && Number.isFinite(Number(value))) return String(Number(value));
  return quoteString(String(value).replaceAll('\u0000', ''));
}

/**
 * The SQL of a SIMPLE filter, for the Custom SQL tab (X7.06): the column quoted as an identifier, values as
 * literals (numbers bare for numeric columns), `==` as `=`, `!=` as `<>`. Latest partition compares with the
 * partition column's greatest value, the meaning of Superset's latest_partition macro on engines without one.
 */
export function simpleFilterSql(filter: AdhocFilterModel, ctx: FilterEditContext = { columns: [] }): string {
  const subject = filter.subject;
  const id = filter.operatorId;
  if (!subject || !id) return '';
  const column = ctx.columns.find((c) => c.column_name === subject);
  const lhs = column?.expression ? `(${column.expression})` : quoteIdentifier(subject);
  if (id === 'LATEST_PARTITION') {
    const table = ctx.dataset?.table_name ?? ctx.dataset?.datasource_name ?? '';
    const from = [ctx.dataset?.schema, table]
      .filter((p): p is string => !!p)
      .map(quoteIdentifier)
      .join('.');
    return `${lhs} = (SELECT MAX(${quoteIdentifier(subject)}) FROM ${from})`;
  }
  if (DISABLE_INPUT_OPERATORS.has(id)) return `${lhs} ${sqlOperator(id)}`;
  const op = sqlOperator(id);
  const values =
    filter.comparator === undefined ? [] : Array.isArray(filter.comparator) ? filter.comparator : [filter.comparator];
  if (MULTI_OPERATORS.has(id)) return `${lhs} ${op} (${values.map((v) => sqlValue(v, column)).join(', ')})`;
  const first = values[0];
  return first === undefined ? `${lhs} ${op}` : `${lhs} ${op} ${sqlValue(first, column)}`;
}

/** Whether two filters say the same thing (the editor's "changed" test, X7.02). */
export function sameFilter(a: AdhocFilterModel, b: AdhocFilterModel): boolean {
  return (
    a.expressionType === b.expressionType &&
    a.clause === b.clause &&
    (a.sqlExpression ?? '') === (b.sqlExpression ?? '') &&
    a.operatorId === b.operatorId &&
    a.subject === b.subject &&
    JSON.stringify(a.comparator ?? null) === JSON.stringify(b.comparator ?? null)
  );
}

/**
 * Whether the filter editor's Save is enabled (X7.02): the filter is valid, the Simple tab has no error (an advanced
 * data type's conversion error) and the filter changed, or a save is required (a new filter from a drop).
 */
export function canSaveFilter(
  draft: AdhocFilterModel,
  original: AdhocFilterModel,
  simpleTabError: string | null,
  saveRequired = false,
): boolean {
  return isValidAdhocFilter(draft) && !simpleTabError && (saveRequired || !sameFilter(draft, original));
}
