/** GET /api/v1/{kind}/export/ and POST /api/v1/{kind}/import/ for charts, dashboards, datasets, databases, saved queries. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Query, RequestScope } from '../api/resource';
import { decodeRison } from '../api/rison';
import { now } from '../clock';
import { ApiError, badRequest, notFound } from '../http/errors';
import { requirePermission } from '../security/auth';
import { downloadToken, setDownloadCookie } from '../security/download-cookie';
import { EXPORT_VERSION, exportName, METADATA_FILE, readBundle, toYaml, zipBundle } from './bundle';
import { exportFiles, type ExportAccess } from './export';
import { accessibleDatasetIds, readableChartIds } from '../security/access';
import { importBundle } from './import';
import { KINDS, type TransferKind } from './kinds';

const ids = z.array(z.number().int()).min(1);

async function visibleIds(scope: RequestScope, kind: TransferKind, wanted: number[]): Promise<number[]> {
  let q: Query = scope.ctx.store.db
    .selectFrom(kind.table)
    .select(`${kind.table}.id`)
    .where(`${kind.table}.id`, 'in', wanted);
  q = await kind.visible(q, scope);
  const found = new Set((await q.execute()).map((r) => Number((r as { id: unknown }).id)));
  return [...new Set(wanted)].filter((id) => found.has(id));
}

async function exportAccess(scope: RequestScope): Promise<ExportAccess> {
  const db = scope.ctx.store.db;
  return {
    readableCharts: (chartIds) => readableChartIds(db, scope.user, chartIds),
    datasets: await accessibleDatasetIds(db, scope.user),
  };
}

interface ImportForm {
  bytes: Buffer | null;
  fields: Record<string, string>;
}

async function readImportForm(req: FastifyRequest): Promise<ImportForm> {
  if (!req.isMultipart()) throw badRequest("Request MIME type is not 'multipart/form-data'");
  const form: ImportForm = { bytes: null, fields: {} };
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'formData') form.bytes = bytes;
    } else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
  }
  return form;
}

function parsePasswords(text: string | undefined): Record<string, string> {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Bad request', { message: { passwords: ['Not a valid JSON.'] } });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('Bad request', { message: { passwords: ['Not a valid mapping type.'] } });
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
}

function register(app: FastifyInstance, kind: TransferKind): void {
  const base = `/api/v1/${kind.name}`;
  app.get(`${base}/export/`, async (req, reply) => {
    const scope: RequestScope = { ctx: app.tessera, user: requirePermission(req, 'can_export', kind.viewMenu), req };
    const query = req.query as { q?: string; token?: unknown };
    const token = downloadToken(query.token);
    const parsed = ids.safeParse(decodeRison(query.q));
    if (!parsed.success) throw badRequest('Bad request', { message: { q: ['Provide a list of ids'] } });
    const wanted = [...new Set(parsed.data)];
    const visible = await visibleIds(scope, kind, wanted);
    if (visible.length !== wanted.length) throw notFound();
    const at = now();
    const files = new Map([
      [
        METADATA_FILE,
        toYaml({ version: EXPORT_VERSION, type: kind.modelName, timestamp: at.toISOString().replace('Z', '+00:00') }),
      ],
    ]);
    for (const [path, text] of await exportFiles(scope.ctx.store.db, kind.name, visible, await exportAccess(scope)))
      if (!files.has(path)) files.set(path, text);
    const root = exportName(kind.name, at);
    const zip = await zipBundle(root, files);
    setDownloadCookie(reply, token);
    return reply.type('application/zip').header('content-disposition', `attachment; filename=${root}.zip`).send(zip);
  });

  app.post(`${base}/import/`, async (req) => {
    const scope: RequestScope = { ctx: app.tessera, user: requirePermission(req, 'can_write', kind.viewMenu), req };
    const form = await readImportForm(req);
    if (!form.bytes) throw new ApiError(400, 'Arguments are not correct');
    const contents = await readBundle(form.bytes);
    const passwords = parsePasswords(form.fields.passwords);
    await importBundle(scope, kind, contents, { passwords, overwrite: form.fields.overwrite === 'true' });
    return { message: 'OK' };
  });
}

/** Registers export and import for every transferable kind. */
export async function transferRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of Object.values(KINDS)) register(app, kind);
}
