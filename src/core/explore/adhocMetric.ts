/** The ad-hoc metric model (D2.32) and the metric editor's rules (X5.05–X5.09). */
import type { AdhocMetric, Aggregate, ColumnRef } from '../query';
import { getMetricLabel } from '../query';
import { randomIdPart, truncateLabel } from './labels';
import type { ExploreDataset, ExploreSavedMetric, IdMaker } from './types';

/** The aggregates of the Simple tab, in its order (X5.09). */
export const AGGREGATES: readonly Aggregate[] = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'];

/** The editor's title before a metric has any label (X5.02; the UI kit's EditableTitle shows it and its tooltip). */
export const DEFAULT_METRIC_LABEL = 'My metric';

/** A metric being edited: any of its parts may still be missing. */
export interface AdhocMetricDraft {
  expressionType: 'SIMPLE' | 'SQL';
  column?: ColumnRef;
  aggregate?: Aggregate;
  sqlExpression?: string;
  label?: string;
  hasCustomLabel?: boolean;
  optionName: string;
  datasourceWarning?: boolean;
}

/** A metric's option name: `metric_<random>_<random>`. */
export function metricOptionName(makeId: IdMaker = randomIdPart): string {
  return `metric_${makeId()}_${makeId()}`;
}

/** Adhoc metric valid (X14.11, D17.02): SIMPLE needs a column and an aggregate; SQL needs an expression. */
export function isValidAdhocMetric(metric: Partial<AdhocMetricDraft>): boolean {
  if (metric.expressionType === 'SQL') return !!metric.sqlExpression?.trim();
  return !!metric.column?.column_name && !!metric.aggregate;
}

/** The label a metric gets without a custom one: its result name (`SUM(num)` or its SQL), cut at 40 characters (X8.07). */
export function defaultMetricLabel(metric: Partial<AdhocMetricDraft>): string {
  if (metric.expressionType === 'SQL') return truncateLabel(metric.sqlExpression ?? '');
  if (!metric.column || !metric.aggregate) {
    return metric.aggregate || metric.column ? `${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})` : '';
  }
  return truncateLabel(
    getMetricLabel({ expressionType: 'SIMPLE', column: metric.column, aggregate: metric.aggregate }),
  );
}

/** The label a metric shows: its custom label when it has one, else the default label. */
export function adhocMetricLabel(metric: Partial<AdhocMetricDraft>): string {
  return metric.hasCustomLabel && metric.label ? metric.label : defaultMetricLabel(metric);
}

/** The label recomputed unless the metric has a custom one. */
function withLabel(draft: AdhocMetricDraft): AdhocMetricDraft {
  if (draft.hasCustomLabel && draft.label) return draft;
  return { ...draft, hasCustomLabel: false, label: defaultMetricLabel(draft) };
}

/** A draft from partial fields: SIMPLE by default, a fresh option name, the label filled in. */
export function createAdhocMetric(
  input: Partial<AdhocMetricDraft> = {},
  makeId: IdMaker = randomIdPart,
): AdhocMetricDraft {
  const draft: AdhocMetricDraft = {
    expressionType: input.expressionType ?? 'SIMPLE',
    optionName: input.optionName ?? metricOptionName(makeId),
  };
  if (input.column) draft.column = input.column;
  if (input.aggregate) draft.aggregate = input.aggregate;
  if (input.sqlExpression !== undefined) draft.sqlExpression = input.sqlExpression;
  if (input.hasCustomLabel && input.label) {
    draft.hasCustomLabel = true;
    draft.label = input.label;
  }
  if (input.datasourceWarning) draft.datasourceWarning = true;
  return withLabel(draft);
}

/** What the user changed in the metric editor. */
export type MetricEdit =
  | { column: ColumnRef | undefined }
  | { aggregate: Aggregate | undefined }
  | { sqlExpression: string }
  | { label: string };

/**
 * One edit (X5.06): choosing a column or an aggregate makes the metric SIMPLE, typing SQL makes it SQL (the other
 * tab's parts are kept while the editor is open; only the active tab's reach form data); a label edit sets a custom
 * label, and an empty one goes back to the default.
 */
export function editMetric(metric: AdhocMetricDraft, edit: MetricEdit): AdhocMetricDraft {
  const next: AdhocMetricDraft = { ...metric };
  if ('label' in edit) {
    const label = edit.label.trim();
    next.hasCustomLabel = label !== '';
    next.label = label;
  } else if ('sqlExpression' in edit) {
    next.expressionType = 'SQL';
    next.sqlExpression = edit.sqlExpression;
  } else if ('column' in edit) {
    next.expressionType = 'SIMPLE';
    if (edit.column) next.column = edit.column;
    else delete next.column;
  } else {
    next.expressionType = 'SIMPLE';
    if (edit.aggregate) next.aggregate = edit.aggregate;
    else delete next.aggregate;
  }
  return withLabel(next);
}

