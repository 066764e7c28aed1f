// Linking charts and dashboards: only owners change a dashboard's charts, and no dashboard endpoint hands a
// user a chart they may not read (a chart is readable on a dataset the user may query, or when they own it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARTS_FORBIDDEN } from '../../../server/security/access';
import { DASHBOARDS_FORBIDDEN } from '../../../server/domain/chart';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { exportIds, importZip, unzip, zipOf } from '../transfer/helpers';
import { json, seedSmallDataset, type SmallDataset } from './fixtures';
import type { TableName } from '../../../server/store/schema';

const layout = (...chartIds: number[]): Record<string, unknown> => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  'ROW-1': {
    type: 'ROW',
    id: 'ROW-1',
    children: chartIds.map((c) => `CHART-${c}`),
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: {},
  },
  ...Object.fromEntries(
    chartIds.map((c) => [
      `CHART-${c}`,
      {
        type: 'CHART',
        id: `CHART-${c}`,
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId: c, width: 4, height: 50 },
      },
    ]),
  ),
});

describe.each(STORE_KINDS)('chart and dashboard links on %s', (kind) => {
  let t: TestInstance;
  let ds: SmallDataset;
  let gammaId: number;
  let adminChart: number;
  let adminDash: number;
  let sharedDash: number;
  const linksOf = async (chartId: number): Promise<number[]> =>
    (
      await t.store.db
        .selectFrom('dashboard_slices')
        .select('dashboard_id')
        .where('slice_id', '=', chartId)
        .orderBy('dashboard_id')
        .execute()
    ).map((r) => Number(r.dashboard_id));
  const count = async (table: TableName): Promise<number> =>
    Number(
      (
        await t.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const newChart = async (user: string, name: string, extra: Record<string, unknown> = {}) =>
    t.as(user, {
      method: 'POST',
      url: '/api/v1/chart/',
      payload: { slice_name: name, viz_type: 'table', datasource_id: ds.datasetId, datasource_type: 'table', ...extra },
    });

  beforeAll(async () => {
    t = await startTestInstance(kind);
    ds = await seedSmallDataset(t);
    await t.addUser('alpha', ['Alpha']);
    gammaId = await t.addUser('gamma', ['Gamma']);
    adminChart = json<{ id: number }>(
      await newChart('admin', 'Secret revenue', { params: JSON.stringify({ metric: 'sum__amount' }) }),
    ).id;
    adminDash = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: {
          dashboard_title: 'Board of the admin',
          published: true,
          position_json: JSON.stringify(layout(adminChart)),
        },
      }),
    ).id;
    // Shared with Gamma as co-owner: Gamma sees the dashboard, but not the chart on a dataset it may not query.
    sharedDash = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'Shared', owners: [gammaId], position_json: JSON.stringify(layout(adminChart)) },
      }),
    ).id;
  });
  afterAll(async () => t.close());

  it('GET /api/v1/chart/{id}/data/ of a chart the user may not read answers 404 as for a chart that does not exist', async () => {
    const res = await t.as('gamma', { url: `/api/v1/chart/${adminChart}/data/` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual((await t.as('gamma', { url: '/api/v1/chart/999999/data/' })).json());
  });

  describe('hole 1: a chart is added to (or taken off) only dashboards the user owns', () => {
    it("refuses Alpha's new chart on an admin's dashboard with DashboardsForbiddenError, saving nothing", async () => {
      const before = await count('slices');
      const res = await newChart('alpha', 'Sneaky', { dashboards: [adminDash] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: DASHBOARDS_FORBIDDEN });
      expect(DASHBOARDS_FORBIDDEN).toBe('Changing one or more of these dashboards is forbidden');
      expect(await count('slices')).toBe(before);
    });

    it("refuses a PUT that adds Alpha's chart to an admin's dashboard, leaving the links as they were", async () => {
      const id = json<{ id: number }>(await newChart('alpha', 'Mine')).id;
      const res = await t.as('alpha', {
        method: 'PUT',
        url: `/api/v1/chart/${id}`,
        payload: { dashboards: [adminDash] },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: DASHBOARDS_FORBIDDEN });
      expect(await linksOf(id)).toEqual([]);
    });

    it("refuses taking a chart off an admin's dashboard, and accepts the unchanged list and the user's own dashboards", async () => {
      const id = json<{ id: number }>(await newChart('alpha', 'Placed by admin')).id;
      expect(
        (await t.api({ method: 'PUT', url: `/api/v1/chart/${id}`, payload: { dashboards: [adminDash] } })).statusCode,
      ).toBe(200);
      const off = await t.as('alpha', { method: 'PUT', url: `/api/v1/chart/${id}`, payload: { dashboards: [] } });
      expect(off.statusCode).toBe(403);
      expect(await linksOf(id)).toEqual([adminDash]);
      const own = json<{ id: number }>(
        await t.as('alpha', { method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: 'Alpha board' } }),
      ).id;
      const res = await t.as('alpha', {
        method: 'PUT',
        url: `/api/v1/chart/${id}`,
        payload: { slice_name: 'Renamed', dashboards: [adminDash, own] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await linksOf(id)).toEqual([adminDash, own].sort((a, b) => a - b));
    });
  });

  describe('hole 2: no dashboard endpoint hands out a chart the user may not read', () => {
    it('GET /dashboard/{id}/charts leaves out the chart on a dataset Gamma may not query', async () => {
      const admin = json<{ result: Array<{ id: number }> }>(
        await t.api({ url: `/api/v1/dashboard/${sharedDash}/charts` }),
      ).result;
      expect(admin.map((c) => c.id)).toEqual([adminChart]);
      const res = await t.as('gamma', { url: `/api/v1/dashboard/${sharedDash}/charts` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: [] });
    });

    it("GET /dashboard/{id} names only the charts Gamma may read, and /datasets only Gamma's datasets", async () => {
      const dash = json<{ result: { charts: string[] } }>(
        await t.as('gamma', { url: `/api/v1/dashboard/${sharedDash}` }),
      ).result;
      expect(dash.charts).toEqual([]);
      expect(
        json<{ result: unknown[] }>(await t.as('gamma', { url: `/api/v1/dashboard/${sharedDash}/datasets` })).result,
      ).toEqual([]);
    });

    it('a dashboard export by Gamma carries no chart or dataset it may not read', async () => {
      const res = await exportIds(t, 'dashboard', [sharedDash], 'gamma');
      expect(res.statusCode).toBe(200);
      const paths = [...(await unzip(res.rawPayload)).keys()];
      expect(paths.filter((p) => p.startsWith('dashboards/'))).toHaveLength(1);
      expect(
        paths.filter((p) => p.startsWith('charts/') || p.startsWith('datasets/') || p.startsWith('databases/')),
      ).toEqual([]);
    });

    it('refuses a dashboard whose position_json (or json_metadata positions) places a chart Gamma may not read', async () => {
      const before = await count('dashboards');
      const viaPosition = await t.as('gamma', {
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'Peek', position_json: JSON.stringify(layout(adminChart)) },
      });
      expect(viaPosition.statusCode).toBe(403);
      expect(viaPosition.json()).toEqual({ message: CHARTS_FORBIDDEN });
      const viaMetadata = await t.as('gamma', {
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'Peek', json_metadata: JSON.stringify({ positions: layout(adminChart) }) },
      });
      expect(viaMetadata.statusCode).toBe(403);
      expect(await count('dashboards')).toBe(before);
      const own = json<{ id: number }>(
        await t.as('gamma', { method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: 'Gamma board' } }),
      ).id;
      const put = await t.as('gamma', {
        method: 'PUT',
        url: `/api/v1/dashboard/${own}`,
        payload: { position_json: JSON.stringify(layout(adminChart)) },
      });
      expect(put.statusCode).toBe(403);
      expect(
        json<{ result: unknown[] }>(await t.as('gamma', { url: `/api/v1/dashboard/${own}/charts` })).result,
      ).toEqual([]);
      expect(
        await t.store.db.selectFrom('dashboard_slices').select('slice_id').where('dashboard_id', '=', own).execute(),
      ).toEqual([]);
    });

    it('lets a co-owner save the layout again with the charts already on it', async () => {
      const res = await t.as('gamma', {
        method: 'PUT',
        url: `/api/v1/dashboard/${sharedDash}`,
        payload: { position_json: JSON.stringify(layout(adminChart)), css: '' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await linksOf(adminChart)).toContain(sharedDash);
    });

    it('refuses copying (save as) a dashboard with charts Gamma may not read, with or without duplicating them', async () => {
      const slices = await count('slices');
      const dashboards = await count('dashboards');
      for (const duplicate of [true, false]) {
        const res = await t.as('gamma', {
          method: 'POST',
          url: `/api/v1/dashboard/${sharedDash}/copy/`,
          payload: { dashboard_title: 'Copy', duplicate_slices: duplicate, json_metadata: '{}' },
        });
        expect(res.statusCode).toBe(403);
      }
      expect(await count('slices')).toBe(slices);
      expect(await count('dashboards')).toBe(dashboards);
    });

    it('refuses importing a dashboard that places an existing chart Gamma may not read', async () => {
      const bundle = await unzip((await exportIds(t, 'dashboard', [adminDash])).rawPayload);
      const files: Record<string, string> = {};
      const { dump } = await import('js-yaml');
      for (const [path, doc] of bundle) {
        if (path.startsWith('dashboards/'))
          files[path] = dump({
            ...doc,
            uuid: '6f1d4a5e-0000-4000-8000-00000000beef',
            dashboard_title: 'Imported peek',
            slug: null,
          });
        else files[path] = dump(doc);
      }
      const dashboards = await count('dashboards');
      const res = await importZip(t, 'dashboard', await zipOf(files), { user: 'gamma' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: CHARTS_FORBIDDEN });
      expect(await count('dashboards')).toBe(dashboards);
    });
  });

  describe('the same class elsewhere: report schedules offer and accept only charts and dashboards the user may see', () => {
    it('report related/chart and related/dashboard leave out what the user may not see', async () => {
      const hidden = json<{ id: number }>(
        await t.api({
          method: 'POST',
          url: '/api/v1/dashboard/',
          payload: { dashboard_title: 'Unpublished admin board' },
        }),
      ).id;
      const charts = json<{ result: Array<{ value: number }> }>(
        await t.as('gamma', { url: '/api/v1/report/related/chart?q=(page_size:100)' }),
      ).result.map((r) => r.value);
      expect(charts).not.toContain(adminChart);
      const dashboards = json<{ result: Array<{ value: number }> }>(
        await t.as('alpha', { url: '/api/v1/report/related/dashboard?q=(page_size:100)' }),
      ).result.map((r) => r.value);
      expect(dashboards).not.toContain(hidden);
      expect(dashboards).toContain(adminDash);
    });

    it('refuses a report on a dashboard the user may not see as one that does not exist', async () => {
      const hidden = json<{ id: number }>(
        await t.api({
          method: 'POST',
          url: '/api/v1/dashboard/',
          payload: { dashboard_title: 'Another unpublished board' },
        }),
      ).id;
      const payload = {
        type: 'Report',
        name: 'Peek report',
        crontab: '0 9 * * 1',
        dashboard: hidden,
        creation_method: 'dashboards',
        report_format: 'PNG',
        recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com' } }],
      };
      const res = await t.as('alpha', { method: 'POST', url: '/api/v1/report/', payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: { dashboard: ['Dashboard does not exist'] } });
    });
  });

  it("the same class in chart export: a chart's owner without access to its dataset gets the chart, not the dataset's definition", async () => {
    const shared = json<{ id: number }>(await newChart('admin', 'Co-owned', { owners: [gammaId] })).id;
    const res = await exportIds(t, 'chart', [shared], 'gamma');
    expect(res.statusCode).toBe(200);
    const paths = [...(await unzip(res.rawPayload)).keys()];
    expect(paths.filter((p) => p.startsWith('charts/'))).toHaveLength(1);
    expect(paths.filter((p) => p.startsWith('datasets/') || p.startsWith('databases/'))).toEqual([]);
    const admin = [...(await unzip((await exportIds(t, 'chart', [shared])).rawPayload)).keys()];
    expect(admin.filter((p) => p.startsWith('datasets/'))).toHaveLength(1);
  });

  it('the same class in related_objects: a dataset or database names only the dashboards and charts the user may see', async () => {
    const hidden = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'Unpublished with chart', position_json: JSON.stringify(layout(adminChart)) },
      }),
    ).id;
    const ids = (res: { json: () => unknown }): { charts: number[]; dashboards: number[] } => {
      const body = res.json() as {
        charts: { result: Array<{ id: number }> };
        dashboards: { result: Array<{ id: number }> };
      };
      return {
        charts: body.charts.result.map((c) => Number(c.id)),
        dashboards: body.dashboards.result.map((d) => Number(d.id)),
      };
    };
    for (const url of [
      `/api/v1/dataset/${ds.datasetId}/related_objects`,
      `/api/v1/database/${ds.databaseId}/related_objects/`,
    ]) {
      expect(ids(await t.api({ url })).dashboards, url).toContain(hidden);
      const alpha = ids(await t.as('alpha', { url }));
      expect(alpha.dashboards, url).not.toContain(hidden);
      expect(alpha.dashboards, url).toContain(adminDash);
      expect(alpha.charts, url).toContain(adminChart);
    }
  });

  it("the same class in a chart's GET: its dashboards are the ones the user may see", async () => {
    const dashboardsOf = async (user: string): Promise<number[]> =>
      json<{ result: { dashboards: Array<{ id: number }> } }>(
        await t.as(user, { url: `/api/v1/chart/${adminChart}` }),
      ).result.dashboards.map((d) => d.id);
    expect(await dashboardsOf('admin')).toEqual(expect.arrayContaining([adminDash, sharedDash]));
    const alpha = await dashboardsOf('alpha');
    expect(alpha).toContain(adminDash);
    expect(alpha).not.toContain(sharedDash);
  });

  it("the dashboard GET's position_json keeps a chart Gamma may not read in its place, without its name", async () => {
    const named = layout(adminChart) as Record<string, { meta?: Record<string, unknown> }>;
    const node = named[`CHART-${adminChart}`];
    if (node?.meta)
      Object.assign(node.meta, { sliceName: 'Secret revenue', sliceNameOverride: 'Secret revenue (EMEA)' });
    const id = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'Named layout', owners: [gammaId], position_json: JSON.stringify(named) },
      }),
    ).id;
    const admin = json<{ result: { position_json: string } }>(await t.api({ url: `/api/v1/dashboard/${id}` })).result
      .position_json;
    expect(admin).toContain('Secret revenue (EMEA)');
    const gamma = JSON.parse(
      json<{ result: { position_json: string } }>(await t.as('gamma', { url: `/api/v1/dashboard/${id}` })).result
        .position_json,
    ) as Record<string, { meta?: Record<string, unknown> }>;
    expect(gamma[`CHART-${adminChart}`]?.meta).toEqual({ chartId: adminChart, width: 4, height: 50 });
    const listed = json<{ result: Array<{ id: number; position_json?: string }> }>(
      await t.as('gamma', { url: '/api/v1/dashboard/?q=(page_size:100)' }),
    ).result;
    expect(JSON.stringify(listed)).not.toContain('Secret revenue');
  });
});
