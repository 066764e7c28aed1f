/** The dashboard page's header: the title (edited in place in edit mode, D7.14), the actions menu, the overwrite
 * confirmation and the dashboard's CSS. */
import { memo, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { DASHBOARD_TITLE_MAX_LENGTH, UNTITLED_DASHBOARD } from '../../../../core/dashboard';
import { dashboardStore, installDashboardSave, updateDashboardInfo } from '../../../../state/dashboard';
import { EditableTitle } from '../../../kit';
import { DashboardHeaderActions } from './DashboardHeaderActions';
import { DashboardStyle } from './DashboardStyle';
import { DashboardViewActions } from './DashboardViewActions';
import { OverwriteConfirmDialog } from './OverwriteConfirmDialog';

/**
 * The header DashboardPage renders above its grid. `title` is shown until the dashboard store holds the dashboard.
 * While mounted, the store's saveDashboard (the edit toolbar's Save) runs this module's save. Memoised: it follows
 * the stores itself, and the page renders again as charts come near the screen (a thousand-chart page's first scroll
 * rendered the header's buttons and menus about 0.7 s in all).
 */
export const DashboardHeader = memo(function DashboardHeader(props: { title: string }) {
  const { info, editMode, canEdit } = useSnapshot(dashboardStore);
  useEffect(() => installDashboardSave(), []);
  const title = info?.dashboard_title ?? props.title;
  return (
    <header className="dashboard-header" data-test="dashboard-header">
      <h1 className="dashboard-title" data-test="dashboard-title">
        {info && editMode && canEdit ? (
          <EditableTitle
            label="Dashboard title"
            value={title}
            defaultLabel={UNTITLED_DASHBOARD}
            onChange={(value) => updateDashboardInfo({ dashboard_title: value.slice(0, DASHBOARD_TITLE_MAX_LENGTH) })}
            test="dashboard-title-input"
          />
        ) : (
          title
        )}
      </h1>
      <DashboardViewActions />
      <DashboardHeaderActions />
      <OverwriteConfirmDialog />
      <DashboardStyle />
    </header>
  );
});
