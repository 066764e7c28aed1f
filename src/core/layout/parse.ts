/** Reading a saved position_json into a layout, tolerating the gaps of old or hand-made layouts. */
import {
  DASHBOARD_VERSION_KEY,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  ROOT_ID,
} from './types';
import type { DashboardLayout, LayoutComponent, LayoutComponentType, LayoutMeta } from './types';

const TYPES: ReadonlySet<string> = new Set<LayoutComponentType>([
  'ROOT',
  'GRID',
  'HEADER',
  'ROW',
  'COLUMN',
  'CHART',
  'MARKDOWN',
  'DIVIDER',
  'TABS',
  'TAB',
  'DYNAMIC',
  'IFRAME',
]);

/** An empty v2 layout: ROOT_ID holding GRID_ID. */
export function emptyLayout(): DashboardLayout {
  return {
    [ROOT_ID]: { id: ROOT_ID, type: 'ROOT', children: [GRID_ID], meta: {} },
    [GRID_ID]: { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID], meta: {} },
  };
}

function toComponent(id: string, raw: unknown): LayoutComponent | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.type !== 'string' || !TYPES.has(r.type)) return undefined;
  const children = Array.isArray(r.children) ? r.children.filter((c): c is string => typeof c === 'string') : [];
  const parents = Array.isArray(r.parents) ? r.parents.filter((c): c is string => typeof c === 'string') : undefined;
  const meta = typeof r.meta === 'object' && r.meta !== null ? (r.meta as LayoutMeta) : {};
  const component: LayoutComponent = { id, type: r.type as LayoutComponentType, children, meta };
  if (parents) component.parents = parents;
  return component;
}

/** How parsing reports a layout's gaps; console.warn unless given. */
export interface ParseOptions {
  warn?: (message: string) => void;
}

/**
 * Drops the child ids no component answers (D5.21): each is logged as a layout warning with its id, and every other
 * component stays as it was.
 */
function dropMissingChildren(layout: DashboardLayout, warn: (message: string) => void): void {
  for (const component of Object.values(layout)) {
    const missing = component.children.filter((id) => !layout[id]);
    if (missing.length === 0) continue;
    for (const id of missing) warn(`Dashboard layout: component ${component.id} lists a missing component ${id}`);
    component.children = component.children.filter((id) => layout[id]);
  }
}

/**
 * Parses position_json (a string, an object, or nothing); unknown entries are dropped, a missing root is supplied,
 * and children that are missing are dropped with a warning.
 */
export function parsePositionJson(positionJson: unknown, options: ParseOptions = {}): DashboardLayout {
  let raw: unknown = positionJson;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return emptyLayout();
    try {
      raw = JSON.parse(raw);
    } catch {
      return emptyLayout();
    }
  }
  if (typeof raw !== 'object' || raw === null) return emptyLayout();
  const layout: DashboardLayout = {};
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (id === DASHBOARD_VERSION_KEY) continue;
    const component = toComponent(id, value);
    if (component) layout[id] = component;
  }
  if (!layout[ROOT_ID]) {
    const base = emptyLayout();
    layout[ROOT_ID] = base[ROOT_ID] as LayoutComponent;
    if (!layout[GRID_ID]) layout[GRID_ID] = base[GRID_ID] as LayoutComponent;
  }
  dropMissingChildren(layout, options.warn ?? ((message) => console.warn(message)));
  return layout;
}

/** Where charts missing from a layout go: the first tab when the grid (or root) starts with tabs, else the grid. */
function unplacedParent(layout: DashboardLayout): LayoutComponent {
  const top = layout[GRID_ID] ?? (layout[ROOT_ID] as LayoutComponent);
  const first = layout[top.children[0] ?? ''];
  const firstTab = first?.type === 'TABS' ? layout[first.children[0] ?? ''] : undefined;
  return firstTab?.type === 'TAB' ? firstTab : top;
}

/**
 * The layout with the dashboard's charts it does not place appended in new rows of three at the default size, as
 * Superset's dashboard hydration does for a chart saved into the dashboard from explore (its position_json is not
 * written). The same layout object when every chart is placed.
 */
export function withUnplacedCharts(layout: DashboardLayout, chartIds: readonly number[]): DashboardLayout {
  const placed = new Set(chartIdsOf(layout));
  const missing = [...new Set(chartIds)].filter((id) => !placed.has(id));
  if (missing.length === 0) return layout;
  const next: DashboardLayout = { ...layout };
  const base = unplacedParent(layout);
  const parent = { ...base, children: [...base.children] };
  next[parent.id] = parent;
  const rowParents = [...(parent.parents ?? []), parent.id];
  const perRow = Math.floor(GRID_COLUMN_COUNT / GRID_DEFAULT_CHART_WIDTH);
  let n = 0;
  for (let i = 0; i < missing.length; i += perRow) {
    while (next[`ROW-unplaced-${n}`]) n += 1;
    const rowId = `ROW-unplaced-${n}`;
    const row: LayoutComponent = { id: rowId, type: 'ROW', children: [], parents: rowParents, meta: {} };
    for (const chartId of missing.slice(i, i + perRow)) {
      let id = `CHART-${chartId}`;
      while (next[id]) id = `${id}-unplaced`;
      row.children.push(id);
      next[id] = {
        id,
        type: 'CHART',
        children: [],
        parents: [...rowParents, rowId],
        meta: { chartId, width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
      };
    }
    next[rowId] = row;
    parent.children.push(rowId);
  }
  return next;
}

/** A layout for a dashboard saved without positions: its charts in rows of three at the default size. */
export function layoutFromChartIds(chartIds: number[]): DashboardLayout {
  return withUnplacedCharts(emptyLayout(), chartIds);
}

/** Chart ids referenced by CHART components, in layout order. */
export function chartIdsOf(layout: DashboardLayout): number[] {
  const ids: number[] = [];
  for (const component of Object.values(layout)) {
    if (component.type === 'CHART' && typeof component.meta.chartId === 'number') ids.push(component.meta.chartId);
  }
  return ids;
}
