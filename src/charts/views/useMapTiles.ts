/**
 * The raster tiles under a map when the installation sets a tile URL (see plugins/deck/tiles.ts): the tiles its
 * camera sees, loaded as images (anonymous CORS, no referrer) and drawn as bitmap marks once loaded. Without a tile
 * URL (the default) nothing is loaded: the map calls out to no one.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MarkLayer } from '../model';
import type { MapCamera } from '../plugins/deck/project';
import { mapTileTemplate, tileMark, tilesInView } from '../plugins/deck/tiles';
import type { TileRef } from '../plugins/deck/tiles';

/** How many loaded tile images a map keeps. */
const KEPT_TILES = 256;

/** The tiles a map with this camera asks for: none without a tile URL. */
export function wantedTiles(template: string | null, camera: MapCamera): TileRef[] {
  return template ? tilesInView(template, camera) : [];
}

/** The loaded tiles of the camera's view as bitmap marks, bottom first. */
export function useMapTiles(camera: MapCamera): MarkLayer[] {
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
        const mark = image ? tileMark(tile, image, camera) : null;
        return mark ? [mark] : [];
      }),
    [tiles, images, camera],
  );
}
