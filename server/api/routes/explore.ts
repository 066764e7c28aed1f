/**
 * Explore's server calls: the unsaved-state key-value (POST/PUT/GET/DELETE /api/v1/explore/form_data) and the page's
 * one read, GET /api/v1/explore/ ({result: {dataset, form_data, slice, message}}), in Superset's shapes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseDatasourceKey } from '../../../src/core/query';
import { datasourceRecord } from '../../chartdata/datasource';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { requirePermission } from '../../security/auth';
import type { Principal } from '../../security/principal';
import { loadRow, parseBody, type RequestScope, type Row } from '../resource';
import { chartResource } from '../resources/chart';
import { datasourcePayloads } from '../../domain/datasource-payload';
import {
  createFormData,
  deleteFormData,
  readFormData,
  updateFormData,
  type FormDataEntry,
} from '../../domain/explore-form-data';
import { readPermalink } from './permalink';

const VIEW = 'ExploreFormDataRestApi';
const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;
/** Superset's dataset name when the dataset behind a chart or form data is gone. */
export const MISSING_DATASET_NAME = '[Missing Dataset]';
export const REVERT_TO_CHART = 'Form data not found in cache, reverting to chart metadata.';
export const REVERT_TO_DATASET = 'Form data not found in cache, reverting to dataset metadata.';

