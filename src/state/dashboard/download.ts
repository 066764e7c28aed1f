/**
 * 'Download as PDF' of the whole dashboard (D8.07): the server renders it in its browser once every chart is drawn;
 * the app shows a toast while it renders, saves the file named by the server, and shows the server's reason when
 * it could not.
 */
import { proxy } from 'valtio/vanilla';
import { DOWNLOAD_MESSAGES, dashboardDownloadPath, fileTitle } from '../../core/dashboard';
import { addDangerToast, addInfoToast, apiClient, call, dismissToast, saveFile, serverMessageOr } from '../app';

/** Whether a download is being rendered (one at a time from one page). */
export const dashboardDownloadStore = proxy({ rendering: false });

/** Downloads dashboard `id` as a PDF file; answers whether it was saved. */
export async function downloadDashboardPdf(id: number, title: string): Promise<boolean> {
  if (dashboardDownloadStore.rendering) return false;
  dashboardDownloadStore.rendering = true;
  const toast = addInfoToast(DOWNLOAD_MESSAGES.rendering);
  try {
    const res = await call(apiClient(), {
      method: 'GET',
      path: dashboardDownloadPath(id, 'pdf'),
      responseType: 'blob',
    });
    if (!res.blob) throw new Error(DOWNLOAD_MESSAGES.failed);
    saveFile(res.blob, res.fileName ?? `${fileTitle(title)}.pdf`);
    return true;
  } catch (error) {
    addDangerToast(serverMessageOr(error, () => DOWNLOAD_MESSAGES.failed));
    return false;
  } finally {
    dismissToast(toast);
    dashboardDownloadStore.rendering = false;
  }
}
