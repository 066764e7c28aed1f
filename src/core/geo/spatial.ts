/**
 * The spatial control (Superset's geo point config): where a chart's points come from, which columns the query must
 * select for it, and the parsing of result rows into positions. A row whose position is missing, out of range or not
 * parseable is skipped and counted, never drawn at 0,0.
 */
import ngeohash from 'ngeohash';

/** The geo point config of the spatial control (D2.36). */
export interface SpatialConfig {
  type: 'latlong' | 'delimited' | 'geohash';
  latCol?: string;
  lonCol?: string;
  lonlatCol?: string;
  /** The separator of a delimited column; a comma when absent. */
  delimiter?: string;
  /** A delimited or geohash value read as latitude first. */
  reverseCheckbox?: boolean;
  geohashCol?: string;
}

/** Superset's message for a spatial control whose type lacks a column (or a delimited one its delimiter). */
export const INVALID_LAT_LONG = 'Invalid lat/long configuration.';

/** The delimiter of a delimited column when the config names none. */
export const DEFAULT_DELIMITER = ',';

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A form value as a spatial config, or null when it is not one. */
export function asSpatialConfig(value: unknown): SpatialConfig | null {
  if (!value || typeof value !== 'object') return null;
  const type = (value as { type?: unknown }).type;
  return type === 'latlong' || type === 'delimited' || type === 'geohash' ? (value as SpatialConfig) : null;
}

/**
 * The spatial control's validator: false when the config names what its type needs, else 'Invalid lat/long
 * configuration.' (latlong lacks a column, delimited lacks its column or delimiter, geohash lacks its column).
 */
export function validateSpatial(value: unknown): string | false {
  const config = asSpatialConfig(value);
  if (!config) return INVALID_LAT_LONG;
  switch (config.type) {
    case 'latlong':
      return filled(config.latCol) && filled(config.lonCol) ? false : INVALID_LAT_LONG;
    case 'delimited':
      return filled(config.lonlatCol) && (config.delimiter === undefined || config.delimiter !== '')
        ? false
        : INVALID_LAT_LONG;
    default:
      return filled(config.geohashCol) ? false : INVALID_LAT_LONG;
  }
}

/** The columns the query selects for a config (longitude first for latlong, as Superset's client sends them). */
export function spatialColumns(value: unknown): string[] {
  if (validateSpatial(value)) throw new Error(INVALID_LAT_LONG);
  const config = value as SpatialConfig;
  if (config.type === 'latlong') return [config.lonCol!, config.latCol!];
  if (config.type === 'delimited') return [config.lonlatCol!];
  return [config.geohashCol!];
}

/** A longitude and latitude both inside the globe's range. */
export function inRange(lon: number, lat: number): boolean {
  return Number.isFinite(lon) && Number.isFinite(lat) && lon >= -180 && lon <= 180 && lat >= -90 && lat <= 90;
}

/** A cell as a number: numbers, bigints and numeric strings; NaN for anything else (null, '', 'abc'). */
export function cellNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

const BASE32 = /^[0-9b-hjkmnp-z]+$/;

/** A geohash as [lon, lat] (its cell's centre), or null when it does not decode. */
export function decodeGeohash(value: unknown): [number, number] | null {
  if (typeof value !== 'string') return null;
  const hash = value.trim().toLowerCase();
  if (!hash || !BASE32.test(hash)) return null;
  const { latitude, longitude } = ngeohash.decode(hash);
  return inRange(longitude, latitude) ? [longitude, latitude] : null;
}

/** A delimited "lon,lat" cell (or "lat,lon" when reversed) as [lon, lat], or null when it is not one. */
export function parseDelimited(value: unknown, delimiter: string, reverse: boolean): [number, number] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(delimiter);
  if (parts.length !== 2) return null;
  const a = cellNumber(parts[0]);
  const b = cellNumber(parts[1]);
  const [lon, lat] = reverse ? [b, a] : [a, b];
  return inRange(lon, lat) ? [lon, lat] : null;
}

/** Cells of a result column read by row. */
export interface CellReader {
  get(row: number): unknown;
}

/** Positions parsed from a result: [lon, lat] pairs of the valid rows, which row each came from, how many were not. */
export interface SpatialPoints {
  /** Longitude and latitude of each valid row, two floats a point. */
  positions: Float32Array;
  /** The result row of each point. */
  rows: Uint32Array;
  count: number;
  /** Rows skipped for a missing, out-of-range or unparseable position. */
  invalid: number;
}

/**
 * Reads `records` rows into positions by the config; `column` answers a result column by name (undefined when the
 * result lacks it, so every row is invalid).
 */
export function parseSpatialPoints(
  config: SpatialConfig,
  records: number,
  column: (name: string) => CellReader | undefined,
): SpatialPoints {
  const positions = new Float32Array(records * 2);
  const rows = new Uint32Array(records);
  let count = 0;
  const keep = (row: number, lon: number, lat: number): void => {
    positions[2 * count] = lon;
    positions[2 * count + 1] = lat;
    rows[count] = row;
    count += 1;
  };
  const [first, second] = spatialColumns(config).map(column);
  if (config.type === 'latlong') {
    for (let row = 0; first && second && row < records; row += 1) {
      const lon = cellNumber(first.get(row));
      const lat = cellNumber(second.get(row));
      if (inRange(lon, lat)) keep(row, lon, lat);
    }
  } else {
    const delimiter = config.delimiter ?? DEFAULT_DELIMITER;
    const reverse = config.reverseCheckbox === true;
    for (let row = 0; first && row < records; row += 1) {
      const cell = first.get(row);
      const at = config.type === 'delimited' ? parseDelimited(cell, delimiter, reverse) : decodeGeohash(cell);
      if (!at) continue;
      const [lon, lat] = config.type === 'geohash' && reverse ? [at[1], at[0]] : at;
      if (inRange(lon, lat)) keep(row, lon, lat);
    }
  }
  return { positions: positions.slice(0, count * 2), rows: rows.slice(0, count), count, invalid: records - count };
}
