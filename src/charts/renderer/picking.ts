/** What lies under the pointer on the one canvas: a chart's mark in the merged batches, or a map's in its own layers. */
import type { MapScene, MarkLayer } from '../model';
import { partAt } from './batches';
import type { Batch } from './batches';
import type { DeckLike } from './canvasTypes';
import type { MapLayers } from './mapViews';

/** Where to pick, in the deck's canvas (CSS pixels), and how far around. */
export interface PickAt {
  x: number;
  y: number;
  radius: number;
}

/** A chart's mark layer and the mark's index in it. */
export interface MarkHit {
  marks: MarkLayer;
  index: number;
}

/** The mark of chart `key` the batches hold under the pointer; null when the nearest is a neighbour's (or none). */
export function pickBatches(deck: DeckLike, batches: readonly Batch[], key: string, at: PickAt): MarkHit | null {
  const mine = batches.filter((batch) => batch.parts.some((part) => part.key === key));
  const info = deck.pickObject({ ...at, layerIds: mine.map((batch) => batch.id) });
  const batch = info && info.index >= 0 ? mine.find((b) => b.id === info.layer?.id) : undefined;
  const part = batch && info ? partAt(batch, info.index) : null;
  return info && part && part.key === key ? { marks: part.marks, index: info.index - part.first } : null;
}

/** The mark of a map's data layers (never its base map) under the pointer. */
export function pickMap(deck: DeckLike, scene: MapScene, cache: MapLayers, viewId: string, at: PickAt): MarkHit | null {
  const shown = scene.layers.filter((geo) => geo.marks.count > 0 && !geo.screen);
  const ids = shown.map((geo) => cache.dataLayer(viewId, geo, scene.viewport).id);
  const info = deck.pickObject({ ...at, layerIds: ids });
  const geo = info && info.index >= 0 ? shown[ids.indexOf(info.layer?.id ?? '')] : undefined;
  return geo && info ? { marks: geo.marks, index: info.index } : null;
}
