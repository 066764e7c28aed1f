/**
 * Mosaic's side of the Node bench: the clients of mosaicClients.ts on DuckDB-WASM in this process (the same engine
 * the data worker runs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeIPC } from '@uwdata/mosaic-core';
import type { Connector } from '@uwdata/mosaic-core';
import { openDuckDB } from '../../wasm/duckdb';
import { openDuckDBBindingsForNode } from '../../wasm/node';
import type { BenchChart } from './flightsDashboard';
import { mosaicCharts } from './mosaicClients';
import type { PathFigures } from './run';

/** DuckDB-WASM in this process with `table` loaded from its Parquet copy (exportTables.ts), as Mosaic's connector. */
async function loadTable(parquetDir: string, table: string): Promise<Connector & { close(): void }> {
  const bindings = await openDuckDBBindingsForNode();
  bindings.registerFileBuffer(`${table}.parquet`, readFileSync(join(parquetDir, `${table}.parquet`)));
  const db = openDuckDB(bindings);
  db.query(`CREATE TABLE ${table} AS SELECT * FROM '${table}.parquet'`);
  const query = (async (request: { type?: string; sql: string }) => {
    const bytes = db.query(request.sql);
    if (request.type === 'exec') return undefined;
    const result = decodeIPC(bytes);
    return request.type === 'json' ? result.toArray() : result;
  }) as Connector['query'];
  return { query, close: () => db.close() };
}

/** The same clicks through Mosaic: the first (which builds the indexes) apart, then `rounds` over the values. */
export async function mosaicClicks(
  parquetDir: string,
  table: string,
  charts: BenchChart[],
  column: string,
  values: string[],
  rounds: number,
  saved: ReadonlyMap<string, string>,
): Promise<PathFigures> {
  const connector = await loadTable(parquetDir, table);
  const click = await mosaicCharts(connector, table, charts, column, saved);
  const clickOn = async (value: string): Promise<number> => {
    const { start, end } = await click(value);
    return end - start;
  };
  const first = await clickOn(values[0] as string);
  const clicks: number[] = [];
  for (let r = 0; r < rounds; r += 1) for (const v of values) clicks.push(await clickOn(v));
  connector.close();
  return {
    path: 'mosaic (data cubes)',
    charts: charts.length,
    clicks,
    local: charts.length,
    note: `first click (builds the indexes): ${first.toFixed(0)} ms; aggregates only, no post-processing`,
    load: '',
  };
}
