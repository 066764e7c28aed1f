/**
 * The pages' test and bench hook (`?probe` in the URL): per chart, the main-thread time of decode, transformProps
 * and mount, when it was first committed and drawn, the marks it handed to the canvas and its lifecycle status, on
 * `window.__tesseraProbe`.
 */
import type { MarkLayer } from '../../../src/charts';
import { chartsState } from '../../../src/state/charts';
import type { ChartStatus } from '../../../src/state/charts';
import type { CrossFilterPrefetch } from '../../../src/core/dataplane';

/** What the probe knows of one chart. */
export interface ChartProbe {
  chartId: number;
  /** The chart's viz_type, known once its transformProps ran. */
  vizType?: string;
  decodeMs?: number;
  transformMs?: number;
  /** performance.now() at the end of the decode and of transformProps. */
  decodedAt?: number;
  transformedAt?: number;
  /** Render and commit of the chart's view; charts committed together share their commit equally. */
  commitMs?: number;
  /** performance.now() of the commit, and of the end of the first frame after it. */
  committedAt?: number;
  drawnAt?: number;
  /**
   * performance.now() at the end of the first frame after the chart's latest model was committed: unlike drawnAt,
   * it moves on each new answer (a cross filter's repaint).
   */
  paintedAt?: number;
  /** The chart's lifecycle status in the chart store, read when the probe is read. */
  readonly status?: ChartStatus;
  /** The marks last handed to the canvas, normalised when read (see recordLayers). */
  readonly layers?: LayerSummary[];
}

/** A mark layer without its arrays: sizes, bounds, first positions and distinct colours, rounded. */
export interface LayerSummary {
  id: string;
  kind: MarkLayer['kind'];
  count: number;
  vertices: number;
  sizePx: number;
  bounds: number[];
  head: number[];
  colors: string[];
  series: number;
}

/** The probe on `window`. */
export interface PageProbe {
  charts: Record<string, ChartProbe>;
  /** The latest cross-filter prefetch the page finished: what the data worker made, and performance.now() then. */
  crossFilterPrefetch?: CrossFilterPrefetch & { doneAt: number };
}

declare global {
  interface Window {
    __tesseraProbe?: PageProbe;
  }
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/** The normalised form of a mark layer (what the golden files hold). */
export function summarizeLayer(layer: MarkLayer): LayerSummary {
  const p = layer.positions;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < p.length; i += 2) {
    const x = p[i] as number;
    const y = p[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const colors = new Set<string>();
  for (let i = 0; i + 3 < layer.colors.length && colors.size < 16; i += 4)
    colors.add(Array.from(layer.colors.subarray(i, i + 4)).join(','));
  return {
    id: layer.id,
    kind: layer.kind,
    count: layer.count,
    vertices: p.length / 2,
    sizePx: layer.kind === 'path' ? layer.widthPx : layer.kind === 'point' ? layer.radiusPx : 0,
    bounds: p.length ? [minX, minY, maxX, maxY].map(round) : [],
    head: Array.from(p.subarray(0, 6), round),
    colors: [...colors].sort(),
    series: new Set(layer.series).size,
  };
}

const handed = new WeakMap<ChartProbe, { layers: readonly MarkLayer[]; summary?: LayerSummary[] }>();

/**
 * Keeps the marks a chart handed to the canvas. They are summarised only when the record's `layers` is read, so
 * that the probe adds no work to the mounts it times.
 */
export function recordLayers(record: ChartProbe, layers: readonly MarkLayer[]): void {
  if (!handed.has(record)) {
    Object.defineProperty(record, 'layers', {
      configurable: true,
      enumerable: true,
      get(): LayerSummary[] | undefined {
        const kept = handed.get(record);
        if (kept) kept.summary ??= kept.layers.map(summarizeLayer);
        return kept?.summary;
      },
    });
  }
  handed.set(record, { layers });
}

/** The page's probe when the URL asks for one, else null. */
export function pageProbe(search: URLSearchParams): PageProbe | null {
  if (!search.has('probe')) return null;
  window.__tesseraProbe ??= { charts: {} };
  return window.__tesseraProbe;
}

/** The record of one chart in a probe, created on first use. */
export function chartProbe(probe: PageProbe, chartId: number): ChartProbe {
  const key = String(chartId);
  let record = probe.charts[key];
  if (!record) {
    record = Object.defineProperty({ chartId }, 'status', {
      enumerable: true,
      get: () => chartsState.charts[key]?.chartStatus,
    });
    probe.charts[key] = record;
  }
  return record;
}

let batch: { start: number; charts: ChartProbe[] } | null = null;

function afterFrame(then: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = then;
    channel.port2.postMessage(null);
  });
}

const painting = new Set<ChartProbe>();

/**
 * Records that a chart committed a new model: its `paintedAt` becomes the end of the next frame (`frame` schedules
 * it), one frame for every chart committed before it comes.
 */
export function modelCommitted(record: ChartProbe, frame: (then: () => void) => void = afterFrame): void {
  if (painting.size === 0)
    frame(() => {
      const painted = performance.now();
      for (const chart of painting) chart.paintedAt = painted;
      painting.clear();
    });
  painting.add(record);
}

/** Records a chart's commit; charts committed in the same task share the time from the first render start to the end. */
export function chartCommitted(record: ChartProbe, renderStart: number): void {
  if (!batch) {
    batch = { start: renderStart, charts: [] };
    queueMicrotask(() => {
      const done = batch;
      batch = null;
      if (!done) return;
      const end = performance.now();
      for (const chart of done.charts) {
        chart.commitMs = (end - done.start) / done.charts.length;
        chart.committedAt ??= end;
      }
      afterFrame(() => {
        const drawn = performance.now();
        for (const chart of done.charts) chart.drawnAt ??= drawn;
      });
    });
  }
  batch.start = Math.min(batch.start, renderStart);
  batch.charts.push(record);
}
