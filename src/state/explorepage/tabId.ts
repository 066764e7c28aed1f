/**
 * This browser tab's id for explore's unsaved state (Superset's tab_id): sent with each form_data write, so a key
 * opened in a second tab gets a key of its own there and the two tabs keep separate unsaved state. Kept in the tab's
 * session storage, so a reload keeps it (a duplicated tab starts with a copy, as the browser copies that storage).
 */
import type { KeyValueStorage } from '../../core/dataplane';

const STORAGE_KEY = 'tessera.explore.tab_id';
/** The id of a tab without session storage (tests, a storage that throws): one per page load. */
let pageLoadId: string | null = null;

const newTabId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(36).padStart(2, '0')).join('');

const sessionStorageOrNull = (): KeyValueStorage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** This tab's id, made on first use and kept in `storage` (the tab's session storage by default). */
export function exploreTabId(storage: KeyValueStorage | null = sessionStorageOrNull()): string {
  try {
    const kept = storage?.getItem(STORAGE_KEY);
    if (kept) return kept;
    const made = newTabId();
    if (storage) {
      storage.setItem(STORAGE_KEY, made);
      return made;
    }
  } catch {
    // A storage that refuses (private mode, quota) leaves the tab with its page-load id.
  }
  pageLoadId ??= newTabId();
  return pageLoadId;
}
