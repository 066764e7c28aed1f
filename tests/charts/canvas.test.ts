import { describe, expect, it } from 'vitest';
import {
  BATCH_TILE_PX,
  KEPT_BATCH_BYTES,
  MIN_REDRAW_INTERVAL_MS,
  bandViewState,
  batchMarks,
  createChartCanvas,
  inBand,
  nearestIndex,
  sameMarkLayers,
  snap,
  snapRect,
  tileRange,
  toPlotSpace,
  trianglesOf,
  unitViewState,
  visibleSpan,
} from '../../src/charts';
import type { Batch, MarkLayer } from '../../src/charts';
import { element, fakeEnvironment, framedCanvas } from './fakeCanvas';
import type { DeckCall } from './fakeCanvas';

describe('canvas geometry', () => {
  it('snaps edges to the device pixel ratio', () => {
    expect(snap(10.3, 1)).toBe(10);
    expect(snap(10.3, 2)).toBe(10.5);
    expect(snap(10.2, 1.5)).toBeCloseTo(10.0, 5);
    expect(snapRect('a', { left: 0.4, top: 0.6, width: 99.8, height: 50.2 }, 1)).toEqual({
      key: 'a',
      x: 0,
      y: 1,
      width: 100,
      height: 50,
    });
  });

  it('finds the visible part of a host in host coordinates', () => {
    expect(visibleSpan({ left: 16, top: -500, width: 1000, height: 5000 }, 1200, 800)).toEqual({
      left: 0,
      top: 500,
      right: 1000,
      bottom: 1300,
    });
    expect(visibleSpan({ left: -100, top: 100, width: 1000, height: 300 }, 800, 800)).toEqual({
      left: 100,
      top: 0,
      right: 900,
      bottom: 300,
    });
    expect(visibleSpan({ left: 0, top: 900, width: 1000, height: 300 }, 800, 800)).toBeNull();
  });

  it('shows the tiles within half a viewport height of the visible part, inside the host', () => {
    expect(tileRange({ left: 0, top: 2000, right: 1600, bottom: 3000 }, 40_000, 1000, 1024)).toEqual({
      first: 1,
      last: 3,
    });
    expect(tileRange({ left: 0, top: 0, right: 1600, bottom: 1000 }, 40_000, 1000, 1024)).toEqual({
      first: 0,
      last: 1,
    });
    expect(tileRange({ left: 0, top: 3000, right: 1600, bottom: 4000 }, 4000, 1000, 1024)).toEqual({
      first: 2,
      last: 3,
    });
  });

  it('centres the camera on the band (world y is host y negated)', () => {
    expect(bandViewState({ left: 0, top: 1000, right: 1600, bottom: 4000 })).toEqual({ target: [800, -2500], zoom: 0 });
    expect(
      inBand({ left: 0, top: 3990, width: 10, height: 50 }, { left: 0, top: 1000, right: 1600, bottom: 4000 }),
    ).toBe(true);
    expect(
      inBand({ left: 0, top: 4000, width: 10, height: 50 }, { left: 0, top: 1000, right: 1600, bottom: 4000 }),
    ).toBe(false);
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
    colors: new Uint8Array([1, 2, 3, 255, 4, 5, 6, 255]),
    radiusPx: 3,
    series: new Uint32Array([0, 1]),
    datum: new Uint32Array([5, 6]),
  };
}

function line(id: string, widthPx = 2): MarkLayer {
  return {
    kind: 'path',
    id,
    count: 1,
    positions: new Float32Array([0, 0, 0.5, 1, 1, 0.5]),
    startIndices: new Uint32Array([0]),
    colors: new Uint8Array(12).fill(9),
    widthPx,
    series: new Uint32Array([0]),
  };
}

/** A bar (closed quad) and an L-shaped area (closed, not convex). */
function shapes(id: string): MarkLayer & { kind: 'polygon' } {
  const bar = [0, 0, 0.5, 0, 0.5, 1, 0, 1, 0, 0];
  const area = [0.5, 0, 1, 0, 1, 1, 0.9, 1, 0.9, 0.1, 0.5, 0.1, 0.5, 0];
  return {
    kind: 'polygon',
    id,
    count: 2,
    positions: new Float32Array([...bar, ...area]),
    startIndices: new Uint32Array([0, 5]),
    colors: new Uint8Array(12 * 4).fill(7),
    series: new Uint32Array([0, 1]),
    datum: new Uint32Array([3, 4]),
  };
}

const values = (data: Batch['data'], name: string) => Array.from(data.attributes[name]!.value);

describe('mark batches', () => {
  const a = {
    key: 'a',
    rect: { left: 100, top: 200, width: 300, height: 50 },
    layers: [shapes('area'), line('line'), points('dots')],
  };
  const b = { key: 'b', rect: { left: 0, top: 0, width: 10, height: 10 }, layers: [line('line', 4)] };

  it('merges the i-th mark layer of every chart by kind, in draw order, placing positions on each plot rectangle (y up)', () => {
    const batches = batchMarks([a, b]);
    expect(batches.map((x) => x.id)).toEqual([
      'marks-0-0-path',
      'marks-0-0-polygon',
      'marks-1-0-path',
      'marks-2-0-point',
    ]);
    const lines = batches[0]!;
    expect(lines.parts.map((p) => [p.key, p.first])).toEqual([['b', 0]]);
    const paths = batches[2]!;
    expect(paths.data.length).toBe(1);
    // Plot (0, 0) is the rectangle's bottom left: host (100, 250), world (100, -250); (1, 1) is host (400, 200).
    expect(values(paths.data, 'getPath')).toEqual([100, -250, 250, -200, 400, -225]);
    expect(values(paths.data, 'getWidth')).toEqual([2, 2, 2]);
    expect(values(paths.data, 'getPlotClipRect').slice(0, 4)).toEqual([100, -250, 400, -200]);
    expect(values(batches[0]!.data, 'getWidth')).toEqual([4, 4, 4]);
    const dots = batches[3]!;
    expect(values(dots.data, 'getPosition')).toEqual([100, -250, 400, -200]);
    expect(values(dots.data, 'getRadius')).toEqual([3, 3]);
    expect(values(dots.data, 'getFillColor')).toEqual([1, 2, 3, 255, 4, 5, 6, 255]);
  });

  it('points sized each on its own (a map radius in metres) carry their own radius into the batch', () => {
    const sized = { ...points('sized'), radii: new Float32Array([2, 9]) } as MarkLayer;
    const [batch] = batchMarks([
      { key: 'a', rect: { left: 0, top: 0, width: 10, height: 10 }, layers: [points('p')] },
      { key: 'b', rect: { left: 20, top: 0, width: 10, height: 10 }, layers: [sized] },
    ]);
    expect(values(batch!.data, 'getRadius')).toEqual([3, 3, 2, 9]);
  });

  it('offsets object starts and triangle indices by the vertices of the charts before', () => {
    const c = { key: 'c', rect: { left: 0, top: 0, width: 1, height: 1 }, layers: [shapes('bars')] };
    const [polygons] = batchMarks([a, c]).filter((x) => x.kind === 'polygon');
    expect(polygons!.data.length).toBe(4);
    expect(Array.from(polygons!.data.startIndices!)).toEqual([0, 5, 12, 17]);
    const own = trianglesOf(a.layers[0] as MarkLayer & { kind: 'polygon' });
    // The bar is two triangles over its four corners; the six-cornered L is four triangles.
    expect(own.length).toBe(6 + 12);
    expect(Array.from(own.subarray(0, 6))).toEqual([0, 1, 2, 0, 2, 3]);
    expect(Math.max(...own)).toBe(10);
    expect(Math.min(...own.subarray(6))).toBe(5);
    expect(values(polygons!.data, 'indices')).toEqual([...own, ...Array.from(own, (i) => i + 12)]);
    expect(polygons!.parts.map((part) => [part.key, part.first])).toEqual([
      ['a', 0],
      ['c', 2],
    ]);
  });

  it('triangulates an area band as a strip of quads, and a band whose edges cross with earcut', () => {
    const ring = (flat: number[]): MarkLayer & { kind: 'polygon' } => ({
      kind: 'polygon',
      id: 'area',
      count: 1,
      positions: new Float32Array([...flat, flat[0]!, flat[1]!]),
      startIndices: new Uint32Array([0]),
      colors: new Uint8Array(((flat.length + 2) / 2) * 4),
      series: new Uint32Array([0]),
      datum: new Uint32Array([0]),
    });
    const area = (flat: number[], triangles: Uint32Array) => {
      let sum = 0;
      for (let t = 0; t < triangles.length; t += 3) {
        const [a, b, c] = [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!].map((i) => [
          flat[2 * i]!,
          flat[2 * i + 1]!,
        ]);
        sum += Math.abs((b![0]! - a![0]!) * (c![1]! - a![1]!) - (c![0]! - a![0]!) * (b![1]! - a![1]!)) / 2;
      }
      return sum;
    };
    // Upper edge out at x 0, 0.5, 1; lower edge back.
    const band = [0, 0.5, 0.5, 0.8, 1, 0.6, 1, 0.1, 0.5, 0.1, 0, 0.1];
    const strip = trianglesOf(ring(band));
    expect(Array.from(strip)).toEqual([0, 1, 4, 0, 4, 5, 1, 2, 3, 1, 3, 4]);
    expect(area(band, strip)).toBeCloseTo(0.25 * (0.4 + 0.7) + 0.25 * (0.7 + 0.5), 6);
    // A band whose first point has no height ends on its first vertex, so it is not closed again: still a strip.
    const flat = [0, 0.1, 0.5, 0.8, 1, 0.6, 1, 0.1, 0.5, 0.1, 0, 0.1];
    const unclosed: MarkLayer & { kind: 'polygon' } = { ...ring(flat), positions: new Float32Array(flat) };
    const zeroStart = trianglesOf(unclosed);
    expect(Array.from(zeroStart)).toEqual([0, 1, 4, 0, 4, 5, 1, 2, 3, 1, 3, 4]);
    expect(area(flat, zeroStart)).toBeCloseTo(0.25 * (0 + 0.7) + 0.25 * (0.7 + 0.5), 6);
    // Two points across the baseline: a crossed quad, not a bar and not a strip.
    const crossed = [0, 0.8, 1, 0.2, 1, 0.5, 0, 0.5];
    const tri = trianglesOf(ring(crossed));
    expect(Array.from(tri)).not.toEqual([0, 1, 2, 0, 2, 3]);
    expect(tri.length % 3).toBe(0);
  });

  it('tells marks drawn the same from marks that differ in any array, size or id', () => {
    expect(sameMarkLayers([points('p'), shapes('area')], [points('p'), shapes('area')])).toBe(true);
    expect(sameMarkLayers([points('p')], [points('q')])).toBe(false);
    expect(sameMarkLayers([points('p')], [points('p'), line('l')])).toBe(false);
    const moved = shapes('area');
    moved.positions[0] = 0.25;
    expect(sameMarkLayers([shapes('area')], [moved])).toBe(false);
    const other = shapes('area');
    if (other.kind === 'polygon') other.datum[1] = 9;
    expect(sameMarkLayers([shapes('area')], [other])).toBe(false);
    expect(sameMarkLayers([line('l', 2)], [line('l', 4)])).toBe(false);
  });

  it('keeps a batch whose charts, marks and rectangles are unchanged, and rebuilds one that changed', () => {
    const first = batchMarks([a, b]);
    const again = batchMarks([a, b], first);
    expect(again.every((batch, i) => batch === first[i])).toBe(true);
    const moved = batchMarks([a, { ...b, rect: { ...b.rect, top: 5 } }], first);
    expect(moved[0]).not.toBe(first[0]);
    expect(moved[1]).toBe(first[1]);
    const gone = batchMarks([a], first);
    expect(gone.map((x) => x.id)).toEqual(['marks-0-0-polygon', 'marks-1-0-path', 'marks-2-0-point']);
    expect(gone[1]).toBe(first[2]); // only chart a had a second layer: that batch is unchanged
    expect(gone[0]).toBe(first[1]);
  });

  it('splits batches by tiles of the page, so a chart in another tile leaves a batch as it was', () => {
    const low = { key: 'c', rect: { left: 0, top: BATCH_TILE_PX + 10, width: 10, height: 10 }, layers: [line('line')] };
    const first = batchMarks([b, low]);
    expect(first.map((x) => x.id)).toEqual(['marks-0-0-path', 'marks-0-1-path']);
    const lower = { ...low, key: 'd', rect: { ...low.rect, top: BATCH_TILE_PX + 300 } };
    const next = batchMarks([b, low, lower], first);
    expect(next[0]).toBe(first[0]);
    expect(next[1]).not.toBe(first[1]);
    expect(next[1]!.parts.map((p) => p.key)).toEqual(['c', 'd']);
  });
});

describe('ChartCanvas manager', () => {
  it('one deck for many charts; the tiles within half a screen of the viewport are drawn, merged into one layer per kind', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host);
    [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
      canvas.register(element(fake.page, { left: 0, top: i * 500, width: 400.3, height: 300 }), [points('p')]),
    );
    canvas.sync();
    expect(fake.decks()).toBe(1);
    // Visible: host y 0..700; with half a viewport (400) below, tiles 0 (0..1024) and 1 (1024..2048) are shown.
    expect(canvas.stats()).toMatchObject({ registered: 8, visible: 5, draws: 2, tiles: 2 });
    expect(fake.places).toEqual([
      [0, 0],
      [0, BATCH_TILE_PX],
    ]);
    const last = fake.calls.at(-1)!;
    // Tile 1 holds the chart at 1000 (whose batch tile is 0) and those at 1500 and 2000: both batches, whole.
    expect(last.layers.map((l) => l.id)).toEqual(['marks-0-0-point', 'marks-0-1-point']);
    const data = last.layers[0]!.props.data;
    expect([data.length, last.layers[1]!.props.data.length]).toEqual([6, 4]);
    expect([last.width, last.height]).toEqual([1000, BATCH_TILE_PX]);
    expect(last.viewState.page.target).toEqual([500, -1.5 * BATCH_TILE_PX]);
    // The second chart's plot (host 0, 500, 400 × 300 after snapping) in world coordinates.
    expect(values(data, 'getPosition').slice(4, 8)).toEqual([0, -800, 400, -500]);
    expect(values(data, 'getPlotClipRect').slice(8, 12)).toEqual([0, -800, 400, -500]);
  });

  it('scrolling draws only the tiles that come near the screen; an unchanged batch keeps its layer', async () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host);
    const handles = Array.from({ length: 20 }, (_, i) =>
      canvas.register(element(fake.page, { left: 0, top: i * 500, width: 400, height: 300 }), [points('p')]),
    );
    const charts = (call: DeckCall) =>
      call.layers
        .flatMap((layer) => values(layer.props.data, 'getPlotClipRect').filter((_, i) => i % 8 === 3))
        .map((top) => handles.findIndex((_, n) => -top === n * 500));
    canvas.sync();
    const draws = canvas.stats().draws;
    const first = fake.calls.at(-1)!;
    expect(charts(first)).toEqual([0, 1, 2, 3, 4]);
    canvas.sync(); // nothing changed: nothing is drawn
    for (const y of [300, 600, 800]) fake.scrollTo(y);
    expect(canvas.stats().draws).toBe(draws);
    fake.scrollTo(1000); // visible 900..1700: tile 2 comes within half a screen, and only it is drawn
    expect(canvas.stats()).toMatchObject({ draws: draws + 1, tiles: 3 });
    const moved = fake.calls.at(-1)!;
    expect(fake.places.at(-1)).toEqual([0, 2 * BATCH_TILE_PX]);
    // Every shown tile's batches go to deck.gl (the camera picks the tile): those of batch tiles 0 and 1 are kept,
    // the same objects and layers, so deck.gl never drops a layer between two tiles' drawings.
    expect(charts(moved)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(moved.layers.slice(0, 2)).toEqual(first.layers);
    expect(moved.layers[1]).toBe(first.layers[1]);
    expect(moved.viewState.page.target[1]).toBe(-2.5 * BATCH_TILE_PX);
    fake.scrollTo(5000);
    expect(fake.released).toEqual([0, BATCH_TILE_PX, 2 * BATCH_TILE_PX]);
    expect(fake.places.slice(-2)).toEqual([
      [0, 4 * BATCH_TILE_PX],
      [0, 5 * BATCH_TILE_PX],
    ]);
    // The released tiles' batches stay in the deck, the same layers (KEPT_BATCH_TILES), so coming back only draws
    // them; a drawing draws the batches reaching its tile alone: tile 5 gets batch tile 4's (charts 9 and 10, the
    // latter reaching into tile 5) and its own.
    const last = fake.calls.at(-1)!;
    const sorted = (call: DeckCall) => charts(call).sort((a, b) => a - b);
    expect(sorted(last)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(last.layers).toContain(first.layers[0]);
    expect(last.layers).toContain(first.layers[1]);
    const drawn = last.layers.filter((layer) => last.layerFilter({ layer, viewport: { id: 'page' } }));
    expect(sorted({ ...last, layers: drawn })).toEqual([9, 10, 11, 12]);
    expect(canvas.stats()).toMatchObject({ visible: 5, tiles: 2 });
    // A chart of a kept tile off the screen changes: its tile's batches leave the deck, not merged anew off the screen.
    handles[3]!.update([points('q')]);
    handles[12]!.update([points('q')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const changed = fake.calls.at(-1)!;
    expect(sorted(changed)).toEqual([0, 1, 2, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(changed.layers).toContain(first.layers[0]);
    fake.scrollTo(0); // back at the top: tile 0 drawn from its kept layers, tile 1's batches made anew
    const back = fake.calls.at(-1)!;
    expect(back.layers).toContain(first.layers[0]);
    expect(back.layers).not.toContain(first.layers[1]);
    expect(sorted(back)).toContain(3);
  });

  it('keeps the batches of the tiles shown last within KEPT_BATCH_BYTES of marks, dropping the least recently shown', () => {
    const tileCanvas = (keptBatchBytes?: number) => {
      const fake = fakeEnvironment(undefined, 60 * BATCH_TILE_PX);
      const canvas = createChartCanvas(fake.env, keptBatchBytes === undefined ? {} : { keptBatchBytes });
      canvas.attach(fake.host);
      const handles = Array.from({ length: 60 }, (_, i) =>
        canvas.register(element(fake.page, { left: 0, top: i * BATCH_TILE_PX, width: 400, height: 300 }), [
          points('p'),
        ]),
      );
      const held = () =>
        fake.calls
          .at(-1)!
          .layers.flatMap((layer) => values(layer.props.data, 'getPlotClipRect').filter((_, i) => i % 8 === 3))
          .map((top) => handles.findIndex((_, n) => -top === n * BATCH_TILE_PX))
          .sort((a, b) => a - b);
      canvas.sync();
      return { fake, canvas, held };
    };
    // The marks of one chart of one point: the two tiles shown at the top hold two.
    const probe = tileCanvas();
    const perTile = probe.canvas.stats().keptBytes / 2;
    expect(perTile).toBeGreaterThan(0);
    const top = probe.fake.calls.at(-1)!.layers;
    // Scrolled to the end within the default budget: every tile is kept, its layers not made again.
    for (let y = 0; y <= 50 * BATCH_TILE_PX; y += BATCH_TILE_PX / 2) probe.fake.scrollTo(y);
    for (const layer of top) expect(probe.fake.calls.at(-1)!.layers).toContain(layer);
    expect(probe.held()).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(probe.canvas.stats()).toMatchObject({ keptTiles: 52, keptBytes: 52 * perTile });
    expect(KEPT_BATCH_BYTES).toBeGreaterThan(52 * perTile);
    // A budget of ten and a half tiles' marks: the two shown (tiles 50 and 51) and the eight shown before them.
    const small = tileCanvas(10.5 * perTile);
    for (let y = 0; y <= 50 * BATCH_TILE_PX; y += BATCH_TILE_PX / 2) small.fake.scrollTo(y);
    expect(small.held()).toEqual(Array.from({ length: 10 }, (_, i) => 42 + i));
    expect(small.canvas.stats()).toMatchObject({ keptTiles: 10, keptBytes: 10 * perTile });
  });

  it('the deck starts with the page and draws a mark of each kind before any chart comes, showing no tile', async () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host, { startEarly: true });
    await Promise.resolve();
    expect(fake.decks()).toBe(1);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.layers.map((l) => l.id)).toEqual(['marks-0-0-path', 'marks-1-0-polygon', 'marks-2-0-point']);
    expect([fake.calls[0]!.width, fake.calls[0]!.height]).toEqual([1000, BATCH_TILE_PX]);
    expect(fake.places).toEqual([]);
    expect(canvas.stats()).toMatchObject({ draws: 0, tiles: 0 });
    const plain = fakeEnvironment();
    createChartCanvas(plain.env).attach(plain.host);
    await Promise.resolve();
    expect(plain.decks()).toBe(0); // a page that may draw no marks makes no WebGL context before its first chart
  });

  it("deck.gl warms up at the size of the tiles it will draw (the host's visible width), so the first chart's drawing waits on no resize of its buffer", async () => {
    const fake = fakeEnvironment({ width: 1200, height: 800, dpr: 1 });
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host, { startEarly: true });
    await Promise.resolve();
    canvas.register(element(fake.page, { left: 0, top: 0, width: 400, height: 300 }), [points('p')]);
    canvas.sync();
    const [warmUp, tile] = [fake.calls[0]!, fake.calls.at(-1)!];
    expect(tile.layers.map((l) => l.id)).toEqual(['marks-0-0-point']);
    expect([warmUp.width, warmUp.height]).toEqual([1000, BATCH_TILE_PX]);
    expect([tile.width, tile.height]).toEqual([warmUp.width, warmUp.height]);
    // The page's view covers the tile from the canvas's top-left corner (the canvas may be wider: made early).
    for (const call of [warmUp, tile])
      expect(call.views[0]?.props).toMatchObject({ x: 0, y: 0, width: 1000, height: BATCH_TILE_PX });
  });

  it("the early deck waits for the current task's end, so compiling shaders delays none of its requests", () => {
    const fake = fakeEnvironment();
    const idle: (() => void)[] = [];
    const canvas = createChartCanvas({ ...fake.env, afterTask: (callback) => idle.push(callback) });
    canvas.attach(fake.host, { startEarly: true });
    expect(fake.decks()).toBe(0);
    idle.splice(0).forEach((callback) => callback());
    expect(fake.decks()).toBe(1);
    expect(fake.calls).toHaveLength(1);
  });

  it("deck is created after the page's first chart-data request has left, not in the idle time before it", async () => {
    const fake = fakeEnvironment();
    const idle: (() => void)[] = [];
    const canvas = createChartCanvas({ ...fake.env, afterTask: (callback) => idle.push(callback) });
    let requested: () => void = () => undefined;
    canvas.attach(fake.host, { startEarly: new Promise<void>((resolve) => (requested = resolve)) });
    await Promise.resolve();
    expect(idle).toHaveLength(0); // the page is idle, waiting on the network: no deck yet
    requested();
    await Promise.resolve();
    idle.splice(0).forEach((callback) => callback());
    expect(fake.decks()).toBe(1);
    expect(fake.calls).toHaveLength(1);
    // A page destroyed before its first request leaves makes no deck.
    const gone = fakeEnvironment();
    const left = createChartCanvas(gone.env);
    const failed = Promise.reject(new Error('no plane'));
    left.attach(gone.host, { startEarly: failed });
    left.destroy();
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(gone.decks()).toBe(0);
  });

  it('a page destroyed and attached again at once (strict mode) makes one deck, and a destroyed page none', async () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host, { startEarly: true });
    canvas.destroy();
    canvas.attach(fake.host, { startEarly: true });
    await Promise.resolve();
    expect(fake.decks()).toBe(1);
    const gone = fakeEnvironment();
    const left = createChartCanvas(gone.env);
    left.attach(gone.host, { startEarly: true });
    left.destroy();
    await Promise.resolve();
    expect(gone.decks()).toBe(0);
  });

  it("tiles wanted before deck.gl is ready stay dirty and are drawn once it is; a deck a chart started draws no other kind's warm-up mark first", () => {
    const fake = fakeEnvironment();
    let ready = false;
    let onReady: () => void = () => undefined;
    const canvas = createChartCanvas({
      ...fake.env,
      createDeck: (host, whenReady) => {
        onReady = whenReady;
        const deck = fake.env.createDeck(host, whenReady);
        return { ...deck, ready: () => ready };
      },
    });
    canvas.attach(fake.host);
    canvas.register(element(fake.page, { left: 0, top: 0, width: 400, height: 300 }), [points('p')]);
    canvas.sync();
    expect([fake.places, fake.calls]).toEqual([[], []]);
    ready = true;
    onReady();
    // The first drawing only sizes deck.gl's buffer to a tile: no path or polygon shader is compiled for a page of points.
    expect(fake.calls[0]!.layers).toEqual([]);
    expect([fake.calls[0]!.width, fake.calls[0]!.height]).toEqual([1000, BATCH_TILE_PX]);
    expect(fake.calls.slice(1).flatMap((c) => c.layers.map((l) => l.id))).toEqual([
      'marks-0-0-point',
      'marks-0-0-point',
    ]);
    expect(fake.places).toEqual([
      [0, 0],
      [0, BATCH_TILE_PX],
    ]);
  });

  it('a drawing not yet of the tile size (deck.gl resizes a frame late) is drawn again at the next frame', async () => {
    const fake = fakeEnvironment();
    let late = 1;
    const canvas = createChartCanvas({
      ...fake.env,
      createDeck: (host, onReady) => {
        const deck = fake.env.createDeck(host, onReady);
        return {
          ...deck,
          createTile: () => {
            const tile = deck.createTile();
            return {
              copy: (left, top, width, height) => (late-- > 0 ? false : tile.copy(left, top, width, height)),
              release: () => tile.release(),
            };
          },
        };
      },
    });
    canvas.attach(fake.host);
    canvas.register(element(fake.page, { left: 0, top: 0, width: 400, height: 300 }), [points('p')]);
    canvas.sync();
    expect(fake.places).toEqual([[0, BATCH_TILE_PX]]);
    await Promise.resolve();
    await Promise.resolve();
    expect(fake.places).toEqual([
      [0, BATCH_TILE_PX],
      [0, 0],
    ]);
  });

  it('a changed chart draws again only the tiles it lies on', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host);
    const near = canvas.register(element(fake.page, { left: 0, top: 1200, width: 400, height: 300 }), [points('p')]);
    canvas.register(element(fake.page, { left: 0, top: 0, width: 400, height: 300 }), [points('p')]);
    canvas.sync();
    fake.places.length = 0;
    near.update([points('q')]);
    canvas.sync();
    expect(fake.places).toEqual([[0, BATCH_TILE_PX]]);
  });

  it('a chart updated with marks equal to those it shows (a display change of its DOM parts) draws nothing again', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host);
    const chart = canvas.register(element(fake.page, { left: 0, top: 0, width: 400, height: 300 }), [
      points('p'),
      shapes('area'),
      line('line'),
    ]);
    canvas.sync();
    fake.places.length = 0;
    chart.update([points('p'), shapes('area'), line('line')]);
    canvas.sync();
    expect(fake.places).toEqual([]);
    const recoloured = points('p');
    if (recoloured.kind === 'point') recoloured.colors[0] = 9;
    chart.update([recoloured, shapes('area'), line('line')]);
    canvas.sync();
    expect(fake.places).toEqual([[0, 0]]);
    fake.places.length = 0;
    chart.update([recoloured, shapes('area'), line('line', 3)]);
    canvas.sync();
    expect(fake.places).toEqual([[0, 0]]);
  });

  it('a new chart is measured alone before the next frame; a resized host re-reads every rectangle', async () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host);
    const reads = new Map<number, number>();
    const counted = (i: number) => {
      const inner = element(fake.page, { left: 0, top: i * 100, width: 50, height: 50 });
      return {
        getBoundingClientRect: () => {
          reads.set(i, (reads.get(i) ?? 0) + 1);
          return inner.getBoundingClientRect();
        },
      } as unknown as Element;
    };
    [0, 1, 2].forEach((i) => canvas.register(counted(i), [points('p')]));
    await Promise.resolve();
    expect([...reads.values()]).toEqual([1, 1, 1]);
    expect(canvas.stats().draws).toBe(2); // the two tiles shown
    canvas.register(counted(3), [points('p')]);
    await Promise.resolve();
    expect([reads.get(0), reads.get(3)]).toEqual([1, 1]);
    expect(canvas.stats()).toMatchObject({ visible: 4, draws: 3 });
    canvas.sync();
    expect([...reads.values()]).toEqual([2, 2, 2, 2]);
  });

  it('follows the sizes of the charts near the screen only; one coming back near is observed again and a resize while away is drawn', async () => {
    const fake = fakeEnvironment();
    const observed = new Map<Element, () => void>();
    const canvas = createChartCanvas({
      ...fake.env,
      observe: (target, onResize) => {
        observed.set(target, onResize);
        return () => observed.delete(target);
      },
    });
    canvas.attach(fake.host);
    const rects = [0, 3000, 8000].map((top) => ({ left: 0, top, width: 400, height: 300 }));
    const elements = rects.map((rect) => element(fake.page, rect));
    elements.forEach((e) => canvas.register(e, [points('p')]));
    expect([...observed.keys()]).toEqual([fake.host, ...elements]); // not measured yet: each followed until it is
    await Promise.resolve();
    // Shown tiles 0 and 1 (visible 0..700 and half a screen below): the first chart only; the host is always followed.
    expect([...observed.keys()]).toEqual([fake.host, elements[0]]);
    fake.scrollTo(7800);
    expect([...observed.keys()]).toEqual([fake.host, elements[2]]);
    // The chart at 3000 grew while away: not observed, nothing read. Coming near, it is observed again; the observer's
    // first report of it has it measured, and its tiles drawn at its new size.
    rects[1]!.height = 900;
    fake.scrollTo(2900);
    expect([...observed.keys()]).toEqual([fake.host, elements[1]]);
    const draws = canvas.stats().draws;
    observed.get(elements[1]!)!();
    await Promise.resolve();
    expect(canvas.stats().draws).toBeGreaterThan(draws);
    const clip = values(fake.calls.at(-1)!.layers[0]!.props.data, 'getPlotClipRect');
    expect(clip.slice(0, 4)).toEqual([0, -3900, 400, -3000]);
  });

  it('charts arriving frame after frame are drawn together, at most every MIN_REDRAW_INTERVAL_MS', () => {
    const { fake, canvas, frame, now } = framedCanvas();
    canvas.register(element(fake.page, { left: 0, top: 0, width: 50, height: 50 }), [points('p')]);
    frame();
    const before = canvas.stats().draws;
    expect(before).toBeGreaterThan(0);
    canvas.register(element(fake.page, { left: 0, top: 100, width: 50, height: 50 }), [points('p')]);
    while (canvas.stats().draws === before && now() < 1000) frame();
    expect(now() - 16).toBeGreaterThanOrEqual(MIN_REDRAW_INTERVAL_MS);
    expect(now() - 16).toBeLessThan(MIN_REDRAW_INTERVAL_MS + 16);
    expect(canvas.stats()).toMatchObject({ visible: 2, draws: before + 1 });
  });

  it('a map camera moved by the user (update now) is drawn at the next frame, not after MIN_REDRAW_INTERVAL_MS', () => {
    const { fake, canvas, frame } = framedCanvas();
    const handle = canvas.register(element(fake.page, { left: 0, top: 0, width: 50, height: 50 }), [points('p')]);
    frame();
    const before = canvas.stats().draws;
    handle.update([points('q')], { now: true });
    frame();
    expect(canvas.stats().draws).toBe(before + 1);
    handle.update([points('r')], { now: true });
    frame();
    expect(canvas.stats().draws).toBe(before + 2);
  });

  it('after expedite (a wave of answers the user waits on), changed charts are drawn at the next frame, then batching resumes', () => {
    const { fake, canvas, frame } = framedCanvas();
    const one = canvas.register(element(fake.page, { left: 0, top: 0, width: 50, height: 50 }), [points('p')]);
    const two = canvas.register(element(fake.page, { left: 0, top: 100, width: 50, height: 50 }), [points('p')]);
    frame();
    const before = canvas.stats().draws;
    one.update([points('q')]);
    frame(); // within MIN_REDRAW_INTERVAL_MS of the first drawing: held
    expect(canvas.stats().draws).toBe(before);
    canvas.expedite();
    frame();
    expect(canvas.stats().draws).toBe(before + 1);
    two.update([points('r')]);
    frame();
    expect(canvas.stats().draws).toBe(before + 1);
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
    expect(values(fake.calls.at(-1)!.layers[0]!.props.data, 'getPosition')[1]).toBe(-140);
  });

  it('picks a chart’s mark from its own marks at the pointer (no GPU picking) and maps it to its series and datum; dispose removes it', () => {
    const fake = fakeEnvironment();
    const canvas = createChartCanvas(fake.env);
    canvas.attach(fake.host);
    const before = canvas.register(element(fake.page, { left: 0, top: 1800, width: 100, height: 100 }), [
      line('k'),
      points('q'),
    ]);
    const handle = canvas.register(element(fake.page, { left: 0, top: 2000, width: 100, height: 100 }), [
      line('l'),
      points('p'),
    ]);
    fake.scrollTo(1900);
    canvas.sync();
    // Host top at -1800 on screen: client y 201 is host y 2001, 99 px above the plot's bottom, by its second point.
    expect(handle.pick(99, 201)).toEqual({ layerId: 'p', index: 1, series: 1, datum: 6 });
    // On the line from (50, 100) to (100, 50), in plot pixels up from the bottom: the path, no datum.
    expect(handle.pick(60, 210)).toEqual({ layerId: 'l', index: 0, series: 0, datum: -1 });
    // Over the plot, away from every mark; then over the chart above, whose first point is at its bottom-left.
    expect(handle.pick(30, 280)).toBeNull();
    expect(handle.pick(1, 99)).toBeNull();
    expect(before.pick(1, 99)).toEqual({ layerId: 'q', index: 0, series: 0, datum: 5 });
    expect(fake.picks).toEqual([]);
    handle.dispose();
    before.dispose();
    canvas.sync();
    expect(canvas.stats()).toMatchObject({ registered: 0, visible: 0 });
    expect(handle.pick(10, 205)).toBeNull();
  });
});
