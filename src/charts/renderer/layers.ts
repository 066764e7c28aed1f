/** Batches of marks → deck.gl layers, one per batch, made once per batch object (an unchanged batch keeps its layer). */
import { COORDINATE_SYSTEM } from '@deck.gl/core';
import type { Layer } from '@deck.gl/core';
import { BitmapLayer, PathLayer, ScatterplotLayer, SolidPolygonLayer } from '@deck.gl/layers';
import { batchMarks, PLOT_CLIP_ACCESSOR } from './batches';
import type { Batch } from './batches';
import type { MarkLayer } from '../model';
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
  if (batch.bitmap) {
    // A map's raster tile: never picked; clipped at its plot by the same extension, its rectangle one constant.
    const { image, bounds, clip } = batch.bitmap;
    layer = new BitmapLayer({
      ...common,
      id,
      image,
      bounds: bounds as [[number, number], [number, number], [number, number], [number, number]],
      pickable: false,
      ...{ [PLOT_CLIP_ACCESSOR]: clip },
    });
  } else if (batch.kind === 'path') {
    layer = new PathLayer({
      ...common,
      id,
      data,
      _pathType: 'open',
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    });
  } else if (batch.kind === 'polygon') {
    layer = new SolidPolygonLayer({ ...common, id, data, _normalize: false });
  } else {
    layer = new ScatterplotLayer({ ...common, id, data, radiusUnits: 'pixels' });
  }
  layerCache.set(batch, layer);
  return layer;
}

/** One transparent mark of each kind: drawn once before any chart arrives, so the shaders are compiled and linked
 * while the page waits on the network rather than when the first chart is drawn. */
export function warmUpLayers(): Layer[] {
  const one = (n: number) => ({ colors: new Uint8Array(4 * n), series: new Uint32Array(n) });
  const marks: MarkLayer[] = [
    {
      kind: 'path',
      id: 'warm-path',
      count: 1,
      positions: new Float32Array([0, 0, 1, 1]),
      startIndices: new Uint32Array([0]),
      widthPx: 1,
      ...one(2),
    },
    {
      kind: 'polygon',
      id: 'warm-polygon',
      count: 1,
      positions: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
      startIndices: new Uint32Array([0]),
      datum: new Uint32Array(1),
      ...one(4),
    },
    {
      kind: 'point',
      id: 'warm-point',
      count: 1,
      positions: new Float32Array([0.5, 0.5]),
      radiusPx: 1,
      datum: new Uint32Array(1),
      ...one(1),
    },
  ];
  return batchMarks([{ key: 'warm-up', rect: { left: 0, top: 0, width: 1, height: 1 }, layers: marks }]).map(
    toDeckLayer,
  );
}
