import { afterEach, describe, expect, it } from 'vitest';
import { BitmapLayer } from '@deck.gl/layers';
import type { MarkLayer } from '../../src/charts/model';
import {
  configureMapTiles,
  mapTileTemplate,
  tileMark,
  tilesInView,
  tileUrl,
} from '../../src/charts/plugins/deck/tiles';
import { batchMarks } from '../../src/charts/renderer/batches';
import { toDeckLayer } from '../../src/charts/renderer/layers';
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

  it("a tile's corners on the plot: the whole world's tile fills a 512-pixel map at zoom 0", () => {
    const mark = tileMark({ z: 0, x: 0, y: 0, url: 'u' }, {} as ImageBitmap, world)!;
    expect(Array.from(mark.positions).map((v) => Math.round(v * 1e4) / 1e4)).toEqual([0, 0, 0, 1, 1, 1, 1, 0]);
  });

  it('a bitmap mark is a batch of its own, placed on its chart and clipped at it, drawn by a BitmapLayer', () => {
    const image = {} as ImageBitmap;
    const mark: MarkLayer = {
      kind: 'bitmap',
      id: 'tile',
      count: 1,
      positions: new Float32Array([0, 0, 0, 1, 1, 1, 1, 0]),
      image,
      colors: new Uint8Array(0),
      series: new Uint32Array(1),
    };
    const rect = { left: 10, top: 20, width: 100, height: 50 };
    const [a, b] = batchMarks([
      { key: 'm1', rect, layers: [mark] },
      { key: 'm2', rect: { ...rect, left: 200 }, layers: [mark] },
    ]);
    expect(a!.id).not.toBe(b!.id);
    expect(a!.bitmap?.bounds).toEqual([
      [10, -70],
      [10, -20],
      [110, -20],
      [110, -70],
    ]);
    expect(a!.bitmap?.clip).toEqual([10, -70, 110, -20]);
    const layer = toDeckLayer(a!);
    expect(layer).toBeInstanceOf(BitmapLayer);
    expect(layer.props.pickable).toBe(false);
  });
});
