/**
 * What may be dropped where, and how wide things are: the layout rules of Superset's dashboard builder (container
 * nesting by type and depth, minimum widths, the free width of a row), as pure reads of a layout.
 */
import { GRID_COLUMN_COUNT, GRID_DEFAULT_CHART_WIDTH, GRID_ID, GRID_MIN_COLUMN_COUNT, ROOT_ID } from './types';
import type { DashboardLayout, LayoutComponent, LayoutComponentType } from './types';

/** The spec's refusal texts (000 §5) and the ones Tessera adds where the spec is silent. */
export const LAYOUT_MESSAGES = {
  notEnoughSpace:
    'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
  topLevelTabIntoNested: 'Can not move top level tab into nested tabs',
  noChartDefinition: 'Sorry, there is no chart definition associated with the chart trying to be added.',
  invalidDrop: 'This component can not be placed here.',
  intoItself: 'A component can not be placed inside itself.',
  notFound: 'This component is no longer on the dashboard.',
  fixed: 'This part of the dashboard can not be moved or deleted.',
} as const;

/**
 * The deepest a parent of each type may sit for each child type. Depth counts containers from the root (0): the grid
 * and top-level tabs are 1, a row or column adds one for its children, a nested tabs container and its tabs add
 * none. Limiting depth stops rows and columns nesting without end.
 */
const MAX_PARENT_DEPTH: Partial<Record<LayoutComponentType, Partial<Record<LayoutComponentType, number>>>> = {
  ROOT: { TABS: 0, GRID: 0 },
  GRID: { CHART: 1, DYNAMIC: 1, MARKDOWN: 1, COLUMN: 1, DIVIDER: 1, HEADER: 1, ROW: 1, TABS: 1 },
  ROW: { CHART: 4, DYNAMIC: 4, MARKDOWN: 4, COLUMN: 4 },
  TABS: { TAB: 3 },
  TAB: { CHART: 5, DYNAMIC: 5, MARKDOWN: 5, COLUMN: 3, DIVIDER: 5, HEADER: 5, ROW: 3, TABS: 3 },
  COLUMN: { CHART: 5, HEADER: 5, MARKDOWN: 5, ROW: 3, DIVIDER: 3, TABS: 3 },
};

/** Types that sit in a row (side by side) and are wrapped in a new row when dropped on the grid or a tab. */
const ROW_ITEMS: ReadonlySet<LayoutComponentType> = new Set(['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC']);

/** Whether `childType` must be wrapped in a new row to go into a parent of `parentType`. */
export function needsRowWrap(parentType: LayoutComponentType, childType: LayoutComponentType): boolean {
  return (parentType === 'GRID' || parentType === 'TAB') && ROW_ITEMS.has(childType);
}

/** The id of the component holding `id` in its children, or null (the root, or a component nobody holds). */
export function parentIdOf(layout: DashboardLayout, id: string): string | null {
  if (id === ROOT_ID) return null;
  const component = layout[id];
  const claimed = component?.parents?.[component.parents.length - 1];
  if (claimed !== undefined && layout[claimed]?.children.includes(id)) return claimed;
  for (const candidate of Object.values(layout)) if (candidate.children.includes(id)) return candidate.id;
  return null;
}

/** The ancestors of `id`, root first. */
export function ancestorsOf(layout: DashboardLayout, id: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>([id]);
  let current = parentIdOf(layout, id);
  while (current !== null && !seen.has(current)) {
    out.unshift(current);
    seen.add(current);
    current = parentIdOf(layout, current);
  }
  return out;
}

/** Whether `tabsId` is the dashboard's top-level tabs container (a child of the root). */
export function isTopLevelTabs(layout: DashboardLayout, tabsId: string): boolean {
  return layout[tabsId]?.type === 'TABS' && (layout[ROOT_ID]?.children.includes(tabsId) ?? false);
}

/** A component's nesting depth, counted as MAX_PARENT_DEPTH describes. */
export function depthOf(layout: DashboardLayout, id: string): number {
  if (id === ROOT_ID) return 0;
  const chain = [...ancestorsOf(layout, id), id];
  let depth = 0;
  for (let i = 1; i < chain.length; i += 1) {
    const parent = layout[chain[i - 1] as string];
    // The grid and the top-level tabs sit at depth 1; nested tabs and their tabs keep their parent's depth.
    if (parent?.type === 'ROOT') depth = 1;
    else if (parent?.type === 'TABS' || (parent?.type === 'TAB' && !isTopTab(layout, parent.id))) continue;
    else depth += 1;
  }
  return depth;
}

