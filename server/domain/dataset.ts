/** Datasets: what a create or update accepts, the checks and writes behind them, and how a dataset reads in the API. */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { SqlFragmentError, missingColumns, validateExpression } from '../../src/core/sql';
import { unprocessable } from '../http/errors';
import { accessibleDatasetIds } from '../security/access';
import type { MetaTrx as Trx } from '../store/db';
import type { ColumnValues } from '../store/schema';
import { auditFields, bool, changedStamp, createdStamp } from './audit';
import { engineRegistry } from './database';
import { checkedDatasetSql, sourceColumns, syncColumns } from './dataset-sync';
import { datasetParts } from './datasource-payload';
import { OWNERS, ownerIdsFor, ownersOf, peopleById, setOwners } from './owners';
import type { Actor, Query, Row } from './types';
import { copyGiven } from './values';

/** What a new dataset accepts (DatasetPostSchema). */
export const datasetCreateSchema = z.strictObject({
  database: z.number().int(),
  catalog: z.string().nullable().optional(),
  schema: z.string().max(250).nullable().optional(),
  table_name: z.string().min(1, 'Length must be between 1 and 250.').max(250, 'Length must be between 1 and 250.'),
  sql: z.string().nullable().optional(),
  owners: z.array(z.number().int()).optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  template_params: z.string().nullable().optional(),
  uuid: z.string().optional(),
});

const columnSchema = z.object({
  id: z.number().int().optional(),
  column_name: z.string().min(1),
  type: z.string().nullable().optional(),
  advanced_data_type: z.string().nullable().optional(),
  verbose_name: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  expression: z.string().nullable().optional(),
  extra: z.string().nullable().optional(),
  filterable: z.boolean().optional(),
  groupby: z.boolean().optional(),
  is_active: z.boolean().nullable().optional(),
  is_dttm: z.boolean().nullable().optional(),
  python_date_format: z.string().nullable().optional(),
  uuid: z.string().nullable().optional(),
});
const metricSchema = z.object({
  id: z.number().int().optional(),
  metric_name: z.string().min(1),
  expression: z.string().min(1),
  verbose_name: z.string().nullable().optional(),
  metric_type: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  d3format: z.string().nullable().optional(),
  currency: z.unknown().optional(),
  warning_text: z.string().nullable().optional(),
  extra: z.string().nullable().optional(),
  uuid: z.string().nullable().optional(),
});
/** What a dataset update accepts (DatasetPutSchema), columns and metrics included. */
export const datasetUpdateSchema = z.strictObject({
  database_id: z.number().int().optional(),
  table_name: z.string().min(1).max(250).optional(),
  catalog: z.string().nullable().optional(),
  schema: z.string().nullable().optional(),
  sql: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  main_dttm_col: z.string().nullable().optional(),
  filter_select_enabled: z.boolean().optional(),
  fetch_values_predicate: z.string().nullable().optional(),
  default_endpoint: z.string().nullable().optional(),
  offset: z.number().int().optional(),
  cache_timeout: z.number().int().nullable().optional(),
  is_sqllab_view: z.boolean().optional(),
  template_params: z.string().nullable().optional(),
  owners: z.array(z.number().int()).optional(),
  columns: z.array(columnSchema).optional(),
  metrics: z.array(metricSchema).optional(),
  extra: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
});

export type DatasetCreate = z.infer<typeof datasetCreateSchema>;
export type DatasetUpdate = z.infer<typeof datasetUpdateSchema>;

const dupes = (names: string[]): string[] => names.filter((n, i) => names.indexOf(n) !== i);