/** The metric written into form data: only the active tab's parts; null while it is not valid. */
export function toFormDataMetric(draft: AdhocMetricDraft): AdhocMetric | null {
  if (!isValidAdhocMetric(draft)) return null;
  const label = adhocMetricLabel(draft);
  const common = {
    label,
    hasCustomLabel: !!draft.hasCustomLabel,
    optionName: draft.optionName,
    ...(draft.datasourceWarning ? { datasourceWarning: true } : {}),
  };
  if (draft.expressionType === 'SQL')
    return { expressionType: 'SQL', sqlExpression: draft.sqlExpression ?? '', ...common };
  return {
    expressionType: 'SIMPLE',
    column: draft.column as ColumnRef,
    aggregate: draft.aggregate as Aggregate,
    ...common,
  };
}

/** The metric editor's state: an ad-hoc metric being built or a saved metric chosen; choosing one clears the other. */
export interface MetricEditorState {
  adhoc: AdhocMetricDraft;
  savedMetricName: string | null;
}

/** The editor after a saved metric is chosen: the ad-hoc parts are cleared (X5.06). */
export function chooseSavedMetric(state: MetricEditorState, metricName: string | null): MetricEditorState {
  const { optionName, hasCustomLabel, label } = state.adhoc;
  const adhoc = createAdhocMetric({ optionName, ...(hasCustomLabel && label ? { hasCustomLabel, label } : {}) });
  return { adhoc, savedMetricName: metricName };
}

/** The editor after an ad-hoc edit: the saved metric choice is cleared (X5.06). */
export function editAdhocPart(state: MetricEditorState, edit: MetricEdit): MetricEditorState {
  return { adhoc: editMetric(state.adhoc, edit), savedMetricName: 'label' in edit ? state.savedMetricName : null };
}

/** The tabs of the metric editor. */
export type MetricTab = 'SAVED' | 'SIMPLE' | 'SQL';

/**
 * The tab the editor opens on (X5.05): the metric's own tab when it has a column or SQL; Saved when a saved metric is
 * chosen or the metric is new and the dataset has saved metrics; otherwise the metric's expression type.
 */
export function defaultMetricTab(
  state: MetricEditorState,
  savedMetrics: readonly ExploreSavedMetric[],
  isNew: boolean,
): MetricTab {
  const { adhoc } = state;
  if (adhoc.column || adhoc.sqlExpression) return adhoc.expressionType;
  if ((isNew || state.savedMetricName) && savedMetrics.length > 0) return 'SAVED';
  return adhoc.expressionType;
}

/** The dataset's extra (JSON text or an object), or {} when it does not parse. */
export function datasetExtra(dataset: Pick<ExploreDataset, 'extra'> | null | undefined): Record<string, unknown> {
  const extra: unknown = dataset?.extra;
  if (typeof extra === 'object' && extra !== null) return extra as Record<string, unknown>;
  if (typeof extra !== 'string' || extra.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(extra);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Simple and Custom SQL tabs are disabled when the dataset's extra sets disallow_adhoc_metrics (X5.08). */
export function adhocMetricsDisallowed(dataset: Pick<ExploreDataset, 'extra'> | null | undefined): boolean {
  return datasetExtra(dataset).disallow_adhoc_metrics === true;
}

function sameDraft(a: AdhocMetricDraft, b: AdhocMetricDraft): boolean {
  if (a.expressionType !== b.expressionType || adhocMetricLabel(a) !== adhocMetricLabel(b)) return false;
  if (a.expressionType === 'SQL') return (a.sqlExpression ?? '') === (b.sqlExpression ?? '');
  return a.aggregate === b.aggregate && a.column?.column_name === b.column?.column_name;
}

/**
 * Save is enabled only when the metric is valid (or a saved metric is chosen) and something changed (X5.07); a new
 * metric counts as changed.
 */
export function canSaveMetric(state: MetricEditorState, original: MetricEditorState, isNew: boolean): boolean {
  const valid = state.savedMetricName !== null || isValidAdhocMetric(state.adhoc);
  const changed =
    isNew ||
    state.savedMetricName !== original.savedMetricName ||
    (state.savedMetricName === null && !sameDraft(state.adhoc, original.adhoc)) ||
    adhocMetricLabel(state.adhoc) !== adhocMetricLabel(original.adhoc);
  return valid && changed;
}
