/**
 * The filter-box migration (D12.05): its states, and the review that converts a dashboard's filter boxes to native
 * filters (scopes kept) and shows them; saving the review removes the filter boxes from the layout.
 */
import type { DashboardLayout } from '../layout';
import { writeFilterMetadata } from './metadata';
import { convertFilterBox, readDefaultFilters, readFilterScopes, type FilterBoxFormData } from './filterBox';
import type { NativeFilter } from './types';

/** The migration states (D12.05). */
export type FilterBoxMigrationState = 'noop' | 'snoozed' | 'reviewing' | 'converted';

/** How long a snoozed migration stays out of the way (Superset's FILTER_BOX_TRANSITION_SNOOZE_DURATION: 24 h). */
export const FILTER_BOX_SNOOZE_MS = 24 * 60 * 60 * 1000;

/**
 * The state a dashboard opens in: converted when it has native filters and no filter box left; snoozed within a day
 * of a snooze; otherwise noop (the filter boxes work as they are, and the user may start a review).
 */
export function initialMigrationState(facts: {
  filterBoxCount: number;
  nativeFilterCount: number;
  snoozedAt?: number | null;
  now: number;
}): FilterBoxMigrationState {
  if (facts.filterBoxCount === 0) return facts.nativeFilterCount > 0 ? 'converted' : 'noop';
  if (facts.snoozedAt !== undefined && facts.snoozedAt !== null && facts.now - facts.snoozedAt < FILTER_BOX_SNOOZE_MS)
    return 'snoozed';
  return 'noop';
}

/** What the user can do in the migration, and the state each leads to. */
export type MigrationAction = 'review' | 'snooze' | 'cancel' | 'save';

const MOVES: Record<FilterBoxMigrationState, Partial<Record<MigrationAction, FilterBoxMigrationState>>> = {
  noop: { review: 'reviewing', snooze: 'snoozed' },
  snoozed: { review: 'reviewing' },
  reviewing: { cancel: 'noop', save: 'converted' },
  converted: {},
};

/** The state after an action; an action the state does not offer leaves it as it is. */
export function nextMigrationState(state: FilterBoxMigrationState, action: MigrationAction): FilterBoxMigrationState {
  return MOVES[state][action] ?? state;
}

/** The ids of the charts that are filter boxes, among the dashboard's charts' form data. */
export function filterBoxChartIds(formDataByChart: Record<string, { viz_type?: unknown } | undefined>): number[] {
  return Object.entries(formDataByChart)
    .filter(([, fd]) => fd?.viz_type === 'filter_box')
    .map(([id]) => Number(id))
    .filter((id) => Number.isInteger(id));
}

/** The layout without the given charts, and without the rows and columns that held only them. */
export function withoutCharts(layout: DashboardLayout, chartIds: readonly number[]): DashboardLayout {
  const removed = new Set(
    Object.values(layout)
      .filter((c) => c.type === 'CHART' && typeof c.meta.chartId === 'number' && chartIds.includes(c.meta.chartId))
      .map((c) => c.id),
  );
  let changed = removed.size > 0;
  const next: DashboardLayout = { ...layout };
  while (changed) {
    changed = false;
    for (const [id, component] of Object.entries(next)) {
      if (removed.has(id)) continue;
      const children = component.children.filter((c) => !removed.has(c));
      if (children.length !== component.children.length) next[id] = { ...component, children };
      if (!children.length && component.children.length && (component.type === 'ROW' || component.type === 'COLUMN')) {
        removed.add(id);
        changed = true;
      }
    }
  }
  for (const id of removed) delete next[id];
  return next;
}

/** A dashboard under review: its filter boxes as native filters, and the layout that shows them instead. */
export interface FilterBoxReview {
  filterBoxIds: number[];
  nativeFilters: NativeFilter[];
  layout: DashboardLayout;
}

/**
 * The review (D12.05): every filter box converted, in chart id order, with the dashboard's
 * filter_scopes and default_filters, appended after the native filters it already has (an id already there is not
 * added twice); the layout without the filter boxes is what saving the review writes.
 */
export function reviewFilterBoxes(
  layout: DashboardLayout,
  formDataByChart: Record<string, FilterBoxFormData | { viz_type?: unknown } | undefined>,
  jsonMetadata: { filter_scopes?: unknown; default_filters?: unknown },
  existing: readonly NativeFilter[] = [],
): FilterBoxReview {
  const filterBoxIds = filterBoxChartIds(formDataByChart);
  const filterScopes = readFilterScopes(jsonMetadata.filter_scopes);
  const defaultFilters = readDefaultFilters(jsonMetadata.default_filters);
  const converted = filterBoxIds.flatMap((id) =>
    convertFilterBox(id, formDataByChart[String(id)] as FilterBoxFormData, { filterScopes, defaultFilters }),
  );
  const ids = new Set(existing.map((f) => f.id));
  const nativeFilters = [...existing, ...converted.filter((f) => !ids.has(f.id))];
  return { filterBoxIds, nativeFilters, layout: withoutCharts(layout, filterBoxIds) };
}

/**
 * The json_metadata text a saved review writes (D2.12, D12.05): the native filters, and default_filters (still a JSON
 * string, as Superset keeps it) and filter_scopes without the removed filter boxes' entries; every other key kept.
 */
export function savedReviewMetadata(jsonMetadata: unknown, review: FilterBoxReview): string {
  const meta = JSON.parse(
    writeFilterMetadata(jsonMetadata, { nativeFilterConfiguration: review.nativeFilters }),
  ) as Record<string, unknown>;
  const gone = new Set(review.filterBoxIds.map(String));
  const keep = (entries: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(entries).filter(([chartId]) => !gone.has(chartId)));
  const scopes = meta.filter_scopes;
  if (typeof scopes === 'object' && scopes !== null && !Array.isArray(scopes))
    meta.filter_scopes = keep(scopes as Record<string, unknown>);
  if (meta.default_filters !== undefined)
    meta.default_filters = JSON.stringify(keep(readDefaultFilters(meta.default_filters)));
  return JSON.stringify(meta);
}
