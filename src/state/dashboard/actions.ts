/** The dashboard store's actions: loading, edit mode, layout edits with undo/redo, and what a save sets. */
import { ref } from 'valtio/vanilla';
import { applyLayoutAction, emptyHistory, recordEdit, redoStep, undoLimitMessage, undoStep } from '../../core/layout';
import type { DashboardLayout, LayoutAction, UndoHistory } from '../../core/layout';
import { addDangerToast, addInfoToast } from '../app';
import { dashboardStore, initialDashboardState, parseMetadata } from './store';
import type { DashboardInfo } from './store';

// The history lives outside the proxy: it holds up to 50 whole layouts that no view reads.
let history: UndoHistory<DashboardLayout> = emptyHistory();
const listeners = new Set<(layout: DashboardLayout) => void>();
/** The saved dashboard's fields, for Discard. */
let savedInfo: DashboardInfo | null = null;

function setHistory(next: UndoHistory<DashboardLayout>): void {
  history = next;
  dashboardStore.canUndo = next.past.length > 0;
  dashboardStore.canRedo = next.future.length > 0;
}

function setLayout(layout: DashboardLayout): void {
  if (dashboardStore.layout === layout) return;
  dashboardStore.layout = ref(layout);
  forgetGoneTabs(layout);
  for (const listener of [...listeners]) listener(layout);
}

/** A shown tab that left the layout (deleted, moved elsewhere, undone) is forgotten: its container shows its first. */
function forgetGoneTabs(layout: DashboardLayout): void {
  for (const [tabsId, tabId] of Object.entries(dashboardStore.activeTabs)) {
    if (!layout[tabsId]?.children.includes(tabId)) delete dashboardStore.activeTabs[tabsId];
  }
}

function applySaved(info: DashboardInfo, layout: DashboardLayout): void {
  savedInfo = info;
  dashboardStore.info = { ...info };
  dashboardStore.css = info.css ?? '';
  dashboardStore.metadata = parseMetadata(info.json_metadata);
  dashboardStore.savedLayout = ref(layout);
  setLayout(layout);
  setHistory(emptyHistory());
  dashboardStore.hasUnsavedChanges = false;
  dashboardStore.maxUndoHistoryExceeded = false;
  dashboardStore.colorSchemeUpdated = false;
}

/** Options of loadDashboard: whether the user may edit it, and its last modified time. */
export interface LoadOptions {
  canEdit?: boolean;
  lastModifiedTime?: number;
}

/** Opens a dashboard: its saved layout, no history, not in edit mode. */
export function loadDashboard(info: DashboardInfo, layout: DashboardLayout, options: LoadOptions = {}): void {
  Object.assign(dashboardStore, { ...initialDashboardState(), layout: dashboardStore.layout });
  dashboardStore.canEdit = options.canEdit ?? false;
  dashboardStore.lastModifiedTime = options.lastModifiedTime ?? 0;
  applySaved(info, layout);
}

/** Turns edit mode on or off; turning it on is refused (false) without edit permission (D1.07). */
export function setEditMode(on: boolean): boolean {
  if (on && !dashboardStore.canEdit) return false;
  dashboardStore.editMode = on;
  return true;
}

/** Discard: back to the saved layout and fields, edit mode off, history cleared. */
export function discardChanges(): void {
  if (savedInfo) applySaved(savedInfo, dashboardStore.savedLayout);
  dashboardStore.editMode = false;
}

/** Applies a layout edit; answers null, or the refusal message (also shown as a toast) with nothing changed. */
export function dispatchLayout(action: LayoutAction): string | null {
  const before = dashboardStore.layout;
  const result = applyLayoutAction(before, action);
  if (!result.ok) {
    addDangerToast(result.error);
    return result.error;
  }
  if (result.layout === before) return null;
  const recorded = recordEdit(history, before);
  setHistory(recorded.history);
  setLayout(result.layout);
  dashboardStore.hasUnsavedChanges = true;
  if (recorded.exceeded && !dashboardStore.maxUndoHistoryExceeded) {
    dashboardStore.maxUndoHistoryExceeded = true;
    addInfoToast(undoLimitMessage());
  }
  return null;
}

