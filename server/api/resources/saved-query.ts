/** The saved query resource: Superset's SavedQueryRestApi, where every user sees only their own queries. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import parserModule from 'node-sql-parser/build/postgresql.js';
import { z } from 'zod';
import { naturalTime } from '../../http/humanize';
import { unprocessable } from '../../http/errors';
import { now } from '../../clock';
import type { MetaDb } from '../../store/db';
import type { ColumnValues } from '../../store/schema';
import { copyGiven } from '../../domain/values';
import { peopleById } from '../../domain/owners';
import {
  parseBody,
  type Query,
  registerResource,
  type RequestScope,
  type ResourceSpec,
  type Row,
  type Trx,
} from '../resource';
import { auditFields, changedStamp, createdStamp, parseJsonText } from '../../domain/audit';
import { favoriteFilter, readOnly, textSearch, userRelated } from './common';

const parser = new parserModule.Parser();

const fields = {
  db_id: z.number().int(),
  label: z.string().max(256, 'Length must be between 0 and 256.').nullable().optional(),
  description: z.string().nullable().optional(),
  catalog: z.string().max(256).nullable().optional(),
  schema: z.string().max(128, 'Length must be between 0 and 128.').nullable().optional(),
  sql: z.string().nullable().optional(),
  template_parameters: z.string().nullable().optional(),
  extra_json: z.string().nullable().optional(),
};
/** Fields this resource answers but does not take: accepted and ignored, so a GET body can be sent back. */
const createSchema = z.strictObject(fields);
const updateSchema = z.strictObject({
  ...readOnly([
    'id',
    'sql_tables',
    'database',
    'extra',
    'last_run',
    'last_run_delta_humanized',
    'rows',
    'tags',
    'uuid',
    'changed_on',
    'changed_on_utc',
    'changed_on_delta_humanized',
    'created_on',
    'created_on_delta_humanized',
    'changed_by',
    'changed_by_name',
    'created_by',
  ]),
  ...fields,
  db_id: fields.db_id.optional(),
});

/** Tables a statement reads, as Superset's `sql_tables`: [{catalog, schema, table}]. */
export function sqlTables(sql: unknown): Row[] {
  if (typeof sql !== 'string' || !sql.trim()) return [];
  try {
    const list = parser.tableList(sql, { database: 'PostgresQL' });
    const seen = new Set<string>();
    const out: Row[] = [];
    for (const entry of list) {
      const [, schema, table] = entry.split('::');
      const key = `${schema ?? ''}.${table ?? ''}`;
      if (!table || seen.has(key)) continue;
      seen.add(key);
      out.push({ catalog: null, schema: schema && schema !== 'null' ? schema : null, table });
    }
    return out;
  } catch {
    return [];
  }
}

function checkJson(field: string, text: string | null | undefined): void {
  if (text && parseJsonText<unknown>(text, undefined) === undefined)
    throw unprocessable({ [field]: ['Not a valid JSON.'] });
}

async function checkDatabase(trx: Trx, id: number): Promise<{ id: number; database_name: string }> {
  const row = await trx.selectFrom('dbs').select(['id', 'database_name']).where('id', '=', id).executeTakeFirst();
  if (!row) throw unprocessable({ db_id: ['Database does not exist'] });
  return { id: Number(row.id), database_name: String(row.database_name) };
}

