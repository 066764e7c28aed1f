// The browser half of the parse bench: the same chart-data answer read by the data worker (exact reader →
// Arrow → DuckDB-WASM, IPC transferred and decoded once here) or by json-bigint on this main thread.
import JSONbig from 'json-bigint';
import { decodeResultTable } from '../../src/core/dataplane';
import { connectDataWorker } from '../../workers/client';

/** What one parse run measured. */
export interface ParseRun {
  ms: number;
  /** Main-thread time spent parsing (json-bigint) or decoding the transferred table. */
  mainMs: number;
  rows: number;
  lastOrderId: string;
}

const plane = connectDataWorker(
  new Worker(new URL('../../workers/data.worker.ts', import.meta.url), { type: 'module' }),
);
const superset = JSONbig();
let chartId = 0;

const longTasks: [number, number][] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration]);
}).observe({ type: 'longtask', buffered: true });

async function inWorker(): Promise<ParseRun> {
  chartId += 1;
  const start = performance.now();
  const outcome = await plane.fetchChartData({
    chartId,
    formData: { slice_id: chartId, datasource: '1__table', viz_type: 'table' },
    force: true,
  });
  if (outcome.status !== 'success') throw new Error(`worker run ended ${outcome.status}`);
  const result = outcome.results[0];
  if (!result?.table) throw new Error('no table');
  const decodeStart = performance.now();
  const table = decodeResultTable(result.table);
  const column = table.getChild('order_id');
  const last = column?.get(table.numRows - 1) as bigint | undefined;
  const end = performance.now();
  await plane.releaseChart(chartId);
  return { ms: end - start, mainMs: end - decodeStart, rows: table.numRows, lastOrderId: String(last) };
}

async function onMain(): Promise<ParseRun> {
  const start = performance.now();
  const text = await (await fetch('/api/v1/chart/data', { method: 'POST', body: '{}' })).text();
  const parseStart = performance.now();
  const body = superset.parse(text) as { result: { data: { order_id: { toString(): string } }[] }[] };
  const end = performance.now();
  const data = body.result[0]?.data ?? [];
  return {
    ms: end - start,
    mainMs: end - parseStart,
    rows: data.length,
    lastOrderId: String(data[data.length - 1]?.order_id),
  };
}

/** Runs one variant and reports the long tasks seen on this thread while it ran. */
async function run(variant: 'worker' | 'main'): Promise<ParseRun & { longTasks: number; longTaskMs: number }> {
  const from = performance.now();
  const result = variant === 'worker' ? await inWorker() : await onMain();
  await new Promise((r) => setTimeout(r, 200));
  const seen = longTasks.filter(([t]) => t >= from);
  return { ...result, longTasks: seen.length, longTaskMs: seen.reduce((s, [, d]) => s + d, 0) };
}

(window as unknown as { benchParse: typeof run }).benchParse = run;
