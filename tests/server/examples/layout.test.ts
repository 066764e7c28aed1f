import { describe, expect, expectTypeOf, it } from 'vitest';
import { exampleCharts, exampleDashboards, resolveExampleDashboard } from '../../../server/examples';
import type { ExampleDashboard, ExampleLayout, ExampleLayoutComponent, LayoutComponentType } from '../../../server/examples';
import { parsePositionJson } from '../../../src/core/layout';
import type { LayoutComponent as CoreLayoutComponent, LayoutComponentType as CoreLayoutComponentType } from '../../../src/core/layout';

// isValidChild.ts: for each parent type, the child types it accepts and the deepest the parent may sit.
const nesting: Partial<Record<LayoutComponentType, Partial<Record<LayoutComponentType, number>>>> = {
  ROOT: { TABS: 0, GRID: 0 },
  GRID: { CHART: 1, DYNAMIC: 1, MARKDOWN: 1, COLUMN: 1, DIVIDER: 1, HEADER: 1, ROW: 1, TABS: 1 },
  ROW: { CHART: 4, DYNAMIC: 4, MARKDOWN: 4, COLUMN: 4 },
  TABS: { TAB: 3 },
  TAB: { CHART: 5, DYNAMIC: 5, MARKDOWN: 5, DIVIDER: 5, HEADER: 5, COLUMN: 3, ROW: 3, TABS: 3 },
  COLUMN: { CHART: 5, HEADER: 5, MARKDOWN: 5, ROW: 3, DIVIDER: 3, TABS: 3 },
};

function components(layout: ExampleLayout | Record<string, unknown>): ExampleLayoutComponent[] {
  return Object.entries(layout).flatMap(([k, v]) => (k === 'DASHBOARD_VERSION_KEY' ? [] : [v as ExampleLayoutComponent]));
}

/** Every rule of section 2.2 a layout must keep; returns the broken ones. */
function layoutProblems(layout: ExampleLayout | Record<string, unknown>, title: string): string[] {
  const problems: string[] = [];
  const byId = new Map(components(layout).map((c) => [c.id, c]));
  const get = (id: string) => byId.get(id);
  if (layout.DASHBOARD_VERSION_KEY !== 'v2') problems.push('DASHBOARD_VERSION_KEY is not v2');
  const root = get('ROOT_ID');
  if (root?.type !== 'ROOT' || JSON.stringify(root.children) !== '["GRID_ID"]') problems.push('ROOT_ID');
  if (get('GRID_ID')?.type !== 'GRID' || JSON.stringify(get('GRID_ID')?.parents) !== '["ROOT_ID"]') problems.push('GRID_ID');
  if (get('HEADER_ID')?.type !== 'HEADER' || get('HEADER_ID')?.meta.text !== title) problems.push('HEADER_ID');
  const seenAsChild = new Map<string, number>();
  const depthOf = new Map<string, number>([['ROOT_ID', 0]]);
  const visit = (parent: ExampleLayoutComponent, depth: number): void => {
    for (const childId of parent.children) {
      seenAsChild.set(childId, (seenAsChild.get(childId) ?? 0) + 1);
      const child = get(childId);
      if (!child) {
        problems.push(`${parent.id} lists missing child ${childId}`);
        continue;
      }
      if (JSON.stringify(child.parents) !== JSON.stringify([...parent.parents, parent.id])) {
        problems.push(`${childId} has parents ${JSON.stringify(child.parents)}`);
      }
      const maxDepth = nesting[parent.type]?.[child.type];
      if (maxDepth === undefined || depth > maxDepth) problems.push(`${child.type} ${childId} may not sit in ${parent.type} at depth ${depth}`);
      const childDepth = child.type === 'TABS' || child.type === 'TAB' ? depth : depth + 1;
      depthOf.set(childId, childDepth);
      visit(child, childDepth);
    }
  };
  if (root) visit(root, 0);
  for (const [key, c] of Object.entries(layout)) {
    if (key === 'DASHBOARD_VERSION_KEY') continue;
    const comp = c as ExampleLayoutComponent;
    if (comp.id !== key) problems.push(`${key} has id ${comp.id}`);
    if (!['ROOT_ID', 'GRID_ID', 'HEADER_ID'].includes(key) && !key.startsWith(`${comp.type}-`)) problems.push(`${key} lacks its type prefix`);
    if (key !== 'ROOT_ID' && key !== 'HEADER_ID' && seenAsChild.get(key) !== 1) problems.push(`${key} is the child of ${seenAsChild.get(key) ?? 0} components`);
    if (['CHART', 'MARKDOWN', 'DIVIDER', 'HEADER'].includes(comp.type) && comp.children.length > 0) problems.push(`${key} is a leaf with children`);
    if (comp.type === 'ROW') {
      const width = comp.children.reduce((sum, id) => sum + Number(get(id)?.meta.width ?? 0), 0);
      if (width > 12 || width < 1) problems.push(`${key} is ${width} columns wide`);
    }
    if (comp.type === 'CHART' || comp.type === 'MARKDOWN') {
      const { width, height } = comp.meta;
      if (!Number.isInteger(width) || Number(width) < 1 || Number(width) > 12) problems.push(`${key} width ${String(width)}`);
      if (height !== 50) problems.push(`${key} height ${String(height)}`);
    }
  }
  return problems;
}

