/**
 * The view items of 'More dashboard actions': refresh (D9.01), the auto-refresh interval (D9.02), the share items
 * gated by can_share_dashboard (D8.06), download as PDF (rendered by the server) and as image (D8.07) and the email
 * reports (D13.07), each shown by the user's permissions (D14.09).
 */
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { chartIdsOf, type DashboardLayout } from '../../../../core/layout';
import { addDangerToast, addSuccessToast, can, routerStore } from '../../../../state/app';
import { refreshChart } from '../../../../state/charts';
import {
  VIEW_MESSAGES,
  dashboardStore,
  createDashboardPermalink,
  dashboardDownloadStore,
  dashboardViewStore,
  downloadDashboardPdf,
  headerPermissions,
  permalinkStateOf,
  refreshDashboard,
  shareByEmailHref,
} from '../../../../state/dashboard';
import type { MenuAction } from '../../../kit';
import { canManageReports, MANAGE_REPORTS_LABEL, ReportsDialog } from '../../../reports';
import { chartUrlParams } from '../edit/editRules';
import { downloadAsImage } from './downloadImage';
import { RefreshIntervalModal } from './RefreshIntervalModal';

/** Opens a mailto link (replaced in tests). */
export const mailer = { open: (href: string): void => void window.open(href, '_blank') };

async function copyPermalink(): Promise<void> {
  const url = await createDashboardPermalink(permalinkStateOf(chartUrlParams(new URLSearchParams(routerStore.search))));
  if (!url) return;
  try {
    await navigator.clipboard.writeText(url);
    addSuccessToast('Copied to clipboard!');
  } catch {
    addDangerToast(VIEW_MESSAGES.permalinkError);
  }
}

async function emailPermalink(title: string): Promise<void> {
  const url = await createDashboardPermalink(permalinkStateOf(chartUrlParams(new URLSearchParams(routerStore.search))));
  if (url) mailer.open(shareByEmailHref(url, title));
}

function downloadImage(title: string): void {
  const element = document.querySelector<HTMLElement>('[data-test="dashboard-page"]') ?? document.body;
  downloadAsImage(element, title).catch((error: unknown) =>
    addDangerToast(error instanceof Error ? error.message : String(error)),
  );
}

/** The view menu items and the dialog one of them opens. */
export function useViewMenu(): { items: MenuAction[]; dialog: ReactNode } {
  const { info, canEdit, editMode, layout } = useSnapshot(dashboardStore);
  const { isRefreshing } = useSnapshot(dashboardViewStore);
  const { rendering } = useSnapshot(dashboardDownloadStore);
  const [intervalOpen, setIntervalOpen] = useState(false);
  const [reportsOpen, setReportsOpen] = useState(false);
  if (!info) return { items: [], dialog: null };
  const perms = headerPermissions(can, canEdit);
  const items: MenuAction[] = [];
  if (!editMode) {
    items.push({
      id: 'refresh',
      label: 'Refresh dashboard',
      disabled: isRefreshing,
      onAction: () =>
        void refreshDashboard(chartIdsOf(layout as DashboardLayout), (id) => refreshChart(id, true, info.id)),
    });
  }
  items.push({ id: 'interval', label: 'Set auto-refresh interval', onAction: () => setIntervalOpen(true) });
  if (perms.canShare && !editMode) {
    items.push({ id: 'copyPermalink', label: 'Copy permalink to clipboard', onAction: () => void copyPermalink() });
    items.push({
      id: 'emailPermalink',
      label: 'Share permalink by email',
      onAction: () => void emailPermalink(info.dashboard_title),
    });
  }
  if (!editMode) {
    items.push({
      id: 'pdf',
      label: 'Download as PDF',
      disabled: rendering,
      onAction: () => void downloadDashboardPdf(info.id, info.dashboard_title),
    });
    items.push({ id: 'image', label: 'Download as image', onAction: () => downloadImage(info.dashboard_title) });
  }
  if (!editMode && canManageReports())
    items.push({ id: 'reports', label: MANAGE_REPORTS_LABEL, onAction: () => setReportsOpen(true) });
  const reports = reportsOpen ? (
    <ReportsDialog
      target={{ kind: 'dashboard', id: info.id }}
      title={info.dashboard_title}
      onClose={() => setReportsOpen(false)}
    />
  ) : null;
  const dialog = intervalOpen ? <RefreshIntervalModal onClose={() => setIntervalOpen(false)} /> : reports;
  return { items, dialog };
}
