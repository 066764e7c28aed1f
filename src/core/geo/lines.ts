/**
 * Lines and shapes in a cell, as deck_path and deck_polygon read their line_column: `json` (a JSON array of
 * [lng, lat], or of such rings: an outline and its holes), `polyline` (Google's encoded polyline, latitude first as
 * the format defines) or `geohash` (the cell's outline). A cell that does not parse, or that holds a point outside
 * the globe, is null: the chart counts it and draws the rest.
 */
import ngeohash from 'ngeohash';
import { inRange } from './spatial';

/** The encodings of a line column (Superset's line_type choices). */
export type LineType = 'json' | 'polyline' | 'geohash';

/** A line or ring as [lng, lat] pairs. */
export type LonLatLine = [number, number][];

/** The line_type of a form value; json when it names none. */
export function asLineType(value: unknown): LineType {
  return value === 'polyline' || value === 'geohash' ? value : 'json';
}

/** Google's encoded polyline (precision 1e-5) as [lng, lat] pairs; null when the text is not one. */
export function decodePolyline(text: string): LonLatLine | null {
  const out: LonLatLine = [];
  let at = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (at >= text.length) return null;
      const byte = text.charCodeAt(at) - 63;
      at += 1;
      if (byte < 0 || byte > 63) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (byte < 0x20) break;
      if (shift > 30) return null;
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (at < text.length) {
    const dLat = next();
    const dLng = next();
    if (dLat === null || dLng === null) return null;
    lat += dLat;
    lng += dLng;
    out.push([lng / 1e5, lat / 1e5]);
  }
  return out;
}

const isPair = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length >= 2 && typeof v[0] === 'number' && typeof v[1] === 'number';

/** A JSON array as rings: a list of pairs is one ring, a list of such lists is several (an outline and holes). */
function jsonRings(parsed: unknown): LonLatLine[] | null {
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  if (parsed.every(isPair)) return [parsed.map((p) => [p[0], p[1]])];
  if (parsed.every((ring) => Array.isArray(ring) && ring.length > 0 && ring.every(isPair))) {
    return (parsed as [number, number][][]).map((ring) => ring.map((p): [number, number] => [p[0], p[1]]));
  }
  return null;
}

/** A geohash cell's outline, closed, counter-clockwise from its south-west corner. */
function geohashRing(value: string): LonLatLine | null {
  const hash = value.trim().toLowerCase();
  if (!/^[0-9b-hjkmnp-z]+$/.test(hash)) return null;
  const [south, west, north, east] = ngeohash.decode_bbox(hash) as [number, number, number, number];
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/**
 * The rings of a line column's cell by its encoding, [lng, lat] each (swapped when `reverse`, for columns that
 * hold [lat, lng]); null when the cell is empty, does not parse or strays off the globe.
 */
export function parseLineCell(value: unknown, lineType: LineType, reverse = false): LonLatLine[] | null {
  let rings: LonLatLine[] | null = null;
  if (typeof value === 'string' && value.trim() !== '') {
    if (lineType === 'polyline') {
      const line = decodePolyline(value.trim());
      rings = line && line.length > 0 ? [line] : null;
    } else if (lineType === 'geohash') {
      const ring = geohashRing(value);
      rings = ring ? [ring] : null;
    } else {
      try {
        rings = jsonRings(JSON.parse(value));
      } catch {
        rings = null;
      }
    }
  } else if (lineType === 'json' && Array.isArray(value)) {
    rings = jsonRings(value);
  }
  if (!rings) return null;
  if (reverse) rings = rings.map((ring) => ring.map(([a, b]): [number, number] => [b, a]));
  return rings.every((ring) => ring.every(([lng, lat]) => inRange(lng, lat))) ? rings : null;
}

/**
 * A line with its longitudes made continuous: a step of more than 180° is taken the short way round the
 * antimeridian (170 → -170 becomes 170 → 190), so a shape across it is drawn whole rather than across the world.
 */
export function unwrapLongitudes(line: LonLatLine): LonLatLine {
  const out: LonLatLine = [];
  let previous: number | null = null;
  for (const [lng, lat] of line) {
    let x = lng;
    if (previous !== null) {
      while (x - previous > 180) x -= 360;
      while (x - previous < -180) x += 360;
    }
    out.push([x, lat]);
    previous = x;
  }
  return out;
}
