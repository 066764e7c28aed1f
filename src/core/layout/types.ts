/** Dashboard layout (position_json v2) types and the grid constants. */

/** Grid sizes from Superset's dashboard constants: px per height unit, gutter px, columns. */
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 16;
export const GRID_COLUMN_COUNT = 12;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;
export const GRID_DEFAULT_CHART_WIDTH = 4;
export const GRID_DEFAULT_CHART_HEIGHT = 50;

export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';

/** Component types of a v2 layout. */
export type LayoutComponentType =
  | 'ROOT'
  | 'GRID'
  | 'HEADER'
  | 'ROW'
  | 'COLUMN'
  | 'CHART'
  | 'MARKDOWN'
  | 'DIVIDER'
  | 'TABS'
  | 'TAB'
  | 'DYNAMIC'
  | 'IFRAME';

export type HeaderSize = 'SMALL_HEADER' | 'MEDIUM_HEADER' | 'LARGE_HEADER';

/** The meta fields a saved layout may carry; every one is optional. */
export interface LayoutMeta {
  width?: number;
  height?: number;
  chartId?: number;
  sliceName?: string;
  sliceNameOverride?: string;
  uuid?: string;
  code?: string;
  text?: string;
  defaultText?: string;
  placeholder?: string;
  headerSize?: HeaderSize;
  background?: string;
}

/** One entry of the flat position_json map. */
export interface LayoutComponent {
  id: string;
  type: LayoutComponentType;
  children: string[];
  parents?: string[];
  meta: LayoutMeta;
}

/** position_json parsed: component id → component. */
export type DashboardLayout = Record<string, LayoutComponent>;

/** An axis-aligned rectangle in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A component placed on the grid; `rect` is relative to the grid's top-left corner. */
export interface PlacedComponent {
  id: string;
  type: LayoutComponentType;
  parentId: string | null;
  rect: Rect;
  meta: LayoutMeta;
}

/** A TABS component's tab strip: its tabs in order and which one is shown. */
export interface PlacedTabs {
  id: string;
  rect: Rect;
  tabs: { id: string; title: string }[];
  activeTabId: string | null;
}

/** The read-only grid: every shown component with its rectangle, the charts among them, and the total height. */
export interface GridLayout {
  components: PlacedComponent[];
  charts: PlacedComponent[];
  tabs: PlacedTabs[];
  width: number;
  height: number;
}

/** The components the builder pane (and a chart drop) creates. */
export type NewComponentType = 'TABS' | 'TAB' | 'ROW' | 'COLUMN' | 'HEADER' | 'MARKDOWN' | 'DIVIDER' | 'CHART';

/**
 * Where a component goes: into `parentId`'s children at `index`, counted in the children as they are before the
 * action (a component moved later within its own parent lands where it was dropped).
 */
export interface DropSpot {
  parentId: string;
  index: number;
}
