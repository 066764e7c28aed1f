/** The dashboard store: the open dashboard, its layout and the edit-mode state around it (spec 000 §4). */
import { proxy, ref } from 'valtio/vanilla';
import { emptyLayout } from '../../core/layout';
import type { DashboardLayout } from '../../core/layout';

/** The fields of GET /api/v1/dashboard/{id_or_slug} the dashboard page reads and saves. */
export interface DashboardInfo {
  id: number;
  dashboard_title: string;
  slug?: string | null;
  css?: string | null;
  json_metadata?: string | null;
  position_json?: string | null;
  published?: boolean;
  certified_by?: string | null;
  certification_details?: string | null;
  owners?: { id: number; first_name?: string; last_name?: string }[];
  roles?: { id: number; name?: string }[];
  changed_on?: string | null;
  changed_by_name?: string | null;
}

/** The dashboard state. `layout` and `savedLayout` are held by reference (never proxied): layout actions replace
 * only the components they change, so a view that reads one component re-renders only when that one changes. */
export interface DashboardState {
  info: DashboardInfo | null;
  layout: DashboardLayout;
  /** The layout as last loaded or saved: Discard goes back to it. */
  savedLayout: DashboardLayout;
  /**
   * The tab shown per tabs container (TABS id → TAB id). The spec keeps them in the page's local state; Tessera
   * keeps them here so layout edits (a created, moved or deleted tab) and the permalink read the same value.
   */
  activeTabs: Record<string, string>;
  /** Whether the user may edit (owner or admin with can_write on Dashboard); set by the page on load. */
  canEdit: boolean;
  editMode: boolean;
  hasUnsavedChanges: boolean;
  dashboardIsSaving: boolean;
  maxUndoHistoryExceeded: boolean;
  /** Set when the colour scheme changed since the last save: undoing every layout edit then keeps the changes unsaved. */
  colorSchemeUpdated: boolean;
  fullSizeChartId: number | null;
  canUndo: boolean;
  canRedo: boolean;
  css: string;
  /** json_metadata, parsed. */
  metadata: Record<string, unknown>;
  /** The server's last modified time of the saved dashboard (seconds since the epoch), 0 when unknown. */
  lastModifiedTime: number;
}

/** A fresh, empty dashboard state. */
export function initialDashboardState(): DashboardState {
  const layout = ref(emptyLayout());
  return {
    info: null,
    layout,
    savedLayout: layout,
    activeTabs: {},
    canEdit: false,
    editMode: false,
    hasUnsavedChanges: false,
    dashboardIsSaving: false,
    maxUndoHistoryExceeded: false,
    colorSchemeUpdated: false,
    fullSizeChartId: null,
    canUndo: false,
    canRedo: false,
    css: '',
    metadata: {},
    lastModifiedTime: 0,
  };
}

/** The open dashboard's state. */
export const dashboardStore = proxy<DashboardState>(initialDashboardState());

/** json_metadata as an object; anything that is not a JSON object reads as empty. */
export function parseMetadata(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
