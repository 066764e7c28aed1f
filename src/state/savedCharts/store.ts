/**
 * The builder's saved-chart list (D5.03–D5.07): loading, then loaded (lastUpdated set) or failed (the error kept);
 * the whole list is fetched once and reused after, a search or another sort asks again.
 */
import { proxy } from 'valtio/vanilla';
import { addDangerToast, apiClient, call, serverMessageOr } from '../app';
import type { ApiClient } from '../app';
import { savedChartsPath } from './query';
import type { SavedChartSort } from './query';

/** Kept in the list's error when the server gave no reason. */
export const FETCH_ALL_FAILED = 'Could not fetch all saved charts';
/** The toast of a failed fetch, followed by the server's reason. */
export const FETCH_FAILED_TOAST = 'Sorry there was an error fetching saved charts: ';

/** A saved chart as the builder lists it. */
export interface SavedChart {
  id: number;
  slice_name: string;
  viz_type: string;
  datasource_name_text?: string | null;
  description?: string | null;
  changed_on_delta_humanized?: string;
}

/** Where the list stands. */
export type SavedChartsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export const savedChartsStore = proxy({
  status: 'idle' as SavedChartsStatus,
  charts: [] as SavedChart[],
  /** When the list last loaded (ms since the epoch); 0 until then. */
  lastUpdated: 0,
  error: null as string | null,
});

let asked = 0;

async function load(api: ApiClient, search: string, sort: SavedChartSort): Promise<void> {
  const ticket = (asked += 1);
  savedChartsStore.status = 'loading';
  try {
    const res = await call(api, { method: 'GET', path: savedChartsPath(search, sort) });
    if (ticket !== asked) return;
    const result = (res.body as { result?: SavedChart[] } | null)?.result;
    savedChartsStore.charts = Array.isArray(result) ? result : [];
    savedChartsStore.lastUpdated = Date.now();
    savedChartsStore.error = null;
    savedChartsStore.status = 'loaded';
  } catch (e) {
    if (ticket !== asked) return;
    const reason = serverMessageOr(e, () => '');
    savedChartsStore.error = reason || FETCH_ALL_FAILED;
    savedChartsStore.status = 'failed';
    addDangerToast(FETCH_FAILED_TOAST + (reason || FETCH_ALL_FAILED));
  }
}

/** The whole list, most recent first: asked for once; after it has loaded, the list in hand is reused. */
export async function fetchAllSavedCharts(api: ApiClient = apiClient()): Promise<void> {
  if (savedChartsStore.lastUpdated > 0 || savedChartsStore.status === 'loading') return;
  await load(api, '', 'changed_on');
}

/** The list for a search and a sort, asked for now. */
export async function fetchSavedCharts(
  search: string,
  sort: SavedChartSort,
  api: ApiClient = apiClient(),
): Promise<void> {
  await load(api, search, sort);
}

/** Forgets the list (a test's fresh start, or another user signing in). */
export function resetSavedCharts(): void {
  asked += 1;
  Object.assign(savedChartsStore, { status: 'idle', charts: [], lastUpdated: 0, error: null });
}
