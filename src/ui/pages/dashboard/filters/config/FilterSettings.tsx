/**
 * A filter's Settings tab (D10.03): type, name, dataset and column (filterable columns only), default value, the
 * switches, requiredFirst (following the required switches), pre-filters and time range, sort and sort metric, the
 * cascade parent, description. Every text has its limit; each field shows its validation errors.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { AdhocFilter } from '../../../../../core/chart-plugin';
import type { ExploreDataset } from '../../../../../core/explore';
import {
  FILTER_TEXT_LIMITS,
  parentChoices,
  withColumn,
  withControlValue,
  withDataset,
  withFilterType,
  withPreFilters,
  type FilterConfigItem,
  type NativeFilter,
  type NativeFilterType,
} from '../../../../../core/filters';
import {
  type DatasetChoice,
  ensureFilterDataset,
  filterableColumns,
  filterConfigDraft,
  filterDatasets,
  loadedDatasetLabel,
} from '../../../../../state/filters';
import { AdhocFilterControl, ExploreControlsProvider } from '../../../../explore-controls';
import { Select } from '../../../../kit';
import { TimeRangeControl } from '../../../../kit/time-range';
import { DefaultValueField } from './DefaultValueField';
import { Checkbox, Field, TextInputField, useItemErrors } from './fields';

/** The five types as the dialog names them. */
export const FILTER_TYPE_LABELS: Record<NativeFilterType, string> = {
  filter_select: 'Value',
  filter_range: 'Numerical range',
  filter_time: 'Time range',
  filter_timecolumn: 'Time column',
  filter_timegrain: 'Time grain',
};

const SWITCHES: { key: string; label: string; types: NativeFilterType[] }[] = [
  {
    key: 'enableEmptyFilter',
    label: 'Filter value is required',
    types: ['filter_select', 'filter_range', 'filter_time', 'filter_timegrain', 'filter_timecolumn'],
  },
  { key: 'defaultToFirstItem', label: 'Select first filter value by default', types: ['filter_select'] },
  { key: 'multiSelect', label: 'Can select multiple values', types: ['filter_select'] },
  { key: 'inverseSelection', label: 'Inverse selection', types: ['filter_select'] },
  { key: 'searchAllOptions', label: 'Dynamically search all filter values', types: ['filter_select'] },
];

/** The value a switch has when the configuration does not say (multiple select and ascending sort are on). */
const switchOn = (filter: NativeFilter, key: string): boolean =>
  key === 'multiSelect' || key === 'sortAscending'
    ? filter.controlValues[key] !== false
    : filter.controlValues[key] === true;

