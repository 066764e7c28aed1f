/** The one canvas on a fake browser and deck.gl: the calls it makes, the tiles it shows, the picks it asks for. */
import { createChartCanvas } from '../../src/charts';
import type { Batch, CanvasEnvironment, DeckLike } from '../../src/charts';

/** What the canvas handed deck.gl for one drawing: the layers, the views (the page's, then a map's each) and cameras. */
export interface DeckCall {
  layers: { id: string; props: { data: Batch['data'] } & Record<string, unknown> }[];
  views: { id: string; props: Record<string, unknown> }[];
  viewState: Record<string, Record<string, unknown>> & { page: { target: [number, number]; zoom: number } };
  layerFilter: (context: { layer: { id: string }; viewport: { id: string } }) => boolean;
  width: number;
  height: number;
}

/** A page scrolled by `scrollY`: the host's client rectangle (`hostHeight` tall) moves up as it scrolls. */
export function fakeEnvironment(viewport = { width: 1000, height: 800, dpr: 1 }, hostHeight = 10_000) {
  const calls: DeckCall[] = [];
  const places: [number, number][] = [];
  const released: number[] = [];
  const picks: { x: number; y: number; layerIds: string[] | undefined }[] = [];
  const picked: { index: number; layer?: string } = { index: 1 };
  let decks = 0;
  let frameTime = 0;
  let onScroll: (target: EventTarget | null) => void = () => undefined;
  const page = { scrollY: 0 };
  const host = {
    getBoundingClientRect: () => ({ left: 0, top: 100 - page.scrollY, width: 1000, height: hostHeight }),
    contains: (node: unknown) => node === inner,
  } as unknown as Element;
  const inner = { nodeType: 1 };
  const deck: DeckLike = {
    setProps(props) {
      calls.push(props as unknown as DeckCall);
    },
    ready: () => true,
    redraw: () => undefined,
    createTile: () => {
      let at: [number, number] | null = null;
      return {
        copy: (left, top) => {
          at = [left, top];
          places.push(at);
          return true;
        },
        release: () => {
          if (at) released.push(at[1]);
        },
      };
    },
    pickObject: (opts) => {
      picks.push({ x: opts.x, y: opts.y, layerIds: opts.layerIds });
      return opts.layerIds?.[0] ? { index: picked.index, layer: { id: picked.layer ?? opts.layerIds[0] } } : null;
    },
    finalize: () => undefined,
  };
  const env: CanvasEnvironment = {
    viewport: () => viewport,
    listen: (fn) => {
      onScroll = fn;
      return () => undefined;
    },
    observe: () => () => undefined,
    createDeck: () => {
      decks += 1;
      return deck;
    },
    defaultHost: () => host,
    beforeNextFrame: (callback) => queueMicrotask(() => callback((frameTime += 1000))),
  };
  const scrollTo = (y: number, target: EventTarget | null = null) => {
    page.scrollY = y;
    onScroll(target);
  };
  return {
    env,
    host,
    inner: inner as unknown as EventTarget,
    page,
    calls,
    places,
    released,
    picks,
    picked,
    decks: () => decks,
    scrollTo,
  };
}

/** A chart element at `rect` in host coordinates, in the page of `page`. */
export function element(page: { scrollY: number }, rect: { left: number; top: number; width: number; height: number }) {
  return {
    getBoundingClientRect: () => {
      const top = rect.top + 100 - page.scrollY;
      return {
        left: rect.left,
        top,
        width: rect.width,
        height: rect.height,
        right: rect.left + rect.width,
        bottom: top + rect.height,
      };
    },
  } as unknown as Element;
}

/** A canvas on the fake environment whose frames run when the test calls `frame` (16 ms apart). */
export function framedCanvas() {
  const fake = fakeEnvironment();
  const frames: ((time: number) => void)[] = [];
  const canvas = createChartCanvas({ ...fake.env, beforeNextFrame: (callback) => frames.push(callback) });
  canvas.attach(fake.host);
  let time = 0;
  const frame = () => {
    time += 16;
    frames.splice(0).forEach((callback) => callback(time));
  };
  return { fake, canvas, frame, now: () => time };
}
