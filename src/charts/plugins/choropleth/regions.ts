/**
 * The shapes the world and country maps fill, shipped with the app (nothing is fetched): the countries of Natural
 * Earth's 1:110m TopoJSON (world-atlas) by ISO 3166-1 alpha-2 code, and the US states, DC and territories of the
 * Census Bureau's 1:10m TopoJSON (us-atlas) by ISO 3166-2 code (their FIPS ids mapped to 'US-CA' and the like).
 */
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
import countries from 'i18n-iso-countries';
import states10m from 'us-atlas/states-10m.json';
import countries110m from 'world-atlas/countries-110m.json';

/** A region a choropleth fills: its code, its name and its outer rings as flat [lon, lat, …] lists. */
export interface Region {
  code: string;
  name: string;
  rings: number[][];
}

/** Outer rings of a (multi)polygon, each unwrapped so no edge jumps across the antimeridian. */
function outerRings(geometry: { type: string; coordinates: unknown } | null): number[][] {
  if (!geometry) return [];
  const polygons = (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []
  ) as number[][][][];
  return polygons.map((polygon) => {
    const ring = polygon[0] ?? [];
    const flat: number[] = [];
    let shift = 0;
    let previous: number | null = null;
    for (const point of ring) {
      const lon = point[0] as number;
      if (previous !== null && lon + shift - previous > 180) shift -= 360;
      else if (previous !== null && lon + shift - previous < -180) shift += 360;
      previous = lon + shift;
      flat.push(lon + shift, point[1] as number);
    }
    return flat;
  });
}

/** The regions of a TopoJSON object, coded by `codeOf` (features it answers null for are left out). */
function regionsOf(topology: Topology, object: string, codeOf: (id: string, name: string) => string | null): Region[] {
  const collection = feature(topology, topology.objects[object] as GeometryObject) as unknown as {
    features: {
      id?: string | number;
      properties: { name?: string };
      geometry: { type: string; coordinates: unknown };
    }[];
  };
  const out: Region[] = [];
  for (const f of collection.features) {
    const name = f.properties.name ?? '';
    const code = codeOf(String(f.id ?? ''), name);
    if (code) out.push({ code, name, rings: outerRings(f.geometry) });
  }
  return out;
}

/** Natural Earth names whose ISO code the feature has no numeric id for. */
const UNNUMBERED: Record<string, string> = { Kosovo: 'XK', 'N. Cyprus': 'CY', Somaliland: 'SO' };
/** Antarctica (ISO 010) is left out: a Mercator map would give its pole a band as wide as the world. */
const ANTARCTICA = '010';

let world: Region[] | null = null;
let states: Region[] | null = null;

/** The world's countries (Antarctica left out), coded by ISO 3166-1 alpha-2. */
export function worldRegions(): Region[] {
  world ??= regionsOf(countries110m as unknown as Topology, 'countries', (id, name) =>
    id === ANTARCTICA ? null : (countries.numericToAlpha2(id) ?? UNNUMBERED[name] ?? null),
  );
  return world;
}

/** USPS codes by FIPS state code ('06CA' is California): the 50 states, DC, and the territories us-atlas draws. */
const FIPS_TO_USPS = new Map(
  (
    '01AL 02AK 04AZ 05AR 06CA 08CO 09CT 10DE 11DC 12FL 13GA 15HI 16ID 17IL 18IN 19IA 20KS 21KY 22LA 23ME 24MD 25MA ' +
    '26MI 27MN 28MS 29MO 30MT 31NE 32NV 33NH 34NJ 35NM 36NY 37NC 38ND 39OH 40OK 41OR 42PA 44RI 45SC 46SD 47TN 48TX ' +
    '49UT 50VT 51VA 53WA 54WV 55WI 56WY 60AS 66GU 69MP 72PR 78VI'
  )
    .split(' ')
    .map((pair) => [pair.slice(0, 2), pair.slice(2)] as const),
);

/**
 * The US states, DC and territories, coded 'US-CA' (ISO 3166-2). Rings east of the antimeridian (the far Aleutians,
 * Guam, the Northern Marianas) are moved a turn west, so the country is drawn in one piece.
 */
export function usStateRegions(): Region[] {
  states ??= regionsOf(states10m as unknown as Topology, 'states', (id) =>
    FIPS_TO_USPS.has(id) ? `US-${FIPS_TO_USPS.get(id)}` : null,
  ).map((region) => ({
    ...region,
    rings: region.rings.map((ring) => (meanLon(ring) > 0 ? ring.map((v, i) => (i % 2 ? v : v - 360)) : ring)),
  }));
  return states;
}

function meanLon(ring: number[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i += 2) sum += ring[i] as number;
  return sum / Math.max(1, ring.length / 2);
}
