/**
 * D13.07: 'Manage email report' of the dashboard header and the chart menu: a kit dialog holding the reports attached
 * to the dashboard or chart (ReportMenuItems). Shown to users who may write reports (can_write on ReportSchedule, the
 * permission the server checks on POST, PUT and DELETE /api/v1/report/).
 */
import { can } from '../../state/app';
import { ModalDialog } from '../kit';
import { MANAGE_REPORTS_LABEL, type ReportTarget } from './model';
import { ReportMenuItems } from './ReportMenuItems';

/** Whether the signed-in user may create, edit and delete reports. */
export function canManageReports(): boolean {
  return can('can_write', 'ReportSchedule');
}

export function ReportsDialog(props: { target: ReportTarget; title: string; onClose: () => void }) {
  return (
    <ModalDialog
      open
      title={MANAGE_REPORTS_LABEL}
      onClose={props.onClose}
      test="reports-modal"
      actions={[{ label: 'Close', onPress: props.onClose }]}
    >
      <ReportMenuItems target={props.target} title={props.title} />
    </ModalDialog>
  );
}
