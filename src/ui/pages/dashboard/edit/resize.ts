/**
 * Resizing a component (D5.17), pure: the right edge sets its width in grid columns, the bottom edge its height in
 * 8 px grid units, the corner both; always within its bounds. Arrow keys on a focused handle step one column or
 * one unit (ten units with Shift).
 */
import {
  GRID_BASE_UNIT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_GUTTER_SIZE,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  availableWidth,
  columnSpanWidth,
  minimumWidth,
  parentIdOf,
} from '../../../../core/layout';
import type { DashboardLayout, LayoutComponentType } from '../../../../core/layout';

/** Which handle is dragged. */
export type ResizeEdge = 'right' | 'bottom' | 'corner';

/** A component's size: width in grid columns, height in grid units. */
export interface GridSize {
  width: number;
  height: number;
}

/** The least and most a component may take. */
export interface ResizeBounds {
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
}

/** Which types have which handles: charts and markdown both edges, a column its width only. */
export function resizeEdges(type: LayoutComponentType): readonly ResizeEdge[] {
  if (type === 'CHART' || type === 'MARKDOWN') return ['right', 'bottom', 'corner'];
  if (type === 'COLUMN') return ['right'];
  return [];
}

/** The component's size as saved (the grid's defaults where it has none). */
export function sizeOf(layout: DashboardLayout, id: string): GridSize {
  const meta = layout[id]?.meta ?? {};
  return { width: meta.width ?? GRID_MIN_COLUMN_COUNT, height: meta.height ?? GRID_DEFAULT_CHART_HEIGHT };
}

/**
 * The bounds of `id`: at least its minimum width (what its own content needs) and at most the columns its parent
 * leaves it (a row's free columns beside its siblings, a column's width, else the grid). Heights from 5 to 100 units.
 */
export function resizeBounds(layout: DashboardLayout, id: string): ResizeBounds {
  const parentId = parentIdOf(layout, id);
  const own = sizeOf(layout, id).width;
  const maxWidth = parentId === null ? GRID_COLUMN_COUNT : Math.max(own, availableWidth(layout, parentId, id));
  const minWidth = Math.min(maxWidth, Math.max(GRID_MIN_COLUMN_COUNT, minimumWidth(layout, id)));
  return { minWidth, maxWidth, minHeight: GRID_MIN_ROW_UNITS, maxHeight: GRID_MAX_ROW_UNITS };
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** The size after dragging `edge` by (dx, dy) px on a grid `gridWidth` px wide, snapped to columns and units. */
export function resizedSize(
  start: GridSize,
  delta: { dx: number; dy: number },
  edge: ResizeEdge,
  gridWidth: number,
  bounds: ResizeBounds,
): GridSize {
  const columnPx = columnSpanWidth(gridWidth, 1) + GRID_GUTTER_SIZE;
  const width = edge === 'bottom' || columnPx <= 0 ? start.width : Math.round(start.width + delta.dx / columnPx);
  const height = edge === 'right' ? start.height : Math.round(start.height + delta.dy / GRID_BASE_UNIT);
  return {
    width: clamp(width, bounds.minWidth, bounds.maxWidth),
    height: clamp(height, bounds.minHeight, bounds.maxHeight),
  };
}

/** The size after an arrow key on a handle, or null when the key does not resize with that handle. */
export function keyboardResized(
  start: GridSize,
  key: string,
  shift: boolean,
  edge: ResizeEdge,
  bounds: ResizeBounds,
): GridSize | null {
  const units = shift ? 10 : 1;
  const across = edge !== 'bottom' ? { ArrowRight: 1, ArrowLeft: -1 }[key] : undefined;
  const down = edge !== 'right' ? { ArrowDown: units, ArrowUp: -units }[key] : undefined;
  if (across === undefined && down === undefined) return null;
  return {
    width: clamp(start.width + (across ?? 0), bounds.minWidth, bounds.maxWidth),
    height: clamp(start.height + (down ?? 0), bounds.minHeight, bounds.maxHeight),
  };
}

/** The pixel size of a grid size on a grid `gridWidth` px wide (the outline drawn while resizing). */
export function pixelSize(size: GridSize, gridWidth: number): { width: number; height: number } {
  return { width: columnSpanWidth(gridWidth, size.width), height: size.height * GRID_BASE_UNIT };
}
