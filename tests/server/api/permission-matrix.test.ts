// Every role against every mutating endpoint of the core resources, and the dashboard downloads that render in the
// server's browser: allowed (2xx), denied (403, or 404 when
// the object is not visible to the role), invalid input (400 or 422), or unauthenticated (401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { multipart } from '../transfer/helpers';
import { json, seedSmallDataset, type SmallDataset } from './fixtures';

type Role = 'Admin' | 'Alpha' | 'Gamma' | 'sql_lab' | 'anonymous';
type Outcome = 'ok' | 'denied' | 'unauth' | 'invalid';
const ROLES: Role[] = ['Admin', 'Alpha', 'Gamma', 'sql_lab', 'anonymous'];

interface Ids {
  ds: SmallDataset;
  chart: number;
  dashboard: number;
  plugin: number;
  formDataKey: string;
  /** A filter set owned by the admin's dashboard. */
  filterSet: number;
}

interface Case {
  name: string;
  request: (
    ids: Ids,
    role: Role,
  ) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: Record<string, unknown> | Buffer;
    headers?: Record<string, string>;
  };
  expected: Record<Role, Outcome>;
}

const each = (admin: Outcome, alpha: Outcome, gamma: Outcome, sqlLab: Outcome): Record<Role, Outcome> => ({
  Admin: admin,
  Alpha: alpha,
  Gamma: gamma,
  sql_lab: sqlLab,
  anonymous: 'unauth',
});

/** A dashboard layout placing one chart. */
const placing = (chartId: number): string =>
  JSON.stringify({
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['CHART-1'], parents: ['ROOT_ID'] },
    'CHART-1': {
      type: 'CHART',
      id: 'CHART-1',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { chartId, width: 4, height: 50 },
    },
  });

/** A CSV upload into the small dataset's database, with the columns of its `sales` table. */
const upload = (i: Ids, table: string, alreadyExists: string) => ({
  method: 'POST' as const,
  url: `/api/v1/database/${i.ds.databaseId}/upload/`,
  ...multipart({ type: 'csv', table_name: table, already_exists: alreadyExists }, [
    { field: 'file', filename: 'sales.csv', content: Buffer.from('id,ds,cat,amount\n1,2024-01-01,a,1.5\n') },
  ]),
});

