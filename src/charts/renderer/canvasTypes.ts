/** What the one-canvas manager drives: deck.gl, the tiles and the browser, each injectable so tests hand in fakes. */
import type { Layer, View } from '@deck.gl/core';

/** Where a tile is shown: a copy of the deck's last drawing, laid at (left, top) of the host with a CSS size. */
export interface TileSurface {
  /** False when the drawing was not of the tile's size yet (deck.gl resizes its buffer a frame late): draw again. */
  copy(left: number, top: number, width: number, height: number): boolean;
  release(): void;
}

/** The part of deck.gl the manager drives; tests hand in a fake. */
export interface DeckLike {
  setProps(props: {
    views?: View[];
    viewState?: Record<string, unknown>;
    layers?: Layer[];
    /** Which layers a view draws (the page's view the batches, a map's view that map's layers). */
    layerFilter?: (context: { layer: { id: string }; viewport: { id: string } }) => boolean;
    width?: number;
    height?: number;
  }): void;
  /** Whether deck.gl has set up its device (it does so asynchronously): before that a redraw draws nothing. */
  ready(): boolean;
  redraw(reason?: string): void;
  /** A new surface for a tile, in the canvas layer of the host. */
  createTile(): TileSurface;
  pickObject(opts: {
    x: number;
    y: number;
    radius?: number;
    layerIds?: string[];
  }): { index: number; layer?: { id: string } | null } | null;
  finalize(): void;
}

/** The browser pieces the manager uses, injectable for tests. */
export interface CanvasEnvironment {
  viewport(): { width: number; height: number; dpr: number };
  /** Calls `onScroll` with the scrolled target on any scroll, `onResize` on window resizes; answers the remover. */
  listen(onScroll: (target: EventTarget | null) => void, onResize: () => void): () => void;
  observe(element: Element, onResize: () => void): () => void;
  /** A deck.gl instance whose canvas lies in `host`, under its other children; `onReady` once it can draw. */
  createDeck(host: Element, onReady: () => void): DeckLike;
  /** The host used when the page attached none. */
  defaultHost(): Element;
  /** Runs `callback` with the frame's time (ms) before the next frame is painted. */
  beforeNextFrame(callback: (time: number) => void): void;
  /** Runs `callback` in a task of its own once the current one has ended; the next frame where there is no such hook. */
  afterTask?(callback: () => void): void;
}
