/** /superset/dashboard/{id_or_slug}/: the saved dashboard, read-only, on the page's one canvas. */
import { lazy } from 'react';
import { DashboardPage } from './DashboardPage';
import type { RouteProps } from '../ui';
import { usePlaneSources } from './pageSetup';

const BaselineDashboard = lazy(() => import('./BaselineDashboard'));

function PlaneDashboard({ idOrSlug, search }: { idOrSlug: string; search: URLSearchParams }) {
  const { dataSource, registry } = usePlaneSources(search);
  return (
    <div data-test="dashboard-page">
      <DashboardPage idOrSlug={idOrSlug} dataSource={dataSource} registry={registry} />
    </div>
  );
}

/** The dashboard page; `?bench=baseline` gives the bench's comparison variant. */
export default function DashboardRoute({ params, search }: RouteProps) {
  const idOrSlug = params.idOrSlug ?? '';
  if (search.get('bench') === 'baseline') return <BaselineDashboard idOrSlug={idOrSlug} search={search} />;
  return <PlaneDashboard key={idOrSlug} idOrSlug={idOrSlug} search={search} />;
}
