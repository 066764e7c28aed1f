/**
 * The page's one WebGL canvas. It lies under the charts inside the page's chart host and scrolls with it, covering a
 * band around the visible part (see viewRects.ts): scrolling within the band is the browser's alone, and the canvas
 * is redrawn when the band moves, a chart's marks change or the layout changes. One deck.gl instance and one view
 * draw every chart in the band, their marks merged into a few layers (see batches.ts), each mark placed on its
 * chart's plot rectangle and clipped to it.
 */
import { Deck, OrthographicView } from '@deck.gl/core';
import type { Layer, View } from '@deck.gl/core';
import type { MarkLayer } from '../model';
import { batchMarks, partAt } from './batches';
import { cacheUniformBlockIndices } from './glCalls';
import type { Batch, PlacedChart } from './batches';
import { toDeckLayer } from './layers';
import { bandCovers, bandViewState, chooseBand, inBand, snapRect, visibleSpan } from './viewRects';
import type { Band, RectLike } from './viewRects';

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
  update(layers: readonly MarkLayer[]): void;
  pick(clientX: number, clientY: number, radius?: number): CanvasPick | null;
  dispose(): void;
}

/** The manager both the dashboard and the slice page use. */
export interface ChartCanvas {
  /** Lays the canvas in `host`, the positioned element the charts are laid out in (else the document body). */
  attach(host: Element): void;
  /** Draws `layers` on the rectangle of `element`; returns the handle (its dispose is the disposer). */
  register(element: Element, layers: readonly MarkLayer[]): ChartCanvasHandle;
  /** Re-reads rectangles and redraws now (layout changed). */
  sync(): void;
  /** Registered and currently drawn chart counts, and how many times the canvas was drawn. */
  stats(): { registered: number; visible: number; draws: number };
  destroy(): void;
}

/** The part of deck.gl the manager drives; tests hand in a fake. */
export interface DeckLike {
  setProps(props: { views?: View[]; viewState?: Record<string, unknown>; layers?: Layer[]; width?: number; height?: number }): void;
  /** Moves the canvas to (left, top) of its host, in CSS pixels. */
  place(left: number, top: number): void;
  redraw(reason?: string): void;
  pickObject(opts: { x: number; y: number; radius?: number; layerIds?: string[] }): { index: number; layer?: { id: string } | null } | null;
  finalize(): void;
}

/** The browser pieces the manager uses, injectable for tests. */
export interface CanvasEnvironment {
  viewport(): { width: number; height: number; dpr: number };
  /** Calls `onScroll` with the scrolled target on any scroll, `onResize` on window resizes; answers the remover. */
  listen(onScroll: (target: EventTarget | null) => void, onResize: () => void): () => void;
  observe(element: Element, onResize: () => void): () => void;
  /** A deck.gl instance whose canvas lies in `host`, under its other children. */
  createDeck(host: Element): DeckLike;
  /** The host used when the page attached none. */
  defaultHost(): Element;
  /** Runs `callback` with the frame's time (ms) before the next frame is painted. */
  beforeNextFrame(callback: (time: number) => void): void;
}

interface Entry {
  key: string;
  element: Element;
  layers: readonly MarkLayer[];
  /** The element's rectangle in host coordinates, as last measured (device-pixel snapped); a new object when moved. */
  rect: RectLike | null;
  unobserve: () => void;
}

/** The layer the canvas lies in: the host's size, clipping the canvas, never catching the pointer. */
export const CANVAS_LAYER_STYLE = {
  position: 'absolute',
  left: '0',
  top: '0',
  right: '0',
  bottom: '0',
  overflow: 'clip',
  pointerEvents: 'none',
  zIndex: '0',
} as const;

/** One ResizeObserver for every observed element (cheaper for the browser than one each); answers the stopper. */
function sharedResizeObserver(): CanvasEnvironment['observe'] {
  const callbacks = new Map<Element, Set<() => void>>();
  let observer: ResizeObserver | null = null;
  return (element, onResize) => {
    observer ??= new ResizeObserver((entries) => {
      for (const entry of entries) callbacks.get(entry.target)?.forEach((callback) => callback());
    });
    let set = callbacks.get(element);
    if (!set) {
      set = new Set();
      callbacks.set(element, set);
      observer.observe(element);
    }
    const callback = (): void => onResize();
    set.add(callback);
    return () => {
      set.delete(callback);
      if (set.size || callbacks.get(element) !== set) return;
      callbacks.delete(element);
      observer?.unobserve(element);
    };
  };
}

