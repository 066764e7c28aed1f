/**
 * Whether a drop is allowed, and where the component really goes: the one check both the layout actions and the
 * page's drag indicator use. It only reads the layout (no copy), so the page may ask on every drag frame.
 */
import {
  LAYOUT_MESSAGES,
  ancestorsOf,
  availableWidth,
  isFixed,
  isTopLevelTabs,
  isValidChild,
  minimumWidth,
  needsRowWrap,
  parentIdOf,
} from './rules';
import { GRID_COLUMN_COUNT, GRID_MIN_COLUMN_COUNT, ROOT_ID } from './types';
import type { DashboardLayout, DropSpot, NewComponentType } from './types';

/** What is dropped: an existing component (a move) or a new one from the builder pane. */
export type DropSource = { id: string } | { component: NewComponentType };

/**
 * Where an allowed drop goes: into `parentId` at `index` (wrapped in a new row on the grid or in a tab), with
 * `available` columns free for it there; `topLevelTabs` when new tabs are dropped onto the top level.
 */
export interface Placement {
  parentId: string;
  index: number;
  wrap: boolean;
  available: number;
  topLevelTabs: boolean;
}

/** The placement of a drop, or the message refusing it (000 §5). */
export function placeDrop(layout: DashboardLayout, source: DropSource, to: DropSpot): Placement | string {
  const parent = layout[to.parentId];
  if (!parent) return LAYOUT_MESSAGES.notFound;
  if ('component' in source) {
    if (to.parentId === ROOT_ID) {
      // A drop onto the top level makes top-level tabs, once (000 §4).
      const hasTabs = parent.children.some((c) => layout[c]?.type === 'TABS');
      if (source.component !== 'TABS' || hasTabs) return LAYOUT_MESSAGES.invalidDrop;
      return { parentId: ROOT_ID, index: 0, wrap: false, available: GRID_COLUMN_COUNT, topLevelTabs: true };
    }
    return placeIn(layout, source.component, to, GRID_MIN_COLUMN_COUNT);
  }
  const component = layout[source.id];
  if (!component) return LAYOUT_MESSAGES.notFound;
  if (isFixed(source.id)) return LAYOUT_MESSAGES.fixed;
  if (to.parentId === ROOT_ID) return LAYOUT_MESSAGES.invalidDrop;
  if (to.parentId === source.id || ancestorsOf(layout, to.parentId).includes(source.id)) {
    return LAYOUT_MESSAGES.intoItself;
  }
  if (component.type === 'TAB') {
    const from = parentIdOf(layout, source.id);
    if (from !== null && isTopLevelTabs(layout, from) && !isTopLevelTabs(layout, to.parentId)) {
      return LAYOUT_MESSAGES.topLevelTabIntoNested;
    }
  }
  return placeIn(layout, component.type, to, minimumWidth(layout, source.id), source.id);
}

function placeIn(
  layout: DashboardLayout,
  type: NewComponentType | DashboardLayout[string]['type'],
  to: DropSpot,
  needed: number,
  movingId?: string,
): Placement | string {
  const parent = layout[to.parentId];
  if (!parent) return LAYOUT_MESSAGES.notFound;
  // As Superset: the component itself must be a valid child; the row that wraps it is not checked.
  if (!isValidChild(layout, to.parentId, type)) return LAYOUT_MESSAGES.invalidDrop;
  const wrap = needsRowWrap(parent.type, type);
  // A new row wrapping the component is as wide as the grid or tab it goes into.
  const available = availableWidth(layout, to.parentId, movingId);
  if (available < needed) return LAYOUT_MESSAGES.notEnoughSpace;
  return { parentId: to.parentId, index: to.index, wrap, available, topLevelTabs: false };
}

/** Null when the drop is allowed, else the message refusing it (for drop indicators while dragging). */
export function dropRefusal(layout: DashboardLayout, source: DropSource, to: DropSpot): string | null {
  const placement = placeDrop(layout, source, to);
  return typeof placement === 'string' ? placement : null;
}
