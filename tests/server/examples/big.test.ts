import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_FLIGHT_ID, loadFlights } from '../../../server/examples';
import { checksum, query, tableNames, tempDir } from './helpers';

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs big.ts as `npm run data:big` would; `killAfterStartMs` SIGKILLs it that long after it starts loading. */
function runBig(args: string[], killAfterStartMs?: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/examples/big.ts', ...args], {
      cwd: process.cwd(),
      env: { ...process.env, TESSERA_DATA_DIR: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (killAfterStartMs !== undefined && stdout.includes('ensuring')) {
        setTimeout(() => child.kill('SIGKILL'), killAfterStartMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

describe('big.ts (npm run data:big)', () => {
  const tmp = tempDir('big');
  afterAll(() => tmp.remove());

  it('writes the flights table into <data-dir>/examples.duckdb, reports rows and seconds, is idempotent and deterministic', async () => {
    const dir = join(tmp.dir, 'data');
    const first = await runBig(['--data-dir', dir, '--rows', '20000', '--points', '3000']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/flights: 20,000 rows written in \d+\.\d s/);
    expect(first.stdout).toMatch(/map_points: 3,000 rows written in \d+\.\d s/);
    const path = join(dir, 'examples.duckdb');
    expect(existsSync(path)).toBe(true);
    expect(await tableNames(path)).toEqual(['flights', 'map_points']);

    const second = await runBig(['--data-dir', dir, '--rows', '20000', '--points', '3000']);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/flights: 20,000 rows already complete/);
    expect(second.stdout).toMatch(/map_points: 3,000 rows already complete/);

    const [r] = await query(
      path,
      `
      SELECT count(*)::INTEGER AS n, min(flight_id) AS lo, max(flight_id) AS hi,
        count(*) FILTER (WHERE origin = dest)::INTEGER AS loops,
        count(*) FILTER (WHERE dep_ts::DATE <> flight_date)::INTEGER AS ts_off,
        count(*) FILTER (WHERE cancelled <> (dep_delay IS NULL))::INTEGER AS delay_off,
        min(flight_date)::VARCHAR AS first, max(flight_date)::VARCHAR AS last
      FROM flights`,
    );
    expect(r).toEqual({
      n: 20_000,
      lo: FIRST_FLIGHT_ID,
      hi: FIRST_FLIGHT_ID + 19_999n,
      loops: 0,
      ts_off: 0,
      delay_off: 0,
      first: '2023-01-01',
      last: '2024-12-31',
    });

    const inProcess = join(tmp.dir, 'api', 'examples.duckdb');
    await loadFlights(inProcess, 20_000);
    expect(await checksum(inProcess, 'flights')).toBe(await checksum(path, 'flights'));
  }, 60_000);

  it('rebuilds when asked for another row count', async () => {
    const path = join(tmp.dir, 'resize', 'examples.duckdb');
    await loadFlights(path, 1000);
    const result = await loadFlights(path, 3000);
    expect(result.tables).toMatchObject([{ name: 'flights', rows: 3000, built: true }]);
  }, 60_000);

  it('rejects a bad --rows with a message and a failing exit code', async () => {
    const run = await runBig(['--data-dir', join(tmp.dir, 'bad'), '--rows', 'many']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/--rows must be a positive integer/);
    const points = await runBig(['--data-dir', join(tmp.dir, 'bad'), '--points', '0']);
    expect(points.code).toBe(1);
    expect(points.stderr).toMatch(/--points must be a positive integer/);
  }, 30_000);

  it('leaves the previous table intact when killed in the middle of a load', async () => {
    const dir = join(tmp.dir, 'killed');
    const path = join(dir, 'examples.duckdb');
    await loadFlights(path, 1000);
    const before = await checksum(path, 'flights');

    const killed = await runBig(['--data-dir', dir, '--rows', '5000000'], 700);
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.stdout).not.toMatch(/rows written/);

    expect(await tableNames(path)).toEqual(['flights']);
    expect(await checksum(path, 'flights')).toBe(before);
    const after = await loadFlights(path, 1000);
    expect(after.tables).toMatchObject([{ name: 'flights', rows: 1000, built: false }]);
  }, 60_000);
});