const jsonObjectText = z.string().refine((text) => {
  try {
    const parsed: unknown = JSON.parse(text);
    return !!parsed && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}, 'Not a valid JSON object.');

const formDataBody = z.object({
  datasource_id: z.number().int(),
  datasource_type: z.enum(DATASOURCE_TYPES),
  chart_id: z.number().int().nullable().optional(),
  form_data: jsonObjectText,
});

/** ?tab_id= of the form_data calls: the browser tab's id (Superset's), a short token. */
const tabQuery = z.object({
  tab_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

const scopeOf = (req: FastifyRequest, user: Principal): RequestScope => ({ ctx: req.server.tessera, user, req });

/** The chart the user may read, or 404 'Chart not found'. */
async function readableChart(req: FastifyRequest, user: Principal, id: number): Promise<Row> {
  return loadRow(chartResource, scopeOf(req, user), id).catch(() => Promise.reject(notFound('Chart not found')));
}

/** Superset's check_access: the chart (when named) and the dataset exist and the user may read them. */
async function checkAccess(
  req: FastifyRequest,
  user: Principal,
  entry: Pick<FormDataEntry, 'datasource_id' | 'datasource_type' | 'chart_id'>,
): Promise<void> {
  if (entry.chart_id !== null) await readableChart(req, user, entry.chart_id);
  await datasourceRecord(req.server.tessera, user, { id: entry.datasource_id, type: entry.datasource_type });
}

const keyOf = (req: FastifyRequest): string => (req.params as { key: string }).key;

/** The entry behind the key, or 404; its owner alone may change it (403 for anyone else). */
async function ownEntry(req: FastifyRequest, user: Principal): Promise<FormDataEntry> {
  const entry = await readFormData(req.server.tessera, keyOf(req));
  if (!entry) throw notFound();
  if (entry.owner !== user.id) throw forbidden('The user does not have access to this form data');
  return entry;
}

/** The entry a POST or PUT writes: its body, its owner and the tab that wrote it. */
function entryOf(req: FastifyRequest, user: Principal): FormDataEntry {
  const body = parseBody(formDataBody, req.body ?? {});
  const { tab_id: tabId } = parseBody(tabQuery, req.query ?? {});
  return {
    owner: user.id,
    datasource_id: body.datasource_id,
    datasource_type: body.datasource_type,
    chart_id: body.chart_id ?? null,
    form_data: body.form_data,
    tab_id: tabId ?? null,
  };
}

function formDataRoutes(app: FastifyInstance): void {
  const ctx = app.tessera;
  app.post('/api/v1/explore/form_data', async (req, reply) => {
    const user = requirePermission(req, 'can_write', VIEW);
    const entry = entryOf(req, user);
    await checkAccess(req, user, entry);
    return reply.status(201).send({ key: await createFormData(ctx, entry) });
  });
  app.put('/api/v1/explore/form_data/:key', async (req) => {
    const user = requirePermission(req, 'can_write', VIEW);
    const entry = entryOf(req, user);
    const stored = await ownEntry(req, user);
    await checkAccess(req, user, entry);
    // Another browser tab writing to this key gets a key of its own, so each tab keeps its unsaved state (Superset's).
    if (entry.tab_id && entry.tab_id !== stored.tab_id) return { key: await createFormData(ctx, entry) };
    await updateFormData(ctx, keyOf(req), entry);
    return { key: keyOf(req) };
  });
  app.get('/api/v1/explore/form_data/:key', async (req) => {
    const user = requirePermission(req, 'can_read', VIEW);
    const entry = await readFormData(ctx, keyOf(req));
    if (!entry) throw notFound();
    await checkAccess(req, user, entry);
    return { form_data: entry.form_data };
  });
  app.delete('/api/v1/explore/form_data/:key', async (req) => {
    const user = requirePermission(req, 'can_write', VIEW);
    await ownEntry(req, user);
    await deleteFormData(ctx, keyOf(req));
    return { message: 'Deleted successfully' };
  });
}

const exploreQuery = z.object({
  form_data_key: z.string().max(64).optional(),
  permalink_key: z.string().max(64).optional(),
  slice_id: z.coerce.number().int().positive().optional(),
  datasource_id: z.coerce.number().int().positive().optional(),
  datasource_type: z.enum(DATASOURCE_TYPES).optional(),
});

const parseObject = (text: string): Row => {
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Row) : {};
};

/** The dataset JSON explore opens with; a deleted dataset gives Superset's placeholder, one the user may not read a 403. */
async function datasetOf(req: FastifyRequest, user: Principal, id: number | null, type: string | null): Promise<Row> {
  const placeholder = { type, name: MISSING_DATASET_NAME, columns: [], metrics: [], database: { id: 0, backend: '' } };
  if (id === null) return placeholder;
  try {
    const loaded = await datasourceRecord(req.server.tessera, user, { id, type: type ?? 'table' });
    const [payload] = await datasourcePayloads(req.server.tessera.store.db, [loaded.id]);
    return payload ?? placeholder;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return placeholder;
    throw err;
  }
}

/** GET /api/v1/explore/: what the explore page opens with, from a permalink, a form_data_key, a chart or a dataset. */
async function explore(req: FastifyRequest, user: Principal): Promise<Row> {
  const params = parseBody(exploreQuery, req.query ?? {});
  const ctx = req.server.tessera;
  let formData: Row | null = null;
  let message: string | null = null;
  let sliceId = params.slice_id ?? null;
  let datasourceId = params.datasource_id ?? null;
  let datasourceType: string | null = params.datasource_type ?? null;
  if (params.permalink_key !== undefined) {
    const value = await readPermalink(ctx, 'explore_permalink', params.permalink_key);
    if (!value) throw notFound();
    const state = (value.state ?? {}) as { formData?: Row; urlParams?: Array<[string, string]> | null };
    formData = { ...(state.formData ?? {}) };
    if (state.urlParams) formData.url_params = Object.fromEntries(state.urlParams);
    if (typeof value.chartId === 'number') sliceId = value.chartId;
  } else if (params.form_data_key !== undefined) {
    const entry = await readFormData(ctx, params.form_data_key);
    if (entry) {
      await checkAccess(req, user, entry);
      formData = parseObject(entry.form_data);
      sliceId = entry.chart_id ?? sliceId;
      datasourceId = entry.datasource_id;
      datasourceType = entry.datasource_type;
    } else message = sliceId !== null ? REVERT_TO_CHART : REVERT_TO_DATASET;
  }
  let slice: Row | null = null;
  if (sliceId !== null) {
    const row = await readableChart(req, user, sliceId);
    slice = await chartResource.show(row, scopeOf(req, user));
    // A kept form (form_data_key, permalink) says its own dataset: a chart swapped to another dataset reopens on it.
    if (formData === null) {
      formData = parseObject(typeof row.params === 'string' && row.params ? row.params : '{}');
      datasourceId = Number(row.datasource_id);
      datasourceType = String(row.datasource_type ?? 'table');
    }
  }
  formData ??= {};
  if (datasourceId === null) {
    const key = parseDatasourceKey(formData.datasource);
    if (key && typeof key.id === 'number') {
      datasourceId = key.id;
      datasourceType = key.type;
    }
  }
  const dataset = await datasetOf(req, user, datasourceId, datasourceType);
  if (datasourceId !== null) formData.datasource = `${datasourceId}__${datasourceType ?? 'table'}`;
  if (slice) formData.slice_id = slice.id;
  return { result: { dataset, form_data: formData, slice, message } };
}

/** Registers explore's form_data key-value and GET /api/v1/explore/. */
export async function exploreRoutes(app: FastifyInstance): Promise<void> {
  formDataRoutes(app);
  app.get('/api/v1/explore/', async (req) => explore(req, requirePermission(req, 'can_read', 'Explore')));
}
