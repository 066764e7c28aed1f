/**
 * The first requests of a dashboard page: its record and its chart list, asked for together. The app entry may ask
 * for them as the app starts (the route's prefetch), before the session and the page's code have loaded; the page's
 * data source then takes what was asked for instead of asking again.
 */
import { call } from '../../state/app';
import type { ApiClient } from '../../state/app';
import type { DashboardRecord } from './dataSource';

/** GET an API resource's `result`; `noAuthRedirect` leaves a 401 to the caller rather than ending the session. */
export async function getResult<T>(api: ApiClient, path: string, noAuthRedirect?: boolean): Promise<T> {
  const res = await call(api, { method: 'GET', path, ...(noAuthRedirect ? { noAuthRedirect } : {}) });
  return (res.body as { result: T }).result;
}

/** The fields of GET /api/v1/dashboard/{id}/charts entries the pages read. */
export interface DashboardChart {
  id: number;
  slice_name: string;
  form_data: Record<string, unknown>;
  description_markeddown?: string | null;
}

/** A dashboard's record and chart list, asked for. */
export interface DashboardRequests {
  dashboard: Promise<DashboardRecord>;
  charts: Promise<DashboardChart[]>;
}

const dashboardPath = (idOrSlug: string | number): string =>
  `/api/v1/dashboard/${encodeURIComponent(String(idOrSlug))}`;

/** Asks for the dashboard `idOrSlug` and its chart list at once. */
function askDashboard(api: ApiClient, idOrSlug: string | number, early = false): DashboardRequests {
  const path = dashboardPath(idOrSlug);
  return {
    dashboard: getResult<DashboardRecord>(api, path, early),
    charts: getResult<DashboardChart[]>(api, `${path}/charts`, early),
  };
}

let early: { path: string; requests: DashboardRequests } | null = null;

/** Asks for the dashboard now, for the page about to open it (the dashboard route's prefetch). */
export function prefetchDashboard(api: ApiClient, idOrSlug: string | number): void {
  // Made before the session check answers: a 401 is left to it (it shows the login page), and the page asks again.
  const requests = askDashboard(api, idOrSlug, true);
  // A failure is the page's to report, when it asks again.
  requests.dashboard.catch(() => undefined);
  requests.charts.catch(() => undefined);
  early = { path: dashboardPath(idOrSlug), requests };
}

/**
 * The dashboard's requests: those made as the app started, once, if they were for this dashboard and its record
 * came back; else asked now.
 */
export async function dashboardRequests(api: ApiClient, idOrSlug: string | number): Promise<DashboardRequests> {
  const taken = early;
  early = null;
  if (taken?.path === dashboardPath(idOrSlug)) {
    const ok = await taken.requests.dashboard.then(
      () => true,
      () => false,
    );
    if (ok) return taken.requests;
  }
  return askDashboard(api, idOrSlug);
}
