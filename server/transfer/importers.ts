/** Writes the objects of a validated bundle inside one metadata transaction, reusing what already exists. */
import type { Insertable } from 'kysely';
import { chartIdsOf, parsePositionJson } from '../../src/core/layout';
import { SqlFragmentError, validateSelectStatement } from '../../src/core/sql';
import { OWNERS, setOwners, type OwnersLink } from '../domain/owners';
import type { RequestScope, Row, Trx } from '../api/resource';
import { changedStamp, createdStamp } from '../domain/audit';
import { maskUri, MASKED_PASSWORD, parseUri } from '../engines';
import { requireReadableAddedCharts } from '../security/access';
import { seal } from '../security/crypto';
import { hasPermission, isAdmin } from '../security/principal';
import type { Database, TableWith } from '../store/schema';
import { commandError } from './bundle';
import type { ChartConfig, DashboardConfig, DatabaseConfig, DatasetConfig, SavedQueryConfig } from './configs';
import { exportedChartIds, localiseMetadata, localisePosition } from './position';

/** What one import run shares: the transaction, the user, and local ids of imported objects by uuid. */
export interface ImportRun {
  trx: Trx;
  scope: RequestScope;
  databases: Map<string, number>;
  datasets: Map<string, number>;
  charts: Map<string, number>;
  /** Databases whose connection changed; their cached engines are dropped after commit. */
  touchedDatabases: Set<number>;
}

const flag = (v: boolean | null | undefined, fallback = false): number => ((v ?? fallback) ? 1 : 0);
const jsonText = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);

async function findByUuid(trx: Trx, table: TableWith<'uuid'>, uuid: string): Promise<Row | undefined> {
  return (await trx.selectFrom(table).selectAll().where('uuid', '=', uuid).executeTakeFirst()) as Row | undefined;
}

/** The row an imported database or dataset stands for: the same uuid, else the same name in this instance. */
export async function existingDatabase(trx: Trx, c: { uuid: string; database_name: string }): Promise<Row | undefined> {
  return (
    (await findByUuid(trx, 'dbs', c.uuid)) ??
    ((await trx.selectFrom('dbs').selectAll().where('database_name', '=', c.database_name).executeTakeFirst()) as
      Row | undefined)
  );
}

export async function existingDataset(
  trx: Trx,
  c: { uuid: string; table_name: string; schema?: string | null | undefined },
  databaseId: number | undefined,
): Promise<Row | undefined> {
  const same = await findByUuid(trx, 'tables', c.uuid);
  if (same || databaseId === undefined) return same;
  let q = trx
    .selectFrom('tables')
    .selectAll()
    .where('database_id', '=', databaseId)
    .where('table_name', '=', c.table_name);
  q = c.schema ? q.where('schema', '=', c.schema) : q.where('schema', 'is', null);
  return (await q.executeTakeFirst()) as Row | undefined;
}

async function ownsRow(run: ImportRun, owners: OwnersLink, id: number): Promise<boolean> {
  if (isAdmin(run.scope.user)) return true;
  const row = await run.trx
    .selectFrom(owners.table)
    .select('user_id')
    .where(owners.fk, '=', id)
    .where('user_id', '=', run.scope.user.id)
    .executeTakeFirst();
  return !!row;
}

/** Superset's rules: creating needs can_write on the view; overwriting also needs ownership. */
async function mayWrite(
  run: ImportRun,
  noun: string,
  view: string,
  existing: Row | undefined,
  owners: OwnersLink | null,
): Promise<void> {
  const plural = `${noun.toLowerCase()}s`;
  const canWrite = hasPermission(run.scope.user, 'can_write', view);
  if (!existing && !canWrite)
    throw commandError(403, `${noun} doesn't exist and user doesn't have permission to create ${plural}`);
  if (existing && (!canWrite || (owners && !(await ownsRow(run, owners, Number(existing.id)))))) {
    throw commandError(403, `A ${noun.toLowerCase()} already exists and user doesn't have permissions to overwrite it`);
  }
}

