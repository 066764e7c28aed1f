/** Pure geometry of the shared canvas: which chart cells are visible and where their views go, snapped to device pixels. */

/** The part of a DOMRect the canvas needs. */
export interface RectLike {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A view rectangle in CSS pixels of the fixed, viewport-sized canvas. */
export interface ViewRect {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether a rectangle overlaps the viewport (with an optional margin around it), and has an area. */
export function isVisible(rect: RectLike, viewportWidth: number, viewportHeight: number, margin = 0): boolean {
  if (rect.width <= 0 || rect.height <= 0) return false;
  return (
    rect.left < viewportWidth + margin &&
    rect.left + rect.width > -margin &&
    rect.top < viewportHeight + margin &&
    rect.top + rect.height > -margin
  );
}

/** Rounds a CSS length to the device pixel grid (1/dpr steps). */
export function snap(value: number, dpr: number): number {
  const ratio = dpr > 0 ? dpr : 1;
  return Math.round(value * ratio) / ratio;
}

/** Snaps both edges of a rectangle, so neighbouring views share edges and none is blurred by a half pixel. */
export function snapRect(key: string, rect: RectLike, dpr: number): ViewRect {
  const x0 = snap(rect.left, dpr);
  const y0 = snap(rect.top, dpr);
  const x1 = snap(rect.left + rect.width, dpr);
  const y1 = snap(rect.top + rect.height, dpr);
  return { key, x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/** The views to draw: visible cells only, in the given order, snapped to the pixel ratio. */
export function computeViewRects(
  cells: { key: string; rect: RectLike }[],
  viewportWidth: number,
  viewportHeight: number,
  dpr: number,
): ViewRect[] {
  const views: ViewRect[] = [];
  for (const { key, rect } of cells) {
    if (!isVisible(rect, viewportWidth, viewportHeight)) continue;
    const view = snapRect(key, rect, dpr);
    if (view.width > 0 && view.height > 0) views.push(view);
  }
  return views;
}

/** The orthographic camera that maps normalised plot space [0, 1]² onto a view of the given pixel size. */
export function unitViewState(width: number, height: number): { target: [number, number]; zoomX: number; zoomY: number } {
  return { target: [0.5, 0.5], zoomX: Math.log2(Math.max(1e-6, width)), zoomY: Math.log2(Math.max(1e-6, height)) };
}

/** The position of a client point inside a rectangle in normalised plot space (y up), or null outside it. */
export function toPlotSpace(rect: RectLike, clientX: number, clientY: number): [number, number] | null {
  if (rect.width <= 0 || rect.height <= 0) return null;
  const x = (clientX - rect.left) / rect.width;
  const y = 1 - (clientY - rect.top) / rect.height;
  if (x < 0 || x > 1 || y < 0 || y > 1) return null;
  return [x, y];
}

/** Index of the datum whose x position is nearest to `x` (positions need not be sorted); -1 when none. */
export function nearestIndex(positions: ArrayLike<number>, x: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let i = 0; i < positions.length; i += 1) {
    const d = Math.abs((positions[i] as number) - x);
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  return best;
}
