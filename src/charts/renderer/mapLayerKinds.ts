/**
 * The deck.gl layers of a map's aggregated and raised layers, inside the map's own view (see mapViews.ts, whose
 * geoLayer hands them over): points aggregated on the screen by deck.gl's ScreenGridLayer (deck_screengrid) or
 * HeatmapLayer (deck_heatmap) on the GPU at each camera, extruded cells as deck.gl's extruded SolidPolygonLayer
 * (deck_grid, deck_hex: lit columns under the map's pitch), and raster tiles as BitmapLayers. Each is made once per
 * model layer (or tile image); the camera moving changes the view state only.
 */
import { COORDINATE_SYSTEM } from '@deck.gl/core';
import type { Layer } from '@deck.gl/core';
import { HeatmapLayer, ScreenGridLayer } from '@deck.gl/aggregation-layers';
import { BitmapLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { GeoMarks, MapTile, ScreenAggregate } from '../model';
import { vertexElevations } from '../plugins/deck/extrude';
import { trianglesOf } from './batches';

type Color = [number, number, number, number];

/** A ramp's RGBA stops as deck.gl's colour range. */
export function colorRangeOf(ramp: Uint8Array): Color[] {
  const range: Color[] = [];
  for (let i = 0; i + 3 < ramp.length; i += 4) range.push([ramp[i]!, ramp[i + 1]!, ramp[i + 2]!, ramp[i + 3]!]);
  return range;
}

/** The deck.gl layer aggregating `geo`'s points on the screen (never picked: its cells change with the camera). */
export function screenLayer(id: string, geo: GeoMarks, screen: ScreenAggregate): Layer {
  const { marks } = geo;
  const coordinateSystem = geo.lngLat ? COORDINATE_SYSTEM.LNGLAT : COORDINATE_SYSTEM.CARTESIAN;
  const data = {
    length: marks.count,
    attributes: {
      getPosition: { value: marks.positions, size: 2 },
      getWeight: { value: screen.weights, size: 1 },
    },
  };
  const colorRange = colorRangeOf(screen.ramp);
  if (screen.kind === 'grid') {
    return new ScreenGridLayer({
      id,
      coordinateSystem,
      pickable: false,
      data,
      cellSizePixels: screen.cellPx,
      cellMarginPixels: 0,
      colorRange,
      aggregation: 'SUM',
    });
  }
  return new HeatmapLayer({
    id,
    coordinateSystem,
    pickable: false,
    data,
    radiusPixels: screen.radiusPx,
    intensity: screen.intensity,
    threshold: screen.threshold,
    aggregation: screen.aggregation,
    colorRange,
  });
}

/** Extruded polygons: deck.gl lights the columns' sides and tops, and draws them depth tested under the pitch. */
export function extrudedLayer(id: string, geo: GeoMarks, metres: Float32Array, pickable: boolean): Layer {
  const { marks } = geo;
  if (marks.kind !== 'polygon') throw new Error('Only polygons are extruded');
  return new SolidPolygonLayer({
    id,
    pickable,
    coordinateSystem: COORDINATE_SYSTEM.CARTESIAN,
    data: {
      length: marks.count,
      startIndices: marks.startIndices,
      attributes: {
        getPolygon: { value: marks.positions, size: 2 },
        getFillColor: { value: marks.colors, size: 4, normalized: true },
        getElevation: { value: vertexElevations(marks.positions, marks.startIndices, metres), size: 1 },
        indices: { value: trianglesOf(marks), size: 1 },
      },
    },
    extruded: true,
    _normalize: false,
    parameters: { depthWriteEnabled: true, depthCompare: 'less-equal' },
  });
}

/** A raster tile in world units under the map's data; never picked. */
export function tileLayer(id: string, tile: MapTile): Layer {
  return new BitmapLayer({
    id,
    coordinateSystem: COORDINATE_SYSTEM.CARTESIAN,
    image: tile.image,
    bounds: tile.bounds,
    pickable: false,
  });
}
