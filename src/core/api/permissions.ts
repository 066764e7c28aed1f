import type { RolePermissions } from './types';

/** Whether any of the roles grants `perm` on `view`, e.g. `findPermission('can_write', 'Dashboard', roles)`. */
export function findPermission(perm: string, view: string, roles: RolePermissions | null | undefined): boolean {
  if (!roles) return false;
  return Object.values(roles).some((pairs) => pairs.some(([p, v]) => p === perm && v === view));
}

/** Whether one of the roles is named admin (any case), as Superset's `isUserAdmin`. */
export function isAdmin(roles: RolePermissions | null | undefined, adminRole = 'Admin'): boolean {
  if (!roles) return false;
  return Object.keys(roles).some((name) => name.toLowerCase() === adminRole.toLowerCase());
}

/** The upload kinds, each with the view whose form permission allows it. */
export const UPLOAD_VIEWS = {
  csv: 'CsvToDatabaseView',
  columnar: 'ColumnarToDatabaseView',
  excel: 'ExcelToDatabaseView',
} as const;

/** An upload kind: CSV, columnar (Parquet) or Excel. */
export type UploadKind = keyof typeof UPLOAD_VIEWS;

/**
 * Which uploads the user may start (spec 002 §6): the form-get permission on the matching upload view
 * and at least one database that allows uploads.
 */
export function uploadPermissions(
  roles: RolePermissions | null | undefined,
  hasUploadDatabase: boolean,
): Record<UploadKind, boolean> {
  const can = (kind: UploadKind): boolean =>
    hasUploadDatabase && findPermission('can_this_form_get', UPLOAD_VIEWS[kind], roles);
  return { csv: can('csv'), columnar: can('columnar'), excel: can('excel') };
}
