/** The control popover (metric, column and filter editors): placed by X19.07's rule and resizable above a minimum. */
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { Button, Dialog, Popover } from 'react-aria-components';
import {
  clampPopoverSize,
  popoverAlignment,
  popoverPlacement,
  POPOVER_MIN_SIZE,
  type PopoverAlignment,
  type PopoverSide,
  type PopoverSize,
} from './placement';

/** How far one arrow key press on the resize handle grows or shrinks the popover. */
export const RESIZE_STEP_PX = 16;

const viewportSize = (): PopoverSize => ({ width: window.innerWidth - 16, height: window.innerHeight - 16 });

/**
 * Opening state for a popover anchored to an element: `open()` measures the anchor and picks the alignment
 * (X19.07), so a popover opened from a drop-zone item near the bottom of the panel rises instead of overflowing.
 */
export function useAnchoredPopover<T extends HTMLElement = HTMLElement>(side: PopoverSide = 'end') {
  const triggerRef = useRef<T>(null);
  const [isOpen, setOpen] = useState(false);
  const [alignment, setAlignment] = useState<PopoverAlignment>('center');
  const open = () => {
    const top = triggerRef.current?.getBoundingClientRect().top ?? 0;
    setAlignment(popoverAlignment(top, window.innerHeight));
    setOpen(true);
  };
  return { triggerRef, isOpen, alignment, side, open, close: () => setOpen(false), setOpen };
}

/** The popover itself: a labelled dialog that keeps focus inside, Escape or a click outside closes it. */
export function ResizablePopover(props: {
  triggerRef: RefObject<Element | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name ('Edit metric'). */
  label: string;
  side?: PopoverSide;
  alignment: PopoverAlignment;
  minSize?: PopoverSize;
  initialSize?: PopoverSize;
  resizable?: boolean;
  children: ReactNode;
}) {
  const { label, minSize = POPOVER_MIN_SIZE, resizable = true } = props;
  const [size, setSize] = useState(() => clampPopoverSize(props.initialSize ?? minSize, minSize));
  const drag = useRef<{ x: number; y: number; from: PopoverSize } | null>(null);
  const resize = (next: PopoverSize) => setSize(clampPopoverSize(next, minSize, viewportSize()));

  const onKeyDown = (e: KeyboardEvent) => {
    const d = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[e.key];
    if (!d) return;
    e.preventDefault();
    resize({ width: size.width + d[0]! * RESIZE_STEP_PX, height: size.height + d[1]! * RESIZE_STEP_PX });
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, from: size };
  };
  const onPointerMove = (e: PointerEvent) => {
    const start = drag.current;
    if (start)
      resize({ width: start.from.width + e.clientX - start.x, height: start.from.height + e.clientY - start.y });
  };

  return (
    <Popover
      triggerRef={props.triggerRef}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      placement={popoverPlacement(props.side ?? 'end', props.alignment)}
      offset={8}
      className="kit-popover"
      data-alignment={props.alignment}
    >
      <Dialog aria-label={label} className="kit-popover-dialog" style={{ width: size.width, height: size.height }}>
        {props.children}
        {resizable && (
          <button
            type="button"
            className="kit-popover-resize"
            aria-label={`Resize ${label}`}
            title="Drag, or use the arrow keys, to resize"
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
          />
        )}
      </Dialog>
    </Popover>
  );
}

/** A button that opens a resizable popover beside it; an icon trigger is named by `triggerLabel`. */
export function PopoverTrigger(props: {
  label: string;
  trigger: ReactNode;
  triggerLabel?: string;
  side?: PopoverSide;
  minSize?: PopoverSize;
  initialSize?: PopoverSize;
  children: ReactNode;
  className?: string;
}) {
  const { triggerRef, isOpen, alignment, open, setOpen } = useAnchoredPopover<HTMLButtonElement>(props.side);
  const { label, side, minSize, initialSize } = props;
  return (
    <>
      <Button
        ref={triggerRef}
        className={props.className ?? 'btn'}
        onPress={open}
        {...(props.triggerLabel ? { 'aria-label': props.triggerLabel } : {})}
      >
        {props.trigger}
      </Button>
      <ResizablePopover
        triggerRef={triggerRef}
        isOpen={isOpen}
        onOpenChange={setOpen}
        label={label}
        alignment={alignment}
        {...(side ? { side } : {})}
        {...(minSize ? { minSize } : {})}
        {...(initialSize ? { initialSize } : {})}
      >
        {props.children}
      </ResizablePopover>
    </>
  );
}
