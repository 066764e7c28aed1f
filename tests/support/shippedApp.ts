/**
 * Checks the shipped build (dist/, from `vite build`) for test and bench code: the page probe, the dashboard
 * bench's baseline and json-bigint must be absent. Exits 1 naming each file and marker found.
 * Usage: node --import tsx tests/support/shippedApp.ts [folder]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Strings only the probe, the baseline page or json-bigint put in a bundle. */
export const TEST_CODE_MARKERS = ['__tesseraProbe', 'baseline-deck', 'useNativeBigInt', 'bench/dashboard/baseline'];

/** The markers found in the .js and .html files under `dir`, as "file: marker". */
export function testCodeIn(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    for (const marker of TEST_CODE_MARKERS) if (text.includes(marker)) found.push(`${file}: ${marker}`);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const dir = process.argv[2] ?? 'dist';
  const found = testCodeIn(dir);
  for (const line of found) console.error(`test code in the shipped app: ${line}`);
  if (!found.length) console.log(`${dir}: no probe, baseline or json-bigint code`);
  process.exit(found.length ? 1 : 0);
}