function isTopTab(layout: DashboardLayout, tabId: string): boolean {
  const tabs = parentIdOf(layout, tabId);
  return tabs !== null && isTopLevelTabs(layout, tabs);
}

/** Whether a `childType` component may go into `parentId` (by type and the parent's depth). */
export function isValidChild(layout: DashboardLayout, parentId: string, childType: LayoutComponentType): boolean {
  const parent = layout[parentId];
  if (!parent) return false;
  return canHold(parent.type, depthOf(layout, parentId), childType);
}

/** Whether a `parentType` container at `parentDepth` may hold a `childType` component. */
export function canHold(parentType: LayoutComponentType, parentDepth: number, childType: LayoutComponentType): boolean {
  const max = MAX_PARENT_DEPTH[parentType]?.[childType];
  return max !== undefined && parentDepth <= max;
}

/** The columns a component takes across: a row its children's sum, others their meta width (a column the default). */
export function widthOf(layout: DashboardLayout, component: LayoutComponent): number {
  if (component.type === 'ROW') return rowOccupiedWidth(layout, component);
  if (typeof component.meta.width === 'number') return component.meta.width;
  return component.type === 'COLUMN' ? GRID_DEFAULT_CHART_WIDTH : GRID_MIN_COLUMN_COUNT;
}

function rowOccupiedWidth(layout: DashboardLayout, row: LayoutComponent): number {
  let total = 0;
  for (const childId of row.children) {
    const child = layout[childId];
    if (child) total += widthOf(layout, child);
  }
  return total;
}

function minimumWidthOf(layout: DashboardLayout, component: LayoutComponent): number {
  if (component.type === 'ROW') return Math.max(GRID_MIN_COLUMN_COUNT, rowOccupiedWidth(layout, component));
  if (component.type !== 'COLUMN') return GRID_MIN_COLUMN_COUNT;
  // A column's children stack: it must hold its widest row or sized child.
  let widest = GRID_MIN_COLUMN_COUNT;
  for (const childId of component.children) {
    const child = layout[childId];
    if (!child) continue;
    if (child.type === 'ROW') widest = Math.max(widest, rowOccupiedWidth(layout, child));
    else if (typeof child.meta.width === 'number') widest = Math.max(widest, child.meta.width);
  }
  return widest;
}

/** The narrowest a component may be (000 §5): a row or column the width its children take, others the minimum. */
export function minimumWidth(layout: DashboardLayout, id: string): number {
  const component = layout[id];
  return component ? minimumWidthOf(layout, component) : GRID_MIN_COLUMN_COUNT;
}

/** The columns a row still has free, not counting `exceptId` (the component being moved or resized within it). */
export function freeWidthOfRow(layout: DashboardLayout, rowId: string, exceptId?: string): number {
  const row = layout[rowId];
  if (!row) return 0;
  let taken = 0;
  for (const childId of row.children) {
    const child = layout[childId];
    if (child && childId !== exceptId) taken += widthOf(layout, child);
  }
  return GRID_COLUMN_COUNT - taken;
}

/** The columns available to a child of `parentId`: a row's free width, a column's width, else the full grid. */
export function availableWidth(layout: DashboardLayout, parentId: string, exceptId?: string): number {
  const parent = layout[parentId];
  if (!parent) return 0;
  if (parent.type === 'ROW') return freeWidthOfRow(layout, parentId, exceptId);
  if (parent.type === 'COLUMN') return widthOf(layout, parent);
  // Nested tabs in a column are as wide as the column.
  const column = parent.type === 'TAB' || parent.type === 'TABS' ? nearestColumn(layout, parentId) : null;
  return column ? widthOf(layout, column) : GRID_COLUMN_COUNT;
}

function nearestColumn(layout: DashboardLayout, id: string): LayoutComponent | null {
  const chain = ancestorsOf(layout, id);
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const c = layout[chain[i] as string];
    if (c?.type === 'COLUMN') return c;
    if (c?.type === 'GRID' || c?.type === 'ROW') return null;
  }
  return null;
}

/** The fixed components that are never moved or deleted. */
export function isFixed(id: string): boolean {
  return id === ROOT_ID || id === GRID_ID;
}
