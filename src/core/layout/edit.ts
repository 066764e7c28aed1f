/**
 * Editing a dashboard layout: each action is a pure function from a layout to the next one. A refused action answers
 * the spec's message and leaves the layout as it was; an accepted one shares every component it did not change.
 */
import { LAYOUT_MESSAGES, availableWidth, isFixed, isTopLevelTabs, minimumWidth, parentIdOf, widthOf } from './rules';
import {
  deleteSubtree,
  insertChild,
  makeComponent,
  newComponentId,
  removeChild,
  setChildren,
  setParents,
  withParents,
} from './tree';
import {
  DASHBOARD_VERSION_KEY,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  GRID_MAX_ROW_UNITS,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  ROOT_ID,
} from './types';
import type {
  DashboardLayout,
  DropSpot,
  LayoutComponent,
  LayoutComponentType,
  LayoutMeta,
  NewComponentType,
} from './types';
import { placeDrop } from './placement';
import type { Placement } from './placement';

export type { DropSpot, NewComponentType } from './types';

/** One edit of the layout. */
export type LayoutAction =
  | { type: 'create'; component: NewComponentType; to: DropSpot; chartId?: number; sliceName?: string }
  | { type: 'move'; id: string; to: DropSpot }
  | { type: 'delete'; id: string }
  /** Width in grid columns (1–12), height in GRID_BASE_UNIT (8 px) units; clamped to the component's bounds. */
  | { type: 'resize'; id: string; width?: number; height?: number }
  /** Header text/size/background, markdown code, tab text, sliceNameOverride, background. */
  | { type: 'updateMeta'; id: string; meta: Partial<LayoutMeta> }
  | { type: 'addTab'; tabsId: string; index?: number }
  /** The whole layout at once (e.g. positions edited as JSON). */
  | { type: 'replace'; layout: DashboardLayout };

/** What an action answers: the next layout (the same object when nothing changed) and any created id, or a refusal. */
export type LayoutResult = { ok: true; layout: DashboardLayout; created?: string } | { ok: false; error: string };

/** Superset's default text of a new markdown component. */
export const MARKDOWN_DEFAULT_TEXT =
  '# ✨Header 1\n## ✨Header 2\n### ✨Header 3\n\n<br />\n\nClick here to learn more about [markdown formatting](https://bit.ly/1dQOfRK)';
/** A new header's text. */
export const NEW_HEADER_TEXT = 'New header';
/** A tab's label while it has no title of its own. */
export const TAB_DEFAULT_TITLE = 'Tab title';

const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';

/** The meta a new component of each type starts with (Superset's new component defaults). */
function defaultMeta(type: NewComponentType): LayoutMeta {
  switch (type) {
    case 'CHART':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT };
    case 'MARKDOWN':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT, code: MARKDOWN_DEFAULT_TEXT };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background: BACKGROUND_TRANSPARENT };
    case 'DIVIDER':
      return { width: GRID_DEFAULT_CHART_WIDTH };
    case 'HEADER':
      return { text: NEW_HEADER_TEXT, headerSize: 'MEDIUM_HEADER', background: BACKGROUND_TRANSPARENT };
    case 'ROW':
      return { background: BACKGROUND_TRANSPARENT };
    case 'TAB':
      return { text: '', defaultText: TAB_DEFAULT_TITLE, placeholder: TAB_DEFAULT_TITLE };
    case 'TABS':
      return {};
  }
}

const refuse = (error: string): LayoutResult => ({ ok: false, error });

/** Applies one action; a refused drop answers the spec's message and leaves the layout as it was. */
export function applyLayoutAction(layout: DashboardLayout, action: LayoutAction): LayoutResult {
  switch (action.type) {
    case 'create':
      return create(layout, action);
    case 'move':
      return move(layout, action.id, action.to);
    case 'delete':
      return remove(layout, action.id);
    case 'resize':
      return resize(layout, action.id, action.width, action.height);
    case 'updateMeta':
      return updateMeta(layout, action.id, action.meta);
    case 'addTab':
      return addTab(layout, action.tabsId, action.index);
    case 'replace':
      return { ok: true, layout: action.layout };
  }
}

