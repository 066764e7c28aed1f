/** The virtualizer's scroller hooks the DOM tables share: sizes from the view's props, and no forced layout as one mounts. */
import { elementScroll } from '@tanstack/react-virtual';
import type { Rect, Virtualizer, VirtualizerOptions as Options } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef } from 'react';

type VirtualizerOptions = Options<HTMLDivElement, Element>;

/**
 * The row scroller's size as the view's own props give it (the chart's width and height less what it draws above the
 * rows), as the virtualizer's first size and handed to it as it mounts and again when the props change, with no ResizeObserver and no
 * measuring: the browser checks every observed element at every frame, and a thousand-chart dashboard holds 120
 * tables (about 1 s of its 27 s of main thread in a scroll once loaded went to the page's ResizeObservers). The
 * virtualizer's default measures the element as it mounts, which forces a layout of the whole page in the commit.
 */
export function useScrollerRect(
  width: number,
  height: number,
): Pick<VirtualizerOptions, 'initialRect' | 'observeElementRect'> {
  const listener = useRef<((rect: Rect) => void) | null>(null);
  const latest = useRef<Rect>({ width, height });
  // After the virtualizer's own layout effect (it asks for the size as the scroller mounts): a new size is told.
  useLayoutEffect(() => {
    if (latest.current.width === width && latest.current.height === height) return;
    latest.current = { width, height };
    listener.current?.(latest.current);
  }, [width, height]);
  const observeElementRect = useCallback<VirtualizerOptions['observeElementRect']>((_instance, onRect) => {
    listener.current = onRect;
    onRect(latest.current);
    return () => {
      if (listener.current === onRect) listener.current = null;
    };
  }, []);
  return { initialRect: { width, height }, observeElementRect };
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
