/** A throwaway redis-server on a loopback port (Debian's binary), with no persistence. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/server';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts redis-server and resolves once it accepts connections. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-redis-'));
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
      proc.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      proc.once('error', (err) => {
        clearTimeout(timer);
        reject(new Error(`redis-server could not run (apt-get install redis-server): ${err.message}`));
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}: ${output}`));
      });
    });
  } catch (err) {
    proc.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