const dashboards = exampleDashboards();
const bySlug = (slug: string): ExampleDashboard => {
  const found = dashboards.find((d) => d.slug === slug);
  if (!found) throw new Error(`no dashboard ${slug}`);
  return found;
};
const chartKeys = new Set(exampleCharts().map((c) => c.key));
const chartComponents = (d: ExampleDashboard) => components(d.position).filter((c) => c.type === 'CHART');

describe('example dashboards', () => {
  it('are Sales (slug sales) and Large (slug large)', () => {
    expect(dashboards.map((d) => [d.slug, d.dashboard_title, d.published])).toEqual([
      ['sales', 'Sales', true],
      ['large', 'Large', true],
    ]);
  });

  it.each(dashboards.map((d) => [d.slug, d] as const))('%s keeps every position_json rule of layout v2', (_slug, d) => {
    expect(layoutProblems(d.position, d.dashboard_title)).toEqual([]);
  });

  it('finds the rule breaker: a wrong parents chain, a missing child, a chart in the grid at the wrong depth', () => {
    const d = structuredClone(bySlug('sales'));
    const chart = chartComponents(d)[0];
    if (!chart) throw new Error('no chart');
    chart.parents = ['ROOT_ID'];
    (d.position.GRID_ID as ExampleLayoutComponent).children.push('ROW-nowhere');
    d.position['ROW-nested'] = { id: 'ROW-nested', type: 'ROW', children: [], parents: [], meta: {} };
    expect(layoutProblems(d.position, 'Sales')).toEqual(expect.arrayContaining([
      `${chart.id} has parents ["ROOT_ID"]`, 'GRID_ID lists missing child ROW-nowhere', 'ROW-nested is the child of 0 components',
    ]));
  });

  it('Sales has about ten charts in rows under headers, and a markdown', () => {
    const sales = bySlug('sales');
    const all = components(sales.position);
    expect(chartComponents(sales).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((c) => c.type === 'MARKDOWN')).toHaveLength(1);
    const grid = sales.position.GRID_ID as ExampleLayoutComponent;
    const types = grid.children.map((id) => all.find((c) => c.id === id)?.type);
    expect(types[0]).toBe('HEADER');
    expect(types.filter((t) => t === 'HEADER').length).toBeGreaterThanOrEqual(2);
    expect(types.filter((t) => t === 'ROW').length).toBeGreaterThanOrEqual(4);
  });

  it('Large has 200 chart components, one per chart', () => {
    const large = bySlug('large');
    const refs = chartComponents(large).map((c) => c.meta.chartRef);
    expect(refs).toHaveLength(200);
    expect(new Set(refs).size).toBe(200);
  });

  it.each(dashboards.map((d) => [d.slug, d] as const))('%s refers only to example charts, each once, as chart_refs lists', (_slug, d) => {
    const refs = chartComponents(d).map((c) => String(c.meta.chartRef));
    expect(refs).toEqual(d.chart_refs);
    for (const ref of refs) expect(chartKeys.has(ref), ref).toBe(true);
    expect(chartComponents(d).every((c) => !('chartId' in c.meta))).toBe(true);
  });

  it.each(dashboards.map((d) => [d.slug, d] as const))('%s has the json_metadata Superset expects', (_slug, d) => {
    expect(d.json_metadata).toMatchObject({
      color_scheme: 'supersetColors', refresh_frequency: 0, stagger_refresh: true, stagger_time: 5000,
      native_filter_configuration: [], cross_filters_enabled: true, timed_refresh_immune_slices: [],
    });
  });
});

