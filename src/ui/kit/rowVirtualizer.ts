/** The row virtualizer of the app's data grids (SQL Lab's results, explore's data pane): fixed-height rows. */
import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/** How a grid's rows are laid out: their height, how many are drawn beyond the view, the view's first height. */
export interface RowVirtualizerOptions {
  rowHeight: number;
  overscan: number;
  /** The scroller's height before it is measured. */
  height: number;
}

/** A virtualizer over `count` rows of the scroller, drawing those in view and the overscan. */
export function useRowVirtualizer(
  scroller: RefObject<HTMLElement | null>,
  count: number,
  { rowHeight, overscan, height }: RowVirtualizerOptions,
) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are read in this render only, never memoised
  return useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 800, height },
  });
}