export function FilterSettings(props: {
  filter: NativeFilter;
  datasetChoices: readonly DatasetChoice[];
  onChange: (f: NativeFilter) => void;
}) {
  const { filter, onChange } = props;
  const draft = useSnapshot(filterConfigDraft);
  const datasets = useSnapshot(filterDatasets);
  const errorsOf = useItemErrors(filter.id);
  const datasetId = filter.targets[0]?.datasetId;
  useEffect(() => {
    if (datasetId !== undefined) void ensureFilterDataset(datasetId);
  }, [datasetId]);
  const state = datasetId === undefined ? undefined : datasets[datasetId];
  const dataset = state?.status === 'loaded' ? (state.dataset as ExploreDataset) : null;
  const needsDataset = filter.filterType !== 'filter_time';
  const needsColumn = filter.filterType === 'filter_select' || filter.filterType === 'filter_range';
  const columns = dataset
    ? filterableColumns(dataset).filter((c) => filter.filterType !== 'filter_range' || c.type_generic === 0)
    : [];
  const datasetOptions = [...props.datasetChoices];
  if (dataset && !datasetOptions.some((d) => d.value === dataset.id))
    datasetOptions.push({ value: dataset.id, label: loadedDatasetLabel(dataset) });
  const items = draft.items as readonly FilterConfigItem[];
  const parents = parentChoices(filter.id, items);
  const hasPreFilter = (filter.adhoc_filters?.length ?? 0) > 0 || filter.time_range !== undefined;
  const hasSort = filter.controlValues.sortAscending !== undefined || Boolean(filter.sortMetric);
  return (
    <div className="fcfg-settings">
      <Field name="filterType" errors={[]}>
        <Select
          label="Filter type"
          clearable={false}
          options={Object.entries(FILTER_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          value={filter.filterType}
          onChange={(v) => v !== null && onChange(withFilterType(filter, v as NativeFilterType))}
          test="filter-type"
        />
      </Field>
      <TextInputField
        name="name"
        label="Filter name"
        required
        value={filter.name}
        errors={errorsOf('name')}
        maxLength={FILTER_TEXT_LIMITS.name}
        onChange={(name) => onChange({ ...filter, name })}
        test="filter-name"
      />
      {needsDataset ? (
        <Field name="dataset" errors={errorsOf('dataset')}>
          <Select
            label="Dataset"
            options={datasetOptions}
            value={datasetId ?? null}
            onChange={(v) => onChange(withDataset(filter, v === null ? undefined : Number(v)))}
            test="filter-dataset"
          />
          {state?.status === 'error' ? (
            <span className="field-error" role="alert">
              {state.message}
            </span>
          ) : null}
        </Field>
      ) : null}
      {needsColumn ? (
        <Field name="column" errors={errorsOf('column')}>
          <Select
            label="Column"
            isDisabled={!dataset}
            options={columns.map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }))}
            value={filter.targets[0]?.column?.name ?? null}
            onChange={(v) => onChange(withColumn(filter, v === null ? null : String(v)))}
            test="filter-column"
          />
        </Field>
      ) : null}
      <Field name="defaultValue" errors={errorsOf('defaultValue')}>
        <DefaultValueField filter={filter} items={items} dataset={dataset} onChange={onChange} />
      </Field>
      <fieldset className="fcfg-switches">
        <legend>Filter configuration</legend>
        {SWITCHES.filter((s) => s.types.includes(filter.filterType)).map((s) => (
          <Checkbox
            key={s.key}
            label={s.label}
            checked={switchOn(filter, s.key)}
            onChange={(on) => onChange(withControlValue(filter, s.key, on))}
            test={`filter-switch-${s.key}`}
          />
        ))}
      </fieldset>
      {filter.filterType === 'filter_select' ? (
        <Field name="parentFilter" errors={errorsOf('parentFilter')}>
          <Select
            label="Parent filter"
            placeholder="None"
            options={parents.map((p) => ({ value: p.id, label: p.name || p.id }))}
            value={filter.cascadeParentIds[0] ?? null}
            onChange={(v) => onChange({ ...filter, cascadeParentIds: v === null ? [] : [String(v)] })}
            test="filter-parent"
          />
        </Field>
      ) : null}
      {needsDataset && dataset ? (
        <Field name="adhoc_filters" errors={errorsOf('adhoc_filters')}>
          <Checkbox
            label="Pre-filter available values"
            checked={hasPreFilter}
            onChange={(on) => {
              const next = withPreFilters(filter, []);
              if (!on) delete next.time_range;
              onChange(on ? { ...filter, time_range: filter.time_range ?? 'No filter' } : next);
            }}
          />
          {hasPreFilter ? (
            <ExploreControlsProvider value={{ dataset }}>
              <AdhocFilterControl
                config={{ name: 'adhoc_filters', type: 'AdhocFilterControl', label: 'Pre-filter' }}
                value={filter.adhoc_filters ?? []}
                onChange={(v) => onChange(withPreFilters(filter, v as AdhocFilter[]))}
              />
              <TimeRangeControl
                label="Pre-filter time range"
                value={filter.time_range ?? null}
                defaultValue="No filter"
                onChange={(time_range) => onChange({ ...filter, time_range })}
              />
            </ExploreControlsProvider>
          ) : null}
        </Field>
      ) : null}
      {filter.filterType === 'filter_select' && dataset ? (
        <Field name="sort" errors={[]}>
          <Checkbox
            label="Sort filter values"
            checked={hasSort}
            onChange={(on) => {
              const { sortAscending: _s, ...rest } = filter.controlValues;
              onChange(
                on
                  ? { ...filter, controlValues: { ...rest, sortAscending: true } }
                  : { ...filter, controlValues: rest, sortMetric: null },
              );
            }}
          />
          {hasSort ? (
            <>
              <Checkbox
                label="Sort ascending"
                checked={switchOn(filter, 'sortAscending')}
                onChange={(on) => onChange(withControlValue(filter, 'sortAscending', on))}
              />
              <Select
                label="Sort metric"
                placeholder="Sort by the values"
                options={dataset.metrics.map((m) => ({ value: m.metric_name, label: m.verbose_name || m.metric_name }))}
                value={typeof filter.sortMetric === 'string' ? filter.sortMetric : null}
                onChange={(v) => onChange({ ...filter, sortMetric: v === null ? null : String(v) })}
                test="filter-sort-metric"
              />
            </>
          ) : null}
        </Field>
      ) : null}
      <TextInputField
        name="description"
        label="Description"
        multiline
        value={filter.description}
        errors={errorsOf('description')}
        maxLength={FILTER_TEXT_LIMITS.description}
        onChange={(description) => onChange({ ...filter, description })}
      />
    </div>
  );
}
