/**
 * What a map hands the canvas: its scene, the base map and the model's layers in Mercator world units with the
 * camera. The canvas draws it in a deck.gl map view of its own (renderer/mapViews.ts), so the GPU projects every
 * position: a pan, zoom, turn or tilt is a new scene object around the same layers, with no per-point work on the CPU.
 */
import type { Viewport } from '../../../core/geo';
import type { MapChartModel, MapScene, MapTile } from '../../model';
import { countryOutlines } from './basemap';

/**
 * The scene of a map model seen by `viewport`: the offline base map under the model's layers (the same objects), or
 * the loaded raster tiles in its place where the installation sets a tile URL.
 */
export function mapScene(
  model: Pick<MapChartModel, 'layers'>,
  viewport: Viewport,
  tiles: readonly MapTile[] | null = null,
): MapScene {
  if (tiles) return { viewport, basemap: null, tiles, layers: model.layers };
  return { viewport, basemap: countryOutlines(), layers: model.layers };
}
