/**
 * The viewport control (X9.04) and web-Mercator math: a map's camera as longitude, latitude, zoom, bearing and pitch,
 * positions projected to Mercator world units (512 across the world at zoom 0, y up, as deck.gl's), and the
 * autozoom that fits a camera to the data's bounds.
 */

/** A map's camera, as Superset saves it in `viewport`. */
export interface Viewport {
  longitude: number;
  latitude: number;
  zoom: number;
  /** Degrees clockwise from north. */
  bearing: number;
  /** Degrees from looking straight down. */
  pitch: number;
}

/** The fields of the viewport control, in its order. */
export const VIEWPORT_FIELDS = ['longitude', 'latitude', 'zoom', 'bearing', 'pitch'] as const;

/** Superset's default viewport (the control's default). */
export const DEFAULT_VIEWPORT: Viewport = {
  longitude: 6.85236157047845,
  latitude: 31.222656842808707,
  zoom: 1,
  bearing: 0,
  pitch: 0,
};

/** The zoom levels and the pitch a camera may take. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 20;
export const MAX_PITCH = 60;
/** Web Mercator stops at this latitude (the square world). */
export const MAX_LATITUDE = 85.0511287798066;

/** Mercator world units across the world at zoom 0. */
export const WORLD_SIZE = 512;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const finiteOr = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/**
 * A form value as a viewport: each field a finite number (else the default's), longitude wrapped into
 * [-180, 180), latitude, zoom and pitch clamped to what the map can show, bearing into (-180, 180].
 */
export function normalizeViewport(value: unknown): Viewport {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const lon = finiteOr(v.longitude, DEFAULT_VIEWPORT.longitude);
  const bearing = finiteOr(v.bearing, 0);
  const wrappedBearing = ((((bearing + 180) % 360) + 360) % 360) - 180;
  return {
    longitude: lon >= -180 && lon < 180 ? lon : ((((lon + 180) % 360) + 360) % 360) - 180,
    latitude: clamp(finiteOr(v.latitude, DEFAULT_VIEWPORT.latitude), -MAX_LATITUDE, MAX_LATITUDE),
    zoom: clamp(finiteOr(v.zoom, DEFAULT_VIEWPORT.zoom), MIN_ZOOM, MAX_ZOOM),
    bearing: wrappedBearing === -180 ? 180 : wrappedBearing,
    pitch: clamp(finiteOr(v.pitch, 0), 0, MAX_PITCH),
  };
}

/** The viewport control's validator: each field given must be a number. */
export function validateViewport(value: unknown): string | false {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object') return 'Viewport must be an object of longitude, latitude, zoom, bearing and pitch';
  for (const field of VIEWPORT_FIELDS) {
    const v = (value as Record<string, unknown>)[field];
    if (v !== undefined && !(typeof v === 'number' && Number.isFinite(v))) return `${field} must be a number`;
  }
  return false;
}

/** A longitude to Mercator world x. */
export function lonToWorldX(lon: number): number {
  return (WORLD_SIZE * (lon + 180)) / 360;
}

/** A latitude to Mercator world y (y up; clamped to the square world). */
export function latToWorldY(lat: number): number {
  const phi = (clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  return (WORLD_SIZE * (Math.PI + Math.log(Math.tan(Math.PI / 4 + phi / 2)))) / (2 * Math.PI);
}

/** Mercator world x back to a longitude. */
export function worldXToLon(x: number): number {
  return (x / WORLD_SIZE) * 360 - 180;
}

/** Mercator world y back to a latitude. */
export function worldYToLat(y: number): number {
  return ((2 * Math.atan(Math.exp((y / WORLD_SIZE) * 2 * Math.PI - Math.PI)) - Math.PI / 2) * 180) / Math.PI;
}

/** [lon, lat] pairs to Mercator world [x, y] pairs, in one pass (`out` may be `lonLat`). */
export function toWorld(lonLat: Float32Array, out: Float32Array = new Float32Array(lonLat.length)): Float32Array {
  for (let i = 0; i < lonLat.length; i += 2) {
    const lon = lonLat[i] as number;
    out[i] = lonToWorldX(lon);
    out[i + 1] = latToWorldY(lonLat[i + 1] as number);
  }
  return out;
}

/** The extent of [lon, lat] pairs as [[west, south], [east, north]], or null when there are none. */
export function boundsOf(lonLat: ArrayLike<number>): [[number, number], [number, number]] | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (let i = 0; i + 1 < lonLat.length; i += 2) {
    const lon = lonLat[i] as number;
    const lat = lonLat[i + 1] as number;
    if (lon < west) west = lon;
    if (lon > east) east = lon;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return west <= east
    ? [
        [west, south],
        [east, north],
      ]
    : null;
}

/** The zoom a lone point (or bounds of no size) is shown at. */
export const POINT_ZOOM = 10;

/**
 * Autozoom: the camera (bearing and pitch flat) that shows the bounds inside a map of `width` × `height` pixels with
 * `padding` pixels around them; a single place is shown at POINT_ZOOM.
 */
export function fitViewport(
  bounds: [[number, number], [number, number]],
  width: number,
  height: number,
  padding = 20,
): Viewport {
  const [[west, south], [east, north]] = bounds;
  const x0 = lonToWorldX(west);
  const x1 = lonToWorldX(east);
  const y0 = latToWorldY(south);
  const y1 = latToWorldY(north);
  const innerW = Math.max(1, width - 2 * padding);
  const innerH = Math.max(1, height - 2 * padding);
  const dx = x1 - x0;
  const dy = y1 - y0;
  const zoom =
    dx <= 0 && dy <= 0
      ? POINT_ZOOM
      : Math.log2(Math.min(dx > 0 ? innerW / dx : Infinity, dy > 0 ? innerH / dy : Infinity));
  return {
    longitude: worldXToLon((x0 + x1) / 2),
    latitude: worldYToLat((y0 + y1) / 2),
    zoom: clamp(zoom, MIN_ZOOM, MAX_ZOOM),
    bearing: 0,
    pitch: 0,
  };
}
