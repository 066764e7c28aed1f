// `npm test` fails on any import cycle in the app, the workers, wasm or the server (DESIGN.md: lint and a cycle
// check enforce the folder table). Type-only imports count: a cycle through types is still two files that can
// only be read together.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'wasm/**/*.ts', 'server/**/*.ts'];

/** Every import cycle among the files `globs` match under `root`, each as the files that close it, in order. */
async function importCycles(root: string, globs: string[]): Promise<string[][]> {
  const tree = await parseDependencyTree(globs, {
    cwd: root,
    context: root,
    tsconfig: join(root, 'tsconfig.json'),
    transform: false,
  });
  return parseCircular(tree);
}

describe('the cycle check (issue 10: no import cycles)', () => {
  it('finds a cycle when there is one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-cycles-'));
    writeFileSync(join(dir, 'tsconfig.json'), '{}');
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(join(dir, 'b.ts'), "import type { a } from './a';\nexport const b = 1;\nexport type A = typeof a;\n");
    writeFileSync(join(dir, 'c.ts'), "import { b } from './b';\nexport const c = b;\n");
    const cycles = await importCycles(dir, ['*.ts']);
    rmSync(dir, { recursive: true, force: true });
    expect(cycles).toHaveLength(1);
    expect([...(cycles[0] ?? [])].sort()).toEqual(['a.ts', 'b.ts']);
  });

  it('src, workers, wasm and server import in one direction only: no file reaches itself', async () => {
    const cycles = (await importCycles(ROOT, SOURCES)).map((files) => [...files, files[0]].join(' -> '));
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });
});
