/** Dashboard layouts in bundles: charts are named by uuid on export and given local ids again on import. */

import {
  DASHBOARD_VERSION_KEY,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  HEADER_ID,
  ROOT_ID,
  type LayoutComponent,
  type LayoutMeta,
} from '../../src/core/layout';

/** A component of a stored layout as it is read: any field may be missing, meta may carry more than the app reads. */
type Node = Partial<Omit<LayoutComponent, 'meta'>> & { meta?: LayoutMeta & Record<string, unknown> };
type Layout = Record<string, unknown>;

const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);
const chartNodes = (layout: Layout): Node[] =>
  Object.values(layout).filter((n): n is Node => isNode(n) && n.type === 'CHART');

/** Superset's get_default_position: the layout exported for a dashboard saved without one. */
function defaultLayout(title: string): Layout {
  return {
    [DASHBOARD_VERSION_KEY]: 'v2',
    [ROOT_ID]: { children: [GRID_ID], id: ROOT_ID, type: 'ROOT' },
    [GRID_ID]: { children: [], id: GRID_ID, parents: [ROOT_ID], type: 'GRID' },
    [HEADER_ID]: { id: HEADER_ID, meta: { text: title }, type: 'HEADER' },
  };
}

/** The layout with every chart's uuid in its meta, and charts the layout misses placed in a new row. */
export function addChartUuids(
  position: Layout,
  charts: Array<{ id: number; uuid: string; name: string }>,
  title: string,
): Layout {
  const layout: Layout = Object.keys(position).length ? structuredClone(position) : defaultLayout(title);
  const byId = new Map(charts.map((c) => [c.id, c]));
  const placed = new Set<string>();
  for (const node of chartNodes(layout)) {
    const chart = typeof node.meta?.chartId === 'number' ? byId.get(node.meta.chartId) : undefined;
    if (chart && node.meta) node.meta.uuid = chart.uuid;
    if (typeof node.meta?.uuid === 'string') placed.add(node.meta.uuid);
  }
  const orphans = charts.filter((c) => !placed.has(c.uuid));
  if (!orphans.length) return layout;
  const grid = layout[GRID_ID];
  const root = layout[ROOT_ID];
  let rowId: string | null = null;
  if (isNode(grid) && isNode(root) && root.children?.includes(GRID_ID)) {
    grid.children ??= [];
    rowId = `ROW-N-${grid.children.length}`;
    grid.children.push(rowId);
    layout[rowId] = {
      children: orphans.map((c) => `CHART-${c.uuid}`),
      id: rowId,
      meta: { '0': ROOT_ID, background: 'BACKGROUND_TRANSPARENT' },
      type: 'ROW',
      parents: [ROOT_ID, GRID_ID],
    };
  }
  for (const c of orphans) {
    const key = `CHART-${c.uuid}`;
    layout[key] = {
      children: [],
      id: key,
      meta: {
        chartId: c.id,
        height: GRID_DEFAULT_CHART_HEIGHT,
        sliceName: c.name,
        uuid: c.uuid,
        width: GRID_DEFAULT_CHART_WIDTH,
      },
      type: 'CHART',
      ...(rowId ? { parents: [ROOT_ID, GRID_ID, rowId] } : {}),
    };
  }
  return layout;
}

/** Uuids of the charts a layout places. */
export function findChartUuids(position: Layout): string[] {
  return [
    ...new Set(
      chartNodes(position)
        .map((n) => n.meta?.uuid)
        .filter((u): u is string => typeof u === 'string'),
    ),
  ];
}

/** Source chart id → uuid, read from an exported layout. */
export function exportedChartIds(position: Layout): Map<number, string> {
  const out = new Map<number, string>();
  for (const n of chartNodes(position))
    if (typeof n.meta?.chartId === 'number' && typeof n.meta.uuid === 'string') out.set(n.meta.chartId, n.meta.uuid);
  return out;
}

/** The layout with chart ids of this instance, found by uuid; charts it cannot find are dropped. */
export function localisePosition(position: Layout, chartIdByUuid: Map<string, number>): Layout {
  const layout = structuredClone(position);
  const dropped = new Set<string>();
  for (const [key, node] of Object.entries(layout)) {
    if (!isNode(node) || node.type !== 'CHART') continue;
    const id = typeof node.meta?.uuid === 'string' ? chartIdByUuid.get(node.meta.uuid) : undefined;
    if (id === undefined || !node.meta) {
      dropped.add(key);
      delete layout[key];
    } else node.meta.chartId = id;
  }
  if (dropped.size)
    for (const node of Object.values(layout))
      if (isNode(node) && node.children) node.children = node.children.filter((c) => !dropped.has(c));
  return layout;
}

/** Dashboard metadata with source chart ids replaced by local ones and dataset uuids by local dataset ids. */
export function localiseMetadata(
  metadata: Record<string, unknown>,
  chartId: (old: number) => number | undefined,
  datasetId: (uuid: string) => number | undefined,
): Record<string, unknown> {
  const meta = structuredClone(metadata);
  const ids = (list: unknown): unknown =>
    Array.isArray(list) ? list.map((v) => (typeof v === 'number' ? (chartId(v) ?? v) : v)) : list;
  const keyed = (obj: unknown): unknown => {
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return obj;
    return Object.fromEntries(
      Object.entries(obj).map(([k, v]) => [/^\d+$/.test(k) ? String(chartId(Number(k)) ?? k) : k, v]),
    );
  };
  for (const key of ['expanded_slices', 'filter_scopes', 'default_filters_by_chart'])
    if (key in meta) meta[key] = keyed(meta[key]);
  if ('timed_refresh_immune_slices' in meta) meta.timed_refresh_immune_slices = ids(meta.timed_refresh_immune_slices);
  if (Array.isArray(meta.native_filter_configuration)) {
    for (const f of meta.native_filter_configuration as Array<Record<string, unknown>>) {
      if (!f || typeof f !== 'object') continue;
      if ('chartsInScope' in f) f.chartsInScope = ids(f.chartsInScope);
      const scope = f.scope as Record<string, unknown> | undefined;
      if (scope && typeof scope === 'object') scope.excluded = ids(scope.excluded);
      for (const t of Array.isArray(f.targets) ? (f.targets as Array<Record<string, unknown>>) : []) {
        if (typeof t.datasetUuid !== 'string') continue;
        const local = datasetId(t.datasetUuid);
        delete t.datasetUuid;
        if (local !== undefined) t.datasetId = local;
      }
    }
  }
  if (meta.chart_configuration && typeof meta.chart_configuration === 'object') {
    const next: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(meta.chart_configuration as Record<string, Record<string, unknown>>)) {
      const local = chartId(Number(k));
      if (local === undefined || !v || typeof v !== 'object') continue;
      const cross = v.crossFilters as Record<string, unknown> | undefined;
      next[String(local)] = {
        ...v,
        id: local,
        ...(cross ? { crossFilters: { ...cross, chartsInScope: ids(cross.chartsInScope) } } : {}),
      };
    }
    meta.chart_configuration = next;
  }
  return meta;
}
