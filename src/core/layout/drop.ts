/**
 * Drop geometry of the dashboard builder, pure: where a dragged component would go (a DropSpot: into a container's
 * children at an index) for a pointer on the laid-out grid or for a keyboard drop target, and the indicator drawn
 * for it (a bar before or after a sibling, or the outline of an empty container it would go inside).
 */
import type { DropSpot, NewComponentType } from './edit';
import { dropRefusal } from './placement';
import type { DropSource } from './placement';
import { isValidChild } from './rules';
import { GRID_GUTTER_SIZE, GRID_ID, ROOT_ID } from './types';
import type { DashboardLayout, LayoutComponentType, PlacedComponent, Rect } from './types';

/** Where the indicator stands relative to what is under the pointer. */
export type DropPosition = 'before' | 'after' | 'inside';

/** A place a dragged component can go, with the indicator the builder draws for it. */
export interface DropPlace {
  spot: DropSpot;
  position: DropPosition;
  indicator: Rect;
}

/** What is being dragged: a new component of a type, or a component of the layout (moving it). */
export interface DraggedComponent {
  type: LayoutComponentType;
  /** The component's id when it is moved; it and its descendants are never a drop's destination. */
  id?: string;
}

/** Thickness in px of a before/after indicator bar. */
export const DROP_INDICATOR_SIZE = 4;

/** The container at the top of the layout: the grid, or top-level tabs (ROOT holding TABS). */
export function topContainerId(layout: DashboardLayout): string {
  const rootChild = layout[ROOT_ID]?.children[0];
  return rootChild && layout[rootChild] ? rootChild : GRID_ID;
}

const isHorizontal = (layout: DashboardLayout, id: string): boolean => layout[id]?.type === 'ROW';

/** `id` and every component below it. */
function subtree(layout: DashboardLayout, id: string | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (x: string): void => {
    if (out.has(x)) return;
    out.add(x);
    for (const child of layout[x]?.children ?? []) walk(child);
  };
  if (id) walk(id);
  return out;
}

/** The layout actions' name for what is dragged: a component moved, or a new one of a type. */
const sourceOf = (dragged: DraggedComponent): DropSource =>
  dragged.id ? { id: dragged.id } : { component: dragged.type as NewComponentType };

const byId = (components: readonly PlacedComponent[]): Map<string, PlacedComponent> =>
  new Map(components.map((c) => [c.id, c]));

const contains = (r: Rect, x: number, y: number): boolean =>
  x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height;

/** The bar between two siblings (or at either end) of `parentId`'s children, drawn in the gutter. */
function barAt(placed: ReadonlyMap<string, PlacedComponent>, layout: DashboardLayout, spot: DropSpot): Rect {
  const parent = layout[spot.parentId];
  const children = (parent?.children ?? []).map((id) => placed.get(id)).filter((c) => c !== undefined);
  const own = placed.get(spot.parentId)?.rect ?? { x: 0, y: 0, width: 0, height: 0 };
  const half = DROP_INDICATOR_SIZE / 2;
  const gap = GRID_GUTTER_SIZE / 2;
  const before = children[spot.index];
  const after = children[spot.index - 1];
  if (isHorizontal(layout, spot.parentId)) {
    const x = before ? before.rect.x - gap : after ? after.rect.x + after.rect.width + gap : own.x;
    const ref = (before ?? after)?.rect ?? own;
    return { x: Math.max(0, x - half), y: ref.y, width: DROP_INDICATOR_SIZE, height: Math.max(ref.height, 32) };
  }
  const y = before ? before.rect.y - gap : after ? after.rect.y + after.rect.height + gap : own.y;
  return { x: own.x, y: Math.max(0, y - half), width: own.width, height: DROP_INDICATOR_SIZE };
}

/** The indicator for a spot: the outline of an empty container, else a bar between siblings. */
export function indicatorFor(
  components: readonly PlacedComponent[] | ReadonlyMap<string, PlacedComponent>,
  layout: DashboardLayout,
  spot: DropSpot,
  gridWidth: number,
): DropPlace {
  const placed = 'get' in components ? components : byId(components);
  const parent = layout[spot.parentId];
  const own = placed.get(spot.parentId);
  if (parent && parent.children.length === 0 && own && own.rect.height > 0) {
    return { spot, position: 'inside', indicator: own.rect };
  }
  if (!own && spot.parentId === topContainerId(layout)) {
    // The grid itself is not placed when it is empty: the bar runs across the top of the page.
    return { spot, position: 'inside', indicator: { x: 0, y: 0, width: gridWidth, height: DROP_INDICATOR_SIZE } };
  }
  const position: DropPosition = spot.index >= (parent?.children.length ?? 0) ? 'after' : 'before';
  return { spot, position, indicator: barAt(placed, layout, spot) };
}

/**
 * Every spot a dragged component can go: between the children of each container that accepts it (both ends
 * included) and into empty ones; never into itself or below itself, never where it already is.
 */
