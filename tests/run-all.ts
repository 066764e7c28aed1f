// The whole suite, as `npm test` runs it: typecheck, lint, unit and integration tests (vitest, Node), then
// the shipped build (which must carry no probe or bench code), then the browser flows (Playwright on Debian's
// Chromium against the instrumented build, which their setup makes, and the real server).
// The last line is the plain total "N passed, N failed" over every runner.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Tally {
  name: string;
  passed: number;
  failed: number;
}

const out = mkdtempSync(join(tmpdir(), 'tessera-results-'));
const tallies: Tally[] = [];

function run(cmd: string, args: string[], env: Record<string, string> = {}): number {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC', ...env } });
  return res.status ?? 1;
}

function check(name: string, cmd: string, args: string[]): void {
  console.log(`\n=== ${name} ===`);
  const status = run(cmd, args);
  tallies.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

function vitest(name: string, args: string[]): void {
  console.log(`\n=== ${name} ===`);
  const file = join(out, `${name.replace(/\W+/g, '-')}.json`);
  const status = run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
    };
    // A suite that fails to load counts as a failure even when no test inside it ran.
    const broken = status !== 0 && report.numFailedTests === 0 ? 1 : 0;
    tallies.push({ name, passed: report.numPassedTests, failed: report.numFailedTests + broken });
  } catch {
    tallies.push({ name, passed: 0, failed: 1 });
  }
}

check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('formatting', 'npx', ['prettier', '--check', '.']);
vitest('unit and integration', []);
check('build', 'npx', ['vite', 'build']);
check('shipped app carries no test code', 'node', ['--import', 'tsx', 'tests/support/shippedApp.ts', 'dist']);
vitest('browser', ['--config', 'e2e/vitest.config.ts']);

console.log('\n=== summary ===');
for (const t of tallies) console.log(`${t.name}: ${t.passed} passed, ${t.failed} failed`);
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
