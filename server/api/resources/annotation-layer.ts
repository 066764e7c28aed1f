/** Annotation layers and their annotations: Superset's AnnotationLayerRestApi and AnnotationRestApi. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { ApiError, badRequest, notFound, unprocessable } from '../../http/errors';
import { requirePermission } from '../../security/auth';
import type { Principal } from '../../security/principal';
import type { ColumnValues } from '../../store/schema';
import { peopleById } from '../../domain/owners';
import { required } from '../../domain/values';
import {
  applyStandardFilter,
  parseBody,
  pick,
  type Query,
  registerResource,
  type RequestScope,
  type ResourceSpec,
  type Row,
  type Trx,
} from '../resource';
import { decodeRison, listQuerySchema, parseRison } from '../rison';
import { auditFields, changedStamp, createdStamp, parseJsonText } from '../../domain/audit';
import { readOnly, textSearch, userRelated } from './common';

const VIEW = 'Annotation';

const layerFields = {
  name: z.string().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.'),
  descr: z.string().nullable().optional(),
};
/** Fields this resource answers but does not take: accepted and ignored, so a GET body can be sent back. */
const AUDIT_KEYS = [
  'changed_on',
  'changed_on_utc',
  'changed_on_delta_humanized',
  'created_on',
  'created_on_delta_humanized',
  'changed_by',
  'changed_by_name',
  'created_by',
];
const layerCreate = z.strictObject(layerFields);
const layerUpdate = z.strictObject({
  ...readOnly(['id', ...AUDIT_KEYS]),
  ...layerFields,
  name: layerFields.name.optional(),
});

async function checkLayerName(trx: Trx, name: string, exceptId: number | null): Promise<void> {
  let q = trx.selectFrom('annotation_layer').select('id').where('name', '=', name);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw unprocessable({ name: ['Name must be unique'] });
}

async function renderLayers(rows: Row[], scope: RequestScope): Promise<Row[]> {
  const people = await peopleById(
    scope.ctx.store.db,
    rows.flatMap((r) => [r.changed_by_fk as number, r.created_by_fk as number]),
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, descr: r.descr ?? null, ...auditFields(r, people) }));
}

