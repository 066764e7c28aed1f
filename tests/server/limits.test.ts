// Issue 9, bad input: every JSON field and the body itself have a nesting bound, every text field a length bound
// (settings in server/config.ts), and one bad stored row never breaks a list.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_CHARS, loadConfig } from '../../server/config';
import { STORE_KINDS, startTestInstance, type TestInstance } from './harness';
import { json, seedSmallDataset, type SmallDataset } from './api/fixtures';

const deepObject = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const deepList = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);
type FieldErrors = { message: Record<string, string[]> };

describe.each(STORE_KINDS)('input limits on %s', (kind) => {
  let t: TestInstance;
  let ds: SmallDataset;
  let chartId = 0;
  let dashboardId = 0;
  beforeAll(async () => {
    t = await startTestInstance(kind);
    ds = await seedSmallDataset(t);
    await t.addUser('gamma', ['Gamma']);
    const chart = await t.api({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: {
        slice_name: 'Kept',
        viz_type: 'table',
        datasource_id: ds.datasetId,
        datasource_type: 'table',
        params: '{}',
      },
    });
    chartId = json<{ id: number }>(chart).id;
    const board = await t.api({
      method: 'POST',
      url: '/api/v1/dashboard/',
      payload: { dashboard_title: 'Board', css: '.a { color: red }' },
    });
    dashboardId = json<{ id: number }>(board).id;
  });
  afterAll(async () => t.close());

  const chartCount = async (): Promise<number> =>
    Number(
      (
        await t.store.db
          .selectFrom('slices')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const createChart = (extra: Record<string, unknown>) =>
    t.api({
      method: 'POST',
      url: '/api/v1/chart/',
      payload: {
        slice_name: 'Deep',
        viz_type: 'table',
        datasource_id: ds.datasetId,
        datasource_type: 'table',
        ...extra,
      },
    });

  describe('[hole 1] JSON nested past limits.maxJsonDepth answers 400 and saves nothing', () => {
    it.each([
      ['params, 5,000 objects deep', 'params', deepObject(5000)],
      ['params, 20,000 lists deep', 'params', deepList(20_000)],
      ['query_context', 'query_context', deepObject(5000)],
    ])('a chart with %s', async (_what, field, text) => {
      const before = await chartCount();
      const res = await createChart({ [field]: text });
      expect(res.statusCode).toBe(400);
      expect(json<FieldErrors>(res).message[field]).toEqual([
        'Nested deeper than the 64 levels allowed (setting limits.maxJsonDepth).',
      ]);
      expect(await chartCount()).toBe(before);
      expect((await t.api({ url: '/api/v1/chart/' })).statusCode).toBe(200);
    });

    it.each(['json_metadata', 'position_json'])('a dashboard %s', async (field) => {
      const res = await t.api({
        method: 'PUT',
        url: `/api/v1/dashboard/${dashboardId}`,
        payload: { [field]: deepObject(5000) },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(json<FieldErrors>(res).message)).toEqual([field]);
      const row = await t.store.db
        .selectFrom('dashboards')
        .select(['json_metadata', 'position_json'])
        .where('id', '=', dashboardId)
        .executeTakeFirstOrThrow();
      expect(String(row[field as 'json_metadata'] ?? '').length).toBeLessThan(1000);
    });

    it('a dataset extra', async () => {
      const res = await t.api({
        method: 'PUT',
        url: `/api/v1/dataset/${ds.datasetId}`,
        payload: { extra: deepObject(200) },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(json<FieldErrors>(res).message)).toEqual(['extra']);
    });

    it('the body itself: explore permalink form data nested 20,000 levels', async () => {
      const payload = `{"formData":{"datasource":"${ds.datasetId}__table","viz_type":"table","x":${deepList(20_000)}}}`;
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/explore/permalink',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(json<{ message: string }>(res).message).toBe(
        'The request body is nested deeper than the 64 levels allowed (in formData) (setting limits.maxJsonDepth).',
      );
    });

    it('JSON within the bound is still saved', async () => {
      const res = await createChart({ params: deepObject(60) });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('[hole 1] one bad stored row never breaks a list', () => {
    it('a chart whose params were written straight into the store is left out of the list; the others are listed', async () => {
      const bad = await createChart({ slice_name: 'Broken', params: '{}' });
      const badId = json<{ id: number }>(bad).id;
      await t.store.db
        .updateTable('slices')
        .set({ params: deepObject(20_000) })
        .where('id', '=', badId)
        .execute();
      const list = await t.api({ url: '/api/v1/chart/?q=(page_size:100)' });
      expect(list.statusCode).toBe(200);
      const body = json<{ ids: number[]; result: { id: number }[] }>(list);
      expect(body.ids).toContain(chartId);
      expect(body.ids).not.toContain(badId);
      expect(body.result.map((r) => r.id)).toEqual(body.ids);
      const board = await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'With a broken chart' },
      });
      const boardId = json<{ id: number }>(board).id;
      await t.store.db
        .insertInto('dashboard_slices')
        .values([
          { dashboard_id: boardId, slice_id: badId },
          { dashboard_id: boardId, slice_id: chartId },
        ])
        .execute();
      const onBoard = await t.api({ url: `/api/v1/dashboard/${boardId}/charts` });
      expect(onBoard.statusCode).toBe(200);
      expect(json<{ result: { id: number }[] }>(onBoard).result.map((c) => c.id)).toEqual([chartId]);
      const one = await t.api({ url: `/api/v1/chart/${badId}` });
      expect(one.statusCode).toBe(422);
      expect(json<{ message: string }>(one).message).toBe(
        'This chart holds data nested too deeply to be read; an admin can delete it.',
      );
      expect((await t.api({ method: 'DELETE', url: `/api/v1/chart/${badId}` })).statusCode).toBe(200);
    });
  });

  describe('[hole 2] text fields past their limit answer 400 naming the field', () => {
    it('a Gamma user cannot store a 49 MB css (the body alone is past limits.maxBodyBytes: 413)', async () => {
      const res = await t.as('gamma', {
        method: 'PUT',
        url: `/api/v1/dashboard/${dashboardId}`,
        payload: { css: 'x'.repeat(49 * 1024 * 1024) },
      });
      expect(res.statusCode).toBe(413);
      expect(json<{ message: string }>(res).message).toBe(
        'The request body is larger than the 10485760 bytes allowed (setting limits.maxBodyBytes).',
      );
    });

    it.each([
      ['css', { css: 'x'.repeat(DEFAULT_FIELD_CHARS.css + 1) }, 'css', DEFAULT_FIELD_CHARS.css, 'css'],
      [
        'description',
        { description: 'x'.repeat(DEFAULT_FIELD_CHARS.description + 1) },
        'description',
        DEFAULT_FIELD_CHARS.description,
        'description',
      ],
      [
        'json_metadata',
        { json_metadata: JSON.stringify({ x: 'y'.repeat(DEFAULT_FIELD_CHARS.json_metadata) }) },
        'json_metadata',
        DEFAULT_FIELD_CHARS.json_metadata,
        'json_metadata',
      ],
      [
        'a markdown in position_json',
        {
          position_json: JSON.stringify({
            'MARKDOWN-1': { type: 'MARKDOWN', meta: { code: 'm'.repeat(DEFAULT_FIELD_CHARS.markdown + 1) } },
          }),
        },
        'position_json.MARKDOWN-1.meta.code',
        DEFAULT_FIELD_CHARS.markdown,
        'markdown',
      ],
    ])('a dashboard %s', async (_what, payload, field, max, setting) => {
      const res = await t.api({ method: 'PUT', url: `/api/v1/dashboard/${dashboardId}`, payload });
      expect(res.statusCode).toBe(400);
      expect(json<FieldErrors>(res).message).toEqual({
        [field]: [`Longer than the ${max} characters allowed (setting limits.fieldChars.${setting}).`],
      });
      const row = await t.store.db
        .selectFrom('dashboards')
        .select('css')
        .where('id', '=', dashboardId)
        .executeTakeFirstOrThrow();
      expect(row.css).toBe('.a { color: red }');
    });

    it('a chart params past its limit', async () => {
      const res = await createChart({ params: JSON.stringify({ x: 'y'.repeat(DEFAULT_FIELD_CHARS.params) }) });
      expect(res.statusCode).toBe(400);
      expect(json<FieldErrors>(res).message.params).toEqual([
        `Longer than the ${DEFAULT_FIELD_CHARS.params} characters allowed (setting limits.fieldChars.params).`,
      ]);
    });

    it('any other text field has the default limit', async () => {
      const res = await createChart({
        slice_name: 'Long',
        certification_details: 'x'.repeat(DEFAULT_FIELD_CHARS.default + 1),
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(json<FieldErrors>(res).message)).toEqual(['certification_details']);
    });
  });

  describe('[hole 3] chart data with an overflowing time range answers 400', () => {
    it('DATEADD(DATETIME("now"), 99999999999, year)', async () => {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/chart/data',
        payload: {
          datasource: { id: ds.datasetId, type: 'table' },
          queries: [
            {
              columns: ['cat'],
              metrics: ['count'],
              granularity: 'ds',
              time_range: 'DATEADD(DATETIME("now"), 99999999999, year) : now',
            },
          ],
        },
      });
      expect(res.statusCode).toBe(400);
      expect(json<{ message: string }>(res).message).toContain('Date is out of range');
    });
  });
});

describe('[hole 2] the limits are settings', () => {
  it('TESSERA_MAX_JSON_DEPTH changes the nesting bound', async () => {
    const t = await startTestInstance('sqlite', { TESSERA_MAX_JSON_DEPTH: '3' });
    try {
      const board = await t.api({
        method: 'POST',
        url: '/api/v1/dashboard/',
        payload: { dashboard_title: 'Board', json_metadata: JSON.stringify({ a: { b: { c: { d: 1 } } } }) },
      });
      expect(board.statusCode).toBe(400);
      expect(json<FieldErrors>(board).message.json_metadata).toEqual([
        'Nested deeper than the 3 levels allowed (setting limits.maxJsonDepth).',
      ]);
    } finally {
      await t.close();
    }
  });

  it('the configuration file sets limits field by field, keeping the other defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-limits-'));
    try {
      writeFileSync(
        join(dir, 'tessera.config.json'),
        JSON.stringify({ limits: { maxBodyBytes: 1234, fieldChars: { css: 10 } } }),
      );
      const { limits } = loadConfig({ TESSERA_DATA_DIR: dir, TESSERA_MAX_QUERIES_PER_USER: '3' });
      expect(limits.maxBodyBytes).toBe(1234);
      expect(limits.fieldChars.css).toBe(10);
      expect(limits.fieldChars.params).toBe(DEFAULT_FIELD_CHARS.params);
      expect(limits.maxQueriesPerUser).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
