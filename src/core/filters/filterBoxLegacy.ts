/**
 * The legacy dashboard filters of the filter boxes on a dashboard (D2.26, D5.19): one per filter box the layout
 * places, with Superset's fields (chartId, componentId, datasourceId, filterName, directPathToFilter, columns, labels,
 * scopes per column with their immune charts, isDateFilter, isInstantFilter). They are read from the layout, so a
 * filter box added registers its filter and a filter box removed takes its filter with it.
 */
import type { DashboardLayout } from '../layout';
import { parseDatasourceKey } from '../query';
import { chartPaths } from './scope';
import type { LEGACY_TIME_FILTERS } from './filterBox';
import {
  filterBoxScope,
  type FilterBoxFormData,
  type LegacyDefaultFilters,
  type LegacyFilterScopes,
} from './filterBox';

/** One filter box's legacy filter, as Superset's dashboardFilters state holds it. */
export interface LegacyDashboardFilter {
  chartId: number;
  componentId: string;
  datasourceId: string;
  filterName: string;
  /** Component ids from the root to the filter box's component. */
  directPathToFilter: string[];
  /** Column (or time key) → its value, from default_filters. */
  columns: Record<string, unknown>;
  /** Column (or time key) → its label. */
  labels: Record<string, string>;
  /** Column (or time key) → where it applies: rootPath as scope, excluded charts as immune. */
  scopes: Record<string, { scope: string[]; immune: number[] }>;
  isDateFilter: boolean;
  isInstantFilter: boolean;
}

/** A saved chart as the dashboard knows it: its id, name and form data. */
export interface DashboardSlice {
  id: number;
  sliceName: string;
  formData: Omit<Partial<FilterBoxFormData>, 'viz_type'> & { viz_type?: string };
}

const TIME_LABELS: Record<keyof typeof LEGACY_TIME_FILTERS, string> = {
  __time_range: 'Time range',
  __time_grain: 'Time grain',
  __time_col: 'Time column',
};

/** The legacy filters of the filter boxes the layout places, by chart id (as a string key). */
export function legacyDashboardFilters(
  layout: DashboardLayout,
  slices: readonly DashboardSlice[],
  metadata: { filterScopes?: LegacyFilterScopes; defaultFilters?: LegacyDefaultFilters } = {},
): Record<string, LegacyDashboardFilter> {
  const byId = new Map(slices.map((s) => [s.id, s]));
  const out: Record<string, LegacyDashboardFilter> = {};
  for (const placed of chartPaths(layout)) {
    const slice = byId.get(placed.chartId);
    if (!slice || slice.formData.viz_type !== 'filter_box' || out[String(slice.id)]) continue;
    const form = slice.formData;
    const labels: Record<string, string> = {};
    if (form.date_filter) labels.__time_range = TIME_LABELS.__time_range;
    if (form.show_sqla_time_granularity) labels.__time_grain = TIME_LABELS.__time_grain;
    if (form.show_sqla_time_column) labels.__time_col = TIME_LABELS.__time_col;
    for (const config of form.filter_configs ?? [])
      if (config.column) labels[config.column] = config.label || config.column;
    const scopes: LegacyDashboardFilter['scopes'] = {};
    for (const key of Object.keys(labels)) {
      const scope = filterBoxScope(metadata.filterScopes ?? {}, slice.id, key);
      scopes[key] = { scope: [...scope.rootPath], immune: [...scope.excluded] };
    }
    const defaults = metadata.defaultFilters?.[String(slice.id)] ?? {};
    const key = parseDatasourceKey(form.datasource ?? '');
    out[String(slice.id)] = {
      chartId: slice.id,
      componentId: placed.path[placed.path.length - 1] as string,
      datasourceId: key ? `${key.id}__${key.type}` : (form.datasource ?? ''),
      filterName: slice.sliceName,
      directPathToFilter: [...placed.path],
      columns: Object.fromEntries(
        Object.keys(labels)
          .filter((k) => k in defaults)
          .map((k) => [k, defaults[k]]),
      ),
      labels,
      scopes,
      isDateFilter: form.date_filter === true,
      isInstantFilter: form.instant_filtering !== false,
    };
  }
  return out;
}
