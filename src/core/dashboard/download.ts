/** The whole-dashboard downloads (D8.07): their address, file names and the words the app shows, shared by server and app. */

/** What a dashboard can be downloaded as, rendered by the server's browser. */
export type DashboardDownloadFormat = 'pdf' | 'png';

/** The download's address for a dashboard id or slug. */
export const dashboardDownloadPath = (idOrSlug: number | string, format: DashboardDownloadFormat): string =>
  `/api/v1/dashboard/${encodeURIComponent(String(idOrSlug))}/${format}`;

/** A dashboard's title made safe as a file name: letters, digits, '_' and '-', runs of anything else as one '-'. */
export function fileTitle(title: string): string {
  return (
    title
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'dashboard'
  );
}

/**
 * The Content-Disposition of a download named after the dashboard: an ASCII `filename` for every client and the
 * exact UTF-8 name in `filename*` (RFC 6266), so no title can break the header.
 */
export function attachmentDisposition(title: string, format: DashboardDownloadFormat): string {
  const name = `${fileTitle(title)}.${format}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The words of the downloads, on the server's answers and the app's toasts. */
export const DOWNLOAD_MESSAGES = {
  rendering: 'Rendering the dashboard as PDF… the download starts when every chart is drawn.',
  failed: 'The dashboard could not be downloaded as PDF.',
  busy: 'Too many dashboards are being rendered for download right now. Try again in a minute.',
  noBrowser: 'Dashboards cannot be downloaded on this server: its browser could not be started.',
  notServed: 'Dashboards cannot be downloaded on this server: it is not listening for its own pages.',
  timeout: (seconds: number): string =>
    `The dashboard took longer than ${seconds} s to draw, so it was not downloaded. Try again, or ask an admin to raise the time allowed.`,
  pageFailed: 'The dashboard could not be drawn for the download. Try again in a minute.',
} as const;
