// `npm run lint` enforces DESIGN.md's folder table: each snippet below is linted with the repository's own
// eslint.config.js at a path in one layer, and each banned import must be reported (so the rule itself can fail).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The layering messages ESLint reports for `code` placed at `file` (relative to the repository root). */
async function layeringErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'tessera/layering').map((m) => m.message);
}

const banned = (file: string, code: string, fragment: string) => ({ file, code, fragment });
const allowed = (file: string, code: string) => ({ file, code });

describe('lint: lower layers never import upper ones (DESIGN.md, folders)', () => {
  it.each([
    banned(
      'src/core/query/probe.ts',
      "import { chartsState } from '../../state/charts';\nexport const s = chartsState;",
      'src/core may not import src/state',
    ),
    banned(
      'src/core/query/probe.ts',
      "import type { ChartModel } from '../../charts';\nexport type M = ChartModel;",
      'src/core may not import src/charts',
    ),
    banned('src/core/query/probe.ts', "export { App } from '../../ui';", 'src/core may not import src/ui'),
    banned(
      'src/core/query/probe.ts',
      "export const w = () => import('../../../workers/client');",
      'src/core may not import workers',
    ),
    banned(
      'src/core/query/probe.ts',
      "import { loadConfig } from '../../../server/config';\nexport const c = loadConfig;",
      'src/core may not import server',
    ),
    banned(
      'src/core/query/probe.ts',
      "import { openDuckDB } from '../../../wasm';\nexport const o = openDuckDB;",
      'src/core may not import wasm',
    ),
    banned(
      'src/state/charts/probe.ts',
      "import { App } from '../../ui';\nexport const a = App;",
      'src/state may not import src/ui',
    ),
    banned(
      'src/state/charts/probe.ts',
      "import { defaultRegistry } from '../../charts';\nexport const r = defaultRegistry;",
      'src/state may not import src/charts',
    ),
    banned(
      'src/state/charts/probe.ts',
      "import { connectDataWorker } from '../../../workers/client';\nexport const c = connectDataWorker;",
      'src/state may not import workers',
    ),
    banned(
      'src/charts/views/Probe.tsx',
      "import { chartsState } from '../../state/charts';\nexport const s = chartsState;",
      'src/charts may not import src/state',
    ),
    banned(
      'src/charts/views/Probe.tsx',
      "import { Link } from '../../ui';\nexport const l = Link;",
      'src/charts may not import src/ui',
    ),
    banned(
      'src/ui/pages/Probe.tsx',
      "import { connectDataWorker } from '../../../workers/client';\nexport const c = connectDataWorker;",
      'src/ui may not import workers',
    ),
    banned(
      'src/ui/pages/Probe.tsx',
      "import type { DataPlane } from '../../../workers/dataplane';\nexport type P = DataPlane;",
      'src/ui may not import workers',
    ),
    banned(
      'src/ui/pages/Probe.tsx',
      "import { loadConfig } from '../../../server/config';\nexport const c = loadConfig;",
      'src/ui may not import server',
    ),
    banned(
      'src/main.tsx',
      "import { createDataPlane } from '../workers/dataplane';\nexport const c = createDataPlane;",
      'src/main.tsx may not import workers/dataplane',
    ),
    banned(
      'workers/probe.ts',
      "import { chartsState } from '../src/state/charts';\nexport const s = chartsState;",
      'workers may not import src/state',
    ),
    banned(
      'workers/dataplane/probe.ts',
      "import { defaultRegistry } from '../../src/charts';\nexport const r = defaultRegistry;",
      'workers may not import src/charts',
    ),
    banned(
      'wasm/probe.ts',
      "import { createDataPlane } from '../workers/dataplane';\nexport const c = createDataPlane;",
      'wasm may not import workers',
    ),
    banned(
      'server/probe.ts',
      "import { App } from '../src/ui';\nexport const a = App;",
      'server may not import src/ui',
    ),
    banned(
      'src/core/query/probe.ts',
      "import { fresh } from '../../../tests/support/fresh';\nexport const f = fresh;",
      'src/core may not import tests',
    ),
    banned('src/pages/Probe.tsx', 'export const x = 1;', "src/pages is in no layer of DESIGN.md's folder table"),
  ])('$file: $fragment', async ({ file, code, fragment }) => {
    const errors = await layeringErrors(file, code);
    expect(errors.join('\n')).toContain(fragment);
  });
});

