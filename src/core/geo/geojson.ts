/**
 * A GeoJSON cell as deck_geojson reads it: a Feature, a FeatureCollection or a bare geometry, split into its
 * polygons (each an outline and its holes), lines and points, each feature with its properties. A cell that is not
 * JSON, not GeoJSON, or holds a position off the globe is null: the chart marks the row invalid and draws the rest.
 */
import type { LonLatLine } from './lines';
import { inRange } from './spatial';

/** One feature of a cell: its shapes in [lng, lat] and its properties. */
export interface GeoFeature {
  polygons: LonLatLine[][];
  lines: LonLatLine[];
  points: [number, number][];
  properties: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function position(v: unknown): [number, number] | null {
  if (!Array.isArray(v) || v.length < 2) return null;
  const [lng, lat] = v as unknown[];
  return typeof lng === 'number' && typeof lat === 'number' && inRange(lng, lat) ? [lng, lat] : null;
}

function line(v: unknown): LonLatLine | null {
  if (!Array.isArray(v) || v.length === 0) return null;
  const out: LonLatLine = [];
  for (const p of v) {
    const at = position(p);
    if (!at) return null;
    out.push(at);
  }
  return out;
}

function lines(v: unknown): LonLatLine[] | null {
  if (!Array.isArray(v) || v.length === 0) return null;
  const out: LonLatLine[] = [];
  for (const l of v) {
    const parsed = line(l);
    if (!parsed) return null;
    out.push(parsed);
  }
  return out;
}

/** Adds a geometry's shapes to `into`; false when it is not valid GeoJSON geometry. */
function addGeometry(geometry: unknown, into: GeoFeature): boolean {
  if (!isObject(geometry)) return false;
  const c = geometry.coordinates;
  switch (geometry.type) {
    case 'Point': {
      const p = position(c);
      return p !== null && into.points.push(p) > 0;
    }
    case 'MultiPoint':
    case 'LineString': {
      const l = line(c);
      if (!l) return false;
      if (geometry.type === 'MultiPoint') into.points.push(...l);
      else into.lines.push(l);
      return true;
    }
    case 'MultiLineString':
    case 'Polygon': {
      const ls = lines(c);
      if (!ls) return false;
      if (geometry.type === 'Polygon') into.polygons.push(ls);
      else into.lines.push(...ls);
      return true;
    }
    case 'MultiPolygon': {
      if (!Array.isArray(c) || c.length === 0) return false;
      for (const rings of c) {
        const ls = lines(rings);
        if (!ls) return false;
        into.polygons.push(ls);
      }
      return true;
    }
    case 'GeometryCollection':
      return Array.isArray(geometry.geometries) && geometry.geometries.every((g) => addGeometry(g, into));
    default:
      return false;
  }
}

function addNode(node: unknown, out: GeoFeature[]): boolean {
  if (!isObject(node)) return false;
  if (node.type === 'FeatureCollection') {
    return Array.isArray(node.features) && node.features.every((f) => addNode(f, out));
  }
  const feature: GeoFeature = {
    polygons: [],
    lines: [],
    points: [],
    properties: node.type === 'Feature' && isObject(node.properties) ? node.properties : {},
  };
  const ok = addGeometry(node.type === 'Feature' ? node.geometry : node, feature);
  if (ok) out.push(feature);
  return ok;
}

/** The features of a GeoJSON cell (text or an already parsed object), or null when it is invalid. */
export function parseGeoJsonCell(value: unknown): GeoFeature[] | null {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const out: GeoFeature[] = [];
  return addNode(parsed, out) ? out : null;
}
