/**
 * Maps on the one canvas: each map is a deck.gl MapView laid over its plot in the tile being drawn, whose view state
 * is the map's camera, so the GPU projects (Web Mercator, bearing and pitch included) and a pan or zoom is a new view
 * state: no position is computed on the CPU and no buffer uploaded again. The map's layers hold its model's arrays as
 * they are, in Mercator world units (deck.gl's common space, hence the CARTESIAN coordinate system) or, where the
 * model says so, in longitude and latitude (LNGLAT: the GPU does the Mercator too), and are made once per mark layer. A map's view clips its marks at the plot (clip space ends at the view's edges).
 */
import { COORDINATE_SYSTEM, MapView, OrthographicView } from '@deck.gl/core';
import type { Layer, View } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer, SolidPolygonLayer } from '@deck.gl/layers';
import type { Viewport } from '../../core/geo';
import type { GeoMarks, MapScene, MapTile, MarkLayer } from '../model';
import { trianglesOf } from './batches';
import { extrudedAt, extrudedLayer, tileLayer } from './mapLayerKinds';
import type { RectLike } from './viewRects';

/** The view the page's batches are drawn in (one world unit per CSS pixel, see viewRects.ts). */
export const PAGE_VIEW_ID = 'page';

let lastPageView: { width: number; height: number; view: View } | null = null;

/**
 * The page's view, over the top-left `width` × `height` CSS pixels of the canvas (a tile's drawing: the canvas may be
 * larger); the same object while the size is, so deck.gl sees the same view every drawing.
 */
export function pageView(width: number, height: number): View {
  if (lastPageView?.width !== width || lastPageView.height !== height) {
    const view = new OrthographicView({ id: PAGE_VIEW_ID, x: 0, y: 0, width, height, flipY: false, controller: false });
    lastPageView = { width, height, view };
  }
  return lastPageView.view;
}

/** The id of the view of the map registered as `key`; its layers' ids start with it and a slash. */
export const mapViewId = (key: string): string => `map:${key}`;

/** A map shown on the canvas: its view id, its plot rectangle (host coordinates) and its scene. */
export interface PlacedMap {
  viewId: string;
  rect: RectLike;
  scene: MapScene;
}

/** The map view of `map` in the drawing of a canvas whose top-left corner is (left, top) of the host. */
export function mapView(map: PlacedMap, left: number, top: number): MapView {
  const { viewId, rect } = map;
  return new MapView({
    id: viewId,
    x: rect.left - left,
    y: rect.top - top,
    width: rect.width,
    height: rect.height,
    controller: false,
    repeat: false,
  });
}

/** The camera of a map as deck.gl's view state. */
export const mapViewState = ({ longitude, latitude, zoom, bearing, pitch }: Viewport) => ({
  longitude,
  latitude,
  zoom,
  bearing,
  pitch,
});

const color = (marks: MarkLayer) => ({ value: marks.colors, size: 4, normalized: true });

/**
 * The deck.gl layer of a map's mark layer, its arrays handed over as they are (deck.gl binary attributes): extruded
 * cells by their own deck.gl layer (mapLayerKinds.ts), the rest flat. Points aggregated on the screen have none: the
 * map view draws their cells as the plot's marks (plugins/deck/screen.ts).
 */
export function geoLayer(id: string, geo: GeoMarks, pickable = true): Layer {
  const { marks } = geo;
  if (geo.elevationMeters) return extrudedLayer(id, geo, geo.elevationMeters, pickable);
  const coordinateSystem = geo.lngLat ? COORDINATE_SYSTEM.LNGLAT : COORDINATE_SYSTEM.CARTESIAN;
  const props = { id, pickable, coordinateSystem };
  if (marks.kind !== 'point') {
    const shapes = { length: marks.count, startIndices: marks.startIndices };
    const at = { value: marks.positions, size: 2 };
    if (marks.kind === 'path') {
      return new PathLayer({
        ...props,
        data: { ...shapes, attributes: { getPath: at, getColor: color(marks) } },
        getWidth: marks.widthPx,
        widthUnits: 'pixels',
        _pathType: 'open',
        capRounded: true,
        jointRounded: true,
      });
    }
    const indices = { value: trianglesOf(marks), size: 1 };
    return new SolidPolygonLayer({
      ...props,
      data: { ...shapes, attributes: { getPolygon: at, getFillColor: color(marks), indices } },
      _normalize: false,
    });
  }
  const radii = geo.radiusMeters ?? marks.radii;
  const [minPx, maxPx] = geo.radiusRangePx ?? [0, Number.MAX_SAFE_INTEGER];
  return new ScatterplotLayer({
    ...props,
    data: {
      length: marks.count,
      attributes: {
        getPosition: { value: marks.positions, size: 2 },
        getFillColor: color(marks),
        ...(radii ? { getRadius: { value: radii, size: 1 } } : {}),
      },
    },
    ...(radii ? {} : { getRadius: marks.radiusPx }),
    radiusUnits: geo.radiusMeters ? 'meters' : 'pixels',
    radiusMinPixels: minPx,
    radiusMaxPixels: maxPx,
  });
}

