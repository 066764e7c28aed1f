/** /superset/dashboard/p/{key}/: the dashboard a permalink names, opened with its tabs, filters, anchor and URL
 * parameters (S5.05). */
import { useEffect, useMemo, useState } from 'react';
import { messageOf } from '../../state/app';
import { readDashboardPermalink, type DashboardPermalinkState } from '../../state/dashboard';
import { Loading } from '../Loading';
import type { RouteProps } from '../routes';
import { PlaneDashboard } from './DashboardRoute';
import { usePermalinkRestore } from './dashboard/header/usePermalinkRestore';

interface Target {
  dashboardId: string;
  state: Partial<DashboardPermalinkState>;
}

function PermalinkDashboard({ dashboardId, state }: Target) {
  const search = useMemo(() => new URLSearchParams(state.urlParams ?? []), [state]);
  usePermalinkRestore(dashboardId, state);
  return <PlaneDashboard idOrSlug={dashboardId} search={search} />;
}

/** The permalink page: reads the key, then opens its dashboard. */
export default function DashboardPermalinkRoute({ params }: RouteProps) {
  const key = params.key ?? '';
  const [target, setTarget] = useState<Target | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    readDashboardPermalink(key).then(
      (found) => !cancelled && setTarget(found),
      (e: unknown) => !cancelled && setError(messageOf(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [key]);
  if (error !== null)
    return (
      <p className="page" role="alert" data-test="permalink-error">
        {error}
      </p>
    );
  if (!target) return <Loading />;
  return <PermalinkDashboard key={target.dashboardId} {...target} />;
}
