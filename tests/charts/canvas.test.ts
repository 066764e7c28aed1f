import { describe, expect, it } from 'vitest';
import { bandCovers, bandViewState, chooseBand, createChartCanvas, inBand, nearestIndex, snap, snapRect, toPlotSpace, unitModelMatrix, unitViewState, visibleSpan } from '../../src/charts';
import type { CanvasEnvironment, DeckLike, MarkLayer } from '../../src/charts';

describe('canvas geometry', () => {
  it('snaps edges to the device pixel ratio', () => {
    expect(snap(10.3, 1)).toBe(10);
    expect(snap(10.3, 2)).toBe(10.5);
    expect(snap(10.2, 1.5)).toBeCloseTo(10.0, 5);
    expect(snapRect('a', { left: 0.4, top: 0.6, width: 99.8, height: 50.2 }, 1)).toEqual({ key: 'a', x: 0, y: 1, width: 100, height: 50 });
  });

  it('finds the visible part of a host in host coordinates', () => {
    expect(visibleSpan({ left: 16, top: -500, width: 1000, height: 5000 }, 1200, 800)).toEqual({ left: 0, top: 500, right: 1000, bottom: 1300 });
    expect(visibleSpan({ left: -100, top: 100, width: 1000, height: 300 }, 800, 800)).toEqual({ left: 100, top: 0, right: 900, bottom: 300 });
    expect(visibleSpan({ left: 0, top: 900, width: 1000, height: 300 }, 800, 800)).toBeNull();
  });

  it('chooses a band of up to a viewport height above and below, within the host and the device limits', () => {
    const visible = { left: 0, top: 2000, right: 1600, bottom: 3000 };
    expect(chooseBand(visible, 40_000, 1000, 1)).toEqual({ left: 0, right: 1600, top: 1000, bottom: 4000, margin: 1000 });
    // Near the top of the host the band starts at 0; near the end it stops at the host's height.
    expect(chooseBand({ ...visible, top: 300, bottom: 1300 }, 40_000, 1000, 1).top).toBe(0);
    expect(chooseBand(visible, 3200, 1000, 1).bottom).toBe(3200);
    // At 2 device pixels per CSS pixel a 3840 px wide band holds 32 M pixels in about 2083 CSS px of height.
    const dense = chooseBand({ ...visible, right: 3840 }, 40_000, 1000, 2);
    expect(dense.margin).toBeCloseTo(541.67, 1);
    expect(chooseBand(visible, 40_000, 1000, 2).margin).toBe(1000);
    expect(chooseBand(visible, 40_000, 1000, 1, { maxDeviceHeight: 1200, maxDevicePixels: 1e9 }).margin).toBe(100);
  });

  it('keeps a band while the visible part stays half a margin inside it, or reaches the host edge', () => {
    const band = chooseBand({ left: 0, top: 2000, right: 1600, bottom: 3000 }, 40_000, 1000, 1);
    expect(bandCovers(band, { left: 0, top: 2400, right: 1600, bottom: 3400 }, 40_000, 1)).toBe(true);
    expect(bandCovers(band, { left: 0, top: 2600, right: 1600, bottom: 3600 }, 40_000, 1)).toBe(false);
    expect(bandCovers(band, { left: 0, top: 1400, right: 1600, bottom: 2400 }, 40_000, 1)).toBe(false);
    expect(bandCovers(band, { left: 0, top: 2000, right: 1500, bottom: 3000 }, 40_000, 1)).toBe(false);
    const top = chooseBand({ left: 0, top: 0, right: 1600, bottom: 1000 }, 40_000, 1000, 1);
    expect(bandCovers(top, { left: 0, top: 0, right: 1600, bottom: 1000 }, 40_000, 1)).toBe(true);
    const end = chooseBand({ left: 0, top: 3000, right: 1600, bottom: 4000 }, 4000, 1000, 1);
    expect(bandCovers(end, { left: 0, top: 3000, right: 1600, bottom: 4000 }, 4000, 1)).toBe(true);
  });

  it('places the unit plot square on the chart rectangle in world space (y up) and centres the camera on the band', () => {
    const m = unitModelMatrix({ left: 100, top: 200, width: 300, height: 50 });
    const apply = (x: number, y: number) => [m[0]! * x + m[12]!, m[5]! * y + m[13]!];
    expect(apply(0, 0)).toEqual([100, -250]); // bottom left of the plot: host y 250
    expect(apply(1, 1)).toEqual([400, -200]); // top right: host y 200
    expect(bandViewState({ left: 0, top: 1000, right: 1600, bottom: 4000 })).toEqual({ target: [800, -2500], zoom: 0 });
    expect(inBand({ left: 0, top: 3990, width: 10, height: 50 }, { left: 0, top: 1000, right: 1600, bottom: 4000 })).toBe(true);
    expect(inBand({ left: 0, top: 4000, width: 10, height: 50 }, { left: 0, top: 1000, right: 1600, bottom: 4000 })).toBe(false);
  });

  it('maps pointer positions into the plot (y up) and finds the nearest datum', () => {
    expect(unitViewState(256, 128)).toEqual({ target: [0.5, 0.5], zoomX: 8, zoomY: 7 });
    expect(toPlotSpace({ left: 100, top: 100, width: 200, height: 100 }, 150, 125)).toEqual([0.25, 0.75]);
    expect(toPlotSpace({ left: 100, top: 100, width: 200, height: 100 }, 99, 125)).toBeNull();
    expect(nearestIndex(new Float32Array([0, 0.5, 1]), 0.7)).toBe(1);
  });
});

