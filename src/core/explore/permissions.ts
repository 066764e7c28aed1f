/** What the signed-in user may do in explore and on a dashboard, from their roles (spec 000 §6, spec 001 §6). */
import { findPermission, isAdmin, type RolePermissions } from '../api';
import type { ExploreOwner } from './types';

/** The signed-in user as the checks need them: their id and roles. */
export interface PermissionUser {
  userId: number;
  roles: RolePermissions;
}

/** Whether the user is among the owners (by id). */
function owns(owners: readonly Pick<ExploreOwner, 'id'>[] | null | undefined, user: PermissionUser): boolean {
  return (owners ?? []).some((o) => o.id === user.userId);
}

/** SQL Lab access (X16.02): an admin, or a role named sql_lab (any case, as the admin role); gates 'View in SQL Lab'. */
export function canAccessSqlLab(user: PermissionUser): boolean {
  return isAdmin(user.roles) || Object.keys(user.roles).some((name) => name.toLowerCase() === 'sql_lab');
}

/** Message of the disabled 'Edit dataset' item for a user who may not edit the dataset. */
export const DATASET_EDIT_DENIED =
  'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.';

/** Dataset edit (X16.03): the dataset's owners and admins. */
export function canEditDataset(
  dataset: { owners?: readonly Pick<ExploreOwner, 'id'>[] } | null | undefined,
  user: PermissionUser,
): boolean {
  return isAdmin(user.roles) || owns(dataset?.owners, user);
}

/** Explore's save flags (X16.04): can_add is can_write on Chart, can_download is can_csv on Superset, can_overwrite the user owning the chart. */
export function exploreFlags(
  user: PermissionUser,
  slice: { owners?: readonly (Pick<ExploreOwner, 'id'> | number)[] } | null | undefined,
): { can_add: boolean; can_download: boolean; can_overwrite: boolean } {
  const ownerIds = (slice?.owners ?? []).map((o) => (typeof o === 'number' ? o : o.id));
  return {
    can_add: findPermission('can_write', 'Chart', user.roles),
    can_download: findPermission('can_csv', 'Superset', user.roles),
    can_overwrite: !!slice && ownerIds.includes(user.userId),
  };
}

/** Dashboard edit (X16.05, D14.07): can_write on Dashboard, and an admin or one of the dashboard's owners. */
export function canEditDashboard(
  dashboard: { owners?: readonly Pick<ExploreOwner, 'id'>[] } | null | undefined,
  user: PermissionUser,
): boolean {
  return findPermission('can_write', 'Dashboard', user.roles) && (isAdmin(user.roles) || owns(dashboard?.owners, user));
}

/** The dashboard's permission flags (D14.01–D14.07): each from a permission on the application-wide Superset resource. */
export interface DashboardPermissions {
  dash_edit_perm: boolean;
  dash_save_perm: boolean;
  dash_share_perm: boolean;
  superset_can_explore: boolean;
  superset_can_share: boolean;
  superset_can_csv: boolean;
  slice_can_edit: boolean;
}

/** The dashboard page's flags, as Superset's hydrate computes them. */
export function dashboardPermissions(
  dashboard: { owners?: readonly Pick<ExploreOwner, 'id'>[] } | null | undefined,
  user: PermissionUser,
): DashboardPermissions {
  const on = (perm: string): boolean => findPermission(perm, 'Superset', user.roles);
  return {
    dash_edit_perm: canEditDashboard(dashboard, user),
    dash_save_perm: on('can_save_dash'),
    dash_share_perm: on('can_share_dashboard'),
    superset_can_explore: on('can_explore'),
    superset_can_share: on('can_share_chart'),
    superset_can_csv: on('can_csv'),
    slice_can_edit: on('can_slice'),
  };
}
