/**
 * The header's view controls: the favourite star (D4.07), the published / draft badge that toggles publishing for
 * those who may edit (D4.06), and the effects of an opened dashboard: its star, its datasets (D4.09) and the
 * staggered auto-refresh (D9.02–D9.04), paused while the page is hidden.
 */
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { chartIdsOf, type DashboardLayout } from '../../../../core/layout';
import { startAutoRefresh, watchPageVisibility } from '../../../../state/charts';
import {
  dashboardStore,
  dashboardViewStore,
  fetchDashboardDatasets,
  fetchFaveStar,
  refreshPlanOf,
  resetDashboardView,
  toggleFaveStar,
  togglePublished,
} from '../../../../state/dashboard';
import { Tip } from '../../../kit';

const TIPS = {
  draftEditor:
    'This dashboard is not published, it will not show up in the list of dashboards. Click here to publish this dashboard.',
  draftViewer:
    'This dashboard is not published which means it will not show up in the list of dashboards. Favorite it to see it there or access it by using the URL directly.',
  published: 'This dashboard is published. Click to make it a draft.',
};

/** Opens the view state with the dashboard and runs the periodic refresh while refresh_frequency is set. */
function useDashboardViewEffects(): void {
  const { info, layout } = useSnapshot(dashboardStore);
  const { refreshFrequency } = useSnapshot(dashboardViewStore);
  const id = info?.id;
  useEffect(() => {
    if (id === undefined) return;
    resetDashboardView(dashboardStore.metadata);
    void fetchFaveStar(id);
    void fetchDashboardDatasets(id);
  }, [id]);
  // Walked once per layout, not at each render (the layout snapshot keeps its identity while unchanged).
  const chartKey = useMemo(() => chartIdsOf(layout as DashboardLayout).join(','), [layout]);
  useEffect(() => {
    if (id === undefined || refreshFrequency <= 0) return;
    const chartIds = chartKey ? chartKey.split(',').map(Number) : [];
    const stop = startAutoRefresh(refreshPlanOf(dashboardStore.metadata, chartIds, refreshFrequency), id);
    const unwatch = watchPageVisibility(document);
    return () => {
      unwatch();
      stop();
    };
  }, [id, refreshFrequency, chartKey]);
}

/** The star and the publish badge. */
export function DashboardViewActions() {
  useDashboardViewEffects();
  const { info, canEdit, editMode } = useSnapshot(dashboardStore);
  const { isStarred } = useSnapshot(dashboardViewStore);
  if (!info) return null;
  const published = info.published === true;
  const label = published ? 'Published' : 'Draft';
  return (
    <span className="dashboard-view-actions">
      {editMode ? null : (
        <Tip content={isStarred ? 'Unfavorite' : 'Favorite'}>
          <button
            type="button"
            className={isStarred ? 'fave-star starred' : 'fave-star'}
            aria-label={isStarred ? 'Unfavorite' : 'Favorite'}
            aria-pressed={isStarred}
            data-test="fave-star"
            onClick={() => void toggleFaveStar(info.id)}
          >
            {isStarred ? '★' : '☆'}
          </button>
        </Tip>
      )}
      {canEdit ? (
        <Tip content={published ? TIPS.published : TIPS.draftEditor}>
          <button
            type="button"
            className={`publish-toggle ${published ? 'published' : 'draft'}`}
            aria-label={label}
            data-test="publish-toggle"
            onClick={() => void togglePublished()}
          >
            {label}
          </button>
        </Tip>
      ) : published ? null : (
        <Tip content={TIPS.draftViewer}>
          <span className="publish-toggle draft" data-test="publish-badge" tabIndex={0}>
            Draft
          </span>
        </Tip>
      )}
    </span>
  );
}
