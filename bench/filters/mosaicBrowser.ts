/**
 * Mosaic in the bench's browser: the page bench/filters/mosaic.html (mosaicPage/) on the bench's server, its table
 * (from the Parquet copy) served to it by the browser context, the same clicks as the app's, timed to every client answered, with
 * the long tasks the page's recorder saw.
 */
import { readFileSync } from 'node:fs';
import { decodeIPC } from '@uwdata/mosaic-core';
import type { BrowserContext } from 'playwright-core';
import { openDuckDB } from '../../wasm/duckdb';
import { openDuckDBBindingsForNode } from '../../wasm/node';
import { clickFigure, pathRow, type ClickFigure, type LongTask, type PathRow } from './clicks';
import type { BenchChart } from './flightsDashboard';
import { mosaicQueries } from './mosaicClients';
import type { MosaicPageSpec } from './mosaicPage/main';

/** What Mosaic runs: the table (from its Parquet copy), the charts as clients, the column and values clicked. */
export interface MosaicTarget {
  table: string;
  parquet: string;
  column: string;
  charts: BenchChart[];
  values: string[];
  /** The dataset's saved metrics: name to SQL. */
  saved: [string, string][];
}

/**
 * The table's Parquet copy as an Arrow IPC stream, read here by DuckDB-WASM for Node, with only the columns the
 * clients' queries name (the whole 10-million-row flights table does not fit a tab; the local path's cubes also hold
 * only what the charts ask).
 */
async function tableIpc(target: MosaicTarget): Promise<Uint8Array> {
  const bindings = await openDuckDBBindingsForNode();
  bindings.registerFileBuffer('t.parquet', readFileSync(target.parquet));
  const db = openDuckDB(bindings);
  try {
    const names = decodeIPC(db.query(`DESCRIBE SELECT * FROM 't.parquet'`))
      .toArray()
      .map((r) => String((r as { column_name: unknown }).column_name));
    const queries = [...mosaicQueries(target.table, target.charts, new Map(target.saved)), `"${target.column}"`];
    const used = names.filter((n) => queries.some((q) => new RegExp(`\\b${n}\\b`).test(q)));
    return db.query(`SELECT ${used.map((n) => `"${n}"`).join(', ')} FROM 't.parquet'`);
  } finally {
    db.close();
  }
}

/** The first click (which builds Mosaic's indexes) apart, then `rounds` rounds over the values. */
export async function mosaicInBrowser(
  context: BrowserContext,
  baseUrl: string,
  target: MosaicTarget,
  rounds: number,
): Promise<{ row: PathRow; note: string }> {
  const ipc = await tableIpc(target);
  const page = await context.newPage();
  const tableUrl = `${baseUrl}/bench-data/${target.table}.arrows`;
  await page.route(tableUrl, (route) =>
    route.fulfill({
      body: Buffer.from(ipc.buffer, ipc.byteOffset, ipc.byteLength),
      contentType: 'application/octet-stream',
    }),
  );
  try {
    await page.goto(`${baseUrl}/bench/filters/mosaic.html`);
    await page.waitForFunction(() => window.__mosaicBench !== undefined);
    const spec: MosaicPageSpec = {
      tableUrl,
      table: target.table,
      charts: target.charts,
      column: target.column,
      saved: target.saved,
    };
    const loadMs = await page.evaluate(
      (s) => window.__mosaicBench?.start(s) ?? Promise.reject(new Error('no page')),
      spec,
    );
    const click = async (value: string): Promise<ClickFigure> => {
      const { start, end } = await page.evaluate(
        (v) => window.__mosaicBench?.click(v) ?? Promise.reject(new Error('no page')),
        value,
      );
      const tasks = (await page.evaluate('window.__xfBench.longTasks')) as LongTask[];
      return clickFigure(start, [end], tasks);
    };
    const [firstValue, ...rest] = target.values;
    if (firstValue === undefined) throw new Error('no value to click');
    const first = await click(firstValue);
    const clicks: ClickFigure[] = [];
    for (let r = 0; r < rounds; r += 1)
      for (const [i, value] of [firstValue, ...rest].entries()) if (r > 0 || i > 0) clicks.push(await click(value));
    return {
      row: pathRow('mosaic (data cubes)', target.charts.length, clicks),
      note:
        `load and first answers ${loadMs.toFixed(0)} ms; first click (builds the indexes): ${first.ms.toFixed(0)} ms;` +
        ' answered, not drawn',
    };
  } finally {
    await page.close();
  }
}
