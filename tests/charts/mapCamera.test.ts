import { describe, expect, it } from 'vitest';
import { lonToWorldX, latToWorldY } from '../../src/core/geo';
import type { Viewport } from '../../src/core/geo';
import { cameraForKey, panTo, placeAt, rotate, zoomAbout } from '../../src/charts/plugins/deck/camera';
import { mapScene } from '../../src/charts/plugins/deck/project';
import { mapView, mapViewState } from '../../src/charts/renderer/mapViews';
import { countryOutlines, drawableLines } from '../../src/charts/plugins/deck/basemap';
import type { MarkLayer } from '../../src/charts/model';

const paris: Viewport = { longitude: 2.35, latitude: 48.86, zoom: 5, bearing: 0, pitch: 0 };
const world = (lon: number, lat: number) => new Float32Array([lonToWorldX(lon), latToWorldY(lat)]);

describe("a map's camera is its map view's view state", () => {
  it('the map view over the plot puts a place at the pixel the pointer math (camera.ts) finds it at, turned and tilted', () => {
    const viewport = { longitude: 2, latitude: 48, zoom: 5, bearing: 30, pitch: 40 };
    const place = placeAt(viewport, 400, 300, [120, 80]);
    const rect = { left: 100, top: 1100, width: 400, height: 300 };
    const view = mapView({ viewId: 'map:a', rect, scene: mapScene({ layers: [] }, viewport) }, 0, 1024);
    expect(view.props).toMatchObject({ x: 100, y: 76, width: 400, height: 300 });
    const seen = view.makeViewport({ width: 1000, height: 1024, viewState: mapViewState(viewport) });
    const [x, y] = seen!.project(place) as [number, number];
    expect(x).toBeCloseTo(120, 3);
    expect(y).toBeCloseTo(80, 3);
  });

  it("the scene holds the model's own layers and the one base map: a new camera makes no new mark", () => {
    const marks: MarkLayer = {
      kind: 'point',
      id: 'p',
      count: 1,
      positions: world(2.35, 48.86),
      colors: new Uint8Array(4),
      radiusPx: 1,
      series: new Uint32Array(1),
      datum: new Uint32Array(1),
    };
    const model = { layers: [{ marks }] };
    const a = mapScene(model, paris);
    const b = mapScene(model, { ...paris, zoom: 6 });
    expect(b.layers).toBe(a.layers);
    expect(b.basemap).toBe(countryOutlines());
    expect(b.viewport.zoom).toBe(6);
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
