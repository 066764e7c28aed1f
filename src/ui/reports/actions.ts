/** The report calls of the modal and the list, each with the spec's toast. */
import { addDangerToast, addSuccessToast, apiClient, call, serverMessageOr } from '../../state/app';
import { attachedReportsPath, type AttachedReport, type ReportTarget } from './model';

/** D13.01 / D13.06: the reports attached to the target, or null (with the spec's toast) when the list fails. */
export async function fetchAttachedReports(target: ReportTarget, userId: number): Promise<AttachedReport[] | null> {
  try {
    const res = await call(apiClient(), { method: 'GET', path: attachedReportsPath(target, userId) });
    return ((res.body as { result?: AttachedReport[] }).result ?? []).filter(Boolean);
  } catch {
    addDangerToast('There was an issue fetching reports attached to this dashboard.');
    return null;
  }
}

/** D13.02 / D13.03: creates or updates; answers the server's message when it refused. */
export async function saveReport(id: number | null, payload: Record<string, unknown>): Promise<string | null> {
  try {
    await call(apiClient(), {
      method: id === null ? 'POST' : 'PUT',
      path: id === null ? '/api/v1/report/' : `/api/v1/report/${id}`,
      json: payload,
    });
    addSuccessToast(id === null ? 'The report has been created' : 'Report updated');
    return null;
  } catch (err) {
    return serverMessageOr(err, () => 'The report could not be saved.');
  }
}

/** D13.04 */
export async function toggleReport(report: AttachedReport): Promise<boolean> {
  try {
    await call(apiClient(), { method: 'PUT', path: `/api/v1/report/${report.id}`, json: { active: !report.active } });
    return true;
  } catch {
    addDangerToast('We were unable to active or deactivate this report.');
    return false;
  }
}

/** D13.05 */
export async function deleteReport(report: AttachedReport): Promise<boolean> {
  try {
    await call(apiClient(), { method: 'DELETE', path: `/api/v1/report/${report.id}` });
    addSuccessToast(`Deleted: ${report.name}`);
    return true;
  } catch {
    addDangerToast('Your report could not be deleted');
    return false;
  }
}
