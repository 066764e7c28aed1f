/**
 * The browser side of the one canvas: window events, one shared ResizeObserver, and a deck.gl instance on a hidden
 * WebGL canvas inside a layer of the host, whose drawings are copied onto the 2D canvases of the tiles. 2D canvases
 * keep no WebGL context, so the page holds one however many tiles it shows. A tile is drawn in the canvas's top-left
 * corner: the canvas is never made smaller, so a WebGL context made before the page knew its tiles' width (as wide as
 * the window, src/boot.ts) serves them, and a narrower tile reallocates no buffer.
 */
import { Deck } from '@deck.gl/core';
import type { View } from '@deck.gl/core';
import type { CanvasEnvironment, TileSurface } from './canvasTypes';
import { BATCH_TILE_PX } from './batches';
import { cacheUniformBlockIndices } from './glCalls';
import { pageView } from './mapViews';

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

/** Where the chart canvas takes a WebGL canvas made before the app (src/boot.ts); none until the app entry says. */
let takeEarlyCanvas: () => HTMLCanvasElement | null = () => null;

/** Hands the chart canvas the way to the WebGL canvas made as the page loaded (the app entry calls it once). */
export function provideEarlyDeckCanvas(take: () => HTMLCanvasElement | null): void {
  takeEarlyCanvas = take;
}

/** A 2D canvas in `layer` showing copies of the top-left corner of what `source` (the WebGL canvas) drew. */
function tileSurface(layer: HTMLElement, source: HTMLCanvasElement): TileSurface {
  const tile = document.createElement('canvas');
  Object.assign(tile.style, { position: 'absolute', left: '0', top: '0', width: '0', height: '0' });
  layer.append(tile);
  const context = tile.getContext('2d');
  return {
    copy(left, top, width, height) {
      const dpr = window.devicePixelRatio || 1;
      const pixelWidth = Math.min(source.width, Math.round(width * dpr));
      const pixelHeight = Math.min(source.height, Math.round(height * dpr));
      if (width * dpr - pixelWidth > 1 || height * dpr - pixelHeight > 1) return false;
      if (tile.width !== pixelWidth || tile.height !== pixelHeight) {
        tile.width = pixelWidth;
        tile.height = pixelHeight;
      }
      Object.assign(tile.style, { left: `${left}px`, top: `${top}px`, width: `${width}px`, height: `${height}px` });
      if (!context) return true;
      context.clearRect(0, 0, pixelWidth, pixelHeight);
      context.drawImage(source, 0, 0, pixelWidth, pixelHeight, 0, 0, pixelWidth, pixelHeight);
      return true;
    },
    release: () => tile.remove(),
  };
}

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

/** The real browser environment (see browserCanvas.ts): window events, ResizeObserver and a deck.gl instance in a layer of the host. */
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
    afterTask: (callback) => void setTimeout(callback, 0),
    createDeck(host, onReady) {
      if (host instanceof HTMLElement && getComputedStyle(host).position === 'static') host.style.position = 'relative';
      const layer = document.createElement('div');
      Object.assign(layer.style, CANVAS_LAYER_STYLE);
      // The WebGL canvas draws one tile at a time and is never shown: each tile is copied onto a 2D canvas of its own.
      // Made at a tile's size from the first (host width × BATCH_TILE_PX) when none was made early: a canvas made at the
      // default size and resized at the first drawing reallocates its buffer then (tens of ms on software WebGL, on
      // the first chart's path).
      const dpr = window.devicePixelRatio || 1;
      const early = earlyCanvas(dpr);
      const canvas = early ?? document.createElement('canvas');
      if (!early) {
        canvas.width = Math.max(1, Math.floor(host.getBoundingClientRect().width * dpr) || 1);
        canvas.height = Math.floor(BATCH_TILE_PX * dpr);
      }
      // Its size in CSS pixels, which deck.gl keeps its buffer at: grown for a wider tile, never shrunk.
      let size = { width: canvas.width / dpr, height: canvas.height / dpr };
      canvas.id = id;
      Object.assign(canvas.style, {
        position: 'absolute',
        left: '0',
        top: '0',
        width: '0',
        height: '0',
        visibility: 'hidden',
      });
      layer.append(canvas);
      host.prepend(layer);
      const deck = new Deck<View[]>({
        id,
        canvas,
        width: size.width,
        height: size.height,
        style: { position: 'absolute' },
        useDevicePixels: true,
        // luma.gl otherwise asks the context for every WebGL extension it knows as the device is made; each ask is a
        // round trip to the GPU process that re-initialises its shader translator (about 0.7 s in all on software
        // WebGL, measured on the dashboard's first chart). Features are then checked as they are first used.
        deviceProps: { _initializeFeatures: false },
        controller: false,
        onWebGLInitialized: cacheUniformBlockIndices,
        onLoad: () => {
          dropDefaultWidgets(deck);
          onReady();
          stopAnimationLoop(deck);
        },
        views: [pageView(size.width, size.height)],
        layers: [],
      });
      return {
        // The size asked for is the drawing's (the views lie in the canvas's top-left corner): the canvas grows to it.
        // The view state is the plain camera object; deck types it per ViewsT tuple.
        setProps: (props) => {
          const width = Math.max(size.width, props.width ?? 0);
          const height = Math.max(size.height, props.height ?? 0);
          if (width !== size.width || height !== size.height) size = { width, height };
          deck.setProps({ ...props, width: size.width, height: size.height } as Parameters<typeof deck.setProps>[0]);
        },
        createTile: () => tileSurface(layer, canvas),
        ready: () => deck.isInitialized,
        // deck.gl applies new layers in its own next frame; a tile is drawn and copied now, so they are applied first.
        redraw: (reason) => {
          applyLayers(deck);
          deck.redraw(reason);
        },
        pickObject: (opts) => {
          applyLayers(deck);
          return deck.pickObject(opts);
        },
        finalize: () => {
          deck.finalize();
          layer.remove();
        },
      };
    },
  };
}

/**
 * The canvas made early (src/boot.ts) when it was made for this device pixel ratio; else null, and one made for
 * another (the page zoomed meanwhile) lets its context go.
 */
function earlyCanvas(dpr: number): HTMLCanvasElement | null {
  const canvas = takeEarlyCanvas();
  if (!canvas || canvas.height === Math.floor(BATCH_TILE_PX * dpr)) return canvas;
  canvas.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext();
  return null;
}

/**
 * Stops deck.gl's animation loop once it is ready: the loop asks for every frame (about 1 ms of the main thread each,
 * measured on the explore page: 11–13 ms of every 250 ms at rest), while Tessera draws each tile itself through
 * deck.redraw when a chart changes (issue 12's budgets for a keystroke and a display control's repaint).
 */
function stopAnimationLoop(deck: unknown): void {
  (deck as { animationLoop?: { stop(): void } | null }).animationLoop?.stop();
}

/** Applies the layers last handed to deck.gl now (its layer manager is protected: reached as deck.gl's own frame does). */
function applyLayers(deck: unknown): void {
  (deck as { layerManager?: { updateLayers(): void } | null }).layerManager?.updateLayers();
}

/**
 * deck.gl adds a tooltip widget of its own and, on every drawing, re-measures its container (the canvas's parent's
 * clientWidth), which forces a layout of the page. Tessera draws its tooltips in the DOM, so the widget goes.
 */
function dropDefaultWidgets(deck: unknown): void {
  const manager = (deck as { widgetManager?: { finalize?: () => void; containers?: Record<string, unknown> } })
    .widgetManager;
  if (typeof manager?.finalize !== 'function' || !manager.containers) return;
  manager.finalize();
  manager.containers = {};
}
