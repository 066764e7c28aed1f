/**
 * What lies under the pointer in a map's layers on the one canvas, by deck.gl's picking pass (a map's marks are moved
 * by its camera and may be many; a chart's are found from its marks, see hitTest.ts).
 */
import type { MapScene } from '../model';
import type { DeckLike } from './canvasTypes';
import type { MarkHit } from './hitTest';
import type { MapLayers } from './mapViews';

/** Where to pick, in the deck's canvas (CSS pixels), and how far around. */
export interface PickAt {
  x: number;
  y: number;
  radius: number;
}

/** The mark of a map's data layers (never its base map) under the pointer. */
export function pickMap(deck: DeckLike, scene: MapScene, cache: MapLayers, viewId: string, at: PickAt): MarkHit | null {
  const shown = scene.layers.filter((geo) => geo.marks.count > 0 && !geo.screen);
  const ids = shown.map((geo) => cache.dataLayer(viewId, geo, scene.viewport).id);
  const info = deck.pickObject({ ...at, layerIds: ids });
  const geo = info && info.index >= 0 ? shown[ids.indexOf(info.layer?.id ?? '')] : undefined;
  return geo && info ? { marks: geo.marks, index: info.index } : null;
}
