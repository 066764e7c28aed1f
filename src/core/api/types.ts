/** Shapes of Superset's REST answers that the app shell reads (list pages, security, bootstrap). */

/** One `[permission, view]` pair, e.g. `['can_write', 'Dashboard']`. */
export type PermissionPair = [string, string];

/** Role name → the permission pairs it grants, as Superset's bootstrap data carries them. */
export type RolePermissions = Record<string, PermissionPair[]>;

/** A user as the list API and `GET /api/v1/me/` describe one. */
export interface UserRef {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
}

/** The signed-in user. */
export interface CurrentUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email?: string;
  is_active?: boolean;
}

/** Bootstrap data: who is signed in, what they may do, which features are on. */
export interface Bootstrap {
  user: CurrentUser;
  roles: RolePermissions;
  feature_flags: Record<string, boolean>;
  conf: Record<string, unknown>;
}

/** A list filter in the rison `q` of Superset's list API. */
export interface ListFilter {
  col: string;
  opr: string;
  value: string | number | boolean | null | (string | number)[];
}

/** Paging, sorting and filtering of one list request. */
export interface ListQuery {
  order_column: string;
  order_direction: 'asc' | 'desc';
  page: number;
  page_size: number;
  filters: ListFilter[];
}

/** A row of any list answer; each resource adds its own fields. */
export interface ListItem {
  id: number;
  [field: string]: unknown;
}

/** `GET /api/v1/{resource}/?q=…` answer. */
export interface ListResponse<T extends ListItem = ListItem> {
  count: number;
  result: T[];
  ids?: number[];
}

/** One SupersetError, as `errors[]` of an error answer carries it. */
export interface SupersetError {
  message: string;
  error_type?: string;
  level?: string;
  extra?: Record<string, unknown> | null;
}
