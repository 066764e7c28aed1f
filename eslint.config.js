import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import tessera from './eslint.layering.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-instrumented/**',
      'node_modules/**',
      'data/**',
      '.tessera/**',
      'coverage/**',
      'bench/__output__/**',
      'e2e/__output__/**',
      'test-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // DESIGN.md's folder table: which layer imports which, and each folder only through its index.
  { files: ['**/*.{ts,tsx,js,mjs}'], plugins: { tessera }, rules: { 'tessera/layering': 'error' } },
);
