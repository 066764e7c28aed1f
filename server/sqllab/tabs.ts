/**
 * SQL Lab's query tabs, kept per user (Superset's TabStateView and TableSchemaView form posts): create, read,
 * change, close, activate and reorder (Tessera's `position`), and the tables opened in a tab. A tab is its user's
 * own: another user's id answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Row } from '../api/resource';
import { parseBody } from '../api/resource';
import { now } from '../clock';
import type { AppContext } from '../context';
import { bool, parseJsonText } from '../domain/audit';
import { badRequest, notFound } from '../http/errors';
import type { Principal } from '../security/principal';
import type { ColumnValues } from '../store/schema';
import { requireSqlLab } from './access';
import { queryRecord } from './execute';

const TAB_MISSING = 'The query tab was not found.';

/** A form field holding JSON (as Superset's client encodes every field), or the value as it came in a JSON body. */
function jsonField(value: unknown, field: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest('Bad request', { message: { [field]: ['Not valid JSON.'] } });
  }
}

const text = (max: number) => z.string().max(max).nullish();
const id = z.coerce.number().int().positive().nullish();

/** The queryEditor of a new tab (Superset's client names). */
const queryEditorSchema = z.object({
  title: text(256),
  name: text(256),
  dbId: id,
  schema: text(256),
  catalog: text(256),
  sql: z.string().nullish(),
  queryLimit: z.coerce.number().int().positive().nullish(),
  autorun: z.boolean().nullish(),
  templateParams: z.string().nullish(),
  hideLeftBar: z.boolean().nullish(),
});

/** The fields a PUT may change. */
const tabUpdateSchema = z.strictObject({
  label: text(256),
  sql: z.string().nullish(),
  database_id: id,
  dbId: id,
  schema: text(256),
  catalog: text(256),
  query_limit: z.coerce.number().int().positive().nullish(),
  latest_query_id: z.union([z.string().max(11), z.number()]).nullish(),
  autorun: z.boolean().nullish(),
  template_params: z.string().nullish(),
  hide_left_bar: z.boolean().nullish(),
  saved_query_id: id,
  extra_json: z.string().nullish(),
  position: z.coerce.number().int().min(0).max(1_000_000).nullish(),
});

const tableSchemaSchema = z.object({
  dbId: z.coerce.number().int().positive(),
  queryEditorId: z.coerce.number().int().positive(),
  schema: text(256),
  catalog: text(256),
  name: z.string().min(1).max(256),
  description: z.unknown().optional(),
  expanded: z.boolean().nullish(),
});