/** Puts `id` (already in the draft, under no parent) at the placement, in a new row when it is wrapped. */
function attach(draft: DashboardLayout, placement: Placement, id: string): void {
  const parentParents = [...(draft[placement.parentId]?.parents ?? []), placement.parentId];
  if (!placement.wrap) {
    insertChild(draft, placement.parentId, placement.index, id);
    setParents(draft, id, parentParents);
    return;
  }
  const rowId = newComponentId(draft, 'ROW');
  draft[rowId] = { ...makeComponent(rowId, 'ROW', parentParents, defaultMeta('ROW')), children: [id] };
  insertChild(draft, placement.parentId, placement.index, rowId);
  setParents(draft, id, [...parentParents, rowId]);
}

function withWidth(draft: DashboardLayout, id: string, width: number): void {
  const component = draft[id];
  if (component && typeof component.meta.width === 'number' && component.meta.width !== width) {
    draft[id] = { ...component, meta: { ...component.meta, width } };
  }
}

function create(layout: DashboardLayout, action: Extract<LayoutAction, { type: 'create' }>): LayoutResult {
  if (action.component === 'CHART' && typeof action.chartId !== 'number') {
    return refuse(LAYOUT_MESSAGES.noChartDefinition);
  }
  const placement = placeDrop(layout, { component: action.component }, action.to);
  if (typeof placement === 'string') return refuse(placement);
  if (placement.topLevelTabs) return createTopLevelTabs(layout);
  const draft = { ...layout };
  const id = newComponentId(draft, action.component);
  const meta = defaultMeta(action.component);
  if (action.component === 'CHART') {
    meta.chartId = action.chartId as number;
    if (action.sliceName !== undefined) meta.sliceName = action.sliceName;
  }
  if (typeof meta.width === 'number') meta.width = Math.min(meta.width, placement.available);
  draft[id] = makeComponent(id, action.component, [], meta);
  if (action.component === 'TABS') {
    const tabId = newComponentId(draft, 'TAB');
    draft[tabId] = makeComponent(tabId, 'TAB', [], defaultMeta('TAB'));
    setChildren(draft, id, [tabId]);
  }
  attach(draft, placement, id);
  return { ok: true, layout: draft, created: id };
}

/** Drop onto the top-level tabs (000 §4): the grid's content moves into the first tab of new top-level tabs. */
function createTopLevelTabs(layout: DashboardLayout): LayoutResult {
  const grid = layout[GRID_ID];
  if (!grid) return refuse(LAYOUT_MESSAGES.invalidDrop);
  const draft = { ...layout };
  const tabsId = newComponentId(draft, 'TABS');
  draft[tabsId] = makeComponent(tabsId, 'TABS', [ROOT_ID], defaultMeta('TABS'));
  const tabId = newComponentId(draft, 'TAB');
  draft[tabId] = { ...makeComponent(tabId, 'TAB', [ROOT_ID, tabsId], defaultMeta('TAB')), children: grid.children };
  setChildren(draft, tabsId, [tabId]);
  setChildren(draft, GRID_ID, []);
  setChildren(draft, ROOT_ID, [tabsId]);
  setParents(draft, tabId, [ROOT_ID, tabsId]);
  return { ok: true, layout: draft, created: tabsId };
}

function move(layout: DashboardLayout, id: string, to: DropSpot): LayoutResult {
  const placement = placeDrop(layout, { id }, to);
  if (typeof placement === 'string') return refuse(placement);
  const component = layout[id] as LayoutComponent;
  const from = parentIdOf(layout, id);
  let index = placement.index;
  if (from === placement.parentId) {
    const oldIndex = layout[from]?.children.indexOf(id) ?? -1;
    if (oldIndex >= 0 && oldIndex < index) index -= 1;
    if (oldIndex === index && !placement.wrap) return { ok: true, layout };
  }
  const draft = { ...layout };
  if (from !== null) removeChild(draft, from, id);
  attach(draft, { ...placement, index }, id);
  withWidth(draft, id, Math.min(widthOf(layout, component), placement.available));
  if (from !== null) removeIfEmptied(draft, from);
  return { ok: true, layout: draft };
}

/** After a move (000 §4): an emptied tab, and then an emptied tabs container, is removed. */
function removeIfEmptied(draft: DashboardLayout, id: string): void {
  const component = draft[id];
  if (!component || component.children.length > 0) return;
  if (component.type !== 'TAB' && component.type !== 'TABS') return;
  const parentId = parentIdOf(draft, id);
  if (component.type === 'TABS' && parentId === ROOT_ID) {
    delete draft[id];
    setChildren(draft, ROOT_ID, [GRID_ID]);
    return;
  }
  delete draft[id];
  if (parentId === null) return;
  removeChild(draft, parentId, id);
  removeIfEmptied(draft, parentId);
}