describe('lint: a folder is imported through its index, never its insides (DESIGN.md: one index.ts per folder)', () => {
  it.each([
    banned(
      'src/core/chart-plugin/probe.ts',
      "import type { QueryObject } from '../query/types';\nexport type Q = QueryObject;",
      'src/core/query',
    ),
    banned(
      'src/state/dataplane/probe.ts',
      "import { sessionStore } from '../app/session';\nexport const s = sessionStore;",
      'src/state/app',
    ),
    banned(
      'src/charts/views/Probe.tsx',
      "import { getMetricLabel } from '../../core/query/labels';\nexport const l = getMetricLabel;",
      'src/core/query',
    ),
    banned(
      'src/ui/pages/Probe.tsx',
      "import type { ChartModel } from '../../charts/model';\nexport type M = ChartModel;",
      'src/charts',
    ),
    banned('src/ui/pages/Probe.tsx', "export { chartsState } from '../../state/charts/store';", 'src/state/charts'),
    banned('src/main.tsx', "import { App } from './ui/App';\nexport const a = App;", 'src/ui'),
    banned(
      'workers/client.ts',
      "import type { DataPlane } from '../src/core/dataplane/types';\nexport type P = DataPlane;",
      'src/core/dataplane',
    ),
    banned(
      'workers/client.ts',
      "import { createDataPlane } from './dataplane/dataPlane';\nexport const c = createDataPlane;",
      'workers/dataplane',
    ),
    banned(
      'server/probe.ts',
      "import type { LayoutComponent } from '../src/core/layout/types';\nexport type L = LayoutComponent;",
      'src/core/layout',
    ),
    banned('server/probe.ts', "export const m = () => import('../src/core/time-range/moment');", 'src/core/time-range'),
  ])('$file importing $fragment past its index', async ({ file, code, fragment }) => {
    const errors = await layeringErrors(file, code);
    expect(errors.join('\n')).toContain(`Import ${fragment} through its index`);
  });
});

describe('lint: what the folder table allows passes', () => {
  it.each([
    allowed(
      'src/core/chart-plugin/probe.ts',
      "import type { QueryObject } from '../query';\nimport { x } from './types';\nexport type Q = QueryObject;\nexport const y = x;",
    ),
    allowed(
      'src/state/dataplane/probe.ts',
      "import { sessionStore } from '../app';\nimport { chartsState } from '../charts/index';\nimport { decodeResultTable } from '../../core/dataplane';\nexport const s = [sessionStore, chartsState, decodeResultTable];",
    ),
    allowed(
      'src/charts/views/Probe.tsx',
      "import type { ChartModel } from '../model';\nimport { getMetricLabel } from '../../core/query';\nexport type M = ChartModel;\nexport const l = getMetricLabel;",
    ),
    allowed(
      'src/ui/pages/Probe.tsx',
      "import { defaultRegistry } from '../../charts';\nimport { chartsState } from '../../state/charts';\nimport { Link } from '../Link';\nexport const a = [defaultRegistry, chartsState, Link];",
    ),
    allowed(
      'src/main.tsx',
      "import { connectDataWorker } from '../workers/client';\nimport { App } from './ui';\nexport const a = [connectDataWorker, App];",
    ),
    allowed(
      'workers/data.worker.ts',
      "import { loadDuckDBInBrowser } from '../wasm/browser';\nimport { createDataPlane } from './dataplane';\nexport const a = [loadDuckDBInBrowser, createDataPlane];",
    ),
    allowed(
      'tests/ui/probe.test.ts',
      "import { getMetricLabel } from '../../src/core/query/labels';\nimport { createDataPlane } from '../../workers/dataplane/dataPlane';\nexport const a = [getMetricLabel, createDataPlane];",
    ),
  ])('$file', async ({ file, code }) => {
    expect(await layeringErrors(file, code)).toEqual([]);
  });
});
