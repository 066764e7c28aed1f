/** A dashboard's charts, datasets and layout as the user may see them (GET /api/v1/dashboard/{id}, /charts, /datasets). */
import { chartIdsOf, parsePositionJson, type LayoutComponent } from '../../src/core/layout';
import type { Actor, Row } from './types';
import { accessibleDatasetIds, allDatasourceAccess, readableChartIds, readableChartsOnly } from '../security/access';
import { markdownHtml } from '../security/markdown';
import { parseJsonText } from './audit';
import { datasourcePayloads } from './datasource-payload';

/** ChartEntityResponseSchema items of the charts on a dashboard that the user may read. */
export async function dashboardCharts(scope: Actor, dashboardId: number): Promise<Row[]> {
  const db = scope.ctx.store.db;
  const onDashboard = db
    .selectFrom('slices')
    .innerJoin('dashboard_slices', 'dashboard_slices.slice_id', 'slices.id')
    .selectAll('slices')
    .where('dashboard_slices.dashboard_id', '=', dashboardId)
    .orderBy('slices.id');
  const rows = (await (await readableChartsOnly(db, scope.user, onDashboard)).execute()) as Row[];
  return rows.map((r) => {
    const formData = parseJsonText<Row>(r.params, {});
    return {
      id: Number(r.id),
      slice_name: r.slice_name,
      cache_timeout: r.cache_timeout ?? null,
      changed_on: r.changed_on ?? null,
      description: r.description ?? null,
      description_markeddown: markdownHtml(r.description as string | null),
      form_data: {
        ...formData,
        slice_id: Number(r.id),
        viz_type: r.viz_type,
        datasource: `${String(r.datasource_id)}__${String(r.datasource_type ?? 'table')}`,
      },
      slice_url: `/explore/?slice_id=${String(r.id)}`,
      certified_by: r.certified_by ?? null,
      certification_details: r.certification_details ?? null,
      is_managed_externally: Number(r.is_managed_externally) === 1,
      viz_type: r.viz_type,
      query_context: r.query_context ?? null,
      uuid: r.uuid ?? null,
    };
  });
}

/** DashboardDatasetSchema items of the datasets the dashboard's charts use and the user may see. */
export async function dashboardDatasets(scope: Actor, dashboardId: number): Promise<Row[]> {
  const db = scope.ctx.store.db;
  const used = await db
    .selectFrom('slices')
    .innerJoin('dashboard_slices', 'dashboard_slices.slice_id', 'slices.id')
    .select('slices.datasource_id')
    .distinct()
    .where('dashboard_slices.dashboard_id', '=', dashboardId)
    .execute();
  const allowed = await accessibleDatasetIds(db, scope.user);
  const ids = used.map((u) => Number(u.datasource_id)).filter((id) => allowed === 'all' || allowed.includes(id));
  return datasourcePayloads(db, ids);
}

/** A stored layout component as read: the core layout model, every field possibly missing. */
type LayoutNode = Partial<Pick<LayoutComponent, 'type' | 'meta'>> | null;

/** position_json of each dashboard as the user may see it: a chart they may not read keeps its place, not its name. */
export async function positionsFor(scope: Actor, rows: Row[]): Promise<Map<number, string | null>> {
  const out = new Map(rows.map((r) => [Number(r.id), (r.position_json as string | null | undefined) ?? null]));
  if (allDatasourceAccess(scope.user)) return out;
  const layouts = new Map<number, Record<string, LayoutNode>>();
  const chartIds: number[] = [];
  for (const [id, text] of out) {
    const layout = parseJsonText<Record<string, LayoutNode> | null>(text, null);
    if (!layout || typeof layout !== 'object') continue;
    layouts.set(id, layout);
    chartIds.push(...chartIdsOf(parsePositionJson(layout)));
  }
  const readable = await readableChartIds(scope.ctx.store.db, scope.user, chartIds);
  for (const [id, layout] of layouts) {
    let hidden = false;
    for (const n of Object.values(layout)) {
      const meta = n?.type === 'CHART' ? n.meta : undefined;
      if (!meta || typeof meta.chartId !== 'number' || readable.has(meta.chartId)) continue;
      if ('sliceName' in meta || 'sliceNameOverride' in meta) hidden = true;
      delete meta.sliceName;
      delete meta.sliceNameOverride;
    }
    if (hidden) out.set(id, JSON.stringify(layout));
  }
  return out;
}
