import { proxy } from 'valtio/vanilla';
import {
  favoriteStatusPath,
  formatText,
  idsPath,
  infoPath,
  listPath,
  listQuery,
  LIST_PAGE_SIZE,
  MESSAGES,
  relatedPath,
  type ListFilter,
  type ListItem,
  type ListQuery,
} from '../../core/api';
import { apiClient, call, messageOf, type ApiResponse } from './client';
import { saveFile } from './download';
import { RESOURCES, type ResourceName } from './resources';
import { addDangerToast, addSuccessToast } from './toasts';

/** A filter's chosen value; null or '' means unset. */
export type FilterValue = string | number | boolean | null;

/** State of one list page. */
export interface ListState {
  permissions: string[];
  loading: boolean;
  loaded: boolean;
  items: ListItem[];
  count: number;
  page: number;
  pageSize: number;
  orderColumn: string;
  orderDirection: 'asc' | 'desc';
  filters: Record<string, FilterValue>;
  filterChoices: Record<string, { label: string; value: string | number }[]>;
  favorites: Record<number, boolean>;
  bulkSelect: boolean;
  selected: number[];
}

const stores = new Map<ResourceName, ListState>();
const sequence = new Map<ResourceName, number>();

function fresh(resource: ResourceName): ListState {
  return {
    permissions: [],
    loading: false,
    loaded: false,
    items: [],
    count: 0,
    page: 0,
    pageSize: LIST_PAGE_SIZE,
    orderColumn: RESOURCES[resource].defaultOrder,
    orderDirection: 'desc',
    filters: {},
    filterChoices: {},
    favorites: {},
    bulkSelect: false,
    selected: [],
  };
}

/** The store of one resource's list page (created on first use). */
export function listStore(resource: ResourceName): ListState {
  let store = stores.get(resource);
  if (!store) {
    store = proxy(fresh(resource));
    stores.set(resource, store);
  }
  return store;
}

/** Puts a list page back to its first state (tests, logout). */
export function resetList(resource: ResourceName): void {
  Object.assign(listStore(resource), fresh(resource));
}

/** The list query a list store stands for. */
export function currentQuery(resource: ResourceName): ListQuery {
  const store = listStore(resource);
  const filters: ListFilter[] = [];
  for (const spec of RESOURCES[resource].filters) {
    const value = store.filters[spec.id];
    if (value === undefined || value === null || value === '') continue;
    filters.push({ col: spec.col, opr: spec.opr, value });
  }
  return listQuery({
    order_column: store.orderColumn,
    order_direction: store.orderDirection,
    page: store.page,
    page_size: store.pageSize,
    filters,
  });
}

function nameOf(resource: ResourceName, item: ListItem): string {
  const name = item[RESOURCES[resource].nameField];
  return typeof name === 'string' && name ? name : `#${item.id}`;
}

function resultList(res: ApiResponse): { items: ListItem[]; count: number } {
  const body = res.body as { result?: unknown; count?: unknown } | null;
  const items = Array.isArray(body?.result) ? (body.result as ListItem[]) : [];
  return { items, count: typeof body?.count === 'number' ? body.count : items.length };
}

/** Reads what the user may do with a resource: `GET /api/v1/{resource}/_info?q=(keys:!(permissions))`. */
export async function fetchListInfo(resource: ResourceName): Promise<void> {
  const { label } = RESOURCES[resource];
  try {
    const res = await call(apiClient(), { method: 'GET', path: infoPath(resource) });
    const perms = (res.body as { permissions?: unknown } | null)?.permissions;
    listStore(resource).permissions = Array.isArray(perms)
      ? perms.filter((p): p is string => typeof p === 'string')
      : [];
  } catch (error) {
    addDangerToast(formatText(MESSAGES.fetchInfoError, label, messageOf(error)));
  }
}

/** Fetches one page of any list (the home page uses it too); errors are the caller's. */
export async function fetchListPage(
  resource: ResourceName,
  query: ListQuery,
): Promise<{ items: ListItem[]; count: number }> {
  return resultList(await call(apiClient(), { method: 'GET', path: listPath(resource, query) }));
}

/** Fetches the current page of a list page with its sort, paging and filters; stale answers are dropped. */
export async function fetchList(resource: ResourceName): Promise<void> {
  const store = listStore(resource);
  const seq = (sequence.get(resource) ?? 0) + 1;
  sequence.set(resource, seq);
  store.loading = true;
  try {
    const { items, count } = await fetchListPage(resource, currentQuery(resource));
    if (sequence.get(resource) !== seq) return;
    store.items = items;
    store.count = count;
    store.loaded = true;
    const visible = new Set(items.map((i) => i.id));
    store.selected = store.selected.filter((id) => visible.has(id));
    if (RESOURCES[resource].favorites && items.length)
      void fetchFavoriteStatus(
        resource,
        items.map((i) => i.id),
      );
  } catch (error) {
    if (sequence.get(resource) !== seq) return;
    addDangerToast(formatText(MESSAGES.fetchListError, RESOURCES[resource].label, messageOf(error)));
  } finally {
    if (sequence.get(resource) === seq) store.loading = false;
  }
}

/** Goes to a page (0-based) and fetches it. */
export function setListPage(resource: ResourceName, page: number): Promise<void> {
  listStore(resource).page = Math.max(0, page);
  return fetchList(resource);
}

/** Sorts by a column (server-side) from the first page. */
export function setListSort(resource: ResourceName, column: string, direction: 'asc' | 'desc'): Promise<void> {
  const store = listStore(resource);
  store.orderColumn = column;
  store.orderDirection = direction;
  store.page = 0;
  return fetchList(resource);
}

