// Starts a throwaway PostgreSQL from Debian's package on a loopback port for the integration tests, and
// hands its URL to the tests as TESSERA_TEST_PG_URL. The tests that need it fail (never skip) without it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/server';

function pgBinDir(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql');
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  throw new Error('PostgreSQL initdb not found under /usr/lib/postgresql');
}

export default async function setup(): Promise<() => void> {
  if (process.env.TESSERA_TEST_PG_URL) return () => undefined;
  const bin = pgBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]): void => {
    const full = join(bin, cmd);
    const res = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
    '-w',
    '-l',
    join(dir, 'log'),
    'start',
  ]);
  process.env.TESSERA_TEST_PG_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      try {
        execFileSync('rm', ['-rf', dir]);
      } catch {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  };
}
