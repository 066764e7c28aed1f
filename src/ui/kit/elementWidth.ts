/** An element's laid-out width, followed with a ResizeObserver as it resizes. */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's width as laid out (clientWidth), updated on every resize; 0 where nothing is laid out. */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
