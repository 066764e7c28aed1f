import { describe, expect, it } from 'vitest';
import { computeViewRects, createChartCanvas, isVisible, nearestIndex, snap, snapRect, toPlotSpace, unitViewState } from '../../src/charts';
import type { CanvasEnvironment, DeckLike, MarkLayer } from '../../src/charts';

describe('view rectangles', () => {
  it('snaps edges to the device pixel ratio', () => {
    expect(snap(10.3, 1)).toBe(10);
    expect(snap(10.3, 2)).toBe(10.5);
    expect(snap(10.2, 1.5)).toBeCloseTo(10.0, 5);
    expect(snapRect('a', { left: 0.4, top: 0.6, width: 99.8, height: 50.2 }, 1)).toEqual({ key: 'a', x: 0, y: 1, width: 100, height: 50 });
  });

  it('culls cells outside the viewport and empty ones, keeping order', () => {
    const cells = [
      { key: 'above', rect: { left: 0, top: -300, width: 100, height: 200 } },
      { key: 'partly', rect: { left: 0, top: -50, width: 100, height: 200 } },
      { key: 'inside', rect: { left: 200, top: 100, width: 100, height: 100 } },
      { key: 'below', rect: { left: 0, top: 800, width: 100, height: 100 } },
      { key: 'empty', rect: { left: 0, top: 10, width: 0, height: 100 } },
    ];
    expect(computeViewRects(cells, 1000, 800, 1).map((v) => v.key)).toEqual(['partly', 'inside']);
    expect(isVisible({ left: 0, top: 810, width: 10, height: 10 }, 1000, 800, 20)).toBe(true);
  });

  it('maps the unit square onto the view and pointer positions into it (y up)', () => {
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

function fakeEnvironment() {
  const calls: { views: { id: string; props: Record<string, unknown> }[]; layers: { id: string; props: { data: unknown } }[] }[] = [];
  let decks = 0;
  let onScroll: () => void = () => undefined;
  const deck: DeckLike = {
    setProps(props) {
      calls.push({
        views: (props.views ?? []) as unknown as { id: string; props: Record<string, unknown> }[],
        layers: (props.layers ?? []) as unknown as { id: string; props: { data: unknown } }[],
      });
    },
    redraw: () => undefined,
    pickObject: (opts) => (opts.layerIds?.[0] ? { index: 1, layer: { id: opts.layerIds[0] } } : null),
    finalize: () => undefined,
  };
  const env: CanvasEnvironment = {
    viewport: () => ({ width: 1000, height: 800, dpr: 2 }),
    listen: (fn) => {
      onScroll = fn;
      return () => undefined;
    },
    observe: () => () => undefined,
    createDeck: () => {
      decks += 1;
      return deck;
    },
  };
  return { env, calls, decks: () => decks, scroll: () => onScroll() };
}

function element(rect: { left: number; top: number; width: number; height: number }) {
  return { getBoundingClientRect: () => ({ ...rect, right: rect.left + rect.width, bottom: rect.top + rect.height, x: rect.left, y: rect.top, toJSON: () => rect }) } as unknown as Element;
}

describe('ChartCanvas manager', () => {
  it('one deck for many charts; only visible charts get a view and layers', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    const rects = [0, 1, 2, 3].map((i) => ({ left: 0, top: i * 500, width: 400.3, height: 300 }));
    const handles = rects.map((r) => canvas.register(element(r), [points('p')]));
    canvas.sync();
    expect(fake.decks()).toBe(1);
    const last = fake.calls.at(-1)!;
    expect(last.views.map((v) => v.id)).toEqual([handles[0]!.key, handles[1]!.key]);
    expect(last.views[0]?.props.width).toBe(400.5);
    expect(last.layers.map((l) => l.id)).toEqual([`${handles[0]!.key}/p`, `${handles[1]!.key}/p`]);
    expect(canvas.stats()).toEqual({ registered: 4, visible: 2 });
  });

  it('scrolling re-reads rectangles synchronously; layers are new objects over the same data', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    const rect = { left: 0, top: 0, width: 100, height: 100 };
    canvas.register(element(rect), [points('p')]);
    canvas.sync();
    const before = fake.calls.at(-1)!.layers[0]!;
    rect.top = 50;
    fake.scroll();
    const after = fake.calls.at(-1)!;
    expect(after.views[0]?.props.y).toBe(50);
    expect(after.layers[0]).not.toBe(before);
    expect(after.layers[0]?.props.data).toBe(before.props.data);
    rect.top = 2000;
    fake.scroll();
    expect(fake.calls.at(-1)!.layers).toEqual([]);
  });

  it('picks within the chart’s own layers and maps the mark to its series and datum; dispose removes it', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    const handle = canvas.register(element({ left: 0, top: 0, width: 100, height: 100 }), [points('p')]);
    canvas.sync();
    expect(handle.pick(10, 10)).toEqual({ layerId: 'p', index: 1, series: 1, datum: 6 });
    handle.dispose();
    canvas.sync();
    expect(canvas.stats()).toEqual({ registered: 0, visible: 0 });
    expect(handle.pick(10, 10)).toBeNull();
  });
});
