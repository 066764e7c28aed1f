/**
 * Pure geometry of the shared canvas. The canvas lies inside the page's chart host and scrolls with it: it covers a
 * band of the host around the visible part, so the browser scrolls it with the page and it is redrawn only when the
 * band moves, a chart changes or the layout changes. World coordinates are host CSS pixels with y negated (y up).
 */

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

/** How far the band reaches above and below the viewport, in viewport heights. */
export const BAND_MARGIN = 0.5;

/** A rectangle of the host in host CSS pixels (left/top/right/bottom). */
export interface Span {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The part of a host (given its client rectangle) inside a viewport, in host coordinates; null when none. */
export function visibleSpan(host: RectLike, viewportWidth: number, viewportHeight: number): Span | null {
  const span = {
    left: Math.max(0, -host.left),
    top: Math.max(0, -host.top),
    right: Math.min(host.width, viewportWidth - host.left),
    bottom: Math.min(host.height, viewportHeight - host.top),
  };
  return span.right > span.left && span.bottom > span.top ? span : null;
}

/**
 * The tiles (horizontal strips `tilePx` high, numbered from the host's top) to show for a visible span: those within
 * half a viewport height above and below it, inside the host.
 */
export function tileRange(
  visible: Span,
  hostHeight: number,
  viewportHeight: number,
  tilePx: number,
): { first: number; last: number } {
  const margin = viewportHeight * BAND_MARGIN;
  const top = Math.max(0, visible.top - margin);
  const bottom = Math.min(Math.max(hostHeight, visible.bottom), visible.bottom + margin);
  const first = Math.floor(top / tilePx);
  return { first, last: Math.max(first, Math.ceil(bottom / tilePx) - 1) };
}

/** Whether a rectangle (host coordinates) overlaps a band. */
export function inBand(rect: RectLike, band: Span): boolean {
  return (
    rect.width > 0 &&
    rect.height > 0 &&
    rect.left < band.right &&
    rect.left + rect.width > band.left &&
    rect.top < band.bottom &&
    rect.top + rect.height > band.top
  );
}

/** The camera of the page view: one world unit per CSS pixel, centred on the band (world y is host y negated). */
export function bandViewState(band: Span): { target: [number, number]; zoom: number } {
  return { target: [(band.left + band.right) / 2, -(band.top + band.bottom) / 2], zoom: 0 };
}

/** The orthographic camera that maps normalised plot space [0, 1]² onto a view of the given pixel size. */
export function unitViewState(
  width: number,
  height: number,
): { target: [number, number]; zoomX: number; zoomY: number } {
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
