import { describe, expect, it } from 'vitest';
import ngeohash from 'ngeohash';
import {
  INVALID_LAT_LONG,
  decodeGeohash,
  parseDelimited,
  parseSpatialPoints,
  spatialColumns,
  validateSpatial,
} from '../../../src/core/geo';
import type { CellReader, SpatialConfig } from '../../../src/core/geo';

/** A result of named columns, read by column as charts read them. */
function columns(data: Record<string, unknown[]>): (name: string) => CellReader | undefined {
  return (name) => (data[name] ? { get: (row) => data[name]![row] } : undefined);
}

const points = (config: SpatialConfig, data: Record<string, unknown[]>) =>
  parseSpatialPoints(config, Object.values(data)[0]?.length ?? 0, columns(data));

describe('spatial control (geo point config)', () => {
  it('D2.36 names latlong, delimited and geohash configs by their columns; delimiter defaults to a comma', () => {
    expect(spatialColumns({ type: 'latlong', latCol: 'lat', lonCol: 'lon' })).toEqual(['lon', 'lat']);
    expect(spatialColumns({ type: 'delimited', lonlatCol: 'where' })).toEqual(['where']);
    expect(spatialColumns({ type: 'geohash', geohashCol: 'gh' })).toEqual(['gh']);
    const delimited = points({ type: 'delimited', lonlatCol: 'p' }, { p: ['2.35,48.86'] });
    expect(Array.from(delimited.positions)).toEqual([Math.fround(2.35), Math.fround(48.86)]);
  });

  it('D2.36 reverseCheckbox reads a delimited value as lat,lon; a custom delimiter splits it', () => {
    const reversed = points({ type: 'delimited', lonlatCol: 'p', reverseCheckbox: true }, { p: ['48.86,2.35'] });
    expect(Array.from(reversed.positions)).toEqual([Math.fround(2.35), Math.fround(48.86)]);
    const semicolon = points(
      { type: 'delimited', lonlatCol: 'p', delimiter: ';' },
      { p: ['2.35;48.86', '2.35,48.86'] },
    );
    expect(semicolon.count).toBe(1);
    expect(semicolon.invalid).toBe(1);
  });

  it('D2.36 decodes geohashes with ngeohash; a hash that does not decode is counted invalid', () => {
    const hash = ngeohash.encode(48.8566, 2.3522, 9);
    const parsed = points({ type: 'geohash', geohashCol: 'gh' }, { gh: [hash, 'not-a-hash!', '', null, 'ai'] });
    expect(parsed.count).toBe(1);
    expect(parsed.invalid).toBe(4);
    expect(parsed.positions[0]).toBeCloseTo(2.3522, 3);
    expect(parsed.positions[1]).toBeCloseTo(48.8566, 3);
    expect(decodeGeohash('a')).toBeNull(); // 'a' is not in the geohash alphabet
  });

  it('X14.09 latlong lacking a column is an invalid lat/long configuration', () => {
    expect(validateSpatial({ type: 'latlong', latCol: 'lat' })).toBe(INVALID_LAT_LONG);
    expect(validateSpatial({ type: 'latlong', lonCol: 'lon', latCol: ' ' })).toBe(INVALID_LAT_LONG);
    expect(validateSpatial({ type: 'latlong', latCol: 'lat', lonCol: 'lon' })).toBe(false);
  });

  it('X14.09 delimited lacking its column or delimiter, geohash lacking its column, are invalid', () => {
    expect(validateSpatial({ type: 'delimited' })).toBe(INVALID_LAT_LONG);
    expect(validateSpatial({ type: 'delimited', lonlatCol: 'p', delimiter: '' })).toBe(INVALID_LAT_LONG);
    expect(validateSpatial({ type: 'delimited', lonlatCol: 'p' })).toBe(false);
    expect(validateSpatial({ type: 'geohash' })).toBe(INVALID_LAT_LONG);
    expect(validateSpatial({ type: 'geohash', geohashCol: 'gh' })).toBe(false);
  });

  it("D17.03 the message is Superset's 'Invalid lat/long configuration.', also for no config at all", () => {
    expect(INVALID_LAT_LONG).toBe('Invalid lat/long configuration.');
    expect(validateSpatial(undefined)).toBe('Invalid lat/long configuration.');
    expect(validateSpatial({ type: 'polar' })).toBe('Invalid lat/long configuration.');
    expect(() => spatialColumns({ type: 'latlong' })).toThrow('Invalid lat/long configuration.');
  });
});

describe('parsing rows into positions', () => {
  it('skips and counts rows whose coordinates are missing, out of range or not parseable, never drawing 0,0', () => {
    const parsed = points(
      { type: 'latlong', lonCol: 'lon', latCol: 'lat' },
      {
        lon: [10, null, 'abc', 200, -73.9, '', 5n, 0],
        lat: [20, 5, 1, 10, 40.7, 3, 6, 95],
      },
    );
    expect(parsed.count).toBe(3);
    expect(parsed.invalid).toBe(5);
    expect(Array.from(parsed.rows)).toEqual([0, 4, 6]);
    expect(Array.from(parsed.positions)).toEqual([10, 20, Math.fround(-73.9), Math.fround(40.7), 5, 6]);
    expect(parsed.positions).toBeInstanceOf(Float32Array);
  });

  it('a result lacking the spatial column makes every row invalid', () => {
    const parsed = points({ type: 'latlong', lonCol: 'lon', latCol: 'missing' }, { lon: [1, 2] });
    expect(parsed.count).toBe(0);
    expect(parsed.invalid).toBe(2);
  });

  it('a delimited cell with three parts or text is not a position', () => {
    expect(parseDelimited('1,2,3', ',', false)).toBeNull();
    expect(parseDelimited('x,2', ',', false)).toBeNull();
    expect(parseDelimited(' 1 , 2 ', ',', false)).toEqual([1, 2]);
  });
});
