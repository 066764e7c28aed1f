import { describe, expect, it } from 'vitest';
import { WebMercatorViewport } from '@deck.gl/core';
import { lonToWorldX, latToWorldY } from '../../src/core/geo';
import type { Viewport } from '../../src/core/geo';
import { cameraForKey, panTo, placeAt, rotate, zoomAbout } from '../../src/charts/plugins/deck/camera';
import { cameraMatrix, projectGeoMarks, projectPositions } from '../../src/charts/plugins/deck/project';
import { countryOutlines, drawableLines } from '../../src/charts/plugins/deck/basemap';
import type { MarkLayer } from '../../src/charts/model';

const paris: Viewport = { longitude: 2.35, latitude: 48.86, zoom: 5, bearing: 0, pitch: 0 };
const world = (lon: number, lat: number) => new Float32Array([lonToWorldX(lon), latToWorldY(lat)]);

describe('a map camera projects world positions onto its plot', () => {
  it("matches deck.gl's WebMercatorViewport, bearing and pitch included (plot y up)", () => {
    const viewport = { longitude: 2, latitude: 48, zoom: 5, bearing: 30, pitch: 40 };
    const { matrix } = cameraMatrix({ viewport, width: 400, height: 300 });
    const expected = new WebMercatorViewport({ ...viewport, width: 400, height: 300 }).project([-1, 45]);
    const out = projectPositions(world(-1, 45), matrix, 400, 300, new Float32Array(2));
    expect(out[0]).toBeCloseTo((expected[0] as number) / 400, 4);
    expect(out[1]).toBeCloseTo(1 - (expected[1] as number) / 300, 4);
  });

  it('the camera centre is the middle of the plot', () => {
    const { matrix } = cameraMatrix({ viewport: paris, width: 200, height: 100 });
    const out = projectPositions(world(2.35, 48.86), matrix, 200, 100, new Float32Array(2));
    expect(out[0]).toBeCloseTo(0.5, 4);
    expect(out[1]).toBeCloseTo(0.5, 4);
  });

  it('points sized in metres get pixel radii by the zoom, within the pixel range, into reused buffers', () => {
    const marks: MarkLayer = {
      kind: 'point',
      id: 'p',
      count: 2,
      positions: new Float32Array([...world(2.35, 48.86), ...world(2.4, 48.9)]),
      colors: new Uint8Array(8),
      radiusPx: 1,
      series: new Uint32Array(2),
      datum: new Uint32Array([0, 1]),
    };
    const buffers = new WeakMap();
    const geo = { marks, radiusMeters: new Float32Array([30000, 1e9]), radiusRangePx: [1, 50] as [number, number] };
    const a = projectGeoMarks(geo, { viewport: paris, width: 200, height: 200 }, buffers);
    const ppm = (512 * 2 ** 5) / (40075016.686 * Math.cos((48.86 * Math.PI) / 180));
    expect(a.kind === 'point' && a.radii ? Array.from(a.radii) : null).toEqual([Math.fround(30000 * ppm), 50]);
    const b = projectGeoMarks(geo, { viewport: { ...paris, zoom: 6 }, width: 200, height: 200 }, buffers);
    expect(b).not.toBe(a); // a new mark layer object, so the canvas sees the change
    expect(b.positions).toBe(a.positions); // the same buffer: panning allocates nothing per frame
  });
});

describe('pan, zoom and rotate', () => {
  it('a drag keeps the grabbed place under the pointer', () => {
    const grabbed = placeAt(paris, 400, 300, [100, 100]);
    const moved = panTo(paris, 400, 300, grabbed, [150, 140]);
    const now = placeAt(moved, 400, 300, [150, 140]);
    expect(now[0]).toBeCloseTo(grabbed[0], 6);
    expect(now[1]).toBeCloseTo(grabbed[1], 6);
  });

  it('the wheel zooms about the pointer: the place under it stays', () => {
    const before = placeAt(paris, 400, 300, [300, 80]);
    const zoomed = zoomAbout(paris, 400, 300, 1.5, [300, 80]);
    expect(zoomed.zoom).toBeCloseTo(6.5, 9);
    const after = placeAt(zoomed, 400, 300, [300, 80]);
    expect(after[0]).toBeCloseTo(before[0], 6);
    expect(after[1]).toBeCloseTo(before[1], 6);
  });

  it('rotating wraps the bearing and keeps the pitch within 0 and 60 degrees', () => {
    expect(rotate(paris, 200, 100)).toMatchObject({ bearing: -160, pitch: 60 });
    expect(rotate(paris, -10, -5)).toMatchObject({ bearing: -10, pitch: 0 });
  });

  it('keys: arrows pan (left shows the west), +/- zoom, shift+arrows rotate and tilt, other keys are the page’s', () => {
    expect(cameraForKey(paris, 400, 300, 'ArrowLeft')!.longitude).toBeLessThan(paris.longitude);
    expect(cameraForKey(paris, 400, 300, 'ArrowUp')!.latitude).toBeGreaterThan(paris.latitude);
    expect(cameraForKey(paris, 400, 300, '+')!.zoom).toBeCloseTo(6, 9);
    expect(cameraForKey(paris, 400, 300, '-')!.zoom).toBeCloseTo(4, 9);
    expect(cameraForKey(paris, 400, 300, 'ArrowRight', true)!.bearing).toBe(15);
    expect(cameraForKey(paris, 400, 300, 'ArrowUp', true)!.pitch).toBe(10);
    expect(cameraForKey(paris, 400, 300, 'a')).toBeNull();
  });
});

describe('the offline base map', () => {
  it('country borders and coastlines from world-atlas, in world units, made once', () => {
    const outlines = countryOutlines();
    expect(outlines.kind).toBe('path');
    expect(outlines.count).toBeGreaterThan(100);
    expect(outlines.positions.length / 2).toBeGreaterThan(5000);
    expect(Math.min(...outlines.positions)).toBeGreaterThan(-1e-6);
    expect(Math.max(...outlines.positions)).toBeLessThanOrEqual(512);
    expect(countryOutlines()).toBe(outlines);
  });
});

describe('base map lines', () => {
  it('are cut where they cross the antimeridian, and the south pole edge of Antarctica is left out', () => {
    expect(
      drawableLines([
        [
          [170, 60],
          [179.9, 62],
          [-179.9, 63],
          [-170, 64],
        ],
        [
          [-180, -90],
          [180, -90],
        ],
      ]),
    ).toEqual([
      [
        [170, 60],
        [179.9, 62],
      ],
      [
        [-179.9, 63],
        [-170, 64],
      ],
    ]);
  });
});
