/**
 * DESIGN.md's folder table as a lint rule (`tessera/layering`): every relative import is resolved against the
 * importing file, so the rule knows which layer and which module each side is in. A layer imports only the layers
 * the table allows, and from another module only its index (one index.ts per folder is its public face).
 */
import path from 'node:path';

/**
 * The layers, most specific first: where each lives (relative to the repository root), how its modules are cut
 * (`*` is one folder per module; without it the layer is one module), and the layers it may import.
 * tests, bench and e2e may import anything, and nothing may import them.
 */
const LAYERS = [
  // The page's script: it loads src/boot.ts, then the app entry with a dynamic import.
  { name: 'src/entry.ts', root: 'src/entry.ts', modules: [], imports: ['src/boot.ts', 'src/main.tsx'] },
  {
    name: 'src/main.tsx',
    root: 'src/main.tsx',
    modules: [],
    imports: ['src/boot.ts', 'src/core', 'src/state', 'src/charts', 'src/ui'],
  },
  // The page's first module: it makes the data worker (and a dashboard's WebGL context) before the app's modules load.
  { name: 'src/boot.ts', root: 'src/boot.ts', modules: [], imports: [] },
  { name: 'src/core', root: 'src/core', modules: ['src/core/*'], imports: [] },
  { name: 'src/state', root: 'src/state', modules: ['src/state/*'], imports: ['src/core'] },
  { name: 'src/charts', root: 'src/charts', modules: ['src/charts'], imports: ['src/core'] },
  { name: 'src/ui', root: 'src/ui', modules: ['src/ui'], imports: ['src/core', 'src/state', 'src/charts'] },
  { name: 'workers', root: 'workers', modules: ['workers/dataplane', 'workers'], imports: ['src/core', 'wasm'] },
  { name: 'wasm', root: 'wasm', modules: ['wasm'], imports: ['src/core'] },
  { name: 'server', root: 'server', modules: ['server'], imports: ['src/core'] },
  { name: 'tests', root: 'tests', modules: ['tests'], imports: null },
  { name: 'bench', root: 'bench', modules: ['bench'], imports: null },
  { name: 'e2e', root: 'e2e', modules: ['e2e'], imports: null },
];

/**
 * Public faces besides a module's index, and who may use them: DuckDB-WASM has one loader per platform (they cannot
 * share an index: the Node one reads files), the app entry alone, across layers, starts the data worker
 * through its main-thread facade, and the data worker reads the chart plugins' worker-safe transformProps (pure: no
 * React, no renderer) through their own face.
 */
const ENTRIES = [
  { file: 'wasm/browser' },
  { file: 'wasm/node' },
  { file: 'workers/client', grants: 'src/main.tsx' },
  { file: 'src/charts/workerTransforms', grants: 'workers' },
];

const SOURCE = /\.(tsx?|jsx?|mjs)$/;
const within = (file, root) => file === root || file.startsWith(`${root}/`);

/** The layer a repository path lies in; undefined outside every layer (config files at the root). */
function layerOf(file) {
  return LAYERS.find((l) => within(file, l.root));
}

/** The module a path belongs to: a folder of the layer (`src/core/query`) or the layer itself. */
function moduleOf(layer, file) {
  for (const pattern of layer.modules) {
    if (!pattern.endsWith('/*')) {
      if (within(file, pattern)) return pattern;
      continue;
    }
    const base = pattern.slice(0, -2);
    if (!file.startsWith(`${base}/`)) continue;
    const [first] = file.slice(base.length + 1).split('/');
    return `${base}/${first.replace(SOURCE, '')}`;
  }
  return layer.root;
}

/** The repository path an import names, without extension or trailing `/index`. */
function targetOf(importer, specifier) {
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  return resolved
    .replace(/\?.*$/, '')
    .replace(SOURCE, '')
    .replace(/\/index$/, '');
}

/** @type {import('eslint').Rule.RuleModule} */
const layering = {
  meta: {
    type: 'problem',
    docs: { description: "Imports follow DESIGN.md's folder table and go through each folder's index" },
    schema: [],
    messages: {
      layer:
        "{{from}} may not import {{to}} ({{specifier}}): DESIGN.md's folder table lets {{from}} import {{allowed}}",
      inside:
        'Import {{module}} through its index, not {{specifier}}: one index.ts per folder is its public face (DESIGN.md)',
      homeless:
        "{{folder}} is in no layer of DESIGN.md's folder table: put this file in src/core, src/state, src/charts or src/ui",
    },
  },
  create(context) {
    const importer = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const from = layerOf(importer);
    if (!from && importer.startsWith('src/')) {
      const folder = importer.split('/').slice(0, 2).join('/');
      return { Program: (node) => context.report({ node, messageId: 'homeless', data: { folder } }) };
    }
    if (!from || from.imports === null) return {};
    const fromModule = moduleOf(from, importer);

    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const specifier = source.value;
      const target = targetOf(importer, specifier);
      const to = layerOf(target);
      if (!to) return;
      const toModule = moduleOf(to, target);
      const entry = ENTRIES.find((e) => e.file === target);
      if (to !== from && !from.imports.includes(to.name) && entry?.grants !== from.name) {
        const allowed = from.imports.length ? from.imports.join(', ') : 'nothing of ours';
        context.report({ node, messageId: 'layer', data: { from: from.name, to: toModule, specifier, allowed } });
        return;
      }
      if (toModule !== fromModule && target !== toModule && !entry) {
        context.report({ node, messageId: 'inside', data: { module: toModule, specifier } });
      }
    };

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

/** The plugin eslint.config.js registers as `tessera`. */
export default { rules: { layering } };
