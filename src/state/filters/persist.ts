/**
 * The filter bar's settings saved in the dashboard's json_metadata (X15.10): the bar's orientation (D10.02) and
 * cross filtering on or off (D11.03), each by PUT /api/v1/dashboard/{id}. The page changes once the server took it;
 * a failure is parsed, shown as a dashboard toast and rethrown (X15.09, X18.01, D11.04).
 */
import { writeFilterMetadata, type DashboardFilterMetadata, type FilterBarOrientation } from '../../core/filters';
import { addDangerToast, apiClient, call } from '../app';
import { dashboardStore, parseMetadata, saveErrorText } from '../dashboard';
import { clearCrossFilters } from './masks';

/** Writes filter settings into the dashboard's json_metadata; the store takes the server's answer. */
async function saveFilterMetadata(patch: Partial<DashboardFilterMetadata>): Promise<void> {
  const info = dashboardStore.info;
  if (!info) throw new Error('No dashboard is open.');
  const json = writeFilterMetadata(dashboardStore.metadata, patch);
  try {
    const res = await call(apiClient(), {
      method: 'PUT',
      path: `/api/v1/dashboard/${info.id}`,
      json: { json_metadata: json },
    });
    const answer = (res.body ?? {}) as { result?: { json_metadata?: string }; last_modified_time?: number };
    const saved = answer.result?.json_metadata ?? json;
    dashboardStore.metadata = parseMetadata(saved);
    if (dashboardStore.info) dashboardStore.info.json_metadata = saved;
    if (typeof answer.last_modified_time === 'number') dashboardStore.lastModifiedTime = answer.last_modified_time;
  } catch (error) {
    addDangerToast(saveErrorText(error));
    throw error;
  }
}

/** Switches the bar between the side and the top of the grid, saved as filter_bar_orientation. */
export function saveFilterBarOrientation(orientation: FilterBarOrientation): Promise<void> {
  return saveFilterMetadata({ filterBarOrientation: orientation });
}

/** Turns cross filtering on or off, saved as cross_filters_enabled; off removes the cross filters applied. */
export async function saveCrossFiltersEnabled(enabled: boolean): Promise<void> {
  await saveFilterMetadata({ crossFiltersEnabled: enabled });
  if (!enabled) clearCrossFilters();
}
