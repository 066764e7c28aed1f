/**
 * The generic REST resource (Superset's ModelRestApi): list with rison q, get, create, update, delete, bulk
 * delete, _info, related, distinct and favourites, each checked against the resource's permissions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { now } from '../clock';
import { addFavorite } from '../domain/favorites';
import type { OwnersLink } from '../domain/owners';
import type { Actor, Query, Row } from '../domain/types';
import type { MetaTrx } from '../store/db';
import type { IdTable } from '../store/schema';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { requirePermission } from '../security/auth';
import { viewPermissions } from '../security/roles';
import { hasPermission, isAdmin } from '../security/principal';
import { decodeRison, listQuerySchema, parseRison, type ListFilter } from './rison';

export type { Query, Row };
export type Trx = MetaTrx;

/** The scope of one request: who acts, in which instance, and the request itself (for its log). */
export interface RequestScope extends Actor {
  req: FastifyRequest;
}

export interface RelatedSpec {
  /** Table whose rows are offered, with the value and text columns. */
  table: IdTable;
  value: string;
  text: (row: Row) => string;
  searchColumns: string[];
  extra?: (row: Row) => Record<string, unknown>;
  /** Narrows the offered rows to those the user may see (Superset's base_related_field_filters). */
  visible?: (q: Query, scope: RequestScope) => Query | Promise<Query>;
}

export interface ResourceSpec {
  /** URL segment after /api/v1/. */
  name: string;
  /** Noun in messages ("chart", "dashboard"), and its plural when it is not the noun plus "s". */
  noun: string;
  plural?: string;
  /** Called when one object is read by GET /{pk} (recent activity). */
  onView?: (row: Row, scope: RequestScope) => Promise<void>;
  table: IdTable;
  viewMenu: string;
  /** favstar class_name; favourites are off without it. */
  favClass?: string;
  owners?: OwnersLink;
  /** API sort names → SQL expressions on the base table. */
  orderColumns: Record<string, string>;
  defaultOrder: [string, 'asc' | 'desc'];
  /** API filter names → SQL columns, for the standard operators. */
  filterColumns: Record<string, string>;
  /** Custom operators (e.g. chart_all_text, chart_is_favorite) keyed by opr. */
  customFilters?: Record<string, (q: Query, value: unknown, scope: RequestScope, col: string) => Query>;
  /** Narrows what a user may see (dataset access, own saved queries). */
  visible?: (q: Query, scope: RequestScope) => Query | Promise<Query>;
  listItems: (rows: Row[], scope: RequestScope) => Promise<Row[]>;
  listColumns: string[];
  show: (row: Row, scope: RequestScope) => Promise<Row>;
  create?: (body: unknown, scope: RequestScope, trx: Trx) => Promise<number>;
  update?: (row: Row, body: unknown, scope: RequestScope, trx: Trx) => Promise<void>;
  beforeDelete?: (rows: Row[], scope: RequestScope, trx: Trx) => Promise<void>;
  /** Ownership rule for changes; admins always pass. Default: owners when the resource has owners. */
  canModify?: (row: Row, scope: RequestScope) => Promise<boolean>;
  forbiddenMessage: string;
  related?: Record<string, RelatedSpec>;
  distinct?: string[];
  /** Resolves a non-numeric key (a dashboard slug) to an id. */
  resolveKey?: (key: string, scope: RequestScope) => Promise<number | null>;
}

const idList = z.array(z.number().int());
const relatedQuery = z.object({
  filter: z.string().optional(),
  page: z.number().int().min(0).optional(),
  page_size: z.number().int().min(1).max(1000).optional(),
  include_ids: z.array(z.number().int()).optional(),
});

