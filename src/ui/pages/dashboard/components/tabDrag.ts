/** The drag kind of a tab dragged along its strip to a new place. */
import { registerDragKind } from '../../../kit';

/** A dragged tab: its tabs container and its own id. */
export interface TabDragPayload {
  tabsId: string;
  tabId: string;
}

declare module '../../../kit/dragPayload' {
  interface DragPayloadMap {
    'dashboard-tab': TabDragPayload;
  }
}

registerDragKind('dashboard-tab', (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const { tabsId, tabId } = v as Record<string, unknown>;
  return typeof tabsId === 'string' && typeof tabId === 'string';
});

/** What a tab strip's drop zones accept. */
export const TAB_DRAG_KINDS = ['dashboard-tab'] as const;

/** The drop spot index that puts the tab now at `from` in the place of the tab at `to` (a drop spot still counts the
 * dragged tab: moving right lands after the target). */
export const tabDropIndex = (from: number, to: number): number => (from < to ? to + 1 : to);
