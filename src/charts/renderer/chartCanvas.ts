/**
 * The page's one WebGL canvas. The charts' host is cut into tiles, horizontal strips BATCH_TILE_PX high; the tiles
 * around the visible part (see tileRange) each show a 2D canvas that lies under the charts and scrolls with the page,
 * so scrolling is the browser's alone. One deck.gl instance on one WebGL context draws a tile at a time and its
 * drawing is copied onto the tile: a tile is drawn when it comes near the screen or a chart on it arrives, changes
 * or moves, never again for a scroll, and changes of one frame make one drawing. The charts' marks are merged into a
 * few layers per tile (see batches.ts), each mark placed on its chart's plot rectangle and clipped to it; layers and
 * their GPU buffers are kept while their charts are unchanged. A map is a deck.gl map view of its own over its plot,
 * its camera the view state (see mapViews.ts): moving it uploads nothing.
 */
import type { MapScene, MarkLayer } from '../model';
import { BATCH_TILE_PX, batchMarks, sameMarkLayers, unchangedBatches } from './batches';
import type { Batch, PlacedChart } from './batches';
import { toDeckLayer, warmUpLayers } from './layers';
import { drawsIn, MapLayers, mapDrawing, mapView, mapViewId, mapViewState, pageView, PAGE_VIEW_ID } from './mapViews';
import type { MapDrawing, PlacedMap } from './mapViews';
import { markAt } from './hitTest';
import type { MarkHit } from './hitTest';
import { pickMap } from './picking';
import { bandViewState, snapRect, tileRange, visibleSpan } from './viewRects';
import type { RectLike, Span } from './viewRects';
import { browserEnvironment } from './browserCanvas';
import type { CanvasEnvironment, DeckLike, TileSurface } from './canvasTypes';

export type { CanvasEnvironment, DeckLike, TileSurface } from './canvasTypes';

/** What pointing at a chart hit: its mark layer and the mark's series and datum. */
export interface CanvasPick {
  layerId: string;
  index: number;
  series: number;
  datum: number;
}

/** A registered chart: update its marks, pick under a pointer, dispose to leave the canvas. */
export interface ChartCanvasHandle {
  readonly key: string;
  /**
   * New marks (or a map's new scene), drawn with the next batch of changes; `now` (a map's camera following the
   * pointer) at the next frame.
   */
  update(layers: readonly MarkLayer[], options?: { now?: boolean; map?: MapScene | null }): void;
  pick(clientX: number, clientY: number, radius?: number): CanvasPick | null;
  dispose(): void;
}

/** The manager both the dashboard and the slice page use. */
export interface ChartCanvas {
  /**
   * Lays the canvas in `host`, the positioned element the charts are laid out in (else the document body). With
   * `startEarly` (a dashboard, explore) deck.gl starts in a task of its own, before any chart, so its shaders compile
   * while the page waits on the network; otherwise (a page that may draw no marks) it starts with the first chart. A
   * promise for `startEarly` (the page's first chart-data request leaving) holds the start until it settles: creating
   * deck.gl keeps the main thread for hundreds of milliseconds, which must not come before the page's requests.
   */
  attach(host: Element, options?: { startEarly?: boolean | PromiseLike<unknown> }): void;
  /**
   * Draws `layers` on the rectangle of `element`, and `map` (a map's scene) in a map view of its own there; returns
   * the handle (its dispose is the disposer).
   */
  register(element: Element, layers: readonly MarkLayer[], map?: MapScene | null): ChartCanvasHandle;
  /** Re-reads rectangles and redraws now (layout changed). */
  sync(): void;
  /**
   * The next drawing of changed charts is made at the next frame, not held for the batch interval
   * (MIN_REDRAW_INTERVAL_MS): answers the user is waiting on (a cross filter's) were committed.
   */
  expedite(): void;
  /**
   * Registered and currently drawn chart counts, how many tiles were drawn and how many are shown, and the batch tiles
   * whose layers the deck keeps with their marks' bytes.
   */
  stats(): { registered: number; visible: number; draws: number; tiles: number; keptTiles: number; keptBytes: number };
  destroy(): void;
}

interface Entry {
  key: string;
  element: Element;
  layers: readonly MarkLayer[];
  map: MapScene | null;
  /** The element's rectangle in host coordinates, as last measured (device-pixel snapped); a new object when moved. */
  rect: RectLike | null;
  /** The chart as the batches take it, made again only when its rectangle or marks change. */
  placed: PlacedChart | null;
  /** Stops following the element's size; null while it is not followed (its chart is away from the shown tiles). */
  unobserve: (() => void) | null;
}

