/** /superset/dashboard/{id_or_slug}/: the saved dashboard on the page's one canvas; edit=true opens it in edit mode. */
import { DashboardPage } from './DashboardPage';
import type { RouteProps } from '../routes';
import { usePlaneSources } from './pageSetup';

/** A dashboard on the data plane's sources (also the permalink page's). */
export function PlaneDashboard({ idOrSlug, search }: { idOrSlug: string; search: URLSearchParams }) {
  const { dataSource, registry } = usePlaneSources(search);
  return (
    <div data-test="dashboard-page">
      <DashboardPage idOrSlug={idOrSlug} dataSource={dataSource} registry={registry} search={search} />
    </div>
  );
}

/** The dashboard page. */
export default function DashboardRoute({ params, search }: RouteProps) {
  const idOrSlug = params.idOrSlug ?? '';
  return <PlaneDashboard key={idOrSlug} idOrSlug={idOrSlug} search={search} />;
}
