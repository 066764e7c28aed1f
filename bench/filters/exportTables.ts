// `node --import tsx bench/filters/exportTables.ts DUCKDB_PATH OUT_DIR TABLE...`: copies tables of the examples file
// (loading the small example tables first when missing) to OUT_DIR/<table>.parquet, in a process of its own, before
// the bench's server holds the file: what Mosaic's DuckDB-WASM loads.
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { DUCKDB_OPTIONS, loadExampleData } from '../../server/examples';

async function main(): Promise<void> {
  const [path, out, ...tables] = process.argv.slice(2);
  if (!path || !out || tables.length === 0) throw new Error('usage: exportTables.ts DUCKDB_PATH OUT_DIR TABLE...');
  await loadExampleData(path);
  const instance = await DuckDBInstance.create(path, { ...DUCKDB_OPTIONS });
  const connection = await instance.connect();
  for (const table of tables)
    await connection.run(`COPY main.${table} TO '${join(out, `${table}.parquet`)}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
