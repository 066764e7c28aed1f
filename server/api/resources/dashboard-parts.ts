/** A dashboard's charts and datasets (GET /api/v1/dashboard/{id}/charts and /datasets). */
import type { RequestScope, Row } from '../resource';
import { accessibleDatasetIds, readableChartsOnly } from '../../security/access';
import { markdownHtml } from '../../security/markdown';
import { parseJsonText } from './audit';
import { datasourcePayloads } from './datasource-payload';

/** ChartEntityResponseSchema items of the charts on a dashboard that the user may read. */
export async function dashboardCharts(scope: RequestScope, dashboardId: number): Promise<Row[]> {
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
      form_data: { ...formData, slice_id: Number(r.id), viz_type: r.viz_type, datasource: `${String(r.datasource_id)}__${String(r.datasource_type ?? 'table')}` },
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
export async function dashboardDatasets(scope: RequestScope, dashboardId: number): Promise<Row[]> {
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
