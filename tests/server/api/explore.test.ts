// Explore's server calls: the unsaved-state key-value (form_data) and GET /api/v1/explore/, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { json, seedSmallDataset, type SmallDataset } from './fixtures';

type Res = Awaited<ReturnType<TestInstance['api']>>;

describe.each(STORE_KINDS)('explore calls on %s', (kind) => {
  let t: TestInstance;
  let ds: SmallDataset;
  let chart: number;
  beforeAll(async () => {
    t = await startTestInstance(kind, { TESSERA_EXPLORE_FORM_DATA_TIMEOUT: '3600' });
    ds = await seedSmallDataset(t);
    for (const role of ['Alpha', 'Gamma']) await t.addUser(role.toLowerCase(), [role]);
    const params = JSON.stringify({ viz_type: 'table', metrics: ['count'], row_limit: 10 });
    chart = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/chart/',
        payload: {
          slice_name: 'Saved',
          viz_type: 'table',
          datasource_id: ds.datasetId,
          datasource_type: 'table',
          params,
        },
      }),
    ).id;
  });
  afterAll(async () => t.close());

  const post = (user: string, payload: Record<string, unknown>): Promise<Res> =>
    t.as(user, { method: 'POST', url: '/api/v1/explore/form_data', payload });
  const entry = (formData: Record<string, unknown>) => ({
    datasource_id: ds.datasetId,
    datasource_type: 'table',
    form_data: JSON.stringify(formData),
  });

  it('X1.02 POST form_data answers 201 {key}; GET reads the JSON text back; PUT replaces it under the same key; DELETE removes it', async () => {
    const created = await post('alpha', entry({ viz_type: 'table', row_limit: 5 }));
    expect(created.statusCode).toBe(201);
    const { key } = json<{ key: string }>(created);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const got = await t.as('alpha', { url: `/api/v1/explore/form_data/${key}` });
    expect(json(got)).toEqual({ form_data: JSON.stringify({ viz_type: 'table', row_limit: 5 }) });
    const put = await t.as('alpha', {
      method: 'PUT',
      url: `/api/v1/explore/form_data/${key}`,
      payload: { ...entry({ viz_type: 'table', row_limit: 50 }), chart_id: chart },
    });
    expect(put.statusCode).toBe(200);
    expect(json(put)).toEqual({ key });
    expect(
      json<{ form_data: string }>(await t.as('alpha', { url: `/api/v1/explore/form_data/${key}` })).form_data,
    ).toContain('"row_limit":50');
    const deleted = await t.as('alpha', { method: 'DELETE', url: `/api/v1/explore/form_data/${key}` });
    expect(json(deleted)).toEqual({ message: 'Deleted successfully' });
    expect((await t.as('alpha', { url: `/api/v1/explore/form_data/${key}` })).statusCode).toBe(404);
  });

  it("X1.02 tab_id: a PUT from another browser tab gets its own new key, leaving the first tab's state as it was; the same tab keeps its key", async () => {
    const formData = (rowLimit: number) => entry({ viz_type: 'table', row_limit: rowLimit });
    const read = async (key: string) =>
      json<{ form_data: string }>(await t.as('alpha', { url: `/api/v1/explore/form_data/${key}` })).form_data;
    const created = await t.as('alpha', {
      method: 'POST',
      url: '/api/v1/explore/form_data?tab_id=1',
      payload: formData(5),
    });
    const { key } = json<{ key: string }>(created);
    const sameTab = await t.as('alpha', {
      method: 'PUT',
      url: `/api/v1/explore/form_data/${key}?tab_id=1`,
      payload: formData(6),
    });
    expect(json(sameTab)).toEqual({ key });
    const otherTab = await t.as('alpha', {
      method: 'PUT',
      url: `/api/v1/explore/form_data/${key}?tab_id=2`,
      payload: formData(7),
    });
    expect(otherTab.statusCode).toBe(200);
    const other = json<{ key: string }>(otherTab).key;
    expect(other).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(other).not.toBe(key);
    expect(await read(key)).toContain('"row_limit":6');
    expect(await read(other)).toContain('"row_limit":7');
    // The second tab goes on writing under its own key.
    const again = await t.as('alpha', {
      method: 'PUT',
      url: `/api/v1/explore/form_data/${other}?tab_id=2`,
      payload: formData(8),
    });
    expect(json(again)).toEqual({ key: other });
    expect(await read(key)).toContain('"row_limit":6');
    const bad = await t.as('alpha', {
      method: 'PUT',
      url: `/api/v1/explore/form_data/${key}?tab_id=${'x'.repeat(100)}`,
      payload: formData(9),
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ message?: unknown; errors?: unknown }>(bad)).toSatisfy((b) => 'message' in b || 'errors' in b);
    expect(await read(key)).toContain('"row_limit":6');
  });

  it('form_data: only its owner changes or removes an entry; others get 403 and nothing changes', async () => {
    const { key } = json<{ key: string }>(
      await t.api({ method: 'POST', url: '/api/v1/explore/form_data', payload: entry({ viz_type: 'pie' }) }),
    );
    const put = await t.as('alpha', {
      method: 'PUT',
      url: `/api/v1/explore/form_data/${key}`,
      payload: entry({ viz_type: 'bar' }),
    });
    expect(put.statusCode).toBe(403);
    expect(json(put)).toEqual({ message: 'The user does not have access to this form data' });
    expect((await t.as('alpha', { method: 'DELETE', url: `/api/v1/explore/form_data/${key}` })).statusCode).toBe(403);
    expect(json(await t.api({ url: `/api/v1/explore/form_data/${key}` }))).toEqual({
      form_data: JSON.stringify({ viz_type: 'pie' }),
    });
  });

  it('form_data: bad bodies 400 in the field shape, unknown datasets and charts 404, unreadable datasets 403, no user 401', async () => {
    const missing = await post('alpha', {});
    expect(missing.statusCode).toBe(400);
    expect(json<{ message: Record<string, string[]> }>(missing).message.form_data).toEqual([
      'Missing data for required field.',
    ]);
    const notJson = await post('alpha', { ...entry({}), form_data: '{nope' });
    expect(json(notJson)).toEqual({ message: { form_data: ['Not a valid JSON object.'] } });
    expect((await post('alpha', { ...entry({}), datasource_type: 'bogus' })).statusCode).toBe(400);
    expect((await post('alpha', { ...entry({}), datasource_id: 99999 })).statusCode).toBe(404);
    expect(json(await post('alpha', { ...entry({}), chart_id: 99999 }))).toEqual({ message: 'Chart not found' });
    expect((await post('gamma', entry({}))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/explore/form_data', payload: entry({}) })).statusCode,
    ).toBe(401);
    expect(
      (await t.as('alpha', { method: 'PUT', url: '/api/v1/explore/form_data/unknownkey', payload: entry({}) }))
        .statusCode,
    ).toBe(404);
  });

  it('form_data: a form_data past limits.fieldChars.form_data is refused with 400 and nothing is stored', async () => {
    const before = await t.store.db
      .selectFrom('key_value')
      .select('id')
      .where('resource', '=', 'explore_form_data')
      .execute();
    const big = await post('alpha', { ...entry({}), form_data: JSON.stringify({ x: 'y'.repeat(1_000_001) }) });
    expect(big.statusCode).toBe(400);
    expect(JSON.stringify(json(big))).toContain('limits.fieldChars.form_data');
    const after = await t.store.db
      .selectFrom('key_value')
      .select('id')
      .where('resource', '=', 'explore_form_data')
      .execute();
    expect(after.length).toBe(before.length);
  });

  it('form_data: an expired entry reads as 404', async () => {
    const { key } = json<{ key: string }>(await post('alpha', entry({ viz_type: 'line' })));
    await t.store.db
      .updateTable('key_value')
      .set({ expires_on: '2000-01-01T00:00:00.000Z' })
      .where('uuid', '=', key)
      .execute();
    expect((await t.as('alpha', { url: `/api/v1/explore/form_data/${key}` })).statusCode).toBe(404);
  });

  type Explore = {
    result: {
      dataset: { id?: number; name: string; columns: unknown[] };
      form_data: Record<string, unknown>;
      slice: { id: number; slice_name: string } | null;
      message: string | null;
    };
  };

  it('X1.02 GET /api/v1/explore/ by dataset: the dataset JSON and form data naming it', async () => {
    const res = await t.as('alpha', { url: `/api/v1/explore/?datasource_type=table&datasource_id=${ds.datasetId}` });
    expect(res.statusCode).toBe(200);
    const { result } = json<Explore>(res);
    expect(result.dataset.id).toBe(ds.datasetId);
    expect(result.dataset.columns.length).toBeGreaterThan(0);
    expect(result.form_data).toEqual({ datasource: `${ds.datasetId}__table` });
    expect(result.slice).toBeNull();
    expect(result.message).toBeNull();
  });

  it("X0.01 X0.04 GET /api/v1/explore/'s dataset carries the payload fields, owners with id, names, username and userId; no kind or column_types", async () => {
    const alphaId = await t.addUser('payload_owner', ['Alpha']);
    expect(
      (await t.api({ method: 'PUT', url: `/api/v1/dataset/${ds.datasetId}`, payload: { owners: [alphaId] } }))
        .statusCode,
    ).toBe(200);
    const res = await t.as('alpha', { url: `/api/v1/explore/?datasource_type=table&datasource_id=${ds.datasetId}` });
    const dataset = json<{ result: { dataset: Record<string, unknown> } }>(res).result.dataset;
    for (const field of [
      'id',
      'type',
      'uid',
      'datasource_name',
      'table_name',
      'schema',
      'database',
      'columns',
      'metrics',
      'column_formats',
      'verbose_map',
      'main_dttm_col',
      'description',
      'owners',
      'sql',
      'select_star',
      'extra',
      'health_check_message',
      'is_managed_externally',
      'edit_url',
      'url',
      'time_grain_sqla',
      'granularity_sqla',
      'is_sqllab_view',
      'filter_select',
    ])
      expect(dataset, field).toHaveProperty(field);
    expect(dataset).not.toHaveProperty('kind');
    expect(dataset).not.toHaveProperty('column_types');
    expect(dataset).toMatchObject({
      id: ds.datasetId,
      type: 'table',
      uid: `${ds.datasetId}__table`,
      datasource_name: 'sales',
      table_name: 'sales',
      schema: 'main',
      database: { id: ds.databaseId, database_name: 'db_small.duckdb' },
      is_managed_externally: false,
      is_sqllab_view: false,
      url: `/explore/?datasource_type=table&datasource_id=${ds.datasetId}`,
      granularity_sqla: [['ds', 'ds']],
    });
    // The engine's time grains as (duration, name) choices, Superset's time_grain_sqla.
    expect(dataset.time_grain_sqla).toContainEqual(['P1D', 'Day']);
    expect(dataset.owners).toEqual([
      expect.objectContaining({
        id: alphaId,
        first_name: 'payload_owner',
        last_name: 'Tester',
        username: 'payload_owner',
        userId: alphaId,
      }),
    ]);
  });

  it('X1.02 GET /api/v1/explore/ by slice_id: the saved form data and the slice; a form_data_key overrides it; a lost key says it reverted', async () => {
    const bySlice = json<Explore>(await t.as('alpha', { url: `/api/v1/explore/?slice_id=${chart}` })).result;
    expect(bySlice.slice?.slice_name).toBe('Saved');
    expect(bySlice.form_data).toMatchObject({
      viz_type: 'table',
      row_limit: 10,
      slice_id: chart,
      datasource: `${ds.datasetId}__table`,
    });
    const { key } = json<{ key: string }>(
      await post('alpha', { ...entry({ viz_type: 'table', row_limit: 99 }), chart_id: chart }),
    );
    const byKey = json<Explore>(
      await t.as('alpha', { url: `/api/v1/explore/?form_data_key=${key}&slice_id=${chart}` }),
    ).result;
    expect(byKey.form_data).toMatchObject({ row_limit: 99, slice_id: chart });
    expect(byKey.message).toBeNull();
    const lost = json<Explore>(
      await t.as('alpha', { url: `/api/v1/explore/?form_data_key=gone&slice_id=${chart}` }),
    ).result;
    expect(lost.message).toBe('Form data not found in cache, reverting to chart metadata.');
    expect(lost.form_data).toMatchObject({ row_limit: 10 });
    const lostDataset = json<Explore>(
      await t.as('alpha', {
        url: `/api/v1/explore/?form_data_key=gone&datasource_type=table&datasource_id=${ds.datasetId}`,
      }),
    ).result;
    expect(lostDataset.message).toBe('Form data not found in cache, reverting to dataset metadata.');
  });

  it("X1.04 a form_data_key naming another dataset than its chart's (the chart swapped to it) opens on the key's dataset", async () => {
    const other = await seedSmallDataset(t, 'swapped.duckdb');
    const { key } = json<{ key: string }>(
      await post('alpha', {
        datasource_id: other.datasetId,
        datasource_type: 'table',
        chart_id: chart,
        form_data: JSON.stringify({ viz_type: 'table', row_limit: 3 }),
      }),
    );
    const { result } = json<Explore>(
      await t.as('alpha', { url: `/api/v1/explore/?form_data_key=${key}&slice_id=${chart}` }),
    );
    expect(result.form_data).toMatchObject({ datasource: `${other.datasetId}__table`, slice_id: chart, row_limit: 3 });
    expect((result.dataset as { id?: number }).id).toBe(other.datasetId);
    expect(result.slice?.slice_name).toBe('Saved');
  });

  it('X1.04 GET /api/v1/explore/ on a deleted dataset answers the [Missing Dataset] placeholder; an unreadable one 403; an unknown chart 404', async () => {
    const { result } = json<Explore>(
      await t.as('alpha', { url: '/api/v1/explore/?datasource_type=table&datasource_id=99999' }),
    );
    expect(result.dataset).toEqual({
      type: 'table',
      name: '[Missing Dataset]',
      columns: [],
      metrics: [],
      database: { id: 0, backend: '' },
    });
    expect(result.form_data).toEqual({ datasource: '99999__table' });
    expect(
      (await t.as('gamma', { url: `/api/v1/explore/?datasource_type=table&datasource_id=${ds.datasetId}` })).statusCode,
    ).toBe(403);
    const ghost = await t.as('alpha', { url: '/api/v1/explore/?slice_id=99999' });
    expect(json(ghost)).toEqual({ message: 'Chart not found' });
    expect((await t.as('alpha', { url: '/api/v1/explore/?slice_id=abc' })).statusCode).toBe(400);
  });

  it('X1.13 GET /api/v1/explore/ by permalink_key: the shared form data with its URL parameters', async () => {
    const formData = { datasource: `${ds.datasetId}__table`, viz_type: 'table', row_limit: 7 };
    const { key } = json<{ key: string }>(
      await t.as('alpha', {
        method: 'POST',
        url: '/api/v1/explore/permalink',
        payload: { formData, urlParams: [['standalone', '1']] },
      }),
    );
    const { result } = json<Explore>(await t.as('alpha', { url: `/api/v1/explore/?permalink_key=${key}` }));
    expect(result.form_data).toEqual({ ...formData, url_params: { standalone: '1' } });
    expect(result.dataset.id).toBe(ds.datasetId);
    expect((await t.as('alpha', { url: '/api/v1/explore/?permalink_key=notAValidKey1' })).statusCode).toBe(404);
  });
});
