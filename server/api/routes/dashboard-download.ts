/**
 * 'Download as PDF' and 'Download as image' of a whole dashboard (D8.07): the server's Chromium opens the dashboard
 * as the requesting user (a short-lived session of theirs, as report runs do), waits until every chart is drawn,
 * and answers the PDF or PNG as an attachment named after the dashboard. Who may download is who may read the
 * dashboard (GET /api/v1/dashboard/:id's rules); at most TESSERA_DASHBOARD_EXPORTS_AT_ONCE renders run at once
 * (more are answered 429), each within TESSERA_DASHBOARD_EXPORT_TIMEOUT_S; a render that cannot be done is a 503.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOWNLOAD_MESSAGES, attachmentDisposition, type DashboardDownloadFormat } from '../../../src/core/dashboard';
import { ApiError } from '../../http/errors';
import { ownUrl, renderPage, RenderError } from '../../reports/page';
import { reportSettings } from '../../reports/settings';
import { createSession } from '../../security/sessions';
import { scopeOf } from '../resource';
import { dashboardResource, loadDashboard } from '../resources/dashboard';

const CONTENT_TYPES: Record<DashboardDownloadFormat, string> = { pdf: 'application/pdf', png: 'image/png' };

function unavailable(err: RenderError, timeoutMs: number): ApiError {
  const message =
    err.reason === 'browser'
      ? DOWNLOAD_MESSAGES.noBrowser
      : err.reason === 'timeout'
        ? DOWNLOAD_MESSAGES.timeout(timeoutMs / 1000)
        : DOWNLOAD_MESSAGES.pageFailed;
  return new ApiError(503, message);
}

export async function dashboardDownloadRoutes(app: FastifyInstance): Promise<void> {
  let rendering = 0;
  const download = async (
    req: FastifyRequest,
    format: DashboardDownloadFormat,
  ): Promise<{ title: string; content: Buffer }> => {
    const scope = scopeOf(req, dashboardResource, 'can_read');
    const row = await loadDashboard(req, scope);
    const settings = reportSettings();
    const baseUrl = ownUrl(req.server);
    if (!baseUrl) throw new ApiError(503, DOWNLOAD_MESSAGES.notServed);
    if (rendering >= settings.exportsAtOnce) throw new ApiError(429, DOWNLOAD_MESSAGES.busy);
    rendering++;
    const db = req.server.tessera.store.db;
    const title = String(row.dashboard_title ?? '');
    try {
      const { id: sessionId } = await createSession(db, scope.user.id, settings.exportTimeoutMs + 60_000);
      try {
        const content = await renderPage(req.server.tessera.browsers, {
          baseUrl,
          path: `/superset/dashboard/${Number(row.id)}/?standalone=1`,
          sessionId,
          format: format === 'pdf' ? 'PDF' : 'PNG',
          timeoutMs: settings.exportTimeoutMs,
          title,
        });
        return { title, content };
      } finally {
        await db.deleteFrom('user_session').where('id', '=', sessionId).execute();
      }
    } catch (err) {
      if (!(err instanceof RenderError)) throw err;
      req.log.warn({ err: err.message, dashboard: row.id }, 'dashboard download not rendered');
      throw unavailable(err, settings.exportTimeoutMs);
    } finally {
      rendering--;
    }
  };
  for (const format of ['pdf', 'png'] as const) {
    app.get(`/api/v1/dashboard/:pk/${format}`, async (req, reply) => {
      const { title, content } = await download(req, format);
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', attachmentDisposition(title, format))
        .header('cache-control', 'no-store')
        .send(content);
    });
  }
}
