/**
 * Immutable edits of a layout's tree. Each works on a draft (a shallow copy of the layout map) and replaces only the
 * components it changes, so every other component keeps its object identity and the page re-renders only those.
 */
import { ROOT_ID } from './types';
import type { DashboardLayout, LayoutComponent, LayoutComponentType } from './types';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A new component id as Superset makes them, `${TYPE}-${nanoid}` (e.g. `CHART-V1StGXR8_Z`), not yet in `layout`. */
export function newComponentId(layout: DashboardLayout, type: LayoutComponentType): string {
  const bytes = new Uint8Array(10);
  for (;;) {
    globalThis.crypto.getRandomValues(bytes);
    let suffix = '';
    for (const b of bytes) suffix += ID_ALPHABET[b & 63];
    const id = `${type}-${suffix}`;
    if (!layout[id]) return id;
  }
}

/** Replaces `id`'s children in the draft. */
export function setChildren(draft: DashboardLayout, id: string, children: string[]): void {
  const component = draft[id];
  if (component) draft[id] = { ...component, children };
}

/** Inserts `childId` into `parentId`'s children at `index` (clamped). */
export function insertChild(draft: DashboardLayout, parentId: string, index: number, childId: string): void {
  const parent = draft[parentId];
  if (!parent) return;
  const children = [...parent.children];
  children.splice(Math.max(0, Math.min(index, children.length)), 0, childId);
  draft[parentId] = { ...parent, children };
}

/** Takes `childId` out of `parentId`'s children. */
export function removeChild(draft: DashboardLayout, parentId: string, childId: string): void {
  const parent = draft[parentId];
  if (parent) draft[parentId] = { ...parent, children: parent.children.filter((c) => c !== childId) };
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < b.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Sets `parents` (the ancestor ids, root first) of `id` and its descendants; components already right are kept. */
export function setParents(draft: DashboardLayout, id: string, parents: string[]): void {
  const stack: { id: string; parents: string[] }[] = [{ id, parents }];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const next = stack.pop() as { id: string; parents: string[] };
    const component = draft[next.id];
    if (!component || seen.has(next.id)) continue;
    seen.add(next.id);
    if (!sameList(component.parents, next.parents)) draft[next.id] = { ...component, parents: next.parents };
    const childParents = [...next.parents, next.id];
    for (const childId of component.children) stack.push({ id: childId, parents: childParents });
  }
}

/** Deletes `id` and everything inside it from the draft (its parent's children are left to the caller). */
export function deleteSubtree(draft: DashboardLayout, id: string): void {
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    const component = draft[current];
    if (!component) continue;
    delete draft[current];
    stack.push(...component.children);
  }
}

/** A new component of `type` with `meta`, placed under `parents`. */
export function makeComponent(
  id: string,
  type: LayoutComponentType,
  parents: string[],
  meta: LayoutComponent['meta'],
): LayoutComponent {
  return { id, type, children: [], parents, meta };
}

/** The layout with every reachable component's `parents` recomputed from the root (for saving). */
export function withParents(layout: DashboardLayout): DashboardLayout {
  const draft = { ...layout };
  if (draft[ROOT_ID]) setParents(draft, ROOT_ID, []);
  const root = draft[ROOT_ID];
  // The root carries no parents entry in a saved layout.
  if (root?.parents) {
    const { parents: _ignored, ...rest } = root;
    draft[ROOT_ID] = rest;
  }
  return draft;
}
