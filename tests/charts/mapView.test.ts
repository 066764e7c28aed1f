import { describe, expect, it } from 'vitest';
import { BATCH_TILE_PX, createChartCanvas } from '../../src/charts';
import type { GeoMarks, MapScene, MarkLayer } from '../../src/charts';
import { latToWorldY, lonToWorldX } from '../../src/core/geo';
import type { Viewport } from '../../src/core/geo';
import { element, fakeEnvironment, framedCanvas } from './fakeCanvas';
import { MapLayers, mapDrawing, pageView } from '../../src/charts/renderer/mapViews';
import type { PlacedMap } from '../../src/charts/renderer/mapViews';

const paris: Viewport = { longitude: 2.35, latitude: 48.86, zoom: 5, bearing: 0, pitch: 0 };

/** Paris, Lyon and Tokyo in world units, sized in metres. */
function cities(): GeoMarks {
  const at = (lon: number, lat: number) => [lonToWorldX(lon), latToWorldY(lat)];
  return {
    marks: {
      kind: 'point',
      id: 'scatter',
      count: 3,
      positions: new Float32Array([...at(2.35, 48.86), ...at(4.84, 45.76), ...at(139.69, 35.69)]),
      colors: new Uint8Array(12).fill(200),
      radiusPx: 1,
      series: new Uint32Array([0, 1, 1]),
      datum: new Uint32Array([4, 5, 6]),
    },
    radiusMeters: new Float32Array([1000, 2000, 3000]),
    radiusRangePx: [2, 250],
  };
}

const outlines: MarkLayer = {
  kind: 'path',
  id: 'basemap',
  count: 1,
  positions: new Float32Array([0, 0, 512, 512]),
  startIndices: new Uint32Array([0]),
  colors: new Uint8Array(8),
  widthPx: 1,
  series: new Uint32Array(1),
};

const scene = (viewport: Viewport = paris): MapScene => ({ viewport, basemap: outlines, layers: [cities()] });

function pageWithCanvas() {
  const fake = fakeEnvironment();
  const canvas = createChartCanvas(fake.env);
  canvas.attach(fake.host);
  return { fake, canvas };
}

