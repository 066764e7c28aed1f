/** Charts: what a create or update accepts, the checks and writes behind them, how a chart reads in the API, and who sees which. */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { forbidden, unprocessable } from '../http/errors';
import { accessibleDatasetIds, readableChartsOnly } from '../security/access';
import { isAdmin } from '../security/principal';
import type { MetaDb, MetaTrx as Trx } from '../store/db';
import type { ColumnValues } from '../store/schema';
import { auditFields, bool, changedStamp, createdStamp, parseJsonText } from './audit';
import { visibleDashboards } from './dashboard';
import { OWNERS, ownerIdsFor, ownersOf, peopleById, setOwners } from './owners';
import type { Actor, Query, Row } from './types';
import { copyGiven } from './values';

const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table'] as const;

const chartFields = {
  slice_name: z.string().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.'),
  description: z.string().nullable().optional(),
  viz_type: z.string().max(250).optional(),
  owners: z.array(z.number().int()).optional(),
  params: z.string().nullable().optional(),
  query_context: z.string().nullable().optional(),
  query_context_generation: z.boolean().nullable().optional(),
  cache_timeout: z.number().int().nullable().optional(),
  datasource_id: z.number().int(),
  datasource_type: z.enum(DATASOURCE_TYPES),
  dashboards: z.array(z.number().int()).optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  tags: z.array(z.number().int()).optional(),
};
/** What a new chart accepts (ChartPostSchema). */
export const chartCreateSchema = z.strictObject(chartFields);
/** What a chart update accepts (ChartPutSchema). */
export const chartUpdateSchema = z.strictObject({
  ...chartFields,
  slice_name: chartFields.slice_name.nullable().optional(),
  datasource_id: chartFields.datasource_id.nullable().optional(),
  datasource_type: chartFields.datasource_type.nullable().optional(),
});

export type ChartCreate = z.infer<typeof chartCreateSchema>;
export type ChartUpdate = z.infer<typeof chartUpdateSchema>;

function jsonText(field: string, value: string | null | undefined): void {
  if (value === null || value === undefined || value === '') return;
  try {
    JSON.parse(value);
  } catch {
    throw unprocessable({ [field]: ['Not a valid JSON.'] });
  }
}

async function checkDatasource(scope: Actor, trx: Trx, id: number): Promise<void> {
  const ds = await trx.selectFrom('tables').select('id').where('id', '=', id).executeTakeFirst();
  const ids = await accessibleDatasetIds(trx, scope.user);
  if (!ds || (ids !== 'all' && !ids.includes(id)))
    throw unprocessable({ datasource_id: ['Datasource does not exist'] });
}

/** Superset's DashboardsForbiddenError: a chart's dashboards changed by someone who does not own them all. */
export const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';

/**
 * Links a chart to exactly `dashboardIds`. Adding a chart to a dashboard, or taking it off one, changes that
 * dashboard, so the user must own (or be admin of) every dashboard whose link changes.
 */
async function setDashboards(trx: Trx, scope: Actor, sliceId: number, dashboardIds: number[]): Promise<void> {
  const wanted = [...new Set(dashboardIds)];
  const found = wanted.length
    ? await trx.selectFrom('dashboards').select('id').where('id', 'in', wanted).execute()
    : [];
  if (found.length !== wanted.length) throw unprocessable({ dashboards: ['Dashboards do not exist'] });
  const linked = (
    await trx.selectFrom('dashboard_slices').select('dashboard_id').where('slice_id', '=', sliceId).execute()
  ).map((r) => Number(r.dashboard_id));
  const changed = [...wanted.filter((id) => !linked.includes(id)), ...linked.filter((id) => !wanted.includes(id))];
  if (changed.length && !isAdmin(scope.user)) {
    const owned = await trx
      .selectFrom('dashboard_user')
      .select('dashboard_id')
      .where('dashboard_id', 'in', changed)
      .where('user_id', '=', scope.user.id)
      .execute();
    if (owned.length !== changed.length) throw forbidden(DASHBOARDS_FORBIDDEN);
  }
  await trx.deleteFrom('dashboard_slices').where('slice_id', '=', sliceId).execute();
  if (wanted.length)
    await trx
      .insertInto('dashboard_slices')
      .values(wanted.map((d) => ({ dashboard_id: d, slice_id: sliceId })))
      .execute();
}

