/**
 * Restores a dashboard permalink once the dashboard it names is open (S5.05): the saved tabs shown, the data mask
 * back, and the anchor scrolled into view. A fresh load (shown tabs empty, not editing) gets the state again, so the
 * page's second load (charts saved from explore laid out after the rest) keeps it; a save or an edit does not.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dashboardStore, restorePermalinkState, type DashboardPermalinkState } from '../../../../state/dashboard';

/** How many frames the anchor is looked for while the grid lays itself out. */
const ANCHOR_FRAMES = 60;

/** Scrolls the component `anchor` into view when it is (or soon is) on the page. */
export function scrollToAnchor(anchor: string, doc: Document = document, frames = ANCHOR_FRAMES): void {
  const find = (left: number): void => {
    const element = doc.querySelector(`[data-component-id="${CSS.escape(anchor)}"]`);
    if (element) element.scrollIntoView({ block: 'start' });
    else if (left > 0) requestAnimationFrame(() => find(left - 1));
  };
  find(frames);
}

/** Applies `state` to the dashboard `dashboardId` when it opens. */
export function usePermalinkRestore(dashboardId: string, state: Partial<DashboardPermalinkState>): void {
  const { info, savedLayout } = useSnapshot(dashboardStore);
  const openId = info?.id;
  useEffect(() => {
    if (openId === undefined || String(openId) !== dashboardId) return;
    if (dashboardStore.editMode || Object.keys(dashboardStore.activeTabs).length) return;
    restorePermalinkState(state);
    if (state.anchor) scrollToAnchor(state.anchor);
  }, [openId, savedLayout, dashboardId, state]);
}
