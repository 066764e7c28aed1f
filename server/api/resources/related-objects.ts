/** related_objects of a dataset or database: the charts on it and their dashboards, as far as the user may see them. */
import { readableChartsOnly } from '../../security/access';
import type { Query, RequestScope, Row } from '../resource';
import { visibleDashboards } from '../../domain/dashboard';

interface Listed {
  count: number;
  result: Row[];
}

/** `onIt` is a query over `slices` naming the charts that use the dataset or database. */
export async function relatedObjects(
  scope: RequestScope,
  onIt: Query,
): Promise<{ charts: Listed; dashboards: Listed }> {
  const db = scope.ctx.store.db;
  const charts = (await (
    await readableChartsOnly(db, scope.user, onIt.select(['slices.id', 'slices.slice_name', 'slices.viz_type']))
  ).execute()) as Row[];
  let dashboards: Query = db
    .selectFrom('dashboards')
    .innerJoin('dashboard_slices', 'dashboard_slices.dashboard_id', 'dashboards.id')
    .select(['dashboards.id', 'dashboards.dashboard_title', 'dashboards.json_metadata'])
    .distinct()
    .where('dashboard_slices.slice_id', 'in', onIt.select('slices.id'));
  dashboards = await visibleDashboards(dashboards, scope);
  const found = (await dashboards.execute()) as Row[];
  return { charts: { count: charts.length, result: charts }, dashboards: { count: found.length, result: found } };
}
