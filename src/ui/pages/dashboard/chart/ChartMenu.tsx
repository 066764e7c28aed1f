/**
 * A dashboard chart's menu (D3.17) on its header: a plain button until hovered or focused (a thousand-chart page
 * mounts no thousand menus), then the kit's ActionMenu with the entries the user's permissions allow (D14.09). Its
 * dialogs live beside it, so opening one neither remounts nor refetches the chart.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ChartPlugin, ChartRegistry, QueryFormData } from '../../../../core/chart-plugin';
import type { DashboardLayout } from '../../../../core/layout';
import { canAccessSqlLab, dashboardPermissions } from '../../../../core/explore';
import type { RolePermissions } from '../../../../core/api';
import { addDangerToast, addSuccessToast, navigate, serverMessageOr, sessionStore } from '../../../../state/app';
import { chartsState } from '../../../../state/charts';
import {
  chartPermalink,
  chartResults,
  dashboardStore,
  isSliceExpanded,
  setFullSizeChartId,
  toggleExpandedSlice,
} from '../../../../state/dashboard';
import { downloadChartData, viewQuery, type ChartDownloadFormat } from '../../../../state/explorepage';
import { openInSqlLab } from '../../../../state/sqllab';
import { ActionMenu, type MenuAction } from '../../../kit';
import { canManageReports, ReportsDialog } from '../../../reports';
import { LazyMenu } from '../components';
import { ChartDialogView, type ChartDialog } from './ChartDialogs';
import { chartComponentId } from './deepLink';
import { chartMenuEntries, type ChartMenuId } from './menuItems';

export const CHART_MENU_LABEL = 'More chart actions';

export interface ChartMenuProps {
  chartId: number;
  title: string;
  registry: ChartRegistry<ChartPlugin<unknown, unknown>>;
  hasDescription: boolean;
  /** Fetches the chart again, past the caches (Force refresh). */
  onRefresh: () => void;
}

/** The chart's query context, built from the form data the chart store holds, by its plugin. */
function queryContextOf(chartId: number, registry: ChartMenuProps['registry']) {
  const formData = chartsState.charts[String(chartId)]?.form_data as QueryFormData | undefined;
  return formData ? registry.get(formData.viz_type)?.buildQuery(formData) : undefined;
}

const failed = (error: unknown): string => serverMessageOr(error, () => String(error));

type LiveChartMenuProps = ChartMenuProps & { open: (dialog: ChartDialog) => void; openReports: () => void };

function LiveChartMenu({ open, openReports, ...props }: LiveChartMenuProps) {
  const { chartId, title, registry, hasDescription, onRefresh } = props;
  const dash = useSnapshot(dashboardStore);
  const session = useSnapshot(sessionStore);
  const user = { userId: session.user?.id ?? 0, roles: session.roles as RolePermissions };
  const flags = dashboardPermissions(dash.info as { owners?: { id: number }[] } | null, user);
  const fullSize = dash.fullSizeChartId === chartId;
  const entries = chartMenuEntries(flags, {
    fullSize,
    hasDescription,
    descriptionShown: isSliceExpanded(dash.metadata, chartId),
    canReport: canManageReports(),
    canSqlLab: canAccessSqlLab(user),
  });
  const load = (kind: ChartDialog['kind']) => {
    const qc = queryContextOf(chartId, registry);
    if (!qc) return;
    open({ kind, title, status: 'loading' });
    const answer: Promise<ChartDialog> =
      kind === 'query'
        ? viewQuery(qc).then((query) => ({ kind, title, status: 'done', query }))
        : chartResults(qc).then((results) => ({ kind, title, status: 'done', results }));
    void answer.then(open, (error: unknown) => open({ kind, title, status: 'failed', error: failed(error) }));
  };
  const download = (format: ChartDownloadFormat) => {
    const qc = queryContextOf(chartId, registry);
    if (qc) downloadChartData(qc, title, format).catch((error: unknown) => addDangerToast(failed(error)));
  };
  const actions: Record<ChartMenuId, () => void> = {
    refresh: onRefresh,
    fullsize: () => setFullSizeChartId(fullSize ? null : chartId),
    description: () => toggleExpandedSlice(chartId),
    query: () => load('query'),
    table: () => load('table'),
    sqllab: () => {
      const formData = chartsState.charts[String(chartId)]?.form_data as QueryFormData | undefined;
      const qc = queryContextOf(chartId, registry);
      void openInSqlLab(String(formData?.datasource ?? ''), () =>
        qc ? viewQuery(qc) : Promise.reject(new Error('The chart has no query')),
      );
    },
    csv: () => download('csv'),
    xlsx: () => download('xlsx'),
    share: () => {
      const anchor = chartComponentId(dashboardStore.layout as DashboardLayout, chartId) ?? `CHART-${chartId}`;
      chartPermalink(anchor)
        .then(async (url) => {
          await navigator.clipboard?.writeText(url).catch(() => undefined);
          addSuccessToast('Copied to clipboard!');
        })
        .catch((error: unknown) => addDangerToast(failed(error)));
    },
    explore: () => navigate(`/explore/?slice_id=${chartId}`),
    reports: openReports,
  };
  const items: MenuAction[] = entries.map((e) => ({ ...e, onAction: actions[e.id] }));
  return <ActionMenu label={CHART_MENU_LABEL} items={items} test="chart-menu" />;
}

export function ChartMenu(props: ChartMenuProps) {
  const [dialog, setDialog] = useState<ChartDialog | null>(null);
  const [reportsOpen, setReportsOpen] = useState(false);
  const live = () => <LiveChartMenu {...props} open={setDialog} openReports={() => setReportsOpen(true)} />;
  return (
    <>
      <LazyMenu label={CHART_MENU_LABEL} live={live} />
      {dialog ? <ChartDialogView dialog={dialog} onClose={() => setDialog(null)} /> : null}
      {reportsOpen ? (
        <ReportsDialog
          target={{ kind: 'chart', id: props.chartId }}
          title={props.title}
          onClose={() => setReportsOpen(false)}
        />
      ) : null}
    </>
  );
}
