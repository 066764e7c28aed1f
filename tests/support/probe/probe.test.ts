import { describe, expect, it } from 'vitest';
import type { MarkLayer } from '../../../src/charts';
import { chartProbe, modelCommitted, recordLayers, summarizeLayer } from './probe';
import type { PageProbe } from './probe';
import { addChart, chartRenderingSucceeded, chartsState } from '../../../src/state/charts';

const path = (id: string, positions: number[]): MarkLayer => ({
  kind: 'path',
  id,
  count: 1,
  positions: new Float32Array(positions),
  startIndices: new Uint32Array([0]),
  colors: new Uint8Array(positions.flatMap((_, i) => (i % 2 ? [] : [10, 20, 30, 255]))),
  widthPx: 2,
  series: new Uint32Array([0]),
});

/** A layer that counts how often its positions are read. */
function counted(layer: MarkLayer): { layer: MarkLayer; reads: () => number } {
  let reads = 0;
  const spy = new Proxy(layer, {
    get(target, key, receiver) {
      if (key === 'positions') reads += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { layer: spy, reads: () => reads };
}

describe('page probe', () => {
  it('summarises a layer: vertices, rounded bounds, first positions, distinct colours, series', () => {
    expect(summarizeLayer(path('lines', [0, 0.25, 0.5, 1, 1, 0.1234567]))).toEqual({
      id: 'lines',
      kind: 'path',
      count: 1,
      vertices: 3,
      sizePx: 2,
      bounds: [0, 0.123, 1, 1],
      head: [0, 0.25, 0.5, 1, 1, 0.123],
      colors: ['10,20,30,255'],
      series: 1,
    });
  });

  it('records the marks handed to the canvas without summarising them until the probe is read', () => {
    const probe: PageProbe = { charts: {} };
    const record = chartProbe(probe, 7);
    const first = counted(path('lines', [0, 0, 1, 1]));
    recordLayers(record, [first.layer]);
    const second = counted(path('lines', [0, 0.5, 1, 0.5]));
    recordLayers(record, [second.layer]);
    expect(first.reads()).toBe(0);
    expect(second.reads()).toBe(0);

    // What the browser tests and the bench do: copy the record out of the page.
    const copy = { ...record };
    expect(copy.layers?.map((l) => l.bounds)).toEqual([[0, 0.5, 1, 0.5]]);
    expect(first.reads()).toBe(0);
    const reads = second.reads();
    expect(reads).toBeGreaterThan(0);
    expect(record.layers).toBe(copy.layers);
    expect(second.reads()).toBe(reads);
    expect(Object.keys(copy).sort()).toEqual(['chartId', 'layers', 'status']);
  });

  it('a record that never drew has no layers', () => {
    const record = chartProbe({ charts: {} }, 1);
    expect({ ...record }).toEqual({ chartId: 1 });
  });

  it("reads the chart's lifecycle status from the chart store when the probe is read", () => {
    chartsState.charts = {};
    const record = chartProbe({ charts: {} }, 3);
    expect(record.status).toBeUndefined();
    addChart({ id: 3 });
    expect(record.status).toBe('loading');
    chartRenderingSucceeded(3);
    expect({ ...record }.status).toBe('rendered');
  });

  it('moves paintedAt to the end of the frame after each new model, one frame for the charts committed before it', () => {
    const probe: PageProbe = { charts: {} };
    const frames: (() => void)[] = [];
    const frame = (then: () => void) => frames.push(then);
    const a = chartProbe(probe, 1);
    const b = chartProbe(probe, 2);
    modelCommitted(a, frame);
    modelCommitted(b, frame);
    expect(frames).toHaveLength(1);
    expect(a.paintedAt).toBeUndefined();
    frames.shift()?.();
    expect(a.paintedAt).toBeDefined();
    expect(b.paintedAt).toBe(a.paintedAt);
    const first = a.paintedAt ?? 0;
    modelCommitted(a, frame);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(a.paintedAt).toBeGreaterThanOrEqual(first);
    expect(b.paintedAt).toBe(first);
  });
});
