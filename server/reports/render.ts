/**
 * What a report run sends: CSV from the chart data API, PNG or PDF of the dashboard or chart rendered by the system
 * Chromium (playwright-core) against the server's own URL with a session of the report's owner, or a short text.
 */
import type { FastifyInstance } from 'fastify';
import { renderPage, type BrowserPool } from './page';
import type { ReportSettings } from './settings';

/** A rendered report. */
export interface Rendered {
  filename: string;
  contentType: string;
  content: Buffer | null;
  text: string;
}

/** The report fields a run needs. */
export interface RunReport {
  id: number;
  name: string;
  format: 'PNG' | 'PDF' | 'CSV' | 'TEXT';
  chartId: number | null;
  dashboardId: number | null;
  title: string;
}

/** The app's page of the report's object, relative to the server's URL. */
export function pagePath(r: RunReport): string {
  return r.dashboardId
    ? `/superset/dashboard/${r.dashboardId}/?standalone=1`
    : `/explore/?slice_id=${r.chartId}&standalone=1`;
}

const slug = (name: string): string => name.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'report';

/** Renders the report as its owner (whose session is `sessionId`); throws with the reason when it cannot. */
export async function renderReport(
  app: FastifyInstance,
  r: RunReport,
  sessionId: string,
  baseUrl: string,
  browsers: BrowserPool,
  settings: ReportSettings,
): Promise<Rendered> {
  const link = `${baseUrl}${pagePath(r)}`;
  const text = `${r.name}: ${r.title}\n${link}`;
  if (r.format === 'TEXT') return { filename: `${slug(r.name)}.txt`, contentType: 'text/plain', content: null, text };
  if (r.format === 'CSV') {
    if (!r.chartId) throw new Error('CSV reports are for charts only.');
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/chart/${r.chartId}/data/?format=csv`,
      cookies: { session: sessionId },
    });
    if (res.statusCode !== 200) {
      const message = (res.json() as { message?: string }).message ?? res.statusMessage;
      throw new Error(`The chart data could not be read (${res.statusCode}): ${message}`);
    }
    return { filename: `${slug(r.name)}.csv`, contentType: 'text/csv', content: res.rawPayload, text };
  }
  const ext = r.format === 'PDF' ? 'pdf' : 'png';
  const content = await renderPage(browsers, {
    baseUrl,
    path: pagePath(r),
    sessionId,
    format: r.format,
    timeoutMs: settings.renderTimeoutMs,
  });
  return {
    filename: `${slug(r.name)}.${ext}`,
    contentType: `${r.format === 'PDF' ? 'application' : 'image'}/${ext}`,
    content,
    text,
  };
}
