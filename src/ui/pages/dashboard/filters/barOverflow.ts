/** Which filters a horizontal filter bar shows in its row, from the row's measured width (D10.01). */

/** A filter's width in the horizontal bar and the gap between items (filters.css). */
export const HORIZONTAL_FILTER_WIDTH = 200;
export const HORIZONTAL_GAP = 12;
/** The room kept for the 'More filters (n)' button when some filters do not fit. */
export const MORE_FILTERS_WIDTH = 140;

/**
 * How many of `total` filters fit in a row `width` pixels wide: all when they do (or when nothing is laid out yet,
 * width 0), else as many as leave room for the 'More filters' button.
 */
export function filtersThatFit(width: number, total: number): number {
  const slot = HORIZONTAL_FILTER_WIDTH + HORIZONTAL_GAP;
  if (width <= 0 || total * slot - HORIZONTAL_GAP <= width) return total;
  return Math.max(0, Math.floor((width - MORE_FILTERS_WIDTH) / slot));
}
