/**
 * Drag sources and drop zones on react-aria's drag and drop: mouse, touch, keyboard (Enter on a source, Tab between
 * the zones that accept it, Enter to drop, Escape to cancel) and screen readers, with typed payloads.
 */
import type { CSSProperties, ReactNode } from 'react';
import { DropZone, useDrag } from 'react-aria-components';
import { acceptsDrag, decodeDropItems, encodeDragItem, type DragKind, type DragPayload } from './dragPayload';

/** Something the user can drag: a dataset column, a saved metric, an ad-hoc item, or a kind another layer adds. */
export function DragSource(props: {
  payload: DragPayload;
  label: string;
  children: ReactNode;
  className?: string;
  isDisabled?: boolean;
  /** Hears a drag of this source start (by pointer or keyboard) and end, dropped or not. */
  onDragStart?: () => void;
  onDragEnd?: () => void;
}) {
  const { payload, label, onDragStart, onDragEnd } = props;
  const { dragProps, isDragging } = useDrag({
    getItems: () => [encodeDragItem(payload, label)],
    getAllowedDropOperations: () => ['copy', 'move'],
    isDisabled: props.isDisabled ?? false,
    ...(onDragStart ? { onDragStart: () => onDragStart() } : {}),
    ...(onDragEnd ? { onDragEnd: () => onDragEnd() } : {}),
  });
  return (
    <div
      {...dragProps}
      role="button"
      tabIndex={0}
      aria-label={label}
      className={props.className ? `kit-drag-source ${props.className}` : 'kit-drag-source'}
      data-dragging={isDragging || undefined}
      data-test="drag-source"
    >
      {props.children}
    </div>
  );
}

/** A zone that takes drops of the accepted kinds only, handing over the decoded payloads. */
export function DropTarget<K extends DragKind>(props: {
  /** The zone's accessible name ('Dimensions'). */
  label: string;
  accept: readonly K[];
  /** The payloads dropped, and where: px from the zone's top-left corner. */
  onDrop: (payloads: DragPayload<K>[], point: { x: number; y: number }) => void;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** Hears the drag come over the zone (at a point, px from its top-left corner) and leave it. */
  onDropEnter?: (point: { x: number; y: number }) => void;
  onDropExit?: () => void;
  /** Hears the pointer move over the zone while dragging, in px from the zone's top-left corner. */
  onDropMove?: (point: { x: number; y: number }) => void;
}) {
  const { label, accept, onDrop, onDropEnter, onDropExit, onDropMove } = props;
  return (
    <DropZone
      aria-label={label}
      className={props.className ? `kit-drop-zone ${props.className}` : 'kit-drop-zone'}
      {...(props.style ? { style: props.style } : {})}
      {...(onDropEnter ? { onDropEnter: (e: { x: number; y: number }) => onDropEnter({ x: e.x, y: e.y }) } : {})}
      {...(onDropExit ? { onDropExit: () => onDropExit() } : {})}
      {...(onDropMove ? { onDropMove: (e: { x: number; y: number }) => onDropMove({ x: e.x, y: e.y }) } : {})}
      getDropOperation={(types) => (acceptsDrag(types, accept) ? 'copy' : 'cancel')}
      onDrop={async (e) => {
        const payloads = await decodeDropItems(e.items, accept);
        if (payloads.length > 0) onDrop(payloads, { x: e.x, y: e.y });
      }}
    >
      {props.children}
    </DropZone>
  );
}
