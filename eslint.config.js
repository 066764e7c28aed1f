import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const layer = (from, banned) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: banned.map((b) => ({ group: [`**/${b}`, `**/${b}/**`], message: `${from} may not import ${b} (DESIGN.md: folders and the direction of imports)` })) },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-instrumented/**', 'node_modules/**', 'data/**', '.tessera/**', 'coverage/**', 'bench/__output__/**', 'e2e/__output__/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layer('src/core', ['state', 'ui', 'charts', 'server', 'workers', 'wasm']),
  layer('src/state', ['ui', 'charts', 'server']),
  layer('src/charts', ['state', 'ui', 'server']),
  layer('src/ui', ['server']),
  layer('workers', ['state', 'ui', 'charts', 'server']),
  layer('wasm', ['state', 'ui', 'charts', 'server', 'workers']),
  layer('server', ['state', 'ui', 'charts', 'workers', 'wasm']),
);