/** Undoes the last layout edit; undoing back to an empty history clears hasUnsavedChanges unless the history was
 * exceeded or the colour scheme changed (D4.03). */
export function undo(): void {
  const step = undoStep(history, dashboardStore.layout);
  if (!step) return;
  setHistory(step.history);
  setLayout(step.present);
  dashboardStore.hasUnsavedChanges =
    step.history.past.length > 0 || dashboardStore.maxUndoHistoryExceeded || dashboardStore.colorSchemeUpdated;
}

/** Redoes the last undone layout edit. */
export function redo(): void {
  const step = redoStep(history, dashboardStore.layout);
  if (!step) return;
  setHistory(step.history);
  setLayout(step.present);
  dashboardStore.hasUnsavedChanges = true;
}

/** Hears every change of the layout (edits, undo, redo, discard, load, save); returns a disposer. */
export function onLayoutChange(listener: (layout: DashboardLayout) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** After a save (D4.04, D6.04, D7.03): the saved dashboard becomes the base, history cleared, changes saved. */
export function markSaved(info: DashboardInfo, layout: DashboardLayout, lastModifiedTime: number): void {
  applySaved(info, layout);
  dashboardStore.lastModifiedTime = lastModifiedTime;
  dashboardStore.dashboardIsSaving = false;
}

/**
 * After a save of json_metadata keys alone (X15.10: filters, chart configuration, bar orientation, cross filters): the
 * saved json_metadata becomes the dashboard's, for Discard too, and those keys take their saved values in the page;
 * other unsaved edits stay as they are.
 */
export function markMetadataSaved(jsonMetadata: string, keys: readonly string[], lastModifiedTime: number): void {
  const saved = parseMetadata(jsonMetadata);
  if (dashboardStore.info) dashboardStore.info.json_metadata = jsonMetadata;
  if (savedInfo) savedInfo = { ...savedInfo, json_metadata: jsonMetadata };
  const patch: Record<string, unknown> = {};
  for (const key of keys) patch[key] = saved[key];
  dashboardStore.metadata = { ...dashboardStore.metadata, ...patch };
  if (lastModifiedTime) dashboardStore.lastModifiedTime = lastModifiedTime;
}

/** Marks a save in progress (D4.05): the Save button is disabled while it is true. */
export function setDashboardIsSaving(saving: boolean): void {
  dashboardStore.dashboardIsSaving = saving;
}

/** Changes the dashboard's own fields (title, slug, owners…) in the page; saved with the next save. */
export function updateDashboardInfo(patch: Partial<DashboardInfo>): void {
  if (!dashboardStore.info) return;
  Object.assign(dashboardStore.info, patch);
  dashboardStore.hasUnsavedChanges = true;
}

/** Changes the dashboard's CSS in the page; saved with the next save. */
export function setDashboardCss(css: string): void {
  if (dashboardStore.css === css) return;
  dashboardStore.css = css;
  dashboardStore.hasUnsavedChanges = true;
}

/** Changes json_metadata keys in the page; a new colour scheme is remembered (see undo). */
export function updateMetadata(patch: Record<string, unknown>): void {
  if ('color_scheme' in patch && patch.color_scheme !== dashboardStore.metadata.color_scheme) {
    dashboardStore.colorSchemeUpdated = true;
  }
  Object.assign(dashboardStore.metadata, patch);
  dashboardStore.hasUnsavedChanges = true;
}

/** Shows one tab of a tabs container. */
export function setActiveTab(tabsId: string, tabId: string): void {
  dashboardStore.activeTabs[tabsId] = tabId;
}

/** Shows a chart full size, or none. */
export function setFullSizeChartId(chartId: number | null): void {
  dashboardStore.fullSizeChartId = chartId;
}

/** What saves the dashboard; bsave's save module registers it. */
export type SaveHandler = () => Promise<boolean>;
let saveHandler: SaveHandler | null = null;

/** Registers the save implementation; returns a disposer. */
export function registerSaveHandler(handler: SaveHandler): () => void {
  saveHandler = handler;
  return () => {
    if (saveHandler === handler) saveHandler = null;
  };
}

/** Saves the dashboard through the registered save; false when none is registered or the save failed. */
export async function saveDashboard(): Promise<boolean> {
  return saveHandler ? saveHandler() : false;
}
