import { afterEach, describe, expect, it } from 'vitest';
import { BitmapLayer } from '@deck.gl/layers';
import { mapScene } from '../../src/charts/plugins/deck/project';
import { configureMapTiles, mapTileTemplate, tileOf, tilesInView, tileUrl } from '../../src/charts/plugins/deck/tiles';
import { drawsIn, MapLayers, mapDrawing, PAGE_VIEW_ID } from '../../src/charts/renderer/mapViews';
import { wantedTiles } from '../../src/charts/views/useMapTiles';

const TEMPLATE = 'https://tiles.example.org/{z}/{x}/{y}.png';
const world = { viewport: { longitude: 0, latitude: 0, zoom: 0, bearing: 0, pitch: 0 }, width: 512, height: 512 };

afterEach(() => configureMapTiles(null));

describe('raster tiles under a map', () => {
  it('none by default: a map asks for no tile, so the app never calls out for a map', () => {
    expect(mapTileTemplate()).toBeNull();
    expect(wantedTiles(mapTileTemplate(), world)).toEqual([]);
    configureMapTiles('javascript:alert(1)');
    expect(mapTileTemplate()).toBeNull();
  });

  it('the tiles the camera sees, at its zoom (256-pixel tiles), x wrapped in the URL', () => {
    configureMapTiles(TEMPLATE);
    const tiles = wantedTiles(mapTileTemplate(), world);
    expect(tiles.map((t) => `${t.z}/${t.x}/${t.y}`).sort()).toEqual(['1/0/0', '1/0/1', '1/1/0', '1/1/1']);
    expect(tileUrl(TEMPLATE, 1, -1, 0)).toBe('https://tiles.example.org/1/1/0.png');
    const paris = {
      viewport: { longitude: 2.35, latitude: 48.86, zoom: 10, bearing: 0, pitch: 0 },
      width: 600,
      height: 400,
    };
    const near = tilesInView(TEMPLATE, paris);
    expect(near.every((t) => t.z === 11)).toBe(true);
    expect(near.length).toBeLessThanOrEqual(12);
    expect(near.some((t) => t.x === 1037 && t.y === 704)).toBe(true); // the tile of Paris at zoom 11
  });

  it("a tile's bounds in world units: tile 0/0/0 is the whole world, 1/1/0 its north-east quarter", () => {
    expect(tileOf({ z: 0, x: 0, y: 0, url: 'u' }, {} as ImageBitmap).bounds).toEqual([0, 0, 512, 512]);
    expect(tileOf({ z: 1, x: 1, y: 0, url: 'u' }, {} as ImageBitmap).bounds).toEqual([256, 256, 512, 512]);
  });

  it("tiles replace the outlines in the map's view: a BitmapLayer each, under the data, never picked, made once", () => {
    const image = {} as ImageBitmap;
    const tile = tileOf({ z: 1, x: 1, y: 0, url: 'u' }, image);
    const model = { layers: [] };
    const viewport = world.viewport;
    expect(mapScene(model, viewport).basemap).not.toBeNull();
    const scene = mapScene(model, viewport, [tile]);
    expect(scene.basemap).toBeNull();
    const cache = new MapLayers();
    const rect = { left: 10, top: 20, width: 100, height: 50 };
    const drawing = mapDrawing([{ viewId: 'map:m1', rect, scene }], cache);
    const [layer] = drawing.layers;
    expect(layer).toBeInstanceOf(BitmapLayer);
    expect(layer!.props).toMatchObject({ bounds: [256, 256, 512, 512], pickable: false, image });
    expect(drawsIn(drawing, layer!.id, 'map:m1')).toBe(true);
    expect(drawsIn(drawing, layer!.id, PAGE_VIEW_ID)).toBe(false);
    // The camera moved: a new tile object for the same image keeps its deck.gl layer (no upload again).
    const moved = mapScene(model, { ...viewport, zoom: 0.5 }, [tileOf({ z: 1, x: 1, y: 0, url: 'u' }, image)]);
    expect(mapDrawing([{ viewId: 'map:m1', rect, scene: moved }], cache).layers[0]).toBe(layer);
  });
});
