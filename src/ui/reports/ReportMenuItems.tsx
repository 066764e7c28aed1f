/**
 * D13.07: the report entry of the dashboard header and the chart menu: the reports attached (D13.01), each with
 * toggle (D13.04), edit (D13.03) and delete (D13.05, asked first with the kit's DeleteDialog), and a button that opens the modal for a new one (D13.02).
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../state/app';
import { DeleteDialog } from '../kit';
import { deleteReport, fetchAttachedReports, toggleReport } from './actions';
import type { AttachedReport, ReportTarget } from './model';
import { ReportModal } from './ReportModal';

export interface ReportMenuItemsProps {
  target: ReportTarget;
  title: string;
}

export function ReportMenuItems({ target, title }: ReportMenuItemsProps) {
  const session = useSnapshot(sessionStore);
  const userId = session.user?.id ?? 0;
  const [reports, setReports] = useState<AttachedReport[]>([]);
  const [editing, setEditing] = useState<AttachedReport | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AttachedReport | null>(null);
  const [version, setVersion] = useState(0);
  const reload = (): void => setVersion((v) => v + 1);
  const { kind, id } = target;
  useEffect(() => {
    let live = true;
    void fetchAttachedReports({ kind, id }, userId).then((list) => {
      if (live && list) setReports(list);
    });
    return () => {
      live = false;
    };
  }, [kind, id, userId, version]);
  return (
    <div className="report-menu" data-test="report-menu">
      {reports.map((r) => (
        <div key={r.id} className="report-menu-item" data-test="attached-report">
          <label>
            <input
              type="checkbox"
              checked={r.active}
              aria-label={`Active: ${r.name}`}
              onChange={() => void toggleReport(r).then((ok) => (ok ? reload() : undefined))}
            />
            {r.name}
          </label>
          <button type="button" className="btn" onClick={() => setEditing(r)}>
            Edit email report
          </button>
          <button type="button" className="btn btn-danger" onClick={() => setDeleting(r)}>
            Delete email report
          </button>
        </div>
      ))}
      <button type="button" className="btn" onClick={() => setEditing('new')} data-test="report-new">
        Set up an email report
      </button>
      {editing ? (
        <ReportModal
          open
          target={target}
          title={title}
          report={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title="Delete email report"
          names={[deleting.name]}
          onConfirm={async () => {
            const ok = await deleteReport(deleting);
            if (ok) reload();
            return ok;
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
