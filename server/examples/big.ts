// `npm run data:big [-- --data-dir DIR] [--rows N] [--points N]`: writes the flights table (N rows, 10 million by
// default) and the map_points table (a million places by default) into the examples database.
import { parseArgs } from 'node:util';
import { examplesDatabasePath } from './database';
import { FLIGHT_ROWS } from './flights';
import { loadFlights, loadMapPoints } from './load';
import type { LoadResult } from './load';
import { MAP_POINT_ROWS } from './mapPoints';

function parseBigArgs(argv: readonly string[]): { databasePath: string; rows: number; points: number } {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'data-dir': { type: 'string' }, rows: { type: 'string' }, points: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const rows = values.rows === undefined ? FLIGHT_ROWS : Number(values.rows);
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`--rows must be a positive integer, got ${values.rows}`);
  const points = values.points === undefined ? MAP_POINT_ROWS : Number(values.points);
  if (!Number.isSafeInteger(points) || points < 1)
    throw new Error(`--points must be a positive integer, got ${values.points}`);
  return { databasePath: examplesDatabasePath(values['data-dir']), rows, points };
}

async function main(): Promise<void> {
  const { databasePath, rows, points } = parseBigArgs(process.argv.slice(2));
  console.log(`flights: ensuring ${rows.toLocaleString('en-US')} rows in ${databasePath}`);
  report(await timed(() => loadFlights(databasePath, rows)), databasePath);
  console.log(`map_points: ensuring ${points.toLocaleString('en-US')} rows in ${databasePath}`);
  report(await timed(() => loadMapPoints(databasePath, points)), databasePath);
}

async function timed(load: () => Promise<LoadResult>): Promise<{ result: LoadResult; seconds: number }> {
  const started = performance.now();
  const result = await load();
  return { result, seconds: (performance.now() - started) / 1000 };
}

function report({ result, seconds }: { result: LoadResult; seconds: number }, databasePath: string): void {
  for (const t of result.tables) {
    const what = t.built ? 'written' : 'already complete';
    console.log(
      `${t.name}: ${t.rows.toLocaleString('en-US')} rows ${what} in ${seconds.toFixed(1)} s (${databasePath})`,
    );
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const locked = /lock/i.test(message) ? ' Stop the Tessera server that holds the file, then run this again.' : '';
  console.error(`data:big failed: ${message}${locked}`);
  process.exitCode = 1;
});