function remove(layout: DashboardLayout, id: string): LayoutResult {
  const component = layout[id];
  if (!component) return refuse(LAYOUT_MESSAGES.notFound);
  if (isFixed(id)) return refuse(LAYOUT_MESSAGES.fixed);
  if (isTopLevelTabs(layout, id)) return removeTopLevelTabs(layout, component);
  const draft = { ...layout };
  const parentId = parentIdOf(layout, id);
  deleteSubtree(draft, id);
  if (parentId !== null) {
    removeChild(draft, parentId, id);
    // A tabs container whose last tab is deleted goes with it.
    if (draft[parentId]?.type === 'TABS') removeIfEmptied(draft, parentId);
  }
  return { ok: true, layout: draft };
}

/** Deleting the top-level tabs keeps their content: every tab's components go back onto the grid, in tab order. */
function removeTopLevelTabs(layout: DashboardLayout, tabs: LayoutComponent): LayoutResult {
  const draft = { ...layout };
  const content: string[] = [...(layout[GRID_ID]?.children ?? [])];
  for (const tabId of tabs.children) {
    content.push(...(layout[tabId]?.children ?? []));
    delete draft[tabId];
  }
  delete draft[tabs.id];
  setChildren(draft, ROOT_ID, [GRID_ID]);
  setChildren(draft, GRID_ID, content);
  setParents(draft, GRID_ID, [ROOT_ID]);
  return { ok: true, layout: draft };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));
const SIZED: ReadonlySet<LayoutComponentType> = new Set(['CHART', 'MARKDOWN', 'COLUMN', 'DYNAMIC']);
const TALL: ReadonlySet<LayoutComponentType> = new Set(['CHART', 'MARKDOWN', 'DYNAMIC']);

/** Resizing (D5.17): width 1–12 columns and never past the row's free width, height within the row-unit bounds. */
function resize(layout: DashboardLayout, id: string, width?: number, height?: number): LayoutResult {
  const component = layout[id];
  if (!component) return refuse(LAYOUT_MESSAGES.notFound);
  const meta = { ...component.meta };
  if (width !== undefined && Number.isFinite(width) && SIZED.has(component.type)) {
    const parentId = parentIdOf(layout, id);
    const max = Math.min(
      GRID_COLUMN_COUNT,
      parentId === null ? GRID_COLUMN_COUNT : availableWidth(layout, parentId, id),
    );
    const min = Math.max(GRID_MIN_COLUMN_COUNT, minimumWidth(layout, id));
    if (max >= min) meta.width = clamp(width, min, max);
  }
  if (height !== undefined && Number.isFinite(height) && TALL.has(component.type)) {
    meta.height = clamp(height, GRID_MIN_ROW_UNITS, GRID_MAX_ROW_UNITS);
  }
  if (meta.width === component.meta.width && meta.height === component.meta.height) return { ok: true, layout };
  return { ok: true, layout: { ...layout, [id]: { ...component, meta } } };
}

function updateMeta(layout: DashboardLayout, id: string, patch: Partial<LayoutMeta>): LayoutResult {
  const { width, height, ...rest } = patch;
  const sized =
    width !== undefined || height !== undefined ? resize(layout, id, width, height) : { ok: true as const, layout };
  if (!sized.ok) return sized;
  const component = sized.layout[id];
  if (!component) return refuse(LAYOUT_MESSAGES.notFound);
  const changed = (Object.keys(rest) as (keyof typeof rest)[]).filter((k) => component.meta[k] !== rest[k]);
  if (changed.length === 0) return sized;
  return { ok: true, layout: { ...sized.layout, [id]: { ...component, meta: { ...component.meta, ...rest } } } };
}

function addTab(layout: DashboardLayout, tabsId: string, index?: number): LayoutResult {
  const tabs = layout[tabsId];
  if (tabs?.type !== 'TABS') return refuse(LAYOUT_MESSAGES.notFound);
  const draft = { ...layout };
  const id = newComponentId(draft, 'TAB');
  draft[id] = makeComponent(id, 'TAB', [...(tabs.parents ?? []), tabsId], defaultMeta('TAB'));
  insertChild(draft, tabsId, index ?? tabs.children.length, id);
  return { ok: true, layout: draft, created: id };
}

/** The layout as Superset's position_json string: every component with its parents, and the version key. */
export function serializePositionJson(layout: DashboardLayout): string {
  return JSON.stringify({ ...withParents(layout), [DASHBOARD_VERSION_KEY]: 'v2' });
}
