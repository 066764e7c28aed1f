/**
 * The charts of the open dashboard within a screen of the viewport (those read ahead not counted): only these follow
 * the filters as they change; a chart away from the screen keeps the filters it was asked with until it comes near.
 */

/** null: no dashboard says (a chart elsewhere follows its filters). */
let near: ReadonlySet<number> | null = null;
const listeners = new Set<() => void>();

const same = (a: ReadonlySet<number> | null, b: ReadonlySet<number> | null): boolean =>
  a === b || (a !== null && b !== null && a.size === b.size && [...a].every((id) => b.has(id)));

/** Sets the chart ids near the screen (null when the dashboard closes); listeners hear only a change. */
export function setChartsNearScreen(ids: ReadonlySet<number> | null): void {
  if (same(near, ids)) return;
  near = ids;
  for (const listener of listeners) listener();
}

/** Calls `listener` when the charts near the screen change; returns the unsubscriber. */
export function onChartsNearScreen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the chart is near the screen (or no dashboard says). */
export const isNearScreen = (chartId: number): boolean => near === null || near.has(chartId);
