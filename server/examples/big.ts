// `npm run data:big [-- --data-dir DIR] [--rows N]`: writes the flights table into the examples database.
import { parseArgs } from 'node:util';
import { examplesDatabasePath } from './database';
import { FLIGHT_ROWS } from './flights';
import { loadFlights } from './load';

function parseBigArgs(argv: readonly string[]): { databasePath: string; rows: number } {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'data-dir': { type: 'string' }, rows: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const rows = values.rows === undefined ? FLIGHT_ROWS : Number(values.rows);
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`--rows must be a positive integer, got ${values.rows}`);
  return { databasePath: examplesDatabasePath(values['data-dir']), rows };
}

async function main(): Promise<void> {
  const { databasePath, rows } = parseBigArgs(process.argv.slice(2));
  console.log(`flights: ensuring ${rows.toLocaleString('en-US')} rows in ${databasePath}`);
  const started = performance.now();
  const result = await loadFlights(databasePath, rows);
  const seconds = (performance.now() - started) / 1000;
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