/** Saved column and metric expressions and the fetch-values predicate pass the chart-data guard when saved (422). */
function checkSavedExpressions(data: DatasetUpdate): void {
  const check = (field: string, sql: string | null | undefined, where: string): void => {
    if (!sql || !sql.trim()) return;
    try {
      validateExpression(sql, where);
    } catch (err) {
      if (err instanceof SqlFragmentError) throw unprocessable({ [field]: [err.message] });
      throw err;
    }
  };
  for (const c of data.columns ?? []) check('columns', c.expression, `Saved expression of column "${c.column_name}"`);
  for (const m of data.metrics ?? []) check('metrics', m.expression, `Saved metric "${m.metric_name}"`);
  check('fetch_values_predicate', data.fetch_values_predicate, 'Fetch values predicate');
  checkCalculatedColumns(data.columns ?? []);
}

/** A calculated column reads only the dataset's own (physical) columns: its expression is inlined where it is used. */
function checkCalculatedColumns(columns: NonNullable<DatasetUpdate['columns']>): void {
  const physical = columns.filter((c) => !c.expression?.trim()).map((c) => c.column_name);
  if (!physical.length) return;
  for (const c of columns) {
    const missing = c.expression?.trim() ? missingColumns(c.expression, physical) : [];
    if (missing.length)
      throw unprocessable({
        columns: [`Calculated column "${c.column_name}" refers to missing column(s): ${missing.join(', ')}`],
      });
  }
}

async function checkUnique(
  trx: Trx,
  data: { database: number; schema?: string | null | undefined; table_name: string },
  exceptId: number | null,
): Promise<void> {
  let q = trx
    .selectFrom('tables')
    .select('id')
    .where('database_id', '=', data.database)
    .where('table_name', '=', data.table_name);
  q = data.schema ? q.where('schema', '=', data.schema) : q.where('schema', 'is', null);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst())
    throw unprocessable({
      table: [`Dataset ${data.schema ? `${data.schema}.` : ''}${data.table_name} already exists`],
    });
}

