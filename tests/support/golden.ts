/**
 * Golden files, for every test and browser test: generated text compared with a committed file under
 * tests/golden/. A mismatch or a missing file writes `<name>.actual.<ext>` beside it and fails; UPDATE_GOLDEN=1
 * rewrites the committed file instead. JSON output is normalised first (typed arrays to lists, numbers rounded to
 * 4 decimals, functions and undefined dropped), so that floating-point noise does not fail a test.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden');

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

/** The golden text of a value: normalised JSON indented by `indent`, ending with a newline. */
export function goldenJson(value: unknown, indent = 1): string {
  return `${JSON.stringify(normalise(value), null, indent)}\n`;
}

/**
 * Compares `text` with the golden file at `path` (under tests/golden/, with its extension): null when they match,
 * else what differs, with the output written to the `.actual` file beside it.
 */
export function goldenDiff(path: string, text: string): string | null {
  const file = join(ROOT, path);
  const ext = extname(file);
  const actualFile = `${file.slice(0, file.length - ext.length)}.actual${ext}`;
  mkdirSync(dirname(file), { recursive: true });
  if (process.env.UPDATE_GOLDEN === '1') {
    writeFileSync(file, text);
    rmSync(actualFile, { force: true });
    return null;
  }
  const expected = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (expected === text) {
    rmSync(actualFile, { force: true });
    return null;
  }
  writeFileSync(actualFile, text);
  return expected === null
    ? `no golden file ${file}; the output is in ${actualFile} (UPDATE_GOLDEN=1 writes it)`
    : `${file} differs from the output, written to ${actualFile} (UPDATE_GOLDEN=1 rewrites it)`;
}

/** Fails the test, showing the difference, when `text` does not match the golden file at `path`. */
export function expectGolden(path: string, text: string): void {
  const diff = goldenDiff(path, text);
  if (diff === null) return;
  const file = join(ROOT, path);
  expect(text, diff).toBe(existsSync(file) ? readFileSync(file, 'utf8') : '<missing golden file>');
}
