import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { isUrlExternal, type ListItem } from '../../core/api';
import type { Snapshot } from 'valtio';
import { homeStore, listStore, loadHome, toggleHomeFavorite, type HomePanel, type ResourceName } from '../../state/app';
import { Link } from '../Link';
import { FavoriteStar } from '../lists/FavoriteStar';

function hrefOf(resource: 'chart' | 'dashboard', item: ListItem): string {
  if (typeof item.url === 'string' && item.url && !isUrlExternal(item.url)) return item.url;
  if (resource === 'chart') return `/explore/?slice_id=${item.id}`;
  return `/superset/dashboard/${typeof item.slug === 'string' && item.slug ? item.slug : item.id}/`;
}

function Panel({
  title,
  panel,
  resource,
  test,
  empty,
  all,
}: {
  title: string;
  panel: Snapshot<HomePanel>;
  resource: 'chart' | 'dashboard';
  test: string;
  empty: string;
  all: string;
}) {
  const favorites = useSnapshot(listStore(resource)).favorites;
  const nameField = resource === 'chart' ? 'slice_name' : 'dashboard_title';
  const onToggle = (r: ResourceName, id: number): Promise<void> =>
    toggleHomeFavorite(r === 'chart' ? 'chart' : 'dashboard', id);
  return (
    <section className="home-panel" data-test={test} aria-busy={panel.loading}>
      <header>
        <h2>{title}</h2>
        <Link to={all}>See all</Link>
      </header>
      {panel.items.length === 0 && !panel.loading ? <p className="muted">{empty}</p> : null}
      <ul>
        {panel.items.map((item) => (
          <li key={item.id} data-test="home-item">
            <FavoriteStar resource={resource} id={item.id} starred={favorites[item.id] === true} onToggle={onToggle} />
            <Link to={hrefOf(resource, item as ListItem)}>{String(item[nameField] ?? `#${item.id}`)}</Link>
            <span className="muted">
              {typeof item.changed_on_delta_humanized === 'string' ? item.changed_on_delta_humanized : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Home: recently changed and favourite dashboards and charts. */
export default function HomePage() {
  const home = useSnapshot(homeStore);
  useEffect(() => {
    void loadHome();
  }, []);
  return (
    <section className="page home-page" data-test="home-page">
      <h1>Home</h1>
      <div className="home-grid">
        <Panel
          title="Recent dashboards"
          panel={home.recentDashboards}
          resource="dashboard"
          test="home-recent-dashboards"
          empty="No dashboards yet"
          all="/dashboard/list/"
        />
        <Panel
          title="Favorite dashboards"
          panel={home.favoriteDashboards}
          resource="dashboard"
          test="home-favorite-dashboards"
          empty="Star a dashboard to see it here"
          all="/dashboard/list/"
        />
        <Panel
          title="Recent charts"
          panel={home.recentCharts}
          resource="chart"
          test="home-recent-charts"
          empty="No charts yet"
          all="/chart/list/"
        />
        <Panel
          title="Favorite charts"
          panel={home.favoriteCharts}
          resource="chart"
          test="home-favorite-charts"
          empty="Star a chart to see it here"
          all="/chart/list/"
        />
      </div>
    </section>
  );
}