const CASES: Case[] = [
  // Who may read the dashboard may download it (D8.07); the server's Chromium renders it for the allowed roles.
  {
    name: 'D8.07 download a dashboard as PDF',
    request: (i) => ({ method: 'GET', url: `/api/v1/dashboard/${i.dashboard}/pdf` }),
    expected: each('ok', 'ok', 'ok', 'denied'),
  },
  {
    name: 'POST chart',
    request: (i, r) => ({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: { slice_name: `c-${r}`, viz_type: 'table', datasource_id: i.ds.datasetId, datasource_type: 'table' },
    }),
    expected: each('ok', 'ok', 'invalid', 'denied'),
  },
  {
    name: "PUT someone else's chart",
    request: (i) => ({ method: 'PUT', url: `/api/v1/chart/${i.chart}`, payload: { description: 'x' } }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: "DELETE someone else's chart",
    request: (i) => ({ method: 'DELETE', url: `/api/v1/chart/${i.chart}` }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: 'bulk DELETE charts',
    request: (i) => ({ method: 'DELETE', url: `/api/v1/chart/?q=!(${i.chart})` }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: 'POST dashboard',
    request: (_i, r) => ({ method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: `d-${r}` } }),
    expected: each('ok', 'ok', 'ok', 'denied'),
  },
  {
    name: "PUT someone else's dashboard",
    request: (i) => ({ method: 'PUT', url: `/api/v1/dashboard/${i.dashboard}`, payload: { css: '' } }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: "save someone else's dashboard (the app's PUT body, layout in json_metadata.positions)",
    request: (i) => ({
      method: 'PUT',
      url: `/api/v1/dashboard/${i.dashboard}`,
      payload: {
        certified_by: '',
        certification_details: '',
        css: '',
        dashboard_title: 'owned by admin',
        slug: null,
        owners: [],
        json_metadata: JSON.stringify({ color_scheme: '', positions: JSON.parse(placing(i.chart)) as unknown }),
      },
    }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: "save someone else's dashboard with json_metadata that is not JSON",
    request: (i) => ({ method: 'PUT', url: `/api/v1/dashboard/${i.dashboard}`, payload: { json_metadata: '{' } }),
    expected: each('invalid', 'denied', 'denied', 'denied'),
  },
  {
    name: "save as: copy_dash of someone else's published dashboard",
    request: (i, r) => ({
      method: 'POST',
      url: `/superset/copy_dash/${i.dashboard}/`,
      payload: { data: JSON.stringify({ dashboard_title: `copy-${r}`, duplicate_slices: false }) },
    }),
    expected: each('ok', 'ok', 'ok', 'denied'),
  },
  {
    name: "DELETE someone else's dashboard",
    request: (i) => ({ method: 'DELETE', url: `/api/v1/dashboard/${i.dashboard}` }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: 'favourite a dashboard',
    request: (i) => ({ method: 'POST', url: `/api/v1/dashboard/${i.dashboard}/favorites/` }),
    expected: each('ok', 'ok', 'ok', 'denied'),
  },
  {
    name: 'POST dataset',
    request: (i, r) => ({
      method: 'POST',
      url: '/api/v1/dataset/',
      payload: { database: i.ds.databaseId, table_name: `v_${r}`, sql: 'SELECT 1 AS one' },
    }),
    expected: each('ok', 'ok', 'denied', 'denied'),
  },
  {
    name: "PUT someone else's dataset",
    request: (i) => ({ method: 'PUT', url: `/api/v1/dataset/${i.ds.datasetId}`, payload: { description: 'x' } }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    // X4.08: the datasource editor's save, owners and admins only (the seeded dataset is the admin's).
    name: "X4.08 POST /datasource/save/ on someone else's dataset",
    request: (i) => ({
      method: 'POST',
      url: '/datasource/save/',
      payload: { data: JSON.stringify({ id: i.ds.datasetId, description: 'edited' }) },
    }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: 'POST database',
    request: (_i, r) => ({
      method: 'POST',
      url: '/api/v1/database/',
      payload: { database_name: `db-${r}`, sqlalchemy_uri: `duckdb:///${r}.duckdb` },
    }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: 'PUT database',
    request: (i) => ({
      method: 'PUT',
      url: `/api/v1/database/${i.ds.databaseId}`,
      payload: { expose_in_sqllab: true },
    }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  // Links between charts and dashboards: a chart joins only dashboards its user owns; a dashboard places only charts its user may read.
  {
    name: "POST chart onto someone else's dashboard",
    request: (i, r) => ({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: {
        slice_name: `l-${r}`,
        viz_type: 'table',
        datasource_id: i.ds.datasetId,
        datasource_type: 'table',
        dashboards: [i.dashboard],
      },
    }),
    expected: each('ok', 'denied', 'invalid', 'denied'),
  },
  {
    name: 'POST dashboard placing a chart on a dataset the role may not query',
    request: (i, r) => ({
      method: 'POST',
      url: '/api/v1/dashboard/',
      payload: { dashboard_title: `p-${r}`, position_json: placing(i.chart) },
    }),
    expected: each('ok', 'ok', 'denied', 'denied'),
  },
  // Uploads: a new table needs the upload form; replacing or appending to a table needs every dataset on it.
  {
    name: 'upload a new table',
    request: (i, r) => upload(i, `new_${r}`, 'fail'),
    expected: each('ok', 'ok', 'denied', 'denied'),
  },
  {
    name: "upload replacing the table of someone else's dataset",
    request: (i) => upload(i, 'sales', 'replace'),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: "upload appending to the table of someone else's dataset",
    request: (i) => upload(i, 'sales', 'append'),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  // Explore's unsaved state: every role with explore writes its own on a dataset it may read; Gamma reads no dataset here.
  {
    name: 'X1.02 POST explore form_data',
    request: (i) => ({
      method: 'POST',
      url: '/api/v1/explore/form_data',
      payload: { datasource_id: i.ds.datasetId, datasource_type: 'table', form_data: '{}' },
    }),
    expected: each('ok', 'ok', 'denied', 'denied'),
  },
  {
    name: "X1.02 PUT someone else's explore form_data",
    request: (i) => ({
      method: 'PUT',
      url: `/api/v1/explore/form_data/${i.formDataKey}`,
      payload: { datasource_id: i.ds.datasetId, datasource_type: 'table', form_data: '{}' },
    }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: "X1.02 DELETE someone else's explore form_data",
    request: (i) => ({ method: 'DELETE', url: `/api/v1/explore/form_data/${i.formDataKey}` }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: 'test_connection',
    request: () => ({
      method: 'POST',
      url: '/api/v1/database/test_connection/',
      payload: { sqlalchemy_uri: 'duckdb:///t.duckdb' },
    }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  // S6.03 dynamic plugins (DYNAMIC_PLUGINS on): only Admin writes.
  {
    name: 'S6.03 create a dynamic plugin',
    request: (_i, r) => ({
      method: 'POST',
      url: '/dynamic-plugins/api/create',
      payload: { name: `p-${r}`, key: `p-${r}`, bundle_url: `/dynamic-plugins/bundles/p-${r}.js` },
    }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: 'S6.03 update a dynamic plugin',
    request: (i, r) => ({
      method: 'PUT',
      url: `/dynamic-plugins/api/update/${i.plugin}`,
      payload: { name: `renamed-${r}` },
    }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: 'S6.03 delete a dynamic plugin',
    request: (i) => ({ method: 'DELETE', url: `/dynamic-plugins/api/delete/${i.plugin}` }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  // X15.05–X15.07 filter sets (DASHBOARD_NATIVE_FILTERS_SET on): a dashboard's sets are its owners'; anyone who
  // writes dashboards keeps their own set on a dashboard they see.
  {
    name: "X15.05 POST a filter set owned by someone else's dashboard",
    request: (i) => ({
      method: 'POST',
      url: `/api/v1/dashboard/${i.dashboard}/filtersets`,
      payload: { name: 'f', json_metadata: '{"nativeFilters":{}}', owner_type: 'Dashboard', owner_id: i.dashboard },
    }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: "X15.06 PUT someone else's dashboard's filter set",
    request: (i) => ({
      method: 'PUT',
      url: `/api/v1/dashboard/${i.dashboard}/filtersets/${i.filterSet}`,
      payload: { name: 'renamed' },
    }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  {
    name: "X15.07 DELETE someone else's dashboard's filter set",
    request: (i) => ({ method: 'DELETE', url: `/api/v1/dashboard/${i.dashboard}/filtersets/${i.filterSet}` }),
    expected: each('ok', 'denied', 'denied', 'denied'),
  },
  // SQL Lab (issue 18): admins and the sql_lab role; Alpha and Gamma get 403.
  {
    name: 'POST /api/v1/sqllab/execute/',
    request: (i, r) => ({
      method: 'POST',
      url: '/api/v1/sqllab/execute/',
      payload: { database_id: i.ds.databaseId, sql: 'SELECT 1 AS one', client_id: `m${i.chart}${r.slice(0, 3)}` },
    }),
    expected: each('ok', 'denied', 'denied', 'ok'),
  },
  {
    name: 'POST /tabstateview/ (a SQL Lab tab)',
    request: () => ({
      method: 'POST',
      url: '/tabstateview/',
      payload: { queryEditor: JSON.stringify({ title: 'Tab', sql: 'SELECT 1' }) },
    }),
    expected: each('ok', 'denied', 'denied', 'ok'),
  },
  {
    name: 'POST /api/v1/sqllab/format_sql/',
    request: () => ({ method: 'POST', url: '/api/v1/sqllab/format_sql/', payload: { sql: 'select 1' } }),
    expected: each('ok', 'denied', 'denied', 'ok'),
  },
];

const classify = (status: number): Outcome | `status ${number}` => {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 403 || status === 404) return 'denied';
  if (status === 401) return 'unauth';
  if (status === 400 || status === 422) return 'invalid';
  return `status ${status}`;
};

describe.each(STORE_KINDS)('permission matrix on %s', (kind) => {
  let t: TestInstance;
  let ds: SmallDataset;
  beforeAll(async () => {
    t = await startTestInstance(kind, {
      TESSERA_FEATURE_DYNAMIC_PLUGINS: 'true',
      TESSERA_FEATURE_DASHBOARD_NATIVE_FILTERS_SET: 'true',
    });
    ds = await seedSmallDataset(t);
    // Listening, so the dashboard download can open the server's own pages.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const role of ['Alpha', 'Gamma', 'sql_lab']) await t.addUser(role.toLowerCase(), [role]);
  });
  /** Objects owned by admin, made anew for each case so one case's deletions do not leak into the next. */
  const fresh = async (): Promise<Ids> => {
    const chart = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/chart/',
        payload: {
          slice_name: 'owned by admin',
          viz_type: 'table',
          datasource_id: ds.datasetId,
          datasource_type: 'table',
        },
      }),
    ).id;
    const dashboard = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'owned by admin', published: true },
      }),
    ).id;
    const plugin = json<{ item: { id: number } }>(
      await t.api({
        method: 'POST',
        url: '/dynamic-plugins/api/create',
        payload: {
          name: `plugin ${chart}`,
          key: `plugin-${chart}`,
          bundle_url: `/dynamic-plugins/bundles/plugin-${chart}.js`,
        },
      }),
    ).item.id;
    const formDataKey = json<{ key: string }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/explore/form_data',
        payload: { datasource_id: ds.datasetId, datasource_type: 'table', form_data: '{}' },
      }),
    ).key;
    const filterSet = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: `/api/v1/dashboard/${dashboard}/filtersets`,
        payload: { name: 'set', json_metadata: '{"nativeFilters":{}}', owner_type: 'Dashboard', owner_id: dashboard },
      }),
    ).id;
    return { ds, chart, dashboard, plugin, formDataKey, filterSet };
  };
  afterAll(async () => t.close());

  // Admin runs last so its deletions do not remove the objects the other roles are checked against.
  for (const c of CASES) {
    it(`${c.name}`, async () => {
      const ids = await fresh();
      const seen: Record<string, string> = {};
      for (const role of [...ROLES.filter((r) => r !== 'Admin'), 'Admin' as const]) {
        const req = c.request(ids, role);
        const res =
          role === 'anonymous'
            ? await t.app.inject(req)
            : await t.as(role === 'Admin' ? 'admin' : role.toLowerCase(), req);
        seen[role] = classify(res.statusCode);
      }
      expect(seen).toEqual(c.expected);
    });
  }
});