/** The real browser environment: window events, ResizeObserver and a deck.gl instance in a layer of the host. */
export function browserEnvironment(id = 'tessera-chart-canvas'): CanvasEnvironment {
  return {
    viewport: () => ({ width: window.innerWidth, height: window.innerHeight, dpr: window.devicePixelRatio || 1 }),
    listen(onScroll, onResize) {
      const options = { capture: true, passive: true } as const;
      const scrolled = (event: Event) => onScroll(event.target);
      window.addEventListener('scroll', scrolled, options);
      window.addEventListener('resize', onResize, options);
      return () => {
        window.removeEventListener('scroll', scrolled, options);
        window.removeEventListener('resize', onResize, options);
      };
    },
    observe: sharedResizeObserver(),
    defaultHost: () => document.body,
    beforeNextFrame: (callback) => {
      requestAnimationFrame(callback);
    },
    createDeck(host) {
      if (host instanceof HTMLElement && getComputedStyle(host).position === 'static') host.style.position = 'relative';
      const layer = document.createElement('div');
      Object.assign(layer.style, CANVAS_LAYER_STYLE);
      const canvas = document.createElement('canvas');
      canvas.id = id;
      Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', width: '0', height: '0' });
      layer.append(canvas);
      host.prepend(layer);
      const deck = new Deck<View[]>({
        id,
        canvas,
        width: 0,
        height: 0,
        style: { position: 'absolute' },
        useDevicePixels: true,
        controller: false,
        onWebGLInitialized: cacheUniformBlockIndices,
        onLoad: () => dropDefaultWidgets(deck),
        views: [new OrthographicView({ id: 'page', flipY: false, controller: false })],
        layers: [],
      });
      return {
        // The view state is the plain camera object; deck types it per ViewsT tuple.
        setProps: (props) => deck.setProps(props as Parameters<typeof deck.setProps>[0]),
        place(left, top) {
          canvas.style.left = `${left}px`;
          canvas.style.top = `${top}px`;
        },
        redraw: (reason) => deck.redraw(reason),
        pickObject: (opts) => deck.pickObject(opts),
        finalize: () => {
          deck.finalize();
          layer.remove();
        },
      };
    },
  };
}

/**
 * deck.gl adds a tooltip widget of its own and, on every drawing, re-measures its container (the canvas's parent's
 * clientWidth), which forces a layout of the page. Tessera draws its tooltips in the DOM, so the widget goes.
 */
function dropDefaultWidgets(deck: unknown): void {
  const manager = (deck as { widgetManager?: { finalize?: () => void; containers?: Record<string, unknown> } }).widgetManager;
  if (typeof manager?.finalize !== 'function' || !manager.containers) return;
  manager.finalize();
  manager.containers = {};
}

/** The shortest time between two drawings for new or changed charts; scrolling the band away draws at once. */
export const MIN_REDRAW_INTERVAL_MS = 100;

const sameRect = (a: RectLike | null, b: RectLike): boolean =>
  !!a && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height;

