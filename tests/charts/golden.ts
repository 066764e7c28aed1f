// Golden files for chart query contexts and render models: output normalised (typed arrays to lists, numbers
// rounded to 4 decimals) and compared with tests/golden/charts/<name>.json. A mismatch writes <name>.actual.json
// beside it; UPDATE_GOLDEN=1 rewrites the golden file.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden', 'charts');

function round(n: number): number | string {
  if (!Number.isFinite(n)) return String(n);
  const r = Math.round(n * 1e4) / 1e4;
  return Object.is(r, -0) ? 0 : r;
}

/** Plain JSON of a value: typed arrays as lists, numbers rounded, functions and undefined dropped. */
export function normalise(value: unknown): unknown {
  if (typeof value === 'number') return round(value);
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return Array.from(value as unknown as ArrayLike<number>, (n) => round(Number(n)));
  }
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined || typeof v === 'function') continue;
      out[k] = normalise(v);
    }
    return out;
  }
  return value;
}

/** Compares `value` with the golden file `name`. */
export function expectGolden(name: string, value: unknown): void {
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, `${name}.json`);
  const actualFile = join(DIR, `${name}.actual.json`);
  const text = `${JSON.stringify(normalise(value), null, 1)}\n`;
  if (process.env.UPDATE_GOLDEN === '1') {
    writeFileSync(file, text);
    rmSync(actualFile, { force: true });
    return;
  }
  const expected = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (expected === text) {
    rmSync(actualFile, { force: true });
    return;
  }
  writeFileSync(actualFile, text);
  expect(text, `golden ${name} differs; see ${actualFile} (UPDATE_GOLDEN=1 rewrites)`).toBe(expected ?? '<missing golden file>');
}
