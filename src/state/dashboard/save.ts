/**
 * Saving the open dashboard (spec 000 §4 "Save flow"): the PUT with the overwrite check, save as, and the texts the
 * user sees. The request bodies are src/core/dashboard's; this module only runs them against the store.
 */
import { proxy } from 'valtio/vanilla';
import { MESSAGES, formatText, relatedPath, serverMessage } from '../../core/api';
import {
  UNTITLED_DASHBOARD,
  copyDashboardBody,
  dashboardPutBody,
  metadataPatch,
  overwriteItems,
} from '../../core/dashboard';
import type { DashboardSaveInput, OverwriteItem, StoredDashboard } from '../../core/dashboard';
import type { DashboardLayout } from '../../core/layout';
import {
  ApiError,
  addDangerToast,
  addSuccessToast,
  apiClient,
  call,
  isFeatureEnabled,
  messageOf,
  navigate,
  routerStore,
} from '../app';
import {
  markSaved,
  registerSaveHandler,
  setDashboardCss,
  setDashboardIsSaving,
  setEditMode,
  updateDashboardInfo,
  updateMetadata,
} from './actions';
import { dashboardStore, parseMetadata } from './store';
import type { DashboardInfo } from './store';

/** The save texts of spec 000 §8 (D7.11, D7.12, D7.05). */
export const SAVE_MESSAGES = {
  saved: 'This dashboard was saved successfully.',
  unknownError: 'Sorry, an unknown error occurred',
  saveError: 'Sorry, there was an error saving this dashboard: %s',
  forbidden: 'You do not have permission to edit this dashboard',
  confirmOverwrite: 'Please confirm the overwrite values.',
} as const;

/** The overwrite confirmation (D7.05): who changed the stored dashboard, when, and what differs. */
export interface OverwriteConfirm {
  updatedAt: string;
  updatedBy: string;
  items: OverwriteItem[];
}

/** The save's own state: the overwrite confirmation waiting for the user, if any. */
export const dashboardSaveStore = proxy({ overwriteConfirm: null as OverwriteConfirm | null });

/** What a save answered: saved, or the reason it did not. */
export type SaveOutcome = { ok: true } | { ok: false; error: string };

const dashboardPath = (id: number): string => `/api/v1/dashboard/${id}`;

/** What is being saved: the store's dashboard fields, CSS, metadata and layout. */
function saveInput(info: DashboardInfo, over: Partial<DashboardSaveInput> = {}): DashboardSaveInput {
  const color = parseMetadata(info.json_metadata).color_scheme;
  return {
    dashboard_title: info.dashboard_title,
    slug: info.slug,
    css: dashboardStore.css,
    certified_by: info.certified_by,
    certification_details: info.certification_details,
    owners: info.owners ?? [],
    roles: info.roles ?? [],
    metadata: { ...dashboardStore.metadata },
    positions: dashboardStore.layout,
    savedColorScheme: typeof color === 'string' ? color : null,
    ...over,
  };
}

/** The text a failed save shows (D7.12): Forbidden, the server's reason, or the unknown error. */
export function saveErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return SAVE_MESSAGES.forbidden;
    const reason = serverMessage(error.body);
    if (reason) return formatText(SAVE_MESSAGES.saveError, reason);
  }
  return SAVE_MESSAGES.unknownError;
}

/** A save that failed: the saving flag off, the error toasted; the edits and the undo history stay. */
function saveFailed(error: unknown): SaveOutcome {
  setDashboardIsSaving(false);
  const text = saveErrorText(error);
  addDangerToast(text);
  return { ok: false, error: text };
}

/** The dashboard's address (D1.02): by slug when it has one, else by id. */
export function dashboardAddress(info: Pick<DashboardInfo, 'id' | 'slug'>): string {
  return `/superset/dashboard/${encodeURIComponent(info.slug || String(info.id))}/`;
}

/** D7.04: with CONFIRM_DASHBOARD_DIFF, the stored dashboard changed since it was opened and differs from this save. */
async function overwriteCheck(
  info: DashboardInfo,
  body: ReturnType<typeof dashboardPutBody>,
): Promise<OverwriteConfirm | null> {
  const res = await call(apiClient(), { method: 'GET', path: dashboardPath(info.id) });
  const stored = (res.body as { result: StoredDashboard & { changed_on?: string | null; changed_by_name?: string } })
    .result;
  if ((stored.changed_on ?? null) === (info.changed_on ?? null)) return null;
  const items = overwriteItems(stored, body);
  if (!items.length) return null;
  return { updatedAt: stored.changed_on ?? '', updatedBy: stored.changed_by_name ?? '', items };
}

/**
 * Saves the open dashboard (D7.01–D7.05, D7.11, D7.12, D4.05, D1.02): dashboardIsSaving from start to finish; with
 * CONFIRM_DASHBOARD_DIFF a dashboard changed elsewhere stops at the overwrite confirmation unless `confirmed`; a
 * failure keeps the edits and the undo history.
 */
