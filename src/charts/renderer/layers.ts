/** Mark layers → deck.gl layers. Binary data objects are made once per mark layer and reused, so every frame
 * gets new layer objects over the same arrays (a layer object must never be passed again after it left). */
import { PathLayer, ScatterplotLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { Layer } from '@deck.gl/core';
import type { MarkLayer } from '../model';

interface BinaryData {
  length: number;
  startIndices?: Uint32Array;
  attributes: Record<string, { value: Float32Array | Uint8Array; size: number; normalized?: boolean }>;
}

const dataCache = new WeakMap<MarkLayer, BinaryData>();

/** The binary data object of a mark layer, the same object on every call. */
export function binaryDataOf(marks: MarkLayer): BinaryData {
  let data = dataCache.get(marks);
  if (data) return data;
  const color = { value: marks.colors, size: 4, normalized: true };
  if (marks.kind === 'path') {
    data = {
      length: marks.count,
      startIndices: marks.startIndices,
      attributes: { getPath: { value: marks.positions, size: 2 }, getColor: color },
    };
  } else if (marks.kind === 'polygon') {
    data = {
      length: marks.count,
      startIndices: marks.startIndices,
      attributes: { getPolygon: { value: marks.positions, size: 2 }, getFillColor: color },
    };
  } else {
    data = {
      length: marks.count,
      attributes: { getPosition: { value: marks.positions, size: 2 }, getFillColor: color },
    };
  }
  dataCache.set(marks, data);
  return data;
}

/** The deck.gl layer id of a chart's mark layer; the prefix ties it to the chart's view. */
export function deckLayerId(viewKey: string, marks: MarkLayer): string {
  return `${viewKey}/${marks.id}`;
}

/** A fresh deck.gl layer drawing `marks` in the view `viewKey`. */
export function toDeckLayer(viewKey: string, marks: MarkLayer): Layer {
  const id = deckLayerId(viewKey, marks);
  const data = binaryDataOf(marks);
  if (marks.kind === 'path') {
    return new PathLayer({
      id,
      data,
      _pathType: 'open',
      getWidth: marks.widthPx,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
      pickable: true,
    });
  }
  if (marks.kind === 'polygon') {
    return new SolidPolygonLayer({
      id,
      data,
      _normalize: false,
      _windingOrder: 'CCW',
      pickable: true,
    });
  }
  return new ScatterplotLayer({
    id,
    data,
    getRadius: marks.radiusPx,
    radiusUnits: 'pixels',
    pickable: true,
  });
}
