/** What a drop into a drop zone makes (X8.04, X8.05), the ghost texts (X8.03), removal guards (X8.06), and values kept or flagged for a dataset (X8.08, X7.13). */
import type { AdhocColumn, AdhocMetric, ColumnRef, QueryColumn, QueryMetric } from '../query';
import { aggregateSql, quoteIdentifier } from '../sql';
import type { ControlChoice } from '../chart-plugin';
import { createAdhocFilter } from './adhocFilter';
import { randomIdPart } from './labels';
import type { AdhocFilterModel, ExploreDataset, IdMaker } from './types';

/**
 * What is dropped on a drop zone, in the UI kit's drag payload shape (`{ kind, value }`): a dataset column, a saved
 * metric, an ad-hoc metric.
 */
export type DropItem =
  | { kind: 'column'; value: ColumnRef }
  | { kind: 'metric'; value: { metric_name: string; expression?: string | null } }
  | { kind: 'adhoc-metric'; value: AdhocMetric };

/** The SQL of a dropped metric, for a HAVING filter on it; a saved metric's expression is looked up when not carried. */
function metricExpression(
  item: Exclude<DropItem, { kind: 'column' }>,
  dataset: Pick<ExploreDataset, 'columns' | 'metrics'>,
): string {
  if (item.kind === 'metric') {
    const name = item.value.metric_name;
    return (
      item.value.expression ?? dataset.metrics.find((m) => m.metric_name === name)?.expression ?? quoteIdentifier(name)
    );
  }
  const metric = item.value;
  if (metric.expressionType === 'SQL') return metric.sqlExpression;
  const saved =
    dataset.columns.find((c) => c.column_name === metric.column.column_name)?.expression ?? metric.column.expression;
  return aggregateSql(metric.aggregate, saved ? `(${saved})` : quoteIdentifier(metric.column.column_name));
}

/**
 * The filter a drop onto the filters zone makes: a column gives a new SIMPLE `equals` filter in WHERE waiting for its
 * value (X8.04); a saved or ad-hoc metric gives an SQL filter in HAVING, `<metric> > 0` (X8.05).
 */
export function filterFromDrop(
  item: DropItem,
  dataset: Pick<ExploreDataset, 'columns' | 'metrics'> = { columns: [], metrics: [] },
  makeId: IdMaker = randomIdPart,
): AdhocFilterModel {
  if (item.kind === 'column') {
    return createAdhocFilter(
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: item.value.column_name,
        operatorId: 'EQUALS',
        comparator: '',
        isNew: true,
      },
      makeId,
    );
  }
  return createAdhocFilter(
    { expressionType: 'SQL', clause: 'HAVING', sqlExpression: `${metricExpression(item, dataset)} > 0`, isNew: true },
    makeId,
  );
}

/** Which drop zone a ghost text is for. */
export type DropZoneKind = 'column' | 'metric' | 'filter';

/** The ghost button's text (X8.03); the "or click" variants when the click-to-add flag is on (X8.02). */
export function ghostText(kind: DropZoneKind, multi: boolean, clickToAdd: boolean): string {
  if (kind === 'column') {
    if (clickToAdd) return multi ? 'Drop columns here or click' : 'Drop a column here or click';
    return multi ? 'Drop columns here' : 'Drop column here';
  }
  if (kind === 'metric' && !multi)
    return clickToAdd ? 'Drop a column/metric here or click' : 'Drop column or metric here';
  return clickToAdd ? 'Drop columns/metrics here or click' : 'Drop columns or metrics here';
}

/** A removal guard's answer: true, undefined or null let the removal go; false blocks it; a string blocks it and is shown. */
export type RemoveGuardResult = boolean | string | null | undefined;

/** The title of the dialog a guard's message is shown in (X8.06, D17.07). */
export const REMOVE_GUARD_TITLE = 'Warning';

/** Whether a removal may go on, and the dialog to show when a guard said why it may not (X8.06, D17.07). */
export function checkRemoval(result: RemoveGuardResult): {
  allowed: boolean;
  dialog: { title: string; message: string } | null;
} {
  if (typeof result === 'string') return { allowed: false, dialog: { title: REMOVE_GUARD_TITLE, message: result } };
  return { allowed: result !== false, dialog: null };
}

/** Swaps two items of a drop zone (reorder by swapping, X8.01); indexes out of range change nothing. */
export function swapItems<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const a = next[from];
  const b = next[to];
  if (a === undefined || b === undefined) return next;
  next[from] = b;
  next[to] = a;
  return next;
}

function isAdhoc(value: unknown): value is AdhocColumn {
  return (
    typeof value === 'object' && value !== null && (value as { expressionType?: unknown }).expressionType === 'SQL'
  );
}

/**
 * A column control's value without the names the dataset no longer has (X8.08); ad-hoc SQL columns stay. A single
 * value that is gone becomes null.
 */
export function pruneColumnValue(
  value: QueryColumn | QueryColumn[] | null | undefined,
  columnNames: ReadonlySet<string>,
): QueryColumn | QueryColumn[] | null {
  if (value === null || value === undefined) return null;
  const keep = (v: QueryColumn): boolean => isAdhoc(v) || columnNames.has(v);
  if (Array.isArray(value)) return value.filter(keep);
  return keep(value) ? value : null;
}

/**
 * A fixed-choice select's value checked against its choices (X8.08): a single value not among them becomes null; a
 * multi value keeps those that are. Free-form selects keep anything.
 */
export function pruneChoiceValue(
  value: unknown,
  choices: readonly ControlChoice[],
  multi = false,
  freeForm = false,
): unknown {
  if (freeForm || value === null || value === undefined) return value;
  const allowed = new Set(choices.map(([v]) => v));
  if (multi && Array.isArray(value)) return value.filter((v) => allowed.has(v as ControlChoice[0]));
  return allowed.has(value as ControlChoice[0]) ? value : null;
}

/** A metric as it fits another dataset (X8.08, X7.13): a saved metric it lacks is dropped (null); an ad-hoc one on a missing column is kept and flagged. */
function metricForDataset(
  metric: QueryMetric,
  dataset: Pick<ExploreDataset, 'columns' | 'metrics'>,
): QueryMetric | null {
  if (typeof metric === 'string') return dataset.metrics.some((m) => m.metric_name === metric) ? metric : null;
  if (metric.expressionType !== 'SIMPLE') return metric;
  const fits = dataset.columns.some((c) => c.column_name === metric.column.column_name);
  return { ...metric, datasourceWarning: !fits };
}

/** A metrics control's value for a new dataset: see metricForDataset; a single value that goes becomes null. */
export function metricsForDataset(
  value: QueryMetric | QueryMetric[] | null | undefined,
  dataset: Pick<ExploreDataset, 'columns' | 'metrics'>,
): QueryMetric | QueryMetric[] | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return value.map((m) => metricForDataset(m, dataset)).filter((m): m is QueryMetric => m !== null);
  return metricForDataset(value, dataset);
}

/** A filter for a new dataset (X7.13): a simple WHERE filter on a column it lacks is flagged 'might be incompatible'. */
export function filterWithWarning(
  filter: AdhocFilterModel,
  dataset: Pick<ExploreDataset, 'columns'>,
): AdhocFilterModel {
  if (filter.expressionType !== 'SIMPLE' || filter.clause !== 'WHERE' || !filter.subject) return filter;
  const subject = filter.subject;
  return { ...filter, datasourceWarning: !dataset.columns.some((c) => c.column_name === subject) };
}
