import { beforeEach, describe, expect, it } from 'vitest';
import { GRID_ID, emptyLayout } from '../../../src/core/layout';
import type { DashboardLayout } from '../../../src/core/layout';
import { setToastScheduler, toastStore } from '../../../src/state/app';
import {
  dashboardStore,
  discardChanges,
  dispatchLayout,
  loadDashboard,
  markSaved,
  onLayoutChange,
  redo,
  registerSaveHandler,
  saveDashboard,
  setActiveTab,
  setDashboardCss,
  setDashboardIsSaving,
  setEditMode,
  undo,
  updateDashboardInfo,
  updateMetadata,
} from '../../../src/state/dashboard';
import type { DashboardInfo } from '../../../src/state/dashboard';

const info: DashboardInfo = { id: 7, dashboard_title: 'Sales', css: '.a{}', json_metadata: '{"color_scheme":"d3"}' };

function addHeader(): string | null {
  return dispatchLayout({ type: 'create', component: 'HEADER', to: { parentId: GRID_ID, index: 0 } });
}

beforeEach(() => {
  setToastScheduler(() => () => undefined);
  toastStore.toasts.splice(0);
  loadDashboard(info, emptyLayout(), { canEdit: true, lastModifiedTime: 100 });
});

describe('the dashboard store', () => {
  it('D4.01 D1.07 edit mode turns on only with edit permission', () => {
    expect(dashboardStore.editMode).toBe(false);
    expect(setEditMode(true)).toBe(true);
    expect(dashboardStore.editMode).toBe(true);
    loadDashboard(info, emptyLayout(), { canEdit: false });
    expect(setEditMode(true)).toBe(false);
    expect(dashboardStore.editMode).toBe(false);
  });

  it('loads the saved dashboard: css, parsed metadata, last modified time, nothing to undo', () => {
    expect(dashboardStore.css).toBe('.a{}');
    expect(dashboardStore.metadata).toEqual({ color_scheme: 'd3' });
    expect(dashboardStore.lastModifiedTime).toBe(100);
    expect(dashboardStore.canUndo).toBe(false);
    expect(dashboardStore.hasUnsavedChanges).toBe(false);
  });

  it('D4.02 any layout change sets hasUnsavedChanges; a refused one changes nothing and is toasted', () => {
    expect(addHeader()).toBeNull();
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
    expect(dashboardStore.canUndo).toBe(true);
    loadDashboard(info, emptyLayout(), { canEdit: true });
    const before = dashboardStore.layout;
    const error = dispatchLayout({ type: 'create', component: 'CHART', to: { parentId: GRID_ID, index: 0 } });
    expect(error).toBe('Sorry, there is no chart definition associated with the chart trying to be added.');
    expect(dashboardStore.layout).toBe(before);
    expect(dashboardStore.hasUnsavedChanges).toBe(false);
    expect(toastStore.toasts.map((t) => [t.kind, t.text])).toEqual([['danger', error]]);
  });

  it('D6.01 D4.03 undo and redo step through the edits; undoing back to an empty history clears hasUnsavedChanges', () => {
    const start = dashboardStore.layout;
    addHeader();
    const one = dashboardStore.layout;
    addHeader();
    undo();
    expect(dashboardStore.layout).toBe(one);
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
    expect(dashboardStore.canRedo).toBe(true);
    undo();
    expect(dashboardStore.layout).toBe(start);
    expect(dashboardStore.hasUnsavedChanges).toBe(false);
    redo();
    expect(dashboardStore.layout).toBe(one);
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
  });

  it('D4.03 after a colour scheme update, undoing every layout edit keeps the changes unsaved', () => {
    updateMetadata({ color_scheme: 'bnbColors' });
    addHeader();
    undo();
    expect(dashboardStore.canUndo).toBe(false);
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
  });

  it('D4.10 D6.03 D16.16 the 51st edit warns once that the undo slots are used up and sets maxUndoHistoryExceeded', () => {
    for (let i = 0; i < 50; i += 1) addHeader();
    expect(dashboardStore.maxUndoHistoryExceeded).toBe(false);
    addHeader();
    addHeader();
    expect(dashboardStore.maxUndoHistoryExceeded).toBe(true);
    expect(toastStore.toasts.map((t) => t.text)).toEqual([
      'You have used all 50 undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.',
    ]);
    for (let i = 0; i < 60; i += 1) undo();
    expect(dashboardStore.canUndo).toBe(false);
    // The oldest edits were dropped: the dashboard is not back to its saved state, so the changes stay unsaved.
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
    expect(dashboardStore.layout[GRID_ID]?.children).toHaveLength(2);
  });

  it('D4.04 D6.04 a save clears hasUnsavedChanges, the history and the exceeded flag, and sets the saved layout', () => {
    for (let i = 0; i < 51; i += 1) addHeader();
    setDashboardIsSaving(true);
    expect(dashboardStore.dashboardIsSaving).toBe(true);
    const saved: DashboardLayout = dashboardStore.layout;
    markSaved({ ...info, dashboard_title: 'Sales 2' }, saved, 200);
    expect(dashboardStore).toMatchObject({
      hasUnsavedChanges: false,
      canUndo: false,
      canRedo: false,
      maxUndoHistoryExceeded: false,
      dashboardIsSaving: false,
      lastModifiedTime: 200,
    });
    expect(dashboardStore.savedLayout).toBe(saved);
    expect(dashboardStore.info?.dashboard_title).toBe('Sales 2');
  });

  it('D5.01 Discard goes back to the saved layout and leaves edit mode with no history', () => {
    const saved = dashboardStore.layout;
    setEditMode(true);
    addHeader();
    updateMetadata({ color_scheme: 'x' });
    discardChanges();
    expect(dashboardStore.layout).toBe(saved);
    expect(dashboardStore.metadata).toEqual({ color_scheme: 'd3' });
    expect(dashboardStore).toMatchObject({ editMode: false, hasUnsavedChanges: false, canUndo: false });
  });

  it('layout listeners hear every change until disposed; the layout is held as is, not proxied', () => {
    const heard: DashboardLayout[] = [];
    const dispose = onLayoutChange((l) => heard.push(l));
    addHeader();
    undo();
    dispose();
    redo();
    expect(heard).toHaveLength(2);
    expect(heard[0]).toBe(dashboardStore.layout);
  });

  it('saveDashboard goes through the registered save; without one it answers false', async () => {
    expect(await saveDashboard()).toBe(false);
    const dispose = registerSaveHandler(async () => true);
    expect(await saveDashboard()).toBe(true);
    dispose();
    expect(await saveDashboard()).toBe(false);
  });

  it('D4.11 the shown tab of each tabs container is kept in the store; a tab that leaves the layout is forgotten', () => {
    dispatchLayout({ type: 'create', component: 'TABS', to: { parentId: GRID_ID, index: 0 } });
    const tabsId = dashboardStore.layout[GRID_ID]?.children[0] ?? '';
    dispatchLayout({ type: 'addTab', tabsId });
    const [first, second] = dashboardStore.layout[tabsId]?.children ?? [];
    setActiveTab(tabsId, second ?? '');
    expect(dashboardStore.activeTabs).toEqual({ [tabsId]: second });
    dispatchLayout({ type: 'delete', id: second ?? '' });
    expect(dashboardStore.activeTabs).toEqual({});
    undo();
    setActiveTab(tabsId, first ?? '');
    dispatchLayout({ type: 'delete', id: tabsId });
    expect(dashboardStore.activeTabs).toEqual({});
  });

  it('D4.02 changing the title, CSS or metadata in the page also leaves changes unsaved; D4.05 saving flag', () => {
    updateDashboardInfo({ dashboard_title: 'Renamed' });
    expect(dashboardStore.info?.dashboard_title).toBe('Renamed');
    expect(dashboardStore.hasUnsavedChanges).toBe(true);
    loadDashboard(info, emptyLayout(), { canEdit: true });
    setDashboardCss('.a{}');
    expect(dashboardStore.hasUnsavedChanges).toBe(false);
    setDashboardCss('.b{}');
    expect(dashboardStore).toMatchObject({ css: '.b{}', hasUnsavedChanges: true });
    setDashboardIsSaving(true);
    expect(dashboardStore.dashboardIsSaving).toBe(true);
    setDashboardIsSaving(false);
    expect(dashboardStore.dashboardIsSaving).toBe(false);
  });
});
