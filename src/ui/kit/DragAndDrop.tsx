/**
 * Drag sources and drop zones on react-aria's drag and drop: mouse, touch, keyboard (Enter on a source, Tab between
 * the zones that accept it, Enter to drop, Escape to cancel) and screen readers, with typed payloads.
 */
import {
  useMemo,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
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

/** What a source of a group hands over when it is dragged. */
export interface GroupedSource {
  payload: DragPayload;
  label: string;
}

/** The props a group gives a source's element: react-aria's drag props when the source is armed. */
export type GroupedSourceProps = HTMLAttributes<HTMLElement> & { 'data-dragging'?: true };

/** Many drag sources on one drag hook: see useDragSourceGroup. */
export interface DragSourceGroup {
  /** On the sources' container: arms the source under the pointer or holding focus. */
  containerProps: {
    onPointerOver: (e: PointerEvent<HTMLElement>) => void;
    onFocus: (e: FocusEvent<HTMLElement>) => void;
  };
  /** The props of source `key`'s element: the same object for every source but the armed one. */
  propsOf: (key: string) => GroupedSourceProps;
}

/**
 * Many drag sources, as a virtualised list's rows, on one react-aria drag hook. The source under the pointer or
 * holding focus is armed: its element carries the drag props, so a mouse press drags it and Enter starts a keyboard
 * drag, as with DragSource. The others carry only the description of how to drag (the same node react-aria makes).
 * A list that filters or scrolls mounts plain rows, not a drag hook (with its effects and subscriptions) per row.
 * `sourceOf` maps a key (each source's `data-drag-key`, see GroupDragSource) to what it hands over.
 */
export function useDragSourceGroup(sourceOf: (key: string) => GroupedSource | null): DragSourceGroup {
  const [armed, setArmed] = useState<string | null>(null);
  // react-aria reads the options of the latest render, so these closures see the armed key and `sourceOf` of now.
  const { dragProps, isDragging } = useDrag({
    getItems: () => {
      const source = armed === null ? null : sourceOf(armed);
      return source ? [encodeDragItem(source.payload, source.label)] : [];
    },
    getAllowedDropOperations: () => ['copy', 'move'],
  });
  const describedBy = (dragProps as { 'aria-describedby'?: string })['aria-describedby'];
  const idle = useMemo<GroupedSourceProps>(
    () => (describedBy ? { 'aria-describedby': describedBy } : {}),
    [describedBy],
  );
  const arm = (target: EventTarget | null): void => {
    // While a drag is on, the source stays armed: a keyboard drag moves focus, and the drag needs its element.
    if (isDragging || !(target instanceof Element)) return;
    const key = target.closest('[data-drag-key]')?.getAttribute('data-drag-key');
    if (key && key !== armed) setArmed(key);
  };
  return {
    containerProps: { onPointerOver: (e) => arm(e.target), onFocus: (e) => arm(e.target) },
    propsOf: (key) =>
      key === armed ? { ...(dragProps as GroupedSourceProps), ...(isDragging ? { 'data-dragging': true } : {}) } : idle,
  };
}

/** A source of a DragSourceGroup: a focusable button named by its label, `drag` from the group's propsOf. */
export function GroupDragSource(props: {
  sourceKey: string;
  label: string;
  drag: GroupedSourceProps;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      {...props.drag}
      data-drag-key={props.sourceKey}
      role="button"
      tabIndex={0}
      aria-label={props.label}
      className={props.className ? `kit-drag-source ${props.className}` : 'kit-drag-source'}
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
