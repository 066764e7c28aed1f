/** The virtualizer's scroller hooks the DOM tables share: sizes from ResizeObserver, and no forced layout as one mounts. */
import { elementScroll } from '@tanstack/react-virtual';
import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * Follows the row scroller's size through ResizeObserver entries only. The virtualizer's default reads the
 * element's size as it mounts, which forces a layout of the whole page in the middle of the commit; the first
 * size is known from the cell's (initialRect).
 */
export function observeScrollerSize(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: Rect) => void,
): () => void {
  const element = instance.scrollElement;
  if (!element) return () => undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (entry) onRect({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

const restated = new WeakSet<object>();

/** Scroll writes, less the virtualizer's first: it restates a fresh scroller's offset 0, and writing it forces a layout too. */
export function scrollScroller(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
): void {
  if (!restated.has(instance)) {
    restated.add(instance);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}
