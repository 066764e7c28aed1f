/** /superset/dashboard/{id_or_slug}/: the saved dashboard, read-only, on the page's one canvas. */
import { DashboardPage } from './DashboardPage';
import type { RouteProps } from '../routes';
import { usePlaneSources } from './pageSetup';

function PlaneDashboard({ idOrSlug, search }: { idOrSlug: string; search: URLSearchParams }) {
  const { dataSource, registry } = usePlaneSources(search);
  return (
    <div data-test="dashboard-page">
      <DashboardPage idOrSlug={idOrSlug} dataSource={dataSource} registry={registry} />
    </div>
  );
}

/** The dashboard page. */
export default function DashboardRoute({ params, search }: RouteProps) {
  const idOrSlug = params.idOrSlug ?? '';
  return <PlaneDashboard key={idOrSlug} idOrSlug={idOrSlug} search={search} />;
}
