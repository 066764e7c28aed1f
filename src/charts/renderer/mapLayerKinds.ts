/**
 * The deck.gl layers of a map's raised layers and tiles, inside the map's own view (see mapViews.ts, whose geoLayer
 * hands them over): extruded cells as deck.gl's extruded SolidPolygonLayer (deck_grid, deck_hex: lit columns under
 * the map's pitch) and raster tiles as BitmapLayers. Each is made once per model layer (or tile image); the camera
 * moving changes the view state only.
 */
import { COORDINATE_SYSTEM } from '@deck.gl/core';
import type { Layer } from '@deck.gl/core';
import { BitmapLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { Viewport } from '../../core/geo';
import { latToWorldY } from '../../core/geo';
import type { GeoMarks, MapTile } from '../model';
import { latitudeStretchAt, vertexElevations } from '../plugins/deck/extrude';
import { trianglesOf } from './batches';

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
        ...(marks.holeIndices ? { instanceVertexValid: { value: ringEnds(marks), size: 1 } } : {}),
      },
    },
    extruded: true,
    _normalize: false,
    parameters: { depthWriteEnabled: true, depthCompare: 'less-equal' },
  });
}

/**
 * deck.gl's valid flag of each vertex of polygons with holes: 0 at the last vertex of every ring (no side wall from it
 * to the next ring), 1 elsewhere. Without holes deck.gl makes it from the start indices itself.
 */
function ringEnds(marks: { positions: Float32Array; startIndices: Uint32Array; holeIndices?: Uint32Array }) {
  const total = marks.positions.length / 2;
  const valid = new Uint16Array(total).fill(1);
  for (const start of [...marks.startIndices, ...(marks.holeIndices ?? [])]) if (start > 0) valid[start - 1] = 0;
  if (total > 0) valid[total - 1] = 0;
  return valid;
}

/** The zoom from which deck.gl draws a map view offset from its centre (its LNGLAT_AUTO_OFFSET threshold). */
const OFFSET_ZOOM = 12;

/**
 * The elevationScale of extruded polygons under `camera`. Their heights are metres over the cosine of each polygon's
 * latitude (see vertexElevations), which deck.gl reads as metres at the equator; from zoom 12 it reads them as metres
 * at the camera's centre, already 1 / cos φ larger, so the heights are scaled back by cos φ of the centre.
 */
export function elevationScaleAt(camera: Viewport): number {
  return camera.zoom < OFFSET_ZOOM ? 1 : 1 / latitudeStretchAt(latToWorldY(camera.latitude));
}

/** An extruded layer (extrudedLayer's) at the elevationScale of `camera`: itself where it has it, else a copy. */
export function extrudedAt(layer: Layer, camera: Viewport): Layer {
  const extruded = layer as SolidPolygonLayer;
  const elevationScale = elevationScaleAt(camera);
  return extruded.props.elevationScale === elevationScale ? layer : extruded.clone({ elevationScale });
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
