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

/** Parses position_json (a string, an object, or nothing); unknown entries are dropped and a missing root is supplied. */
export function parsePositionJson(positionJson: unknown): DashboardLayout {
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
  return layout;
}

/** A layout for a dashboard saved without positions: its charts in rows of three at the default size. */
export function layoutFromChartIds(chartIds: number[]): DashboardLayout {
  const layout = emptyLayout();
  const grid = layout[GRID_ID] as LayoutComponent;
  const perRow = Math.floor(GRID_COLUMN_COUNT / GRID_DEFAULT_CHART_WIDTH);
  for (let i = 0; i < chartIds.length; i += perRow) {
    const rowId = `ROW-${i / perRow}`;
    const row: LayoutComponent = { id: rowId, type: 'ROW', children: [], parents: [ROOT_ID, GRID_ID], meta: {} };
    for (const chartId of chartIds.slice(i, i + perRow)) {
      const id = `CHART-${chartId}`;
      row.children.push(id);
      layout[id] = {
        id,
        type: 'CHART',
        children: [],
        parents: [ROOT_ID, GRID_ID, rowId],
        meta: { chartId, width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT },
      };
    }
    layout[rowId] = row;
    grid.children.push(rowId);
  }
  return layout;
}

/** Chart ids referenced by CHART components, in layout order. */
export function chartIdsOf(layout: DashboardLayout): number[] {
  const ids: number[] = [];
  for (const component of Object.values(layout)) {
    if (component.type === 'CHART' && typeof component.meta.chartId === 'number') ids.push(component.meta.chartId);
  }
  return ids;
}
