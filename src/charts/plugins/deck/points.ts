/** What every deck.gl geo chart reads first: the result's positions by the spatial control, and the opening camera. */
import { getMetricLabel } from '../../../core/chart-plugin';
import type { ChartResult, QueryFormData } from '../../../core/chart-plugin';
import {
  asSpatialConfig,
  boundsOf,
  fitViewport,
  normalizeViewport,
  parseSpatialPoints,
  toWorld,
} from '../../../core/geo';
import type { SpatialPoints, Viewport } from '../../../core/geo';
import type { QueryMetric } from '../../../core/query';
import type { MapTooltipField } from '../../model';
import { toNumber } from '../xy/data';

/** Superset's empty state, and the text when rows came back but none had a position. */
export const NO_RESULTS_TEXT = 'No results were returned for this query';
export const NO_POSITIONS_TEXT = 'No row has a valid position';

/** The result's points: [lon, lat] and Mercator world positions of the valid rows, and the count of the others. */
export interface ReadPoints extends SpatialPoints {
  world: Float32Array;
}

/** Reads the result's rows into [lon, lat] positions by the form's spatial control (none when it is not valid). */
export function readPlaces(result: ChartResult | undefined, formData: QueryFormData): SpatialPoints {
  const config = asSpatialConfig(formData.spatial);
  const records = result?.records ?? 0;
  if (!config || !result) {
    const none = new Float32Array(0);
    return { positions: none, rows: new Uint32Array(0), count: 0, invalid: records };
  }
  return parseSpatialPoints(config, records, (name) => result.column(name));
}

/** Reads the result's rows into positions by the form's spatial control, with their Mercator world positions. */
export function readPoints(result: ChartResult | undefined, formData: QueryFormData): ReadPoints {
  const points = readPlaces(result, formData);
  return { ...points, world: toWorld(points.positions) };
}

/** The camera a map opens with: the data's bounds when autozoom is on (the default) and there are points. */
export function openingViewport(
  formData: QueryFormData,
  lonLat: Float32Array,
  width: number,
  height: number,
): Viewport {
  const bounds = formData.autozoom === false ? null : boundsOf(lonLat);
  return bounds ? fitViewport(bounds, width, height) : normalizeViewport(formData.viewport);
}

/** The empty state for a result: none when some point has a position. */
export function emptyTextOf(result: ChartResult | undefined, points: SpatialPoints): string | null {
  if (points.count > 0) return null;
  return (result?.records ?? 0) > 0 ? NO_POSITIONS_TEXT : NO_RESULTS_TEXT;
}

/** A metric's values for each point (NaN where missing). */
export function metricPerPoint(result: ChartResult | undefined, metric: QueryMetric, rows: Uint32Array): Float64Array {
  const column = result?.column(getMetricLabel(metric));
  const out = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) out[i] = column ? toNumber(column.get(rows[i] as number)) : NaN;
  return out;
}

/** The tooltip's longitude and latitude fields, read from the points' own positions. */
export function positionFields(lonLat: Float32Array): MapTooltipField[] {
  const lon = new Float32Array(lonLat.length / 2);
  const lat = new Float32Array(lonLat.length / 2);
  for (let i = 0; i < lon.length; i += 1) {
    lon[i] = lonLat[2 * i] as number;
    lat[i] = lonLat[2 * i + 1] as number;
  }
  return [
    { label: 'Longitude', numbers: lon, format: '.4~f' },
    { label: 'Latitude', numbers: lat, format: '.4~f' },
  ];
}

/** Per-point categories of a column: the distinct names in first-seen order and each point's index into them. */
export function categoriesPerPoint(
  result: ChartResult | undefined,
  column: string,
  rows: Uint32Array,
): { names: string[]; index: Uint32Array } {
  const cells = result?.column(column);
  const names: string[] = [];
  const seen = new Map<string, number>();
  const index = new Uint32Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const value = cells?.get(rows[i] as number);
    const name = value === null || value === undefined ? '<NULL>' : String(value);
    let at = seen.get(name);
    if (at === undefined) {
      at = names.length;
      names.push(name);
      seen.set(name, at);
    }
    index[i] = at;
  }
  return { names, index };
}
