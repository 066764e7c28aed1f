/**
 * What the dashboard builder drags: a new component from the builder pane ('layout-new', a saved chart among them)
 * or a component of the layout ('layout-move'); and the drag under way, which the drop layer reads.
 */
import { proxy } from 'valtio';
import { registerDragKind } from '../../../kit';
import type { LayoutComponentType } from '../../../../core/layout';

/** The types the builder pane creates. */
export type NewLayoutType = 'TABS' | 'ROW' | 'COLUMN' | 'HEADER' | 'MARKDOWN' | 'DIVIDER' | 'CHART';

/** A new component: its type, and for a saved chart its id and name. */
export interface NewComponentPayload {
  type: NewLayoutType;
  chartId?: number;
  sliceName?: string;
}

/** A component of the layout, moved. */
export interface MovePayload {
  id: string;
  type: LayoutComponentType;
}

declare module '../../../kit/dragPayload' {
  interface DragPayloadMap {
    'layout-new': NewComponentPayload;
    'layout-move': MovePayload;
  }
}

const NEW_TYPES = new Set<string>(['TABS', 'ROW', 'COLUMN', 'HEADER', 'MARKDOWN', 'DIVIDER', 'CHART']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
registerDragKind(
  'layout-new',
  (v) =>
    isObject(v) &&
    typeof v.type === 'string' &&
    NEW_TYPES.has(v.type) &&
    (v.type !== 'CHART' || typeof v.chartId === 'number'),
);
registerDragKind('layout-move', (v) => isObject(v) && typeof v.id === 'string' && typeof v.type === 'string');

/** The builder's drag kinds, as drop zones accept them. */
export const LAYOUT_DRAG_KINDS = ['layout-new', 'layout-move'] as const;

/** A drag under way: what is dragged, and whether by keyboard (then every drop spot is a focusable target). */
export interface LayoutDrag {
  type: LayoutComponentType;
  id?: string;
  keyboard: boolean;
}

/** The builder's drag, if one is under way. */
export const layoutDragState = proxy({ drag: null as LayoutDrag | null });

// A pointer drag is the browser's own (a dragstart event comes first); a keyboard drag starts with none.
let nativeDragAt = -Infinity;
if (typeof document !== 'undefined') {
  document.addEventListener('dragstart', () => (nativeDragAt = performance.now()), true);
}

/** Marks a drag of `type` (of the layout's `id` when moved) as started. */
export function layoutDragStarted(type: LayoutComponentType, id?: string): void {
  const keyboard = performance.now() - nativeDragAt > 100;
  layoutDragState.drag = { type, keyboard, ...(id ? { id } : {}) };
}

/** Marks the drag as over, dropped or cancelled. */
export function layoutDragEnded(): void {
  layoutDragState.drag = null;
}