export async function saveOpenDashboard(options: { confirmed?: boolean } = {}): Promise<SaveOutcome> {
  const info = dashboardStore.info;
  if (!info || dashboardStore.dashboardIsSaving) return { ok: false, error: SAVE_MESSAGES.unknownError };
  const layout: DashboardLayout = dashboardStore.layout;
  const body = dashboardPutBody(saveInput(info), { rbac: isFeatureEnabled('DASHBOARD_RBAC') });
  setDashboardIsSaving(true);
  try {
    if (!options.confirmed && isFeatureEnabled('CONFIRM_DASHBOARD_DIFF')) {
      const confirm = await overwriteCheck(info, body);
      if (confirm) {
        dashboardSaveStore.overwriteConfirm = confirm;
        setDashboardIsSaving(false);
        return { ok: false, error: SAVE_MESSAGES.confirmOverwrite };
      }
    }
    const res = await call(apiClient(), { method: 'PUT', path: dashboardPath(info.id), json: body });
    const answer = res.body as { result: DashboardInfo; last_modified_time?: number };
    const saved: DashboardInfo = { ...info, ...answer.result, id: info.id };
    dashboardSaveStore.overwriteConfirm = null;
    markSaved(saved, layout, answer.last_modified_time ?? 0);
    setEditMode(false);
    addSuccessToast(SAVE_MESSAGES.saved);
    const address = dashboardAddress(saved);
    if (address !== routerStore.path) navigate(`${address}${routerStore.search}`, { replace: true });
    return { ok: true };
  } catch (error) {
    return saveFailed(error);
  }
}

/** The user confirmed the overwrite (D7.05): the save goes on. */
export function confirmOverwrite(): Promise<SaveOutcome> {
  dashboardSaveStore.overwriteConfirm = null;
  return saveOpenDashboard({ confirmed: true });
}

/** The user kept the stored dashboard: no save, the edits stay. */
export function cancelOverwrite(): void {
  dashboardSaveStore.overwriteConfirm = null;
}

/** Save as (D7.06): POST copy_dash with the fields, metadata and layout, then open the copy. */
export async function saveDashboardAs(title: string, duplicateSlices: boolean): Promise<SaveOutcome> {
  const info = dashboardStore.info;
  if (!info || dashboardStore.dashboardIsSaving) return { ok: false, error: SAVE_MESSAGES.unknownError };
  setDashboardIsSaving(true);
  try {
    const res = await call(apiClient(), {
      method: 'POST',
      path: `/superset/copy_dash/${info.id}/`,
      json: copyDashboardBody(saveInput(info, { dashboard_title: title }), duplicateSlices),
    });
    const copy = res.body as { id: number; slug?: string | null };
    setDashboardIsSaving(false);
    addSuccessToast(SAVE_MESSAGES.saved);
    navigate(dashboardAddress(copy));
    return { ok: true };
  } catch (error) {
    return saveFailed(error);
  }
}

/** Makes the store's saveDashboard (the edit toolbar's Save) run this save; returns the disposer. */
export function installDashboardSave(): () => void {
  return registerSaveHandler(async () => (await saveOpenDashboard()).ok);
}

/** One person or role a dashboard may be given to, as /related answers it. */
export interface RelatedOption {
  value: number;
  label: string;
}

/** The choices of GET /api/v1/dashboard/related/{owners|roles} matching `search` (D7.13). */
export async function loadRelated(
  column: 'owners' | 'roles',
  search: string,
  signal?: AbortSignal,
): Promise<RelatedOption[]> {
  const res = await call(apiClient(), {
    method: 'GET',
    path: relatedPath('dashboard', 'related', column, search),
    ...(signal ? { signal } : {}),
  });
  const rows = (res.body as { result?: { value?: unknown; text?: unknown }[] } | null)?.result ?? [];
  return rows
    .filter((r) => typeof r.value === 'number' && typeof r.text === 'string')
    .map((r) => ({ value: r.value as number, label: r.text as string }));
}

/** What the properties modal applies (D7.13). */
export interface DashboardProperties {
  dashboard_title: string;
  slug: string;
  owners: { id: number; first_name?: string; last_name?: string }[];
  roles: { id: number; name?: string }[];
  certified_by: string;
  certification_details: string;
  /** The whole metadata as checked from the JSON editor, with the colour scheme chosen. */
  metadata: Record<string, unknown>;
}

/** Applies the properties to the open dashboard; outside edit mode they are saved at once. */
export async function applyDashboardProperties(props: DashboardProperties): Promise<SaveOutcome> {
  const { metadata, ...fields } = props;
  updateDashboardInfo(fields);
  updateMetadata(metadataPatch(dashboardStore.metadata, metadata));
  return dashboardStore.editMode ? { ok: true } : saveOpenDashboard();
}

/** Applies edited CSS to the page (saved with the next save); outside edit mode it is saved at once. */
export async function applyDashboardCss(css: string): Promise<SaveOutcome> {
  setDashboardCss(css);
  return dashboardStore.editMode ? { ok: true } : saveOpenDashboard();
}

/**
 * '+ Dashboard' on the dashboard list: creates an empty dashboard titled '[ untitled dashboard ]' and opens it in
 * edit mode (D1.24: POST /api/v1/dashboard/, then /superset/dashboard/{id}/?edit=true, instead of Superset's
 * /dashboard/new/ route). Null, with the error toasted, when it could not be created.
 */
export async function createDashboard(): Promise<number | null> {
  try {
    const res = await call(apiClient(), {
      method: 'POST',
      path: '/api/v1/dashboard/',
      json: { dashboard_title: UNTITLED_DASHBOARD },
    });
    const { id } = res.body as { id: number };
    navigate(`${dashboardAddress({ id })}?edit=true`);
    return id;
  } catch (error) {
    addDangerToast(formatText(MESSAGES.createError, 'dashboard', messageOf(error)));
    return null;
  }
}
