import { risonParam, type RisonValue } from './rison';
import type { ListFilter, ListQuery } from './types';

/** Rows per list page (spec 002 §9). */
export const LIST_PAGE_SIZE = 25;
/** Rows per home-page list (spec 002 §9). */
export const HOME_PAGE_SIZE = 5;
/** Default sort of list pages (spec 002 §9). */
export const DEFAULT_ORDER_COLUMN = 'changed_on_delta_humanized';

/** A list query with the spec's defaults, overridden by `partial`. */
export function listQuery(partial: Partial<ListQuery> = {}): ListQuery {
  return {
    order_column: DEFAULT_ORDER_COLUMN,
    order_direction: 'desc',
    page: 0,
    page_size: LIST_PAGE_SIZE,
    filters: [],
    ...partial,
  };
}

function isSet(filter: ListFilter): boolean {
  const v = filter.value;
  if (v === null || v === '') return false;
  return !(Array.isArray(v) && v.length === 0);
}

/** The rison object Superset's list API reads; empty filters are dropped, as Superset's list view does. */
export function listQueryRison(query: ListQuery): RisonValue {
  const filters = query.filters.filter(isSet).map((f) => ({ col: f.col, opr: f.opr, value: f.value }));
  return {
    order_column: query.order_column,
    order_direction: query.order_direction,
    page: query.page,
    page_size: query.page_size,
    ...(filters.length ? { filters } : {}),
  };
}

/** Path of one list page, e.g. `/api/v1/chart/?q=(order_column:…)`. */
export function listPath(resource: string, query: ListQuery): string {
  return `/api/v1/${resource}/?q=${risonParam(listQueryRison(query))}`;
}

/** Path of the permissions info call: `/api/v1/{resource}/_info?q=(keys:!(permissions))`. */
export function infoPath(resource: string): string {
  return `/api/v1/${resource}/_info?q=${risonParam({ keys: ['permissions'] })}`;
}

/** Path of a call taking a rison list of ids, e.g. bulk delete `/api/v1/chart/?q=!(1,2)`. */
export function idsPath(base: string, ids: readonly number[]): string {
  return `${base}?q=${risonParam([...ids])}`;
}

/** Path of the favourite status of the given ids. */
export function favoriteStatusPath(resource: string, ids: readonly number[]): string {
  return idsPath(`/api/v1/${resource}/favorite_status/`, ids);
}

/** Path of `related/{column}` or `distinct/{column}` with a text filter and paging. */
export function relatedPath(
  resource: string,
  kind: 'related' | 'distinct',
  column: string,
  filter = '',
  page = 0,
  pageSize = 100,
): string {
  return `/api/v1/${resource}/${kind}/${column}?q=${risonParam({ filter, page, page_size: pageSize })}`;
}