/** The shortest time between two drawings for new or changed charts; a tile coming near the screen draws at once. */
export const MIN_REDRAW_INTERVAL_MS = 100;

/**
 * How many bytes of marks (the batches' vertex data) the batch tiles scrolled away keep, the most recently shown first,
 * with their deck.gl layers and GPU buffers: a tile coming back near the screen is then only drawn, its layers not made
 * and uploaded again (on software WebGL 40–180 ms of a scroll frame for a tile of a dozen charts). A count of tiles
 * (32 before) let the 1,000-chart dashboard's 102 tiles be made anew at every scroll through it, one long task each;
 * its marks are some 21 MB in all (401 layers). A tile of heavy charts (scatter plots of many thousand points) counts for more.
 */
export const KEPT_BATCH_BYTES = 64 * 1024 * 1024;

const sameRect = (a: RectLike | null, b: RectLike): boolean =>
  !!a && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;

/** The tiles (indices) a rectangle of the host touches. */
function tilesOf(rect: RectLike): number[] {
  const first = firstTile(rect);
  return Array.from({ length: lastTile(rect) - first + 1 }, (_, i) => first + i);
}

/** The first and last tiles a rectangle of the host touches. */
const firstTile = (rect: RectLike): number => Math.max(0, Math.floor(rect.top / BATCH_TILE_PX));
const lastTile = (rect: RectLike): number =>
  Math.max(firstTile(rect), Math.floor((rect.top + rect.height - 1e-6) / BATCH_TILE_PX));

const batchBytes = new WeakMap<Batch, number>();

/** The bytes of a batch's vertex data (its arrays as handed to deck.gl), kept: a batch's parts never change. */
function bytesOf(batch: Batch): number {
  let bytes = batchBytes.get(batch);
  if (bytes !== undefined) return bytes;
  bytes = batch.data.startIndices?.byteLength ?? 0;
  for (const attribute of Object.values(batch.data.attributes)) bytes += attribute.value.byteLength;
  batchBytes.set(batch, bytes);
  return bytes;
}

/** Whether two lists of placed charts are the same (an entry's placed chart is made again when it changes). */
const samePlaced = (a: readonly PlacedChart[], b: readonly PlacedChart[]): boolean =>
  a.length === b.length && a.every((chart, i) => chart === b[i]);

/** The batch tile of a chart: the tile its top lies in (see batches.ts). */
const batchTileOf = (rect: RectLike): number => Math.floor(rect.top / BATCH_TILE_PX);

const extents = new WeakMap<Batch, { top: number; bottom: number }>();

/**
 * From the top of a batch's highest chart to the bottom of its lowest (host coordinates), kept: a batch's parts never
 * change.
 */
function extentOf(batch: Batch): { top: number; bottom: number } {
  let extent = extents.get(batch);
  if (extent) return extent;
  extent = { top: Infinity, bottom: -Infinity };
  for (const { rect } of batch.parts) {
    extent.top = Math.min(extent.top, rect.top);
    extent.bottom = Math.max(extent.bottom, rect.top + rect.height);
  }
  extents.set(batch, extent);
  return extent;
}