/** A user's tab row, or 404. */
async function ownTab(ctx: AppContext, user: Principal, tabId: number): Promise<Row> {
  const row = (await ctx.store.db
    .selectFrom('tab_state')
    .selectAll()
    .where('id', '=', tabId)
    .where('user_id', '=', user.id)
    .executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound(TAB_MISSING);
  return row;
}

const tabIdOf = (req: FastifyRequest): number => {
  const n = Number((req.params as { id: string }).id);
  if (!Number.isInteger(n) || n <= 0) throw notFound(TAB_MISSING);
  return n;
};

/** A tab as Superset's TabState.to_dict() answers it, with Tessera's position. */
export async function tabDict(ctx: AppContext, user: Principal, tab: Row): Promise<Row> {
  const tables = await ctx.store.db
    .selectFrom('table_schema')
    .selectAll()
    .where('tab_state_id', '=', Number(tab.id))
    .orderBy('id')
    .execute();
  const latest = tab.latest_query_id
    ? await queryRecord(ctx, Number(tab.latest_query_id), user).catch(() => null)
    : null;
  return {
    id: Number(tab.id),
    user_id: Number(tab.user_id),
    label: tab.label ?? null,
    active: bool(tab.active),
    database_id: tab.database_id ?? null,
    schema: tab.schema ?? null,
    catalog: tab.catalog ?? null,
    table_schemas: tables.map(tableSchemaDict),
    sql: tab.sql ?? null,
    query_limit: tab.query_limit ?? null,
    latest_query: latest,
    autorun: bool(tab.autorun),
    template_params: tab.template_params ?? null,
    hide_left_bar: bool(tab.hide_left_bar),
    saved_query: tab.saved_query_id ? { id: Number(tab.saved_query_id) } : null,
    extra_json: parseJsonText<Row>(tab.extra_json, {}),
    position: Number(tab.position ?? 0),
  };
}

function tableSchemaDict(r: Row): Row {
  return {
    id: Number(r.id),
    tab_state_id: Number(r.tab_state_id),
    database_id: Number(r.database_id),
    schema: r.schema ?? null,
    catalog: r.catalog ?? null,
    table: r.table,
    description: parseJsonText<unknown>(r.description, null),
    expanded: bool(r.expanded),
  };
}

/** Makes one of the user's tabs the active one (none when `tabId` is null). */
async function activate(ctx: AppContext, user: Principal, tabId: number | null): Promise<void> {
  await ctx.store.db.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', user.id).execute();
  if (tabId !== null)
    await ctx.store.db
      .updateTable('tab_state')
      .set({ active: 1 })
      .where('id', '=', tabId)
      .where('user_id', '=', user.id)
      .execute();
}

/** The client id of a query of the user's (latest_query_id is a client id in Superset's client) as its row id. */
async function ownQueryId(ctx: AppContext, user: Principal, value: string | number): Promise<number> {
  const row = await ctx.store.db
    .selectFrom('query')
    .select('id')
    .where(typeof value === 'number' ? 'id' : 'client_id', '=', value)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw badRequest('Bad request', { message: { latest_query_id: ['No such query of yours.'] } });
  return Number(row.id);
}

async function tabChanges(
  ctx: AppContext,
  user: Principal,
  body: Record<string, unknown>,
): Promise<ColumnValues<'tab_state'>> {
  const decoded = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, jsonField(v, k)]));
  const f = parseBody(tabUpdateSchema, decoded);
  const set: ColumnValues<'tab_state'> = { changed_on: now().toISOString() };
  if (f.label !== undefined) set.label = f.label;
  if (f.sql !== undefined) set.sql = f.sql;
  const dbId = f.database_id ?? f.dbId;
  if (dbId !== undefined) set.database_id = dbId;
  if (f.schema !== undefined) set.schema = f.schema;
  if (f.catalog !== undefined) set.catalog = f.catalog;
  if (f.query_limit !== undefined) set.query_limit = f.query_limit;
  if (f.latest_query_id !== undefined)
    set.latest_query_id = f.latest_query_id === null ? null : await ownQueryId(ctx, user, f.latest_query_id);
  if (f.autorun !== undefined && f.autorun !== null) set.autorun = f.autorun ? 1 : 0;
  if (f.template_params !== undefined) set.template_params = f.template_params;
  if (f.hide_left_bar !== undefined && f.hide_left_bar !== null) set.hide_left_bar = f.hide_left_bar ? 1 : 0;
  if (f.saved_query_id !== undefined) set.saved_query_id = f.saved_query_id;
  if (f.extra_json !== undefined) set.extra_json = f.extra_json;
  if (f.position !== undefined && f.position !== null) set.position = f.position;
  return set;
}