/** A date-time as stored and answered: naive UTC `YYYY-MM-DDTHH:MM:SS`, or null when unreadable. */
export function naiveUtc(text: string): string | null {
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}${/T|\s\d/.test(text) ? '' : 'T00:00:00'}Z`;
  const ms = Date.parse(withZone.replace(' ', 'T'));
  if (Number.isNaN(ms)) return null;
  return new Date(ms).toISOString().slice(0, 19);
}

const dateTime = z.string().refine((s) => naiveUtc(s) !== null, 'Not a valid datetime.');
const jsonText = z
  .string()
  .nullable()
  .optional()
  .refine((s) => !s || parseJsonText<unknown>(s, undefined) !== undefined, 'JSON not valid');
const annotationFields = {
  short_descr: z.string().min(1, 'Length must be between 1 and 500.').max(500, 'Length must be between 1 and 500.'),
  long_descr: z.string().nullable().optional(),
  start_dttm: dateTime,
  end_dttm: dateTime,
  json_metadata: jsonText,
};
const annotationCreate = z.strictObject(annotationFields);
const annotationUpdate = z.strictObject({
  ...readOnly(['id', 'layer', ...AUDIT_KEYS]),
  short_descr: annotationFields.short_descr.optional(),
  long_descr: annotationFields.long_descr,
  start_dttm: dateTime.optional(),
  end_dttm: dateTime.optional(),
  json_metadata: jsonText,
});
type AnnotationBody = z.infer<typeof annotationUpdate>;

async function writeAnnotation(
  trx: Trx,
  layerId: number,
  existing: Row | null,
  data: AnnotationBody,
  user: Principal,
): Promise<number> {
  const start =
    data.start_dttm !== undefined ? naiveUtc(data.start_dttm) : ((existing?.start_dttm as string | undefined) ?? null);
  const end =
    data.end_dttm !== undefined ? naiveUtc(data.end_dttm) : ((existing?.end_dttm as string | undefined) ?? null);
  const errors: Record<string, string[]> = {};
  if (start && end && end < start) errors.start_dttm = ['End date must be after start date'];
  if (data.short_descr !== undefined) {
    let q = trx
      .selectFrom('annotation')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('short_descr', '=', data.short_descr);
    if (existing) q = q.where('id', '!=', Number(existing.id));
    if (await q.executeTakeFirst()) errors.short_descr = ['Short description must be unique for this layer'];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  const values: ColumnValues<'annotation'> = {
    start_dttm: required(start, 'start_dttm'),
    end_dttm: required(end, 'end_dttm'),
  };
  if (data.short_descr !== undefined) values.short_descr = data.short_descr;
  if (data.long_descr !== undefined) values.long_descr = data.long_descr;
  if (data.json_metadata !== undefined) values.json_metadata = data.json_metadata;
  if (!existing) {
    const row = await trx
      .insertInto('annotation')
      .values({
        ...createdStamp(user.id, randomUUID()),
        layer_id: layerId,
        ...values,
        short_descr: required(data.short_descr, 'short_descr'),
        start_dttm: required(start, 'start_dttm'),
        end_dttm: required(end, 'end_dttm'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  await trx
    .updateTable('annotation')
    .set({ ...values, ...changedStamp(user.id) })
    .where('id', '=', Number(existing.id))
    .execute();
  return Number(existing.id);
}

async function renderAnnotations(db: RequestScope['ctx']['store']['db'], rows: Row[], layer: Row): Promise<Row[]> {
  const people = await peopleById(
    db,
    rows.flatMap((r) => [r.changed_by_fk as number, r.created_by_fk as number]),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    short_descr: r.short_descr,
    long_descr: r.long_descr ?? null,
    start_dttm: r.start_dttm,
    end_dttm: r.end_dttm,
    json_metadata: r.json_metadata ?? null,
    layer: { id: Number(layer.id), name: layer.name },
    ...auditFields(r, people),
  }));
}

const ANNOTATION_ORDER: Record<string, string> = {
  short_descr: 'annotation.short_descr',
  'created_by.first_name': 'annotation.created_by_fk',
  'changed_by.first_name': 'annotation.changed_by_fk',
  changed_on_delta_humanized: 'annotation.changed_on',
  changed_on: 'annotation.changed_on',
  start_dttm: 'annotation.start_dttm',
  end_dttm: 'annotation.end_dttm',
  id: 'annotation.id',
};
const ANNOTATION_FILTERS: Record<string, string> = {
  short_descr: 'short_descr',
  long_descr: 'long_descr',
  start_dttm: 'start_dttm',
  end_dttm: 'end_dttm',
  created_by: 'created_by_fk',
  id: 'id',
};
const annotationSpec = { table: 'annotation' } as ResourceSpec;
const annotationText = textSearch(['annotation.short_descr', 'annotation.long_descr']);
const ANNOTATION_LIST_COLUMNS = [
  'id',
  'short_descr',
  'long_descr',
  'start_dttm',
  'end_dttm',
  'json_metadata',
  'changed_on_delta_humanized',
  'created_by',
  'changed_by',
];

function annotationRoutes(app: FastifyInstance): void {
  const db = app.tessera.store.db;
  const base = '/api/v1/annotation_layer/:pk/annotation';
  const layerOf = async (
    req: FastifyRequest,
    perm: 'can_read' | 'can_write',
  ): Promise<{ user: Principal; layer: Row }> => {
    const user = requirePermission(req, perm, VIEW);
    const raw = (req.params as { pk: string }).pk;
    const layer = /^\d+$/.test(raw)
      ? ((await db.selectFrom('annotation_layer').selectAll().where('id', '=', Number(raw)).executeTakeFirst()) as
          Row | undefined)
      : undefined;
    if (!layer) throw notFound();
    return { user, layer };
  };
  const annotationOf = async (req: FastifyRequest, layer: Row): Promise<Row> => {
    const raw = (req.params as { annotationId: string }).annotationId;
    const row = /^\d+$/.test(raw)
      ? ((await db
          .selectFrom('annotation')
          .selectAll()
          .where('id', '=', Number(raw))
          .where('layer_id', '=', Number(layer.id))
          .executeTakeFirst()) as Row | undefined)
      : undefined;
    if (!row) throw notFound();
    return row;
  };

  app.get(`${base}/`, async (req) => {
    const { layer } = await layerOf(req, 'can_read');
    const q = parseRison((req.query as { q?: string }).q, listQuerySchema);
    let query: Query = db.selectFrom('annotation').where('annotation.layer_id', '=', Number(layer.id));
    for (const f of q.filters ?? []) {
      if (f.opr === 'annotation_all_text') query = annotationText(query, f.value);
      else {
        const column = ANNOTATION_FILTERS[f.col];
        if (!column)
          throw badRequest('Bad request', { message: { filters: [`Filter column: ${f.col} not allowed to filter`] } });
        query = applyStandardFilter(query, annotationSpec, column, f);
      }
    }
    const countRow = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    const count = Number(countRow?.n ?? 0);
    const orderName = q.order_column ?? 'changed_on_delta_humanized';
    const orderExpr = ANNOTATION_ORDER[orderName];
    if (!orderExpr)
      throw badRequest('Bad request', { message: { order_column: [`Not a valid choice: ${orderName}`] } });
    const pageSize = q.page_size === -1 ? count || 1 : (q.page_size ?? 25);
    const rows = (await query
      .selectAll('annotation')
      .orderBy(sql.ref(orderExpr), q.order_direction ?? (q.order_column ? 'asc' : 'desc'))
      .orderBy('annotation.id', 'desc')
      .limit(pageSize)
      .offset((q.page ?? 0) * pageSize)
      .execute()) as Row[];
    let items = await renderAnnotations(db, rows, layer);
    const wanted = q.select_columns ?? q.columns;
    if (wanted?.length) items = items.map((it) => pick(it, wanted));
    return {
      count,
      ids: rows.map((r) => Number(r.id)),
      result: items,
      list_columns: ANNOTATION_LIST_COLUMNS,
      order_columns: Object.keys(ANNOTATION_ORDER),
    };
  });

  app.get(`${base}/:annotationId`, async (req) => {
    const { layer } = await layerOf(req, 'can_read');
    const row = await annotationOf(req, layer);
    return { id: Number(row.id), result: (await renderAnnotations(db, [row], layer))[0] };
  });

  app.post(`${base}/`, async (req, reply) => {
    const { user, layer } = await layerOf(req, 'can_write');
    const data = parseBody(annotationCreate, req.body ?? {});
    const id = await db.transaction().execute((trx) => writeAnnotation(trx, Number(layer.id), null, data, user));
    const row = (await db.selectFrom('annotation').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Row;
    return reply.status(201).send({ id, result: (await renderAnnotations(db, [row], layer))[0] });
  });

  app.put(`${base}/:annotationId`, async (req) => {
    const { user, layer } = await layerOf(req, 'can_write');
    const existing = await annotationOf(req, layer);
    const data = parseBody(annotationUpdate, req.body ?? {});
    await db.transaction().execute((trx) => writeAnnotation(trx, Number(layer.id), existing, data, user));
    const row = (await db
      .selectFrom('annotation')
      .selectAll()
      .where('id', '=', Number(existing.id))
      .executeTakeFirstOrThrow()) as Row;
    return { id: Number(row.id), result: (await renderAnnotations(db, [row], layer))[0] };
  });

  app.delete(`${base}/:annotationId`, async (req) => {
    const { layer } = await layerOf(req, 'can_write');
    const row = await annotationOf(req, layer);
    await db.deleteFrom('annotation').where('id', '=', Number(row.id)).execute();
    return { message: 'OK' };
  });

  app.delete(`${base}/`, async (req) => {
    const { layer } = await layerOf(req, 'can_write');
    const ids = z
      .array(z.number().int())
      .min(1)
      .safeParse(decodeRison((req.query as { q?: string }).q));
    if (!ids.success) throw badRequest('Bad request', { message: { q: ['Provide a list of ids'] } });
    const found = await db
      .selectFrom('annotation')
      .select('id')
      .where('layer_id', '=', Number(layer.id))
      .where('id', 'in', ids.data)
      .execute();
    if (found.length !== new Set(ids.data).size) throw notFound();
    await db.deleteFrom('annotation').where('id', 'in', ids.data).execute();
    const n = found.length;
    return { message: `Deleted ${n} annotation${n === 1 ? '' : 's'}` };
  });
}

export const annotationLayerResource: ResourceSpec = {
  name: 'annotation_layer',
  noun: 'annotation layer',
  table: 'annotation_layer',
  viewMenu: VIEW,
  orderColumns: {
    name: 'annotation_layer.name',
    descr: 'annotation_layer.descr',
    'created_by.first_name': 'annotation_layer.created_by_fk',
    'changed_by.first_name': 'annotation_layer.changed_by_fk',
    changed_on: 'annotation_layer.changed_on',
    changed_on_delta_humanized: 'annotation_layer.changed_on',
    created_on: 'annotation_layer.created_on',
    id: 'annotation_layer.id',
  },
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  filterColumns: { id: 'id', name: 'name', descr: 'descr', created_by: 'created_by_fk', changed_by: 'changed_by_fk' },
  customFilters: { annotation_layer_all_text: textSearch(['annotation_layer.name', 'annotation_layer.descr']) },
  listColumns: [
    'id',
    'name',
    'descr',
    'created_by',
    'changed_by',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on',
  ],
  listItems: renderLayers,
  show: async (row, scope) => (await renderLayers([row], scope))[0] ?? {},
  create: async (body, scope, trx) => {
    const data = parseBody(layerCreate, body);
    await checkLayerName(trx, data.name, null);
    const row = await trx
      .insertInto('annotation_layer')
      .values({ ...createdStamp(scope.user.id, randomUUID()), name: data.name, descr: data.descr ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },
  update: async (row, body, scope, trx) => {
    const data = parseBody(layerUpdate, body);
    if (data.name !== undefined) await checkLayerName(trx, data.name, Number(row.id));
    const values: ColumnValues<'annotation_layer'> = { ...changedStamp(scope.user.id) };
    if (data.name !== undefined) values.name = data.name;
    if (data.descr !== undefined) values.descr = data.descr;
    await trx.updateTable('annotation_layer').set(values).where('id', '=', Number(row.id)).execute();
  },
  beforeDelete: async (rows, _scope, trx) => {
    const used = await trx
      .selectFrom('annotation')
      .select('id')
      .where(
        'layer_id',
        'in',
        rows.map((r) => Number(r.id)),
      )
      .executeTakeFirst();
    if (used) throw new ApiError(422, 'Annotation layer has associated annotations.');
  },
  forbiddenMessage: 'Changing this annotation layer is forbidden',
  related: { created_by: userRelated, changed_by: userRelated },
  distinct: ['name'],
};

/** Registers the annotation layer routes: its generic resource routes and the ones beside them. */
export async function annotationLayerRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, annotationLayerResource);
  annotationRoutes(app);
}
