/** Mark layers → deck.gl layers. Binary data objects are made once per mark layer and reused; a chart's deck.gl
 * layers are kept while it stays drawn and made anew (over the same arrays) when it moves or comes back. */
import { COORDINATE_SYSTEM } from '@deck.gl/core';
import type { Layer } from '@deck.gl/core';
import { ClipExtension } from '@deck.gl/extensions';
import { PathLayer, ScatterplotLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { MarkLayer } from '../model';
import { unitModelMatrix } from './viewRects';
import type { RectLike } from './viewRects';

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

/** The deck.gl layer id of a chart's mark layer; the prefix ties it to the chart. */
export function deckLayerId(chartKey: string, marks: MarkLayer): string {
  return `${chartKey}/${marks.id}`;
}

// One extension instance for every layer: a new one would make deck.gl rebuild the layer's shaders.
const CLIP = [new ClipExtension()];

/** Places the unit plot square on the chart's rectangle and clips marks at its edges, as a view of its own would. */
function placement(rect: RectLike) {
  return {
    coordinateSystem: COORDINATE_SYSTEM.CARTESIAN,
    modelMatrix: unitModelMatrix(rect),
    extensions: CLIP,
    clipBounds: [0, 0, 1, 1] as [number, number, number, number],
    clipByInstance: false,
  };
}

/** A fresh deck.gl layer drawing `marks` of chart `chartKey` on its rectangle `rect` (host coordinates). */
export function toDeckLayer(chartKey: string, marks: MarkLayer, rect: RectLike): Layer {
  const id = deckLayerId(chartKey, marks);
  const data = binaryDataOf(marks);
  const placed = placement(rect);
  if (marks.kind === 'path') {
    return new PathLayer({
      ...placed,
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
      ...placed,
      id,
      data,
      _normalize: false,
      _windingOrder: 'CCW',
      pickable: true,
    });
  }
  return new ScatterplotLayer({
    ...placed,
    id,
    data,
    getRadius: marks.radiusPx,
    radiusUnits: 'pixels',
    pickable: true,
  });
}
