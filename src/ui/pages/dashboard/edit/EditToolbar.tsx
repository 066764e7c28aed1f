/**
 * The edit toolbar (D5.01, D1.15): Edit enters edit mode (for a user who may edit); in edit mode Undo and Redo
 * (also Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z, disabled when there is nothing to undo or redo), Discard (back to the saved
 * layout, leaving edit mode) and Save.
 */
import { memo, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dashboardStore, discardChanges, redo, saveDashboard, setEditMode, undo } from '../../../../state/dashboard';
import { navigate, routerStore } from '../../../../state/app';
import { EDIT_PARAM } from './editRules';
import { whenIdle } from '../../../../core/schedule';

/** Whether a key press is the undo (or, with Shift, the redo) shortcut; typing in a field keeps its own undo. */
export function undoShortcut(e: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== 'z') return null;
  const target = e.target as HTMLElement | null;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return null;
  return e.shiftKey ? 'redo' : 'undo';
}

/** The address with the edit flag set or cleared, so a reload opens the page as it is. */
function markEditFlag(on: boolean): void {
  const search = new URLSearchParams(routerStore.search);
  if (on) search.set(EDIT_PARAM, 'true');
  else search.delete(EDIT_PARAM);
  const query = search.toString();
  navigate(`${routerStore.path}${query ? `?${query}` : ''}`, { replace: true });
}

/**
 * Enters edit mode (refused without permission); the address takes the edit flag once the edit UI is drawn and the
 * page is idle (history.replaceState and the route's re-render cost 10-20 ms of the first entry on the 1,000-chart
 * dashboard), unless edit mode was left by then.
 */
export function enterEditMode(): boolean {
  if (!setEditMode(true)) return false;
  const mark = (): void => {
    if (dashboardStore.editMode) markEditFlag(true);
  };
  requestAnimationFrame(() => void whenIdle(mark, { timeoutMs: 1000 }));
  return true;
}

/** Discards the edits and leaves edit mode. */
export function discardAndLeave(): void {
  discardChanges();
  markEditFlag(false);
}

/** The toolbar above the grid; memoised, as the page's header (it follows the dashboard store itself). */
export const EditToolbar = memo(function EditToolbar() {
  const snap = useSnapshot(dashboardStore);
  const { editMode, canEdit, canUndo, canRedo, dashboardIsSaving } = snap;

  useEffect(() => {
    if (!editMode) return undefined;
    const onKey = (e: KeyboardEvent): void => {
      const which = undoShortcut(e);
      if (!which) return;
      e.preventDefault();
      if (which === 'undo') undo();
      else redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editMode]);

  if (!canEdit) return null;
  if (!editMode) {
    return (
      <div className="dash-edit-toolbar" role="toolbar" aria-label="Dashboard actions">
        <button type="button" className="dash-edit-button" onClick={enterEditMode}>
          Edit dashboard
        </button>
      </div>
    );
  }
  return (
    <div className="dash-edit-toolbar" role="toolbar" aria-label="Edit dashboard">
      {[
        { label: 'Undo', enabled: canUndo, run: undo, keys: 'Control+Z Meta+Z' },
        { label: 'Redo', enabled: canRedo, run: redo, keys: 'Control+Shift+Z Meta+Shift+Z' },
      ].map(({ label, enabled, run, keys }) => (
        <button
          key={label}
          type="button"
          className="dash-edit-button"
          disabled={!enabled}
          onClick={run}
          aria-keyshortcuts={keys}
        >
          {label}
        </button>
      ))}
      <button type="button" className="dash-edit-button" onClick={discardAndLeave}>
        Discard
      </button>
      <button
        type="button"
        className="dash-edit-button dash-edit-primary"
        disabled={dashboardIsSaving}
        onClick={() => void saveDashboard()}
      >
        Save
      </button>
    </div>
  );
});