/** The dashboards each chart is on, as far as the user may see them. */
async function dashboardsOf(scope: Actor, ids: number[]): Promise<Map<number, Row[]>> {
  const out = new Map<number, Row[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  let q: Query = scope.ctx.store.db
    .selectFrom('dashboard_slices')
    .innerJoin('dashboards', 'dashboards.id', 'dashboard_slices.dashboard_id')
    .select(['dashboard_slices.slice_id', 'dashboards.id', 'dashboards.dashboard_title'])
    .where('dashboard_slices.slice_id', 'in', ids)
    .orderBy('dashboards.id');
  q = await visibleDashboards(q, scope);
  for (const r of (await q.execute()) as Row[])
    out.get(Number(r.slice_id))?.push({ id: Number(r.id), dashboard_title: r.dashboard_title });
  return out;
}

async function datasourcesOf(db: MetaDb, ids: number[]): Promise<Map<number, Row>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(['tables.id', 'tables.table_name', 'tables.schema', 'dbs.database_name', 'dbs.id as db_id'])
    .where('tables.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r as Row]));
}

/** One chart as list items and details render it. */
export async function renderCharts(rows: Row[], scope: Actor): Promise<Row[]> {
  const db = scope.ctx.store.db;
  const ids = rows.map((r) => Number(r.id));
  const [owners, dashboards, people, datasources] = await Promise.all([
    ownersOf(db, OWNERS.chart, ids),
    dashboardsOf(scope, ids),
    peopleById(
      db,
      rows.flatMap((r) => [r.changed_by_fk as number, r.created_by_fk as number, r.last_saved_by_fk as number]),
    ),
    datasourcesOf(
      db,
      rows.map((r) => Number(r.datasource_id)),
    ),
  ]);
  return rows.map((r) => {
    const id = Number(r.id);
    const ds = datasources.get(Number(r.datasource_id));
    const dsName = ds ? (ds.schema ? `${String(ds.schema)}.${String(ds.table_name)}` : String(ds.table_name)) : null;
    return {
      id,
      slice_name: r.slice_name,
      viz_type: r.viz_type,
      description: r.description ?? null,
      datasource_id: r.datasource_id,
      datasource_type: r.datasource_type,
      datasource_name_text: dsName,
      datasource_url: ds ? `/explore/?datasource_type=table&datasource_id=${String(ds.id)}` : null,
      cache_timeout: r.cache_timeout ?? null,
      params: r.params ?? null,
      query_context: r.query_context ?? null,
      form_data: parseJsonText<Row>(r.params, {}),
      certified_by: r.certified_by ?? null,
      certification_details: r.certification_details ?? null,
      is_managed_externally: bool(r.is_managed_externally),
      external_url: r.external_url ?? null,
      owners: owners.get(id) ?? [],
      dashboards: (dashboards.get(id) ?? []).map((d) => ({ id: d.id, dashboard_title: d.dashboard_title })),
      url: `/explore/?slice_id=${id}`,
      slice_url: `/explore/?slice_id=${id}`,
      thumbnail_url: `/api/v1/chart/${id}/thumbnail/${String(r.uuid ?? id)}/`,
      last_saved_at: r.last_saved_at ?? null,
      last_saved_by: people.get(Number(r.last_saved_by_fk)) ?? null,
      uuid: r.uuid ?? null,
      tags: [],
      ...auditFields(r, people),
    };
  });
}

/** Charts on datasets the user may query, plus the charts the user owns. */
export const visibleCharts = (q: Query, scope: Actor): Promise<Query> =>
  readableChartsOnly(scope.ctx.store.db, scope.user, q);

/** Creates a chart on a dataset the user may query, with its owners and dashboards. */
export async function createChart(trx: Trx, scope: Actor, data: ChartCreate): Promise<number> {
  jsonText('params', data.params);
  jsonText('query_context', data.query_context);
  await checkDatasource(scope, trx, data.datasource_id);
  const ts = createdStamp(scope.user.id, randomUUID());
  const row = await trx
    .insertInto('slices')
    .values({
      ...ts,
      slice_name: data.slice_name,
      description: data.description ?? null,
      viz_type: data.viz_type ?? 'table',
      params: data.params ?? null,
      query_context: data.query_context ?? null,
      cache_timeout: data.cache_timeout ?? null,
      datasource_id: data.datasource_id,
      datasource_type: data.datasource_type,
      certified_by: data.certified_by ?? null,
      certification_details: data.certification_details ?? null,
      is_managed_externally: data.is_managed_externally ? 1 : 0,
      external_url: data.external_url ?? null,
      last_saved_at: ts.changed_on,
      last_saved_by_fk: scope.user.id || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const missing = await setOwners(trx, OWNERS.chart, id, ownerIdsFor(scope, data.owners));
  if (missing.length) throw unprocessable({ owners: ['Owners are invalid'] });
  if (data.dashboards) await setDashboards(trx, scope, id, data.dashboards);
  return id;
}

/** Changes a chart: fields, owners and dashboards, each checked first. */
export async function updateChart(trx: Trx, scope: Actor, id: number, data: ChartUpdate): Promise<void> {
  jsonText('params', data.params);
  jsonText('query_context', data.query_context);
  if (data.datasource_id) await checkDatasource(scope, trx, data.datasource_id);
  const stamp = changedStamp(scope.user.id);
  const values: ColumnValues<'slices'> = { ...stamp };
  // A null name leaves the name as it is.
  if (data.slice_name !== undefined && data.slice_name !== null) values.slice_name = data.slice_name;
  copyGiven(values, data, [
    'description',
    'viz_type',
    'params',
    'query_context',
    'cache_timeout',
    'datasource_id',
    'datasource_type',
    'certified_by',
    'certification_details',
    'external_url',
  ] as const);
  if (data.is_managed_externally !== undefined) values.is_managed_externally = data.is_managed_externally ? 1 : 0;
  if (!data.query_context_generation) {
    values.last_saved_at = stamp.changed_on;
    values.last_saved_by_fk = scope.user.id || null;
  }
  await trx.updateTable('slices').set(values).where('id', '=', id).execute();
  if (data.owners) {
    const missing = await setOwners(trx, OWNERS.chart, id, ownerIdsFor(scope, data.owners));
    if (missing.length) throw unprocessable({ owners: ['Owners are invalid'] });
  }
  if (data.dashboards) await setDashboards(trx, scope, id, data.dashboards);
}