/** Creates a dataset and reads its columns from the source (the API, uploads). */
export async function createDataset(trx: Trx, scope: Actor, data: DatasetCreate): Promise<number> {
  const dbRow = await trx.selectFrom('dbs').select('id').where('id', '=', data.database).executeTakeFirst();
  if (!dbRow) throw unprocessable({ database: ['Database does not exist'] });
  await checkUnique(trx, data, null);
  const conn = await engineRegistry(scope).get(data.database, trx);
  const cols = await sourceColumns(conn, {
    schema: data.schema ?? null,
    table_name: data.table_name,
    sql: data.sql ?? null,
  });
  const row = await trx
    .insertInto('tables')
    .values({
      ...createdStamp(scope.user.id, data.uuid ?? randomUUID()),
      database_id: data.database,
      catalog: data.catalog ?? null,
      schema: data.schema ?? null,
      table_name: data.table_name,
      sql: data.sql ?? null,
      is_managed_externally: data.is_managed_externally ? 1 : 0,
      external_url: data.external_url ?? null,
      normalize_columns: data.normalize_columns ? 1 : 0,
      always_filter_main_dttm: data.always_filter_main_dttm ? 1 : 0,
      template_params: data.template_params ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await syncColumns(trx, id, cols, scope.user.id);
  const dttm = cols.find((c) => /DATE|TIME/i.test(c.type));
  if (dttm) await trx.updateTable('tables').set({ main_dttm_col: dttm.name }).where('id', '=', id).execute();
  await trx
    .insertInto('sql_metrics')
    .values({
      ...createdStamp(scope.user.id, randomUUID()),
      table_id: id,
      metric_name: 'count',
      verbose_name: 'COUNT(*)',
      metric_type: 'count',
      expression: 'COUNT(*)',
    })
    .execute();
  const missing = await setOwners(trx, OWNERS.dataset, id, ownerIdsFor(scope, data.owners));
  if (missing.length) throw unprocessable({ owners: ['Owners are invalid'] });
  return id;
}

/** Changes a dataset: its fields, columns, metrics and owners, each checked first (422 on a bad one). */
export async function updateDataset(trx: Trx, scope: Actor, row: Row, data: DatasetUpdate): Promise<void> {
  const id = Number(row.id);
  if (data.table_name || data.schema !== undefined || data.database_id) {
    await checkUnique(
      trx,
      {
        database: data.database_id ?? Number(row.database_id),
        schema: data.schema === undefined ? (row.schema as string | null) : data.schema,
        table_name: data.table_name ?? String(row.table_name),
      },
      id,
    );
  }
  if (data.sql && data.sql.trim()) checkedDatasetSql(data.sql, data.table_name ?? String(row.table_name));
  checkSavedExpressions(data);
  const values: ColumnValues<'tables'> = { ...changedStamp(scope.user.id) };
  copyGiven(values, data, [
    'table_name',
    'catalog',
    'schema',
    'sql',
    'description',
    'main_dttm_col',
    'fetch_values_predicate',
    'default_endpoint',
    'offset',
    'cache_timeout',
    'template_params',
    'extra',
    'external_url',
  ] as const);
  if (data.database_id !== undefined) values.database_id = data.database_id;
  for (const k of [
    'filter_select_enabled',
    'is_sqllab_view',
    'is_managed_externally',
    'normalize_columns',
    'always_filter_main_dttm',
  ] as const) {
    if (data[k] !== undefined) values[k] = data[k] ? 1 : 0;
  }
  if (data.columns) {
    const d = dupes(data.columns.map((c) => c.column_name));
    if (d.length) throw unprocessable({ columns: [`One or more columns are duplicated`] });
    const kept = data.columns.filter((c) => c.id !== undefined).map((c) => c.id as number);
    let del = trx.deleteFrom('table_columns').where('table_id', '=', id);
    if (kept.length) del = del.where('id', 'not in', kept);
    await del.execute();
    for (const c of data.columns) {
      const v = {
        column_name: c.column_name,
        type: c.type ?? null,
        advanced_data_type: c.advanced_data_type ?? null,
        verbose_name: c.verbose_name ?? null,
        description: c.description ?? null,
        expression: c.expression ?? null,
        extra: c.extra ?? null,
        filterable: c.filterable === false ? 0 : 1,
        groupby: c.groupby === false ? 0 : 1,
        is_active: c.is_active === false ? 0 : 1,
        is_dttm: c.is_dttm ? 1 : 0,
        python_date_format: c.python_date_format ?? null,
      };
      if (c.id !== undefined) {
        const res = await trx
          .updateTable('table_columns')
          .set(v)
          .where('id', '=', c.id)
          .where('table_id', '=', id)
          .executeTakeFirst();
        if (!Number(res.numUpdatedRows)) throw unprocessable({ columns: ['One or more columns do not exist'] });
      } else
        await trx
          .insertInto('table_columns')
          .values({ ...createdStamp(scope.user.id, c.uuid ?? randomUUID()), table_id: id, ...v })
          .execute();
    }
  }
  if (data.metrics) {
    const d = dupes(data.metrics.map((m) => m.metric_name));
    if (d.length) throw unprocessable({ metrics: [`One or more metrics are duplicated`] });
    const kept = data.metrics.filter((m) => m.id !== undefined).map((m) => m.id as number);
    let del = trx.deleteFrom('sql_metrics').where('table_id', '=', id);
    if (kept.length) del = del.where('id', 'not in', kept);
    await del.execute();
    for (const m of data.metrics) {
      const v = {
        metric_name: m.metric_name,
        expression: m.expression,
        verbose_name: m.verbose_name ?? null,
        metric_type: m.metric_type ?? null,
        description: m.description ?? null,
        d3format: m.d3format ?? null,
        currency:
          m.currency === undefined || m.currency === null
            ? null
            : typeof m.currency === 'string'
              ? m.currency
              : JSON.stringify(m.currency),
        warning_text: m.warning_text ?? null,
        extra: m.extra ?? null,
      };
      if (m.id !== undefined) {
        const res = await trx
          .updateTable('sql_metrics')
          .set(v)
          .where('id', '=', m.id)
          .where('table_id', '=', id)
          .executeTakeFirst();
        if (!Number(res.numUpdatedRows)) throw unprocessable({ metrics: ['One or more metrics do not exist'] });
      } else
        await trx
          .insertInto('sql_metrics')
          .values({ ...createdStamp(scope.user.id, m.uuid ?? randomUUID()), table_id: id, ...v })
          .execute();
    }
  }
  await trx.updateTable('tables').set(values).where('id', '=', id).execute();
  if (data.owners) {
    const missing = await setOwners(trx, OWNERS.dataset, id, ownerIdsFor(scope, data.owners));
    if (missing.length) throw unprocessable({ owners: ['Owners are invalid'] });
  }
}

/** Datasets as the list (and, with `detail`, the show) endpoint answers them. */
export async function renderDatasets(rows: Row[], scope: Actor, detail: boolean): Promise<Row[]> {
  const db = scope.ctx.store.db;
  const ids = rows.map((r) => Number(r.id));
  const dbIds = [...new Set(rows.map((r) => Number(r.database_id)))];
  const [owners, people, dbs, parts] = await Promise.all([
    ownersOf(db, OWNERS.dataset, ids),
    peopleById(
      db,
      rows.flatMap((r) => [r.changed_by_fk as number, r.created_by_fk as number]),
    ),
    dbIds.length
      ? db.selectFrom('dbs').select(['id', 'database_name', 'engine']).where('id', 'in', dbIds).execute()
      : Promise.resolve([]),
    detail ? datasetParts(db, ids) : Promise.resolve(null),
  ]);
  const dbById = new Map(dbs.map((d) => [Number(d.id), d]));
  return rows.map((r) => {
    const id = Number(r.id);
    const d = dbById.get(Number(r.database_id));
    const item: Row = {
      id,
      table_name: r.table_name,
      schema: r.schema ?? null,
      catalog: r.catalog ?? null,
      sql: r.sql ?? null,
      kind: r.sql ? 'virtual' : 'physical',
      datasource_type: 'table',
      database: { id: Number(r.database_id), database_name: d?.database_name ?? null, backend: d?.engine ?? null },
      description: r.description ?? null,
      default_endpoint: r.default_endpoint ?? null,
      explore_url: `/explore/?datasource_type=table&datasource_id=${id}`,
      extra: r.extra ?? null,
      owners: owners.get(id) ?? [],
      uuid: r.uuid ?? null,
      is_managed_externally: bool(r.is_managed_externally),
      ...auditFields(r, people),
    };
    if (detail && parts) {
      Object.assign(item, {
        main_dttm_col: r.main_dttm_col ?? null,
        offset: r.offset ?? 0,
        cache_timeout: r.cache_timeout ?? null,
        is_sqllab_view: bool(r.is_sqllab_view),
        template_params: r.template_params ?? null,
        filter_select_enabled: bool(r.filter_select_enabled),
        fetch_values_predicate: r.fetch_values_predicate ?? null,
        normalize_columns: bool(r.normalize_columns),
        always_filter_main_dttm: bool(r.always_filter_main_dttm),
        external_url: r.external_url ?? null,
        columns: parts.columns.get(id) ?? [],
        metrics: parts.metrics.get(id) ?? [],
        url: `/tablemodelview/edit/${id}`,
        select_star: `SELECT * FROM ${r.schema ? `${String(r.schema)}.` : ''}${String(r.table_name)} LIMIT 100`,
      });
    }
    return item;
  });
}

/** Narrows a query over `tables` to the datasets the user may query. */
export async function visibleDatasets(q: Query, scope: Actor): Promise<Query> {
  const ids = await accessibleDatasetIds(scope.ctx.store.db, scope.user);
  if (ids === 'all') return q;
  return ids.length ? q.where('tables.id', 'in', ids) : q.where('tables.id', '=', -1);
}
