/** Batches of marks → deck.gl layers, one per batch, made once per batch object (an unchanged batch keeps its layer). */
import { COORDINATE_SYSTEM } from '@deck.gl/core';
import type { Layer } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { Batch } from './batches';
import { PlotClipExtension } from './plotClip';

// One extension instance for every layer: a new one would make deck.gl rebuild the layer's shaders.
const CLIP = [new PlotClipExtension()];

const common = { coordinateSystem: COORDINATE_SYSTEM.CARTESIAN, extensions: CLIP, pickable: true } as const;

const layerCache = new WeakMap<Batch, Layer>();

/** The deck.gl layer drawing `batch`, the same layer object for the same batch. */
export function toDeckLayer(batch: Batch): Layer {
  let layer = layerCache.get(batch);
  if (layer) return layer;
  const { id, data } = batch;
  if (batch.kind === 'path') {
    layer = new PathLayer({ ...common, id, data, _pathType: 'open', widthUnits: 'pixels', capRounded: true, jointRounded: true });
  } else if (batch.kind === 'polygon') {
    layer = new SolidPolygonLayer({ ...common, id, data, _normalize: false });
  } else {
    layer = new ScatterplotLayer({ ...common, id, data, radiusUnits: 'pixels' });
  }
  layerCache.set(batch, layer);
  return layer;
}
