/** Resizable panes on allotment (X1.11's three-pane explore layout), with a keyboard-operable separator per boundary. */
import { Allotment, type AllotmentHandle } from 'allotment';
import 'allotment/dist/style.css';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One pane: its size in px when first shown, and the limits a drag or a key press keeps it within. */
export interface PaneSpec {
  id: string;
  /** Names the pane's separator for screen readers ('Resize Dataset'). */
  label: string;
  content: ReactNode;
  preferredSize: number;
  minSize?: number;
  maxSize?: number;
}

/** How far one arrow key press moves a boundary; Home and End move it to the pane's limit. */
export const PANE_STEP_PX = 16;

/**
 * Sizes after moving the boundary after pane `index` by `delta` px: the pane grows by what its neighbour gives up,
 * stopped by either pane's minimum or maximum, the total unchanged.
 */
export function moveBoundary(
  sizes: readonly number[],
  index: number,
  delta: number,
  limits: readonly { min: number; max: number }[],
): number[] {
  const a = sizes[index];
  const b = sizes[index + 1];
  if (a === undefined || b === undefined) return [...sizes];
  const la = limits[index] ?? { min: 0, max: Infinity };
  const lb = limits[index + 1] ?? { min: 0, max: Infinity };
  const most = Math.min(la.max - a, b - lb.min);
  const least = Math.max(la.min - a, b - lb.max);
  const d = Math.min(most, Math.max(least, delta));
  const out = [...sizes];
  out[index] = a + d;
  out[index + 1] = b - d;
  return out;
}

/** Panes side by side (or stacked when `vertical`); sashes drag with the pointer, separators move with the keyboard. */
export function SplitPanes(props: {
  label: string;
  panes: readonly PaneSpec[];
  vertical?: boolean;
  onChange?: (sizes: number[]) => void;
}) {
  const { panes, vertical = false, onChange } = props;
  const handle = useRef<AllotmentHandle>(null);
  const [sizes, setSizes] = useState(() => panes.map((p) => p.preferredSize));
  const limits = panes.map((p) => ({ min: p.minSize ?? 0, max: p.maxSize ?? Infinity }));

  const apply = (next: number[]) => {
    setSizes(next);
    handle.current?.resize(next);
    onChange?.(next);
  };
  const onKeyDown = (index: number) => (e: KeyboardEvent) => {
    const grow = vertical ? { ArrowDown: 1, ArrowUp: -1 } : { ArrowRight: 1, ArrowLeft: -1 };
    const step = grow[e.key as keyof typeof grow];
    const delta =
      step !== undefined ? step * PANE_STEP_PX : e.key === 'Home' ? -Infinity : e.key === 'End' ? Infinity : undefined;
    if (delta === undefined) return;
    e.preventDefault();
    apply(moveBoundary(sizes, index, delta, limits));
  };

  return (
    <div className="kit-split-panes" role="group" aria-label={props.label}>
      <Allotment
        ref={handle}
        vertical={vertical}
        defaultSizes={sizes}
        onChange={(next) => {
          setSizes(next);
          onChange?.(next);
        }}
      >
        {panes.map((pane, i) => (
          <Allotment.Pane
            key={pane.id}
            preferredSize={pane.preferredSize}
            {...(pane.minSize === undefined ? {} : { minSize: pane.minSize })}
            {...(pane.maxSize === undefined ? {} : { maxSize: pane.maxSize })}
          >
            <div className="kit-pane">
              <div className="kit-pane-body">{pane.content}</div>
              {i < panes.length - 1 && (
                <div
                  role="separator"
                  tabIndex={0}
                  aria-label={`Resize ${pane.label}`}
                  aria-orientation={vertical ? 'horizontal' : 'vertical'}
                  aria-valuenow={Math.round(sizes[i] ?? pane.preferredSize)}
                  aria-valuemin={limits[i]!.min}
                  {...(Number.isFinite(limits[i]!.max) ? { 'aria-valuemax': limits[i]!.max } : {})}
                  className={vertical ? 'kit-pane-separator kit-pane-separator-h' : 'kit-pane-separator'}
                  onKeyDown={onKeyDown(i)}
                />
              )}
            </div>
          </Allotment.Pane>
        ))}
      </Allotment>
    </div>
  );
}
