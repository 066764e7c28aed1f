/** The ad-hoc metric editor (X5): Saved / Simple / Custom SQL tabs, an editable title, Close and Save. */
import { useId, useState } from 'react';
import {
  AGGREGATES,
  DEFAULT_METRIC_LABEL,
  adhocMetricLabel,
  adhocMetricsDisallowed,
  canSaveMetric,
  chooseSavedMetric,
  createAdhocMetric,
  defaultMetricLabel,
  defaultMetricTab,
  editAdhocPart,
  toFormDataMetric,
  type ExploreDataset,
  type AdhocMetricDraft,
  type MetricEditorState,
  type MetricTab,
} from '../../core/explore';
import type { Aggregate, QueryMetric } from '../../core/query';
import { EditableTitle, PopoverFooter, Select, TabSet } from '../kit';
import { CreateDataset } from './CreateDataset';

/** The Saved tab's empty state and its hints (X5.04). */
export const METRIC_EDITOR_TEXT = {
  noSavedMetrics: 'No saved metrics found',
  addInEditDatasource: 'Add metrics to dataset in "Edit datasource" modal',
} as const;

/** The editor's state for a metric of the control (a saved metric's name, an ad-hoc metric, or nothing yet). */
export function metricEditorFor(metric: QueryMetric | Partial<AdhocMetricDraft> | null): MetricEditorState {
  if (typeof metric === 'string') return { adhoc: createAdhocMetric(), savedMetricName: metric };
  return { adhoc: createAdhocMetric((metric ?? {}) as Partial<AdhocMetricDraft>), savedMetricName: null };
}

/** The editor's content; `metric` null (or isNew) edits a new metric. Save hands back the form-data metric. */
export function MetricEditor(props: {
  /** The metric edited; a partial draft for a new one (a dropped column), null for an empty new one. */
  metric: QueryMetric | Partial<AdhocMetricDraft> | null;
  isNew: boolean;
  dataset: ExploreDataset | null;
  onSave: (metric: QueryMetric) => void;
  onClose: () => void;
}) {
  const { dataset, isNew } = props;
  const id = useId();
  const [original] = useState(() => metricEditorFor(props.metric));
  const [state, setState] = useState(original);
  const savedMetrics = dataset?.metrics ?? [];
  const disallowed = adhocMetricsDisallowed(dataset);
  const [tab, setTab] = useState<MetricTab>(() =>
    disallowed ? 'SAVED' : defaultMetricTab(original, savedMetrics, isNew),
  );
  const columns = dataset?.columns ?? [];
  const { adhoc } = state;

  const save = () => {
    if (state.savedMetricName !== null) props.onSave(state.savedMetricName);
    else {
      const metric = toFormDataMetric(adhoc);
      if (metric) props.onSave(metric);
    }
  };
  const titleDefault = state.savedMetricName ?? (defaultMetricLabel(adhoc) || DEFAULT_METRIC_LABEL);
  const saved = savedMetrics.length ? (
    <Select
      label="Saved metric"
      options={savedMetrics.map((m) => ({ value: m.metric_name, label: m.verbose_name || m.metric_name }))}
      value={state.savedMetricName}
      onChange={(v) => setState((s) => chooseSavedMetric(s, v === null ? null : String(v)))}
    />
  ) : (
    <div className="xc-empty">
      <p>{METRIC_EDITOR_TEXT.noSavedMetrics}</p>
      {dataset?.type === 'query' ? (
        <CreateDataset />
      ) : (
        <p className="xc-hint">{METRIC_EDITOR_TEXT.addInEditDatasource}</p>
      )}
    </div>
  );
  const simple = (
    <>
      <Select
        label="Column"
        options={columns.map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }))}
        value={adhoc.column?.column_name ?? null}
        onChange={(v) => {
          const column = columns.find((c) => c.column_name === v);
          setState((s) =>
            editAdhocPart(s, {
              column: column
                ? { column_name: column.column_name, ...(column.type ? { type: column.type } : {}) }
                : undefined,
            }),
          );
        }}
      />
      <Select
        label="Aggregate"
        options={AGGREGATES.map((a) => ({ value: a, label: a }))}
        value={adhoc.aggregate ?? null}
        onChange={(v) => setState((s) => editAdhocPart(s, { aggregate: (v ?? undefined) as Aggregate | undefined }))}
      />
    </>
  );
  const sql = (
    <>
      <label htmlFor={`${id}-sql`}>Custom SQL</label>
      <textarea
        id={`${id}-sql`}
        className="xc-sql"
        rows={6}
        spellCheck={false}
        value={adhoc.sqlExpression ?? ''}
        onChange={(e) => setState((s) => editAdhocPart(s, { sqlExpression: e.target.value }))}
      />
    </>
  );
  return (
    <div className="xc-editor" data-test="metrics-edit-popover">
      <EditableTitle
        label="Metric name"
        value={adhoc.hasCustomLabel ? (adhoc.label ?? '') : ''}
        defaultLabel={titleDefault}
        onChange={(label) => setState((s) => editAdhocPart(s, { label }))}
      />
      <TabSet
        label="Metric type"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as MetricTab)}
        tabs={[
          { id: 'SAVED', title: 'Saved', content: saved },
          { id: 'SIMPLE', title: 'Simple', content: simple, disabled: disallowed },
          { id: 'SQL', title: 'Custom SQL', content: sql, disabled: disallowed },
        ]}
      />
      <PopoverFooter
        onClose={props.onClose}
        onConfirm={save}
        confirmLabel="Save"
        confirmDisabled={!canSaveMetric(state, original, isNew)}
      />
    </div>
  );
}

/** The label a metric of the control shows. */
export function metricLabel(metric: QueryMetric, dataset: ExploreDataset | null): string {
  if (typeof metric === 'string') {
    const saved = dataset?.metrics.find((m) => m.metric_name === metric);
    return saved?.verbose_name || metric;
  }
  return adhocMetricLabel(metric);
}
