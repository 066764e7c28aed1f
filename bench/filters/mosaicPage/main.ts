/**
 * The cross-filter browser bench's Mosaic page (bench/filters/mosaic.html): Mosaic's coordinator and clients on the
 * main thread, as a Mosaic app runs them, with DuckDB-WASM in a worker (worker.ts). The bench drives it through
 * window.__mosaicBench: start() loads the table and answers every client once, click() times one click to every
 * client answered (aggregates decoded, nothing drawn).
 */
import { decodeIPC, type Connector } from '@uwdata/mosaic-core';
import type { BenchChart } from '../flightsDashboard';
import { mosaicCharts, type MosaicClick } from '../mosaicClients';
import type { MosaicWorkerAnswer, MosaicWorkerRequest } from './worker';

/** What the bench hands the page. */
export interface MosaicPageSpec {
  /** The table as an Arrow IPC stream. */
  tableUrl: string;
  table: string;
  charts: BenchChart[];
  column: string;
  saved: [string, string][];
}

/** The page's handle for the bench. */
export interface MosaicBench {
  start(spec: MosaicPageSpec): Promise<number>;
  click(value: string): Promise<MosaicClick>;
}

declare global {
  interface Window {
    __mosaicBench?: MosaicBench;
  }
}

const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
const waiting = new Map<number, { done: (bytes: Uint8Array | null) => void; fail: (error: Error) => void }>();
let nextId = 0;
worker.onmessage = (event: MessageEvent<MosaicWorkerAnswer>) => {
  const answer = event.data;
  const pending = waiting.get(answer.id);
  waiting.delete(answer.id);
  if ('error' in answer) pending?.fail(new Error(answer.error));
  else pending?.done(answer.bytes);
};

// A worker that fails to start or throws outside a request fails every request waiting, rather than leaving it hanging.
worker.onerror = (event: ErrorEvent) => {
  for (const pending of waiting.values()) pending.fail(new Error(`Mosaic's DuckDB worker failed: ${event.message}`));
  waiting.clear();
};

function ask(request: Omit<MosaicWorkerRequest, 'id'>, transfer: Transferable[] = []): Promise<Uint8Array | null> {
  const id = (nextId += 1);
  return new Promise((done, fail) => {
    waiting.set(id, { done, fail });
    worker.postMessage({ ...request, id }, transfer);
  });
}

const connector = {
  async query(request: { type?: string; sql: string }) {
    const bytes = await ask({ sql: request.sql, exec: request.type === 'exec' });
    if (request.type === 'exec' || !bytes) return undefined;
    const result = decodeIPC(bytes);
    return request.type === 'json' ? result.toArray() : result;
  },
} as Connector;

let click: ((value: string) => Promise<MosaicClick>) | null = null;

window.__mosaicBench = {
  async start(spec) {
    const started = performance.now();
    const ipc = new Uint8Array(await (await fetch(spec.tableUrl)).arrayBuffer());
    await ask({ load: { ipc, table: spec.table } }, [ipc.buffer]);
    click = await mosaicCharts(connector, spec.table, spec.charts, spec.column, new Map(spec.saved));
    return performance.now() - started;
  },
  click(value) {
    if (!click) return Promise.reject(new Error('start the bench first'));
    return click(value);
  },
};