export async function importDatabase(run: ImportRun, c: DatabaseConfig, overwrite: boolean): Promise<number> {
  const existing = await existingDatabase(run.trx, c);
  if (existing && !overwrite) return Number(existing.id);
  await mayWrite(run, 'Database', 'Database', existing, null);
  const { secretKey } = run.scope.ctx.config;
  const parsed = parseUri(c.sqlalchemy_uri);
  const password = c.password ?? (parsed.password && parsed.password !== MASKED_PASSWORD ? parsed.password : null);
  const values: Insertable<Database['dbs']> = {
    database_name: c.database_name,
    sqlalchemy_uri: maskUri(c.sqlalchemy_uri),
    engine: parsed.engine,
    cache_timeout: c.cache_timeout ?? null,
    expose_in_sqllab: flag(c.expose_in_sqllab, true),
    allow_run_async: flag(c.allow_run_async),
    allow_ctas: flag(c.allow_ctas),
    allow_cvas: flag(c.allow_cvas),
    allow_dml: flag(c.allow_dml),
    allow_file_upload: flag(c.allow_file_upload ?? c.allow_csv_upload),
    impersonate_user: flag(c.impersonate_user),
    extra: jsonText(c.extra),
    is_managed_externally: flag(c.is_managed_externally),
    external_url: c.external_url ?? null,
  };
  if (password) values.encrypted_password = seal(secretKey, password);
  if (existing) {
    const id = Number(existing.id);
    await run.trx
      .updateTable('dbs')
      .set({ ...values, ...changedStamp(run.scope.user.id) })
      .where('id', '=', id)
      .execute();
    run.touchedDatabases.add(id);
    return id;
  }
  const row = await run.trx
    .insertInto('dbs')
    .values({ ...createdStamp(run.scope.user.id, c.uuid), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function writeColumnsAndMetrics(run: ImportRun, tableId: number, c: DatasetConfig): Promise<void> {
  const { trx } = run;
  const userId = run.scope.user.id;
  await trx.deleteFrom('table_columns').where('table_id', '=', tableId).execute();
  await trx.deleteFrom('sql_metrics').where('table_id', '=', tableId).execute();
  for (const col of c.columns ?? []) {
    await trx
      .insertInto('table_columns')
      .values({
        ...createdStamp(userId, col.uuid ?? crypto.randomUUID()),
        table_id: tableId,
        column_name: col.column_name,
        verbose_name: col.verbose_name ?? null,
        is_dttm: flag(col.is_dttm),
        is_active: flag(col.is_active, true),
        type: col.type ?? null,
        advanced_data_type: col.advanced_data_type ?? null,
        groupby: flag(col.groupby, true),
        filterable: flag(col.filterable, true),
        expression: col.expression ?? null,
        description: col.description ?? null,
        python_date_format: col.python_date_format ?? null,
        extra: jsonText(col.extra),
      })
      .execute();
  }
  for (const m of c.metrics ?? []) {
    await trx
      .insertInto('sql_metrics')
      .values({
        ...createdStamp(userId, m.uuid ?? crypto.randomUUID()),
        table_id: tableId,
        metric_name: m.metric_name,
        verbose_name: m.verbose_name ?? null,
        metric_type: m.metric_type ?? null,
        expression: m.expression,
        description: m.description ?? null,
        d3format: m.d3format ?? null,
        currency: jsonText(m.currency),
        extra: jsonText(m.extra),
        warning_text: m.warning_text ?? null,
      })
      .execute();
  }
}

export async function importDataset(
  run: ImportRun,
  path: string,
  c: DatasetConfig,
  overwrite: boolean,
): Promise<number> {
  const databaseId = run.databases.get(c.database_uuid) ?? (await findByUuid(run.trx, 'dbs', c.database_uuid))?.id;
  if (databaseId === undefined)
    throw commandError(422, 'Error importing dataset', { [path]: { database_uuid: ['Database does not exist'] } });
  const existing = await existingDataset(run.trx, c, Number(databaseId));
  if (existing && !overwrite) return Number(existing.id);
  await mayWrite(run, 'Dataset', 'Dataset', existing, OWNERS.dataset);
  if (c.sql && c.sql.trim()) {
    try {
      validateSelectStatement(c.sql, `SQL of virtual dataset "${c.table_name}"`);
    } catch (err) {
      if (err instanceof SqlFragmentError)
        throw commandError(422, 'Error importing dataset', { [path]: { sql: [err.message] } });
      throw err;
    }
  }
  const values = {
    database_id: Number(databaseId),
    table_name: c.table_name,
    main_dttm_col: c.main_dttm_col ?? null,
    description: c.description ?? null,
    default_endpoint: c.default_endpoint ?? null,
    offset: c.offset ?? 0,
    cache_timeout: c.cache_timeout ?? null,
    catalog: c.catalog ?? null,
    schema: c.schema ?? null,
    sql: c.sql ?? null,
    template_params: jsonText(c.template_params),
    filter_select_enabled: flag(c.filter_select_enabled, true),
    fetch_values_predicate: c.fetch_values_predicate ?? null,
    extra: jsonText(c.extra),
    normalize_columns: flag(c.normalize_columns),
    always_filter_main_dttm: flag(c.always_filter_main_dttm),
    is_managed_externally: flag(c.is_managed_externally),
    external_url: c.external_url ?? null,
  };
  let id: number;
  if (existing) {
    id = Number(existing.id);
    await run.trx
      .updateTable('tables')
      .set({ ...values, ...changedStamp(run.scope.user.id) })
      .where('id', '=', id)
      .execute();
  } else {
    const row = await run.trx
      .insertInto('tables')
      .values({ ...createdStamp(run.scope.user.id, c.uuid), ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(row.id);
    await setOwners(run.trx, OWNERS.dataset, id, run.scope.user.id ? [run.scope.user.id] : []);
  }
  await writeColumnsAndMetrics(run, id, c);
  return id;
}

/** A chart's query context pointed at the local dataset and chart. */
function localiseQueryContext(text: unknown, datasetId: number, chartId: number): string | null {
  if (text === null || text === undefined || text === '') return null;
  let qc: Record<string, unknown>;
  try {
    qc = (typeof text === 'string' ? JSON.parse(text) : structuredClone(text)) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!qc || typeof qc !== 'object') return null;
  qc.datasource = { id: datasetId, type: 'table' };
  const fd = qc.form_data as Record<string, unknown> | undefined;
  if (fd && typeof fd === 'object') {
    fd.datasource = `${datasetId}__table`;
    if ('slice_id' in fd) fd.slice_id = chartId;
  }
  for (const q of Array.isArray(qc.queries) ? (qc.queries as Array<Record<string, unknown>>) : [])
    if (q && typeof q === 'object' && 'datasource' in q) q.datasource = { id: datasetId, type: 'table' };
  return JSON.stringify(qc);
}

export async function importChart(run: ImportRun, path: string, c: ChartConfig, overwrite: boolean): Promise<number> {
  const datasetId = run.datasets.get(c.dataset_uuid) ?? (await findByUuid(run.trx, 'tables', c.dataset_uuid))?.id;
  if (datasetId === undefined)
    throw commandError(422, 'Error importing chart', { [path]: { dataset_uuid: ['Dataset does not exist'] } });
  const existing = await findByUuid(run.trx, 'slices', c.uuid);
  if (existing && !overwrite) return Number(existing.id);
  await mayWrite(run, 'Chart', 'Chart', existing, OWNERS.chart);
  const dsId = Number(datasetId);
  const params = (typeof c.params === 'string' ? JSON.parse(c.params || '{}') : (c.params ?? {})) as Record<
    string,
    unknown
  >;
  params.datasource = `${dsId}__table`;
  const values = {
    slice_name: c.slice_name,
    description: c.description ?? null,
    certified_by: c.certified_by ?? null,
    certification_details: c.certification_details ?? null,
    viz_type: c.viz_type,
    cache_timeout: c.cache_timeout ?? null,
    datasource_id: dsId,
    datasource_type: 'table',
    is_managed_externally: flag(c.is_managed_externally),
    external_url: c.external_url ?? null,
  };
  let id: number;
  if (existing) {
    id = Number(existing.id);
    await run.trx
      .updateTable('slices')
      .set({ ...values, ...changedStamp(run.scope.user.id) })
      .where('id', '=', id)
      .execute();
  } else {
    const stamp = createdStamp(run.scope.user.id, c.uuid);
    const row = await run.trx
      .insertInto('slices')
      .values({ ...stamp, ...values, last_saved_at: stamp.changed_on, last_saved_by_fk: run.scope.user.id || null })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(row.id);
    await setOwners(run.trx, OWNERS.chart, id, run.scope.user.id ? [run.scope.user.id] : []);
  }
  if ('slice_id' in params) params.slice_id = id;
  await run.trx
    .updateTable('slices')
    .set({ params: JSON.stringify(params), query_context: localiseQueryContext(c.query_context, dsId, id) })
    .where('id', '=', id)
    .execute();
  return id;
}

export async function importDashboard(run: ImportRun, c: DashboardConfig, overwrite: boolean): Promise<number> {
  const { trx } = run;
  const existing = await findByUuid(trx, 'dashboards', c.uuid);
  if (existing && !overwrite) return Number(existing.id);
  await mayWrite(run, 'Dashboard', 'Dashboard', existing, OWNERS.dashboard);
  const source = c.position ?? {};
  const chartIds = new Map(run.charts);
  for (const n of Object.values(source)) {
    const u = (n as { meta?: { uuid?: unknown } } | null)?.meta?.uuid;
    if (typeof u === 'string' && !chartIds.has(u)) {
      const found = await findByUuid(trx, 'slices', u);
      if (found) chartIds.set(u, Number(found.id));
    }
  }
  const position = localisePosition(source, chartIds);
  const oldToUuid = exportedChartIds(source);
  const datasetIds = new Map(run.datasets);
  const metadata = localiseMetadata(
    c.metadata ?? {},
    (old) => chartIds.get(oldToUuid.get(old) ?? ''),
    (u) => datasetIds.get(u),
  );
  let slug = c.slug?.trim() || null;
  if (slug) {
    let q = trx.selectFrom('dashboards').select('id').where('slug', '=', slug);
    if (existing) q = q.where('id', '!=', Number(existing.id));
    if (await q.executeTakeFirst()) slug = null;
  }
  const values = {
    dashboard_title: c.dashboard_title?.trim() || '[ untitled dashboard ]',
    description: c.description ?? null,
    css: c.css ?? null,
    slug,
    certified_by: c.certified_by ?? null,
    certification_details: c.certification_details ?? null,
    published: flag(c.published),
    is_managed_externally: flag(c.is_managed_externally),
    external_url: c.external_url ?? null,
    position_json: JSON.stringify(position),
    json_metadata: JSON.stringify(metadata),
  };
  let id: number;
  if (existing) {
    id = Number(existing.id);
    await trx
      .updateTable('dashboards')
      .set({ ...values, ...changedStamp(run.scope.user.id) })
      .where('id', '=', id)
      .execute();
  } else {
    const row = await trx
      .insertInto('dashboards')
      .values({ ...createdStamp(run.scope.user.id, c.uuid), ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(row.id);
    await setOwners(trx, OWNERS.dashboard, id, run.scope.user.id ? [run.scope.user.id] : []);
  }
  const placed = [...new Set(chartIdsOf(parsePositionJson(position)))];
  await requireReadableAddedCharts(trx, run.scope.user, id, placed);
  await trx.deleteFrom('dashboard_slices').where('dashboard_id', '=', id).execute();
  if (placed.length)
    await trx
      .insertInto('dashboard_slices')
      .values(placed.map((slice_id) => ({ dashboard_id: id, slice_id })))
      .execute();
  return id;
}

export async function importSavedQuery(
  run: ImportRun,
  path: string,
  c: SavedQueryConfig,
  overwrite: boolean,
): Promise<number> {
  const dbId = run.databases.get(c.database_uuid) ?? (await findByUuid(run.trx, 'dbs', c.database_uuid))?.id;
  if (dbId === undefined)
    throw commandError(422, 'Error importing saved_queries', {
      [path]: { database_uuid: ['Database does not exist'] },
    });
  const existing = await findByUuid(run.trx, 'saved_query', c.uuid);
  if (existing && !overwrite) return Number(existing.id);
  if (existing && Number(existing.user_id) !== run.scope.user.id && !isAdmin(run.scope.user)) {
    throw commandError(403, "A saved query already exists and user doesn't have permissions to overwrite it");
  }
  const values = {
    db_id: Number(dbId),
    catalog: c.catalog ?? null,
    schema: c.schema ?? null,
    label: c.label ?? null,
    description: c.description ?? null,
    sql: c.sql ?? null,
  };
  if (existing) {
    await run.trx
      .updateTable('saved_query')
      .set({ ...values, ...changedStamp(run.scope.user.id) })
      .where('id', '=', Number(existing.id))
      .execute();
    return Number(existing.id);
  }
  const row = await run.trx
    .insertInto('saved_query')
    .values({ ...createdStamp(run.scope.user.id, c.uuid), user_id: run.scope.user.id || null, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
