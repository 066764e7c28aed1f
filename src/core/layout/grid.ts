/** The read-only grid: a layout's component tree → absolute rectangles in a 12-column grid. */
import {
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_GUTTER_SIZE,
  GRID_MIN_COLUMN_COUNT,
  ROOT_ID,
} from './types';
import type { DashboardLayout, GridLayout, LayoutComponent, PlacedComponent, PlacedTabs, Rect } from './types';

/** Heights the spec leaves open, chosen to match Superset's rendered sizes. */
export const HEADER_HEIGHTS = { SMALL_HEADER: 32, MEDIUM_HEADER: 48, LARGE_HEADER: 64 } as const;
export const DIVIDER_HEIGHT = 32;
export const TAB_BAR_HEIGHT = 48;
/** The height edit mode gives an empty row or column, so it shows as a drop area ('Empty row', 'Empty column'). */
export const EMPTY_CONTAINER_HEIGHT = 64;

/** Options of a grid computation: the grid's pixel width and the tab shown per TABS id (else the first). */
export interface GridOptions {
  width: number;
  activeTabs?: Record<string, string>;
  /** The height of an empty row or column (px): none in view mode, EMPTY_CONTAINER_HEIGHT in edit mode. */
  emptyContainerHeight?: number;
}

/** Width in px of a span of grid columns (gutters between columns included). */
export function columnSpanWidth(gridWidth: number, columns: number): number {
  const unit = (gridWidth - (GRID_COLUMN_COUNT - 1) * GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT;
  const n = Math.max(0, columns);
  return Math.max(0, n * unit + Math.max(0, n - 1) * GRID_GUTTER_SIZE);
}

const STACKED = new Set(['GRID', 'TAB', 'COLUMN', 'ROOT']);
const SIZED_LEAVES = new Set(['CHART', 'MARKDOWN', 'DYNAMIC', 'IFRAME']);

/** Computes where every shown component sits; hidden tabs' contents are left out. */
export function computeGridLayout(layout: DashboardLayout, options: GridOptions): GridLayout {
  const { width } = options;
  const emptyHeight = options.emptyContainerHeight ?? 0;
  const components: PlacedComponent[] = [];
  const tabs: PlacedTabs[] = [];
  const visiting = new Set<string>();
  const span = (cols: number): number => columnSpanWidth(width, cols);

  const place = (c: LayoutComponent, parentId: string | null, rect: Rect): void => {
    components.push({ id: c.id, type: c.type, parentId, rect, meta: c.meta });
  };

  const childrenOf = (c: LayoutComponent): LayoutComponent[] =>
    c.children.map((id) => layout[id]).filter((x): x is LayoutComponent => x !== undefined && !visiting.has(x.id));

  /** Lays out `c` with its top-left at (x, y) inside `cols` grid columns; returns the height used. */
  const visit = (c: LayoutComponent, parent: LayoutComponent | null, x: number, y: number, cols: number): number => {
    visiting.add(c.id);
    try {
      const parentId = parent ? parent.id : null;
      if (SIZED_LEAVES.has(c.type)) {
        const own = parent?.type === 'COLUMN' ? cols : Math.min(cols, c.meta.width ?? GRID_MIN_COLUMN_COUNT);
        const height = (c.meta.height ?? GRID_DEFAULT_CHART_HEIGHT) * GRID_BASE_UNIT;
        place(c, parentId, { x, y, width: span(own), height });
        return height;
      }
      if (c.type === 'HEADER') {
        const height = HEADER_HEIGHTS[c.meta.headerSize ?? 'MEDIUM_HEADER'] ?? HEADER_HEIGHTS.MEDIUM_HEADER;
        place(c, parentId, { x, y, width: span(cols), height });
        return height;
      }
      if (c.type === 'DIVIDER') {
        place(c, parentId, { x, y, width: span(cols), height: DIVIDER_HEIGHT });
        return DIVIDER_HEIGHT;
      }
      if (c.type === 'ROW') {
        let cx = x;
        let used = 0;
        let height = 0;
        for (const child of childrenOf(c)) {
          const want = Math.max(GRID_MIN_COLUMN_COUNT, child.meta.width ?? GRID_MIN_COLUMN_COUNT);
          const childCols = Math.max(GRID_MIN_COLUMN_COUNT, Math.min(want, cols - used));
          height = Math.max(height, visit(child, c, cx, y, childCols));
          cx += span(childCols) + GRID_GUTTER_SIZE;
          used += childCols;
        }
        if (c.children.length === 0) height = emptyHeight;
        place(c, parentId, { x, y, width: span(cols), height });
        return height;
      }
      if (c.type === 'COLUMN') {
        const own = Math.min(cols, Math.max(GRID_MIN_COLUMN_COUNT, c.meta.width ?? GRID_MIN_COLUMN_COUNT));
        const height = c.children.length === 0 ? emptyHeight : stack(c, x, y, own);
        place(c, parentId, { x, y, width: span(own), height });
        return height;
      }
      if (c.type === 'TABS') {
        const tabList = childrenOf(c).filter((t) => t.type === 'TAB');
        const chosen = options.activeTabs?.[c.id];
        const active = tabList.find((t) => t.id === chosen) ?? tabList[0];
        let height = TAB_BAR_HEIGHT;
        if (active) {
          const contentY = y + TAB_BAR_HEIGHT + GRID_GUTTER_SIZE;
          const contentHeight = stack(active, x, contentY, cols);
          place(active, c.id, { x, y: contentY, width: span(cols), height: contentHeight });
          height += GRID_GUTTER_SIZE + contentHeight;
        }
        const rect = { x, y, width: span(cols), height };
        tabs.push({
          id: c.id,
          rect,
          tabs: tabList.map((t) => ({ id: t.id, title: t.meta.text || t.meta.defaultText || 'Tab title' })),
          activeTabId: active ? active.id : null,
        });
        place(c, parentId, rect);
        return height;
      }
      if (STACKED.has(c.type)) {
        const height = stack(c, x, y, cols);
        place(c, parentId, { x, y, width: span(cols), height });
        return height;
      }
      return 0;
    } finally {
      visiting.delete(c.id);
    }
  };

  /** Children one under another with a gutter between; returns the total height. */
  const stack = (c: LayoutComponent, x: number, y: number, cols: number): number => {
    const added = !visiting.has(c.id);
    visiting.add(c.id);
    try {
      let cy = y;
      let first = true;
      for (const child of childrenOf(c)) {
        if (!first) cy += GRID_GUTTER_SIZE;
        cy += visit(child, c, x, cy, cols);
        first = false;
      }
      return cy - y;
    } finally {
      if (added) visiting.delete(c.id);
    }
  };

  const root = layout[ROOT_ID];
  const height = root ? visit(root, null, 0, 0, GRID_COLUMN_COUNT) : 0;
  const shown = components.filter((c) => c.type !== 'ROOT');
  return {
    components: shown,
    charts: shown.filter((c) => c.type === 'CHART'),
    tabs,
    width,
    height,
  };
}

/** Ids of placed components whose rectangles overlap the band [top, bottom] of grid pixels. */
export function componentsInBand(components: PlacedComponent[], top: number, bottom: number): string[] {
  return components.filter((c) => c.rect.y < bottom && c.rect.y + c.rect.height > top).map((c) => c.id);
}
