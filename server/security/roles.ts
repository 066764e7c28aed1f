/** The built-in roles and their permissions (FAB-style [permission, view_menu] pairs), seeded at start. */
import type { MetaDb } from '../store/db';

export type Permission = readonly [permission: string, viewMenu: string];

const rw = (...views: string[]): Permission[] =>
  views.flatMap((v) => [['can_read', v] as const, ['can_write', v] as const]);
const read = (...views: string[]): Permission[] => views.map((v) => ['can_read', v] as const);
const exportable = (...views: string[]): Permission[] => views.map((v) => ['can_export', v] as const);

/** Upload form permissions: the spec's "form-get permission on the matching upload view". */
export const UPLOAD_VIEWS = {
  csv: 'CsvToDatabaseView',
  columnar: 'ColumnarToDatabaseView',
  excel: 'ExcelToDatabaseView',
} as const;
const uploads: Permission[] = Object.values(UPLOAD_VIEWS).map((v) => ['can_this_form_get', v] as const);

const superset = (...perms: string[]): Permission[] => perms.map((p) => [p, 'Superset'] as const);

const GAMMA: Permission[] = [
  ...rw('Chart', 'Dashboard'),
  ...read('Dataset', 'Annotation', 'ReportSchedule', 'Tag'),
  ...exportable('Chart', 'Dashboard'),
  ...superset(
    'can_explore',
    'can_explore_json',
    'can_share_chart',
    'can_share_dashboard',
    'can_csv',
    'can_slice',
    'can_save_dash',
    'can_dashboard',
    'can_favstar',
    'can_copy_dash',
  ),
  ['can_read', 'Explore'],
  ['can_write', 'ExplorePermalinkRestApi'],
  ['can_read', 'ExplorePermalinkRestApi'],
  ['can_write', 'ExploreFormDataRestApi'],
  ['can_read', 'ExploreFormDataRestApi'],
  ['can_write', 'DashboardPermalinkRestApi'],
  ['can_read', 'DashboardPermalinkRestApi'],
  ['can_read', 'AdvancedDataType'],
  ['can_time_range', 'Api'],
];

const ALPHA: Permission[] = [
  ...GAMMA,
  ...rw('Dataset', 'Annotation', 'ReportSchedule', 'Tag'),
  ...read('Database'),
  ...exportable('Dataset'),
  ...uploads,
  ['all_datasource_access', 'all_datasource_access'],
  ['can_samples', 'Datasource'],
];

const SQL_LAB: Permission[] = [
  ...rw('SavedQuery'),
  ...read('Query', 'Database'),
  ...exportable('SavedQuery'),
  ['can_execute_sql_query', 'SQLLab'],
  ['can_read', 'SQLLab'],
  ['can_sqllab', 'Superset'],
  ['can_sqllab_history', 'Superset'],
  ['menu_access', 'SQL Lab'],
];

/** Admin is granted everything by name (see `hasPermission`); its rows list the grants for the UI. */
export const BUILTIN_ROLES: Record<string, Permission[]> = {
  Admin: [
    ...ALPHA,
    ...SQL_LAB,
    ['can_this_form_post', 'CsvToDatabaseView'],
    ['can_export', 'Database'],
    ['can_export', 'SavedQuery'],
    ['all_database_access', 'all_database_access'],
    ['all_datasource_access', 'all_datasource_access'],
    ['can_write', 'Database'],
    ['can_read', 'Database'],
    ['can_read', 'User'],
    ['can_write', 'User'],
    ['can_read', 'Role'],
    ['can_write', 'Role'],
  ],
  Alpha: ALPHA,
  Gamma: GAMMA,
  sql_lab: SQL_LAB,
  Public: [],
};

/**
 * The permissions that exist on a view menu: those Admin's catalogue lists for it (Admin holds every permission by
 * name, so only this list says which a resource really has: the read-only query log has no can_write).
 */
export function viewPermissions(viewMenu: string): string[] {
  return [...new Set(BUILTIN_ROLES.Admin?.filter(([, view]) => view === viewMenu).map(([permission]) => permission))];
}

/** Creates the built-in roles and grants missing permissions; never removes what an admin added. */
export async function seedRoles(db: MetaDb): Promise<void> {
  for (const [name, perms] of Object.entries(BUILTIN_ROLES)) {
    let role = await db.selectFrom('ab_role').select('id').where('name', '=', name).executeTakeFirst();
    if (!role) role = await db.insertInto('ab_role').values({ name }).returning('id').executeTakeFirstOrThrow();
    const have = await db
      .selectFrom('ab_role_permission')
      .select(['permission', 'view_menu'])
      .where('role_id', '=', role.id)
      .execute();
    const seen = new Set(have.map((p) => `${p.permission}|${p.view_menu}`));
    const missing = perms.filter(([p, v]) => !seen.has(`${p}|${v}`));
    const unique = [
      ...new Map(missing.map(([p, v]) => [`${p}|${v}`, { role_id: role.id, permission: p, view_menu: v }])).values(),
    ];
    if (unique.length) await db.insertInto('ab_role_permission').values(unique).execute();
  }
}
