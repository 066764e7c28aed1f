/** The ad-hoc filter editor (X7): Simple and Custom SQL tabs, Close and Save. */
import { useEffect, useId, useState } from 'react';
import {
  FILTER_EDITOR_TEXT,
  OPERATORS,
  canSaveFilter,
  changeComparator,
  changeOperator,
  changeSubject,
  editFilter,
  isTemporalColumn,
  operatorsFor,
  simpleFilterSql,
  toTemporalRange,
  type AdhocFilterModel,
  type AdvancedTypeAnswer,
  type FilterClause,
  type FilterEditContext,
  type FilterSubjectOption,
  type OperatorId,
} from '../../core/explore';
import type { AdhocMetric } from '../../core/query';
import { PopoverFooter, Select, TabSet } from '../kit';
import { useControlContext } from './context';
import { FilterValueInput } from './FilterValueInput';

type FilterTab = 'SIMPLE' | 'SQL';

const subjectKey = (option: FilterSubjectOption): string =>
  'column_name' in option
    ? `column:${option.column_name}`
    : 'saved_metric_name' in option
      ? `metric:${option.saved_metric_name}`
      : `metric:${option.label}`;

const isAdhocMetric = (m: unknown): m is AdhocMetric =>
  typeof m === 'object' && m !== null && typeof (m as { label?: unknown }).label === 'string';

/** The editor's warnings (X7.13, X7.14). */
export function filterWarnings(filter: AdhocFilterModel): string[] {
  return [
    ...(filter.datasourceWarning ? [FILTER_EDITOR_TEXT.filterIncompatible] : []),
    ...(filter.isExtra ? [FILTER_EDITOR_TEXT.inheritedFilter] : []),
  ];
}

/**
 * The filter editor's content. `saveRequired` (a filter just made by a drop) enables Save without a change. Save
 * hands back the edited filter; Close drops the edits.
 */
