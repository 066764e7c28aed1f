/**
 * What the world and country maps share: regions filled by a metric along a linear scheme (regions without a value
 * grey), optional bubbles, tooltips by region, and the camera fitted to the regions. The polygons are in Mercator
 * world units, as every map's marks are, so the map view's one camera (deck.gl's WebMercatorViewport) projects,
 * pans and zooms them with the base map: one projection for every map in the app rather than a second (d3-geo) one.
 */
import { getSequentialSchemeRegistry } from '../../../core/color';
import { MAX_LATITUDE, fitViewport, latToWorldY, lonToWorldX } from '../../../core/geo';
import type { GeoMarks, MapChartModel, MapTooltipField, RGBA } from '../../model';
import { toRGBA } from '../../colors';
import { NO_RESULTS_TEXT } from '../deck/points';
import { extentOf } from '../xy/axes';
import { PointBuilder, PolygonBuilder } from '../xy/marks';
import type { Region } from './regions';

/** The fill of a region the result has no value for. */
export const NO_DATA_RGBA: RGBA = [224, 224, 224, 255];
/** Layer ids of the filled regions and of the bubbles. */
export const REGIONS_LAYER_ID = 'regions';
export const BUBBLES_LAYER_ID = 'bubbles';

/** Where a region's values come from: the result row of each region (-1 for none) and the rows no region matched. */
export interface RegionRows {
  rowOf: Int32Array;
  unmatched: number;
}

/** The row of each region by its code (`codeOf` reads a row's code; the first row of a code wins). */
export function matchRegions(
  regions: readonly Region[],
  records: number,
  codeOf: (row: number) => string | null,
): RegionRows {
  const index = new Map(regions.map((r, i) => [r.code.toUpperCase(), i]));
  const rowOf = new Int32Array(regions.length).fill(-1);
  let unmatched = 0;
  for (let row = 0; row < records; row += 1) {
    const i = index.get(codeOf(row)?.toUpperCase() ?? '');
    if (i === undefined) unmatched += 1;
    else if (rowOf[i] === -1) rowOf[i] = row;
  }
  return { rowOf, unmatched };
}

/** A region's values (NaN where it has no row). */
export function perRegion(rows: RegionRows, values: Float64Array): Float64Array {
  return Float64Array.from(rows.rowOf, (row) => (row >= 0 ? (values[row] ?? NaN) : NaN));
}

/** Colours along the linear scheme over the values' extent; grey where a region has no value. */
export function linearFills(values: Float64Array, scheme: string | undefined): RGBA[] {
  const [lo, hi] = extentOf(values) ?? [0, 1];
  const scale = getSequentialSchemeRegistry()
    .resolve(scheme)
    ?.createLinearScale([lo, hi === lo ? lo + 1 : hi]);
  return Array.from(values, (v) => (scale && Number.isFinite(v) ? toRGBA(scale(v)) : NO_DATA_RGBA));
}

const worldY = (lat: number): number => latToWorldY(Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)));

function ringArea(ring: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i + 3 < ring.length; i += 2)
    sum += (ring[i] as number) * (ring[i + 3] as number) - (ring[i + 2] as number) * (ring[i + 1] as number);
  return Math.abs(sum) / 2;
}

/**
 * The regions as filled polygons in world units, biggest first so an enclave (Lesotho in South Africa) is drawn over
 * the country around it; a polygon's datum is its region's index.
 */
export function regionPolygons(regions: readonly Region[], fills: readonly RGBA[]): GeoMarks {
  const rings = regions.flatMap((region, i) => region.rings.map((ring) => ({ ring, i, area: ringArea(ring) })));
  rings.sort((a, b) => b.area - a.area);
  const polygons = new PolygonBuilder();
  for (const { ring, i } of rings) {
    const world: number[] = [];
    for (let k = 0; k + 1 < ring.length; k += 2)
      world.push(lonToWorldX(ring[k] as number), worldY(ring[k + 1] as number));
    polygons.add(world, fills[i] ?? NO_DATA_RGBA, 0, i);
  }
  return { marks: polygons.build(REGIONS_LAYER_ID) };
}

/** Where a region's bubble goes: the centroid of its largest ring, [lon, lat]. */
export function regionCentre(region: Region): [number, number] {
  const ring = region.rings.reduce<number[]>((best, r) => (ringArea(r) > ringArea(best) ? r : best), []);
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i + 3 < ring.length; i += 2) {
    const [x0, y0, x1, y1] = [ring[i], ring[i + 1], ring[i + 2], ring[i + 3]] as [number, number, number, number];
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  return a === 0 ? [ring[0] ?? 0, ring[1] ?? 0] : [cx / (3 * a), cy / (3 * a)];
}

/** A bubble per region with a size value, its radius growing with √value up to `maxRadius` pixels (Superset's). */
export function regionBubbles(
  regions: readonly Region[],
  sizes: Float64Array,
  maxRadius: number,
  color: RGBA,
): GeoMarks {
  const max = extentOf(sizes)?.[1] ?? 0;
  const points = new PointBuilder();
  regions.forEach((region, i) => {
    const size = sizes[i] as number;
    if (!Number.isFinite(size) || size <= 0 || max <= 0) return;
    const [lon, lat] = regionCentre(region);
    points.add(lonToWorldX(lon), worldY(lat), color, 0, i, Math.sqrt(size / max) * maxRadius);
  });
  return { marks: points.build(BUBBLES_LAYER_ID, 1) };
}

/** The camera that shows the regions (those with a value, else all) in a `width` × `height` map. */
export function regionsViewport(
  regions: readonly Region[],
  withValue: readonly boolean[],
  width: number,
  height: number,
) {
  const shown = withValue.some(Boolean) ? regions.filter((_, i) => withValue[i]) : regions;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const region of shown)
    for (const ring of region.rings)
      for (let k = 0; k + 1 < ring.length; k += 2) {
        west = Math.min(west, ring[k] as number);
        east = Math.max(east, ring[k] as number);
        south = Math.max(-MAX_LATITUDE, Math.min(south, ring[k + 1] as number));
        north = Math.min(MAX_LATITUDE, Math.max(north, ring[k + 1] as number));
      }
  return fitViewport(
    west <= east
      ? [
          [west, south],
          [east, north],
        ]
      : [
          [-180, -60],
          [180, 80],
        ],
    width,
    height,
  );
}

/** A map model of filled regions (and bubbles), with the tooltip fields every layer reads by region index. */
export function choroplethModel(options: {
  vizType: string;
  regions: readonly Region[];
  rows: RegionRows;
  records: number;
  layers: GeoMarks[];
  tooltip: MapTooltipField[];
  width: number;
  height: number;
  /** Where the camera opens, [[west, south], [east, north]]; else on the regions with a value. */
  bounds?: [[number, number], [number, number]];
}): MapChartModel {
  const { regions, rows, records, layers, tooltip, width, height } = options;
  const withValue = Array.from(rows.rowOf, (row) => row >= 0);
  return {
    type: 'map',
    vizType: options.vizType,
    viewport: options.bounds
      ? fitViewport(options.bounds, width, height)
      : regionsViewport(regions, withValue, width, height),
    layers,
    legend: [],
    showLegend: false,
    tooltips: Object.fromEntries(layers.map((layer) => [layer.marks.id, tooltip])),
    invalidRows: rows.unmatched,
    emptyText: records > 0 ? null : NO_RESULTS_TEXT,
  };
}