const like = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Applies one FAB-style filter operator (eq, neq, ct, sw, in, rel_m_m, ...) to a base-table column. */
export function applyStandardFilter(q: Query, spec: ResourceSpec, column: string, f: ListFilter): Query {
  const col = sql.ref(`${spec.table}.${column}`);
  const v = f.value;
  const text = typeof v === 'string' ? v : String(v ?? '');
  switch (f.opr) {
    case 'eq':
      return v === null ? q.where(col, 'is', null) : q.where(col, '=', typeof v === 'boolean' ? Number(v) : v);
    case 'neq':
      return v === null ? q.where(col, 'is not', null) : q.where(col, '!=', typeof v === 'boolean' ? Number(v) : v);
    case 'gt':
      return q.where(col, '>', v);
    case 'lt':
      return q.where(col, '<', v);
    case 'ge':
      return q.where(col, '>=', v);
    case 'le':
      return q.where(col, '<=', v);
    case 'ct':
      return q.where(sql`lower(${col})`, 'like', sql`lower(${like(text)}) escape '\\'`);
    case 'nct':
      return q.where(sql`lower(${col})`, 'not like', sql`lower(${like(text)}) escape '\\'`);
    case 'sw':
      return q.where(sql`lower(${col})`, 'like', `${text.toLowerCase()}%`);
    case 'nsw':
      return q.where(sql`lower(${col})`, 'not like', `${text.toLowerCase()}%`);
    case 'ew':
      return q.where(sql`lower(${col})`, 'like', `%${text.toLowerCase()}`);
    case 'new':
      return q.where(sql`lower(${col})`, 'not like', `%${text.toLowerCase()}`);
    case 'in':
      return Array.isArray(v) && v.length ? q.where(col, 'in', v) : q.where(sql.lit(false));
    case 'rel_o_m':
      return q.where(col, '=', v);
    case 'nrel_o_m':
      return q.where(col, '!=', v);
    default:
      throw badRequest('Bad request', {
        message: { filters: [`Filter operator ${f.opr} is not allowed on ${f.col}`] },
      });
  }
}

/** Filters on owners (rel_m_m on `owners`) go through the owners join table. */
function ownersFilter(q: Query, spec: ResourceSpec, f: ListFilter): Query {
  if (!spec.owners) throw badRequest(`Filter column owners is not allowed`);
  const { table, fk } = spec.owners;
  const ids = (Array.isArray(f.value) ? f.value : [f.value]).map(Number);
  const sub = sql<boolean>`(select 1 from ${sql.table(table)} o where o.${sql.ref(fk)} = ${sql.ref(`${spec.table}.id`)} and o.user_id in (${sql.join(ids)}))`;
  return f.opr === 'nrel_m_m' ? q.where(sql<boolean>`not exists ${sub}`) : q.where(sql<boolean>`exists ${sub}`);
}

/** The list query for a request: visibility, filters; ordering and paging are applied by the caller. */
export async function filteredQuery(spec: ResourceSpec, scope: RequestScope, filters: ListFilter[]): Promise<Query> {
  let q: Query = scope.ctx.store.db.selectFrom(spec.table);
  if (spec.visible) q = await spec.visible(q, scope);
  for (const f of filters) {
    const custom = spec.customFilters?.[f.opr];
    if (custom) q = custom(q, f.value, scope, f.col);
    else if (f.col === 'owners' && (f.opr === 'rel_m_m' || f.opr === 'nrel_m_m')) q = ownersFilter(q, spec, f);
    else {
      const column = spec.filterColumns[f.col];
      if (!column)
        throw badRequest('Bad request', { message: { filters: [`Filter column: ${f.col} not allowed to filter`] } });
      q = applyStandardFilter(q, spec, column, f);
    }
  }
  return q;
}

