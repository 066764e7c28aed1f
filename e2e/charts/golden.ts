// Golden files of the chart e2e tests: normalised output compared with a committed file; a mismatch writes
// `<name>.actual.json` beside it. UPDATE_GOLDEN=1 rewrites the committed file instead.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const DIR = join('tests', 'golden', 'charts-e2e');

/** Null when `value` matches the golden file `name`, else what differs (the .actual file is written). */
export function compareGolden(name: string, value: unknown): string | null {
  const file = join(DIR, `${name}.json`);
  const actualFile = join(DIR, `${name}.actual.json`);
  const text = `${JSON.stringify(value, null, 2)}\n`;
  mkdirSync(dirname(file), { recursive: true });
  if (process.env.UPDATE_GOLDEN === '1') {
    writeFileSync(file, text);
    return null;
  }
  if (!existsSync(file)) {
    writeFileSync(actualFile, text);
    return `no golden file ${file}; the output is in ${actualFile} (UPDATE_GOLDEN=1 writes it)`;
  }
  if (readFileSync(file, 'utf8') === text) {
    rmSync(actualFile, { force: true });
    return null;
  }
  writeFileSync(actualFile, text);
  return `${file} differs from the output, written to ${actualFile}`;
}
