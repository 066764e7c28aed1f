/** The drop-zone controls (X8): metrics, columns (group by, x-axis, columns) and ad-hoc filters, each with its editor. */
import {
  FILTER_EDITOR_TEXT,
  adhocFilterLabel,
  createAdhocFilter,
  filterFromDrop,
  isTemporalColumn,
  type AdhocFilterInput,
  type AdhocFilterModel,
  type AdhocMetricDraft,
  type ExploreColumn,
  type ExploreDataset,
} from '../../core/explore';
import type { QueryColumn, QueryMetric } from '../../core/query';
import type { DragPayload } from '../kit';
import { ColumnEditor, columnLabel } from './ColumnEditor';
import { useControlContext } from './context';
import { DropZone, type DropOutcome } from './DropZone';
import { FilterEditor, filterWarnings } from './FilterEditor';
import { MetricEditor, metricLabel } from './MetricEditor';
import type { ControlProps } from './types';

/** A control's value as a list of items, and back (single controls hold one item or null). */
const itemsOf = <T,>(value: unknown): T[] =>
  Array.isArray(value) ? (value as T[]) : value === null || value === undefined || value === '' ? [] : [value as T];
const valueOf = <T,>(items: T[], multi: boolean): T[] | T | null => (multi ? items : (items[0] ?? null));

const findColumn = (dataset: ExploreDataset | null, name: string): ExploreColumn | undefined =>
  dataset?.columns.find((c) => c.column_name === name);

/** Metrics (multi) and Metric (single): saved metrics and ad-hoc metrics; a dropped column opens the editor with it. */
export function MetricsControl({ config, value, onChange, errors }: ControlProps) {
  const { dataset } = useControlContext();
  const multi = config.type === 'MetricsControl' || config.multi === true;
  const fromDrop = (payloads: DragPayload[]): DropOutcome<QueryMetric> => {
    const out: DropOutcome<QueryMetric> = { add: [] };
    for (const p of payloads) {
      if (p.kind === 'metric') out.add.push(p.value.metric_name);
      else if (p.kind === 'adhoc-metric') out.add.push(p.value);
      else if (p.kind === 'column')
        out.edit = {
          column: { column_name: p.value.column_name, ...(p.value.type ? { type: p.value.type } : {}) },
        } satisfies Partial<AdhocMetricDraft>;
    }
    return out;
  };
  return (
    <DropZone<QueryMetric>
      config={config}
      kind="metric"
      multi={multi}
      items={itemsOf<QueryMetric>(value)}
      errors={errors}
      accept={['metric', 'adhoc-metric', 'column']}
      itemLabel={(m) => metricLabel(m, dataset)}
      itemWarnings={(m) =>
        typeof m !== 'string' && m.datasourceWarning ? [FILTER_EDITOR_TEXT.metricIncompatible] : []
      }
      editorLabel="Edit metric"
      fromDrop={fromDrop}
      onChange={(items) => onChange(valueOf(items, multi))}
      renderEditor={({ item, seed, isNew, save, close }) => (
        <MetricEditor
          metric={item ?? (seed as Partial<AdhocMetricDraft> | undefined) ?? null}
          isNew={isNew}
          dataset={dataset}
          onSave={save}
          onClose={close}
        />
      )}
    />
  );
}

/** Group by (multi), x-axis (single) and column controls: dataset columns and ad-hoc SQL columns. */
export function ColumnsControl({ config, value, onChange, errors }: ControlProps) {
  const { dataset } = useControlContext();
  const multi = config.type === 'GroupByControl' || config.multi === true;
  const temporalOnly = config.temporalOnly === true;
  const items = itemsOf<QueryColumn>(value);
  const fromDrop = (payloads: DragPayload[]): DropOutcome<QueryColumn> => {
    const add: QueryColumn[] = [];
    for (const p of payloads) {
      if (p.kind === 'column') {
        const name = p.value.column_name;
        if (temporalOnly && !isTemporalColumn(findColumn(dataset, name) ?? p.value)) continue;
        if (!items.includes(name) && !add.includes(name)) add.push(name);
      } else if (p.kind === 'adhoc-column') add.push(p.value);
    }
    return { add };
  };
  return (
    <DropZone<QueryColumn>
      config={config}
      kind="column"
      multi={multi}
      items={items}
      errors={errors}
      accept={['column', 'adhoc-column']}
      itemLabel={(c) => columnLabel(c, dataset)}
      itemWarnings={(c) =>
        typeof c === 'string' && dataset && !findColumn(dataset, c) ? [FILTER_EDITOR_TEXT.columnIncompatible] : []
      }
      editorLabel="Edit column"
      fromDrop={fromDrop}
      onChange={(next) => onChange(valueOf(next, multi))}
      renderEditor={({ item, save, close }) => (
        <ColumnEditor column={item} dataset={dataset} temporalOnly={temporalOnly} onSave={save} onClose={close} />
      )}
    />
  );
}

/** Ad-hoc filters: a dropped column or metric makes a new filter that opens in the editor waiting for Save (X8.04, X8.05). */
export function AdhocFilterControl({ config, value, onChange, errors }: ControlProps) {
  const { dataset } = useControlContext();
  const fromDrop = (payloads: DragPayload[]): DropOutcome<AdhocFilterModel> => {
    const out: DropOutcome<AdhocFilterModel> = { add: [] };
    for (const p of payloads) {
      if (p.kind === 'column' || p.kind === 'metric' || p.kind === 'adhoc-metric')
        out.edit = filterFromDrop(p, dataset ?? undefined);
      else if (p.kind === 'adhoc-filter') {
        // a filter on an ad-hoc column subject keeps no subject: the editor asks for one
        const { subject, ...rest } = p.value;
        out.add.push(
          createAdhocFilter({ ...(rest as AdhocFilterInput), ...(typeof subject === 'string' ? { subject } : {}) }),
        );
      }
    }
    return out;
  };
  return (
    <DropZone<AdhocFilterModel>
      config={config}
      kind="filter"
      multi
      items={itemsOf<AdhocFilterModel>(value)}
      errors={errors}
      accept={['column', 'metric', 'adhoc-metric', 'adhoc-filter']}
      itemLabel={adhocFilterLabel}
      itemWarnings={filterWarnings}
      editorLabel="Edit filter"
      fromDrop={fromDrop}
      onChange={(items) => onChange(items)}
      renderEditor={({ item, seed, isNew, save, close }) => (
        <FilterEditor
          filter={item ?? (seed as AdhocFilterModel | undefined) ?? createAdhocFilter({ isNew: true })}
          saveRequired={isNew && seed !== undefined}
          onSave={save}
          onClose={close}
        />
      )}
    />
  );
}