export function dropSpotsFor(
  layout: DashboardLayout,
  dragged: DraggedComponent,
  shown?: ReadonlySet<string>,
): DropSpot[] {
  const excluded = subtree(layout, dragged.id);
  const source = sourceOf(dragged);
  const spots: DropSpot[] = [];
  const walk = (id: string): void => {
    const c = layout[id];
    if (!c || excluded.has(id)) return;
    if (shown && id !== ROOT_ID && id !== topContainerId(layout) && !shown.has(id)) return;
    if (c.type !== 'ROOT' && isValidChild(layout, id, dragged.type)) {
      const at = dragged.id ? c.children.indexOf(dragged.id) : -1;
      for (let index = 0; index <= c.children.length; index += 1) {
        if (at >= 0 && (index === at || index === at + 1)) continue;
        if (dropRefusal(layout, source, { parentId: id, index }) === null) spots.push({ parentId: id, index });
      }
    }
    for (const child of c.children) walk(child);
  };
  walk(ROOT_ID);
  return spots;
}

/** The index among `parentId`'s placed children that the point falls before, along the container's axis. */
function indexAlong(
  placed: ReadonlyMap<string, PlacedComponent>,
  layout: DashboardLayout,
  parentId: string,
  x: number,
  y: number,
): number {
  const horizontal = isHorizontal(layout, parentId);
  const children = layout[parentId]?.children ?? [];
  let index = 0;
  children.forEach((id, i) => {
    const r = placed.get(id)?.rect;
    if (!r) return;
    const centre = horizontal ? r.x + r.width / 2 : r.y + r.height / 2;
    if ((horizontal ? x : y) > centre) index = i + 1;
  });
  return index;
}

/**
 * The place for a pointer at (x, y) in grid pixels: the innermost shown container under the pointer that accepts
 * the dragged type, at the index its children's centres give (an empty one is dropped inside); when none does,
 * the grid, before or after the top-level component nearest the pointer. Null when the dragged type has no place.
 * What does not change during a drag is worked out once: the returned function answers each pointer move.
 */
export function dropFinder(
  components: readonly PlacedComponent[],
  layout: DashboardLayout,
  dragged: DraggedComponent,
  gridWidth: number,
): (point: { x: number; y: number }) => DropPlace | null {
  const excluded = subtree(layout, dragged.id);
  const placed = byId(components);
  // An empty container has no height of its own: the gutter under it is where it takes a drop.
  const candidates = components
    .filter((c) => !excluded.has(c.id))
    .map((c) => ({
      id: c.id,
      area: c.rect.width * c.rect.height,
      rect:
        c.rect.height === 0 && (layout[c.id]?.children.length ?? 1) === 0
          ? { ...c.rect, height: GRID_GUTTER_SIZE }
          : c.rect,
    }));
  const accepts = new Map<string, boolean>();
  const accepting = (id: string): boolean => {
    let ok = accepts.get(id);
    if (ok === undefined) {
      ok = layout[id] !== undefined && isValidChild(layout, id, dragged.type);
      accepts.set(id, ok);
    }
    return ok;
  };
  const top = topContainerId(layout);
  const source = sourceOf(dragged);
  return (point) => {
    // The innermost component under the pointer: the smallest rectangle that holds it.
    let first: { id: string; area: number } | null = null;
    for (const c of candidates) {
      if (contains(c.rect, point.x, point.y) && (!first || c.area < first.area)) first = c;
    }
    // Up from there through its ancestors to the first container that takes the dragged type.
    const ancestors: string[] = [];
    for (let id: string | null | undefined = first?.id; id; id = placed.get(id)?.parentId) {
      if (excluded.has(id)) break;
      ancestors.push(id);
    }
    if (!ancestors.includes(top)) ancestors.push(top);
    for (const id of ancestors) {
      const c = layout[id];
      if (!c || !accepting(id)) continue;
      const index = c.children.length === 0 ? 0 : indexAlong(placed, layout, id, point.x, point.y);
      const at = dragged.id ? c.children.indexOf(dragged.id) : -1;
      // Dropping a component next to itself leaves it where it is: no place.
      if (at >= 0 && (index === at || index === at + 1)) return null;
      // A drop the layout would refuse (no room in a full row, ...) is offered one level up instead.
      if (dropRefusal(layout, source, { parentId: id, index }) !== null) continue;
      return indicatorFor(placed, layout, { parentId: id, index }, gridWidth);
    }
    return null;
  };
}

/** The place for one pointer position (see dropFinder). */
export function dropAtPoint(
  components: readonly PlacedComponent[],
  layout: DashboardLayout,
  dragged: DraggedComponent,
  point: { x: number; y: number },
  gridWidth: number,
): DropPlace | null {
  return dropFinder(components, layout, dragged, gridWidth)(point);
}
