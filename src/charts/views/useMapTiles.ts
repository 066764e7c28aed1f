/**
 * The raster tiles under a map when the installation sets a tile URL (see plugins/deck/tiles.ts): the tiles its
 * camera sees, loaded as images (anonymous CORS, no referrer) and handed to the map's view once loaded, in world
 * units (drawn by a BitmapLayer each). Without a tile URL (the default) nothing is loaded: the map calls out to no one.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MapTile } from '../model';
import { mapTileTemplate, tileOf, tilesInView } from '../plugins/deck/tiles';
import type { MapCamera, TileRef } from '../plugins/deck/tiles';

/** How many loaded tile images a map keeps. */
const KEPT_TILES = 256;

/** The tiles a map with this camera asks for: none without a tile URL. */
export function wantedTiles(template: string | null, camera: MapCamera): TileRef[] {
  return template ? tilesInView(template, camera) : [];
}

/** The loaded tiles of the camera's view, bottom first. */
export function useMapTiles(camera: MapCamera): MapTile[] {
  const template = mapTileTemplate();
  const [images, setImages] = useState<ReadonlyMap<string, HTMLImageElement>>(() => new Map());
  const loading = useRef(new Set<string>());
  const tiles = useMemo(() => wantedTiles(template, camera), [template, camera]);

  useEffect(() => {
    for (const { url } of tiles) {
      if (images.has(url) || loading.current.has(url)) continue;
      loading.current.add(url);
      const image = new Image();
      image.crossOrigin = 'anonymous';
      image.referrerPolicy = 'no-referrer';
      image.onload = () => {
        loading.current.delete(url);
        setImages((previous) => {
          const next = new Map(previous).set(url, image);
          for (const key of next.keys()) if (next.size > KEPT_TILES) next.delete(key);
          return next;
        });
      };
      image.onerror = () => loading.current.delete(url);
      image.src = url;
    }
  }, [tiles, images]);

  return useMemo(
    () =>
      tiles.flatMap((tile) => {
        const image = images.get(tile.url);
        return image ? [tileOf(tile, image)] : [];
      }),
    [tiles, images],
  );
}
