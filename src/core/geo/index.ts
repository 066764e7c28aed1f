/** Maps: the spatial control's config and parsing, the viewport control and web-Mercator math. */
export {
  DEFAULT_DELIMITER,
  INVALID_LAT_LONG,
  asSpatialConfig,
  cellNumber,
  decodeGeohash,
  inRange,
  parseDelimited,
  parseSpatialPoints,
  spatialColumns,
  validateSpatial,
} from './spatial';
export type { CellReader, SpatialConfig, SpatialPoints } from './spatial';
export {
  DEFAULT_VIEWPORT,
  MAX_LATITUDE,
  MAX_PITCH,
  MAX_ZOOM,
  MIN_ZOOM,
  POINT_ZOOM,
  VIEWPORT_FIELDS,
  WORLD_SIZE,
  boundsOf,
  fitViewport,
  latToWorldY,
  lonToWorldX,
  normalizeViewport,
  toWorld,
  validateViewport,
  worldXToLon,
  worldYToLat,
} from './viewport';
export type { Viewport } from './viewport';
export { asLineType, decodePolyline, parseLineCell, unwrapLongitudes } from './lines';
export type { LineType, LonLatLine } from './lines';
export { parseGeoJsonCell } from './geojson';
export type { GeoFeature } from './geojson';