/** One visible row of a resource, or 404. */
export async function loadRow(spec: ResourceSpec, scope: RequestScope, id: number): Promise<Row> {
  let q: Query = scope.ctx.store.db.selectFrom(spec.table).selectAll(spec.table).where(`${spec.table}.id`, '=', id);
  if (spec.visible) q = await spec.visible(q, scope);
  const row = (await q.executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound();
  return row;
}

/** Admins, or owners when the resource has owners, may change an object. */
export async function defaultCanModify(spec: ResourceSpec, row: Row, scope: RequestScope): Promise<boolean> {
  if (isAdmin(scope.user)) return true;
  if (!spec.owners) return true;
  const owned = await scope.ctx.store.db
    .selectFrom(spec.owners.table)
    .select('user_id')
    .where(spec.owners.fk, '=', Number(row.id))
    .where('user_id', '=', scope.user.id)
    .executeTakeFirst();
  return !!owned;
}

/** The scope of a request that needs `perm` on the resource's view. */
export function scopeOf(req: FastifyRequest, spec: ResourceSpec, perm: string): RequestScope {
  return { ctx: req.server.tessera, user: requirePermission(req, perm, spec.viewMenu), req };
}

/** Registers the generic routes of one resource. */
export function registerResource(app: FastifyInstance, spec: ResourceSpec): void {
  const base = `/api/v1/${spec.name}`;
  const ctx = app.tessera;
  const scopeFor = (req: FastifyRequest, perm: 'can_read' | 'can_write' | 'can_export'): RequestScope => ({
    ctx,
    user: requirePermission(req, perm, spec.viewMenu),
    req,
  });
  const canModify = (row: Row, scope: RequestScope): Promise<boolean> =>
    spec.canModify ? spec.canModify(row, scope) : defaultCanModify(spec, row, scope);
  const idParam = async (req: FastifyRequest, scope: RequestScope): Promise<number> => {
    const raw = (req.params as { pk: string }).pk;
    const id = Number(raw);
    if (Number.isInteger(id) && /^\d+$/.test(raw)) return id;
    const resolved = spec.resolveKey ? await spec.resolveKey(raw, scope) : null;
    if (resolved === null) throw notFound();
    return resolved;
  };

  app.get(`${base}/_info`, async (req) => {
    const user = requirePermission(req, 'can_read', spec.viewMenu);
    const q = decodeRison((req.query as { q?: string }).q) as { keys?: string[] } | undefined;
    // Only the permissions the resource has (S5.06): no can_write on the query log, no embedded ones (none served).
    const perms = viewPermissions(spec.viewMenu).filter((p) => hasPermission(user, p, spec.viewMenu));
    const body: Row = { permissions: perms };
    const keys = q?.keys;
    if (!keys || keys.includes('filters')) {
      body.filters = Object.fromEntries(
        Object.keys(spec.filterColumns).map((c) => [
          c,
          [
            { name: 'Equal to', operator: 'eq' },
            { name: 'Contains', operator: 'ct' },
          ],
        ]),
      );
    }
    if (keys && !keys.includes('permissions')) delete body.permissions;
    return body;
  });

  app.get(`${base}/`, async (req, reply) => {
    const scope = scopeFor(req, 'can_read');
    const q = parseRison((req.query as { q?: string }).q, listQuerySchema);
    const filtered = await filteredQuery(spec, scope, q.filters ?? []);
    const countRow = await filtered.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    const count = Number(countRow?.n ?? 0);
    const [defCol, defDir] = spec.defaultOrder;
    const orderName = q.order_column ?? defCol;
    const orderExpr = spec.orderColumns[orderName];
    if (!orderExpr)
      throw badRequest('Bad request', { message: { order_column: [`Not a valid choice: ${orderName}`] } });
    const dir = q.order_direction ?? (q.order_column ? 'asc' : defDir);
    const pageSize = q.page_size === -1 ? count || 1 : (q.page_size ?? 25);
    const page = q.page ?? 0;
    const rows = (await filtered
      .selectAll(spec.table)
      .orderBy(sql.ref(orderExpr), dir)
      .orderBy(`${spec.table}.id`, 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute()) as Row[];
    const wanted = q.select_columns ?? q.columns;
    const items = (await readableItems(spec, rows, scope)).map(
      ([id, item]) => [id, wanted?.length ? pick(item, wanted) : item] as const,
    );
    // Each item is written on its own, so one that cannot be written (nested past the stack) is left out, not a 500.
    const written: [number, string][] = [];
    for (const [id, item] of items) {
      const text = writeJson(item);
      if (text === null)
        req.log.warn({ resource: spec.name, id }, 'a stored row could not be written as JSON; left out of the list');
      else written.push([id, text]);
    }
    const head = JSON.stringify({ count, ids: written.map(([id]) => id) });
    const tail = JSON.stringify({
      list_columns: spec.listColumns,
      order_columns: Object.keys(spec.orderColumns),
      label_columns: Object.fromEntries(spec.listColumns.map((c) => [c, labelOf(c)])),
      list_title: `List ${labelOf(spec.noun)}`,
    });
    const result = written.map(([, text]) => text).join(',');
    return reply
      .type('application/json; charset=utf-8')
      .send(`${head.slice(0, -1)},"result":[${result}],${tail.slice(1)}`);
  });

  app.get(`${base}/:pk`, async (req) => {
    const scope = scopeFor(req, 'can_read');
    const row = await loadRow(spec, scope, await idParam(req, scope));
    if (spec.onView) await spec.onView(row, scope);
    const result = await spec.show(row, scope);
    if (writeJson(result) === null)
      throw new ApiError(422, `This ${spec.noun} holds data nested too deeply to be read; an admin can delete it.`);
    return { id: Number(row.id), result };
  });

  if (spec.create) {
    const create = spec.create;
    app.post(`${base}/`, async (req, reply) => {
      const scope = scopeFor(req, 'can_write');
      const id = await ctx.store.db.transaction().execute((trx) => create(req.body ?? {}, scope, trx));
      const row = await loadRow(spec, scope, id);
      return reply.status(201).send({ id, result: await spec.show(row, scope) });
    });
  }

  if (spec.update) {
    const update = spec.update;
    app.put(`${base}/:pk`, async (req) => {
      const scope = scopeFor(req, 'can_write');
      const row = await loadRow(spec, scope, await idParam(req, scope));
      if (!(await canModify(row, scope))) throw forbidden(spec.forbiddenMessage);
      await ctx.store.db.transaction().execute((trx) => update(row, req.body ?? {}, scope, trx));
      const fresh = await loadRow(spec, scope, Number(row.id));
      return {
        id: Number(row.id),
        result: await spec.show(fresh, scope),
        last_modified_time: Date.parse(String(fresh.changed_on ?? now().toISOString())) / 1000,
      };
    });
  }

  const remove = async (rows: Row[], scope: RequestScope): Promise<void> => {
    for (const row of rows) if (!(await canModify(row, scope))) throw forbidden(spec.forbiddenMessage);
    await ctx.store.db.transaction().execute(async (trx) => {
      if (spec.beforeDelete) await spec.beforeDelete(rows, scope, trx);
      await trx
        .deleteFrom(spec.table)
        .where(
          'id',
          'in',
          rows.map((r) => Number(r.id)),
        )
        .execute();
      if (spec.favClass)
        await trx
          .deleteFrom('favstar')
          .where('class_name', '=', spec.favClass)
          .where(
            'obj_id',
            'in',
            rows.map((r) => Number(r.id)),
          )
          .execute();
    });
  };

  app.delete(`${base}/:pk`, async (req) => {
    const scope = scopeFor(req, 'can_write');
    const row = await loadRow(spec, scope, await idParam(req, scope));
    await remove([row], scope);
    return { message: 'OK' };
  });

  app.delete(`${base}/`, async (req) => {
    const scope = scopeFor(req, 'can_write');
    const parsed = idList.safeParse(decodeRison((req.query as { q?: string }).q));
    if (!parsed.success || !parsed.data.length)
      throw badRequest('Bad request', { message: { q: ['Provide a list of ids'] } });
    let q: Query = ctx.store.db
      .selectFrom(spec.table)
      .selectAll(spec.table)
      .where(`${spec.table}.id`, 'in', parsed.data);
    if (spec.visible) q = await spec.visible(q, scope);
    const rows = (await q.execute()) as Row[];
    if (rows.length !== new Set(parsed.data).size) throw notFound();
    await remove(rows, scope);
    const n = rows.length;
    return { message: `Deleted ${n} ${n === 1 ? spec.noun : (spec.plural ?? `${spec.noun}s`)}` };
  });

  for (const [column, rel] of Object.entries(spec.related ?? {})) {
    app.get(`${base}/related/${column}`, async (req) => {
      const scope = scopeFor(req, 'can_read');
      const q = parseRison((req.query as { q?: string }).q, relatedQuery);
      let query: Query = ctx.store.db.selectFrom(rel.table);
      if (rel.visible) query = await rel.visible(query, scope);
      if (q.filter) {
        const pattern = like(q.filter.toLowerCase());
        query = query.where((eb) =>
          eb.or(rel.searchColumns.map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', sql`${pattern} escape '\\'`))),
        );
      }
      const countRow = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      const pageSize = q.page_size ?? 25;
      const rows = (await query
        .selectAll()
        .orderBy(sql.ref(rel.value))
        .limit(pageSize)
        .offset((q.page ?? 0) * pageSize)
        .execute()) as Row[];
      return {
        count: Number(countRow?.n ?? 0),
        result: rows.map((r) => ({ value: r[rel.value], text: rel.text(r), extra: rel.extra ? rel.extra(r) : {} })),
      };
    });
  }

  for (const column of spec.distinct ?? []) {
    app.get(`${base}/distinct/${column}`, async (req) => {
      const scope = scopeFor(req, 'can_read');
      const q = parseRison((req.query as { q?: string }).q, relatedQuery);
      const ref = sql.ref(`${spec.table}.${column}`);
      let query = (await filteredQuery(spec, scope, [])).where(ref, 'is not', null);
      if (q.filter) query = query.where(sql`lower(${ref})`, 'like', sql`${like(q.filter.toLowerCase())} escape '\\'`);
      const rows = await query
        .select(sql<unknown>`${ref}`.as('v'))
        .distinct()
        .orderBy('v')
        .execute();
      const pageSize = q.page_size ?? 25;
      const page = rows.slice((q.page ?? 0) * pageSize, ((q.page ?? 0) + 1) * pageSize);
      return { count: rows.length, result: page.map((r) => ({ text: r.v, value: r.v })) };
    });
  }

  if (spec.favClass) registerFavorites(app, spec, scopeFor, loadRow);
}

function registerFavorites(
  app: FastifyInstance,
  spec: ResourceSpec,
  scopeFor: (req: FastifyRequest, perm: 'can_read') => RequestScope,
  load: (spec: ResourceSpec, scope: RequestScope, id: number) => Promise<Row>,
): void {
  const base = `/api/v1/${spec.name}`;
  const db = app.tessera.store.db;
  const favClass = spec.favClass ?? '';
  app.get(`${base}/favorite_status/`, async (req) => {
    const scope = scopeFor(req, 'can_read');
    const parsed = idList.safeParse(decodeRison((req.query as { q?: string }).q));
    if (!parsed.success) throw badRequest('Bad request', { message: { q: ['Provide a list of ids'] } });
    const favs = parsed.data.length
      ? await db
          .selectFrom('favstar')
          .select('obj_id')
          .where('user_id', '=', scope.user.id)
          .where('class_name', '=', favClass)
          .where('obj_id', 'in', parsed.data)
          .execute()
      : [];
    const set = new Set(favs.map((f) => Number(f.obj_id)));
    return { result: parsed.data.map((id) => ({ id, value: set.has(id) })) };
  });
  app.post(`${base}/:pk/favorites/`, async (req) => {
    const scope = scopeFor(req, 'can_read');
    const row = await load(spec, scope, Number((req.params as { pk: string }).pk));
    await addFavorite(app.tessera, scope.user.id, favClass, Number(row.id));
    return { result: 'OK' };
  });
  app.delete(`${base}/:pk/favorites/`, async (req) => {
    const scope = scopeFor(req, 'can_read');
    const row = await load(spec, scope, Number((req.params as { pk: string }).pk));
    await db
      .deleteFrom('favstar')
      .where('user_id', '=', scope.user.id)
      .where('class_name', '=', favClass)
      .where('obj_id', '=', Number(row.id))
      .execute();
    return { result: 'OK' };
  });
}

/** The list items of rows with their ids; when the batch fails, each row is rendered alone and the ones that fail are left out (and logged). */
async function readableItems(spec: ResourceSpec, rows: Row[], scope: RequestScope): Promise<[number, Row][]> {
  try {
    const items = await spec.listItems(rows, scope);
    return items.map((item, i) => [Number(rows[i]?.id), item]);
  } catch (batchError) {
    const out: [number, Row][] = [];
    for (const row of rows) {
      try {
        const [item] = await spec.listItems([row], scope);
        if (item) out.push([Number(row.id), item]);
      } catch (err) {
        scope.req.log.warn(
          { resource: spec.name, id: row.id, err },
          'a stored row could not be listed; left out of the list',
        );
      }
    }
    if (rows.length && !out.length) throw batchError;
    return out;
  }
}

/** The items that can be written as JSON; the others (a stored row nested past the stack) are left out and logged. */
export function writableItems(items: Row[], req: FastifyRequest, resource: string): Row[] {
  return items.filter((item) => {
    if (writeJson(item) !== null) return true;
    req.log.warn({ resource, id: item.id }, 'a stored row could not be written as JSON; left out of the list');
    return false;
  });
}

/** JSON text of a value, or null when it cannot be written (nesting that exhausts the stack, a cycle). */
function writeJson(value: unknown): string | null {
  try {
    return JSON.stringify(value);
  } catch {
    return null;
  }
}

/** Fields of an object picked by name, in the order asked. */
export function pick(item: Row, keys: string[]): Row {
  const out: Row = {};
  for (const k of keys) if (k in item) out[k] = item[k];
  return out;
}

const labelOf = (c: string): string => c.replace(/_/g, ' ').replace(/\b\w/g, (m) => m.toUpperCase());

/** Throws the spec's 422-style error when a zod parse fails. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.length ? issue.path.join('.') : '_schema';
      const missing = issue.code === 'invalid_type' && issue.input === undefined;
      const unknownKey = issue.code === 'unrecognized_keys';
      if (unknownKey) for (const k of issue.keys) (fields[k] ??= []).push('Unknown field.');
      else (fields[key] ??= []).push(missing ? 'Missing data for required field.' : issue.message);
    }
    throw new ApiError(400, 'Bad request', { message: fields });
  }
  return parsed.data;
}
