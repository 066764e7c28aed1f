// Saving a dashboard through PUT /api/v1/dashboard/{id}, copy_dash and /related/owners, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardPutBody, overwriteItems, type DashboardSaveInput } from '../../../src/core/dashboard';
import { parsePositionJson } from '../../../src/core/layout';
import { STORE_KINDS, startTestInstance, type TestInstance } from '../harness';
import { json, oneChartLayout, seedSmallDataset } from './fixtures';

interface Dash {
  id: number;
  dashboard_title: string;
  slug: string | null;
  css: string;
  position_json: string | null;
  json_metadata: string;
  changed_on: string;
  changed_by_name: string;
  certified_by: string | null;
  certification_details: string | null;
  owners: { id: number }[];
  roles: { id: number }[];
}

const positions = oneChartLayout;

/** What the app sends for a dashboard read from the API. */
const saving = (d: Dash, over: Partial<DashboardSaveInput> = {}): DashboardSaveInput => ({
  dashboard_title: d.dashboard_title,
  slug: d.slug,
  css: d.css,
  certified_by: d.certified_by,
  certification_details: d.certification_details,
  owners: d.owners,
  roles: d.roles,
  metadata: d.json_metadata ? (JSON.parse(d.json_metadata) as Record<string, unknown>) : {},
  positions: parsePositionJson(JSON.parse(d.position_json ?? '{}')),
  ...over,
});