export function FilterEditor(props: {
  filter: AdhocFilterModel;
  saveRequired: boolean;
  onSave: (filter: AdhocFilterModel) => void;
  onClose: () => void;
}) {
  const id = useId();
  const { dataset, services, defaultTimeFilter, formMetrics } = useControlContext();
  const [original] = useState(props.filter);
  const [draft, setDraft] = useState(props.filter);
  const [tab, setTab] = useState<FilterTab>(props.filter.expressionType === 'SQL' ? 'SQL' : 'SIMPLE');
  const [partitionColumn, setPartitionColumn] = useState<string | null>(null);
  const [advanced, setAdvanced] = useState<AdvancedTypeAnswer | null>(null);

  useEffect(() => {
    if (dataset?.type !== 'table' || !dataset.database || !dataset.schema || !dataset.table_name) return;
    let live = true;
    void services
      .partitionColumn(dataset.database.id, dataset.table_name, dataset.schema)
      .then((col) => live && setPartitionColumn(col));
    return () => void (live = false);
  }, [dataset, services]);

  const columns = dataset?.columns ?? [];
  const ctx: FilterEditContext = {
    columns,
    partitionColumn,
    allowedOperations:
      advanced && !advanced.error && advanced.validFilterOperators.length ? advanced.validFilterOperators : null,
    ...(dataset ? { dataset } : {}),
  };
  const subjects: FilterSubjectOption[] = [
    ...columns,
    ...(dataset?.metrics ?? []).map((m) => ({ saved_metric_name: m.metric_name })),
    ...formMetrics.filter(isAdhocMetric).map((m) => ({ label: m.label ?? '' })),
  ];
  const column = columns.find((c) => c.column_name === draft.subject);
  const currentSubject = subjects.find(
    (s) =>
      draft.subject !== undefined &&
      subjectKey(s) === `${draft.clause === 'HAVING' ? 'metric' : 'column'}:${draft.subject}`,
  );
  const operators: OperatorId[] = [
    ...operatorsFor(draft.subject, draft.clause, ctx),
    ...(draft.clause === 'WHERE' && isTemporalColumn(column) ? (['TEMPORAL_RANGE'] as const) : []),
  ];
  const simpleTabError = advanced?.error ?? null;
  const sqlText = draft.expressionType === 'SQL' ? (draft.sqlExpression ?? '') : simpleFilterSql(draft, ctx);

  const chooseOperator = (operatorId: OperatorId) => {
    const next =
      operatorId === 'TEMPORAL_RANGE'
        ? toTemporalRange(draft, defaultTimeFilter)
        : changeOperator(draft, operatorId, ctx);
    setDraft(next);
    if (next.expressionType === 'SQL') setTab('SQL');
  };

  const simple = (
    <div className="xc-filter-simple">
      <Select
        label="Subject"
        placeholder={draft.clause === 'HAVING' ? FILTER_EDITOR_TEXT.metricNeedsSql : `${columns.length} column(s)`}
        options={subjects.map((s) => ({
          value: subjectKey(s),
          label:
            'column_name' in s
              ? s.verbose_name || s.column_name
              : 'saved_metric_name' in s
                ? s.saved_metric_name
                : s.label,
        }))}
        value={currentSubject ? subjectKey(currentSubject) : null}
        clearable={false}
        onChange={(v) => {
          const option = subjects.find((s) => subjectKey(s) === v);
          if (option) {
            setAdvanced(null);
            setDraft(changeSubject(draft, option, ctx));
          }
        }}
      />
      {draft.expressionType === 'SIMPLE' && draft.subject !== undefined && draft.clause === 'WHERE' && !column && (
        <p className="xc-hint">{FILTER_EDITOR_TEXT.noSuchColumn}</p>
      )}
      <Select
        label="Operator"
        options={operators.map((op) => ({ value: op, label: OPERATORS[op].display }))}
        value={draft.expressionType === 'SIMPLE' ? (draft.operatorId ?? null) : null}
        clearable={false}
        onChange={(v) => v !== null && chooseOperator(v as OperatorId)}
      />
      <FilterValueInput
        key={`${draft.subject ?? ''}:${draft.operatorId ?? ''}`}
        filter={draft}
        column={column}
        onChange={(comparator) => setDraft(changeComparator(draft, comparator))}
        onAdvancedAnswer={setAdvanced}
      />
    </div>
  );
  const sql = (
    <div className="xc-filter-sql">
      <Select
        label="Clause"
        options={[
          { value: 'WHERE', label: 'WHERE' },
          { value: 'HAVING', label: 'HAVING' },
        ]}
        value={draft.clause}
        clearable={false}
        onChange={(v) =>
          v !== null &&
          setDraft(editFilter(draft, { expressionType: 'SQL', sqlExpression: sqlText, clause: v as FilterClause }))
        }
      />
      <label htmlFor={`${id}-sql`}>Custom SQL</label>
      <textarea
        id={`${id}-sql`}
        className="xc-sql"
        rows={6}
        spellCheck={false}
        value={sqlText}
        onChange={(e) => setDraft(editFilter(draft, { expressionType: 'SQL', sqlExpression: e.target.value }))}
      />
    </div>
  );
  return (
    <div className="xc-editor" data-test="filter-edit-popover">
      {filterWarnings(draft).map((w) => (
        <p key={w} className="xc-warning" role="note">
          {w}
        </p>
      ))}
      <TabSet
        label="Filter type"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as FilterTab)}
        tabs={[
          { id: 'SIMPLE', title: 'Simple', content: simple },
          { id: 'SQL', title: 'Custom SQL', content: sql },
        ]}
      />
      <PopoverFooter
        onClose={props.onClose}
        onConfirm={() => props.onSave(draft)}
        confirmLabel="Save"
        confirmDisabled={!canSaveFilter(draft, original, simpleTabError, props.saveRequired)}
      />
    </div>
  );
}
