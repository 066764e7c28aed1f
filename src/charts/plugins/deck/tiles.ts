/**
 * The optional raster tiles under a map (TESSERA_MAP_TILE_URL, handed to the app as the bootstrap's MAP_TILE_URL):
 * which 256-pixel web-Mercator tiles the camera sees, their URLs, and each tile's bounds in world units. With no tile
 * URL configured (the default) there are no tiles and the app never calls out for a map.
 */
import { WebMercatorViewport } from '@deck.gl/core';
import { latToWorldY, lonToWorldX, WORLD_SIZE } from '../../../core/geo';
import type { Viewport } from '../../../core/geo';
import type { MapTile } from '../../model';

/** What a map's camera sees: its viewport over a plot `width` × `height` pixels. */
export interface MapCamera {
  viewport: Viewport;
  width: number;
  height: number;
}

/** The most tiles a map draws at once; beyond it the tiles of a lower zoom are drawn. */
export const MAX_TILES = 48;

/** The highest tile zoom asked for. */
export const MAX_TILE_ZOOM = 19;

let template: string | null = null;

/** Sets the tile URL template the maps draw under their data (null: none, the default). */
export function configureMapTiles(url: string | null): void {
  template = url && /^https?:\/\//i.test(url) ? url : null;
}

/** The tile URL template in use, if any. */
export function mapTileTemplate(): string | null {
  return template;
}

/** A tile: its zoom and indices (x unwrapped, so a tile west of the antimeridian keeps its place) and its URL. */
export interface TileRef {
  z: number;
  x: number;
  y: number;
  url: string;
}

/** The URL of tile z/x/y of a template ({z}, {x}, {y}); x wrapped around the world. */
export function tileUrl(url: string, z: number, x: number, y: number): string {
  const n = 2 ** z;
  return url
    .replace('{z}', String(z))
    .replace('{x}', String(((x % n) + n) % n))
    .replace('{y}', String(y));
}

/** The tiles the camera sees: at the camera's zoom (256-pixel tiles on deck.gl's 512-unit world), at most MAX_TILES. */
export function tilesInView(url: string, camera: MapCamera): TileRef[] {
  const { viewport, width, height } = camera;
  const view = new WebMercatorViewport({ ...viewport, width: Math.max(1, width), height: Math.max(1, height) });
  const corners = [
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
    [width / 2, 0],
  ].map(([px, py]) => view.unproject([px as number, py as number]) as [number, number]);
  // Tile space: x east and y south from the world's north-west corner, in [0, 1] (x unwrapped); kept a hair inside.
  const EDGE = 1e-9;
  const xs = corners.map(([lon]) => lonToWorldX(lon) / WORLD_SIZE);
  const ys = corners.map(([, lat]) => Math.min(1, Math.max(0, 1 - latToWorldY(lat) / WORLD_SIZE)));
  let z = Math.min(MAX_TILE_ZOOM, Math.max(0, Math.round(viewport.zoom + 1)));
  for (; z >= 0; z -= 1) {
    const n = 2 ** z;
    const x0 = Math.floor((Math.min(...xs) + EDGE) * n);
    const x1 = Math.floor((Math.max(...xs) - EDGE) * n);
    const y0 = Math.max(0, Math.floor((Math.min(...ys) + EDGE) * n));
    const y1 = Math.min(n - 1, Math.floor((Math.max(...ys) - EDGE) * n));
    const count = (Math.min(x1 - x0 + 1, 2 ** z) || 1) * (y1 - y0 + 1);
    if (count > MAX_TILES && z > 0) continue;
    const out: TileRef[] = [];
    for (let y = y0; y <= y1; y += 1)
      for (let x = x0; x <= Math.min(x1, x0 + 2 ** z - 1); x += 1) out.push({ z, x, y, url: tileUrl(url, z, x, y) });
    return out;
  }
  return [];
}

/** A loaded tile image under a map: its bounds in world units (the map's view projects it on the GPU). */
export function tileOf(tile: TileRef, image: HTMLImageElement | ImageBitmap): MapTile {
  const size = WORLD_SIZE / 2 ** tile.z;
  const left = tile.x * size;
  const top = WORLD_SIZE - tile.y * size;
  return { id: `${tile.z}-${tile.x}-${tile.y}`, image, bounds: [left, top - size, left + size, top] };
}
