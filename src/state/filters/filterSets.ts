/**
 * Filter sets (X15.03–X15.08): a dashboard's saved filter values, listed, saved, applied, renamed and deleted through
 * /api/v1/dashboard/{id}/filtersets behind DASHBOARD_NATIVE_FILTERS_SET. Failures say nothing, as in Superset
 * (X17.06): the list stays as it was.
 */
import { proxy } from 'valtio/vanilla';
import type { DataMask } from '../../core/filters';
import { apiClient, call } from '../app';
import { sessionStore } from '../app';
import { dashboardStore } from '../dashboard';
import { applyFilters, filterMetadata, filtersStore, selectFilterValue } from './masks';

/** One saved filter set. */
export interface FilterSet {
  id: number;
  name: string;
  /** The saved masks by filter id. */
  dataMask: Record<string, Partial<DataMask>>;
}

export const filterSetsStore = proxy<{ sets: FilterSet[] }>({ sets: [] });

/** Whether the instance has filter sets (DASHBOARD_NATIVE_FILTERS_SET, off unless the server turns it on). */
export const filterSetsEnabled = (): boolean => sessionStore.featureFlags.DASHBOARD_NATIVE_FILTERS_SET === true;

const path = (suffix = ''): string | null => {
  const id = dashboardStore.info?.id;
  return id === undefined ? null : `/api/v1/dashboard/${id}/filtersets${suffix}`;
};

const readSet = (row: { id?: unknown; name?: unknown; params?: unknown }): FilterSet | null => {
  if (typeof row.id !== 'number' || typeof row.name !== 'string') return null;
  const params = (row.params ?? {}) as { dataMask?: unknown };
  const dataMask = params.dataMask && typeof params.dataMask === 'object' ? params.dataMask : {};
  return { id: row.id, name: row.name, dataMask: dataMask as FilterSet['dataMask'] };
};

/** The json_metadata of a filter set of the values selected now. */
function currentJsonMetadata(): string {
  const filters = filterMetadata().nativeFilterConfiguration;
  return JSON.stringify({
    nativeFilters: Object.fromEntries(filters.map((f) => [f.id, f])),
    dataMask: JSON.parse(JSON.stringify(filtersStore.pending)) as unknown,
  });
}

/** GET the dashboard's filter sets. */
export async function fetchFilterSets(): Promise<void> {
  const url = path();
  if (!url || !filterSetsEnabled()) return;
  try {
    const res = await call(apiClient(), { method: 'GET', path: url });
    const result = (res.body as { result?: unknown[] } | null)?.result ?? [];
    filterSetsStore.sets = result.flatMap((row) => readSet(row as Record<string, unknown>) ?? []);
  } catch {
    // X15.08: no message.
  }
}

/** POST the selected values as a new filter set of the dashboard; false when it was not saved. */
export async function saveFilterSet(name: string): Promise<boolean> {
  const url = path();
  const ownerId = dashboardStore.info?.id;
  if (!url || ownerId === undefined || !name.trim()) return false;
  try {
    const json = {
      name: name.trim(),
      owner_type: 'Dashboard',
      owner_id: ownerId,
      json_metadata: currentJsonMetadata(),
    };
    await call(apiClient(), { method: 'POST', path: url, json });
  } catch {
    return false;
  }
  await fetchFilterSets();
  return true;
}

/** PUT a filter set's new name, and the values selected now when `withValues`. */
export async function updateFilterSet(id: number, name: string, withValues = false): Promise<boolean> {
  const url = path(`/${id}`);
  if (!url || !name.trim()) return false;
  try {
    const json = { name: name.trim(), ...(withValues ? { json_metadata: currentJsonMetadata() } : {}) };
    await call(apiClient(), { method: 'PUT', path: url, json });
  } catch {
    return false;
  }
  await fetchFilterSets();
  return true;
}

/** DELETE a filter set. */
export async function deleteFilterSet(id: number): Promise<boolean> {
  const url = path(`/${id}`);
  if (!url) return false;
  try {
    await call(apiClient(), { method: 'DELETE', path: url });
  } catch {
    return false;
  }
  filterSetsStore.sets = filterSetsStore.sets.filter((s) => s.id !== id);
  return true;
}

/** Applies a filter set: each of its filters still on the dashboard takes its saved value, the rest none. */
export function applyFilterSet(id: number): boolean {
  const set = filterSetsStore.sets.find((s) => s.id === id);
  if (!set) return false;
  for (const f of filterMetadata().nativeFilterConfiguration) {
    if (f.type !== 'NATIVE_FILTER') continue;
    selectFilterValue(f.id, set.dataMask[f.id]?.filterState?.value ?? null);
  }
  return applyFilters();
}
