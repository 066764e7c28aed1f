/** Reports attached to a dashboard or chart: the entry for the dashboard header and chart menu, and the modal. */
export { ReportMenuItems, type ReportMenuItemsProps } from './ReportMenuItems';
export { ReportModal, type ReportModalProps } from './ReportModal';
export {
  attachedReportsPath,
  MANAGE_REPORTS_LABEL,
  reportPayload,
  schedulePreview,
  type AttachedReport,
  type ReportTarget,
} from './model';
export { canManageReports, ReportsDialog } from './ReportsDialog';