describe.each(STORE_KINDS)('saving a dashboard on %s', (kind) => {
  let t: TestInstance;
  let chartId: number;
  let adminId: number;
  let alphaId: number;
  const read = async (id: number, as = 'admin'): Promise<Dash> =>
    json<{ result: Dash }>(await t.as(as, { url: `/api/v1/dashboard/${id}` })).result;
  const create = async (payload: Record<string, unknown>, as = 'admin'): Promise<number> =>
    json<{ id: number }>(await t.as(as, { method: 'POST', url: '/api/v1/dashboard/', payload })).id;

  beforeAll(async () => {
    t = await startTestInstance(kind);
    const ds = await seedSmallDataset(t);
    await t.addUser('gamma', ['Gamma']);
    alphaId = await t.addUser('alpha', ['Alpha']);
    chartId = json<{ id: number }>(
      await t.api({
        method: 'POST',
        url: '/api/v1/chart/',
        payload: { slice_name: 'Saved', viz_type: 'table', datasource_id: ds.datasetId, datasource_type: 'table' },
      }),
    ).id;
    adminId = json<{ result: { id: number } }>(await t.api({ url: '/api/v1/me/' })).result.id;
  });
  afterAll(async () => t.close());

  it('D7.01 D7.03 a PUT of the save body writes every field and the layout, and answers the result and last_modified_time', async () => {
    const id = await create({ dashboard_title: 'Before' });
    const body = dashboardPutBody(
      saving(await read(id), {
        dashboard_title: 'After',
        slug: `after-${kind}`,
        css: '.dashboard { background: #fafafa; }',
        certified_by: 'Data team',
        certification_details: 'Weekly',
        owners: [{ id: adminId }, alphaId],
        metadata: { color_scheme: 'blueToGreen', label_colors: { EU: '#00f' } },
        positions: parsePositionJson(positions(chartId)),
      }),
      { rbac: false },
    );
    const res = await t.api({ method: 'PUT', url: `/api/v1/dashboard/${id}`, payload: body });
    expect(res.statusCode).toBe(200);
    const answer = json<{ result: Dash; last_modified_time: number }>(res);
    expect(answer.last_modified_time).toBeGreaterThan(Date.now() / 1000 - 60);
    const saved = await read(id);
    expect(answer.result.json_metadata).toBe(saved.json_metadata);
    expect(saved).toMatchObject({
      dashboard_title: 'After',
      slug: `after-${kind}`,
      css: '.dashboard { background: #fafafa; }',
      certified_by: 'Data team',
      certification_details: 'Weekly',
    });
    expect(saved.owners.map((o) => o.id).sort()).toEqual([adminId, alphaId].sort());
    // The layout sent as json_metadata.positions becomes the dashboard's position_json (Superset's set_dash_metadata).
    const sent = (JSON.parse(body.json_metadata) as { positions: unknown }).positions;
    expect(JSON.parse(saved.position_json ?? 'null')).toEqual(sent);
    expect(sent).toHaveProperty('CHART-1.meta.chartId', chartId);
    const meta = JSON.parse(saved.json_metadata) as Record<string, unknown>;
    expect(meta).not.toHaveProperty('positions');
    expect(meta).toMatchObject({ color_scheme: 'blueToGreen', label_colors: { EU: '#00f' } });
    const charts = json<{ result: { id: number }[] }>(await t.api({ url: `/api/v1/dashboard/${id}/charts` })).result;
    expect(charts.map((c) => c.id)).toEqual([chartId]);
  });

  it('D7.12 json_metadata that is not JSON is refused with 400 and the reason, and nothing changes', async () => {
    const id = await create({ dashboard_title: 'Keep me', css: 'a { color: red }' });
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/dashboard/${id}`,
      payload: { dashboard_title: 'Lost', css: '', json_metadata: '{"color_scheme": ' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: { json_metadata: ['Not a valid JSON.'] } });
    expect(await read(id)).toMatchObject({ dashboard_title: 'Keep me', css: 'a { color: red }' });
    const notObject = await t.api({ method: 'PUT', url: `/api/v1/dashboard/${id}`, payload: { json_metadata: '[1]' } });
    expect(notObject.statusCode).toBe(400);
  });

  it('css longer than the limit is refused with 400 naming the setting, and nothing changes', async () => {
    const id = await create({ dashboard_title: 'Styled', css: 'a { color: red }' });
    const max = t.config.limits.fieldChars.css ?? t.config.limits.fieldChars.default;
    const res = await t.api({ method: 'PUT', url: `/api/v1/dashboard/${id}`, payload: { css: 'a'.repeat(max + 1) } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(json(res))).toContain('limits.fieldChars.css');
    expect((await read(id)).css).toBe('a { color: red }');
  });

  it('D7.10 owner and role ids that do not exist are refused (422), and nothing changes', async () => {
    const id = await create({ dashboard_title: 'Owned' });
    const owners = await t.api({
      method: 'PUT',
      url: `/api/v1/dashboard/${id}`,
      payload: { dashboard_title: 'x', owners: [adminId, 987654] },
    });
    expect(owners.statusCode).toBe(422);
    expect(json(owners)).toEqual({ message: { owners: ['Owners are invalid'] } });
    const roles = await t.api({
      method: 'PUT',
      url: `/api/v1/dashboard/${id}`,
      payload: { dashboard_title: 'x', roles: [987654] },
    });
    expect(roles.statusCode).toBe(422);
    expect(json(roles)).toEqual({ message: { roles: ['Some roles do not exist'] } });
    const d = await read(id);
    expect(d.dashboard_title).toBe('Owned');
    expect(d.owners.map((o) => o.id)).toEqual([adminId]);
  });

  it('D8.05 a user who neither owns the dashboard nor is an admin gets 403 and changes nothing', async () => {
    const id = await create({ dashboard_title: 'Not yours', published: true });
    const res = await t.as('gamma', {
      method: 'PUT',
      url: `/api/v1/dashboard/${id}`,
      payload: { dashboard_title: 'Mine now' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ message: 'Changing this Dashboard is forbidden' });
    const alpha = await t.as('alpha', { method: 'PUT', url: `/api/v1/dashboard/${id}`, payload: { css: 'x' } });
    expect(alpha.statusCode).toBe(403);
    expect((await read(id)).dashboard_title).toBe('Not yours');
  });

  it('D7.06 save as without duplicate_slices places the same charts; with it, copies of them', async () => {
    const id = await create({ dashboard_title: 'Source', position_json: JSON.stringify(positions(chartId)) });
    const src = await read(id);
    const copy = async (duplicate: boolean): Promise<{ id: number; last_modified_time: number }> => {
      const res = await t.api({
        method: 'POST',
        url: `/superset/copy_dash/${id}/`,
        payload: {
          data: JSON.stringify({
            dashboard_title: 'Source copy',
            css: '',
            duplicate_slices: duplicate,
            json_metadata: src.json_metadata || '{}',
            positions: JSON.parse(src.position_json ?? '{}') as unknown,
          }),
        },
      });
      expect(res.statusCode).toBe(200);
      return json(res);
    };
    const plain = await copy(false);
    expect(plain.last_modified_time).toBeGreaterThan(0);
    const placed = json<{ result: { id: number }[] }>(await t.api({ url: `/api/v1/dashboard/${plain.id}/charts` }));
    expect(placed.result.map((c) => c.id)).toEqual([chartId]);
    const dup = await copy(true);
    const copied = json<{ result: { id: number }[] }>(await t.api({ url: `/api/v1/dashboard/${dup.id}/charts` }));
    expect(copied.result).toHaveLength(1);
    expect(copied.result[0]?.id).not.toBe(chartId);
  });

  it('D7.13 /related/owners lists the people a dashboard may be given to, searchable', async () => {
    const res = await t.api({ url: "/api/v1/dashboard/related/owners?q=(filter:'alpha')" });
    expect(res.statusCode).toBe(200);
    const body = json<{ count: number; result: { value: number; text: string }[] }>(res);
    expect(body.result.map((r) => r.value)).toContain(alphaId);
    expect(body.result.find((r) => r.value === alphaId)?.text).toBe('alpha Tester');
  });

  it('D7.04 D7.05 two browsers: the second save sees the first one’s change (changed_on moved) and which items differ', async () => {
    const id = await create({ dashboard_title: 'Shared', owners: [adminId, alphaId] });
    const inA = await read(id, 'admin');
    const inB = await read(id, 'alpha');
    await new Promise((r) => setTimeout(r, 5));
    const first = await t.as('admin', {
      method: 'PUT',
      url: `/api/v1/dashboard/${id}`,
      payload: dashboardPutBody(saving(inA, { dashboard_title: 'Shared (A)' }), { rbac: false }),
    });
    expect(first.statusCode).toBe(200);
    // B, before saving, reads the stored dashboard: it changed since B opened it, and by whom.
    const stored = await read(id, 'alpha');
    expect(stored.changed_on).not.toBe(inB.changed_on);
    expect(stored.changed_by_name).toBe('Tessera Admin');
    const bBody = dashboardPutBody(saving(inB, { css: 'b { color: blue }' }), { rbac: false });
    const items = overwriteItems(stored, bBody);
    expect(items.map((i) => i.keyPath)).toEqual(['dashboard_title', 'css']);
    expect(items[0]).toMatchObject({ oldValue: 'Shared (A)', newValue: 'Shared' });
  });
});
