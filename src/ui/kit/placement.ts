/** Where a control popover sits beside its anchor, and how far it may be resized (X19.07). */

/** Which edge of the popover lines up with its anchor. */
export type PopoverAlignment = 'top' | 'center' | 'bottom';

/** The side of the anchor the popover opens on, in react-aria's logical terms. */
export type PopoverSide = 'start' | 'end' | 'left' | 'right';

/** The popover's size in CSS pixels. */
export interface PopoverSize {
  width: number;
  height: number;
}

/**
 * X19.07 "top when under 35% of viewport height, bottom when over 65%": an anchor high on the screen gets a
 * popover whose top lines up with it (so it hangs down into the free space), an anchor low on the screen one whose
 * bottom lines up with it (so it rises), and one in the middle band (35%–65%, bounds included) is centred.
 */
export function popoverAlignment(anchorTop: number, viewportHeight: number): PopoverAlignment {
  if (!(viewportHeight > 0)) return 'center';
  const ratio = anchorTop / viewportHeight;
  if (ratio < 0.35) return 'top';
  if (ratio > 0.65) return 'bottom';
  return 'center';
}

/** The react-aria placement string for a side and an alignment ('end top', 'end', 'end bottom'). */
export function popoverPlacement(
  side: PopoverSide,
  alignment: PopoverAlignment,
): `${PopoverSide}` | `${PopoverSide} ${'top' | 'bottom'}` {
  return alignment === 'center' ? side : `${side} ${alignment}`;
}

/**
 * The minimum size of a resizable popover. The spec leaves the values out ("not shown"); 320 × 240 px is the size
 * the metric and column popovers open at, so a resize can only make them larger than their first look.
 */
export const POPOVER_MIN_SIZE: PopoverSize = { width: 320, height: 240 };

/** A size kept between the minimum and (when given) the maximum, each side on its own. */
export function clampPopoverSize(
  size: PopoverSize,
  min: PopoverSize = POPOVER_MIN_SIZE,
  max?: PopoverSize,
): PopoverSize {
  const clamp = (v: number, lo: number, hi: number | undefined) =>
    Math.max(lo, hi === undefined ? v : Math.min(v, Math.max(lo, hi)));
  return { width: clamp(size.width, min.width, max?.width), height: clamp(size.height, min.height, max?.height) };
}
