/**
 * The dashboard header's view actions (spec 000 §4, §8, §9): the favourite star, publishing, the datasets' status,
 * the manual and the periodic refresh, and the permalink a share action creates.
 */
import { proxy } from 'valtio/vanilla';
import { REFRESH_INTERVALS } from '../../core/dashboard';
import { ApiError, addDangerToast, addSuccessToast, apiClient, call } from '../app';
import type { ApiClient } from '../app';
import { SAVE_MESSAGES } from './save';
import { dashboardStore } from './store';

/** The header's words (spec 000 §8). */
export const VIEW_MESSAGES = {
  favoriteFetchError: 'There was an issue fetching the favorite status of this dashboard.',
  favoriteSaveError: 'There was an issue favoriting this dashboard.',
  published: 'This dashboard is now published',
  hidden: 'This dashboard is now hidden',
  noRights: 'You do not have permissions to edit this dashboard.',
  forbidden: SAVE_MESSAGES.forbidden,
  permalinkError: 'Sorry, something went wrong. Try again later.',
} as const;

export { REFRESH_INTERVALS };

export type DatasetsStatus = 'loading' | 'complete' | 'error';

/** The view state the header reads. */
export interface DashboardViewState {
  isStarred: boolean;
  isRefreshing: boolean;
  isFiltersRefreshing: boolean;
  datasetsStatus: DatasetsStatus;
  datasets: unknown[];
  /** Seconds between periodic refreshes; 0 is off (D2.08). */
  refreshFrequency: number;
  /** The native filters' data mask, sent with a permalink and restored from one. */
  dataMask: Record<string, unknown>;
  /** The component a permalink scrolls to. */
  anchor: string | null;
}

export function initialViewState(): DashboardViewState {
  return {
    isStarred: false,
    isRefreshing: false,
    isFiltersRefreshing: false,
    datasetsStatus: 'loading',
    datasets: [],
    refreshFrequency: 0,
    dataMask: {},
    anchor: null,
  };
}

export const dashboardViewStore = proxy<DashboardViewState>(initialViewState());

/** Back to the start state for a newly opened dashboard; refresh_frequency comes from its metadata. */
export function resetDashboardView(metadata: Record<string, unknown> = {}): void {
  Object.assign(dashboardViewStore, initialViewState(), { refreshFrequency: refreshFrequencyOf(metadata) });
}

