import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { json, seedSmallDataset, type SmallDataset } from './fixtures';

interface ChartItem {
  id: number;
  slice_name: string;
  owners: { id: number }[];
  dashboards: { id: number }[];
  changed_on_delta_humanized: string;
}

describe.each(STORE_KINDS)('chart resource on %s', (kind) => {
  let t: TestInstance;
  let ds: SmallDataset;
  let gammaId: number;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    ds = await seedSmallDataset(t);
    gammaId = await t.addUser('gamma', ['Gamma']);
  });
  afterAll(async () => t.close());

  const create = (name: string, extra: Record<string, unknown> = {}) =>
    t.api({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: {
        slice_name: name,
        viz_type: 'table',
        datasource_id: ds.datasetId,
        datasource_type: 'table',
        params: '{}',
        ...extra,
      },
    });

  it('creates a chart (201) with the creator as owner, and reads it back', async () => {
    const res = await create('Revenue');
    expect(res.statusCode).toBe(201);
    const { id, result } = json<{ id: number; result: ChartItem }>(res);
    expect(result.slice_name).toBe('Revenue');
    expect(result.owners.map((o) => o.id)).toEqual([1]);
    const got = await t.api({ url: `/api/v1/chart/${id}` });
    expect(got.statusCode).toBe(200);
    expect(json<{ result: ChartItem }>(got).result.slice_name).toBe('Revenue');
  });

  it('answers 400 naming a missing required field and an unknown field', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: { viz_type: 'table', datasource_id: ds.datasetId, datasource_type: 'table', bogus: 1 },
    });
    expect(res.statusCode).toBe(400);
    const message = json<{ message: Record<string, string[]> }>(res).message;
    expect(message.slice_name).toEqual(['Missing data for required field.']);
    expect(message.bogus).toEqual(['Unknown field.']);
  });

  it('answers 422 for a datasource that does not exist and for params that are not JSON', async () => {
    const missing = await create('x', { datasource_id: 9999 });
    expect(missing.statusCode).toBe(422);
    expect(json<{ message: Record<string, string[]> }>(missing).message.datasource_id).toEqual([
      'Datasource does not exist',
    ]);
    const badParams = await create('x', { params: '{not json' });
    expect(badParams.statusCode).toBe(422);
  });

  it('lists with rison paging, sorting and the chart_all_text filter', async () => {
    for (const name of ['Alpha sales', 'Beta sales', 'Gamma costs']) expect((await create(name)).statusCode).toBe(201);
    const res = await t.api({
      url: '/api/v1/chart/?q=(filters:!((col:slice_name,opr:chart_all_text,value:sales)),order_column:slice_name,order_direction:asc,page:0,page_size:1)',
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ count: number; result: ChartItem[] }>(res);
    expect(body.count).toBe(2);
    expect(body.result.map((c) => c.slice_name)).toEqual(['Alpha sales']);
    const bad = await t.api({ url: '/api/v1/chart/?q=(order_column:nope)' });
    expect(bad.statusCode).toBe(400);
    const notRison = await t.api({ url: '/api/v1/chart/?q=(((' });
    expect(notRison.statusCode).toBe(400);
  });

  it('updates a chart and keeps edits of a failed update out of the store', async () => {
    const { id } = json<{ id: number }>(await create('Before'));
    const ok = await t.api({ method: 'PUT', url: `/api/v1/chart/${id}`, payload: { slice_name: 'After' } });
    expect(ok.statusCode).toBe(200);
    const bad = await t.api({
      method: 'PUT',
      url: `/api/v1/chart/${id}`,
      payload: { slice_name: 'Lost', dashboards: [424242] },
    });
    expect(bad.statusCode).toBe(422);
    const got = json<{ result: ChartItem }>(await t.api({ url: `/api/v1/chart/${id}` }));
    expect(got.result.slice_name).toBe('After');
  });

  it('favourites: status, select and unselect, and the chart_is_favorite filter', async () => {
    const { id } = json<{ id: number }>(await create('Fav'));
    const before = json<{ result: { id: number; value: boolean }[] }>(
      await t.api({ url: `/api/v1/chart/favorite_status/?q=!(${id})` }),
    );
    expect(before.result).toEqual([{ id, value: false }]);
    expect((await t.api({ method: 'POST', url: `/api/v1/chart/${id}/favorites/` })).statusCode).toBe(200);
    const after = json<{ result: { id: number; value: boolean }[] }>(
      await t.api({ url: `/api/v1/chart/favorite_status/?q=!(${id})` }),
    );
    expect(after.result).toEqual([{ id, value: true }]);
    const favs = json<{ ids: number[] }>(
      await t.api({ url: '/api/v1/chart/?q=(filters:!((col:id,opr:chart_is_favorite,value:!t)))' }),
    );
    expect(favs.ids).toEqual([id]);
    expect((await t.api({ method: 'DELETE', url: `/api/v1/chart/${id}/favorites/` })).statusCode).toBe(200);
    const none = json<{ ids: number[] }>(
      await t.api({ url: '/api/v1/chart/?q=(filters:!((col:id,opr:chart_is_favorite,value:!t)))' }),
    );
    expect(none.ids).toEqual([]);
  });

  it('related owners and distinct names', async () => {
    const related = json<{ count: number; result: { value: number; text: string }[] }>(
      await t.api({ url: '/api/v1/chart/related/owners?q=(filter:gamma)' }),
    );
    expect(related.result).toEqual([expect.objectContaining({ value: gammaId, text: 'gamma Tester' })]);
    const distinct = json<{ result: { text: string }[] }>(await t.api({ url: '/api/v1/chart/distinct/viz_type' }));
    expect(distinct.result.map((r) => r.text)).toEqual(['table']);
  });

  it('only owners and admins change a chart: Gamma gets 403 on an admin chart', async () => {
    const { id } = json<{ id: number }>(await create('Admin only'));
    const res = await t.as('gamma', { method: 'PUT', url: `/api/v1/chart/${id}`, payload: { slice_name: 'Hijack' } });
    expect([403, 404]).toContain(res.statusCode);
    const del = await t.as('gamma', { method: 'DELETE', url: `/api/v1/chart/${id}` });
    expect([403, 404]).toContain(del.statusCode);
    expect(json<{ result: ChartItem }>(await t.api({ url: `/api/v1/chart/${id}` })).result.slice_name).toBe(
      'Admin only',
    );
  });

  it('deletes one and many; unknown ids answer 404 and delete nothing', async () => {
    const a = json<{ id: number }>(await create('Del A')).id;
    const b = json<{ id: number }>(await create('Del B')).id;
    const partial = await t.api({ method: 'DELETE', url: `/api/v1/chart/?q=!(${a},999999)` });
    expect(partial.statusCode).toBe(404);
    expect((await t.api({ url: `/api/v1/chart/${a}` })).statusCode).toBe(200);
    const bulk = await t.api({ method: 'DELETE', url: `/api/v1/chart/?q=!(${a},${b})` });
    expect(bulk.statusCode).toBe(200);
    expect(json<{ message: string }>(bulk).message).toBe('Deleted 2 charts');
    expect((await t.api({ url: `/api/v1/chart/${a}` })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: `/api/v1/chart/${b}` })).statusCode).toBe(404);
  });

  it('S5.06 _info reports only the permissions a resource really has, even to an admin', async () => {
    const info = async (resource: string) =>
      json<{ permissions: string[] }>(
        await t.api({ url: `/api/v1/${resource}/_info?q=(keys:!(permissions))` }),
      ).permissions.sort();
    expect(await info('query')).toEqual(['can_read']);
    expect(await info('chart')).toEqual(['can_export', 'can_read', 'can_write']);
    expect(await info('dashboard')).toEqual(['can_export', 'can_read', 'can_write']);
    expect(await info('database')).toEqual(['can_export', 'can_read', 'can_write']);
  });

  it('_info lists the permissions the user holds', async () => {
    const admin = json<{ permissions: string[] }>(await t.api({ url: '/api/v1/chart/_info?q=(keys:!(permissions))' }));
    expect(admin.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write', 'can_export']));
    const gamma = json<{ permissions: string[] }>(
      await t.as('gamma', { url: '/api/v1/chart/_info?q=(keys:!(permissions))' }),
    );
    expect(gamma.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
  });
});
