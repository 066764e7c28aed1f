import { describe, expect, it } from 'vitest';
import {
  UNTITLED_DASHBOARD,
  colorSchemeDomain,
  copyDashboardBody,
  dashboardPutBody,
  overwriteItems,
  type DashboardSaveInput,
} from '../../../src/core/dashboard';
import { emptyLayout } from '../../../src/core/layout';

const input = (over: Partial<DashboardSaveInput> = {}): DashboardSaveInput => ({
  dashboard_title: 'Sales',
  slug: 'sales',
  css: '.x { color: red }',
  certified_by: 'Data team',
  certification_details: 'Checked weekly',
  owners: [{ id: 1 }, 2],
  roles: [{ id: 5 }],
  metadata: { color_scheme: 'supersetColors', native_filter_configuration: [] },
  positions: emptyLayout(),
  savedColorScheme: 'supersetColors',
  ...over,
});

const meta = (body: { json_metadata: string }): Record<string, unknown> =>
  JSON.parse(body.json_metadata) as Record<string, unknown>;

describe('the dashboard PUT body', () => {
  it('D7.01 carries certified_by, certification_details, css, dashboard_title, slug, owners and json_metadata', () => {
    const body = dashboardPutBody(input(), { rbac: false });
    expect(Object.keys(body).sort()).toEqual(
      ['certification_details', 'certified_by', 'css', 'dashboard_title', 'json_metadata', 'owners', 'slug'].sort(),
    );
    expect(body).toMatchObject({
      certified_by: 'Data team',
      certification_details: 'Checked weekly',
      css: '.x { color: red }',
      dashboard_title: 'Sales',
      slug: 'sales',
    });
  });

  it('D7.02 json_metadata is the metadata plus default_filters (a JSON string), filter_scopes, chart_configuration and positions', () => {
    const positions = emptyLayout();
    const m = meta(
      dashboardPutBody(
        input({
          positions,
          metadata: { native_filter_configuration: [{ id: 'f' }], default_filters: { 3: { region: ['EU'] } } },
        }),
        { rbac: false },
      ),
    );
    expect(m.native_filter_configuration).toEqual([{ id: 'f' }]);
    expect(m.default_filters).toBe(JSON.stringify({ 3: { region: ['EU'] } }));
    expect(m.filter_scopes).toEqual({});
    expect(m.chart_configuration).toEqual({});
    expect(m.positions).toEqual(positions);
  });

  it("D7.07 an empty or blank title becomes '[ untitled dashboard ]'", () => {
    expect(dashboardPutBody(input({ dashboard_title: '' }), { rbac: false }).dashboard_title).toBe(UNTITLED_DASHBOARD);
    expect(dashboardPutBody(input({ dashboard_title: '  ' }), { rbac: false }).dashboard_title).toBe(
      '[ untitled dashboard ]',
    );
    expect(dashboardPutBody(input({ dashboard_title: null }), { rbac: false }).dashboard_title).toBe(
      UNTITLED_DASHBOARD,
    );
  });

  it('D7.08 an empty slug becomes null', () => {
    expect(dashboardPutBody(input({ slug: '' }), { rbac: false }).slug).toBeNull();
    expect(dashboardPutBody(input({ slug: undefined }), { rbac: false }).slug).toBeNull();
  });

  it('D7.09 certification details are dropped when certified_by is empty', () => {
    const body = dashboardPutBody(input({ certified_by: '' }), { rbac: false });
    expect(body.certified_by).toBe('');
    expect(body.certification_details).toBe('');
  });

  it('D7.10 owners and roles are sent as ids', () => {
    const body = dashboardPutBody(input({ owners: [{ id: 7 }, 9], roles: [{ id: 3 }, 4] }), { rbac: true });
    expect(body.owners).toEqual([7, 9]);
    expect(body.roles).toEqual([3, 4]);
  });

  it('D2.03 roles are sent only with DASHBOARD_RBAC', () => {
    expect('roles' in dashboardPutBody(input(), { rbac: false })).toBe(false);
    expect(dashboardPutBody(input(), { rbac: true }).roles).toEqual([5]);
  });

  it('D2.05 color_scheme_domain is written with the new scheme when the scheme changed, kept otherwise', () => {
    const changed = meta(
      dashboardPutBody(input({ metadata: { color_scheme: 'blueToGreen' }, savedColorScheme: 'supersetColors' }), {
        rbac: false,
      }),
    );
    expect(changed.color_scheme_domain).toEqual(colorSchemeDomain('blueToGreen'));
    expect((changed.color_scheme_domain as string[]).length).toBeGreaterThan(0);
    const same = meta(
      dashboardPutBody(
        input({
          metadata: { color_scheme: 'blueToGreen', color_scheme_domain: ['#111'] },
          savedColorScheme: 'blueToGreen',
        }),
        { rbac: false },
      ),
    );
    expect(same.color_scheme_domain).toEqual(['#111']);
    expect(colorSchemeDomain('no such scheme')).toEqual([]);
  });

  it('D2.07 label_colors and shared_label_colors are kept, and default to empty maps', () => {
    const kept = meta(
      dashboardPutBody(
        input({ metadata: { label_colors: { boys: '#00f' }, shared_label_colors: { girls: '#f0f' } } }),
        { rbac: false },
      ),
    );
    expect(kept.label_colors).toEqual({ boys: '#00f' });
    expect(kept.shared_label_colors).toEqual({ girls: '#f0f' });
    const empty = meta(dashboardPutBody(input({ metadata: {} }), { rbac: false }));
    expect(empty.label_colors).toEqual({});
    expect(empty.shared_label_colors).toEqual({});
  });
});