/** Creates the page's chart canvas; deck.gl starts with the first registered chart. */
export function createChartCanvas(env: CanvasEnvironment = browserEnvironment()): ChartCanvas {
  const entries = new Map<string, Entry>();
  let host: Element | null = null;
  let deck: DeckLike | null = null;
  let stopListening: (() => void) | null = null;
  let unobserveHost: (() => void) | null = null;
  let nextKey = 0;
  let band: Band | null = null;
  let hostHeight = 0;
  let drawn = new Set<string>();
  let batches: Batch[] = [];
  let draws = 0;
  let scheduled = false;
  let lastScheduledDraw = -Infinity;
  let relayout = false;
  const unmeasured = new Set<Entry>();

  /** Where the host's visible part is now; null when the host is off screen. */
  const look = () => {
    if (!host) return null;
    const { width, height, dpr } = env.viewport();
    const hostRect = host.getBoundingClientRect();
    hostHeight = hostRect.height;
    return { hostRect, visible: visibleSpan(hostRect, width, height), viewportHeight: height, dpr };
  };

  /** Draws the charts in the band; batches whose charts, marks and rectangles are unchanged keep their layers. */
  const draw = (): void => {
    if (!deck) return;
    const placed: PlacedChart[] = [];
    const now = new Set<string>();
    for (const { key, rect, layers } of entries.values()) {
      if (!band || !rect || !inBand(rect, band)) continue;
      placed.push({ key, rect, layers });
      now.add(key);
    }
    drawn = now;
    batches = batchMarks(placed, batches);
    const layers: Layer[] = batches.map(toDeckLayer);
    const width = band ? band.right - band.left : 0;
    const height = band ? band.bottom - band.top : 0;
    deck.setProps({ width, height, viewState: band ? bandViewState(band) : { target: [0, 0], zoom: 0 }, layers });
    // Drawn before it is moved: deck.gl reads its parent's size while drawing, which would force a layout of the page
    // if the canvas had just moved. Both happen before the next frame is painted.
    deck.redraw('sync');
    deck.place(band?.left ?? 0, band?.top ?? 0);
    draws += 1;
  };

  /** Reads the rectangles of `which` relative to the host (the layout of the others is taken as unchanged). */
  const measure = (which: Iterable<Entry>, hostRect: RectLike, dpr: number): void => {
    for (const entry of which) {
      if (!entries.has(entry.key)) continue;
      const r = entry.element.getBoundingClientRect();
      const rect = snapRect(entry.key, { left: r.left - hostRect.left, top: r.top - hostRect.top, width: r.width, height: r.height }, dpr);
      const next = { left: rect.x, top: rect.y, width: rect.width, height: rect.height };
      if (!sameRect(entry.rect, next)) entry.rect = next;
    }
  };

  /** Measures what changed (every chart when the layout did), picks the band and draws. */
  const flush = (all: boolean): void => {
    scheduled = false;
    const which = all || relayout ? entries.values() : [...unmeasured];
    relayout = false;
    unmeasured.clear();
    const seen = look();
    if (!deck || !seen) return;
    const { hostRect, visible, viewportHeight, dpr } = seen;
    measure(which, hostRect, dpr);
    band = visible ? chooseBand(visible, hostHeight, viewportHeight, dpr) : null;
    draw();
  };

  /** Re-reads every chart's rectangle relative to the host, picks the band and draws, now. */
  const sync = (): void => flush(true);

  /** Draws before the next frame: registrations, new marks and resizes of one frame make one drawing. */
  const schedule = (entry?: Entry | 'layout'): void => {
    if (entry === 'layout') relayout = true;
    else if (entry) unmeasured.add(entry);
    if (scheduled) return;
    scheduled = true;
    const atFrame = (time: number): void => {
      // Charts arriving one after another are drawn together, at most every MIN_REDRAW_INTERVAL_MS.
      if (time - lastScheduledDraw < MIN_REDRAW_INTERVAL_MS) {
        env.beforeNextFrame(atFrame);
        return;
      }
      lastScheduledDraw = time;
      flush(false);
    };
    env.beforeNextFrame(atFrame);
  };

  /** A scroll moves the host's visible part: nothing to do while the band still covers it. */
  const onScroll = (target: EventTarget | null): void => {
    if (!deck || !host) return;
    if (target && target !== host && typeof (target as Node).nodeType === 'number' && host.contains(target as Node)) {
      sync(); // a scroller inside the host moved charts within it
      return;
    }
    const seen = look();
    if (!seen) return;
    const { visible, viewportHeight, dpr } = seen;
    if (visible && band && bandCovers(band, visible, hostHeight, dpr)) return;
    band = visible ? chooseBand(visible, hostHeight, viewportHeight, dpr) : null;
    draw();
  };

  const start = (): DeckLike => {
    host ??= env.defaultHost();
    deck = env.createDeck(host);
    stopListening = env.listen(onScroll, sync);
    unobserveHost = env.observe(host, () => schedule('layout'));
    return deck;
  };

  return {
    attach(next) {
      if (next === host) return;
      if (deck) {
        deck.finalize();
        deck = null;
        batches = [];
        stopListening?.();
        unobserveHost?.();
      }
      host = next;
      if (entries.size) {
        start();
        schedule('layout');
      }
    },
    register(element, layers) {
      if (!deck) start();
      const key = `chart-${(nextKey += 1)}`;
      const entry: Entry = { key, element, layers, rect: null, unobserve: () => undefined };
      entry.unobserve = env.observe(element, () => schedule(entry));
      entries.set(key, entry);
      schedule(entry);
      return {
        key,
        update(next) {
          entry.layers = next;
          schedule();
        },
        pick(clientX, clientY, radius = 4) {
          if (!deck || !host || !band || !drawn.has(key)) return null;
          const hostRect = host.getBoundingClientRect();
          const mine = batches.filter((batch) => batch.parts.some((part) => part.key === key));
          const layerIds = mine.map((batch) => batch.id);
          const info = deck.pickObject({ x: clientX - hostRect.left - band.left, y: clientY - hostRect.top - band.top, radius, layerIds });
          const batch = info && info.index >= 0 ? mine.find((b) => b.id === info.layer?.id) : undefined;
          const part = batch && info ? partAt(batch, info.index) : null;
          // The nearest mark may be a neighbour's, just outside this chart's plot: nothing of this chart was hit.
          if (!info || !part || part.key !== key) return null;
          const { marks } = part;
          const index = info.index - part.first;
          const datum = marks.kind === 'path' ? -1 : (marks.datum[index] ?? -1);
          return { layerId: marks.id, index, series: marks.series[index] ?? -1, datum };
        },
        dispose() {
          if (!entries.has(key)) return;
          entry.unobserve();
          entries.delete(key);
          schedule();
        },
      };
    },
    sync,
    stats: () => ({ registered: entries.size, visible: drawn.size, draws }),
    destroy() {
      stopListening?.();
      stopListening = null;
      unobserveHost?.();
      unobserveHost = null;
      for (const entry of entries.values()) entry.unobserve();
      entries.clear();
      batches = [];
      deck?.finalize();
      deck = null;
    },
  };
}