describe('a map on the one canvas is a deck.gl map view of its own', () => {
  it("is drawn in a map view over its plot at its camera, its layers holding the model's own world-unit arrays", () => {
    const { fake, canvas } = pageWithCanvas();
    const map = scene();
    const handle = canvas.register(element(fake.page, { left: 100, top: 1100, width: 400, height: 300 }), [], map);
    canvas.sync();
    const call = fake.calls.at(-1)!;
    const id = `map:${handle.key}`;
    // The last drawing is of tile 1 (from host y 1024): the view lies at the map's place in that tile.
    expect(call.views.map((view) => view.id)).toEqual(['page', id]);
    expect(call.views[1]!.props).toMatchObject({ x: 100, y: 1100 - BATCH_TILE_PX, width: 400, height: 300 });
    expect(call.viewState[id]).toMatchObject(paris);
    const layer = call.layers.find((l) => l.id === `${id}/scatter`)!;
    expect(layer.props.data.attributes.getPosition!.value).toBe(map.layers[0]!.marks.positions);
    expect(layer.props.data.attributes.getFillColor!.value).toBe(map.layers[0]!.marks.colors);
    expect(layer.props.data.attributes.getRadius!.value).toBe(map.layers[0]!.radiusMeters);
    // Marks in [longitude, latitude] are projected by the GPU (deck.gl's LNGLAT), world units as they are.
    const lngLat = canvas.register(element(fake.page, { left: 0, top: 0, width: 100, height: 100 }), [], {
      ...scene(),
      layers: [{ ...cities(), lngLat: true }],
    });
    canvas.sync();
    const placed = fake.calls.at(-1)!.layers.find((l) => l.id === `map:${lngLat.key}/scatter`);
    expect(placed?.props.coordinateSystem).toBe('lnglat');
    expect(layer.props).toMatchObject({
      coordinateSystem: 'cartesian',
      radiusUnits: 'meters',
      radiusMinPixels: 2,
      radiusMaxPixels: 250,
    });
    // The page's view draws the charts' batches; a map's view its own layers over the base map all maps share.
    const base = call.layers.find((l) => l.props.data.attributes.getPath?.value === outlines.positions)!;
    const drawsIn = (layer: string, view: string) => call.layerFilter({ layer: { id: layer }, viewport: { id: view } });
    expect(drawsIn(`${id}/scatter`, id)).toBe(true);
    expect(drawsIn(base.id, id)).toBe(true);
    expect(drawsIn(`${id}/scatter`, 'page')).toBe(false);
    expect(drawsIn(base.id, 'page')).toBe(false);
    expect(drawsIn('marks-0-1-point', id)).toBe(false);
    expect(drawsIn('marks-0-1-point', 'page')).toBe(true);
  });

  it('a pan, zoom, turn or tilt changes the camera only: the same deck.gl layers (no upload), no position recomputed', () => {
    const { fake, canvas, frame } = framedCanvas();
    const map = scene();
    const handle = canvas.register(element(fake.page, { left: 0, top: 0, width: 400, height: 300 }), [], map);
    frame();
    const before = fake.calls.at(-1)!;
    const positions = Array.from(map.layers[0]!.marks.positions);
    const moved = { longitude: 3, latitude: 47, zoom: 6, bearing: 20, pitch: 30 };
    handle.update([], { now: true, map: { ...map, viewport: moved } });
    frame();
    const after = fake.calls.at(-1)!;
    expect(after).not.toBe(before);
    expect(after.viewState[`map:${handle.key}`]).toMatchObject(moved);
    expect(after.layers.length).toBe(before.layers.length);
    after.layers.forEach((layer, i) => expect(layer).toBe(before.layers[i]));
    expect(Array.from(map.layers[0]!.marks.positions)).toEqual(positions);
  });

  it("picking asks deck.gl for the map's data layers at canvas coordinates and reads the mark's series and datum", () => {
    const { fake, canvas } = pageWithCanvas();
    const handle = canvas.register(element(fake.page, { left: 0, top: 0, width: 400, height: 300 }), [], scene());
    canvas.sync();
    const id = `map:${handle.key}`;
    Object.assign(fake.picked, { index: 2, layer: `${id}/scatter` });
    expect(handle.pick(50, 150)).toEqual({ layerId: 'scatter', index: 2, series: 1, datum: 6 });
    expect(fake.picks.at(-1)).toEqual({ x: 50, y: 50, layerIds: [`${id}/scatter`] });
  });

  it("a tile's drawing has the views of the maps on it, and the layers of every shown map (their buffers are kept)", () => {
    const { fake, canvas } = pageWithCanvas();
    const top = canvas.register(element(fake.page, { left: 0, top: 0, width: 400, height: 300 }), [], scene());
    const lower = canvas.register(element(fake.page, { left: 0, top: 1100, width: 400, height: 300 }), [], scene());
    canvas.sync();
    const [first, second] = fake.calls.slice(-2);
    expect(first!.views.map((view) => view.id)).toEqual(['page', `map:${top.key}`]);
    expect(second!.views.map((view) => view.id)).toEqual(['page', `map:${lower.key}`]);
    const ids = (call: typeof first) => call!.layers.map((layer) => layer.id).sort();
    expect(ids(first)).toEqual(ids(second));
    expect(ids(first)).toEqual(expect.arrayContaining([`map:${top.key}/scatter`, `map:${lower.key}/scatter`]));
    expect(fake.decks()).toBe(1);
    lower.dispose();
    canvas.sync();
    expect(fake.calls.at(-1)!.layers.map((layer) => layer.id)).not.toContain(`map:${lower.key}/scatter`);
  });

  it('a dashboard of 12 maps and 40 charts draws on one deck.gl instance (one WebGL context), a map view per map', () => {
    const { fake, canvas } = pageWithCanvas();
    const at = (i: number) => ({ left: (i % 3) * 330, top: Math.floor(i / 3) * 220, width: 320, height: 200 });
    const maps = Array.from({ length: 12 }, (_, i) => canvas.register(element(fake.page, at(i)), [], scene()));
    const bars: MarkLayer = { ...outlines, kind: 'path', id: 'line' };
    for (let i = 12; i < 52; i += 1) canvas.register(element(fake.page, at(i)), [bars]);
    canvas.sync();
    expect(fake.decks()).toBe(1);
    const seen = new Set(fake.calls.flatMap((call) => (call.views ?? []).map((view) => view.id)));
    for (const map of maps) expect(seen).toContain(`map:${map.key}`);
    expect(canvas.stats().registered).toBe(52);
  });
});

describe('the map layers handed to deck.gl', () => {
  const placed = (): PlacedMap => ({
    viewId: 'map:1',
    rect: { left: 0, top: 0, width: 400, height: 300 },
    scene: scene(),
  });

  it('keeps the same layer instances from drawing to drawing while the map stays shown', () => {
    const cache = new MapLayers();
    const map = placed();
    const first = mapDrawing([map], cache).layers;
    const again = mapDrawing([map], cache).layers;
    expect(first.length).toBe(2);
    again.forEach((layer, i) => expect(layer).toBe(first[i]));
  });

  it('hands out fresh copies, same ids, once a drawing left the map out (deck.gl has finalised the old ones)', () => {
    const cache = new MapLayers();
    const map = placed();
    const first = mapDrawing([map], cache).layers;
    expect(mapDrawing([], cache).layers).toEqual([]);
    const back = mapDrawing([map], cache).layers;
    expect(back.map((layer) => layer.id)).toEqual(first.map((layer) => layer.id));
    back.forEach((layer, i) => expect(layer).not.toBe(first[i]));
    // Shown again from then on: kept.
    mapDrawing([map], cache).layers.forEach((layer, i) => expect(layer).toBe(back[i]));
  });
});

describe("the page's view", () => {
  it("covers the top-left corner of the canvas at a tile's size, the same view while the size is", () => {
    const view = pageView(1000, BATCH_TILE_PX);
    expect(view.props).toMatchObject({ id: 'page', x: 0, y: 0, width: 1000, height: BATCH_TILE_PX });
    expect(pageView(1000, BATCH_TILE_PX)).toBe(view);
    const wider = pageView(1200, BATCH_TILE_PX);
    expect(wider).not.toBe(view);
    expect(wider.props).toMatchObject({ width: 1200, height: BATCH_TILE_PX });
  });
});