describe('the save-as body', () => {
  it('D7.06 posts the fields, the metadata without positions, the layout and duplicate_slices', () => {
    const { data } = copyDashboardBody(input({ dashboard_title: '' }), true);
    const parsed = JSON.parse(data) as Record<string, unknown>;
    expect(parsed.dashboard_title).toBe(UNTITLED_DASHBOARD);
    expect(parsed.duplicate_slices).toBe(true);
    expect(parsed.positions).toEqual(emptyLayout());
    expect(JSON.parse(parsed.json_metadata as string)).not.toHaveProperty('positions');
    expect(JSON.parse(copyDashboardBody(input(), false).data)).toMatchObject({ duplicate_slices: false });
  });
});

describe('the overwrite diff', () => {
  const body = dashboardPutBody(input(), { rbac: false });
  const stored = {
    dashboard_title: 'Sales',
    slug: 'sales',
    css: '.x { color: red }',
    certified_by: 'Data team',
    certification_details: 'Checked weekly',
    owners: [{ id: 2 }, { id: 1 }],
    json_metadata: body.json_metadata,
    position_json: JSON.stringify(emptyLayout()),
  };

  it('D7.04 the same dashboard differs in nothing, whatever the key order, an empty field or a filled-in default', () => {
    expect(overwriteItems(stored, body)).toEqual([]);
    expect(
      overwriteItems({ ...stored, json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }) }, body),
    ).toEqual([]);
    expect(overwriteItems({ ...stored, certification_details: null }, { ...body, certification_details: '' })).toEqual(
      [],
    );
  });

  it('D7.05 names each differing item with its old and new value', () => {
    const other = JSON.parse(body.json_metadata) as Record<string, unknown>;
    other.color_scheme = 'blueToGreen';
    const items = overwriteItems(
      { ...stored, dashboard_title: 'Sales (edited elsewhere)', json_metadata: JSON.stringify(other) },
      body,
    );
    expect(items.map((i) => i.keyPath)).toEqual(['dashboard_title', 'json_metadata.color_scheme']);
    expect(items[0]).toEqual({ keyPath: 'dashboard_title', oldValue: 'Sales (edited elsewhere)', newValue: 'Sales' });
  });

  it('D7.05 a layout changed elsewhere is a differing item', () => {
    const layout = emptyLayout();
    const moved = { ...layout, 'MARKDOWN-1': { id: 'MARKDOWN-1', type: 'MARKDOWN' as const, children: [], meta: {} } };
    const items = overwriteItems({ ...stored, position_json: JSON.stringify(moved) }, body);
    expect(items.map((i) => i.keyPath)).toEqual(['position_json']);
  });
});