describe('example layouts and the dashboard layout types', () => {
  it('share one definition: an example component is a core layout component, with the same component types', () => {
    expectTypeOf<ExampleLayoutComponent>().toMatchTypeOf<CoreLayoutComponent>();
    expectTypeOf<LayoutComponentType>().toEqualTypeOf<CoreLayoutComponentType>();
    const sample: CoreLayoutComponent = components(bySlug('sales').position)[0] as ExampleLayoutComponent;
    expect(sample.id).toBe('ROOT_ID');
  });

  it.each(dashboards.map((d) => [d.slug, d] as const))('%s reads back through the dashboard layout parser with nothing dropped', (_slug, d) => {
    const ids = new Map(exampleCharts().map((c, i) => [c.key, 1000 + i]));
    const resolved = resolveExampleDashboard(d, ids);
    const parsed = parsePositionJson(resolved.position_json);
    const { DASHBOARD_VERSION_KEY: _version, ...stored } = JSON.parse(resolved.position_json) as Record<string, unknown>;
    expect(parsed).toEqual(stored);
  });
});

describe('resolving a dashboard', () => {
  const ids = new Map(exampleCharts().map((c, i) => [c.key, 1000 + i]));

  it('puts each chart id in meta.chartId, drops chartRef, and keeps the layout valid', () => {
    for (const d of dashboards) {
      const resolved = resolveExampleDashboard(d, ids);
      const position = JSON.parse(resolved.position_json) as Record<string, unknown>;
      expect(layoutProblems(position, d.dashboard_title)).toEqual([]);
      const charts = components(position).filter((c) => c.type === 'CHART');
      expect(charts.map((c) => c.meta.chartId)).toEqual(d.chart_refs.map((k) => ids.get(k)));
      expect(charts.every((c) => !('chartRef' in c.meta))).toBe(true);
      const metadata = JSON.parse(resolved.json_metadata) as { global_chart_configuration: { chartsInScope: number[] } };
      expect(metadata.global_chart_configuration.chartsInScope).toEqual(d.chart_refs.map((k) => ids.get(k)).sort((a, b) => Number(a) - Number(b)));
      expect(resolved).toMatchObject({ slug: d.slug, dashboard_title: d.dashboard_title });
    }
    expect(chartComponents(bySlug('sales')).every((c) => 'chartRef' in c.meta)).toBe(true);
  });

  it('stays within DASHBOARD_POSITION_DATA_LIMIT (65535) with chart uuids added', () => {
    const uuids = new Map([...ids.keys()].map((k, i) => [k, `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`]));
    for (const d of dashboards) {
      const resolved = resolveExampleDashboard(d, ids, uuids);
      expect(resolved.position_json.length, d.slug).toBeLessThanOrEqual(65535);
      expect(resolved.position_json).toContain(uuids.get(d.chart_refs[0] ?? '') ?? 'missing');
    }
  });

  it('refuses a chart without an id', () => {
    const partial = Object.fromEntries([...ids].filter(([k]) => k !== 'sales_total'));
    expect(() => resolveExampleDashboard(bySlug('sales'), partial)).toThrow(/no id for chart sales_total/);
  });
});
