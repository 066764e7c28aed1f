/** A map's camera moves, as pure functions of the viewport: pan by a drag, zoom about a point, rotate, and keys. */
import { WebMercatorViewport } from '@deck.gl/core';
import { MAX_PITCH, normalizeViewport } from '../../../core/geo';
import type { Viewport } from '../../../core/geo';

const viewOf = (viewport: Viewport, width: number, height: number) =>
  new WebMercatorViewport({ ...viewport, width: Math.max(1, width), height: Math.max(1, height) });

/** The place ([lon, lat]) under a pixel of the map. */
export function placeAt(viewport: Viewport, width: number, height: number, pixel: [number, number]): [number, number] {
  const [lon, lat] = viewOf(viewport, width, height).unproject(pixel);
  return [lon as number, lat as number];
}

/** The camera that puts `place` under `pixel` (a drag: the place grabbed follows the pointer). */
export function panTo(
  viewport: Viewport,
  width: number,
  height: number,
  place: [number, number],
  pixel: [number, number],
): Viewport {
  const moved = viewOf(viewport, width, height).panByPosition(place, pixel) as { longitude: number; latitude: number };
  return normalizeViewport({ ...viewport, longitude: moved.longitude, latitude: moved.latitude });
}

/** Zooms by `delta` levels keeping the place under `pixel` where it is (the wheel, a pinch, +/- at the centre). */
export function zoomAbout(
  viewport: Viewport,
  width: number,
  height: number,
  delta: number,
  pixel: [number, number] = [width / 2, height / 2],
): Viewport {
  const place = placeAt(viewport, width, height, pixel);
  const zoomed = normalizeViewport({ ...viewport, zoom: viewport.zoom + delta });
  return panTo(zoomed, width, height, place, pixel);
}

/** Turns the map by `bearing` degrees and tilts it by `pitch` degrees (within 0 and MAX_PITCH). */
export function rotate(viewport: Viewport, bearing: number, pitch: number): Viewport {
  return normalizeViewport({
    ...viewport,
    bearing: viewport.bearing + bearing,
    pitch: Math.min(MAX_PITCH, Math.max(0, viewport.pitch + pitch)),
  });
}

/** Pixels an arrow key pans, and zoom levels a +/- key or a wheel notch (100 px of delta) zooms. */
export const KEY_PAN_PX = 64;
export const KEY_ZOOM = 1;
export const WHEEL_ZOOM_PER_PX = 1 / 100;

/**
 * The camera after a key on the focused map: arrows pan, + and - zoom, shift with left/right rotates and with up/down
 * tilts; null for any other key (the page keeps it).
 */
export function cameraForKey(
  viewport: Viewport,
  width: number,
  height: number,
  key: string,
  shift = false,
): Viewport | null {
  const centre: [number, number] = [width / 2, height / 2];
  const pan = (dx: number, dy: number): Viewport =>
    panTo(viewport, width, height, placeAt(viewport, width, height, centre), [centre[0] - dx, centre[1] - dy]);
  switch (key) {
    case 'ArrowLeft':
      return shift ? rotate(viewport, -15, 0) : pan(-KEY_PAN_PX, 0);
    case 'ArrowRight':
      return shift ? rotate(viewport, 15, 0) : pan(KEY_PAN_PX, 0);
    case 'ArrowUp':
      return shift ? rotate(viewport, 0, 10) : pan(0, -KEY_PAN_PX);
    case 'ArrowDown':
      return shift ? rotate(viewport, 0, -10) : pan(0, KEY_PAN_PX);
    case '+':
    case '=':
      return zoomAbout(viewport, width, height, KEY_ZOOM);
    case '-':
    case '_':
      return zoomAbout(viewport, width, height, -KEY_ZOOM);
    default:
      return null;
  }
}
