// Golden files: compare generated text with tests/golden/sql/<dialect>/<case>.sql. A mismatch writes
// <case>.actual.sql beside it; UPDATE_GOLDEN=1 rewrites the golden file instead.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'golden', 'sql');

/** Returns the golden text for `name` (after writing it when updating), and writes `.actual.sql` when it differs. */
export function golden(dialect: string, name: string, actual: string): { expected: string | null; actual: string } {
  const file = join(ROOT, dialect, `${name}.sql`);
  const actualFile = join(ROOT, dialect, `${name}.actual.sql`);
  mkdirSync(dirname(file), { recursive: true });
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual);
  const expected = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (expected === actual) rmSync(actualFile, { force: true });
  else writeFileSync(actualFile, actual);
  return { expected, actual };
}
