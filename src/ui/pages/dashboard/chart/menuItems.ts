/**
 * The chart menu's entries (D3.17) as the dashboard's permission flags allow them (D14.09): a pure list the menu
 * turns into actions; the downloads (CSV, XLSX) follow can_csv; Open in SQL Lab (D3.18) for users with SQL Lab access who may explore.
 */
import type { DashboardPermissions } from '../../../../core/explore';
import { MANAGE_REPORTS_LABEL } from '../../../reports/model';

export type ChartMenuId =
  | 'refresh'
  | 'fullsize'
  | 'description'
  | 'query'
  | 'table'
  | 'sqllab'
  | 'csv'
  | 'xlsx'
  | 'share'
  | 'explore'
  | 'reports';

/** What the entries depend on besides the permissions. */
export interface ChartMenuState {
  fullSize: boolean;
  /** The chart has a description to show (its description_markeddown). */
  hasDescription: boolean;
  descriptionShown: boolean;
  /** The user may write reports (can_write on ReportSchedule): 'Manage email report' (D13.07). */
  canReport?: boolean;
  /** The user has SQL Lab access (admin or sql_lab): 'Open in SQL Lab' (D3.18). */
  canSqlLab?: boolean;
}

export const CHART_MENU_TEXT = {
  refresh: 'Force refresh',
  enterFullSize: 'Enter full screen',
  exitFullSize: 'Exit full screen',
  showDescription: 'Show chart description',
  hideDescription: 'Hide chart description',
  query: 'View query',
  table: 'View as table',
  sqllab: 'Open in SQL Lab',
  csv: 'Download CSV',
  xlsx: 'Download as XLSX',
  share: 'Share chart permalink',
  explore: 'Edit chart',
  reports: MANAGE_REPORTS_LABEL,
} as const;

type Flags = Pick<DashboardPermissions, 'superset_can_explore' | 'superset_can_csv' | 'superset_can_share'>;

/** The entries shown, in order: explore's query and table views need can_explore, as Superset's canViewQuery. */
export function chartMenuEntries(flags: Flags, state: ChartMenuState): { id: ChartMenuId; label: string }[] {
  const entries: { id: ChartMenuId; label: string; shown: boolean }[] = [
    { id: 'refresh', label: CHART_MENU_TEXT.refresh, shown: true },
    {
      id: 'fullsize',
      label: state.fullSize ? CHART_MENU_TEXT.exitFullSize : CHART_MENU_TEXT.enterFullSize,
      shown: true,
    },
    {
      id: 'description',
      label: state.descriptionShown ? CHART_MENU_TEXT.hideDescription : CHART_MENU_TEXT.showDescription,
      shown: state.hasDescription,
    },
    { id: 'query', label: CHART_MENU_TEXT.query, shown: flags.superset_can_explore },
    { id: 'table', label: CHART_MENU_TEXT.table, shown: flags.superset_can_explore },
    { id: 'sqllab', label: CHART_MENU_TEXT.sqllab, shown: flags.superset_can_explore && state.canSqlLab === true },
    { id: 'csv', label: CHART_MENU_TEXT.csv, shown: flags.superset_can_csv },
    { id: 'xlsx', label: CHART_MENU_TEXT.xlsx, shown: flags.superset_can_csv },
    { id: 'share', label: CHART_MENU_TEXT.share, shown: flags.superset_can_share },
    { id: 'explore', label: CHART_MENU_TEXT.explore, shown: flags.superset_can_explore },
    { id: 'reports', label: CHART_MENU_TEXT.reports, shown: state.canReport === true },
  ];
  return entries.filter((e) => e.shown).map(({ id, label }) => ({ id, label }));
}
