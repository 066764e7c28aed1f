import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEWPORT,
  POINT_ZOOM,
  VIEWPORT_FIELDS,
  boundsOf,
  fitViewport,
  latToWorldY,
  lonToWorldX,
  normalizeViewport,
  toWorld,
  validateViewport,
  worldXToLon,
  worldYToLat,
} from '../../../src/core/geo';

describe('viewport control', () => {
  it('X9.04 has longitude, latitude, zoom, bearing and pitch', () => {
    expect(VIEWPORT_FIELDS).toEqual(['longitude', 'latitude', 'zoom', 'bearing', 'pitch']);
    expect(Object.keys(DEFAULT_VIEWPORT).sort()).toEqual([...VIEWPORT_FIELDS].sort());
    expect(normalizeViewport({ longitude: -122.4, latitude: 37.8, zoom: 11, bearing: 30, pitch: 45 })).toEqual({
      longitude: -122.4,
      latitude: 37.8,
      zoom: 11,
      bearing: 30,
      pitch: 45,
    });
  });

  it('X9.04 fills missing fields from the default and keeps each field in the range a map can show', () => {
    expect(normalizeViewport(undefined)).toEqual(DEFAULT_VIEWPORT);
    expect(normalizeViewport({ longitude: 190, latitude: 95, zoom: 40, bearing: 270, pitch: 80 })).toEqual({
      longitude: -170,
      latitude: 85.0511287798066,
      zoom: 20,
      bearing: -90,
      pitch: 60,
    });
    expect(normalizeViewport({ zoom: '3' }).zoom).toBe(3);
    expect(normalizeViewport({ zoom: 'far' }).zoom).toBe(DEFAULT_VIEWPORT.zoom);
  });

  it('X9.04 the validator refuses a field that is not a number', () => {
    expect(validateViewport({ longitude: 1, latitude: 2, zoom: 3, bearing: 0, pitch: 0 })).toBe(false);
    expect(validateViewport({ zoom: 'x' })).toBe('zoom must be a number');
    expect(validateViewport(undefined)).toBe(false);
  });
});

describe('web Mercator and autozoom', () => {
  it('projects to world units and back', () => {
    expect(lonToWorldX(-180)).toBe(0);
    expect(lonToWorldX(180)).toBe(512);
    expect(latToWorldY(0)).toBeCloseTo(256, 9);
    expect(worldXToLon(lonToWorldX(12.5))).toBeCloseTo(12.5, 9);
    expect(worldYToLat(latToWorldY(-33.9))).toBeCloseTo(-33.9, 9);
    expect(Array.from(toWorld(new Float32Array([0, 0])))).toEqual([256, 256]);
  });

  it('bounds of positions; none for no positions', () => {
    expect(boundsOf(new Float32Array([2, 48, -74, 40.5, 139, 35]))).toEqual([
      [-74, 35],
      [139, 48],
    ]);
    expect(boundsOf(new Float32Array())).toBeNull();
  });

  it('X9.04 autozoom fits the bounds inside the map with padding', () => {
    const v = fitViewport(
      [
        [-10, -10],
        [10, 10],
      ],
      800,
      600,
      20,
    );
    expect(v.longitude).toBeCloseTo(0, 9);
    expect(v.latitude).toBeCloseTo(0, 6);
    // 20 degrees of longitude span 512 * 20 / 360 world units at zoom 0; the 560 px tall inner box is the limit.
    const spanY = latToWorldY(10) - latToWorldY(-10);
    expect(v.zoom).toBeCloseTo(Math.log2(Math.min(760 / ((512 * 20) / 360), 560 / spanY)), 9);
    expect(v.bearing).toBe(0);
    expect(v.pitch).toBe(0);
  });

  it('X9.04 autozoom shows a single place at the point zoom', () => {
    const v = fitViewport(
      [
        [2.35, 48.86],
        [2.35, 48.86],
      ],
      400,
      300,
    );
    expect(v.zoom).toBe(POINT_ZOOM);
    expect(v.longitude).toBeCloseTo(2.35, 9);
    expect(v.latitude).toBeCloseTo(48.86, 9);
  });
});