async function databasesById(db: MetaDb, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids.filter((i) => Number.isFinite(i)))];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('dbs').select(['id', 'database_name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.database_name)]));
}

async function renderSavedQueries(rows: Row[], scope: RequestScope): Promise<Row[]> {
  const db = scope.ctx.store.db;
  const [people, dbs] = await Promise.all([
    peopleById(
      db,
      rows.flatMap((r) => [r.changed_by_fk as number, r.created_by_fk as number]),
    ),
    databasesById(
      db,
      rows.map((r) => Number(r.db_id)),
    ),
  ]);
  const at = now();
  return rows.map((r) => {
    const dbId = r.db_id === null || r.db_id === undefined ? null : Number(r.db_id);
    return {
      id: Number(r.id),
      label: r.label ?? null,
      description: r.description ?? null,
      sql: r.sql ?? null,
      sql_tables: sqlTables(r.sql),
      catalog: r.catalog ?? null,
      schema: r.schema ?? null,
      db_id: dbId,
      database: dbId === null ? null : { id: dbId, database_name: dbs.get(dbId) ?? null },
      template_parameters: r.template_parameters ?? null,
      extra_json: r.extra_json ?? null,
      extra: parseJsonText<Row>(r.extra_json, {}),
      last_run: r.last_run ?? null,
      last_run_delta_humanized: naturalTime(r.last_run as string | null, at),
      rows: r.rows ?? null,
      tags: [],
      uuid: r.uuid ?? null,
      ...auditFields(r, people),
    };
  });
}

/** SavedQueryFilter: a user's own saved queries only, admins included. */
export const ownQueries = (q: Query, scope: RequestScope): Query => q.where('saved_query.user_id', '=', scope.user.id);

async function writeSavedQuery(
  trx: Trx,
  id: number | null,
  data: z.infer<typeof updateSchema>,
  scope: RequestScope,
): Promise<number> {
  checkJson('template_parameters', data.template_parameters);
  checkJson('extra_json', data.extra_json);
  if (data.db_id !== undefined) await checkDatabase(trx, data.db_id);
  const values: ColumnValues<'saved_query'> = {};
  copyGiven(values, data, [
    'db_id',
    'label',
    'description',
    'catalog',
    'schema',
    'sql',
    'template_parameters',
    'extra_json',
  ] as const);
  if (id === null) {
    const row = await trx
      .insertInto('saved_query')
      .values({ ...createdStamp(scope.user.id, randomUUID()), user_id: scope.user.id || null, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  await trx
    .updateTable('saved_query')
    .set({ ...values, ...changedStamp(scope.user.id) })
    .where('id', '=', id)
    .execute();
  return id;
}

export const savedQueryResource: ResourceSpec = {
  name: 'saved_query',
  noun: 'saved query',
  plural: 'saved queries',
  table: 'saved_query',
  viewMenu: 'SavedQuery',
  favClass: 'query',
  orderColumns: {
    changed_on_delta_humanized: 'saved_query.changed_on',
    changed_on: 'saved_query.changed_on',
    created_on: 'saved_query.created_on',
    label: 'saved_query.label',
    description: 'saved_query.description',
    schema: 'saved_query.schema',
    catalog: 'saved_query.catalog',
    sql: 'saved_query.sql',
    rows: 'saved_query.rows',
    last_run_delta_humanized: 'saved_query.last_run',
    'created_by.first_name': 'saved_query.created_by_fk',
    'database.database_name': 'saved_query.db_id',
    id: 'saved_query.id',
  },
  defaultOrder: ['changed_on_delta_humanized', 'desc'],
  filterColumns: {
    id: 'id',
    label: 'label',
    schema: 'schema',
    catalog: 'catalog',
    database: 'db_id',
    db_id: 'db_id',
    created_by: 'created_by_fk',
    changed_by: 'changed_by_fk',
    sql: 'sql',
  },
  customFilters: {
    saved_query_all_text: textSearch([
      'saved_query.label',
      'saved_query.description',
      'saved_query.sql',
      'saved_query.schema',
    ]),
    saved_query_is_fav: favoriteFilter('query', 'saved_query.id'),
    // Tags are not stored yet: a tag filter matches nothing rather than everything.
    saved_query_tags: (q) => q.where('saved_query.id', '=', -1),
    saved_query_tag_id: (q) => q.where('saved_query.id', '=', -1),
  },
  visible: ownQueries,
  listColumns: [
    'id',
    'label',
    'description',
    'sql',
    'sql_tables',
    'catalog',
    'schema',
    'db_id',
    'database',
    'extra',
    'last_run_delta_humanized',
    'rows',
    'changed_on',
    'changed_on_delta_humanized',
    'changed_by',
    'created_on',
    'created_by',
    'tags',
  ],
  listItems: renderSavedQueries,
  show: async (row, scope) => (await renderSavedQueries([row], scope))[0] ?? {},
  create: (body, scope, trx) => writeSavedQuery(trx, null, parseBody(createSchema, body), scope),
  update: async (row, body, scope, trx) => {
    await writeSavedQuery(trx, Number(row.id), parseBody(updateSchema, body), scope);
  },
  canModify: async (row, scope) => Number(row.user_id) === scope.user.id,
  forbiddenMessage: 'Changing this saved query is forbidden',
  related: {
    database: { table: 'dbs', value: 'id', text: (r) => String(r.database_name), searchColumns: ['database_name'] },
    created_by: userRelated,
    changed_by: userRelated,
  },
  distinct: ['schema', 'catalog'],
};

/** Registers the saved query routes: its generic resource routes. */
export async function savedQueryRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, savedQueryResource);
}
