/**
 * Saving the dashboard's filtering keys of json_metadata (X15.10): the native filter configuration from the filter
 * dialog (D10.09, X15.09), and the same PUT for the bar's orientation and the cross-filter toggle. The body is the
 * saved json_metadata with only the given keys changed, so unsaved edits of the page are neither sent nor lost.
 */
import { proxy } from 'valtio/vanilla';
import { dashboardColorNamespace, getNamespace } from '../../core/color';
import {
  FILTER_METADATA_KEYS,
  withComputedScope,
  writeFilterMetadata,
  type DashboardFilterMetadata,
  type FilterConfigItem,
} from '../../core/filters';
import { apiClient, call } from '../app';
import { dashboardStore, markMetadataSaved } from '../dashboard';

export { dashboardColorNamespace };

/** Whether the filter configuration is being saved (the dialog's Save waits). */
export const filterConfigSaveStore = proxy({ saving: false });

/** Forgets the dashboard's shared and forced label colours, so its charts colour their labels afresh (D10.09). */
function resetDashboardColors(dashboardId: number): void {
  getNamespace(dashboardColorNamespace(dashboardId)).resetColors().resetSharedLabelColors();
}

/**
 * PUTs json_metadata with the given filtering keys (X15.10); on success the store takes the saved keys and the
 * dashboard's colour maps are reset. Throws on failure: the caller decides what the user sees (X15.09).
 */
export async function saveFilterMetadata(patch: Partial<DashboardFilterMetadata>): Promise<void> {
  const info = dashboardStore.info;
  if (!info) throw new Error('No dashboard is open.');
  const jsonMetadata = writeFilterMetadata(info.json_metadata ?? '', patch);
  const res = await call(apiClient(), {
    method: 'PUT',
    path: `/api/v1/dashboard/${info.id}`,
    json: { json_metadata: jsonMetadata },
  });
  const answer = (res.body ?? {}) as { result?: { json_metadata?: unknown }; last_modified_time?: unknown };
  const saved = typeof answer.result?.json_metadata === 'string' ? answer.result.json_metadata : jsonMetadata;
  const keys = (Object.keys(patch) as (keyof DashboardFilterMetadata)[]).map((k) => FILTER_METADATA_KEYS[k]);
  markMetadataSaved(saved, keys, typeof answer.last_modified_time === 'number' ? answer.last_modified_time : 0);
  resetDashboardColors(info.id);
}

/**
 * Saves the dialog's configuration (D10.09): each filter with the charts and tabs its scope holds on the layout now.
 * A failure shows no message (X15.09) and answers false, so the dialog keeps the edits and stays open.
 */
export async function saveNativeFilterConfiguration(items: readonly FilterConfigItem[]): Promise<boolean> {
  if (filterConfigSaveStore.saving) return false;
  const layout = dashboardStore.layout;
  const nativeFilterConfiguration = items.map((f) => (f.type === 'NATIVE_FILTER' ? withComputedScope(f, layout) : f));
  filterConfigSaveStore.saving = true;
  try {
    await saveFilterMetadata({ nativeFilterConfiguration });
    return true;
  } catch {
    return false;
  } finally {
    filterConfigSaveStore.saving = false;
  }
}