/** json_metadata.refresh_frequency as whole seconds ≥ 0 (default 0). */
export function refreshFrequencyOf(metadata: Record<string, unknown>): number {
  const value = Number(metadata.refresh_frequency ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

const favstarPath = (id: number, action: 'count' | 'select' | 'unselect'): string =>
  `/superset/favstar/Dashboard/${id}/${action}/`;

/** Reads the star: GET /superset/favstar/Dashboard/{id}/count/ (D8.01). */
export async function fetchFaveStar(id: number): Promise<void> {
  try {
    const res = await call(apiClient(), { method: 'GET', path: favstarPath(id, 'count') });
    dashboardViewStore.isStarred = Number((res.body as { count?: unknown } | null)?.count ?? 0) > 0;
  } catch {
    addDangerToast(VIEW_MESSAGES.favoriteFetchError);
  }
}

/** Stars or unstars the dashboard (D8.02); the star flips back when the server refuses. */
export async function toggleFaveStar(id: number): Promise<void> {
  const was = dashboardViewStore.isStarred;
  dashboardViewStore.isStarred = !was;
  try {
    await call(apiClient(), { method: 'GET', path: favstarPath(id, was ? 'unselect' : 'select') });
  } catch {
    dashboardViewStore.isStarred = was;
    addDangerToast(VIEW_MESSAGES.favoriteSaveError);
  }
}

/** Publishes or hides the open dashboard: PUT {published} (D8.04); without edit rights nothing is sent (D8.05). */
export async function togglePublished(): Promise<boolean> {
  const info = dashboardStore.info;
  if (!info) return false;
  if (!dashboardStore.canEdit) {
    addDangerToast(VIEW_MESSAGES.noRights);
    return false;
  }
  const published = !info.published;
  try {
    await call(apiClient(), { method: 'PUT', path: `/api/v1/dashboard/${info.id}`, json: { published } });
  } catch (error) {
    addDangerToast(
      error instanceof ApiError && error.status === 403
        ? VIEW_MESSAGES.forbidden
        : error instanceof Error
          ? error.message
          : String(error),
    );
    return false;
  }
  info.published = published;
  addSuccessToast(published ? VIEW_MESSAGES.published : VIEW_MESSAGES.hidden);
  return true;
}

/** The datasets request of the dashboard the page shows: the header and the charts' verbose names share it. */
let datasetsRequest: { api: ApiClient; id: number; answer: Promise<unknown[]>; failed: boolean } | null = null;

/** Starts asking for the datasets of dashboard `id` afresh (a page opening the dashboard). */
export function forgetDashboardDatasets(): void {
  datasetsRequest = null;
}

/**
 * GET /api/v1/dashboard/{id}/datasets, asked once a page: the request already made for this dashboard (in flight, or
 * answered) when there is one, else a new one. A failed one is asked again.
 */
export function dashboardDatasets(id: number, api: ApiClient = apiClient()): Promise<unknown[]> {
  const held = datasetsRequest;
  if (held && held.api === api && held.id === id && !held.failed) return held.answer;
  const request = {
    api,
    id,
    failed: false,
    answer: call(api, { method: 'GET', path: `/api/v1/dashboard/${id}/datasets` }).then((res) => {
      const result = (res.body as { result?: unknown } | null)?.result;
      return Array.isArray(result) ? (result as unknown[]) : [];
    }),
  };
  request.answer.catch(() => (request.failed = true));
  datasetsRequest = request;
  return request.answer;
}

/**
 * Loads the dashboard's datasets: datasetsStatus goes loading → complete or error (D4.09). The page's request is
 * shared with its charts' verbose names (see dashboardDatasets); a later call asks again once it has answered.
 */
export async function fetchDashboardDatasets(id: number, api: ApiClient = apiClient()): Promise<void> {
  dashboardViewStore.datasetsStatus = 'loading';
  try {
    dashboardViewStore.datasets = await dashboardDatasets(id, api);
    dashboardViewStore.datasetsStatus = 'complete';
  } catch {
    dashboardViewStore.datasetsStatus = 'error';
  }
}

/** Refreshes every chart with force (D9.01); isRefreshing is true until all have answered (D4.08). */
export async function refreshDashboard(
  chartIds: readonly number[],
  refresh: (id: number) => Promise<unknown> | null,
): Promise<void> {
  if (dashboardViewStore.isRefreshing) return;
  dashboardViewStore.isRefreshing = true;
  dashboardViewStore.isFiltersRefreshing = true;
  try {
    await Promise.allSettled(chartIds.map((id) => refresh(id) ?? Promise.resolve()));
  } finally {
    dashboardViewStore.isRefreshing = false;
    dashboardViewStore.isFiltersRefreshing = false;
  }
}

/**
 * Sets the auto-refresh interval (D9.02). In edit mode it becomes the dashboard's refresh_frequency, saved with it;
 * in view mode it holds for this visit only, as in Superset.
 */
export function setRefreshFrequency(seconds: number, persist: (patch: Record<string, unknown>) => void): void {
  const value = Math.max(0, Math.floor(seconds));
  dashboardViewStore.refreshFrequency = value;
  if (dashboardStore.editMode) persist({ refresh_frequency: value });
}

/** The label of an interval: Superset's when listed, else the seconds. */
export function refreshIntervalLabel(seconds: number): string {
  return REFRESH_INTERVALS.find(([s]) => s === seconds)?.[1] ?? `${seconds} seconds`;
}

/** The staggered refresh plan of the open dashboard (D2.09, D2.10, D9.03): immune slices and stagger from metadata. */
export function refreshPlanOf(metadata: Record<string, unknown>, chartIds: readonly number[], frequency: number) {
  const immune = Array.isArray(metadata.timed_refresh_immune_slices)
    ? metadata.timed_refresh_immune_slices.map(Number).filter(Number.isFinite)
    : [];
  const staggerTime = Number(metadata.stagger_time);
  return {
    refreshFrequency: frequency,
    staggerRefresh: metadata.stagger_refresh !== false,
    staggerTime: Number.isFinite(staggerTime) && staggerTime > 0 ? staggerTime : 5000,
    timedRefreshImmuneSlices: immune,
    chartIds: [...chartIds],
  };
}

/** What a dashboard permalink keeps (S5.05). */
export interface DashboardPermalinkState {
  dataMask: Record<string, unknown>;
  activeTabs: string[];
  anchor: string | null;
  urlParams: [string, string][];
}

/** The open dashboard's permalink state: data mask, shown tabs, anchor and the chart URL parameters. */
export function permalinkStateOf(
  urlParams: Record<string, string>,
  anchor: string | null = null,
): DashboardPermalinkState {
  return {
    dataMask: JSON.parse(JSON.stringify(dashboardViewStore.dataMask)) as Record<string, unknown>,
    activeTabs: Object.values(dashboardStore.activeTabs),
    anchor: anchor ?? dashboardViewStore.anchor,
    urlParams: Object.entries(urlParams),
  };
}

/** POST /api/v1/dashboard/{id}/permalink (D8.06); the permalink's URL, or null after a danger toast. */
export async function createDashboardPermalink(state: DashboardPermalinkState): Promise<string | null> {
  const id = dashboardStore.info?.id;
  if (id === undefined) return null;
  try {
    const res = await call(apiClient(), { method: 'POST', path: `/api/v1/dashboard/${id}/permalink`, json: state });
    const url = (res.body as { url?: unknown } | null)?.url;
    if (typeof url === 'string') return url;
  } catch {
    // the toast below says it
  }
  addDangerToast(VIEW_MESSAGES.permalinkError);
  return null;
}

/** The mailto link of 'Share permalink by email', as Superset words it. */
export function shareByEmailHref(url: string, title: string): string {
  const subject = encodeURIComponent(`Superset dashboard ${title}`);
  const body = encodeURIComponent('Check out this dashboard: ');
  return `mailto:?Subject=${subject}%20&Body=${body}${encodeURIComponent(url)}`;
}

/** The state behind a permalink key: GET /api/v1/dashboard/permalink/{key}. */
export async function readDashboardPermalink(
  key: string,
): Promise<{ dashboardId: string; state: Partial<DashboardPermalinkState> }> {
  const res = await call(apiClient(), {
    method: 'GET',
    path: `/api/v1/dashboard/permalink/${encodeURIComponent(key)}`,
  });
  const body = (res.body ?? {}) as { dashboardId?: unknown; state?: Partial<DashboardPermalinkState> };
  return { dashboardId: String(body.dashboardId ?? ''), state: body.state ?? {} };
}

/**
 * Restores a permalink on the open dashboard: each saved tab shown in its container (found in the layout), the
 * data mask and the anchor. Tabs no longer in the layout are skipped.
 */
export function restorePermalinkState(state: Partial<DashboardPermalinkState>): void {
  const layout = dashboardStore.layout;
  for (const tabId of state.activeTabs ?? []) {
    const parent = Object.values(layout).find((c) => c.type === 'TABS' && c.children.includes(tabId));
    if (parent) dashboardStore.activeTabs[parent.id] = tabId;
  }
  if (state.dataMask && typeof state.dataMask === 'object') dashboardViewStore.dataMask = { ...state.dataMask };
  dashboardViewStore.anchor = typeof state.anchor === 'string' ? state.anchor : null;
}

/** Which header items a user sees (D14.09), from the session's permissions and the edit rule. */
export interface HeaderPermissions {
  canEdit: boolean;
  canSave: boolean;
  canShare: boolean;
  canExplore: boolean;
  canCsv: boolean;
}

export function headerPermissions(can: (perm: string, view: string) => boolean, canEdit: boolean): HeaderPermissions {
  return {
    canEdit,
    canSave: can('can_save_dash', 'Superset'),
    canShare: can('can_share_dashboard', 'Superset'),
    canExplore: can('can_explore', 'Superset'),
    canCsv: can('can_csv', 'Superset'),
  };
}