function points(id: string): MarkLayer {
  return {
    kind: 'point',
    id,
    count: 2,
    positions: new Float32Array([0, 0, 1, 1]),
    colors: new Uint8Array(8),
    radiusPx: 3,
    series: new Uint32Array([0, 1]),
    datum: new Uint32Array([5, 6]),
  };
}

interface DeckCall {
  layers: { id: string; props: { data: unknown; modelMatrix: Float32Array } }[];
  viewState: { target: [number, number]; zoom: number };
  width: number;
  height: number;
}

/** A page scrolled by `scrollY`: the host's client rectangle moves up as it scrolls. */
function fakeEnvironment(viewport = { width: 1000, height: 800, dpr: 1 }) {
  const calls: DeckCall[] = [];
  const places: [number, number][] = [];
  const picks: { x: number; y: number }[] = [];
  let decks = 0;
  let onScroll: (target: EventTarget | null) => void = () => undefined;
  const page = { scrollY: 0 };
  const host = {
    getBoundingClientRect: () => ({ left: 0, top: 100 - page.scrollY, width: 1000, height: 10_000 }),
    contains: (node: unknown) => node === inner,
  } as unknown as Element;
  const inner = { nodeType: 1 };
  const deck: DeckLike = {
    setProps(props) {
      calls.push(props as unknown as DeckCall);
    },
    place: (left, top) => places.push([left, top]),
    redraw: () => undefined,
    pickObject: (opts) => {
      picks.push({ x: opts.x, y: opts.y });
      return opts.layerIds?.[0] ? { index: 1, layer: { id: opts.layerIds[0] } } : null;
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
  };
  const scrollTo = (y: number, target: EventTarget | null = null) => {
    page.scrollY = y;
    onScroll(target);
  };
  return { env, host, inner: inner as unknown as EventTarget, page, calls, places, picks, decks: () => decks, scrollTo };
}

/** A chart element at `rect` in host coordinates, in the page of `page`. */
function element(page: { scrollY: number }, rect: { left: number; top: number; width: number; height: number }) {
  return {
    getBoundingClientRect: () => {
      const top = rect.top + 100 - page.scrollY;
      return { left: rect.left, top, width: rect.width, height: rect.height, right: rect.left + rect.width, bottom: top + rect.height };
    },
  } as unknown as Element;
}

describe('ChartCanvas manager', () => {
  it('one deck for many charts; only charts in the band around the viewport get layers, placed on their rectangles', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host);
    const handles = [0, 1, 2, 3, 4].map((i) => canvas.register(element(fake.page, { left: 0, top: i * 500, width: 400.3, height: 300 }), [points('p')]));
    canvas.sync();
    expect(fake.decks()).toBe(1);
    const last = fake.calls.at(-1)!;
    // Visible: host y 0..700; the band reaches a viewport height (800) further down: 0..1500.
    expect(last.layers.map((l) => l.id)).toEqual([0, 1, 2].map((i) => `${handles[i]!.key}/p`));
    expect([last.width, last.height]).toEqual([1000, 1500]);
    expect(Array.from(last.layers[1]!.props.modelMatrix)).toEqual([400, 0, 0, 0, 0, 300, 0, 0, 0, 0, 1, 0, 0, -800, 0, 1]);
    expect(canvas.stats()).toMatchObject({ registered: 5, visible: 3 });
  });

  it('scrolling within the band draws nothing; past it the band moves, reusing layers of charts still in it', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host);
    const handles = Array.from({ length: 20 }, (_, i) => canvas.register(element(fake.page, { left: 0, top: i * 500, width: 400, height: 300 }), [points('p')]));
    canvas.sync();
    const draws = canvas.stats().draws;
    const first = fake.calls.at(-1)!;
    fake.scrollTo(300);
    expect(canvas.stats().draws).toBe(draws);
    fake.scrollTo(600); // visible 500..1300; the band ends at 1500: less than half a margin left below
    expect(canvas.stats().draws).toBe(draws + 1);
    const moved = fake.calls.at(-1)!;
    expect(fake.places.at(-1)).toEqual([0, 0]);
    expect(moved.viewState.target[1]).toBe(-(0 + 2100) / 2);
    const reused = moved.layers.find((l) => l.id === `${handles[1]!.key}/p`);
    expect(reused).toBe(first.layers.find((l) => l.id === `${handles[1]!.key}/p`));
    fake.scrollTo(5000);
    const far = fake.calls.at(-1)!;
    expect(fake.places.at(-1)).toEqual([0, 4100]);
    expect(far.layers.map((l) => l.id)).toEqual([8, 9, 10, 11, 12].map((i) => `${handles[i]!.key}/p`));
    // Coming back makes new layers for charts that left (deck.gl finalised the old ones) over the same data.
    fake.scrollTo(0);
    const back = fake.calls.at(-1)!.layers.find((l) => l.id === `${handles[1]!.key}/p`);
    expect(back).not.toBe(reused);
    expect(back?.props.data).toBe(reused?.props.data);
  });

  it('a scroll inside the host re-reads every rectangle', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host);
    const rect = { left: 0, top: 0, width: 100, height: 100 };
    canvas.register(element(fake.page, rect), [points('p')]);
    canvas.sync();
    rect.top = 40;
    fake.scrollTo(0, fake.inner);
    expect(fake.calls.at(-1)!.layers[0]!.props.modelMatrix[13]).toBe(-140);
  });

  it('picks within the chart’s own layers at canvas coordinates and maps the mark to its series and datum; dispose removes it', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host);
    const handle = canvas.register(element(fake.page, { left: 0, top: 2000, width: 100, height: 100 }), [points('p')]);
    fake.scrollTo(1900);
    canvas.sync();
    // Host top at -1800 on screen; visible 1800..2600, band from 1000: client y 205 is host y 2005, canvas y 1005.
    expect(handle.pick(10, 205)).toEqual({ layerId: 'p', index: 1, series: 1, datum: 6 });
    expect(fake.picks.at(-1)).toEqual({ x: 10, y: 1005 });
    handle.dispose();
    canvas.sync();
    expect(canvas.stats()).toMatchObject({ registered: 0, visible: 0 });
    expect(handle.pick(10, 205)).toBeNull();
  });
});
