// The main-thread cost of a 1,000,000-point deck_scatter in Node (issue 13: data handling ≤ 50 ms, pan/zoom ≤ 8 ms of
// CPU a frame, heap growth ≤ 100 MB). Data handling is transformProps over the result's columns (read by cell, as
// Arrow columns are) into typed arrays; a pan frame is what the page does for a camera move before deck.gl draws: the
// map's new scene and the canvas's map drawing (its layers, kept, and the map view at the new camera). The GPU's part
// (projection, draw) is not in it: bench/maps/browser.ts measures the whole in Chromium.
//   node --expose-gc --import tsx bench/maps/scatter.ts [--points 1000000] [--frames 60]
import { parseArgs } from 'node:util';
import type { ChartResult, ResultColumn } from '../../src/core/chart-plugin';
import { GenericDataType } from '../../src/core/query';
import { transformDeckScatterProps } from '../../src/charts/plugins/deck/scatter';
import { mapScene } from '../../src/charts/plugins/deck/project';
import { MapLayers, mapDrawing, mapView, mapViewState } from '../../src/charts/renderer/mapViews';

const { values } = parseArgs({ options: { points: { type: 'string' }, frames: { type: 'string' } } });
const count = Math.max(1, Number(values.points ?? 1_000_000));
const frameCount = Math.max(1, Number(values.frames ?? 60));

/** A deterministic cloud of points over the land-ish latitudes, as two Float64 columns. */
function pointsResult(n: number): ChartResult {
  const lon = new Float64Array(n);
  const lat = new Float64Array(n);
  let seed = 12345;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let i = 0; i < n; i += 1) {
    lon[i] = random() * 360 - 180;
    lat[i] = random() * 140 - 60;
  }
  const column = (data: Float64Array): ResultColumn => ({ length: n, get: (row) => data[row] });
  const columns = new Map([
    ['longitude', column(lon)],
    ['latitude', column(lat)],
  ]);
  return {
    cache_key: null,
    cached_dttm: null,
    cache_timeout: 0,
    annotation_data: null,
    error: null,
    is_cached: false,
    query: '',
    status: 'success',
    stacktrace: null,
    rowcount: n,
    from_dttm: null,
    to_dttm: null,
    colnames: ['longitude', 'latitude'],
    coltypes: [GenericDataType.NUMERIC, GenericDataType.NUMERIC],
    applied_filters: [],
    rejected_filters: [],
    records: n,
    column: (name) => columns.get(name),
  };
}

const formData = {
  datasource: '1__table',
  viz_type: 'deck_scatter',
  spatial: { type: 'latlong', lonCol: 'longitude', latCol: 'latitude' },
  point_radius_fixed: { type: 'fix', value: 1000 },
};
const size = { width: 600, height: 400 };
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number): string => `${x.toFixed(1)} ms`;

const result = pointsResult(count);
transformDeckScatterProps([pointsResult(1000)], formData, size); // warm the JIT
globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const buffersBefore = process.memoryUsage().arrayBuffers;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const model = transformDeckScatterProps([result], formData, size);
const dataMs = performance.now() - t0;
const dataCpu = process.cpuUsage(cpu0);

const cache = new MapLayers();
const rect = { left: 0, top: 0, width: size.width, height: size.height };
const frameMs: number[] = [];
let viewport = model.viewport;
let layersKept = true;
let first: unknown = null;
for (let frame = 0; frame < frameCount; frame += 1) {
  viewport = { ...viewport, longitude: viewport.longitude + 0.5, zoom: viewport.zoom + 0.01 };
  const a = performance.now();
  const scene = mapScene(model, viewport);
  const placed = { viewId: 'map:bench', rect, scene };
  const drawing = mapDrawing([placed], cache);
  mapView(placed, 0, 0);
  mapViewState(scene.viewport);
  frameMs.push(performance.now() - a);
  first ??= drawing.layers.at(-1);
  layersKept &&= drawing.layers.at(-1) === first;
}
globalThis.gc?.();
const heapGrowth = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
const bufferGrowth = (process.memoryUsage().arrayBuffers - buffersBefore) / 2 ** 20;

console.log(
  `deck_scatter, ${count.toLocaleString('en-US')} points, ${frameCount} pan/zoom frames (Node ${process.version})`,
);
console.log(`  data handling (transformProps): ${ms(dataMs)} wall, ${ms((dataCpu.user + dataCpu.system) / 1000)} CPU`);
console.log(
  `  pan/zoom frame, median: ${ms(median(frameMs))} (scene and map view; deck.gl layers kept across frames: ${layersKept})`,
);
console.log(
  `  growth over the run: JS heap ${heapGrowth.toFixed(1)} MB, array buffers ${bufferGrowth.toFixed(1)} MB (the model's typed arrays)`,
);
