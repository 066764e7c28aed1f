/** Who may edit a dashboard, the edit flag, and the URL parameters the dashboard keeps to itself (pure). */
import { findPermission, isAdmin } from '../../../../core/api';
import type { CurrentUser, RolePermissions } from '../../../../core/api';

/** The URL parameter that asks for edit mode (`edit=true`). */
export const EDIT_PARAM = 'edit';

/**
 * Dashboard URL parameters that steer the page itself: never forwarded into a chart's url_params (D1.06). The edit
 * flag is one of them.
 */
export const RESERVED_DASHBOARD_URL_PARAMS: readonly string[] = [
  EDIT_PARAM,
  'standalone',
  'preselect_filters',
  'native_filters',
  'native_filters_key',
  'permalink_key',
  'focused_chart',
  'show_filters',
  'expand_filters',
];

/** Whether the address asks for edit mode. */
export function editFlagSet(search: URLSearchParams): boolean {
  return search.get(EDIT_PARAM) === 'true';
}

/** The URL parameters a dashboard's charts see as url_params: all but the reserved ones. */
export function chartUrlParams(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of search) if (!RESERVED_DASHBOARD_URL_PARAMS.includes(key)) out[key] = value;
  return out;
}

/**
 * Whether the user may edit the dashboard (Superset's canUserEditDashboard): can_write on Dashboard, and an owner
 * of it or an admin.
 */
export function canEditDashboard(
  user: Pick<CurrentUser, 'id'> | null,
  roles: RolePermissions | null,
  owners: readonly ({ id: number } | number)[] | undefined,
): boolean {
  if (!user || !findPermission('can_write', 'Dashboard', roles)) return false;
  if (isAdmin(roles)) return true;
  return (owners ?? []).some((o) => (typeof o === 'number' ? o : o.id) === user.id);
}

/** Edit mode is on only with edit permission and the edit flag (D1.07). */
export function mayEnterEditMode(canEdit: boolean, search: URLSearchParams): boolean {
  return canEdit && editFlagSet(search);
}
