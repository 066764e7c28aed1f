import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { json, oneChartLayout, seedSmallDataset, type SmallDataset } from './fixtures';

interface Dash {
  id: number;
  dashboard_title: string;
  slug: string | null;
  published: boolean;
  position_json: string | null;
  json_metadata: string;
  charts: string[];
  owners: { id: number }[];
}

const layout = (chartId: number): string => JSON.stringify(oneChartLayout(chartId));

describe.each(STORE_KINDS)('dashboard resource on %s', (kind) => {
  let t: TestInstance;
  let ds: SmallDataset;
  let chartId: number;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    ds = await seedSmallDataset(t);
    await t.addUser('gamma', ['Gamma']);
    const chart = await t.api({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: { slice_name: 'On board', viz_type: 'table', datasource_id: ds.datasetId, datasource_type: 'table' },
    });
    chartId = json<{ id: number }>(chart).id;
  });
  afterAll(async () => t.close());

  it('creates with an empty title as "[ untitled dashboard ]" and an empty slug as null', async () => {
    const res = await t.api({ method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: '', slug: '' } });
    expect(res.statusCode).toBe(201);
    const d = json<{ result: Dash }>(res).result;
    expect(d.dashboard_title).toBe('[ untitled dashboard ]');
    expect(d.slug).toBeNull();
  });

  it('saves position_json and links the charts it places; reads by id or slug with JSON strings', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/dashboard/',
      payload: {
        dashboard_title: 'Sales',
        slug: 'sales-board',
        position_json: layout(chartId),
        json_metadata: JSON.stringify({ color_scheme: 'supersetColors', show_native_filters: true }),
      },
    });
    expect(res.statusCode).toBe(201);
    const bySlug = json<{ result: Dash }>(await t.api({ url: '/api/v1/dashboard/sales-board' })).result;
    expect(typeof bySlug.position_json).toBe('string');
    expect(JSON.parse(bySlug.json_metadata)).toEqual({ color_scheme: 'supersetColors' });
    expect(bySlug.charts).toEqual(['On board']);
    const charts = json<{ result: { id: number; form_data: { slice_id: number } }[] }>(
      await t.api({ url: `/api/v1/dashboard/${bySlug.id}/charts` }),
    ).result;
    expect(charts.map((c) => c.form_data.slice_id)).toEqual([chartId]);
    const datasets = json<{ result: { id: number; columns: unknown[] }[] }>(
      await t.api({ url: `/api/v1/dashboard/sales-board/datasets` }),
    ).result;
    expect(datasets.map((d) => d.id)).toEqual([ds.datasetId]);
    expect(datasets[0]?.columns.length).toBe(4);
  });

  it('refuses a duplicate slug (422) and invalid position JSON, changing nothing', async () => {
    const dup = await t.api({
      method: 'POST',
      url: '/api/v1/dashboard/',
      payload: { dashboard_title: 'Copy', slug: 'sales-board' },
    });
    expect(dup.statusCode).toBe(422);
    expect(json<{ message: Record<string, string[]> }>(dup).message.slug).toEqual(['Must be unique']);
    const { id } = json<{ id: number }>(
      await t.api({ method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: 'Keep' } }),
    );
    const bad = await t.api({
      method: 'PUT',
      url: `/api/v1/dashboard/${id}`,
      payload: { dashboard_title: 'Lost', position_json: '{oops' },
    });
    expect(bad.statusCode).toBe(422);
    expect(json<{ result: Dash }>(await t.api({ url: `/api/v1/dashboard/${id}` })).result.dashboard_title).toBe('Keep');
  });

  it('publishes with PUT {published} and filters with title_or_slug', async () => {
    const { id } = json<{ id: number }>(
      await t.api({ method: 'POST', url: '/api/v1/dashboard/', payload: { dashboard_title: 'Pub me' } }),
    );
    const res = await t.api({ method: 'PUT', url: `/api/v1/dashboard/${id}`, payload: { published: true } });
    expect(res.statusCode).toBe(200);
    expect(json<{ result: Dash }>(res).result.published).toBe(true);
    const list = json<{ ids: number[] }>(
      await t.api({ url: '/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:title_or_slug,value:pub)))' }),
    );
    expect(list.ids).toEqual([id]);
  });

  it('a PUT with published: null leaves the dashboard a draft (200), where it used to break the NOT NULL column', async () => {
    const { id } = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'Null pub', published: true },
      }),
    );
    const res = await t.api({ method: 'PUT', url: `/api/v1/dashboard/${id}`, payload: { published: null } });
    expect(res.statusCode).toBe(200);
    expect(json<{ result: Dash }>(await t.api({ url: `/api/v1/dashboard/${id}` })).result.published).toBe(false);
  });

  it('Gamma sees published dashboards over data it can reach, not drafts of others, and cannot change them', async () => {
    const { id } = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'Draft', published: false },
      }),
    );
    expect((await t.as('gamma', { url: `/api/v1/dashboard/${id}` })).statusCode).toBe(404);
    const put = await t.as('gamma', {
      method: 'PUT',
      url: `/api/v1/dashboard/${id}`,
      payload: { dashboard_title: 'x' },
    });
    expect([403, 404]).toContain(put.statusCode);
  });

  it('copies a dashboard (save as), optionally duplicating its charts', async () => {
    const src = json<{ result: Dash }>(await t.api({ url: '/api/v1/dashboard/sales-board' })).result;
    const res = await t.api({
      method: 'POST',
      url: `/superset/copy_dash/${src.id}/`,
      payload: {
        data: JSON.stringify({
          dashboard_title: 'Sales copy',
          duplicate_slices: true,
          json_metadata: src.json_metadata,
          positions: JSON.parse(src.position_json ?? '{}'),
        }),
      },
    });
    expect(res.statusCode).toBe(200);
    const copy = json<{ id: number; dashboard_title: string }>(res);
    expect(copy.dashboard_title).toBe('Sales copy');
    const charts = json<{ result: { id: number }[] }>(
      await t.api({ url: `/api/v1/dashboard/${copy.id}/charts` }),
    ).result;
    expect(charts).toHaveLength(1);
    expect(charts[0]?.id).not.toBe(chartId);
  });

  it('hole 4: description_markeddown of /charts is the description rendered as markdown, with no script left in it', async () => {
    const description =
      '**Revenue** by [region](https://example.com/r)\n\n<img src=x onerror="alert(1)"> <script>alert(2)</script>[bad](javascript:alert(3))';
    const chart = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/chart/',
        payload: {
          slice_name: 'Described',
          viz_type: 'table',
          datasource_id: ds.datasetId,
          datasource_type: 'table',
          description,
        },
      }),
    ).id;
    const dash = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'Described board', position_json: layout(chart) },
      }),
    ).id;
    const [item] = json<{ result: Array<{ description: string; description_markeddown: string }> }>(
      await t.api({ url: `/api/v1/dashboard/${dash}/charts` }),
    ).result;
    expect(item?.description).toBe(description);
    expect(item?.description_markeddown).toBe(
      '<p><strong>Revenue</strong> by <a href="https://example.com/r" rel="noopener noreferrer">region</a></p>\n<p><img src="x" /> <a rel="noopener noreferrer">bad</a></p>\n',
    );
  });
});