/** Registers the tab state and table schema routes. */
export function tabRoutes(app: FastifyInstance): void {
  app.post('/tabstateview/', async (req) => {
    const user = requireSqlLab(req);
    const ctx = req.server.tessera;
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const editor = parseBody(queryEditorSchema, jsonField(raw.queryEditor ?? '{}', 'queryEditor') ?? {});
    const last = await ctx.store.db
      .selectFrom('tab_state')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const ts = now().toISOString();
    const inserted = await ctx.store.db
      .insertInto('tab_state')
      .values({
        user_id: user.id,
        label: editor.title ?? editor.name ?? 'Untitled Query',
        active: 0,
        database_id: editor.dbId ?? null,
        schema: editor.schema ?? null,
        catalog: editor.catalog ?? null,
        sql: editor.sql ?? 'SELECT ...',
        query_limit: editor.queryLimit ?? null,
        autorun: editor.autorun ? 1 : 0,
        template_params: editor.templateParams ?? null,
        hide_left_bar: editor.hideLeftBar ? 1 : 0,
        position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
        created_on: ts,
        changed_on: ts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await activate(ctx, user, Number(inserted.id));
    return { id: Number(inserted.id) };
  });

  app.get('/tabstateview/:id', async (req) => {
    const user = requireSqlLab(req);
    const ctx = req.server.tessera;
    return tabDict(ctx, user, await ownTab(ctx, user, tabIdOf(req)));
  });

  app.put('/tabstateview/:id', async (req) => {
    const user = requireSqlLab(req);
    const ctx = req.server.tessera;
    const tab = await ownTab(ctx, user, tabIdOf(req));
    const set = await tabChanges(ctx, user, (req.body ?? {}) as Record<string, unknown>);
    await ctx.store.db.updateTable('tab_state').set(set).where('id', '=', Number(tab.id)).execute();
    return { id: Number(tab.id) };
  });

  app.delete('/tabstateview/:id', async (req) => {
    const user = requireSqlLab(req);
    const ctx = req.server.tessera;
    const tab = await ownTab(ctx, user, tabIdOf(req));
    await ctx.store.db.deleteFrom('tab_state').where('id', '=', Number(tab.id)).execute();
    if (bool(tab.active)) {
      const next = await ctx.store.db
        .selectFrom('tab_state')
        .select('id')
        .where('user_id', '=', user.id)
        .orderBy('position')
        .orderBy('id')
        .executeTakeFirst();
      await activate(ctx, user, next ? Number(next.id) : null);
    }
    return { message: 'OK' };
  });

  app.post('/tabstateview/:id/activate', async (req) => {
    const user = requireSqlLab(req);
    const ctx = req.server.tessera;
    const tab = await ownTab(ctx, user, tabIdOf(req));
    await activate(ctx, user, Number(tab.id));
    return { message: 'OK' };
  });

  app.post('/tableschemaview/', async (req) => {
    const user = requireSqlLab(req);
    const ctx = req.server.tessera;
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const table = parseBody(tableSchemaSchema, jsonField(raw.table ?? '{}', 'table') ?? {});
    await ownTab(ctx, user, table.queryEditorId);
    const ts = now().toISOString();
    const inserted = await ctx.store.db
      .insertInto('table_schema')
      .values({
        tab_state_id: table.queryEditorId,
        database_id: table.dbId,
        schema: table.schema ?? null,
        catalog: table.catalog ?? null,
        table: table.name,
        description: table.description === undefined ? null : JSON.stringify(table.description),
        expanded: table.expanded === false ? 0 : 1,
        created_on: ts,
        changed_on: ts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(inserted.id) };
  });

  /** A table of one of the user's tabs, or 404. */
  const ownTable = async (req: FastifyRequest): Promise<{ ctx: AppContext; tableId: number }> => {
    const user = requireSqlLab(req);
    const ctx = req.server.tessera;
    const tableId = Number((req.params as { id: string }).id);
    const row = Number.isInteger(tableId)
      ? await ctx.store.db
          .selectFrom('table_schema')
          .innerJoin('tab_state', 'tab_state.id', 'table_schema.tab_state_id')
          .select('table_schema.id')
          .where('table_schema.id', '=', tableId)
          .where('tab_state.user_id', '=', user.id)
          .executeTakeFirst()
      : undefined;
    if (!row) throw notFound('The table was not found.');
    return { ctx, tableId };
  };

  app.delete('/tableschemaview/:id', async (req) => {
    const { ctx, tableId } = await ownTable(req);
    await ctx.store.db.deleteFrom('table_schema').where('id', '=', tableId).execute();
    return { message: 'OK' };
  });

  app.post('/tableschemaview/:id/expanded', async (req) => {
    const { ctx, tableId } = await ownTable(req);
    const expanded = jsonField(((req.body ?? {}) as Record<string, unknown>).expanded, 'expanded');
    await ctx.store.db
      .updateTable('table_schema')
      .set({ expanded: expanded === false ? 0 : 1 })
      .where('id', '=', tableId)
      .execute();
    return { id: tableId };
  });
}
