/**
 * The legacy filter box as a chart (D1.20–D1.23, D12.01, X17.12): one choices query per configured column (its
 * metric, a count without one, at most 1000 rows, by the metric in the column's direction), the render model of its
 * date range, time grain, time column and selects, and the cross filter its selection emits.
 */
import type { ChartResult, QueryFormData } from '../../../core/chart-plugin';
import type { CrossFilterEvent } from '../../../core/crossfilter';
import { NO_TIME_RANGE, filterBoxChoices, type FilterBoxChoice, type FilterBoxConfig } from '../../../core/filters';
import type { QueryObjectFilterClause, TimeGrain } from '../../../core/query';
import { BUILTIN_TIME_GRAINS } from '../../../core/sql';

/** The box's query is the core's, as every chart type's is. */
export { buildFilterBoxQuery } from '../../../core/chart-plugin';

/** One select of the box. */
export interface FilterBoxSelect {
  column: string;
  label: string;
  multiple: boolean;
  /** Whether the select may be emptied (X9.06's 'required' is its opposite). */
  clearable: boolean;
  searchAllOptions: boolean;
  choices: FilterBoxChoice[];
  /** The default: ';'-separated values of a multiple select, one value otherwise. */
  defaultValues: string[];
}

/** What the filter box draws. */
export interface FilterBoxModel {
  chartId: number | null;
  /** Apply is shown only without instant filtering (D1.23). */
  instantFiltering: boolean;
  dateFilter: boolean;
  timeRange: string;
  showGrain: boolean;
  grains: [string, string][];
  showTimeColumn: boolean;
  timeColumns: string[];
  /** The column a date range filters on. */
  timeColumn: string | null;
  selects: FilterBoxSelect[];
}

/** What the user chose in the box: values per column, and the time settings under their legacy keys. */
export type FilterBoxSelection = Record<string, string[]>;

const configsOf = (formData: QueryFormData): FilterBoxConfig[] =>
  ((formData.filter_configs as FilterBoxConfig[] | undefined) ?? []).filter(
    (c) => typeof c?.column === 'string' && c.column,
  );

const split = (config: FilterBoxConfig): string[] =>
  !config.defaultValue
    ? []
    : config.multiple === false
      ? [config.defaultValue]
      : config.defaultValue.split(';').filter(Boolean);

/** The render model: each select's choices from its query's rows, in the configured order. */
export function transformFilterBoxProps(results: ChartResult[], formData: QueryFormData): FilterBoxModel {
  const configs = configsOf(formData);
  const selects = configs.map((config, i): FilterBoxSelect => {
    const result = results[i];
    const rows: Record<string, unknown>[] = [];
    if (result) {
      const names = result.colnames ?? [];
      for (let r = 0; r < result.records; r += 1)
        rows.push(Object.fromEntries(names.map((name) => [name, result.column(name)?.get(r) ?? null])));
    }
    return {
      column: config.column,
      label: config.label || config.column,
      multiple: config.multiple !== false,
      clearable: config.clearable !== false,
      searchAllOptions: config.searchAllOptions === true,
      choices: filterBoxChoices(config, rows),
      defaultValues: split(config),
    };
  });
  const granularity = typeof formData.granularity_sqla === 'string' ? formData.granularity_sqla : null;
  return {
    chartId: typeof formData.slice_id === 'number' ? formData.slice_id : null,
    instantFiltering: formData.instant_filtering !== false,
    dateFilter: formData.date_filter === true,
    timeRange: typeof formData.time_range === 'string' ? formData.time_range : NO_TIME_RANGE,
    showGrain: formData.show_sqla_time_granularity === true,
    grains: BUILTIN_TIME_GRAINS.map((g) => [g.duration, g.name] as [string, string]),
    showTimeColumn: formData.show_sqla_time_column === true,
    timeColumns: granularity ? [granularity] : [],
    timeColumn: granularity,
    selects,
  };
}

/** The choices of a select matching what was typed (case-insensitive); all of them when nothing was. */
export function searchChoices(choices: readonly FilterBoxChoice[], text: string): FilterBoxChoice[] {
  const t = text.trim().toLowerCase();
  return t ? choices.filter((c) => c.text.toLowerCase().includes(t)) : [...choices];
}

/** The selection the box starts from: each select's default, and its time range. */
export function initialSelection(model: FilterBoxModel): FilterBoxSelection {
  const out: FilterBoxSelection = {};
  for (const s of model.selects) if (s.defaultValues.length) out[s.column] = [...s.defaultValues];
  if (model.dateFilter && model.timeRange !== NO_TIME_RANGE) out.__time_range = [model.timeRange];
  return out;
}

/**
 * The cross filter a selection emits (the box's filters go through the page's data masks): IN per select with
 * values, the date range as a TEMPORAL_RANGE filter on the time column, and the picked time grain as time_grain_sqla. An empty selection clears the mask.
 */
export function filterBoxEvent(model: FilterBoxModel, selection: FilterBoxSelection): CrossFilterEvent | null {
  if (model.chartId === null) return null;
  const filters: QueryObjectFilterClause[] = [];
  const labels: string[] = [];
  for (const s of model.selects) {
    const values = selection[s.column] ?? [];
    if (!values.length) continue;
    const byText = new Map(s.choices.map((c) => [c.text, c.id]));
    filters.push({
      col: s.column,
      op: 'IN',
      val: values.map((v) => (byText.has(v) ? (byText.get(v) ?? null) : v)) as string[],
    });
    labels.push(`${s.label}: ${values.join(', ')}`);
  }
  const range = selection.__time_range?.[0];
  const timeColumn = selection.__time_col?.[0] ?? model.timeColumn;
  if (model.dateFilter && range && range !== NO_TIME_RANGE && timeColumn) {
    filters.push({ col: timeColumn, op: 'TEMPORAL_RANGE', val: range });
    labels.push(`${timeColumn}: ${range}`);
  }
  const extraFormData: CrossFilterEvent['dataMask']['extraFormData'] = { filters };
  const values: unknown[] = filters.map((f) => f.val ?? null);
  const grain = model.showGrain ? selection.__time_grain?.[0] : undefined;
  if (grain) {
    extraFormData.time_grain_sqla = grain as TimeGrain;
    values.push(grain);
    labels.push(`Time grain: ${model.grains.find(([key]) => key === grain)?.[1] ?? grain}`);
  }
  return {
    chartId: model.chartId,
    dataMask: {
      extraFormData,
      filterState: values.length ? { value: values, label: labels.join('; ') } : { value: null },
    },
  };
}
