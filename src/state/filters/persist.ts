/**
 * The filter bar's settings saved in the dashboard's json_metadata (X15.10): the bar's orientation (D10.02) and
 * cross filtering on or off (D11.03), each by PUT /api/v1/dashboard/{id}. The page changes once the server took it;
 * a failure is parsed, shown as a dashboard toast and rethrown (X15.09, X18.01, D11.04).
 */
import type { DashboardFilterMetadata, FilterBarOrientation } from '../../core/filters';
import { addDangerToast } from '../app';
import { saveErrorText } from '../dashboard';
import { saveFilterMetadata } from './config';
import { clearCrossFilters } from './masks';

/** Writes filter settings into the dashboard's json_metadata (config.ts's one PUT); a failure is toasted and rethrown. */
async function saveBarSetting(patch: Partial<DashboardFilterMetadata>): Promise<void> {
  try {
    await saveFilterMetadata(patch);
  } catch (error) {
    addDangerToast(saveErrorText(error));
    throw error;
  }
}

/** Switches the bar between the side and the top of the grid, saved as filter_bar_orientation. */
export function saveFilterBarOrientation(orientation: FilterBarOrientation): Promise<void> {
  return saveBarSetting({ filterBarOrientation: orientation });
}

/** Turns cross filtering on or off, saved as cross_filters_enabled; off removes the cross filters applied. */
export async function saveCrossFiltersEnabled(enabled: boolean): Promise<void> {
  await saveBarSetting({ crossFiltersEnabled: enabled });
  if (!enabled) clearCrossFilters();
}
