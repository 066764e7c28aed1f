import { proxy } from 'valtio/vanilla';
import { formatText, HOME_PAGE_SIZE, listQuery, MESSAGES, type ListItem } from '../../core/api';
import { messageOf } from './client';
import { fetchFavoriteStatus, fetchListPage, toggleFavorite } from './lists';
import { RESOURCES } from './resources';
import { addDangerToast } from './toasts';

/** One panel of the home page. */
export interface HomePanel {
  loading: boolean;
  items: ListItem[];
}

const panel = (): HomePanel => ({ loading: false, items: [] });

/** The home page: recently changed and favourite dashboards and charts, five of each. */
export const homeStore = proxy({
  recentDashboards: panel(),
  favoriteDashboards: panel(),
  recentCharts: panel(),
  favoriteCharts: panel(),
});

type PanelKey = keyof typeof homeStore;

async function fill(key: PanelKey, resource: 'chart' | 'dashboard', favorites: boolean): Promise<number[]> {
  const target = homeStore[key];
  target.loading = true;
  try {
    const filter = RESOURCES[resource].favoriteFilter;
    const query = listQuery({ page_size: HOME_PAGE_SIZE, filters: favorites && filter ? [filter] : [] });
    const { items } = await fetchListPage(resource, query);
    target.items = items;
    return items.map((i) => i.id);
  } catch (error) {
    addDangerToast(formatText(MESSAGES.fetchListError, RESOURCES[resource].label, messageOf(error)));
    return [];
  } finally {
    target.loading = false;
  }
}

/**
 * Loads the four home panels through the list API (changed_on_delta_humanized desc, page size 5; the
 * favourite panels add the `*_is_favorite` filter), then the star state of what they show.
 */
export async function loadHome(): Promise<void> {
  const [rd, fd, rc, fc] = await Promise.all([
    fill('recentDashboards', 'dashboard', false),
    fill('favoriteDashboards', 'dashboard', true),
    fill('recentCharts', 'chart', false),
    fill('favoriteCharts', 'chart', true),
  ]);
  await Promise.all([
    fetchFavoriteStatus('dashboard', [...new Set([...rd, ...fd])]),
    fetchFavoriteStatus('chart', [...new Set([...rc, ...fc])]),
  ]);
}

/** Stars or unstars from the home page, then refreshes that resource's favourites panel. */
export async function toggleHomeFavorite(resource: 'chart' | 'dashboard', id: number): Promise<void> {
  await toggleFavorite(resource, id);
  await fill(resource === 'chart' ? 'favoriteCharts' : 'favoriteDashboards', resource, true);
}
