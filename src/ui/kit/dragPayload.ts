/** Typed drag-and-drop payloads: one mime type per kind, JSON inside, checked on the way out. */
import type { DragTypes, DropItem } from 'react-aria-components';
import type { AdhocColumn, AdhocMetric, ColumnRef } from '../../core/query';
import type { AdhocFilter } from '../../core/chart-plugin';

/** A saved metric of a dataset, by the fields a drop zone needs. */
export interface SavedMetricRef {
  metric_name: string;
  verbose_name?: string | null;
  expression?: string | null;
}

/**
 * What each kind of drag carries. Other layers add kinds by declaration merging, e.g. the dashboard builder:
 * `declare module '../kit/dragPayload' { interface DragPayloadMap { 'layout-chart': { chartId: number } } }`
 * together with `registerDragKind('layout-chart', guard)` so drops check its shape.
 */
export interface DragPayloadMap {
  column: ColumnRef;
  metric: SavedMetricRef;
  'adhoc-metric': AdhocMetric;
  'adhoc-column': AdhocColumn;
  'adhoc-filter': AdhocFilter;
}

/** A kind of drag ('column', 'metric', ...). */
export type DragKind = keyof DragPayloadMap & string;

/** A dragged thing: its kind and its value, as a union over the kinds asked for. */
export type DragPayload<K extends DragKind = DragKind> = { [P in K]: { kind: P; value: DragPayloadMap[P] } }[K];

/** One dragged item as react-aria carries it: data by drag type. */
export type DragItem = Record<string, string>;

type Guard = (value: unknown) => boolean;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasString =
  (key: string): Guard =>
  (v) =>
    isObject(v) && typeof v[key] === 'string';

const GUARDS = new Map<string, Guard>([
  ['column', hasString('column_name')],
  ['metric', hasString('metric_name')],
  ['adhoc-metric', (v) => isObject(v) && (v.expressionType === 'SIMPLE' || v.expressionType === 'SQL')],
  ['adhoc-column', (v) => hasString('sqlExpression')(v) && hasString('label')(v)],
  ['adhoc-filter', (v) => isObject(v) && (v.clause === 'WHERE' || v.clause === 'HAVING')],
]);

/** Registers the shape check of a kind added by another layer; without one a drop accepts any JSON object. */
export function registerDragKind(kind: DragKind, guard: (value: unknown) => boolean): void {
  GUARDS.set(kind, guard);
}

/** The drag type of a kind: `application/x-tessera-<kind>+json`. */
export function dragMimeType(kind: DragKind): string {
  return `application/x-tessera-${kind}+json`;
}

/** The item react-aria drags: the payload under its kind's mime type and a plain-text label for other apps. */
export function encodeDragItem(payload: DragPayload, label: string): DragItem {
  return { [dragMimeType(payload.kind)]: JSON.stringify(payload.value), 'text/plain': label };
}

/** Whether a drag carries at least one of the accepted kinds (for getDropOperation). */
export function acceptsDrag(types: DragTypes | ReadonlySet<string>, accept: readonly DragKind[]): boolean {
  return accept.some((kind) => types.has(dragMimeType(kind)));
}

/** The accepted payloads among the dropped items; malformed or foreign items are skipped. */
export async function decodeDropItems<K extends DragKind>(
  items: readonly DropItem[],
  accept: readonly K[],
): Promise<DragPayload<K>[]> {
  const out: DragPayload<K>[] = [];
  for (const item of items) {
    if (item.kind !== 'text') continue;
    const kind = accept.find((k) => item.types.has(dragMimeType(k)));
    if (kind === undefined) continue;
    let value: unknown;
    try {
      value = JSON.parse(await item.getText(dragMimeType(kind)));
    } catch {
      continue;
    }
    const guard = GUARDS.get(kind) ?? isObject;
    if (guard(value)) out.push({ kind, value } as DragPayload<K>);
  }
  return out;
}
