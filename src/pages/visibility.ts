/** How near each chart cell of a page is to the screen, told to the data plane's coordinator as it changes. */
import type { Visibility } from '../core/dataplane';

/** The chart cells' attribute (ChartCell writes it) and how far "near" reaches: one screen above and below. */
const CELL = '[data-chart-id]';
const NEAR_MARGIN = '100% 0px 100% 0px';

/** Tracks the chart cells under a root element; `visibilityOf` answers at once for a chart about to fetch. */
export interface VisibilityTracker {
  visibilityOf(chartId: number): Visibility;
  dispose(): void;
}

function cellId(element: Element): number {
  return Number(element.getAttribute('data-chart-id'));
}

/** Where an element sits against the window right now. */
export function visibilityOfRect(rect: { top: number; bottom: number }, viewportHeight: number): Visibility {
  if (rect.bottom > 0 && rect.top < viewportHeight) return 'visible';
  if (rect.bottom > -viewportHeight && rect.top < 2 * viewportHeight) return 'near';
  return 'far';
}

/** Watches cells with two IntersectionObservers (viewport, and viewport plus a screen) and a MutationObserver for new cells. */
export function trackVisibility(root: Element, onChange: (chartId: number, visibility: Visibility) => void): VisibilityTracker {
  const known = new Map<number, Visibility>();
  const inView = new Set<Element>();
  const inNear = new Set<Element>();

  const update = (element: Element): void => {
    const id = cellId(element);
    const next: Visibility = inView.has(element) ? 'visible' : inNear.has(element) ? 'near' : 'far';
    if (known.get(id) === next) return;
    const hadValue = known.has(id);
    known.set(id, next);
    if (hadValue || next !== 'far') onChange(id, next);
  };
  const observer = (set: Set<Element>, rootMargin: string) =>
    new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) set.add(entry.target);
          else set.delete(entry.target);
        }
        for (const entry of entries) update(entry.target);
      },
      { rootMargin },
    );
  const view = observer(inView, '0px');
  const near = observer(inNear, NEAR_MARGIN);
  const watched = new WeakSet<Element>();
  const watch = (): void => {
    for (const cell of root.querySelectorAll(CELL)) {
      if (watched.has(cell)) continue;
      watched.add(cell);
      view.observe(cell);
      near.observe(cell);
    }
  };
  const mutations = new MutationObserver(watch);
  mutations.observe(root, { childList: true, subtree: true });
  watch();

  return {
    visibilityOf(chartId) {
      const cell = root.querySelector(`[data-chart-id="${chartId}"]`);
      return cell ? visibilityOfRect(cell.getBoundingClientRect(), window.innerHeight) : 'visible';
    },
    dispose() {
      mutations.disconnect();
      view.disconnect();
      near.disconnect();
    },
  };
}