/** Creates the page's chart canvas; deck.gl starts with the first registered chart. */
export function createChartCanvas(
  env: CanvasEnvironment = browserEnvironment(),
  options: { keptBatchBytes?: number } = {},
): ChartCanvas {
  const keptBatchBytes = options.keptBatchBytes ?? KEPT_BATCH_BYTES;
  const entries = new Map<string, Entry>();
  let host: Element | null = null;
  let deck: DeckLike | null = null;
  let stopListening: (() => void) | null = null;
  let unobserveHost: (() => void) | null = null;
  let nextKey = 0;
  /** The horizontal extent of the tiles (the host's visible width) and the tiles shown, by index. */
  let columns: { left: number; right: number } | null = null;
  const tiles = new Map<number, TileSurface>();
  const dirty = new Set<number>();
  /** The batches in the deck by id, kept across drawings so an unchanged batch keeps its layer and GPU buffers. */
  const batchCache = new Map<string, Batch>();
  /**
   * The batch tiles whose batches stay in the deck, least recently shown first (those shown, and others within
   * KEPT_BATCH_BYTES): for each, its batches and the charts they were last made or found unchanged from.
   */
  let kept = new Map<number, { charts: PlacedChart[]; batches: Batch[] }>();
  let keptBytes = 0;
  /** The tile being drawn. */
  let aimedTile: Span | null = null;
  /** The maps' deck.gl layers, kept while their maps hold the same marks, and what the last drawing routed where. */
  const mapLayers = new MapLayers();
  let drawing: MapDrawing = { layers: [], routes: new Map(), mapLayerIds: new Set() };
  // A batch is drawn only on the tiles it reaches: the deck holds the batches of every kept tile.
  const layerFilter = (context: { layer: { id: string }; viewport: { id: string } }): boolean => {
    const batch = batchCache.get(context.layer.id);
    const extent = batch && extentOf(batch);
    if (extent && aimedTile && (extent.bottom <= aimedTile.top || extent.top >= aimedTile.bottom)) return false;
    return drawsIn(drawing, context.layer.id, context.viewport.id);
  };
  let draws = 0;
  let scheduled = false;
  let lastScheduledDraw = -Infinity;
  let urgent = false;
  let relayout = false;
  let warmUpPending = false;
  const unmeasured = new Set<Entry>();

  /** Whether a rectangle of the host touches a shown tile (no array made: this runs for every chart, often). */
  const onShownTile = (rect: RectLike): boolean => {
    for (let index = firstTile(rect), last = lastTile(rect); index <= last; index += 1)
      if (tiles.has(index)) return true;
    return false;
  };

  const tileSpan = (index: number): Span => ({
    left: columns?.left ?? 0,
    right: columns?.right ?? 0,
    top: index * BATCH_TILE_PX,
    bottom: (index + 1) * BATCH_TILE_PX,
  });

  /** Where the host's visible part is now; null when the host is off screen. */
  const look = () => {
    if (!host) return null;
    const { width, height, dpr } = env.viewport();
    const hostRect = host.getBoundingClientRect();
    return { hostRect, visible: visibleSpan(hostRect, width, height), viewportHeight: height, dpr };
  };

  /**
   * The batches of every shown tile (each chart on a shown tile with the whole of its batch tile) and of the kept
   * tiles (KEPT_BATCH_BYTES). All of them go to deck.gl for every tile's drawing, which draws those reaching the tile
   * (layerFilter), so no layer is dropped between two tiles' drawings or while its tile is kept, and each keeps its
   * GPU buffers while its charts are unchanged.
   */
  const shownBatches = (): Batch[] => {
    const reaching = new Set<number>();
    const byTile = new Map<number, PlacedChart[]>();
    for (const entry of entries.values()) {
      const { key, rect, layers } = entry;
      if (!rect) continue;
      const tile = batchTileOf(rect);
      const placed = byTile.get(tile) ?? [];
      if (entry.placed?.rect !== rect || entry.placed.layers !== layers) entry.placed = { key, rect, layers };
      placed.push(entry.placed);
      byTile.set(tile, placed);
      if (onShownTile(rect)) reaching.add(tile);
    }
    const batches = batchMarks(
      [...reaching].flatMap((index) => byTile.get(index) ?? []),
      [...batchCache.values()],
    );
    const shownNow = new Map<number, { charts: PlacedChart[]; batches: Batch[] }>();
    for (const index of reaching) shownNow.set(index, { charts: byTile.get(index) ?? [], batches: [] });
    let bytes = 0;
    for (const batch of batches) {
      shownNow.get(batchTileOf(batch.parts[0]!.rect))?.batches.push(batch);
      bytes += bytesOf(batch);
    }
    // The tiles off the screen, most recently shown first, keep their batches while within the budget and while their
    // charts are unchanged; a tile whose chart changed (a reload, a cross filter) drops them, and they are made when
    // it is shown again, not for every change off the screen. Once one tile does not fit, the older ones go too.
    const stillKept: [number, { charts: PlacedChart[]; batches: Batch[] }][] = [];
    let full = false;
    for (const [index, last] of [...kept].reverse()) {
      if (reaching.has(index) || full || bytes >= keptBatchBytes) continue;
      const charts = byTile.get(index) ?? [];
      const unchanged = samePlaced(last.charts, charts) ? last.batches : unchangedBatches(charts, batchCache);
      if (!unchanged) continue;
      let tileBytes = 0;
      for (const batch of unchanged) tileBytes += bytesOf(batch);
      full = bytes + tileBytes > keptBatchBytes;
      if (full) continue;
      bytes += tileBytes;
      batches.push(...unchanged);
      stillKept.push([index, { charts, batches: unchanged }]);
    }
    kept = new Map([...stillKept.reverse(), ...shownNow]);
    keptBytes = bytes;
    batchCache.clear();
    for (const batch of batches) batchCache.set(batch.id, batch);
    return batches;
  };

  /** The maps on a shown tile: their layers go to deck.gl with every tile's drawing, so none loses its buffers. */
  const shownMaps = (): PlacedMap[] => {
    const maps: PlacedMap[] = [];
    for (const { key, rect, map } of entries.values())
      if (map && rect && rect.width > 0 && rect.height > 0 && onShownTile(rect))
        maps.push({ viewId: mapViewId(key), rect, scene: map });
    return maps;
  };

  /**
   * Sets the deck to tile `index`: its size and camera, with `batches` and the shown maps' layers as its layers, and
   * a map view over each map on the tile at the map's camera.
   */
  const aim = (index: number, batches: readonly Batch[]): void => {
    const span = tileSpan(index);
    aimedTile = span;
    const maps = shownMaps();
    drawing = mapDrawing(maps, mapLayers);
    const onTile = maps.filter((map) => tilesOf(map.rect).includes(index));
    const viewState: Record<string, Record<string, unknown>> = { [PAGE_VIEW_ID]: bandViewState(span) };
    for (const map of onTile) viewState[map.viewId] = mapViewState(map.scene.viewport);
    deck?.setProps({
      width: span.right - span.left,
      height: BATCH_TILE_PX,
      views: [
        pageView(span.right - span.left, BATCH_TILE_PX),
        ...onTile.map((map) => mapView(map, span.left, span.top)),
      ],
      viewState,
      layers: [...batches.map(toDeckLayer), ...drawing.layers],
      layerFilter,
    });
  };

  /** Draws the dirty tiles that are shown and copies each drawing onto its tile. */
  const drawDirty = (): void => {
    if (!deck || !columns || !deck.ready()) return;
    const order = [...dirty].filter((index) => tiles.has(index)).sort((a, b) => a - b);
    dirty.clear();
    if (!order.length) return;
    const batches = shownBatches();
    let late = false;
    for (const index of order) {
      const surface = tiles.get(index);
      if (!surface) continue;
      aim(index, batches);
      deck.redraw('sync');
      const span = tileSpan(index);
      if (surface.copy(span.left, span.top, span.right - span.left, BATCH_TILE_PX)) draws += 1;
      else {
        dirty.add(index);
        late = true;
      }
    }
    if (late) schedule();
  };

  /**
   * Shows the tiles around the visible part (every tile anew when the width changed), releasing the others; answers
   * whether the shown tiles changed.
   */
  const chooseTiles = (visible: Span | null, viewportHeight: number): boolean => {
    if (!deck) return false;
    const hostHeight = host?.getBoundingClientRect().height ?? 0;
    const range = visible ? tileRange(visible, hostHeight, viewportHeight, BATCH_TILE_PX) : null;
    const nextColumns = visible ? { left: visible.left, right: visible.right } : null;
    const widthChanged =
      !columns || !nextColumns || columns.left !== nextColumns.left || columns.right !== nextColumns.right;
    columns = nextColumns;
    let changed = false;
    for (const [index, surface] of tiles) {
      if (range && index >= range.first && index <= range.last && !widthChanged) continue;
      surface.release();
      tiles.delete(index);
      changed = true;
    }
    if (!range) return changed;
    for (let index = range.first; index <= range.last; index += 1) {
      if (tiles.has(index)) continue;
      tiles.set(index, deck.createTile());
      dirty.add(index);
      changed = true;
    }
    return changed;
  };

  /**
   * Follows the sizes of the charts near the screen only: those on a shown tile, and those not measured yet. The
   * browser checks every observed element at every frame (on the 1,000-chart dashboard once loaded, 3.4 s of a 70 s
   * scroll's main thread for 960 elements). A chart coming near again is observed again, and the observer's first
   * report of it has it measured anew, so a resize while it was away is drawn.
   */
  const followNear = (): void => {
    for (const entry of entries.values()) {
      const near = !entry.rect || onShownTile(entry.rect);
      if (near && !entry.unobserve) entry.unobserve = env.observe(entry.element, () => schedule(entry));
      else if (!near && entry.unobserve) {
        entry.unobserve();
        entry.unobserve = null;
      }
    }
  };

  /** Marks the tiles a chart is drawn on (by its rectangle, old or new) as needing a drawing. */
  const touch = (rect: RectLike | null): void => {
    if (rect) for (const index of tilesOf(rect)) dirty.add(index);
  };

  /** Reads the rectangles of `which` relative to the host (the layout of the others is taken as unchanged). */
  const measure = (which: Iterable<Entry>, hostRect: RectLike, dpr: number): void => {
    for (const entry of which) {
      if (!entries.has(entry.key)) continue;
      const r = entry.element.getBoundingClientRect();
      const rect = snapRect(
        entry.key,
        { left: r.left - hostRect.left, top: r.top - hostRect.top, width: r.width, height: r.height },
        dpr,
      );
      const next = { left: rect.x, top: rect.y, width: rect.width, height: rect.height };
      if (sameRect(entry.rect, next)) continue;
      touch(entry.rect);
      entry.rect = next;
      touch(next);
    }
  };

  /** Measures what changed (every chart when the layout did), picks the tiles and draws those that need it. */
  const flush = (all: boolean): void => {
    scheduled = false;
    const which = all || relayout ? entries.values() : [...unmeasured];
    relayout = false;
    unmeasured.clear();
    const seen = look();
    if (!deck || !seen) return;
    measure(which, seen.hostRect, seen.dpr);
    chooseTiles(seen.visible, seen.viewportHeight);
    followNear();
    drawDirty();
  };

  /** Re-reads every chart's rectangle relative to the host, picks the tiles and draws, now. */
  const sync = (): void => flush(true);

  /** Draws before the next frame: registrations, new marks and resizes of one frame make one drawing. */
  const schedule = (entry?: Entry | 'layout', now = false): void => {
    if (entry === 'layout') relayout = true;
    else if (entry) unmeasured.add(entry);
    if (now) urgent = true;
    if (scheduled) return;
    scheduled = true;
    const atFrame = (time: number): void => {
      // Charts arriving one after another are drawn together, at most every MIN_REDRAW_INTERVAL_MS; a camera moved by
      // the user is drawn at the next frame.
      if (!urgent && time - lastScheduledDraw < MIN_REDRAW_INTERVAL_MS) {
        env.beforeNextFrame(atFrame);
        return;
      }
      if (!urgent) lastScheduledDraw = time;
      urgent = false;
      flush(false);
    };
    env.beforeNextFrame(atFrame);
  };

  /** A scroll moves the host's visible part: only tiles coming near the screen are drawn. */
  const onScroll = (target: EventTarget | null): void => {
    if (!deck || !host) return;
    if (target && target !== host && typeof (target as Node).nodeType === 'number' && host.contains(target as Node)) {
      sync(); // a scroller inside the host moved charts within it
      return;
    }
    const seen = look();
    if (!seen) return;
    if (chooseTiles(seen.visible, seen.viewportHeight)) followNear();
    drawDirty();
  };

  /**
   * Makes the deck. `warm`: started ahead of any chart (startEarly), it draws one transparent mark of each kind first,
   * so every kind's shaders are compiled before a chart needs them. Started by a chart (none was made before), it
   * does not: that chart's own kinds compile as it is drawn, and the others when a chart of theirs first is, so the
   * first chart does not wait on shaders it never uses.
   */
  const start = (warm = false): DeckLike => {
    host ??= env.defaultHost();
    let created: DeckLike | null = null;
    // deck.gl sets its device up asynchronously and draws nothing before: the tiles wanted meanwhile stay dirty and
    // are drawn once it is ready. The first drawing is of a tile's size (the host's visible width), so deck.gl's buffer
    // is resized then, not when the first chart is drawn (a resize on software WebGL took up to 250 ms).
    const onReady = (): void => {
      if (!created || deck !== created) return;
      const visible = look()?.visible;
      const span = { left: visible?.left ?? 0, right: visible?.right ?? env.viewport().width };
      created.setProps({
        width: span.right - span.left,
        height: BATCH_TILE_PX,
        views: [pageView(span.right - span.left, BATCH_TILE_PX)],
        viewState: bandViewState({ ...span, top: 0, bottom: BATCH_TILE_PX }),
        layers: warm ? warmUpLayers() : [],
      });
      created.redraw('sync');
      drawDirty();
    };
    created = env.createDeck(host, onReady);
    deck = created;
    stopListening = env.listen(onScroll, sync);
    unobserveHost = env.observe(host, () => schedule('layout'));
    if (created.ready()) onReady();
    return created;
  };

  const dropTiles = (): void => {
    for (const surface of tiles.values()) surface.release();
    tiles.clear();
    dirty.clear();
    batchCache.clear();
    kept.clear();
    keptBytes = 0;
    columns = null;
  };

  /** The charts drawn now: those on a shown tile. */
  const shown = (): Set<string> => {
    const keys = new Set<string>();
    for (const { key, rect } of entries.values()) if (rect && onShownTile(rect)) keys.add(key);
    return keys;
  };

  return {
    attach(next, options = {}) {
      if (next === host && deck) return;
      if (deck) {
        dropTiles();
        deck.finalize();
        deck = null;
        stopListening?.();
        unobserveHost?.();
      }
      host = next;
      if (entries.size) {
        start();
        schedule('layout');
        return;
      }
      if (!options.startEarly) return;
      // The deck starts with the page, so its shaders are ready when the first chart's data arrives: in a task of its
      // own once the page's first request has left, so the compiling delays none of its requests, and a page
      // destroyed at once (React's strict mode mounts twice) never makes a WebGL context it drops. Not at idle: a
      // dashboard's main thread has none before its first chart, and the deck made later held that chart's drawing
      // (first chart on the 200-chart dashboard, warm: about 1.9 s against 2.2 s in three runs each).
      warmUpPending = true;
      const warmUp = (): void => {
        if (warmUpPending && !deck && host) start(true);
        warmUpPending = false;
      };
      const afterTask = (): void => {
        if (!warmUpPending) return;
        if (env.afterTask) env.afterTask(warmUp);
        else env.beforeNextFrame(warmUp);
      };
      if (options.startEarly === true) afterTask();
      else options.startEarly.then(afterTask, afterTask);
    },
    register(element, layers, map = null) {
      if (!deck) start();
      const key = `chart-${(nextKey += 1)}`;
      const entry: Entry = { key, element, layers, map, rect: null, placed: null, unobserve: null };
      entry.unobserve = env.observe(element, () => schedule(entry));
      entries.set(key, entry);
      schedule(entry);
      return {
        key,
        update(next, options) {
          const mapChanged = options?.map !== undefined && options.map !== entry.map;
          if (!mapChanged && sameMarkLayers(entry.layers, next)) return;
          entry.layers = next;
          if (options?.map !== undefined) entry.map = options.map;
          touch(entry.rect);
          schedule(undefined, options?.now === true);
        },
        pick(clientX, clientY, radius = 4) {
          if (!deck || !host || !columns || !entry.rect || !entries.has(key)) return null;
          const hostRect = host.getBoundingClientRect();
          const y = clientY - hostRect.top;
          const index = Math.floor(y / BATCH_TILE_PX);
          if (!tiles.has(index) || !tilesOf(entry.rect).includes(index)) return null;
          // A chart's marks are found from its render model; a map's, moved by its camera, by deck.gl's picking.
          let hit: MarkHit | null;
          if (entry.map) {
            aim(index, shownBatches());
            const at = { x: clientX - hostRect.left - columns.left, y: y - index * BATCH_TILE_PX, radius };
            hit = pickMap(deck, entry.map, mapLayers, mapViewId(key), at);
          } else hit = markAt(entry.layers, entry.rect, clientX - hostRect.left, y, radius);
          if (!hit) return null;
          const { marks, index: markIndex } = hit;
          const datum = marks.kind === 'path' ? -1 : (marks.datum[markIndex] ?? -1);
          return { layerId: marks.id, index: markIndex, series: marks.series[markIndex] ?? -1, datum };
        },
        dispose() {
          if (!entries.has(key)) return;
          entry.unobserve?.();
          entries.delete(key);
          touch(entry.rect);
          schedule();
        },
      };
    },
    sync,
    expedite() {
      urgent = true;
    },
    stats: () => ({
      registered: entries.size,
      visible: shown().size,
      draws,
      tiles: tiles.size,
      keptTiles: kept.size,
      keptBytes,
    }),
    destroy() {
      warmUpPending = false;
      stopListening?.();
      stopListening = null;
      unobserveHost?.();
      unobserveHost = null;
      for (const entry of entries.values()) entry.unobserve?.();
      entries.clear();
      dropTiles();
      deck?.finalize();
      deck = null;
    },
  };
}
