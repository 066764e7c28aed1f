import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const ENTRY = join(ROOT, 'src/charts/workerTransforms.ts');

/** The value imports of a source file (type-only imports are erased and load nothing). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
    if (!match[2]) found.push(match[3] as string);
  }
  for (const match of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) found.push(match[1] as string);
  return found;
}

const resolve = (from: string, specifier: string): string => {
  const base = join(dirname(from), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((f) => existsSync(f));
  if (!file) throw new Error(`${specifier} from ${relative(ROOT, from)} does not resolve`);
  return file;
};

/** Every file the entry loads, and every package it names, following value imports. */
function closure(entry: string): { files: string[]; packages: Set<string> } {
  const files = new Set<string>([entry]);
  const packages = new Set<string>();
  for (const file of files) {
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) files.add(resolve(file, specifier));
      else
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
    }
  }
  return { files: [...files].map((f) => relative(ROOT, f)), packages };
}

describe("the data worker's chart transforms stay worker-safe", () => {
  it('src/charts/workerTransforms.ts loads no React, no renderer or view, no deck.gl, no page state', () => {
    const { files, packages } = closure(ENTRY);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      expect(file).not.toMatch(/^src\/(ui|state)\//);
      expect(file).not.toMatch(/^src\/charts\/(renderer|views)\//);
      expect(file).not.toMatch(/\.tsx$/);
    }
    for (const name of ['react', 'react-dom', '@deck.gl', '@luma.gl', 'valtio']) expect(packages).not.toContain(name);
  });
});
