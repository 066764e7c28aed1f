/** The page's one WebGL canvas: a fixed deck.gl instance under the DOM grid, one OrthographicView per visible chart. */
import { Deck, OrthographicView } from '@deck.gl/core';
import type { Layer, View } from '@deck.gl/core';
import type { MarkLayer } from '../model';
import { deckLayerId, toDeckLayer } from './layers';
import { computeViewRects, unitViewState } from './viewRects';
import type { ViewRect } from './viewRects';

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
  /** Draws `layers` in the view that follows `element`'s rectangle; returns the handle (its dispose is the disposer). */
  register(element: Element, layers: readonly MarkLayer[]): ChartCanvasHandle;
  /** Re-reads rectangles and redraws now (layout changed). */
  sync(): void;
  /** Registered and currently drawn chart counts. */
  stats(): { registered: number; visible: number };
  destroy(): void;
}

/** The part of deck.gl the manager drives; tests hand in a fake. */
export interface DeckLike {
  setProps(props: { views?: View[]; viewState?: Record<string, unknown>; layers?: Layer[] }): void;
  redraw(reason?: string): void;
  pickObject(opts: { x: number; y: number; radius?: number; layerIds?: string[] }): { index: number; layer?: { id: string } | null } | null;
  finalize(): void;
}

/** The browser pieces the manager uses, injectable for tests. */
export interface CanvasEnvironment {
  viewport(): { width: number; height: number; dpr: number };
  listen(onChange: () => void): () => void;
  observe(element: Element, onResize: () => void): () => void;
  createDeck(): DeckLike;
}

interface Entry {
  key: string;
  element: Element;
  layers: readonly MarkLayer[];
  unobserve: () => void;
}

/** The shared canvas's style: fixed to the viewport (deck.gl would make it absolute and it would scroll away). */
export const CANVAS_STYLE = {
  position: 'fixed',
  left: '0',
  top: '0',
  width: '100vw',
  height: '100vh',
  pointerEvents: 'none',
  zIndex: '0',
} as const;

/** The real browser environment: window events, ResizeObserver and a deck.gl instance on a fixed canvas. */
export function browserEnvironment(id = 'tessera-chart-canvas'): CanvasEnvironment {
  return {
    viewport: () => ({ width: window.innerWidth, height: window.innerHeight, dpr: window.devicePixelRatio || 1 }),
    listen(onChange) {
      const options = { capture: true, passive: true } as const;
      window.addEventListener('scroll', onChange, options);
      window.addEventListener('resize', onChange, options);
      return () => {
        window.removeEventListener('scroll', onChange, options);
        window.removeEventListener('resize', onChange, options);
      };
    },
    observe(element, onResize) {
      const observer = new ResizeObserver(onResize);
      observer.observe(element);
      return () => observer.disconnect();
    },
    createDeck() {
      const canvas = document.createElement('canvas');
      canvas.id = id;
      Object.assign(canvas.style, CANVAS_STYLE);
      document.body.prepend(canvas);
      const deck = new Deck<View[]>({
        id,
        canvas,
        width: '100%',
        height: '100%',
        style: { ...CANVAS_STYLE },
        useDevicePixels: true,
        controller: false,
        views: [],
        layers: [],
        layerFilter: ({ layer, viewport }) => layer.id.startsWith(`${viewport.id}/`),
      });
      return {
        // The view states are built per view id at run time; deck types them per ViewsT tuple.
        setProps: (props) => deck.setProps(props as Parameters<typeof deck.setProps>[0]),
        redraw: (reason) => deck.redraw(reason),
        pickObject: (opts) => deck.pickObject(opts),
        finalize: () => {
          deck.finalize();
          canvas.remove();
        },
      };
    },
  };
}

/** Creates the page's chart canvas; deck.gl starts with the first registered chart. */
export function createChartCanvas(env: CanvasEnvironment = browserEnvironment()): ChartCanvas {
  const entries = new Map<string, Entry>();
  let deck: DeckLike | null = null;
  let stopListening: (() => void) | null = null;
  let nextKey = 0;
  let visible: ViewRect[] = [];
  let scheduled = false;

  const sync = (): void => {
    scheduled = false;
    if (!deck) return;
    const { width, height, dpr } = env.viewport();
    const cells = [...entries.values()].map((e) => ({ key: e.key, rect: e.element.getBoundingClientRect() }));
    visible = computeViewRects(cells, width, height, dpr);
    const views: View[] = [];
    const viewState: Record<string, unknown> = {};
    const layers: Layer[] = [];
    for (const rect of visible) {
      const entry = entries.get(rect.key);
      if (!entry) continue;
      views.push(new OrthographicView({ id: rect.key, x: rect.x, y: rect.y, width: rect.width, height: rect.height, flipY: false, controller: false }));
      viewState[rect.key] = unitViewState(rect.width, rect.height);
      for (const marks of entry.layers) if (marks.count > 0) layers.push(toDeckLayer(entry.key, marks));
    }
    deck.setProps({ views, viewState, layers });
    deck.redraw('sync');
  };

  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(sync);
  };

  return {
    register(element, layers) {
      if (!deck) {
        deck = env.createDeck();
        stopListening = env.listen(sync);
      }
      const key = `chart-${(nextKey += 1)}`;
      const entry: Entry = { key, element, layers, unobserve: () => undefined };
      entry.unobserve = env.observe(element, schedule);
      entries.set(key, entry);
      schedule();
      return {
        key,
        update(next) {
          entry.layers = next;
          schedule();
        },
        pick(clientX, clientY, radius = 4) {
          if (!deck || !visible.some((v) => v.key === key)) return null;
          const layerIds = entry.layers.map((m) => deckLayerId(key, m));
          const info = deck.pickObject({ x: clientX, y: clientY, radius, layerIds });
          const id = info?.layer?.id;
          if (!info || !id || info.index < 0) return null;
          const marks = entry.layers.find((m) => deckLayerId(key, m) === id);
          if (!marks) return null;
          const datum = marks.kind === 'path' ? -1 : (marks.datum[info.index] ?? -1);
          return { layerId: marks.id, index: info.index, series: marks.series[info.index] ?? -1, datum };
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
    stats: () => ({ registered: entries.size, visible: visible.length }),
    destroy() {
      stopListening?.();
      stopListening = null;
      for (const entry of entries.values()) entry.unobserve();
      entries.clear();
      deck?.finalize();
      deck = null;
    },
  };
}
