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

/** The parts of a mutation record `cellsAdded` reads. */
type AddedNodes = Pick<MutationRecord, 'addedNodes'>;

/**
 * The chart cells that mutations added: added elements (still in the document) that are cells, and cells inside
 * added elements. What is added inside a cell (a chart view mounting) holds no cell and is not searched, so a
 * chart's mount costs no walk of the page.
 */
export function cellsAdded(records: Iterable<AddedNodes>): Element[] {
  const cells: Element[] = [];
  for (const record of records) {
    for (const node of Array.from(record.addedNodes)) {
      if (node.nodeType !== 1 || !node.isConnected) continue;
      const element = node as Element;
      if (element.matches(CELL)) cells.push(element);
      else if (!element.parentElement?.closest(CELL)) cells.push(...Array.from(element.querySelectorAll(CELL)));
    }
  }
  return cells;
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
  const watch = (cells: Iterable<Element>): void => {
    for (const cell of cells) {
      if (watched.has(cell)) continue;
      watched.add(cell);
      view.observe(cell);
      near.observe(cell);
    }
  };
  const mutations = new MutationObserver((records) => watch(cellsAdded(records)));
  mutations.observe(root, { childList: true, subtree: true });
  watch(root.querySelectorAll(CELL));

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