/**
 * The deck.gl layers of every map: per mark layer, made once and kept while the map holds it. deck.gl finalises a
 * layer that leaves its layer list and cannot take the same instance back, so a layer handed out again after a drawing
 * left it out (its map scrolled off the shown tiles) is a fresh copy of it (its arrays uploaded again).
 */
export class MapLayers {
  private readonly data = new WeakMap<GeoMarks, Layer>();
  private readonly bases = new WeakMap<MarkLayer, Layer>();
  private readonly tiles = new WeakMap<MapTile['image'], Layer>();
  private drawnLast = new WeakSet<Layer>();
  private readonly drawnEver = new WeakSet<Layer>();
  private baseCount = 0;

  /** The layer of a data layer of the map `viewId` under its camera (extruded heights depend on it from zoom 12). */
  dataLayer(viewId: string, geo: GeoMarks, camera: Viewport): Layer {
    let layer = this.data.get(geo);
    if (!layer || !layer.id.startsWith(`${viewId}/`)) layer = geoLayer(`${viewId}/${geo.marks.id}`, geo);
    else layer = this.alive(layer);
    if (geo.elevationMeters) layer = extrudedAt(layer, camera);
    this.data.set(geo, layer);
    return layer;
  }

  /** The layer of a raster tile of the map `viewId`, made once per loaded image. */
  tileLayer(viewId: string, tile: MapTile): Layer {
    let layer = this.tiles.get(tile.image);
    if (!layer || !layer.id.startsWith(`${viewId}/`)) layer = tileLayer(`${viewId}/tile-${tile.id}`, tile);
    else layer = this.alive(layer);
    this.tiles.set(tile.image, layer);
    return layer;
  }

  /** The layer of a base map, one for every map showing it (one GPU buffer). */
  baseLayer(marks: MarkLayer): Layer {
    const cached = this.bases.get(marks);
    const layer = cached
      ? this.alive(cached)
      : geoLayer(`maps-base-${(this.baseCount += 1)}/${marks.id}`, { marks }, false);
    this.bases.set(marks, layer);
    return layer;
  }

  /** Notes the layers of a drawing: the ones deck.gl holds from now on. */
  drawn(layers: readonly Layer[]): void {
    this.drawnLast = new WeakSet(layers);
    for (const layer of layers) this.drawnEver.add(layer);
  }

  /** `layer`, or a fresh copy of it where deck.gl has finalised it (drawn before, left out of the last drawing). */
  private alive(layer: Layer): Layer {
    return this.drawnEver.has(layer) && !this.drawnLast.has(layer) ? layer.clone({}) : layer;
  }
}

/** The layers of the shown maps, and which view draws which layer. */
export interface MapDrawing {
  layers: Layer[];
  /** Layer ids per map view id; a layer in none of them is the page's. */
  routes: Map<string, Set<string>>;
  mapLayerIds: Set<string>;
}

/**
 * The layers of `maps` (raster tiles first, then base maps, each once, then each map's data layers in order) and
 * their routes.
 */
export function mapDrawing(maps: readonly PlacedMap[], cache: MapLayers): MapDrawing {
  const tiles: Layer[] = [];
  const bases: Layer[] = [];
  const data: Layer[] = [];
  const routes = new Map<string, Set<string>>();
  const mapLayerIds = new Set<string>();
  for (const { viewId, scene } of maps) {
    const route = new Set<string>();
    for (const tile of scene.tiles ?? []) {
      const layer = cache.tileLayer(viewId, tile);
      tiles.push(layer);
      route.add(layer.id);
      mapLayerIds.add(layer.id);
    }
    if (scene.basemap) {
      const base = cache.baseLayer(scene.basemap);
      if (!mapLayerIds.has(base.id)) bases.push(base);
      route.add(base.id);
      mapLayerIds.add(base.id);
    }
    for (const geo of scene.layers) {
      if (geo.marks.count <= 0 || geo.screen) continue;
      const layer = cache.dataLayer(viewId, geo, scene.viewport);
      data.push(layer);
      route.add(layer.id);
      mapLayerIds.add(layer.id);
    }
    routes.set(viewId, route);
  }
  const layers = [...tiles, ...bases, ...data];
  cache.drawn(layers);
  return { layers, routes, mapLayerIds };
}

/** Whether deck.gl draws `layer` in `viewport`: the page's view draws the batches, a map's view that map's layers. */
export function drawsIn(drawing: MapDrawing, layerId: string, viewportId: string): boolean {
  if (viewportId === PAGE_VIEW_ID) return !drawing.mapLayerIds.has(layerId);
  return drawing.routes.get(viewportId)?.has(layerId) ?? false;
}