/** Sets one filter (or the search text) and fetches from the first page. */
export function setListFilter(resource: ResourceName, filterId: string, value: FilterValue): Promise<void> {
  const store = listStore(resource);
  store.filters[filterId] = value;
  store.page = 0;
  return fetchList(resource);
}

/** Loads the choices of a `related` filter from `GET /api/v1/{resource}/related/{column}`. */
export async function loadFilterChoices(resource: ResourceName, filterId: string, text = ''): Promise<void> {
  const spec = RESOURCES[resource].filters.find((f) => f.id === filterId);
  if (!spec || spec.input !== 'related') return;
  try {
    const res = await call(apiClient(), { method: 'GET', path: relatedPath(resource, 'related', spec.col, text) });
    const result = (res.body as { result?: unknown } | null)?.result;
    const rows = Array.isArray(result) ? (result as { text?: unknown; value?: unknown }[]) : [];
    listStore(resource).filterChoices[filterId] = rows
      .filter(
        (r) =>
          typeof r.text === 'string' && r.text.trim() && (typeof r.value === 'number' || typeof r.value === 'string'),
      )
      .map((r) => ({ label: String(r.text), value: r.value as string | number }));
  } catch (error) {
    addDangerToast(formatText(MESSAGES.fetchListError, spec.label.toLowerCase(), messageOf(error)));
  }
}

/** Reads the favourite status of the given ids: `GET /api/v1/{resource}/favorite_status/?q=!(ids)`. */
export async function fetchFavoriteStatus(resource: ResourceName, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  try {
    const res = await call(apiClient(), { method: 'GET', path: favoriteStatusPath(resource, ids) });
    const result = (res.body as { result?: unknown } | null)?.result;
    const favorites = listStore(resource).favorites;
    for (const row of Array.isArray(result) ? (result as { id?: unknown; value?: unknown }[]) : []) {
      favorites[Number(row.id)] = row.value === true;
    }
  } catch (error) {
    addDangerToast(formatText(MESSAGES.favoriteStatusError, messageOf(error)));
  }
}

/**
 * Stars or unstars an item: `POST` or `DELETE /api/v1/{resource}/{id}/favorites/`. The star flips at once
 * and flips back when the server refuses.
 */
export async function toggleFavorite(resource: ResourceName, id: number): Promise<void> {
  const favorites = listStore(resource).favorites;
  const was = favorites[id] === true;
  favorites[id] = !was;
  try {
    await call(apiClient(), { method: was ? 'DELETE' : 'POST', path: `/api/v1/${resource}/${id}/favorites/` });
  } catch (error) {
    favorites[id] = was;
    addDangerToast(formatText(MESSAGES.favoriteSaveError, messageOf(error)));
  }
}

/** Turns bulk selection on or off (off clears the selection). */
export function setBulkSelect(resource: ResourceName, on: boolean): void {
  const store = listStore(resource);
  store.bulkSelect = on;
  if (!on) store.selected = [];
}

/** Adds or removes one row from the selection. */
export function toggleSelected(resource: ResourceName, id: number): void {
  const store = listStore(resource);
  store.selected = store.selected.includes(id) ? store.selected.filter((x) => x !== id) : [...store.selected, id];
}

/** Selects every row of the page, or none when all are selected. */
export function toggleSelectAll(resource: ResourceName): void {
  const store = listStore(resource);
  const all = store.items.map((i) => i.id);
  store.selected = all.length && all.every((id) => store.selected.includes(id)) ? [] : all;
}

/**
 * Deletes items: one through `DELETE /api/v1/{resource}/{id}`, several through the bulk
 * `DELETE /api/v1/{resource}/?q=!(ids)`. Says 'Deleted: %s' or 'There was an issue deleting %s: %s'.
 */
export async function deleteItems(resource: ResourceName, items: readonly ListItem[]): Promise<boolean> {
  const config = RESOURCES[resource];
  if (!items.length || !config.deletable) return false;
  const names = items.map((i) => nameOf(resource, i)).join(', ');
  const single = items.length === 1 || !config.bulkDelete;
  try {
    if (single) {
      for (const item of items) await call(apiClient(), { method: 'DELETE', path: `/api/v1/${resource}/${item.id}` });
    } else {
      await call(apiClient(), {
        method: 'DELETE',
        path: idsPath(
          `/api/v1/${resource}/`,
          items.map((i) => i.id),
        ),
      });
    }
    addSuccessToast(formatText(MESSAGES.deleted, names));
    const store = listStore(resource);
    const gone = new Set(items.map((i) => i.id));
    store.selected = store.selected.filter((id) => !gone.has(id));
    if (store.page > 0 && store.items.every((i) => gone.has(i.id))) store.page -= 1;
    await fetchList(resource);
    return true;
  } catch (error) {
    const reason = messageOf(error);
    addDangerToast(
      reason ? formatText(MESSAGES.deleteIssueWithReason, names, reason) : formatText(MESSAGES.deleteIssue, names),
    );
    return false;
  }
}

/** Downloads the export zip of the given ids: `GET /api/v1/{resource}/export/?q=!(ids)`. */
export async function exportItems(resource: ResourceName, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  try {
    const res = await call(apiClient(), {
      method: 'GET',
      path: idsPath(`/api/v1/${resource}/export/`, ids),
      responseType: 'blob',
    });
    if (res.blob) saveFile(res.blob, res.fileName ?? `${resource}_export.zip`);
  } catch (error) {
    addDangerToast(formatText(MESSAGES.exportError, RESOURCES[resource].label, messageOf(error)));
  }
}
